import { describe, expect, it } from 'vitest';
import { CadicalSolver } from '../../solvers/cadical.js';
import { count } from '../../src/index.js';
import { SUM_ENCODINGS } from '../../encodings/sums/index.js';
import { type Emitter, type Lit, type SumInput, countingEmitter } from '../../encodings/sums/sum-encoding.js';
import { THERMOMETER_ENCODINGS } from '../../encodings/thermometers.js';
import { Random } from '../../src/core/random.js';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FULL, runCli } from '../helpers.js';

// Each sum and thermometer encoding against a brute force: the value assignments a formula allows
// are exactly those the rule allows, and its size() is the clauses it writes.

/** Clauses into an array, fresh variables after the cell literals. */
function collecting(firstAux: number): Emitter & { clauses: number[][] } {
  const clauses: number[][] = [];
  let next = firstAux;
  return {
    clauses,
    newVar: () => next++,
    clause(terms: readonly Lit[]) {
      if (terms.some((t) => t === true)) return;
      clauses.push(terms.filter((t): t is number => typeof t === 'number'));
    },
  };
}

const lit = (n: number, i: number, v: number) => i * n + v;

/** Every cell exactly one value, and all different (a cage): what the rest of a formula says. */
function cellClauses(m: number, n: number): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < m; i++) {
    out.push(Array.from({ length: n }, (_, v) => lit(n, i, v + 1)));
    for (let v = 1; v <= n; v++) for (let w = v + 1; w <= n; w++) out.push([-lit(n, i, v), -lit(n, i, w)]);
  }
  for (let v = 1; v <= n; v++) for (let i = 0; i < m; i++) for (let j = i + 1; j < m; j++) out.push([-lit(n, i, v), -lit(n, j, v)]);
  return out;
}

/** The value tuples of `m` cells a formula allows, by enumeration with blocking clauses. */
async function allowed(clauses: number[][], m: number, n: number): Promise<string[]> {
  await using solver = await CadicalSolver.create();
  for (const c of clauses) solver.addClause(c);
  const found: string[] = [];
  for (;;) {
    if ((await solver.solve()).status !== 'sat') return found.sort();
    const model = solver.model();
    const tuple = Array.from({ length: m }, (_, i) => {
      for (let v = 1; v <= n; v++) if (model[lit(n, i, v)] === 1) return v;
      return 0;
    });
    found.push(tuple.join(','));
    solver.addClause(tuple.map((v, i) => -lit(n, i, v)));
  }
}

/** The tuples of m different values of 1..n (each cell within its allowed values) adding up to `sum`. */
function expected(m: number, sum: number, n: number, domains?: number[][]): string[] {
  const out: string[] = [];
  const walk = (tuple: number[]) => {
    if (tuple.length === m) {
      if (tuple.reduce((a, b) => a + b, 0) === sum) out.push(tuple.join(','));
      return;
    }
    for (const v of domains?.[tuple.length] ?? Array.from({ length: n }, (_, i) => i + 1)) if (!tuple.includes(v)) walk([...tuple, v]);
  };
  walk([]);
  return out.sort();
}

const CASES: [number, number][] = [];
for (const n of [4, 6, 9])
  for (let m = 1; m <= Math.min(5, n); m++) {
    const lo = (m * (m + 1)) / 2;
    const hi = (m * (2 * n - m + 1)) / 2;
    for (let sum = lo; sum <= hi; sum++) if (FULL || n < 9 || m < 5 || sum % 4 === 0) CASES.push([n, m * 100 + sum]);
  }

