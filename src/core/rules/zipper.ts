import { cageCellsText } from './cage.js';
import { equalSums } from './equal-sums.js';
import { lineProblem, linesForm, issLine } from './line.js';
import type { RuleKind } from './rule.js';

export type Zipper = { kind: 'zipper'; cells: readonly number[] };

/** The line folded at its middle: each two cells the same distance from the middle, and the middle cell alone on a line of odd length. */
function folded(cells: readonly number[]): number[][] {
  const half = Math.floor(cells.length / 2);
  const pairs = cells.slice(0, half).map((c, i) => [c, cells.at(-1 - i)!]);
  return cells.length % 2 === 1 ? [...pairs, [cells[half]!]] : pairs;
}

/** A zipper line: each two cells the same distance from its middle add up to the same total, the middle cell's value where it has one. */
export const zipper: RuleKind<Zipper> = {
  kind: 'zipper',
  label: () => 'zipper line',
  family: 'zipper',
  anyValues: true,
  problem: ({ cells }, { n }) => lineProblem(cells, n, 'a zipper line', 3),
  sums: ({ cells }, { n }) => equalSums(folded(cells), n),
  sumLabel: (_, sum, n) => {
    const next = sum.complemented ?? [];
    return `the zipper line: ${cageCellsText(
      sum.cells.filter((c) => !next.includes(c)),
      n,
    )} = ${cageCellsText(next, n)}`;
  },
  counted: { one: 'zipper line', many: 'zipper lines' },
  listed: { cells: (rule) => rule.cells, make: (cells) => ({ kind: 'zipper', cells }) },
  fpuzzles: linesForm('zipperline', { entry: 'a zipper line', line: 'a zipper line' }, (cells) => ({ kind: 'zipper', cells })),
  iss: issLine('Zipper', 'a zipper line', (cells) => ({ kind: 'zipper', cells })),
  example: ({ n }) => ({ kind: 'zipper', cells: [0, 1, 2, n + 2, n + 1] }),
  description:
    "each two cells of a zipper line the same distance from its middle add up to the same total: the middle cell's value where the line has one",
  drawing: 'line',
};
