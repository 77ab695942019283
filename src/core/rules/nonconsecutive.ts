import { KROPKI_DOTS, unmarkedPairs } from './dot-pair.js';
import { orthogonalPairs, type PairRelation, type RuleData, type RuleKind } from './rule.js';

/**
 * Non-consecutive; `exceptDots`: orthogonal neighbours with a Kropki dot between them are free of
 * it (the dots are all given), as f-puzzles reads its flag beside dots.
 */
export type NonConsecutive = { kind: 'nonconsecutive'; exceptDots?: true };

const oneApart: PairRelation = (a, b) => Math.abs(a - b) === 1;

const hasDots = (rules: readonly RuleData[]) => rules.some((r) => KROPKI_DOTS.includes(r.kind));

/** Non-consecutive: orthogonal neighbours never hold values one apart (but across a Kropki dot, where `exceptDots`). */
export const nonconsecutive: RuleKind<NonConsecutive> = {
  kind: 'nonconsecutive',
  label: (rule) => (rule.exceptDots ? 'non-consecutive (except across Kropki dots)' : 'non-consecutive'),
  family: 'nonconsecutive',
  anyValues: true,
  problem: () => undefined,
  pairs: (rule, { n, rules }) => (rule.exceptDots ? unmarkedPairs(n, rules, KROPKI_DOTS) : orthogonalPairs(n)),
  forbids: () => oneApart,
  names: {
    nonconsecutive: [{ kind: 'nonconsecutive' }],
    'nonconsecutive-except-dots': [{ kind: 'nonconsecutive', exceptDots: true }],
  },
  fpuzzles: {
    flags: { nonconsecutive: [{ kind: 'nonconsecutive' }] },
    // f-puzzles (and the solvers that read its documents for it) take the flag beside Kropki dots
    // to say that the dots are all given: a dotted pair is free of it.
    inContext: {
      read: (rule, rules) => (hasDots(rules) ? { kind: 'nonconsecutive', exceptDots: true } : rule),
      write: (rule, rules) =>
        rule.exceptDots || !hasDots(rules)
          ? { kind: 'nonconsecutive' }
          : 'f-puzzles reads its non-consecutive flag beside Kropki dots as "every dot is given" (a dotted pair is free of it), not as non-consecutive across the dots too',
    },
  },
  // ISS's anti-consecutive holds for every pair of neighbours, white dots or none: never the f-puzzles reading beside dots.
  iss: { flags: { AntiConsecutive: [{ kind: 'nonconsecutive' }] } },
  example: () => ({ kind: 'nonconsecutive' }),
  description: 'orthogonal neighbours never hold values one apart',
  drawing: 'list',
};