describe('sum encodings allow exactly the assignments that reach the sum', () => {
  for (const encoding of SUM_ENCODINGS) {
    it(`${encoding.name}: cages of 1 to 5 cells, every reachable sum (n = 4, 6, 9${FULL ? '' : '; at 9×9 with 5 cells, every fourth sum'})`, async () => {
      for (const [n, code] of CASES) {
        const m = Math.floor(code / 100);
        const sum = code % 100;
        const input: SumInput = {
          cells: Array.from({ length: m }, (_, i) => Array.from({ length: n }, (_, v) => ({ value: v + 1, lit: lit(n, i, v + 1) }))),
          sum,
          distinct: true,
          n,
        };
        const out = collecting(m * n + 1);
        encoding.encode(input, out);
        const size = encoding.size(m, sum, n, true);
        expect([n, m, sum, out.clauses.length, out.clauses.flat().length]).toEqual([n, m, sum, size.clauses, size.literals]);
        const aux = new Set(
          out.clauses
            .flat()
            .map(Math.abs)
            .filter((v) => v > m * n),
        ).size;
        expect(aux).toBeLessThanOrEqual(size.aux);
        expect([n, m, sum, await allowed([...cellClauses(m, n), ...out.clauses], m, n)]).toEqual([n, m, sum, expected(m, sum, n)]);
      }
    });

    it(`${encoding.name}: with decided cells and removed values (the eliminate treatment), still exactly the allowed assignments`, async () => {
      const n = 9;
      // Cell 0 decided to 4; cell 1 without 1, 2, 3; cell 2 open.
      const domains = [[4], [4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 5, 6, 7, 8, 9]];
      for (let sum = 8; sum <= 22; sum++) {
        const input: SumInput = {
          cells: domains.map((values, i) => values.map((v) => ({ value: v, lit: i === 0 ? true : lit(n, i, v) }))),
          sum,
          distinct: true,
          n,
        };
        const out = collecting(3 * n + 1);
        encoding.encode(input, out);
        // The decided cell's literal is true in every model: assume it.
        const clauses = [
          ...cellClauses(3, n),
          [lit(n, 0, 4)],
          ...domains.flatMap((values, i) =>
            Array.from({ length: n }, (_, v) => v + 1)
              .filter((v) => !values.includes(v))
              .map((v) => [-lit(n, i, v)]),
          ),
          ...out.clauses,
        ];
        expect([sum, await allowed(clauses, 3, n)]).toEqual([sum, expected(3, sum, n, domains)]);
      }
    });
  }

  it(`${'every encoding'}: sums whose cells may repeat (little killers), and arrows (the circle counted n + 1 − v)`, async () => {
    for (const encoding of SUM_ENCODINGS) {
      for (const n of [4, 6]) {
        for (let m = 1; m <= 3; m++) {
          for (const arrow of [false, true]) {
            // An arrow: m cells and a circle (the last cell), adding up to n + 1.
            const cells = arrow ? m + 1 : m;
            const sums = arrow ? [n + 1] : Array.from({ length: m * n - m + 1 }, (_, i) => m + i);
            for (const sum of sums) {
              const weight = (i: number, v: number) => (arrow && i === cells - 1 ? n + 1 - v : v);
              const input: SumInput = {
                cells: Array.from({ length: cells }, (_, i) =>
                  Array.from({ length: n }, (_, v) => ({ value: weight(i, v + 1), lit: lit(n, i, v + 1) })),
                ),
                sum,
                distinct: false,
                n,
              };
              const out = collecting(cells * n + 1);
              encoding.encode(input, out);
              // Cells one value each, repeats allowed.
              const one: number[][] = [];
              for (let i = 0; i < cells; i++) {
                one.push(Array.from({ length: n }, (_, v) => lit(n, i, v + 1)));
                for (let v = 1; v <= n; v++) for (let w = v + 1; w <= n; w++) one.push([-lit(n, i, v), -lit(n, i, w)]);
              }
              const want: string[] = [];
              const walk = (t: number[]) => {
                if (t.length === cells) {
                  if (t.reduce((a, v, i) => a + weight(i, v), 0) === sum) want.push(t.join(','));
                  return;
                }
                for (let v = 1; v <= n; v++) walk([...t, v]);
              };
              walk([]);
              const size = encoding.size(cells, sum, n, false);
              expect([encoding.name, n, cells, sum, out.clauses.length]).toEqual([encoding.name, n, cells, sum, size.clauses]);
              expect([encoding.name, n, cells, sum, arrow, await allowed([...one, ...out.clauses], cells, n)]).toEqual([
                encoding.name,
                n,
                cells,
                sum,
                arrow,
                want.sort(),
              ]);
            }
          }
        }
      }
    }
  });

  it('size() is a dry run of the same construction: the counting emitter agrees for a 9-cell cage', () => {
    for (const encoding of SUM_ENCODINGS) {
      const counted = countingEmitter();
      encoding.encode(
        {
          cells: Array.from({ length: 9 }, (_, i) => Array.from({ length: 9 }, (_, v) => ({ value: v + 1, lit: lit(9, i, v + 1) }))),
          sum: 45,
          distinct: true,
          n: 9,
        },
        counted,
      );
      expect(counted.size).toEqual(encoding.size(9, 45, 9, true));
    }
  });
});

