/** The steps of one puzzle a time limit can stop, as a verdict names them. */
export type Phase =
  | 'reading'
  | 'propagation'
  | 'logic'
  | 'encoding'
  | 'loading the formula'
  | 'writing the formula'
  | 'search'
  | 'decoding'
  | 'checking the proof'
  | 'generating';

/** A time limit reached in some phase: the route turns it into an `unknown` verdict. */
export class TimeLimitReached extends Error {
  constructor(
    readonly phase: Phase,
    readonly seconds: number,
  ) {
    super(`timeout after ${seconds.toFixed(1)} s (${phase})`);
    this.name = 'TimeLimitReached';
  }
}

/**
 * A wall-clock limit for everything done for one puzzle, from reading it to decoding its model.
 * Without a limit it never passes.
 */
export class Deadline {
  private constructor(
    private readonly started: number,
    private readonly at: number,
  ) {}

  /** A deadline `ms` from now (none when undefined). */
  static after(ms: number | undefined, started = performance.now()): Deadline {
    return new Deadline(started, ms === undefined ? Infinity : started + ms);
  }

  /** The same moment for another thread, whose clock starts elsewhere: a deadline at `epochMs` (Unix time), if any. */
  static atEpoch(epochMs: number | undefined): Deadline {
    return epochMs === undefined ? NO_DEADLINE : Deadline.after(epochMs - performance.timeOrigin - performance.now());
  }

  /** When it passes, in Unix time milliseconds; undefined without a limit. */
  epochMs(): number | undefined {
    return this.limited ? performance.timeOrigin + this.at : undefined;
  }

  get limited(): boolean {
    return this.at !== Infinity;
  }

  /** Milliseconds left (at least 1 while limited, so a solver still gets a positive limit); undefined without a limit. */
  remainingMs(): number | undefined {
    return this.limited ? Math.max(1, this.at - performance.now()) : undefined;
  }

  /** Whether it has passed, or will within `marginMs`. */
  passed(marginMs = 0): boolean {
    return performance.now() + marginMs > this.at;
  }

  /** Seconds since the clock started. */
  elapsed(): number {
    return (performance.now() - this.started) / 1000;
  }

  /** Throws TimeLimitReached, naming `phase`, once the deadline has passed. */
  check(phase: Phase): void {
    if (this.passed()) throw new TimeLimitReached(phase, this.elapsed());
  }
}

/** Never passes. */
export const NO_DEADLINE = Deadline.after(undefined);
