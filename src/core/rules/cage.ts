import { cellName } from '../cell-name.js';
import type { RuleKind } from './rule.js';

export type Cage = { kind: 'cage'; cells: readonly number[]; sum?: number };

/** `r1c1+r1c2`: a cage's cells, as its label names them. */
function cellsText(cells: readonly number[], n: number): string {
  return cells.map((c) => cellName(n, c)).join('+');
}

/** The largest sum of m different values of 1..n, and the smallest. */
export function sumRange(m: number, n: number): [number, number] {
  return [(m * (m + 1)) / 2, (m * (2 * n - m + 1)) / 2];
}

/**
 * How many sets of m different values of 1..n add up to `sum`, counted without listing them and
 * saturating at `cap` (a large cage has more sets than a number holds exactly).
 */
export function countCombinations(m: number, sum: number, n: number, cap = Number.MAX_SAFE_INTEGER): number {
  if (m < 0 || m > n || sum < 0) return 0;
  // ways[j][s]: sets of j values seen so far adding up to s.
  const ways = Array.from({ length: m + 1 }, () => new Float64Array(sum + 1));
  ways[0]![0] = 1;
  for (let v = 1; v <= n; v++)
    for (let j = Math.min(m, v); j >= 1; j--) {
      const row = ways[j]!;
      const below = ways[j - 1]!;
      for (let s = sum; s >= v; s--) row[s] = Math.min(cap, row[s]! + below[s - v]!);
    }
  return ways[m]![sum]!;
}

/**
 * The most sets of a cage that the logic lists (cage combinations): past it, listing them takes
 * more time and memory than what they tell is worth, and the cage's sum is reasoned on by reach.
 */
export const MAX_LISTED_SETS = 200_000;

/** The sets `combinations` lists, or undefined when there are more than MAX_LISTED_SETS. */
export function listedCombinations(m: number, sum: number, n: number): number[][] | undefined {
  return countCombinations(m, sum, n, MAX_LISTED_SETS + 1) > MAX_LISTED_SETS ? undefined : combinations(m, sum, n);
}

/** Every set of m different values of 1..n adding up to `sum`, each in increasing order. */
export function combinations(m: number, sum: number, n: number): number[][] {
  const out: number[][] = [];
  const walk = (from: number, left: number, total: number, chosen: number[]) => {
    if (left === 0) {
      if (total === sum) out.push([...chosen]);
      return;
    }
    // The largest the rest can add is n + (n−1) + …: short of the sum, no choice here reaches it.
    if (total + left * n - (left * (left - 1)) / 2 < sum) return;
    for (let v = from; v <= n; v++) {
      // The smallest the rest can add is v + (v+1) + …; past the sum, larger v only adds more.
      if (total + v * left + (left * (left - 1)) / 2 > sum) break;
      chosen.push(v);
      walk(v + 1, left - 1, total + v, chosen);
      chosen.pop();
    }
  };
  walk(1, m, 0, []);
  return out;
}

/** A killer cage: up to n cells whose values are all different and, when it has one, add up to its sum. */
export const cage: RuleKind<Cage> = {
  kind: 'cage',
  label: (rule) => (rule.sum === undefined ? 'cage' : `cage = ${rule.sum}`),
  family: 'cage',
  anyValues: true,
  problem: ({ cells, sum }, { n }) => {
    if (cells.length < 1) return 'a cage holds at least one cell';
    if (cells.length > n) return `a cage holds at most ${n} cells (values are all different), this one ${cells.length}`;
    if (cells.some((c) => !Number.isInteger(c) || c < 0 || c >= n * n)) return `a cage's cells lie in the ${n}x${n} grid`;
    if (new Set(cells).size !== cells.length) return 'a cage names a cell twice';
    if (sum !== undefined && !Number.isInteger(sum)) return `a cage's sum is a whole number, not ${sum}`;
    return undefined;
  },
  impossible: ({ cells, sum }, { n, lowest = 1 }) => {
    if (sum !== undefined) {
      const [lo, hi] = sumRange(cells.length, n).map((t) => t + (lowest - 1) * cells.length) as [number, number];
      if (sum < lo || sum > hi)
        return `the cage ${cellsText(cells, n)} of ${cells.length} different values of ${lowest}..${n + lowest - 1} adds up to ${lo}..${hi}, not ${sum}`;
    }
    return undefined;
  },
  units: (rule) => (rule.cells.length > 1 ? [[...rule.cells].sort((a, b) => a - b)] : []),
  sums: (rule) => (rule.sum === undefined ? [] : [{ cells: [...rule.cells].sort((a, b) => a - b), sum: rule.sum, distinct: true }]),
  sumLabel: (_, sum, n) => `the cage ${cellsText(sum.cells, n)} = ${sum.sum}`,
  counted: { one: 'cage', many: 'cages', listed: 'killer cages', sums: 'cage sums' },
  listed: {
    cells: (rule) => rule.cells,
    number: { key: 'sum', of: (rule) => rule.sum },
    unordered: true,
    make: (cells, sum) => ({ kind: 'cage', cells, ...(sum !== undefined ? { sum } : {}) }),
  },
  fpuzzles: {
    // {cells, value}: the value is the sum, absent for a cage without one.
    list: {
      key: 'killercage',
      read: (item, f) => {
        if (!f.isObject(item)) f.fail('a killer cage is {"cells": [...], "value": "10"}', item);
        const sum = f.sum(f.field(item, 'value'), "a killer cage's value is its sum");
        return [{ kind: 'cage', cells: f.cells(f.field(item, 'cells'), 'a killer cage'), ...(sum !== undefined ? { sum } : {}) }];
      },
    },
    write: (rule, _, name) => [
      ['killercage', { cells: rule.cells.map(name), ...(rule.sum !== undefined ? { value: String(rule.sum) } : {}) }],
    ],
  },
  iss: {
    // .Cage~<sum>~<cells>: a sum of 0 (or none) is a cage without one, its cells only all different.
    // A cell written twice is one cell of the cage and counts twice in its sum, as ISS's solver
    // takes it: a cage without a sum and a sum (sum.ts), which this reader hands on as ISS's one type.
    read: {
      Cage: (a) => {
        const sum = a.number(0, "a cage's sum");
        const cells = a.cells(1, 'a cage');
        const once = [...new Set(cells)];
        if (once.length === cells.length) return [{ kind: 'cage', cells, ...(sum ? { sum } : {}) }];
        const weighted = { kind: 'sum', cells, total: sum };
        return [{ kind: 'cage', cells: once }, ...(sum ? [weighted as unknown as Cage] : [])];
      },
    },
  },
  example: ({ n }) => ({ kind: 'cage', cells: [0, 1, n + 1], sum: 7 }),
  description: 'the cells of a dashed cage hold different values that add up to the number in its corner',
  drawing: 'cage',
};

export { cellsText as cageCellsText };
