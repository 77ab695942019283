import { valueSetAutomaton } from './automaton.js';
import { lineProblem, linesForm, pairsAlong } from './line.js';
import type { PairRelation, RuleKind } from './rule.js';

export type Nabner = { kind: 'nabner'; cells: readonly number[] };

/** Two values the same or one apart. */
const close: PairRelation = (a, b) => Math.abs(a - b) <= 1;

/** A nabner line: no two of its cells hold the same or consecutive values. */
export const nabner: RuleKind<Nabner> = {
  kind: 'nabner',
  label: () => 'nabner line',
  family: 'nabner',
  anyValues: true,
  problem: ({ cells }, { n }) => lineProblem(cells, n, 'a nabner line'),
  pairs: ({ cells }) => pairsAlong(cells, cells.length),
  forbids: () => close,
  // No value read yet the same as v or one apart.
  lineAutomaton: () => valueSetAutomaton((seen, v) => (seen & (v === 1 ? 0b11 : 0b111 << (v - 2))) === 0),
  counted: { one: 'nabner line', many: 'nabner lines' },
  listed: { cells: (rule) => rule.cells, make: (cells) => ({ kind: 'nabner', cells }) },
  fpuzzles: linesForm('nabner', { entry: 'a nabner line', line: 'a nabner line' }, (cells) => ({ kind: 'nabner', cells })),
  example: ({ n }) => ({ kind: 'nabner', cells: [0, n + 1] }),
  description: 'no two cells of a nabner line hold the same or consecutive values',
  drawing: 'line',
};
