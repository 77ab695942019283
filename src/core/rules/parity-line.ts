import { lastValueAutomaton } from './automaton.js';
import { lineProblem, pairsAlong } from './line.js';
import type { PairRelation, RuleKind } from './rule.js';

export type ParityLine = { kind: 'parity'; cells: readonly number[] };

const sameParity: PairRelation = (a, b) => a % 2 === b % 2;

/** A parity line: neighbours along it alternate between odd and even values. */
export const parityLine: RuleKind<ParityLine> = {
  kind: 'parity',
  label: () => 'parity line',
  family: 'parity',
  anyValues: true,
  problem: ({ cells }, { n }) => lineProblem(cells, n, 'a parity line'),
  pairs: ({ cells }) => pairsAlong(cells, 1),
  forbids: () => sameParity,
  lineAutomaton: () => lastValueAutomaton((last, v) => last % 2 !== v % 2),
  counted: { one: 'parity line', many: 'parity lines' },
  listed: { cells: (rule) => rule.cells, make: (cells) => ({ kind: 'parity', cells }) },
  example: ({ n }) => ({ kind: 'parity', cells: [0, 1, n + 1] }),
  description: 'neighbours along a parity line alternate between odd and even values',
  drawing: 'line',
};
