// The embedded CaDiCaL's propagator for sums (glue.cpp, through IPASIR-UP): every clause it gives
// is checked against its sum by brute force, it runs under paranoid mode (SUDOCNF_PARANOID=1,
// which checks each clause during the search), and puzzles have the same answers with it and without
// (test/conformance/propagators.test.ts counts every kind both ways against a brute force).
import { describe, expect, it } from 'vitest';
import { unique } from '../../src/index.js';
import { CadicalSolver } from '../../solvers/cadical.js';
import { SolverError } from '../../solvers/sat-solver.js';
import { paranoidInThisFile, pigeonhole, readRecords } from '../helpers.js';

paranoidInThisFile();

/** A small random sum over one-hot cells: k cells, values 1..n, each weighted. */
interface SmallSum {
  n: number;
  k: number;
  weights: number[][];
  target: number;
  distinct: boolean;
  /** Every weight is its value: the propagator is told of distinct values too. */
  plain: boolean;
  excluded: [number, number][];
}

function randomSums(seed: number, many: number): SmallSum[] {
  let state = seed;
  const random = (m: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.floor((state / 2 ** 31) * m);
  };
  return Array.from({ length: many }, () => {
    const n = 3 + random(4);
    const k = 2 + random(3);
    // Plain values, a factor (a pill's tens) or complemented values (an arrow's circle); half the sums plain throughout.
    const allPlain = random(2) === 1;
    const forms = Array.from({ length: k }, () => (allPlain ? 0 : random(3)));
    const weights = forms.map((form) => Array.from({ length: n }, (_, i) => (form === 0 ? i + 1 : form === 1 ? 10 * (i + 1) : n - i)));
    const lo = weights.reduce((t, w) => t + Math.min(...w), 0);
    const hi = weights.reduce((t, w) => t + Math.max(...w), 0);
    const excluded = Array.from({ length: random(3) }, () => [random(k), 1 + random(n)] as [number, number]);
    const distinct = random(2) === 1;
    return { n, k, weights, target: lo + random(hi - lo + 1), distinct, plain: forms.every((f) => f === 0), excluded };
  });
}

const lit = (s: SmallSum, cell: number, v: number) => cell * s.n + v;

/** Every choice of one value per cell (values 1..n). */
function* tuples(k: number, n: number): Generator<number[]> {
  const t = Array<number>(k).fill(1);
  for (;;) {
    yield [...t];
    let i = 0;
    while (i < k && t[i] === n) t[i++] = 1;
    if (i === k) return;
    t[i]!++;
  }
}

const weightOf = (s: SmallSum, t: number[]) => t.reduce((total, v, cell) => total + s.weights[cell]![v - 1]!, 0);

/** The solutions of the whole formula by brute force: the sum, the exclusions and, where asked, distinct values. */
function bruteCount(s: SmallSum): number {
  let solutions = 0;
  for (const t of tuples(s.k, s.n)) {
    if (weightOf(s, t) !== s.target) continue;
    if (s.excluded.some(([cell, v]) => t[cell] === v)) continue;
    if (s.distinct && new Set(t).size < t.length) continue;
    solutions++;
  }
  return solutions;
}

