// Pairwise (naive) at-most-one: one binary clause ¬xi ∨ ¬xj for every pair; no auxiliary variables.
import type { ClauseSink } from '../../src/cnf/sink.js';
import { type AmoEncoding, PAIR } from './encoding.js';

export function encodePairwise(lits: Int32Array, sink: ClauseSink): void {
  const m = lits.length;
  for (let i = 0; i < m; i++) {
    PAIR[0] = -lits[i]!;
    for (let j = i + 1; j < m; j++) {
      PAIR[1] = -lits[j]!;
      sink.addClause(PAIR);
    }
  }
}

export function pairwiseSize(m: number) {
  const clauses = m < 2 ? 0 : (m * (m - 1)) / 2;
  return { aux: 0, clauses, literals: 2 * clauses };
}

export const pairwise: AmoEncoding = {
  name: 'pairwise',
  aliases: ['naive', 'binomial'],
  description: 'one clause per pair of literals; no auxiliary variables; m(m-1)/2 clauses',
  encode: (lits, _pool, sink) => encodePairwise(lits, sink),
  size: pairwiseSize,
};
