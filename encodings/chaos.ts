import type { RegionCount } from '../src/core/rules/index.js';
import type { ClauseSink } from '../src/cnf/sink.js';
import type { VarPool } from '../src/cnf/var-pool.js';
import type { AmoEncoding } from './amo/encoding.js';
import { and, atLeastCounts } from './gates.js';
import { type Emitter, type Lit, neg } from './sums/sum-encoding.js';

/**
 * The regions a chaos construction builds (docs/variants.md, "Chaos construction"): each cell's
 * region label as variables x(c, k), exactly one per cell, and for each label and value at most
 * one (and at least one) cell of that region holding it, so every region holds n cells and every
 * value once. The labels come in the order of the regions' first cells (a label after the one
 * before it has appeared: value precedence), so each cut has one labelling, and a region's first
 * cell is its root. Connectivity by distances from the root: d(c, t) "c is at most t steps from
 * its root inside its region", true at the root for t = 0, true for t when a neighbour of the
 * same region is so for t − 1, and true for every cell at t = n − 1; each such variable is
 * defined both ways, so a model is fixed by the values and the cut. A count (chaos arrows and
 * counts, region counts) is its control cell's value tied to a sum of such variables: "the arm's
 * cells up to here share the start's region", or "region k holds one of the cells" (`encodeCount`).
 */