describe('the sum propagator', () => {
  it('finds exactly the solutions of a sum it alone enforces, and every clause it gives is implied by its sum (brute force)', async () => {
    let clauses = 0;
    let distinctClauses = 0;
    const kinds = new Set<string>();
    for (const s of randomSums(5, 80)) {
      await using solver = await CadicalSolver.create();
      // Each cell takes exactly one value; the sum itself has no clauses, only the propagator.
      for (let cell = 0; cell < s.k; cell++) {
        solver.addClause(Array.from({ length: s.n }, (_, i) => lit(s, cell, i + 1)));
        for (let a = 1; a <= s.n; a++) for (let b = a + 1; b <= s.n; b++) solver.addClause([-lit(s, cell, a), -lit(s, cell, b)]);
      }
      if (s.distinct)
        for (let a = 0; a < s.k; a++)
          for (let b = a + 1; b < s.k; b++) for (let v = 1; v <= s.n; v++) solver.addClause([-lit(s, a, v), -lit(s, b, v)]);
      for (const [cell, v] of s.excluded) solver.addClause([-lit(s, cell, v)]);
      const told = s.distinct && s.plain;
      solver.addSum({
        target: s.target,
        distinct: told,
        label: 'a test sum',
        cells: s.weights.map((weights, cell) => ({ lits: weights.map((_, i) => lit(s, cell, i + 1)), weights })),
      });
      solver.logSumClauses();
      let found = 0;
      while ((await solver.solve()).status === 'sat') {
        const model = solver.model();
        const t = Array.from(
          { length: s.k },
          (_, cell) => 1 + Array.from({ length: s.n }, (_, i) => i).find((i) => model[lit(s, cell, i + 1)] === 1)!,
        );
        expect(weightOf(s, t)).toBe(s.target);
        found++;
        solver.addClause(t.map((v, cell) => -lit(s, cell, v)));
      }
      expect(found).toBe(bruteCount(s));
      for (const clause of solver.sumClauses()) {
        clauses++;
        if (told) distinctClauses++;
        kinds.add(clause.kind);
        expect(clause.sum).toBe(0);
        // Implied by the sum (with distinct values where the propagator was told so): every choice
        // of values that meets it satisfies the clause.
        for (const t of tuples(s.k, s.n)) {
          if (weightOf(s, t) !== s.target || (told && new Set(t).size < t.length)) continue;
          const chosen = new Set(t.map((v, cell) => lit(s, cell, v)));
          expect(clause.lits.some((l) => (l > 0 ? chosen.has(l) : !chosen.has(-l)))).toBe(true);
        }
      }
    }
    // The propagator did reason, on distinct sums too: there were clauses to check.
    expect(clauses).toBeGreaterThan(100);
    expect(distinctClauses).toBeGreaterThan(20);
    // Reasons for its deductions and conflicts both: each checked here, and (paranoid mode) during the search.
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['conflict', 'reason']));
  });

  it('reads a sum whose cells the clauses decided before it was added (root-level values), under paranoid checks', async () => {
    // Three cells of values 1..4, all different, adding up to 8; the first is 4 and the second not 3 before the sum comes.
    const n = 4;
    const k = 3;
    await using solver = await CadicalSolver.create();
    const lit = (cell: number, v: number) => cell * n + v;
    for (let cell = 0; cell < k; cell++) {
      solver.addClause(Array.from({ length: n }, (_, i) => lit(cell, i + 1)));
      for (let a = 1; a <= n; a++) for (let b = a + 1; b <= n; b++) solver.addClause([-lit(cell, a), -lit(cell, b)]);
    }
    for (let a = 0; a < k; a++) for (let b = a + 1; b < k; b++) for (let v = 1; v <= n; v++) solver.addClause([-lit(a, v), -lit(b, v)]);
    solver.addClause([lit(0, 4)]);
    solver.addClause([-lit(1, 3)]);
    expect((await solver.solve()).status).toBe('sat');
    for (const distinct of [true, false]) {
      solver.addSum({
        target: 8,
        distinct,
        label: 'a test sum',
        cells: Array.from({ length: k }, (_, cell) => ({
          lits: Array.from({ length: n }, (_, i) => lit(cell, i + 1)),
          weights: Array.from({ length: n }, (_, i) => i + 1),
        })),
      });
    }
    // 4 + b + c = 8 with b, c of 1..3 different and b ≠ 3: only (4, 1, 3).
    const found: number[][] = [];
    while ((await solver.solve()).status === 'sat') {
      const model = solver.model();
      const values = Array.from(
        { length: k },
        (_, cell) => 1 + Array.from({ length: n }, (_, i) => i).find((i) => model[lit(cell, i + 1)] === 1)!,
      );
      found.push(values);
      solver.addClause(values.map((v, cell) => -lit(cell, v)));
    }
    expect(found).toEqual([[4, 1, 3]]);
  });

  it("reads a distinct sum again when a value inside a cell's bounds is ruled out, and rules out what that leaves no set for", async () => {
    // Two cells of values 1..9 (literals cell * 9 + value), all different, adding up to 10: the
    // sum alone, without clauses. Ruling out the second's 3 leaves its bounds 1..9 as they were,
    // but the first can no longer be 7.
    const n = 9;
    const lit = (cell: number, v: number) => cell * n + v;
    await using solver = await CadicalSolver.create();
    for (const cell of [0, 1]) {
      solver.addClause(Array.from({ length: n }, (_, i) => lit(cell, i + 1)));
      for (let a = 1; a <= n; a++) for (let b = a + 1; b <= n; b++) solver.addClause([-lit(cell, a), -lit(cell, b)]);
    }
    const values = Array.from({ length: n }, (_, i) => i + 1);
    solver.addSum({
      target: 10,
      distinct: true,
      label: 'a test sum',
      cells: [0, 1].map((cell) => ({ lits: values.map((v) => lit(cell, v)), weights: values })),
    });
    solver.logSumClauses();
    expect((await solver.solve({ assumptions: [-lit(1, 3), lit(0, 7)] })).status).toBe('unsat');
    // The first cell's 7 is ruled out as soon as the second's 3 is, before it is assumed: a reason,
    // not a conflict found after the 7 was taken.
    expect(solver.sumClauses()).toContainEqual({ sum: 0, kind: 'reason', lits: [-lit(0, 7), lit(1, 3)] });
  });

  it('refuses a sum with a cell of no literals, naming the sum', async () => {
    await using solver = await CadicalSolver.create();
    const e = (() => {
      try {
        solver.addSum({
          target: 3,
          distinct: false,
          label: 'the cage r1c1+r1c2 = 3',
          cells: [
            { lits: [1, 2], weights: [1, 2] },
            { lits: [], weights: [] },
          ],
        });
      } catch (error) {
        return error;
      }
    })();
    expect(e).toBeInstanceOf(SolverError);
    expect((e as Error).message).toContain('the sum propagator cannot take the cage r1c1+r1c2 = 3');
  });

  it('stops at a stop request and at the time limit with a propagator connected, and stays usable', async () => {
    await using solver = await CadicalSolver.create();
    for (const clause of pigeonhole(11)) solver.addClause(clause);
    const base = 11 * 12 + 1;
    for (let cell = 0; cell < 3; cell++) solver.addClause([base + 2 * cell, base + 2 * cell + 1]);
    solver.addSum({
      target: 4,
      distinct: false,
      label: 'a test sum',
      cells: [0, 1, 2].map((cell) => ({ lits: [base + 2 * cell, base + 2 * cell + 1], weights: [1, 2] })),
    });
    let polls = 0;
    solver.stopWhen(() => ++polls > 3);
    expect((await solver.solve()).status).toBe('unknown');
    solver.stopWhen(() => false);
    expect((await solver.solve({ timeoutMs: 50 })).status).toBe('unknown');
    expect((await solver.solve({ conflicts: 10 })).status).toBe('unknown');
    // Still a solver: an easy call under assumptions answers.
    expect((await solver.solve({ assumptions: [-1, 1] })).status).toBe('unsat');
  });
});

describe('with propagators on and off', () => {
  it('killer and arrow puzzles of puzzles/ are unique with the same solution (the published one where given), under paranoid checks', async () => {
    const records = [
      ...readRecords('puzzles/killers-hs.txt').slice(0, 3),
      ...readRecords('puzzles/killer-9x9.yaml'),
      ...readRecords('puzzles/arrows-9x9.yaml'),
      ...readRecords('puzzles/killer-wikipedia.yaml'),
    ];
    for (const record of records) {
      const on = await unique(record.grid, { propagators: 'on' });
      const off = await unique(record.grid, { propagators: 'off' });
      if (on.verdict !== 'unique' || off.verdict !== 'unique') throw new Error(`${record.line}: ${on.verdict}, ${off.verdict}`);
      expect(on.solution.cells.join('')).toBe(off.solution.cells.join(''));
      if (record.expectedSolution) expect(on.solution.equals(record.expectedSolution)).toBe(true);
    }
  });
});
