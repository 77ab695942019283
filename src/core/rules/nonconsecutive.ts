import { pairsByMoves, type RuleKind } from './rule.js';

export type NonConsecutive = { kind: 'nonconsecutive' };

/** Non-consecutive: orthogonal neighbours never hold values one apart. */
export const nonconsecutive: RuleKind<NonConsecutive> = {
  kind: 'nonconsecutive',
  label: () => 'non-consecutive',
  family: 'nonconsecutive',
  problem: () => undefined,
  pairs: (_, { n }) =>
    pairsByMoves(n, [
      [0, 1],
      [1, 0],
    ]),
  forbids: (a, b) => Math.abs(a - b) === 1,
  fpuzzles: { flags: { nonconsecutive: [{ kind: 'nonconsecutive' }] } },
  example: () => ({ kind: 'nonconsecutive' }),
  description: 'orthogonal neighbours never hold values one apart',
  drawing: 'list',
};
