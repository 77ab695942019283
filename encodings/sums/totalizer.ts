// Generalized totalizer (Joshi, Martins & Manquinho, "Generalized totalizer encoding for
// pseudo-Boolean constraints", CP 2015), once for sum ≤ S and once, on each cell's complements
// (its largest weight less each weight), for sum ≥ S. A binary tree over the cells; a node has an
// output per partial sum its leaves can reach ("they add up to at least w", sums past S + 1 merged
// into S + 1); a leaf's outputs are its cell's values, a node's are implied by each pair of its
// children's outputs; the root's S + 1 is false.
import { type Emitter, type Lit, neg, type SumEncoding, type SumInput, sizeByCounting } from './sum-encoding.js';

/** A node's outputs: partial sum w (≥ 1) → "the leaves below add up to at least w". */
type Outputs = Map<number, Lit>;

/** Σ weight ≤ bound, each cell one of its (weight, literal) choices. */
function atMost(cells: readonly (readonly { weight: number; lit: Lit }[])[], bound: number, out: Emitter): void {
  const cap = bound + 1;
  const leaf = (choices: readonly { weight: number; lit: Lit }[]): Outputs => {
    const outputs: Outputs = new Map();
    const thresholds = [...new Set(choices.map((c) => Math.min(c.weight, cap)).filter((w) => w >= 1))].sort((a, b) => a - b);
    for (const w of thresholds) {
      const o = out.newVar();
      outputs.set(w, o);
      for (const c of choices) if (c.weight >= w) out.clause([neg(c.lit), o]);
    }
    return outputs;
  };
  const merge = (left: Outputs, right: Outputs): Outputs => {
    const outputs: Outputs = new Map();
    const terms = (side: Outputs): [number, Lit][] => [[0, true], ...side];
    for (const [a, la] of terms(left))
      for (const [b, rb] of terms(right)) {
        if (a + b === 0) continue;
        const s = Math.min(a + b, cap);
        let o = outputs.get(s);
        if (o === undefined) {
          o = out.newVar();
          outputs.set(s, o);
        }
        out.clause([neg(la), neg(rb), o]);
      }
    return outputs;
  };
  const build = (from: number, to: number): Outputs => {
    if (to - from === 1) return leaf(cells[from]!);
    const middle = (from + to) >> 1;
    return merge(build(from, middle), build(middle, to));
  };
  // The weights are never negative: below 0 no choice fits (and no threshold would be built).
  if (cells.length === 0 || bound < 0) {
    if (bound < 0) out.clause([]);
    return;
  }
  const over = build(0, cells.length).get(cap);
  if (over !== undefined) out.clause([neg(over)]);
}

function encodeTotalizer(input: SumInput, out: Emitter): void {
  if (input.cells.some((cell) => cell.length === 0)) {
    out.clause([]);
    return;
  }
  const cells = input.cells.map((cell) => cell.map((c) => ({ weight: c.value, lit: c.lit })));
  atMost(cells, input.sum, out);
  const most = input.cells.map((cell) => Math.max(...cell.map((c) => c.value)));
  const complements = input.cells.map((cell, i) => cell.map((c) => ({ weight: most[i]! - c.value, lit: c.lit })));
  atMost(complements, most.reduce((t, w) => t + w, 0) - input.sum, out);
}

export const totalizer: SumEncoding = {
  name: 'totalizer',
  aliases: ['gte'],
  description:
    'Joshi, Martins & Manquinho 2015: the generalized totalizer, a tree of partial sums, for sum ≤ S and on the complements for sum ≥ S',
  gloss: 'generalized totalizer',
  encode: encodeTotalizer,
  size: (m, sum, n, distinct) => sizeByCounting(encodeTotalizer, m, sum, n, distinct),
};