/** The literals unit propagation makes false (null: a conflict), from clauses and units. */
function propagatedFalse(clauses: number[][], units: number[]): Set<number> | null {
  const value = new Map<number, boolean>();
  const set = (l: number) => value.set(Math.abs(l), l > 0);
  for (const u of units) set(u);
  for (let changed = true; changed; ) {
    changed = false;
    for (const c of clauses) {
      let open = 0;
      let last = 0;
      let satisfied = false;
      for (const l of c) {
        const v = value.get(Math.abs(l));
        if (v === undefined) {
          open++;
          last = l;
        } else if (v === l > 0) satisfied = true;
      }
      if (satisfied) continue;
      if (open === 0) return null;
      if (open === 1) {
        set(last);
        changed = true;
      }
    }
  }
  return new Set([...value].filter(([, v]) => !v).map(([x]) => x));
}

describe('the mdd encoding: unit propagation alone keeps exactly the values on a way to the sum (arc consistency)', () => {
  it('sums of 2 to 4 cells whose values may repeat, with random values removed (n = 4 and 6)', () => {
    const mdd = SUM_ENCODINGS.find((e) => e.name === 'mdd')!;
    const random = new Random(7);
    let pruned = 0;
    for (let round = 0; round < 150; round++) {
      const n = round % 2 === 0 ? 4 : 6;
      const m = 2 + (round % 3);
      const sum = random.int(m, m * n);
      const domains = Array.from({ length: m }, () => Array.from({ length: n }, (_, v) => v + 1).filter(() => random.int(0, 3) > 0));
      const out = collecting(m * n + 1);
      mdd.encode(
        {
          cells: Array.from({ length: m }, (_, i) => Array.from({ length: n }, (_, v) => ({ value: v + 1, lit: lit(n, i, v + 1) }))),
          sum,
          distinct: false,
          n,
        },
        out,
      );
      const removed = domains.flatMap((d, i) =>
        Array.from({ length: n }, (_, v) => v + 1)
          .filter((v) => !d.includes(v))
          .map((v) => -lit(n, i, v)),
      );
      const falsified = propagatedFalse(out.clauses, removed);
      // The values some tuple within the domains reaching the sum holds.
      const supported = domains.map(() => new Set<number>());
      const walk = (t: number[]) => {
        if (t.length === m) {
          if (t.reduce((a, b) => a + b, 0) === sum) for (const [i, v] of t.entries()) supported[i]!.add(v);
          return;
        }
        for (const v of domains[t.length]!) walk([...t, v]);
      };
      walk([]);
      if (supported.some((s) => s.size === 0)) continue;
      expect(falsified).not.toBeNull();
      const kept = domains.map((d, i) => d.filter((v) => !falsified!.has(lit(n, i, v))));
      expect([n, m, sum, domains, kept]).toEqual([n, m, sum, domains, supported.map((s) => [...s].sort((a, b) => a - b))]);
      pruned += domains.flat().length - kept.flat().length;
    }
    // The rounds removed values by propagation, not only kept them.
    expect(pruned).toBeGreaterThan(0);
  });
});

describe('thermometer encodings allow exactly the increasing assignments', () => {
  for (const encoding of THERMOMETER_ENCODINGS) {
    it(`${encoding.name}: chains of 2 to 4 cells, n = 4 and 6, and two chains sharing a bulb`, async () => {
      for (const n of [4, 6]) {
        for (const chains of [
          [[0, 1]],
          [[0, 1, 2]],
          [[0, 1, 2, 3]],
          [
            [0, 1, 2],
            [0, 3],
          ],
        ]) {
          const m = Math.max(...chains.flat()) + 1;
          const out = collecting(m * n + 1);
          encoding.encode(chains, n, (cell, v) => lit(n, cell, v), out);
          const size = encoding.size(chains, n);
          expect([n, chains, out.clauses.length, out.clauses.flat().length]).toEqual([n, chains, size.clauses, size.literals]);
          // Cells exactly one value each, not necessarily different.
          const cells: number[][] = [];
          for (let i = 0; i < m; i++) {
            cells.push(Array.from({ length: n }, (_, v) => lit(n, i, v + 1)));
            for (let v = 1; v <= n; v++) for (let w = v + 1; w <= n; w++) cells.push([-lit(n, i, v), -lit(n, i, w)]);
          }
          const want: string[] = [];
          const walk = (t: number[]) => {
            if (t.length === m) {
              if (chains.every((c) => c.every((cell, k) => k === 0 || t[cell]! > t[c[k - 1]!]!))) want.push(t.join(','));
              return;
            }
            for (let v = 1; v <= n; v++) walk([...t, v]);
          };
          walk([]);
          expect([n, chains, await allowed([...cells, ...out.clauses], m, n)]).toEqual([n, chains, want.sort()]);
        }
      }
    });
  }
});

