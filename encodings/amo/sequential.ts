// Sequential counter (Sinz 2005, "Towards an optimal CNF encoding of boolean cardinality constraints"):
// register s_i = "some x_1..x_i is true"; m-1 auxiliary variables, 3m-4 clauses.
import { type AmoEncoding, binaryClause } from './encoding.js';

export const sequential: AmoEncoding = {
  name: 'sequential',
  aliases: ['seq', 'sinz', 'ladder'],
  description: 'Sinz 2005 sequential counter; m-1 auxiliary variables, 3m-4 clauses',
  encode(lits, pool, sink) {
    const m = lits.length;
    if (m < 2) return;
    const s = pool.take(m - 1); // s_i is variable s + i - 1 (i = 1..m-1)
    binaryClause(sink, -lits[0]!, s);
    for (let i = 1; i < m - 1; i++) {
      const x = lits[i]!;
      binaryClause(sink, -x, s + i);
      binaryClause(sink, -(s + i - 1), s + i);
      binaryClause(sink, -x, -(s + i - 1));
    }
    binaryClause(sink, -lits[m - 1]!, -(s + m - 2));
  },
  size(m) {
    if (m < 2) return { aux: 0, clauses: 0, literals: 0 };
    return { aux: m - 1, clauses: 3 * m - 4, literals: 6 * m - 8 };
  },
};
