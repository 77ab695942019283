import type { RuleData, RuleKind } from './rule.js';

/** Rules of which at least one holds (each a rule of any kind, `all-of` for several together). */
export type AnyOf = { kind: 'any-of'; rules: readonly RuleData[] };

export const anyOf: RuleKind<AnyOf> = {
  kind: 'any-of',
  label: () => 'any-of rule',
  family: 'any-of',
  anyValues: true,
  problem: ({ rules }) => (rules.length < 1 ? 'any-of holds at least one rule' : undefined),
  alternatives: ({ rules }) => rules.map((rule) => [rule]),
  nested: { rules: (rule) => rule.rules, make: (rules) => ({ kind: 'any-of', rules }) },
  // ISS's .Or … .End: the constraints it holds, each read as its type means.
  iss: { composites: { Or: (rules) => ({ kind: 'any-of', rules }) } },
  example: ({ n }) => ({
    kind: 'any-of',
    rules: [
      { kind: 'white-dot', cells: [0, 1], difference: 1 },
      {
        kind: 'all-of',
        rules: [
          { kind: 'odd', cells: [0] },
          { kind: 'black-dot', cells: [n, n + 1], ratio: 2 },
        ],
      },
    ],
  }),
  description: 'at least one of its rules holds (a rule that is all-of several holds when all of them do)',
  drawing: 'list',
};
