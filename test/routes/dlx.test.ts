import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DlxRoute } from '../../src/routes/dlx-route.js';
import { Grid, verify } from '../../src/core/grid.js';
import { SatRoute } from '../../src/routes/sat-route.js';
import { SudokuDlx } from '../../solvers/dlx/exact-cover.js';
import { HAVE_SHARED, patternGrid, readRecords, ROOT, SHARED, withHoles } from '../helpers.js';

const records = readRecords;

describe('Algorithm X with dancing links', () => {
  it('counts 288 solutions of the empty 4x4 and enumerates them all, each valid and distinct', () => {
    const seen = new Set<string>();
    const outcome = new SudokuDlx(2).solve(new Grid(2), {
      maxSolutions: 1000,
      onSolution: (g) => {
        expect(verify(new Grid(2), g)).toEqual({ ok: true });
        seen.add(g.cells.join(''));
      },
    });
    expect(outcome).toMatchObject({ count: 288, complete: true });
    expect(seen.size).toBe(288);
  });

  it('counts 72 for a 4x4 with one given and has 4n² columns, n³ rows for an empty grid', () => {
    const one = new Grid(2);
    one.set(0, 0, 1);
    expect(new SudokuDlx(2).solve(one, { maxSolutions: 1000 })).toMatchObject({ count: 72, complete: true });
    expect(new SudokuDlx(3).solve(new Grid(3))).toMatchObject({ rows: 729, columns: 324, count: 1, complete: false });
  });

  it('agrees with the exact solution counts of the tdoku corpus, and finds the listed solutions', () => {
    const dlx = new SudokuDlx(3);
    for (const p of records(resolve(ROOT, 'puzzles/tdoku_test_puzzles.txt'))) {
      const outcome = dlx.solve(p.grid, { maxSolutions: 10_000 });
      expect(outcome.count, p.grid.cells.join('')).toBe(p.expectedCount);
      expect(outcome.complete).toBe(true);
      if (p.expectedSolution) expect(outcome.first!.equals(p.expectedSolution)).toBe(true);
    }
  });

  it('stops at the solution cap, a node limit or a timeout, and says which', () => {
    const dlx = new SudokuDlx(2);
    expect(dlx.solve(new Grid(2), { maxSolutions: 2 })).toMatchObject({ count: 2, complete: false });
    const hard = records(resolve(ROOT, 'puzzles/inkala-2012.txt'))[0]!.grid;
    expect(new SudokuDlx(3).solve(hard, { nodeLimit: 10 })).toMatchObject({
      count: 0,
      complete: false,
      stoppedBy: 'node limit',
      nodes: 10,
    });
    const empty = new Grid(6);
    expect(new SudokuDlx(6).solve(empty, { maxSolutions: Infinity, timeoutMs: 50 })).toMatchObject({
      complete: false,
      stoppedBy: 'timeout',
    });
  });

  it('a full grid needs no search; an unsolvable one fails with no clash among its givens', () => {
    expect(new SudokuDlx(3).solve(patternGrid(3))).toMatchObject({ count: 1, nodes: 0, rows: 0, columns: 0 });
    const none = records(resolve(ROOT, 'puzzles/unsolvable-16x16.txt'))[0]!.grid;
    expect(new SudokuDlx(4).solve(none)).toMatchObject({ count: 0, complete: true });
  });

  it('solves large grids iteratively (49x49)', () => {
    const puzzle = withHoles(patternGrid(7), 0.6, 3);
    const outcome = new SudokuDlx(7).solve(puzzle);
    expect(outcome.count).toBe(1);
    expect(verify(puzzle, outcome.first!)).toEqual({ ok: true });
  });

  it('counts link updates the way Knuth does: every unlinked node', () => {
    const outcome = new SudokuDlx(2).solve(new Grid(2), { maxSolutions: 1000 });
    expect(outcome.nodes).toBeGreaterThan(288);
    expect(outcome.updates).toBeGreaterThan(outcome.nodes);
  });
});

describe('DLX and SAT agree', () => {
  const sets: string[] = [
    resolve(ROOT, 'puzzles/top95.txt'),
    resolve(ROOT, 'puzzles/hardest.txt'),
    resolve(ROOT, 'puzzles/famous_hard.txt'),
  ];
  if (HAVE_SHARED) sets.push(resolve(SHARED, '9x9/puzzles6_forum_hardest_1106'));

  it('find the same unique solutions on a few hundred 9x9 puzzles', async () => {
    const dlx = new DlxRoute();
    const sat = SatRoute.open({ batch: true });
    let compared = 0;
    for (const path of sets) {
      for (const p of records(path)) {
        const [a, b] = [await dlx.solve(p.grid), await sat.solve(p.grid)];
        expect(a.verdict).toBe('solved');
        expect(a.solution!.equals(b.solution!)).toBe(true);
        compared++;
      }
    }
    await sat.close();
    expect(compared).toBeGreaterThanOrEqual(HAVE_SHARED ? 480 : 109);
  });

  it.skipIf(!HAVE_SHARED)('and on 16x16 puzzles', async () => {
    const dlx = new DlxRoute();
    const sat = SatRoute.open({ batch: true });
    const files = [
      '1to9only_convert16x16/test1.0f',
      '1to9only_convert16x16/test2.16',
      'b-nguyen_theory-final-project/16x16.txt',
      'khoivn_sudoku-sat-solver/sudoku_16x16.txt',
    ];
    for (const file of files.filter((f) => existsSync(resolve(SHARED, f)))) {
      const p = records(resolve(SHARED, file))[0]!;
      const [a, b] = [await dlx.solve(p.grid), await sat.solve(p.grid)];
      expect(a.solution!.equals(b.solution!), file).toBe(true);
      // Unique: neither route finds a second solution.
      expect(dlx.search(p.grid, 2).count, file).toBe(1);
    }
    await sat.close();
  });
});
