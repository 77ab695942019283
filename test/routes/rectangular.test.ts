import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AMO_NAMES } from '../../encodings/amo/index.js';
import { closedFormSize } from '../../encodings/counts.js';
import { encode } from '../../encodings/encoder.js';
import { PRESET_NAMES, PRESETS } from '../../encodings/presets.js';
import { ClauseBuffer, ClauseCounter } from '../../src/cnf/sink.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { formatGrid, OUTPUT_FORMATS } from '../../src/formats/write.js';
import { generatePuzzle } from '../../src/generate/generate.js';
import { findConflicts, Grid, verify } from '../../src/core/grid.js';
import { propagate } from '../../src/logic/propagate.js';
import { rate } from '../../src/generate/rate.js';
import { openRoute } from '../../src/routes/open-route.js';
import { Shape } from '../../src/core/shape.js';
import { SudokuDlx } from '../../solvers/dlx/exact-cover.js';
import { allSolutions, FULL, patternGrid, readRecords, ROOT, runCli, satisfies, withHoles } from '../helpers.js';

const S23 = Shape.of(2, 3);
const S34 = Shape.of(3, 4);
const cellValue = (g: Grid) => (variable: number) => g.cells[Math.floor((variable - 1) / g.n)] === ((variable - 1) % g.n) + 1;

/** Every shape r×c (r ≤ c) with n = r·c ≤ 16 that is not square. */
const SMALL_RECTANGLES = Array.from({ length: 16 }, (_, r) => r + 1).flatMap((r) =>
  Array.from({ length: 16 }, (_, c) => c + 1)
    .filter((c) => c > r && r * c <= 16)
    .map((c) => Shape.of(r, c)),
);

describe('the shape', () => {
  it('knows the boxes of 2x3 and 3x4 grids, and every cell is in exactly one box', () => {
    expect(S23.boxOf(0, 0)).toBe(0);
    expect(S23.boxOf(1, 2)).toBe(0);
    expect(S23.boxOf(0, 3)).toBe(1);
    expect(S23.boxOf(2, 0)).toBe(2);
    expect(S23.boxOf(5, 5)).toBe(5);
    for (const shape of [S23, S34, Shape.of(2, 5), Shape.square(3)]) {
      const seen = new Set<number>();
      for (let b = 0; b < shape.n; b++) {
        for (let j = 0; j < shape.n; j++) {
          const [r, c] = [shape.boxCellRow(b, j), shape.boxCellCol(b, j)];
          expect(shape.boxOf(r, c)).toBe(b);
          seen.add(r * shape.n + c);
        }
      }
      expect(seen.size).toBe(shape.n * shape.n);
    }
  });

  it('names the plausible shapes of a side, and parses RxC', () => {
    expect(Shape.plausible(6).map((s) => s.key)).toEqual(['2x3']);
    expect(Shape.plausible(12).map((s) => s.key)).toEqual(['2x6', '3x4']);
    expect(Shape.plausible(16).map((s) => s.key)).toEqual(['4x4']);
    expect(Shape.plausible(7)).toEqual([]);
    expect(Shape.parse('3x4')?.n).toBe(12);
    expect(Shape.parse('4x3')).toBeUndefined();
    expect(Shape.parse('3 x 4')?.key).toBe('3x4');
  });
});

describe('the encodings for rectangular boxes', () => {
  // 2x3: every 6x6 grid in the first 3,000 the backtracking finds, and a Latin square whose boxes break.
  const solutions = allSolutions(S23, 3000);
  const latin = new Grid(
    S23,
    Uint16Array.from({ length: 36 }, (_, i) => ((Math.floor(i / 6) + (i % 6)) % 6) + 1),
  );

  it.each(PRESET_NAMES)('%s: every 6x6 solution satisfies it, a broken box does not', (preset) => {
    const clauses = new ClauseBuffer();
    encode(new Grid(S23), { families: PRESETS[preset], amo: 'pairwise', givens: 'units' }, clauses);
    for (const s of solutions) expect(satisfies(clauses, cellValue(s))).toBe(true);
    expect(findConflicts(latin).every((c) => c.unit === 'box')).toBe(true);
    expect(satisfies(clauses, cellValue(latin))).toBe(false);
  });

  it.each(SMALL_RECTANGLES.flatMap((shape) => PRESET_NAMES.flatMap((p) => AMO_NAMES.map((amo) => [shape.key, p, amo] as const))))(
    'closed forms equal the clauses emitted: %s, %s, %s',
    (key, preset, amo) => {
      const shape = Shape.parse(key)!;
      const puzzle = withHoles(patternGrid(shape), 0.3);
      const counter = new ClauseCounter(shape.n ** 3);
      const result = encode(puzzle, { families: PRESETS[preset], amo, givens: 'units' }, counter);
      const size = closedFormSize(shape, PRESETS[preset], amo, puzzle.givens());
      expect([BigInt(counter.clauses), BigInt(counter.literals), BigInt(result.variables)]).toEqual([
        size.clauses,
        size.literals,
        size.variables,
      ]);
    },
  );
});

