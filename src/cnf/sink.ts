/** A clause: non-zero literals, `-v` for the negation of variable v. */
export type Clause = Int32Array | readonly number[];

/**
 * Where clauses go. The encoder streams every clause into a sink; `lits` is only valid during
 * the call (callers reuse their arrays), so a sink that keeps clauses must copy them.
 */
export interface ClauseSink {
  addClause(lits: Clause): void;
}

/** Counts clauses, literals and the largest variable without storing anything. */
export class ClauseCounter implements ClauseSink {
  clauses = 0;
  literals = 0;
  maxVariable = 0;
  private readonly seen: Uint8Array | undefined;
  private distinct = 0;

  /** With `trackUpTo`, also counts the distinct variables 1..trackUpTo that occur. */
  constructor(trackUpTo?: number) {
    this.seen = trackUpTo === undefined ? undefined : new Uint8Array(trackUpTo + 1);
  }

  addClause(lits: Clause): void {
    this.clauses++;
    this.literals += lits.length;
    for (let i = 0; i < lits.length; i++) {
      const v = Math.abs(lits[i]!);
      if (v > this.maxVariable) this.maxVariable = v;
      if (this.seen && v < this.seen.length && this.seen[v] === 0) {
        this.seen[v] = 1;
        this.distinct++;
      }
    }
  }

  /** Distinct variables seen (only when tracking was asked for). */
  get usedVariables(): number {
    return this.distinct;
  }
}

/** Keeps clauses in flat typed arrays: for tests, blocking clauses and solvers fed more than once. */
export class ClauseBuffer implements ClauseSink {
  private lits: Int32Array = new Int32Array(1024);
  private starts: Int32Array = new Int32Array(256);
  private size = 0;
  private used = 0;

  addClause(lits: Clause): void {
    if (this.size + 1 >= this.starts.length) this.starts = grow(this.starts, this.size + 2);
    if (this.used + lits.length > this.lits.length) this.lits = grow(this.lits, this.used + lits.length);
    for (let i = 0; i < lits.length; i++) this.lits[this.used + i] = lits[i]!;
    this.starts[this.size] = this.used;
    this.used += lits.length;
    this.size++;
    this.starts[this.size] = this.used;
  }

  get length(): number {
    return this.size;
  }

  get literalCount(): number {
    return this.used;
  }

  /** Clause i as a view into the buffer. */
  clause(i: number): Int32Array {
    return this.lits.subarray(this.starts[i]!, this.starts[i + 1]!);
  }

  *[Symbol.iterator](): IterableIterator<Int32Array> {
    for (let i = 0; i < this.size; i++) yield this.clause(i);
  }
}

function grow(a: Int32Array, atLeast: number): Int32Array {
  const bigger = new Int32Array(Math.max(atLeast, a.length * 2));
  bigger.set(a);
  return bigger;
}
