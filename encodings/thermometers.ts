import { type Named, type NameOf, Registry } from '../src/core/registry.js';
import type { GroupSize } from './amo/encoding.js';
import { type Emitter, type Lit, neg } from './sums/sum-encoding.js';

/**
 * Encodings of thermometers (values strictly increasing along a chain of cells). `lit(cell, v)`
 * gives a cell's value literal (or a constant under `eliminate`).
 */
export interface ThermometerEncoding extends Named {
  /** Emits the clauses of the chains; cells in several chains are encoded once where that matters. */
  encode(chains: readonly (readonly number[])[], n: number, lit: (cell: number, v: number) => Lit, out: Emitter): void;
  /** The size for chains of these lengths (cells counted once) with every value open. */
  size(chains: readonly (readonly number[])[], n: number): GroupSize;
}

/** Every edge (a, b) of the chains: b comes right after a. */
const edges = (chains: readonly (readonly number[])[]) => chains.flatMap((c) => c.slice(1).map((b, i) => [c[i]!, b] as const));

/** The direct form: for each step of a chain, every pair of values that does not increase is forbidden. */
export const direct: ThermometerEncoding = {
  name: 'direct',
  aliases: [],
  description: 'for each step a → b, a binary clause per pair of values v ≥ w forbidding a = v with b = w',
  gloss: 'a clause per pair of values out of order',
  encode(chains, n, lit, out) {
    for (const [a, b] of edges(chains))
      for (let v = 1; v <= n; v++) for (let w = 1; w <= v; w++) out.clause([neg(lit(a, v)), neg(lit(b, w))]);
  },
  size(chains, n) {
    const clauses = edges(chains).length * ((n * (n + 1)) / 2);
    return { aux: 0, clauses, literals: 2 * clauses };
  },
};

/**
 * Order variables, made for a cell the first time it is asked for: `ge(cell, v)` is "cell ≥ v",
 * tied to the cell's value literals (true for v ≤ 1, false past n).
 */
export function orderVariables(n: number, lit: (cell: number, v: number) => Lit, out: Emitter): (cell: number, v: number) => Lit {
  const atLeast = new Map<number, Lit[]>();
  return (cell, v) => {
    if (v <= 1) return true;
    if (v > n) return false;
    let vars = atLeast.get(cell);
    if (!vars) {
      vars = [true, true];
      for (let w = 2; w <= n; w++) vars.push(out.newVar());
      atLeast.set(cell, vars);
      for (let w = 2; w <= n; w++) out.clause([neg(lit(cell, w)), vars[w]!]);
      for (let w = 1; w < n; w++) out.clause([neg(lit(cell, w)), neg(vars[w + 1]!)]);
      for (let w = 3; w <= n; w++) out.clause([neg(vars[w]!), vars[w - 1]!]);
    }
    return vars[v]!;
  };
}

/**
 * The order encoding (Tamura, Taga, Kitagawa & Banbara, "Compiling finite linear CSP into SAT",
 * Constraints 2009): a variable o(c, v) = "c ≥ v" for v = 2..n, tied to the cell's value
 * literals, and each step a → b as "a ≥ v implies b ≥ v + 1".
 */
export const order: ThermometerEncoding = {
  name: 'order',
  aliases: [],
  description: 'Tamura et al. 2009: order variables c ≥ v tied to the values, each step a → b as a ≥ v ⇒ b ≥ v + 1',
  gloss: 'order variables',
  encode(chains, n, lit, out) {
    const ge = orderVariables(n, lit, out);
    for (const [a, b] of edges(chains)) for (let v = 1; v <= n; v++) out.clause([neg(ge(a, v)), ge(b, v + 1)]);
  },
  size(chains, n) {
    const cells = new Set(chains.flat()).size;
    const steps = edges(chains).length;
    // Per cell: n − 1 variables and 3n − 4 clauses of two literals; per step: one unit (b ≥ 2),
    // n − 2 binary clauses and one unit (a < n).
    const clauses = cells * (3 * n - 4) + steps * n;
    return { aux: cells * (n - 1), clauses, literals: 2 * cells * (3 * n - 4) + steps * (2 + 2 * (n - 2)) };
  },
};

export const THERMOMETERS = new Registry('thermometer encoding', { direct, order });
export const THERMOMETER_ENCODINGS = THERMOMETERS.entries;
export const THERMOMETER_ENCODING_NAMES = THERMOMETERS.names;
export type ThermometerEncodingName = NameOf<typeof THERMOMETERS>;
export const DEFAULT_THERMOMETER_ENCODING: ThermometerEncodingName = 'order';

export function thermometerEncoding(name: string): ThermometerEncoding {
  return THERMOMETERS.get(name);
}
