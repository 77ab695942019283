// Binary / bitwise encoding (Frisch & Peugniez 2001; Prestwich): literal i forces the ⌈log₂ m⌉
// auxiliary bits to spell i, so two true literals would need two spellings; m·⌈log₂ m⌉ clauses.
import { type AmoEncoding, binaryClause } from './encoding.js';

function bitsFor(m: number): number {
  return m < 2 ? 0 : Math.ceil(Math.log2(m));
}

export const binary: AmoEncoding = {
  name: 'binary',
  aliases: ['bitwise', 'log'],
  description: 'Frisch & Peugniez 2001 binary (bitwise); ⌈log₂ m⌉ auxiliary variables, m·⌈log₂ m⌉ clauses',
  encode(lits, pool, sink) {
    const m = lits.length;
    const bits = bitsFor(m);
    if (bits === 0) return;
    const b = pool.take(bits);
    for (let i = 0; i < m; i++) {
      for (let j = 0; j < bits; j++) binaryClause(sink, -lits[i]!, (i >> j) & 1 ? b + j : -(b + j));
    }
  },
  size(m) {
    const bits = bitsFor(m);
    return { aux: bits, clauses: m * bits, literals: 2 * m * bits };
  },
};