describe('6x6 grids with 2x3 boxes: 28,200,960, so 39,168 with the first row fixed', () => {
  const firstRow = new Grid(S23);
  for (let c = 0; c < 6; c++) firstRow.set(0, c, c + 1);

  it('by plain backtracking and Dancing Links (the command line below adds SAT)', () => {
    expect(allSolutions(S23, Infinity, firstRow)).toHaveLength(39_168);
    expect(new SudokuDlx(S23).solve(firstRow, { maxSolutions: 100_000 }).count).toBe(39_168);
  });

  it('from the command line, with the default SAT route and with dlx (npm test: dlx)', () => {
    for (const extra of FULL ? [[], ['--solver', 'dlx']] : [['--solver', 'dlx']]) {
      expect(runCli(['count', 'puzzles/6x6-first-row.txt', '--box', '2x3', '--max', '100000', ...extra])).toMatchObject({
        status: 0,
        stdout: '39168\n',
      });
    }
  });
});

describe('reading the box shape', () => {
  const grid = withHoles(patternGrid(S34), 0.5, 3);

  it('from the borders and | of the pretty format, the size line of grid and dtu, the box key of json', () => {
    for (const format of ['pretty', 'grid', 'dtu', 'json'] as const) {
      const file = parsePuzzles(`${formatGrid(grid, format)}\n`, 'p.txt');
      const entry = file.entries[0]!;
      expect([format, entry.ok && entry.grid.shape.key]).toEqual([format, '3x4']);
      if (entry.ok) expect(entry.grid.equals(grid)).toBe(true);
    }
  });

  it('every output format of every small shape reads back to the same grid (line: when the side says the shape; f-puzzles up to 16x16)', () => {
    for (const shape of [...SMALL_RECTANGLES.filter((s) => s.boxRows > 1), Shape.of(3, 5), Shape.of(4, 5)]) {
      const g = withHoles(patternGrid(shape), 0.4, shape.n);
      for (const format of OUTPUT_FORMATS) {
        if (format === 'line' && !shape.inferable) continue;
        if (format.startsWith('fpuzzles') && shape.n > 16) continue; // f-puzzles (and its links) hold grids up to 16x16
        const entry = parsePuzzles(`${formatGrid(g, format)}\n`, 'p.txt').entries[0]!;
        expect([shape.key, format, entry.ok && entry.grid.equals(g)]).toEqual([shape.key, format, true]);
      }
    }
  });

  it('a 12x12 that draws nothing needs --box; a # box line or --box settles it; a wrong --box is named', () => {
    const line = formatGrid(grid, 'line');
    expect(parsePuzzles(line).entries[0]).toMatchObject({
      ok: false,
      error: {
        // The library names its own option (`box`); the command line says --box.
        message: 'a 12x12 grid may have 2x6 or 3x4 boxes: say which with box, or draw them (| between boxes, a --- line between bands)',
      },
    });
    expect(parsePuzzles(`# box 3x4\n${line}\n`).entries[0]).toMatchObject({ ok: true, grid: { shape: S34 } });
    expect(parsePuzzles(line, 'p', { box: S34 }).entries[0]).toMatchObject({ ok: true, grid: { shape: S34 } });
    expect(parsePuzzles(line, 'p', { box: S23 }).entries[0]).toMatchObject({
      ok: false,
      error: { message: 'the grid is 12x12, but 2x3 boxes make 6x6 grids' },
    });
    const r = runCli(['solve', '-'], { input: `${line}\n` });
    expect(r.status).toBe(2);
    expect(runCli(['solve', '-', '--box', '3x4', '--format', 'line'], { input: `${line}\n` }).status).toBe(0);
  });

  it('a 6x6 line reads as 2x3 with nothing said, and its header records the shape', () => {
    const six = formatGrid(withHoles(patternGrid(S23), 0.5), 'line');
    expect(parsePuzzles(six).entries[0]).toMatchObject({ ok: true, grid: { shape: S23 } });
    expect(runCli(['encode', '-'], { input: `${six}\n` }).stdout).toMatch(/^c sudocnf: 6x6 Sudoku \(2x3 boxes\), \d+ givens/);
  });
});

