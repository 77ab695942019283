import { cageCellsText } from './cage.js';
import { piecesOf } from './line.js';
import type { IssArgs } from './reading.js';
import type { RuleKind, SumConstraint } from './rule.js';
import { MAX_SUM_SPAN } from './sum.js';

/** Segments of cells adding up to the same total: `cells` one segment after another, `segments` their lengths. */
export type EqualSum = { kind: 'equal-sum'; cells: readonly number[]; segments: readonly number[] };

/**
 * A segment and the next adding up to the same, as one sum: each cell's count in the first less
 * its count in the next (a cell in both cancels), a cell counted less in the first taken as
 * n + 1 − v, as an arrow's circle is; undefined where every cell cancels.
 */
function sameTotal(first: readonly number[], next: readonly number[], n: number): SumConstraint | undefined {
  const weight = new Map<number, number>();
  for (const c of first) weight.set(c, (weight.get(c) ?? 0) + 1);
  for (const c of next) weight.set(c, (weight.get(c) ?? 0) - 1);
  const cells = [...weight.keys()].filter((c) => weight.get(c) !== 0);
  if (cells.length === 0) return undefined;
  const factors = cells.map((c) => Math.abs(weight.get(c)!));
  const complemented = cells.filter((c) => weight.get(c)! < 0);
  const sum = complemented.reduce((total, c) => total - weight.get(c)! * (n + 1), 0);
  return { cells, sum, distinct: false, complemented, ...(factors.some((f) => f !== 1) ? { factors } : {}) };
}

/** ISS's `EqualSum~<cells>~-~<cells>…`: segments set apart by `-`. */
function readEqualSum(a: IssArgs): EqualSum[] {
  const segments: number[][] = [[]];
  for (let i = 0; i < a.args.length; i++) {
    if (a.args[i] === '-') segments.push([]);
    else segments.at(-1)!.push(a.cell(i, 'an EqualSum segment'));
  }
  if (segments.some((segment) => segment.length === 0)) a.fail("an EqualSum's segments hold a cell or more (set apart by '-')");
  return [{ kind: 'equal-sum', cells: segments.flat(), segments: segments.map((s) => s.length) }];
}

/** Segments adding up to the same total (each may be one cell; a cell may stand in several). */
export const equalSum: RuleKind<EqualSum> = {
  kind: 'equal-sum',
  label: (rule) => `equal sums (${rule.segments.length} segments)`,
  family: 'equal-sum',
  problem: (rule, { n }) => {
    const what = 'an equal sum';
    const { cells, segments } = rule;
    if (segments.length < 2 || segments.some((length) => !Number.isInteger(length) || length < 1))
      return `${what} is 2 or more segments of a cell or more`;
    if (segments.reduce((sum, length) => sum + length, 0) !== cells.length)
      return `${what}'s segments (${segments.join(' + ')} cells) are its ${cells.length} cells`;
    if (cells.length > 4 * n * n) return `${what} holds at most ${4 * n * n} cells`;
    if (cells.some((c) => !Number.isInteger(c) || c < 0 || c >= n * n)) return `${what}'s cells lie in the ${n}x${n} grid`;
    const parts = piecesOf(rule.cells, rule.segments);
    if (parts.some((part) => new Set(part).size !== part.length)) return `${what}'s segment names a cell twice`;
    const longest = Math.max(...segments);
    if (2 * longest * (n - 1) > MAX_SUM_SPAN) return `${what}'s segments span more than ${MAX_SUM_SPAN + 1} totals`;
    // Each segment's totals (m..m·n for m cells) must meet every other's.
    const shortest = Math.min(...segments);
    if (longest > shortest * n) return `${what}'s segments of ${shortest} and ${longest} cells never add up to the same`;
    return undefined;
  },
  sums: (rule, { n }) => {
    const parts = piecesOf(rule.cells, rule.segments);
    return parts.slice(1).flatMap((next, i) => sameTotal(parts[i]!, next, n) ?? []);
  },
  sumLabel: (rule, s, n) => `the equal sums ${cageCellsText(rule.cells, n)} (${s.cells.length} cells of two segments)`,
  counted: { one: 'set of equal sums', many: 'sets of equal sums' },
  listed: {
    cells: (rule) => rule.cells,
    values: { key: 'segments', of: (rule) => rule.segments },
    make: (cells, _, __, segments) =>
      segments && segments.length > 0
        ? { kind: 'equal-sum', cells, segments }
        : 'equal sums are written {equal-sum: [r1c1, …], segments: [2, 2]}, the segments one after another',
  },
  iss: { read: { EqualSum: readEqualSum } },
  example: ({ n }) => ({ kind: 'equal-sum', cells: [0, 1, n, n + 2], segments: [2, 1, 1] }),
  description: 'the segments of an equal sum (one after another) add up to the same total; a cell may stand in several',
  drawing: 'cage',
};
