import type { RuleData, RuleKind } from './rule.js';

/** Rules that all hold: as the puzzle's own rules, and inside any-of one alternative of several rules. */
export type AllOf = { kind: 'all-of'; rules: readonly RuleData[] };

export const allOf: RuleKind<AllOf> = {
  kind: 'all-of',
  label: () => 'all-of rule',
  family: 'all-of',
  anyValues: true,
  problem: ({ rules }) => (rules.length < 1 ? 'all-of holds at least one rule' : undefined),
  alternatives: ({ rules }) => [[...rules]],
  nested: { rules: (rule) => rule.rules, make: (rules) => ({ kind: 'all-of', rules }) },
  // ISS's .And … .End: the constraints it holds, each read as its type means.
  iss: { composites: { And: (rules) => ({ kind: 'all-of', rules }) } },
  example: ({ n }) => ({
    kind: 'all-of',
    rules: [
      { kind: 'white-dot', cells: [0, n], difference: 2 },
      { kind: 'whispers', cells: [1, 2], difference: 2 },
    ],
  }),
  description: 'all of its rules hold',
  drawing: 'list',
};
