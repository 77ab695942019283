import type { Automaton } from './automaton.js';
import { entropicGroups } from './entropic.js';
import type { RuleKind } from './rule.js';

/** Global entropy: every 2x2 square of cells holds a low, a middle and a high value. */
export type GlobalEntropy = { kind: 'global-entropy' };

/** Reading a square's four cells: the groups seen (bits); at the end all three. */
function groupsAutomaton(n: number): Automaton {
  const groups = entropicGroups(n);
  return {
    start: 0,
    next: (seen, v) => Number(seen) | (1 << groups[v]!),
    accepts: (seen) => seen === 7,
  };
}

/** The four cells of each 2x2 square of the grid. */
function squares(n: number): number[][] {
  const out: number[][] = [];
  for (let r = 0; r + 1 < n; r++)
    for (let c = 0; c + 1 < n; c++) out.push([r * n + c, r * n + c + 1, (r + 1) * n + c, (r + 1) * n + c + 1]);
  return out;
}

/** Global entropy: every 2x2 square holds a low, a middle and a high value (1-3, 4-6, 7-9 on a 9x9). */
export const globalEntropy: RuleKind<GlobalEntropy> = {
  kind: 'global-entropy',
  label: () => 'global entropy',
  family: 'global-entropy',
  problem: (_, { n }) => (n < 3 ? 'global entropy needs low, middle and high values (a grid of side 3 or more)' : undefined),
  sequences: (_, { n }) => {
    const automaton = groupsAutomaton(n);
    return squares(n).map((cells) => ({ cells, automaton }));
  },
  // ISS has it on grids of the values 1-9 alone, where its groups are these.
  iss: { flags: { GlobalEntropy: [{ kind: 'global-entropy' }] } },
  example: () => ({ kind: 'global-entropy' }),
  description: 'every 2x2 square of cells holds a low, a middle and a high value (1-3, 4-6, 7-9 on a 9x9)',
  drawing: 'list',
};