describe('the table encoding is bounded', () => {
  const bigCage = () => {
    const cells = Array.from({ length: 18 }, (_, i) => `r${Math.floor(i / 6) + 1}c${(i % 6) + 1}`);
    return `sudocnf: 1\nsize: 36\nrules:\n  - {cage: [${cells.join(', ')}], sum: 333}\n`;
  };

  it('counts the sets of a cage without listing them', async () => {
    const { combinations, countCombinations } = await import('../../src/core/rules/index.js');
    for (const [m, sum, n] of [
      [1, 5, 9],
      [3, 15, 9],
      [5, 25, 9],
      [4, 30, 16],
      [9, 45, 9],
      [2, 3, 4],
      [3, 100, 9],
    ] as const)
      expect([m, sum, n, countCombinations(m, sum, n)]).toEqual([m, sum, n, combinations(m, sum, n).length]);
    expect(countCombinations(18, 333, 36, 20_001)).toBe(20_001);
  });

  // A 36x36 cage of 18 cells: the full sweep (npm run test:full, which CI runs) encodes it.
  it.runIf(FULL)(
    'a cage with more sets than the table writes: table names the cage and the bound; auto gives it the decision diagram',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'sudocnf-sums-'));
      const file = join(dir, 'cage.yaml');
      writeFileSync(file, bigCage());
      const refused = runCli(['stats', file, '--sum-encoding', 'table']);
      expect(refused.status).toBe(2);
      expect(refused.stderr).toBe(
        'sudocnf: the table encoding would write more than 20,000 sets of different values for the cage r1c1+r1c2+r1c3+r1c4+r1c5+r1c6+r2c1+r2c2+r2c3+r2c4+r2c5+r2c6+r3c1+r3c2+r3c3+r3c4+r3c5+r3c6 = 333 (18 cells): use --sum-encoding counter or bdd\n',
      );
      const auto = runCli(['stats', file, '--format', 'json']);
      expect(auto.status).toBe(0);
      const encoded = runCli(['encode', file, '--givens', 'units']);
      expect(encoded.status).toBe(0);
      expect(encoded.stdout).toMatch(/^c rule: cage sums: family cage-sum-bdd, 1 cage/m);
    },
  );

  it('a little killer with more value tuples than the table writes: table names it and the bound; auto does not list them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sudocnf-sums-'));
    const file = join(dir, 'little-killer.yaml');
    const diagonal = Array.from({ length: 16 }, (_, i) => `r${i + 1}c${i + 1}`);
    writeFileSync(file, `sudocnf: 1\nsize: 16\nrules:\n  - {little-killer: [${diagonal.join(', ')}], sum: 136}\n`);
    expect(runCli(['stats', file, '--sum-encoding', 'table'])).toMatchObject({
      status: 2,
      stderr: `sudocnf: the table encoding would write more than 20,000 value tuples for the little killer ${diagonal.join('+')} = 136 (16 cells): use --sum-encoding counter or bdd\n`,
    });
    expect(runCli(['stats', file]).status).toBe(0);
    // The library names its own option.
    await expect(count(readFileSync(file, 'utf8'), { sumEncoding: 'table', propagators: 'off' })).rejects.toThrow(
      /: use sumEncoding: 'counter' or bdd$/,
    );
  });

  it('stats draws the table of cage sizes up to --k 6', () => {
    expect(runCli(['stats', '--sum-encoding', 'table', '--k', '1000'])).toMatchObject({
      status: 2,
      stderr:
        'sudocnf: --sum-encoding without a puzzle draws a table for grids up to --k 6 (36x36), got --k 1000: for a larger grid, give a killer puzzle\n',
    });
  });
});
