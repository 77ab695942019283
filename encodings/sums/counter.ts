// Sequential weight counter (Hölldobler, Manthey & Steinke, "A compact encoding of pseudo-Boolean
// constraints into SAT", KI 2012), once for sum ≤ S and once, on the values' complements
// n + 1 − v (or against a larger weight's top), for sum ≥ S: order variables s(i, j) = "the first i cells add up to at least j",
// carried from cell to cell, with a clause for every value that would overflow.
import { type Emitter, type Lit, neg, type SumEncoding, type SumInput, sizeByCounting } from './sum-encoding.js';

/** Σ weight(cell i) ≤ bound, each cell one of its (weight, literal) choices. */
function atMost(cells: readonly (readonly { weight: number; lit: Lit }[])[], bound: number, out: Emitter): void {
  const m = cells.length;
  // s[j] for the cells so far: "they add up to at least j" (j = 1..bound); index 0 unused.
  let prev: Lit[] = [];
  for (let i = 0; i < m; i++) {
    const last = i === m - 1;
    const next: Lit[] = [false];
    if (!last) for (let j = 1; j <= bound; j++) next.push(out.newVar());
    const at = (s: Lit[], j: number): Lit => (j <= 0 ? true : (s[j] ?? false));
    if (!last && i > 0) for (let j = 1; j <= bound; j++) out.clause([neg(at(prev, j)), next[j]!]);
    for (const { weight, lit } of cells[i]!) {
      if (weight > bound) {
        out.clause([neg(lit)]);
        continue;
      }
      if (!last) for (let j = 1; j <= weight; j++) out.clause([neg(lit), next[j]!]);
      if (i > 0) {
        for (let j = 1; j <= bound - weight; j++) if (!last) out.clause([neg(at(prev, j)), neg(lit), next[j + weight]!]);
        // Overflow: the cells before already reach bound + 1 − weight.
        out.clause([neg(at(prev, bound + 1 - weight)), neg(lit)]);
      }
    }
    prev = next;
  }
}

function encodeCounter(input: SumInput, out: Emitter): void {
  const { cells, sum, n } = input;
  atMost(
    cells.map((cell) => cell.map(({ value, lit }) => ({ weight: value, lit }))),
    sum,
    out,
  );
  // Complements against n + 1, or against one more than a cell's largest weight where that is more (a pill's tens).
  const top = cells.map((cell) => Math.max(n, ...cell.map((c) => c.value)) + 1);
  atMost(
    cells.map((cell, i) => cell.map(({ value, lit }) => ({ weight: top[i]! - value, lit }))),
    top.reduce((t, w) => t + w, 0) - sum,
    out,
  );
}

export const counter: SumEncoding = {
  name: 'counter',
  aliases: ['swc', 'sequential'],
  description: 'Hölldobler, Manthey & Steinke 2012: sequential weight counters for sum ≤ S and, on complements, sum ≥ S',
  gloss: 'sequential weight counters',
  encode: encodeCounter,
  size: (m, sum, n, distinct) => sizeByCounting(encodeCounter, m, sum, n, distinct),
};
