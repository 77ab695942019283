import type { Ranking } from '../src/core/rules/index.js';
import { type Emitter, type Lit, neg } from './sums/sum-encoding.js';

/**
 * Lines ranked among others read as numbers (full rank), through order variables: for each other
 * line E of a ranked line G, "E equals G up to cell j" (the first cells holding the same value,
 * then each next pair of cells too) and "E is lower than G at cell j" (equal before it, lower
 * there); E reads lower when it is lower at some cell, and the same when it is equal to the end.
 * A unary counter then takes exactly `below` of the lower ones. The cells' comparisons are shared
 * by every ranking of the formula: "a and b hold the same value" and "a holds w or more", each a
 * variable defined both ways from the cells' value literals.
 */
export function encodeRankings(rankings: readonly Ranking[], n: number, lit: (cell: number, v: number) => Lit, out: Emitter): void {
  const fresh = (): number => out.newVar();
  /** A new variable for the conjunction of two literals (or the constant they fold to). */
  const and = (a: Lit, b: Lit): Lit => {
    if (a === false || b === false) return false;
    if (a === true) return b;
    if (b === true || a === b) return a;
    const t = fresh();
    out.clause([-t, a]);
    out.clause([-t, b]);
    out.clause([neg(a), neg(b), t]);
    return t;
  };
  /** A new variable for the disjunction of literals (or the constant they fold to). */
  const or = (terms: readonly Lit[]): Lit => {
    if (terms.includes(true)) return true;
    const open = terms.filter((t) => t !== false);
    if (open.length === 0) return false;
    if (open.length === 1) return open[0]!;
    const o = fresh();
    out.clause([-o, ...open]);
    for (const t of open) out.clause([neg(t), o]);
    return o;
  };

  const atLeast = new Map<number, Lit>();
  /** Cell a holds w or more. */
  const ge = (a: number, w: number): Lit => {
    if (w <= 1) return true;
    const key = a * (n + 1) + w;
    let g = atLeast.get(key);
    if (g === undefined) {
      g = or(Array.from({ length: n - w + 1 }, (_, k) => lit(a, w + k)));
      atLeast.set(key, g);
    }
    return g;
  };
  const sameMemo = new Map<number, Lit>();
  /** Cells a and b hold the same value. */
  const same = (a: number, b: number): Lit => {
    if (a === b) return true;
    const [x, y] = a < b ? [a, b] : [b, a];
    const key = x * n * n + y;
    let s = sameMemo.get(key);
    if (s === undefined) {
      s = or(Array.from({ length: n }, (_, k) => and(lit(x, k + 1), lit(y, k + 1))));
      sameMemo.set(key, s);
    }
    return s;
  };
  const lessMemo = new Map<number, Lit>();
  /** Cell a holds less than cell b. */
  const less = (a: number, b: number): Lit => {
    if (a === b) return false;
    const key = a * n * n + b;
    let l = lessMemo.get(key);
    if (l === undefined) {
      l = or(Array.from({ length: n }, (_, k) => and(lit(b, k + 1), neg(ge(a, k + 1)))));
      lessMemo.set(key, l);
    }
    return l;
  };

  for (const { line, others, below, untied } of rankings) {
    const lower: Lit[] = [];
    for (const [i, other] of others.entries()) {
      let equal = same(other[0]!, line[0]!);
      const lowerAt: Lit[] = [];
      for (let j = 1; j < line.length; j++) {
        lowerAt.push(and(equal, less(other[j]!, line[j]!)));
        equal = and(equal, same(other[j]!, line[j]!));
      }
      if (untied.includes(i)) out.clause([neg(equal)]);
      lower.push(or(lowerAt));
    }
    if (below !== undefined) exactly(lower, below, out, and, or);
  }
}

/** Exactly k of the literals hold: a unary counter, "at least j of the first i" for j up to k + 1. */
function exactly(lits: readonly Lit[], k: number, out: Emitter, and: (a: Lit, b: Lit) => Lit, or: (terms: readonly Lit[]) => Lit): void {
  // counts[j]: at least j of the literals read so far; counts[0] always holds.
  let counts: Lit[] = [true, ...Array.from({ length: k + 1 }, (): Lit => false)];
  for (const x of lits) counts = counts.map((c, j) => (j === 0 ? true : or([c, and(counts[j - 1]!, x)])));
  out.clause([counts[k]!]);
  out.clause([neg(counts[k + 1]!)]);
}
