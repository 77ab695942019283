import { orthogonalPairs, type PairRelation, type RuleKind } from './rule.js';

export type NonConsecutive = { kind: 'nonconsecutive' };

const oneApart: PairRelation = (a, b) => Math.abs(a - b) === 1;

/** Non-consecutive: orthogonal neighbours never hold values one apart. */
export const nonconsecutive: RuleKind<NonConsecutive> = {
  kind: 'nonconsecutive',
  label: () => 'non-consecutive',
  family: 'nonconsecutive',
  problem: () => undefined,
  pairs: (_, { n }) => orthogonalPairs(n),
  forbids: () => oneApart,
  fpuzzles: { flags: { nonconsecutive: [{ kind: 'nonconsecutive' }] } },
  example: () => ({ kind: 'nonconsecutive' }),
  description: 'orthogonal neighbours never hold values one apart',
  drawing: 'list',
};
