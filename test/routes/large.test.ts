import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatGrid } from '../../src/formats/write.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { Grid, verify } from '../../src/core/grid.js';
import { SatRoute } from '../../src/routes/sat-route.js';
import { SolverError } from '../../solvers/sat-solver.js';
import { HAVE_SHARED, patternGrid, runCli, SHARED } from '../helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'sudocnf-large-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('memory safety of the embedded solvers', () => {
  it('a formula too large for the WebAssembly heap is refused with advice, before any solving', async () => {
    const route = SatRoute.open({ amo: 'pairwise', propagate: 'none' });
    const error = await route.solve(new Grid(8)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SolverError);
    expect((error as Error).message).toMatch(
      /^cadical: the formula \(262,144 variables, 33,046,528 clauses\) would need about [\d,]+ MB; the embedded CaDiCaL \(a 2 GB WebAssembly heap, less room to solve\) takes formulas up to about 1,500 MB; use a compact at-most-one encoding \(amo: 'auto' or sequential\), stronger propagation \(propagate: 'box-line'\) or an external solver \(solver: 'cadical-bin'\)$/,
    );
  });

  it("the MiniSat port's 64 MB heap too", async () => {
    const route = SatRoute.open({ solver: 'minisat', amo: 'pairwise', propagate: 'none' });
    await expect(route.solve(new Grid(6))).rejects.toThrow(/the MiniSat port \(a fixed 64 MB heap\) takes formulas up to about 48 MB/);
  });
});

describe('large grids', () => {
  it('refuses an output format too small for the grid before solving', () => {
    const file = join(dir, '81x81.txt');
    writeFileSync(file, `${formatGrid(patternGrid(9), 'grid')}\n`);
    const r = runCli(['solve', file, '--format', 'line']);
    expect(r).toMatchObject({ status: 2, stdout: '' });
    expect(r.stderr).toContain('the line format cannot write an 81x81 grid; use --format grid, dtu or json');
    expect(runCli(['solve', file, '--format', 'json']).status).toBe(0);
  });

  it
    .skipIf(!HAVE_SHARED)
    .each([
      ['shnarazk_sudoku_sat/sudoku64.from_src_bin_sudoku64_rs.txt'],
      ['shnarazk_sudoku_sat/sudoku144.txt'],
      ['hkociemba_sudokuNxM/sudokus/h_singles400x400.txt'],
    ])('%s is solved and verified by the embedded default', async (file) => {
    const entry = parsePuzzles(readFileSync(resolve(SHARED, file), 'utf8'), file).entries[0]!;
    if (!entry.ok) throw new Error(entry.error.toString());
    const route = SatRoute.open({});
    const outcome = await route.solve(entry.grid);
    expect(outcome.verdict).toBe('solved');
    expect(verify(entry.grid, outcome.solution!)).toEqual({ ok: true });
    await route.close();
  });

  it.skipIf(!HAVE_SHARED)('the 64x64 as committed is bad input naming the two cells', () => {
    const r = runCli(['solve', resolve(SHARED, 'shnarazk_sudoku_sat/sudoku64.txt'), '--format', 'grid']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/sudoku64\.txt:13:58: conflicting givens: r13c58 and r8c58 \(line 8, column 58\) both hold 25 in column 58/);
  });
});
