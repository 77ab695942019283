import { cageCellsText } from './cage.js';
import type { IssArgs } from './reading.js';
import type { RuleKind, SumConstraint } from './rule.js';

/**
 * A sum: the values of the cells, each times its factor (1 unless given), add up to the total.
 * Values may repeat, and a cell written twice counts twice (ISS's `Sum`).
 */
export type Sum = { kind: 'sum'; cells: readonly number[]; total: number; factors?: readonly number[] };

/** The largest factor, as ISS takes them. */
export const MAX_FACTOR = 100;

/** The most totals a sum's values may span (its encoding grows with them). */
export const MAX_SUM_SPAN = 4096;

/** Each cell once, with its factors added up (a cell written twice counts twice). */
function merged({ cells, factors }: Sum): { cells: number[]; factors: number[] } {
  const weight = new Map<number, number>();
  for (const [i, cell] of cells.entries()) weight.set(cell, (weight.get(cell) ?? 0) + (factors?.[i] ?? 1));
  return { cells: [...weight.keys()], factors: [...weight.values()] };
}

/** ISS's `Sum~<total>~<cells>`, or `Sum~<total>_=_<factors>~<cells>` with a factor a cell. */
function readSum(a: IssArgs): Sum[] {
  const [total, equals, ...written] = (a.args[0] ?? '').split('_');
  if (!/^-?\d{1,9}$/.test(total ?? '')) a.fail("an ISS Sum's total is a whole number", 0);
  const cells = a.cells(1, "an ISS Sum's cells");
  if (equals === undefined) return [{ kind: 'sum', cells, total: Number(total) }];
  if (equals !== '=' || written.length !== cells.length || written.some((f) => !/^-?\d{1,3}$/.test(f)))
    a.fail("an ISS Sum's factors are written <total>_=_<factor>_<factor>…, one whole number a cell", 0);
  const factors = written.map(Number);
  if (factors.some((f) => f < 1)) a.fail("ISS's Sum with a factor below 1 is not one sudocnf supports (its factors are 1 to 100)", 0);
  return [{ kind: 'sum', cells, total: Number(total), factors }];
}

/** A sum: the cells' values, times their factors, add up to the total; values may repeat. */
export const sum: RuleKind<Sum> = {
  kind: 'sum',
  label: (rule) => `sum = ${rule.total}`,
  family: 'sum',
  anyValues: true,
  problem: (rule, { n, lowest = 1 }) => {
    const { cells, total, factors } = rule;
    if (cells.length < 1 || cells.length > 4 * n * n) return `a sum holds 1 to ${4 * n * n} cells (a cell may be written more than once)`;
    if (cells.some((c) => !Number.isInteger(c) || c < 0 || c >= n * n)) return `a sum's cells lie in the ${n}x${n} grid`;
    if (factors && factors.length !== cells.length) return `a sum's factors are one a cell (${cells.length}), not ${factors.length}`;
    if (factors?.some((f) => !Number.isInteger(f) || f < 1 || f > MAX_FACTOR))
      return `a sum's factors are whole numbers 1 to ${MAX_FACTOR}`;
    const weights = merged(rule).factors.reduce((s, f) => s + f, 0);
    if (weights * (n - 1) > MAX_SUM_SPAN)
      return `a sum's values span ${weights * (n - 1) + 1} totals (${weights}, its cells and factors, to ${weights * n}), at most ${MAX_SUM_SPAN + 1}`;
    // The total is of the numbers the cells hold (from 0 on a grid of the values 0..n − 1).
    const [lo, hi] = [weights * lowest, weights * (n + lowest - 1)];
    if (!Number.isInteger(total) || total < lo || total > hi)
      return `a sum of these cells and factors adds up to ${lo}..${hi}, not ${total}`;
    return undefined;
  },
  sums: (rule): SumConstraint[] => {
    const { cells, factors } = merged(rule);
    return [{ cells, sum: rule.total, distinct: false, ...(factors.some((f) => f !== 1) ? { factors } : {}) }];
  },
  sumLabel: (rule, s, n) => `the sum ${cageCellsText(s.cells, n)} = ${rule.total}`,
  counted: { one: 'sum', many: 'sums' },
  listed: {
    cells: (rule) => rule.cells,
    number: { key: 'total', of: (rule) => rule.total },
    values: { key: 'factors', of: (rule) => rule.factors ?? [] },
    make: (cells, total, _, factors) =>
      total === undefined
        ? 'a sum is written {sum: [r1c1, …], total: 10} (sum:<total>:<cells>)'
        : { kind: 'sum', cells, total, ...(factors && factors.length > 0 ? { factors } : {}) },
  },
  iss: { read: { Sum: readSum } },
  example: ({ n }) => ({ kind: 'sum', cells: [0, 1, 1, n], total: 8 }),
  description:
    'the values of a sum’s cells, each times its factor (1 unless written), add up to its total; they may repeat, and a cell written twice counts twice',
  drawing: 'cage',
};
