import { equalValues, pairsByMoves, type RuleKind } from './rule.js';

export type AntiKing = { kind: 'antiking' };

/**
 * Anti-king: cells a king's move apart never hold the same value. Orthogonal neighbours share a
 * row or column already, so the rule's own pairs are the diagonal neighbours.
 */
export const antiking: RuleKind<AntiKing> = {
  kind: 'antiking',
  label: () => 'anti-king',
  family: 'antiking',
  anyValues: true,
  problem: () => undefined,
  pairs: (_, { n }) =>
    pairsByMoves(n, [
      [1, 1],
      [1, -1],
    ]),
  forbids: () => equalValues,
  fpuzzles: { flags: { antiking: [{ kind: 'antiking' }] } },
  iss: { flags: { AntiKing: [{ kind: 'antiking' }] } },
  example: () => ({ kind: 'antiking' }),
  description: "cells a chess king's move apart (diagonal neighbours too) never hold the same value",
  drawing: 'list',
};
