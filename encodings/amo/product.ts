// Product encoding (Chen 2010, "A new SAT encoding of the at-most-one constraint"): literals on a
// p×q grid imply their row and column variables, and at most one row and one column may be true
// (recursively); about 2√m auxiliary variables and 2m + 4√m clauses.
import { type AmoEncoding, binaryClause, type GroupSize } from './encoding.js';
import { encodePairwise, pairwiseSize } from './pairwise.js';

/** Up to this many literals pairwise is no larger, so the recursion stops there. */
const BASE = 4;

function shape(m: number): { rows: number; cols: number } {
  const cols = Math.ceil(Math.sqrt(m));
  return { rows: Math.ceil(m / cols), cols };
}

function sequenceFrom(first: number, count: number): Int32Array {
  const a = new Int32Array(count);
  for (let i = 0; i < count; i++) a[i] = first + i;
  return a;
}

export const product: AmoEncoding = {
  name: 'product',
  aliases: ['chen'],
  description: 'Chen 2010 product, recursive; about 2√m auxiliary variables, 2m + 4√m clauses',
  encode(lits, pool, sink) {
    const m = lits.length;
    if (m <= BASE) return encodePairwise(lits, sink);
    const { rows, cols } = shape(m);
    const u = pool.take(rows);
    const v = pool.take(cols);
    for (let i = 0; i < m; i++) {
      binaryClause(sink, -lits[i]!, u + Math.floor(i / cols));
      binaryClause(sink, -lits[i]!, v + (i % cols));
    }
    product.encode(sequenceFrom(u, rows), pool, sink);
    product.encode(sequenceFrom(v, cols), pool, sink);
  },
  size(m): GroupSize {
    if (m <= BASE) return pairwiseSize(m);
    const { rows, cols } = shape(m);
    const r = product.size(rows);
    const c = product.size(cols);
    return {
      aux: rows + cols + r.aux + c.aux,
      clauses: 2 * m + r.clauses + c.clauses,
      literals: 4 * m + r.literals + c.literals,
    };
  },
};
