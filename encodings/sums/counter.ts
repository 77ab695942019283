// Sequential weight counter (Hölldobler, Manthey & Steinke, "A compact encoding of pseudo-Boolean
// constraints into SAT", KI 2012): a variable per reachable partial sum after each cell, set by
// the one before it and the cell's value; a partial sum that cannot reach the target, or a last
// one that misses it, is forbidden.
import { type Emitter, type Lit, neg, type SumEncoding, type SumInput, sizeByCounting } from './sum-encoding.js';

function encodeCounter(input: SumInput, out: Emitter): void {
  const { cells, sum, n } = input;
  const m = cells.length;
  // Partial sums after i cells that can still reach the target: i..i·n, and sum − (m − i)·n .. sum − (m − i).
  const lo = (i: number) => Math.max(i, sum - (m - i) * n);
  const hi = (i: number) => Math.min(i * n, sum - (m - i));
  let states = new Map<number, Lit>([[0, true]]);
  for (let i = 0; i < m; i++) {
    const next = new Map<number, Lit>();
    for (const [s, y] of states) {
      for (const { value, lit } of cells[i]!) {
        const t = s + value;
        if (t < lo(i + 1) || t > hi(i + 1)) {
          out.clause([neg(y), neg(lit)]);
          continue;
        }
        if (i + 1 === m) continue; // t is the sum: nothing more to say
        let z = next.get(t);
        if (z === undefined) {
          z = out.newVar();
          next.set(t, z);
        }
        out.clause([neg(y), neg(lit), z]);
      }
    }
    states = next;
  }
}

export const counter: SumEncoding = {
  name: 'counter',
  aliases: ['swc', 'sequential'],
  description: 'Hölldobler, Manthey & Steinke 2012: sequential weight counter, a variable per reachable partial sum',
  encode: encodeCounter,
  size: (m, sum, n, distinct) => sizeByCounting(encodeCounter, m, sum, n, distinct),
};