export function encodePartition(
  n: number,
  together: readonly (readonly number[])[],
  counts: readonly RegionCount[],
  lit: (cell: number, v: number) => Lit,
  out: Emitter,
  amo: AmoEncoding,
  pool: VarPool,
  sink: ClauseSink,
): void {
  const size = n * n;
  const fresh = (m: number) => Int32Array.from({ length: m }, () => out.newVar());
  const labels = fresh(size * n);
  const x = (c: number, k: number) => labels[c * n + k]!;
  for (let c = 0; c < size; c++) {
    const own = labels.subarray(c * n, (c + 1) * n);
    out.clause([...own]);
    amo.encode(own, pool, sink);
  }
  // seen(c, k): some cell up to c has label k.
  const seenVars = fresh(size * n);
  const seen = (c: number, k: number): Lit => (c < 0 ? false : seenVars[c * n + k]!);
  const roots = fresh(size);
  for (let c = 0; c < size; c++)
    for (let k = 0; k < n; k++) {
      out.clause([-x(c, k), seen(c, k)]);
      out.clause([neg(seen(c - 1, k)), seen(c, k)]);
      out.clause([neg(seen(c, k)), x(c, k), seen(c - 1, k)]);
      if (k > 0) out.clause([-x(c, k), seen(c - 1, k - 1)]);
      out.clause([-x(c, k), seen(c - 1, k), roots[c]!]);
      out.clause([-roots[c]!, -x(c, k), neg(seen(c - 1, k))]);
    }
  for (let k = 0; k < n; k++)
    for (let v = 1; v <= n; v++) {
      const holders: number[] = [];
      for (let c = 0; c < size; c++) {
        const value = lit(c, v);
        if (value === false) continue;
        if (value === true) {
          holders.push(x(c, k));
          continue;
        }
        const y = out.newVar();
        out.clause([-y, x(c, k)]);
        out.clause([-y, value]);
        out.clause([-x(c, k), -value, y]);
        holders.push(y);
      }
      out.clause(holders);
      amo.encode(Int32Array.from(holders), pool, sink);
    }
  // same(c, d) for orthogonal neighbours: one region holds both.
  const same = new Map<number, number>();
  const neighbours = (c: number) =>
    [c >= n ? c - n : -1, c % n > 0 ? c - 1 : -1, c % n < n - 1 ? c + 1 : -1, c + n < size ? c + n : -1].filter((d) => d >= 0);
  const sameOf = (c: number, d: number) => same.get(Math.min(c, d) * size + Math.max(c, d))!;
  for (let c = 0; c < size; c++)
    for (const d of neighbours(c)) {
      if (d < c) continue;
      const e = out.newVar();
      same.set(c * size + d, e);
      for (let k = 0; k < n; k++) {
        out.clause([-x(c, k), -x(d, k), e]);
        out.clause([-e, -x(c, k), x(d, k)]);
        out.clause([-e, -x(d, k), x(c, k)]);
      }
    }
  const distance = new Int32Array(size * n);
  for (let c = 0; c < size; c++) {
    distance[c * n] = roots[c]!;
    for (let t = 1; t < n; t++) distance[c * n + t] = out.newVar();
  }
  const d = (c: number, t: number) => distance[c * n + t]!;
  for (let c = 0; c < size; c++)
    for (let t = 1; t < n; t++) {
      out.clause([-d(c, t - 1), d(c, t)]);
      const steps: number[] = [];
      for (const p of neighbours(c)) {
        const s = out.newVar();
        out.clause([-s, sameOf(c, p)]);
        out.clause([-s, d(p, t - 1)]);
        out.clause([-sameOf(c, p), -d(p, t - 1), s]);
        out.clause([-s, d(c, t)]);
        steps.push(s);
      }
      out.clause([-d(c, t), d(c, t - 1), ...steps]);
    }
  for (let c = 0; c < size; c++) out.clause([d(c, n - 1)]);
  // same(c, d) for any two cells a count reads: a neighbour pair's variable, or one of its own.
  const sameAs = (c: number, d: number): Lit => {
    if (c === d) return true;
    const key = Math.min(c, d) * size + Math.max(c, d);
    let e = same.get(key);
    if (e === undefined) {
      e = out.newVar();
      same.set(key, e);
      for (let k = 0; k < n; k++) {
        out.clause([-x(c, k), -x(d, k), e]);
        out.clause([-e, -x(c, k), x(d, k)]);
        out.clause([-e, -x(d, k), x(c, k)]);
      }
    }
    return e;
  };
  for (const count of counts) {
    const terms: Lit[] = [];
    if (count.regionsOf) {
      // held(k): region k holds one of the cells.
      for (let k = 0; k < n; k++) {
        const held = out.newVar();
        out.clause([-held, ...count.regionsOf.map((c) => x(c, k))]);
        for (const c of count.regionsOf) out.clause([-x(c, k), held]);
        terms.push(held);
      }
    } else
      for (const arm of count.arms ?? []) {
        // run(i): the arm's cells up to i share the start's region.
        let run: Lit = true;
        for (const cell of arm.slice(1)) {
          run = and(run, sameAs(arm[0]!, cell), out);
          terms.push(run);
        }
      }
    encodeCount(terms, count.regionsOf ? 0 : 1 - count.offset, (v) => lit(count.control, v), n, out);
  }
  for (const group of together)
    for (let i = 1; i < group.length; i++)
      for (let k = 0; k < n; k++) {
        out.clause([-x(group[i - 1]!, k), x(group[i]!, k)]);
        out.clause([-x(group[i]!, k), x(group[i - 1]!, k)]);
      }
}

/**
 * A cell's value is `base` plus how many of the terms are true: a sequential counter, at(i, j)
 * "at least j of the first i terms", each defined both ways, the value ruling out every count but
 * its own and each exact count asking for its value. It counts up to one past the largest value's
 * count (what no value allows), so it grows with the terms times the side, not the terms squared.
 */
function encodeCount(terms: readonly Lit[], base: number, value: (v: number) => Lit, n: number, out: Emitter): void {
  const m = Math.min(terms.length, Math.max(0, n - base + 1));
  const before = atLeastCounts(terms, m, out);
  const atLeast = (j: number): Lit => (j <= 0 ? true : j > m ? false : before[j]!);
  for (let v = 1; v <= n; v++) {
    const j = v - base;
    out.clause([neg(value(v)), atLeast(j)]);
    out.clause([neg(value(v)), neg(atLeast(j + 1))]);
  }
  // Exactly j (at least j and not j + 1): the value j + base; past the counter's top, none.
  for (let j = 0; j <= m; j++) {
    const v = j + base;
    out.clause([neg(atLeast(j)), atLeast(j + 1), ...(v >= 1 && v <= n ? [value(v)] : [])]);
  }
}
