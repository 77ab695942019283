import { cageCellsText } from './cage.js';
import { equalSums } from './equal-sums.js';
import { lineProblem, linesForm, issLine } from './line.js';
import type { RuleKind } from './rule.js';

export type DoubleArrow = { kind: 'double-arrow'; cells: readonly number[] };

/** A double arrow: the values along the line between its two circles add up to the circles' two values. */
export const doubleArrow: RuleKind<DoubleArrow> = {
  kind: 'double-arrow',
  label: () => 'double arrow',
  family: 'double-arrow',
  anyValues: true,
  problem: ({ cells }, { n }) => lineProblem(cells, n, 'a double arrow', 3),
  sums: ({ cells }, { n }) => equalSums([cells.slice(1, -1), [cells[0]!, cells.at(-1)!]], n),
  sumLabel: ({ cells }, _, n) =>
    `the double arrow ${cageCellsText([cells[0]!, cells.at(-1)!], n)} = ${cageCellsText(cells.slice(1, -1), n)}`,
  counted: { one: 'double arrow', many: 'double arrows' },
  listed: { cells: (rule) => rule.cells, make: (cells) => ({ kind: 'double-arrow', cells }) },
  fpuzzles: linesForm('doublearrow', { entry: 'a double arrow', line: 'a double arrow' }, (cells) => ({ kind: 'double-arrow', cells })),
  iss: issLine('DoubleArrow', 'a double arrow', (cells) => ({ kind: 'double-arrow', cells })),
  example: ({ n }) => ({ kind: 'double-arrow', cells: [0, 1, n + 2] }),
  description: "the values along a double arrow between its two circles add up to the circles' two values",
  drawing: 'line',
};
