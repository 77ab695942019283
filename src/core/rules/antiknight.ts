import { equalValues, pairsByMoves, type RuleKind } from './rule.js';

export type AntiKnight = { kind: 'antiknight' };

/** Anti-knight: cells a chess knight's move apart never hold the same value. */
export const antiknight: RuleKind<AntiKnight> = {
  kind: 'antiknight',
  label: () => 'anti-knight',
  family: 'antiknight',
  anyValues: true,
  problem: () => undefined,
  pairs: (_, { n }) =>
    pairsByMoves(n, [
      [1, 2],
      [2, 1],
      [1, -2],
      [2, -1],
    ]),
  forbids: () => equalValues,
  fpuzzles: { flags: { antiknight: [{ kind: 'antiknight' }] } },
  iss: { flags: { AntiKnight: [{ kind: 'antiknight' }] } },
  example: () => ({ kind: 'antiknight' }),
  description: "cells a chess knight's move apart never hold the same value",
  drawing: 'list',
};
