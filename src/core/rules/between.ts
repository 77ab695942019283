import { lineProblem, linesForm, issLine } from './line.js';
import type { RuleKind, TripleRelation } from './rule.js';

export type Between = { kind: 'between'; cells: readonly number[] };

/** The third value strictly between the first two. */
const strictlyBetween: TripleRelation = (x, y, z) => Math.min(x, y) < z && z < Math.max(x, y);

/** A between line: each cell between its two ends holds a value strictly between the ends' values. */
export const between: RuleKind<Between> = {
  kind: 'between',
  label: () => 'between line',
  family: 'between',
  anyValues: true,
  problem: ({ cells }, { n }) => lineProblem(cells, n, 'a between line', 3),
  triples: ({ cells }) => cells.slice(1, -1).map((m) => [cells[0]!, cells.at(-1)!, m]),
  allows: () => strictlyBetween,
  counted: { one: 'between line', many: 'between lines' },
  listed: { cells: (rule) => rule.cells, make: (cells) => ({ kind: 'between', cells }) },
  fpuzzles: linesForm('betweenline', { entry: 'a between line', line: 'a between line' }, (cells) => ({ kind: 'between', cells })),
  iss: issLine('Between', 'a between line', (cells) => ({ kind: 'between', cells })),
  example: ({ n }) => ({ kind: 'between', cells: [0, 1, n + 2] }),
  description: "each cell between a between line's two ends holds a value strictly between the ends' values",
  drawing: 'line',
};
