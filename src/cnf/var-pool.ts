/**
 * Hands out auxiliary variables. Every at-most-one group draws from the same pool, so auxiliary
 * variables of different groups never collide; the pool starts after the n³ cell variables.
 */
export class VarPool {
  readonly first: number;
  private nextVar: number;

  constructor(first: number) {
    this.first = first;
    this.nextVar = first;
  }

  /** `count` fresh consecutive variables; returns the first. */
  take(count = 1): number {
    const v = this.nextVar;
    this.nextVar += count;
    return v;
  }

  /** Number of variables handed out so far. */
  get used(): number {
    return this.nextVar - this.first;
  }
}
