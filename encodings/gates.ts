import { type Emitter, type Lit, neg } from './sums/sum-encoding.js';

// Gates over literals that fold to a constant or an input where they can, each new variable
// defined both ways, shared by the encodings that build their own auxiliary variables.

/** A variable for a ∧ b (a constant where either is one, the other where one is true or both are the same). */
export function and(a: Lit, b: Lit, out: Emitter): Lit {
  if (a === false || b === false) return false;
  if (a === true) return b;
  if (b === true || a === b) return a;
  const e = out.newVar();
  out.clause([-e, a]);
  out.clause([-e, b]);
  out.clause([-a, -b, e]);
  return e;
}

/** A variable for the disjunction of the terms (a constant, or the one open term, where they fold to it). */
export function or(terms: readonly Lit[], out: Emitter): Lit {
  if (terms.includes(true)) return true;
  const open = terms.filter((t) => t !== false);
  if (open.length === 0) return false;
  if (open.length === 1) return open[0]!;
  const o = out.newVar();
  out.clause([-o, ...open]);
  for (const t of open) out.clause([neg(t), o]);
  return o;
}

/**
 * A sequential counter over the terms: entry j (0 ≤ j ≤ m) is "at least j of the terms", each
 * "at least j of the first i" defined both ways from the first i − 1 and the i-th term.
 */
export function atLeastCounts(terms: readonly Lit[], m: number, out: Emitter): Lit[] {
  let before: Lit[] = [true, ...Array<Lit>(m).fill(false)];
  for (const term of terms) {
    const now: Lit[] = [true];
    for (let j = 1; j <= m; j++) {
      const [stay, step] = [before[j]!, before[j - 1]!];
      if (stay === true || (step === true && term === true)) now.push(true);
      else if (step === false && stay === false) now.push(false);
      else {
        const e = out.newVar();
        out.clause([neg(stay), e]);
        out.clause([neg(step), neg(term), e]);
        out.clause([-e, stay, step]);
        out.clause([-e, stay, term]);
        now.push(e);
      }
    }
    before = now;
  }
  return before;
}