describe('solving, propagation, rating and generating for rectangular boxes', () => {
  const corpus = readRecords('puzzles/counts.txt').filter((p) => !p.grid.shape.square);

  it('the counts corpus holds 6x6, 8x8, 10x10 and 12x12', () => {
    expect([...new Set(corpus.map((p) => p.grid.shape.key))]).toEqual(['2x3', '2x4', '2x5', '3x4']);
  });

  it.each(['cadical', 'minisat', 'dlx'])('%s counts them as recorded (npm test: up to 100)', async (solver) => {
    const route = openRoute({ solver, batch: true });
    const cap = FULL ? 10_000 : 100;
    for (const p of corpus) {
      const e = await route.enumerate(p.grid, { max: cap });
      expect([p.grid.shape.key, e.count]).toEqual([p.grid.shape.key, Math.min(cap, p.expectedCount!)]);
    }
    await route.close();
  });

  it('propagation keeps every solution', () => {
    for (const p of corpus) {
      const solutions: Grid[] = [];
      new SudokuDlx(p.grid.shape).solve(p.grid, { maxSolutions: 30, onSolution: (s) => solutions.push(s.clone()) });
      for (const level of ['singles', 'box-line'] as const) {
        const c = propagate(p.grid, level).candidates;
        for (const s of solutions)
          s.cells.forEach((v, cell) => {
            expect(c.has(cell, v)).toBe(true);
          });
      }
    }
  });

  it('generate --box makes unique puzzles that rate', async () => {
    for (const box of ['2x3', '2x4', '3x4']) {
      const g = await generatePuzzle({ box, seed: 1 });
      expect(g.puzzle.shape.key).toBe(box);
      expect(verify(g.puzzle, g.solution)).toEqual({ ok: true });
      expect(new SudokuDlx(g.puzzle.shape).solve(g.puzzle, { maxSolutions: 2 }).count).toBe(1);
      expect((await rate(g.puzzle)).level).toMatch(/^(singles|box-line|subsets|fish|search)$/);
    }
  });

  it('generate --box 3x4 --seed 1 prints a puzzle that unique confirms', () => {
    const made = runCli(['generate', '--box', '3x4', '--seed', '1']);
    expect(made.status).toBe(0);
    expect(made.stdout.split('\n')[0]).toBe('3x4');
    const r = runCli(['unique', '-', '--format', 'line'], { input: made.stdout });
    expect(r).toMatchObject({ status: 0, stdout: expect.stringMatching(/^unique\n[1-9A-C]{144}\n$/) });
  });

  it('stats --box 2x3 gives the counts of the CNF encode writes for an empty 6x6', () => {
    const stats = JSON.parse(runCli(['stats', '--box', '2x3', '--encoding', 'extended', '--format', 'json']).stdout) as {
      variables: number;
      clauses: number;
      literals: number;
    }[];
    const cnf = runCli(['encode', '-', '--box', '2x3', '--encoding', 'extended'], { input: `${'.'.repeat(36)}\n` }).stdout;
    const [, variables, clauses] = /^p cnf (\d+) (\d+)$/m.exec(cnf)!.map(Number);
    const body = cnf.split('\n').filter((l) => l !== '' && !/^[cp]/.test(l));
    const literals = body.reduce((sum, l) => sum + l.trim().split(/\s+/).length - 1, 0);
    expect(stats).toHaveLength(1);
    expect(stats[0]).toMatchObject({ box: '2x3', n: 6, variables, clauses, literals });
  });

  it('reads the sample files as written', () => {
    const text = readFileSync(resolve(ROOT, 'puzzles/6x6-first-row.txt'), 'utf8');
    expect(parsePuzzles(text).entries[0]).toMatchObject({ ok: true, grid: { shape: S23 } });
  });
});
