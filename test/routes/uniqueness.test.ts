import { describe, expect, it } from 'vitest';
import { AMO_NAMES } from '../../encodings/amo/index.js';
import { PRESET_NAMES } from '../../encodings/presets.js';
import { Grid, verify } from '../../src/core/grid.js';
import { openRoute } from '../../src/routes/open-route.js';
import { blockingClause } from '../../src/routes/blocking-clause.js';
import type { SudokuRoute } from '../../src/routes/route.js';
import type { PuzzleRecord } from '../../src/formats/puzzle.js';
import { FULL, haveBinary, readRecords, sample, sampleBy } from '../helpers.js';

// Every size and kind (none, unique, several) stays in the sample npm test runs.
const kindOf = (p: PuzzleRecord) => `${p.grid.shape.square ? p.grid.n : 'rect'}:${Math.min(p.expectedCount!, 2)}`;
const corpus = sampleBy(readRecords('puzzles/counts.txt'), kindOf, 3);
const tdoku = readRecords('puzzles/tdoku_test_puzzles.txt');
const oneGiven = new Grid(2);
oneGiven.set(0, 0, 1);

async function counted(route: SudokuRoute, grid: Grid, max: number): Promise<{ count: number; complete: boolean; distinct: number }> {
  const seen = new Set<string>();
  const e = await route.enumerate(grid, {
    max,
    onSolution: (s) => {
      expect(verify(grid, s)).toEqual({ ok: true });
      seen.add(s.cells.join(','));
    },
  });
  return { count: e.count, complete: e.complete, distinct: seen.size };
}

describe('the empty 4x4 has 288 solutions, with one given 72', () => {
  const all = (solver: string) => PRESET_NAMES.flatMap((encoding) => AMO_NAMES.map((amo) => [solver, encoding, amo] as const));
  // The MiniSat port starts a worker per route: npm test tries it on a spread of the combinations, test:full on all.
  const combos = [...all('cadical'), ...(FULL ? all('minisat') : sample(all('minisat'), 6))];
  it.each(combos)('%s, %s, %s', async (solver, encoding, amo) => {
    // One shared instance (givens as assumptions, blocking clauses guarded), counting twice.
    const shared = openRoute({ solver, encoding, amo, givens: 'assumptions', batch: true });
    expect(await counted(shared, new Grid(2), 1000)).toEqual({ count: 288, complete: true, distinct: 288 });
    expect(await counted(shared, oneGiven, 1000)).toEqual({ count: 72, complete: true, distinct: 72 });
    await shared.close();
    // A fresh solver per puzzle, blocking clauses added as they are.
    const fresh = openRoute({ solver, encoding, amo, givens: amo === 'pairwise' ? 'units' : 'eliminate' });
    expect(await counted(fresh, oneGiven, 1000)).toEqual({ count: 72, complete: true, distinct: 72 });
    await fresh.close();
  });

  it('dlx too', async () => {
    const dlx = openRoute({ solver: 'dlx' });
    expect(await counted(dlx, new Grid(2), 1000)).toEqual({ count: 288, complete: true, distinct: 288 });
    expect(await counted(dlx, oneGiven, 1000)).toEqual({ count: 72, complete: true, distinct: 72 });
  });
});

describe('every backend agrees with the counts corpus (9x9 and 16x16; unique, 2+, none)', () => {
  it('has all three kinds in both sizes', () => {
    for (const n of [9, 16]) {
      const counts = new Set(corpus.filter((p) => p.grid.n === n).map((p) => Math.min(p.expectedCount!, 2)));
      expect([...counts].sort()).toEqual([0, 1, 2]);
    }
  });

  const backends: [string, boolean][] = [
    ['cadical', true],
    ['minisat', true],
    ['dlx', true],
    ['cadical-bin', haveBinary('cadical')],
    ['minisat-bin', haveBinary('minisat')],
    ['picosat', haveBinary('picosat')],
    ['cryptominisat5', haveBinary('cryptominisat5')],
  ];
  for (const [solver, available] of backends) {
    // An external binary is a process per solver call: npm test gives it one puzzle of each kind.
    const puzzles = ['cadical', 'minisat', 'dlx'].includes(solver) ? corpus : sampleBy(corpus, kindOf, 1);
    it.skipIf(!available)(solver, async () => {
      const route = openRoute({ solver, batch: true });
      try {
        for (const p of puzzles) {
          const e = await route.enumerate(p.grid, { max: 2 });
          expect(e.count, `${solver} on ${p.grid.cells.join('')}`).toBe(Math.min(p.expectedCount!, 2));
          expect(e.complete).toBe(p.expectedCount! < 2);
        }
      } finally {
        await route.close();
      }
    });
  }
});

describe('blocking clauses', () => {
  it('hold one cell literal per empty cell: the solution value negated', () => {
    const p = tdoku[0]!;
    const clause = blockingClause(p.grid, p.expectedSolution!);
    expect(clause).toHaveLength(81 - p.grid.givens());
    for (const lit of clause) {
      const cell = Math.floor((-lit - 1) / 9);
      expect(p.grid.cells[cell]).toBe(0);
      expect(((-lit - 1) % 9) + 1).toBe(p.expectedSolution!.cells[cell]);
    }
  });

  it.each(['cadical', 'minisat'])('%s: after counts the shared instance still solves and counts the next puzzles right', async (solver) => {
    const route = openRoute({ solver, batch: true });
    const many = tdoku.find((p) => p.expectedCount === 847)!;
    expect(await counted(route, many.grid, 100)).toEqual({ count: 100, complete: false, distinct: 100 });
    for (const p of tdoku.filter((x) => x.expectedCount === 1)) {
      const o = await route.solve(p.grid);
      expect(o.solution!.equals(p.expectedSolution!)).toBe(true);
    }
    const three = tdoku.find((p) => p.expectedCount === 3)!;
    expect(await counted(route, three.grid, 1000)).toEqual({ count: 3, complete: true, distinct: 3 });
    expect(await counted(route, three.grid, 1000)).toEqual({ count: 3, complete: true, distinct: 3 });
    expect(await counted(route, many.grid, 1000)).toEqual({ count: 847, complete: true, distinct: 847 });
    await route.close();
  });

  it('a limit during a count is unknown, with what was found so far', async () => {
    const route = openRoute({ solver: 'dlx', nodeLimit: 50 });
    const e = await route.enumerate(new Grid(3), { max: 1000 });
    expect(e).toMatchObject({ complete: false, reason: 'node limit reached after 50 nodes' });
  });
});

describe('clashing givens in a Grid (which the readers refuse) leave no solution on every route', () => {
  // Found by the property test: eliminate drops the groups a given satisfies, so a second 1 in
  // row 8 went unseen and the solver's model failed verification.
  const grid = new Grid(3);
  for (const cell of [0, 48, 66, 68]) grid.cells[cell] = 1;

  it.each(['cadical', 'minisat', 'dlx', 'tactics'])('%s', async (solver) => {
    for (const options of [
      { givens: 'eliminate' as const, encoding: 'minimal', amo: 'sequential' },
      { givens: 'assumptions' as const, batch: true },
    ]) {
      const route = openRoute(solver === 'dlx' || solver === 'tactics' ? { solver } : { solver, ...options });
      expect(await route.solve(grid)).toMatchObject({ verdict: 'no-solution' });
      expect(await route.enumerate(grid, { max: 10 })).toMatchObject({ count: 0, complete: true });
      await route.close();
    }
  });
});
