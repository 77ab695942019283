import type { ClauseSink } from '../../src/cnf/sink.js';
import type { VarPool } from '../../src/cnf/var-pool.js';
import type { Named } from '../../src/core/registry.js';
import type { GroupSize } from '../amo/encoding.js';

/** A cell literal, or what a decided cell makes of it: `true` (it holds the value), `false` (it cannot). */
export type Lit = number | boolean;

/** The negation of a literal or constant. */
export const neg = (l: Lit): Lit => (typeof l === 'boolean' ? !l : -l);

/**
 * Where an encoding puts its clauses and gets its variables: a sink and a pool when it encodes,
 * counters when `size` runs it dry. Constants in a clause are folded: a true term drops the
 * clause, a false one drops the term.
 */
export interface Emitter {
  newVar(): number;
  clause(terms: readonly Lit[]): void;
}

/** An emitter that writes into a sink, drawing auxiliary variables from a pool. */
export function sinkEmitter(pool: VarPool, sink: ClauseSink): Emitter {
  let buffer = new Int32Array(16);
  return {
    newVar: () => pool.take(),
    clause(terms) {
      let m = 0;
      for (const t of terms) {
        if (t === true) return;
        if (t !== false) m++;
      }
      if (buffer.length < m) buffer = new Int32Array(m * 2);
      m = 0;
      for (const t of terms) if (t !== false) buffer[m++] = t as number;
      sink.addClause(buffer.subarray(0, m));
    },
  };
}

/** An emitter that only counts, for exact sizes without a formula. */
export function countingEmitter(): Emitter & { size: GroupSize } {
  const size = { aux: 0, clauses: 0, literals: 0 };
  return {
    size,
    newVar: () => ++size.aux,
    clause(terms) {
      if (terms.some((t) => t === true)) return;
      size.clauses++;
      size.literals += terms.filter((t) => typeof t === 'number').length;
    },
  };
}

/** One sum to encode: each cell's possible values with their literals, the target, and whether the cells differ. */
export interface SumInput {
  /** cells[i]: the values cell i may take, each with its literal (`true` when the cell is decided). */
  cells: readonly (readonly { value: number; lit: Lit }[])[];
  sum: number;
  /** The values of the cells are all different (a cage: the table encoding needs it). */
  distinct: boolean;
  /** The values are 1..n. */
  n: number;
  /** The sum as a person names it (`the cage = 45 at r1c1, r1c2, …`), for a refusal. */
  what?: string;
}

/** A sum encoding; its description is one line: the paper and the idea. */
export interface SumEncoding extends Named {
  /** Emits clauses allowing exactly the assignments of the cells whose values add up to the sum. */
  encode(input: SumInput, out: Emitter): void;
  /** Auxiliary variables, clauses and literals of a sum of m cells with every value 1..n open (`what` names it). */
  size(m: number, sum: number, n: number, distinct: boolean, what?: string): GroupSize;
}

/** Every cell open to every value 1..n, as fresh literals (for sizes). */
export function openInput(m: number, sum: number, n: number, distinct: boolean, what?: string): SumInput {
  return {
    ...(what !== undefined ? { what } : {}),
    cells: Array.from({ length: m }, (_, i) => Array.from({ length: n }, (_, v) => ({ value: v + 1, lit: i * n + v + 1 }))),
    sum,
    distinct,
    n,
  };
}

/** The size of an encoding, by running it on open cells into counters. */
export function sizeByCounting(
  encode: SumEncoding['encode'],
  m: number,
  sum: number,
  n: number,
  distinct: boolean,
  what?: string,
): GroupSize {
  const out = countingEmitter();
  encode(openInput(m, sum, n, distinct, what), out);
  return out.size;
}
