import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encode } from '../../encodings/encoder.js';
import { PRESETS } from '../../encodings/presets.js';
import { parseDimacs } from '../../src/cnf/dimacs-reader.js';
import { CompactNumbering } from '../../src/cnf/compact.js';
import { ClauseBuffer } from '../../src/cnf/sink.js';
import { type Grid, verify } from '../../src/core/grid.js';
import { propagate, PROPAGATION_LEVELS } from '../../src/logic/propagate.js';
import { SatRoute } from '../../src/routes/sat-route.js';
import { SudokuDlx } from '../../solvers/dlx/exact-cover.js';
import { HAVE_SHARED, haveBinary, readRecords, ROOT, runCli, sample, SHARED } from '../helpers.js';

const read = readRecords;
const corpus = read(resolve(ROOT, 'puzzles/counts.txt'));
const dir = mkdtempSync(join(tmpdir(), 'sudocnf-propagate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('propagation never removes a candidate some solution uses', () => {
  it.each(PROPAGATION_LEVELS.map((l) => [l]))('%s, on every puzzle of the counts corpus and top95 (npm test: a sample)', (level) => {
    // The engine's levels scan every subset of every unit: npm test gives them a smaller spread.
    const engine = level === 'subsets' || level === 'fish';
    const puzzles = [...(engine ? sample(corpus, 20) : corpus), ...sample(read(resolve(ROOT, 'puzzles/top95.txt')), engine ? 10 : 20)];
    for (const p of puzzles) {
      const solutions: Grid[] = [];
      new SudokuDlx(p.grid.shape).solve(p.grid, { maxSolutions: 50, onSolution: (s) => solutions.push(s.clone()) });
      const result = propagate(p.grid, level);
      if (solutions.length === 0) continue; // anything may go, a contradiction included
      expect(result.contradiction).toBeUndefined();
      const c = result.candidates;
      for (const s of solutions) {
        s.cells.forEach((v, cell) => {
          expect(c.has(cell, v)).toBe(true);
          if (c.value[cell] !== 0) expect(c.value[cell]).toBe(v);
        });
      }
    }
  });

  it('with a value struck out, it keeps every solution that avoids it, and only those', () => {
    // The 9x9 puzzles with 2 to 50 solutions: strike, in one open cell, the value of the first solution.
    for (const p of corpus.filter((x) => x.grid.n === 9 && x.expectedCount! >= 2 && x.expectedCount! <= 50)) {
      const solutions: Grid[] = [];
      new SudokuDlx(3).solve(p.grid, { maxSolutions: 50, onSolution: (s) => solutions.push(s.clone()) });
      const cell = solutions[0]!.cells.findIndex((v, c) => p.grid.cells[c] === 0 && solutions.some((s) => s.cells[c] !== v));
      const value = solutions[0]!.cells[cell]!;
      const result = propagate(p.grid, 'box-line', [{ cell, value }]);
      expect(result.candidates.has(cell, value)).toBe(false);
      expect(result.contradiction).toBeUndefined();
      for (const s of solutions.filter((x) => x.cells[cell] !== value))
        s.cells.forEach((v, c) => {
          expect(result.candidates.has(c, v)).toBe(true);
        });
    }
    // A complete grid with two cells of one row emptied: striking either's value leaves none.
    const grid = new SudokuDlx(3).solve(read(resolve(ROOT, 'puzzles/inkala-2012.txt'))[0]!.grid).first!;
    const [a, b] = [grid.cells[3]!, grid.cells[7]!];
    grid.cells[3] = 0;
    grid.cells[7] = 0;
    expect(propagate(grid, 'singles', [{ cell: 3, value: a }]).contradiction).toBeDefined();
    expect(propagate(grid, 'singles', [{ cell: 7, value: b }]).contradiction).toBeDefined();
    expect(propagate(grid, 'singles', [{ cell: 7, value: a }]).contradiction).toBeUndefined();
  });

  it('box-line reduction removes more than singles alone on some puzzles, and still keeps every solution', () => {
    const gains = read(resolve(ROOT, 'puzzles/top95.txt')).map(
      (p) => propagate(p.grid, 'singles').openCandidates - propagate(p.grid, 'box-line').openCandidates,
    );
    expect(gains.some((g) => g > 0)).toBe(true);
    expect(gains.every((g) => g >= 0)).toBe(true);
  });
});

