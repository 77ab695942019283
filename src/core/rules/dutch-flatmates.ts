import type { Automaton } from './automaton.js';
import type { RuleKind } from './rule.js';

/** Dutch flatmates: every middle value (5 on a 9x9) has a 1 directly above it or the largest value directly below it. */
export type DutchFlatmates = { kind: 'dutch-flatmates' };

/**
 * Reading a column down: the value before, and whether a middle value without a 1 above waits for
 * the largest value below; the column may not end waiting.
 */
function flatmatesAutomaton(n: number): Automaton {
  const middle = Math.ceil(n / 2);
  return {
    start: 'top',
    next: (state, v) => {
      if (state === 'wait' && v !== n) return undefined;
      if (v !== middle) return `after ${v}`;
      return state === 'after 1' ? `after ${v}` : 'wait';
    },
    accepts: (state) => state !== 'wait',
  };
}

/** Dutch flatmates: a 5 (the middle value) has a 1 directly above it or a 9 (the largest) directly below it, or both. */
export const dutchFlatmates: RuleKind<DutchFlatmates> = {
  kind: 'dutch-flatmates',
  label: () => 'Dutch flatmates',
  family: 'dutch-flatmates',
  problem: (_, { n }) =>
    n < 3 ? 'Dutch flatmates need a middle value apart from 1 and the largest (a grid of side 3 or more)' : undefined,
  sequences: (_, { n }) => {
    const automaton = flatmatesAutomaton(n);
    return Array.from({ length: n }, (_, c) => ({ cells: Array.from({ length: n }, (_, r) => r * n + c), automaton }));
  },
  // ISS has it on grids of the values 1-9 alone: 5, 1 and 9.
  iss: { flags: { DutchFlatmates: [{ kind: 'dutch-flatmates' }] } },
  example: () => ({ kind: 'dutch-flatmates' }),
  description: 'every middle value (5 on a 9x9) has a 1 directly above it or the largest value (9) directly below it, or both',
  drawing: 'list',
};
