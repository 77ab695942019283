import type { Ranking } from '../src/core/rules/index.js';
import { and as andGate, atLeastCounts, or as orGate } from './gates.js';
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
  const and = (a: Lit, b: Lit): Lit => andGate(a, b, out);
  const or = (terms: readonly Lit[]): Lit => orGate(terms, out);

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
    if (below !== undefined) exactly(lower, below, out);
  }
}

/** Exactly k of the literals hold: a sequential counter up to k + 1. */
function exactly(lits: readonly Lit[], k: number, out: Emitter): void {
  const counts = atLeastCounts(lits, k + 1, out);
  out.clause([counts[k]!]);
  out.clause([neg(counts[k + 1]!)]);
}