describe('what propagation decides', () => {
  it('proves a 16x16 has no solution, saying why', () => {
    const [p] = read(resolve(ROOT, 'puzzles/unsolvable-16x16.txt'));
    expect(propagate(p!.grid, 'singles').contradiction).toBe('r1c1 has no value left');
    expect(propagate(p!.grid, 'none').contradiction).toBe('r1c1 has no value left');
  });

  it('solves a full pattern grid with holes by singles, and none leaves the givens alone', () => {
    const grid = read(resolve(ROOT, 'puzzles/sample-25x25.txt'))[0]!.grid;
    const none = propagate(grid, 'none');
    expect(none.decided).toBe(0);
    expect(none.openCells).toBe(625 - grid.givens());
    const singles = propagate(grid, 'singles');
    expect(singles.decided).toBe(singles.nakedSingles + singles.hiddenSingles);
    expect(singles.openCells + singles.decided).toBe(none.openCells);
  });

  it.skipIf(!HAVE_SHARED)('decides the whole 400x400 (minimal for hidden singles) and the whole 144x144', () => {
    const big = read(resolve(SHARED, 'hkociemba_sudokuNxM/sudokus/h_singles400x400.txt'))[0]!.grid;
    const r = propagate(big, 'singles');
    expect(r).toMatchObject({ openCells: 0, decided: 160000 - 116143 });
    expect(r.hiddenSingles).toBeGreaterThan(0);
    expect(verify(big, r.candidates.toGrid(big))).toEqual({ ok: true });
    const p144 = read(resolve(SHARED, 'shnarazk_sudoku_sat/sudoku144.txt'))[0]!.grid;
    expect(propagate(p144, 'singles').openCells).toBe(0);
  });
});

describe('encoding after propagation', () => {
  it('leaves only open literals, and compact numbering maps them one to one', () => {
    const p = corpus.find((x) => x.grid.n === 16 && x.expectedCount === 1)!;
    const r = propagate(p.grid, 'singles');
    const clauses = new ClauseBuffer();
    encode(p.grid, { families: PRESETS.extended, amo: 'pairwise', givens: 'eliminate' }, clauses, r.candidates);
    for (const c of clauses) for (const lit of c) expect(r.candidates.status(Math.abs(lit))).toBe(0);
    const numbering = new CompactNumbering(16, r.candidates);
    expect(numbering.open).toBe(r.openCandidates);
    for (let i = 1; i <= numbering.open; i++) expect(numbering.compact(numbering.toOriginal[i]!)).toBe(i);
    expect(numbering.compact(numbering.cellVariables + 3)).toBe(numbering.open + 3);
  });

  it('the SAT route reports a contradiction as a proved "no solution"', async () => {
    const route = SatRoute.open({});
    const o = await route.solve(read(resolve(ROOT, 'puzzles/unsolvable-16x16.txt'))[0]!.grid);
    expect(o).toMatchObject({ verdict: 'no-solution', reason: 'propagation proved it: r1c1 has no value left' });
  });
});

describe('encode --propagate --compact, and decode --cnf', () => {
  it('writes the propagation and a map line per open literal; the header stays exact', () => {
    const r = runCli(['encode', 'puzzles/sample-16x16.txt', '--propagate', 'box-line', '--compact', '--amo', 'commander']);
    expect(r.status).toBe(0);
    const cnf = parseDimacs(r.stdout);
    expect(cnf.declaredClauses).toBe(cnf.clauses.length);
    const maps = cnf.comments.filter((c) => c.startsWith('map '));
    const line = cnf.comments.find((c) => c.startsWith('propagation: box-line: '))!;
    expect(maps).toHaveLength(Number(/with (\d+) candidates left/.exec(line)![1]));
    expect(r.stderr).toMatch(
      /propagation \(box-line\) decided \d+ cells, \d+ open with \d+ candidates; \d+ variables and \d+ clauses before, \d+ and \d+ after/,
    );
  });

  it.skipIf(!haveBinary('cadical'))('decode --cnf reads a solver run on a compact, propagated CNF', () => {
    const cnf = join(dir, 'p.cnf');
    const out = join(dir, 'out.txt');
    writeFileSync(cnf, runCli(['encode', 'puzzles/counts.txt', '--index', '44', '--propagate', 'singles', '--compact']).stdout);
    spawnSync('sh', ['-c', `cadical "${cnf}" > "${out}"`]);
    const decoded = runCli(['decode', 'puzzles/counts.txt', out, '--index', '44', '--cnf', cnf, '--format', 'line']);
    expect(decoded.status).toBe(0);
    const solved = runCli(['solve', 'puzzles/counts.txt', '--index', '44', '--format', 'line']).stdout;
    expect(decoded.stdout).toBe(solved);
    const without = runCli(['decode', 'puzzles/counts.txt', out, '--index', '44']);
    expect(without.status).toBe(4);
    expect(without.stderr).toContain('pass it with --cnf');
  });

  it('a contradiction found while encoding: no formula, exit 1', () => {
    const r = runCli(['encode', 'puzzles/unsolvable-16x16.txt', '--propagate', 'singles']);
    expect(r).toMatchObject({ status: 1, stdout: '' });
    expect(r.stderr).toBe('puzzles/unsolvable-16x16.txt: no solution: propagation proved it: r1c1 has no value left\n');
    expect(runCli(['encode', 'puzzles/inkala-2012.txt', '--compact', '--givens', 'units']).stderr).toContain(
      '--propagate and --compact work on an eliminate formula',
    );
  });
});
