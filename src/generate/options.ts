// The options of the generator, what it reports, and the limits its checks get.
import type { Grid } from '../core/grid.js';
import type { RatingLevel } from './rate.js';

/** How the complete grid is made: random givens then a solve, or a search of the empty grid in random order. */
export const GRID_METHODS = ['search', 'filling'] as const;
export type GridMethod = (typeof GRID_METHODS)[number];
export const SYMMETRIES = ['none', 'rotational'] as const;
export type Symmetry = (typeof SYMMETRIES)[number];
/**
 * How a removal is checked: `incremental` asks one solver, kept for the whole grid, with the
 * givens as assumptions; `fresh` builds the small formula of what propagation leaves open and asks
 * a new solver. By default `incremental` up to 16x16 and `fresh` from 25x25, the faster of the two
 * at each size (docs/decisions/08-generating-minimal-puzzles.md).
 */
export const CHECK_METHODS = ['incremental', 'fresh'] as const;
export type CheckMethod = (typeof CHECK_METHODS)[number];
export const defaultCheckMethod = (n: number): CheckMethod => (n <= 16 ? 'incremental' : 'fresh');

export interface GenerateOptions {
  /** The box side of square k×k boxes (k = 3: 9×9); or `box`. */
  k?: number;
  /** The box shape, rows x columns: `2x3` for 6×6 (plain text, so options cross to worker threads). */
  box?: string;
  seed: number;
  /** A variant: `jigsaw` (random regions) and rule names (`x`, `antiknight`, …) joined with `+`. */
  variant?: string;
  /** Stop digging once the puzzle has at most this many givens; without it the puzzle is minimal. */
  givens?: number;
  symmetry?: Symmetry;
  /** Limit per uniqueness check; a check that hits it keeps its given (the puzzle stays proved unique). */
  checkTimeoutMs?: number;
  /**
   * Conflict limit per uniqueness check, likewise; unlike a time limit it gives the same puzzle on
   * any machine. From 36×36 the default is LARGE_GRID_CHECK_CONFLICTS, unless `minimal` is set.
   */
  checkConflicts?: number;
  gridMethod?: GridMethod;
  checkMethod?: CheckMethod;
  /**
   * Make a puzzle that `rate` puts at exactly this level: givens are dug out while the level
   * below still solves the puzzle, then while this level does (`search`: while it stays unique),
   * and grids are tried until the result needs that level.
   */
  difficulty?: RatingLevel;
  /**
   * Minimal: no given can go at all. With `difficulty`, whatever logic the puzzle would then need;
   * from 36×36, checks get no default conflict limit (they may take very long).
   */
  minimal?: boolean;
  /**
   * Wall-clock limit for the puzzle: digging stops there, and the puzzle dug so far (every removal
   * kept was proved to keep it unique) is the result, not minimal. With a difficulty, no grid is
   * started past it (TimeLimitReached).
   */
  timeoutMs?: number;
  /**
   * Worker threads asking the digging's SAT questions, two at once: the next cell's question is
   * asked assuming the current given stays (as nearly every late one does); the puzzle made is
   * the same as with one. Cells alone only (no symmetry).
   */
  jobs?: number;
}

/**
 * From this grid side on, each uniqueness check gets LARGE_GRID_CHECK_CONFLICTS unless the caller
 * sets a limit or asks for a minimal puzzle: as in the DTU report's generator, which gave its
 * checks a timeout. A 36×36 check that finds another solution often needs far more conflicts, and
 * nearly half of a 36×36 dig's checks do: the limit trades a few givens for minutes
 * (docs/decisions/08-generating-minimal-puzzles.md).
 */
export const LARGE_GRID_N = 36;
export const LARGE_GRID_CHECK_CONFLICTS = 300;

/** The limits each uniqueness check of a dig gets. */
export function checkLimitsOf(n: number, options: Pick<GenerateOptions, 'checkTimeoutMs' | 'checkConflicts' | 'minimal'>): CheckLimits {
  const { checkTimeoutMs, checkConflicts } = options;
  const conflicts =
    checkConflicts ?? (n >= LARGE_GRID_N && !options.minimal && checkTimeoutMs === undefined ? LARGE_GRID_CHECK_CONFLICTS : undefined);
  return { ...(checkTimeoutMs !== undefined ? { timeoutMs: checkTimeoutMs } : {}), ...(conflicts !== undefined ? { conflicts } : {}) };
}

/** Grids tried for one puzzle of a difficulty before giving up (the same on every machine). */
export const DIFFICULTY_ATTEMPTS = 1000;

/** What making a puzzle took. */
export interface DiggingStats {
  /** Removals tried, proved unique by propagation alone, by SAT, and checks that hit their limit (time or conflicts). */
  tried: number;
  byPropagation: number;
  bySat: number;
  timedOut: number;
  /** The digging stopped at the time limit before every cell was tried. */
  stoppedAtLimit: boolean;
  gridSeconds: number;
  digSeconds: number;
  /** The last proof of uniqueness, whole. */
  proofSeconds: number;
  /** Complete grids dug before the puzzle had the difficulty asked for (1 without one). */
  attempts: number;
  /** What proved the puzzle unique at the end: SAT, or the logic of its level (which solves it). */
  provedBy: 'sat' | RatingLevel;
}

export interface GeneratedPuzzle extends DiggingStats {
  puzzle: Grid;
  solution: Grid;
}

/** What a uniqueness check may spend: a check that reaches a limit has no answer. */
export interface CheckLimits {
  timeoutMs?: number;
  conflicts?: number;
}
