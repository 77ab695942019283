import type { Automaton } from './automaton.js';
import type { RuleKind } from './rule.js';

/** Global modular: every 2x2 square of cells holds a value of each remainder divided by 3. */
export type GlobalMod = { kind: 'global-mod' };

/** Reading a square's four cells: the remainders seen (bits); at the end all three. */
const remaindersAutomaton: Automaton = {
  start: 0,
  next: (seen, v) => Number(seen) | (1 << (v % 3)),
  accepts: (seen) => seen === 7,
};

/** Global modular: every 2x2 square holds a value of each remainder by 3 (1-4-7, 2-5-8, 3-6-9 on a 9x9). */
export const globalMod: RuleKind<GlobalMod> = {
  kind: 'global-mod',
  label: () => 'global modular',
  family: 'global-mod',
  problem: (_, { n }) => (n < 3 ? 'global modular needs values of each remainder by 3 (a grid of side 3 or more)' : undefined),
  sequences: (_, { n }) => {
    const out: { cells: number[]; automaton: Automaton }[] = [];
    for (let r = 0; r + 1 < n; r++)
      for (let c = 0; c + 1 < n; c++)
        out.push({ cells: [r * n + c, r * n + c + 1, (r + 1) * n + c, (r + 1) * n + c + 1], automaton: remaindersAutomaton });
    return out;
  },
  iss: { flags: { GlobalMod: [{ kind: 'global-mod' }] } },
  example: () => ({ kind: 'global-mod' }),
  description:
    'every 2x2 square of cells holds a value of each remainder divided by 3 (one of 1, 4, 7, one of 2, 5, 8 and one of 3, 6, 9 on a 9x9)',
  drawing: 'list',
};
