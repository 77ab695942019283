import type { Deadline } from '../core/deadline.js';

/** The solves that follow the digging: the final uniqueness proof, and the rating's search effort. */
const SOLVES_AFTER_DIGGING = 2;

/**
 * The time the digging leaves before the deadline for the solves that must follow it, so that a
 * generated puzzle is proved and rated within the time limit: each such solve builds and solves the
 * puzzle's whole formula, as the longest check of a removal so far did.
 */
export class FinishReserve {
  private longestMs = 0;

  /** Notes how long one removal's SAT check took. */
  record(ms: number): void {
    this.longestMs = Math.max(this.longestMs, ms);
  }

  /** Runs one removal's SAT check, timed. */
  async timed<T>(check: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await check();
    } finally {
      this.record(performance.now() - started);
    }
  }

  /** Whether the digging must stop now to finish by `deadline`. */
  due(deadline: Deadline): boolean {
    return deadline.passed(SOLVES_AFTER_DIGGING * this.longestMs);
  }
}
