import type { ClauseSink } from '../../src/cnf/sink.js';
import type { VarPool } from '../../src/cnf/var-pool.js';
import type { Named } from '../../src/core/registry.js';

/** Exact size of an at-most-one encoding of one group. */
export interface GroupSize {
  aux: number;
  clauses: number;
  literals: number;
}

/** An at-most-one encoding; its description is one line: the paper and the idea. */
export interface AmoEncoding extends Named {
  /** Emits clauses allowing at most one of `lits` to be true; auxiliary variables come from `pool`. */
  encode(lits: Int32Array, pool: VarPool, sink: ClauseSink): void;
  /** Auxiliary variables, clauses and literals `encode` emits for a group of m literals. */
  size(m: number): GroupSize;
}

/** A scratch clause: sinks copy what they keep, so this one is reused for every binary clause. */
export const PAIR = new Int32Array(2);

export function binaryClause(sink: ClauseSink, a: number, b: number): void {
  PAIR[0] = a;
  PAIR[1] = b;
  sink.addClause(PAIR);
}
