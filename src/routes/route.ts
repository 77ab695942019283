import type { SearchStatistics } from '../../solvers/sat-solver.js';
import type { GivensMode } from '../../encodings/spec.js';
import type { Grid } from '../core/grid.js';
import type { BandAttempt } from './bands.js';
import type { PropagationLevel } from '../logic/propagate.js';

export type Verdict = 'solved' | 'no-solution' | 'unknown';

/** What a SAT route measured of one puzzle. */
export interface SatStats {
  kind: 'sat';
  /** Size of the formula the solver saw. */
  variables: number;
  clauses: number;
  givens: GivensMode;
  /** The solver's search effort on this puzzle, when asked for (`statistics`) and reported. */
  search?: SearchStatistics;
  /** What propagation decided before encoding, when it ran. */
  propagation?: { level: PropagationLevel; decided: number; openCells: number; openCandidates: number; seconds: number };
  /** What the bands strategy did (when they answered, the sizes above are their largest band's). */
  bands?: BandsStats;
  /** The solver raced several configurations (the embedded CaDiCaL on a large formula): the one that answered. */
  race?: { winner: string };
  /** Where the puzzle's time went (the whole formula's route; not the bands'). */
  phases?: SatPhases;
}

/**
 * Seconds of a puzzle's phases on the SAT route: building the formula (propagation and encoding),
 * loading it into a new solver (none on a shared instance), the solver's calls, and checking each
 * solution. What lies between them (blocking clauses, disposal) is in no phase.
 */
export interface SatPhases {
  build: number;
  load: number;
  search: number;
  verify: number;
}

/** The bands strategy's attempts, in the order tried, and its time. */
export interface BandsStats {
  attempts: BandAttempt[];
  seconds: number;
  /** The bands gave the verdict (a solution, or the time limit); otherwise the whole formula did. */
  answered: boolean;
}

/** What the Dancing Links route measured of one puzzle. */
export interface DlxRouteStats {
  kind: 'dlx';
  /** Exact-cover matrix left after covering the givens. */
  rows: number;
  columns: number;
  /** Search nodes and link updates (Knuth's measure). */
  nodes: number;
  updates: number;
}

/** What the tactics route measured of one puzzle. */
export interface TacticsStats {
  kind: 'tactics';
  /** The techniques it used, in their short forms (NS+HS+PT+CL). */
  techniques: string;
  /**
   * Deductions made (placements, and eliminations by one pattern; above 32×32, the step
   * engine's steps), and guesses made (search nodes beyond the first).
   */
  steps: number;
  guesses: number;
}

export interface PuzzleOutcome {
  verdict: Verdict;
  /** The verified solution, when solved. */
  solution?: Grid;
  /** Why the verdict is unknown; for no-solution, the contradiction propagation found, if it did. */
  reason?: string;
  /** Seconds spent building the formula or matrix, and searching. */
  encodeSeconds: number;
  solveSeconds: number;
  stats: SatStats | DlxRouteStats | TacticsStats;
}

export interface EnumerateOptions {
  /** Stop after this many solutions (the cap). */
  max: number;
  /** Called with every verified solution, in the order found (the grid is the caller's to keep). */
  onSolution?: (solution: Grid) => void;
}

/** Solutions of one puzzle, counted up to a cap. */
export interface EnumerationOutcome {
  /** Verified solutions found. */
  count: number;
  /** The search proved there is no other solution: `count` is exact. */
  complete: boolean;
  /** Why the search stopped before the cap without a proof (a limit). */
  reason?: string;
  /** Seconds spent building the formula (SAT; the DLX matrix is built within the search). */
  encodeSeconds: number;
  /** Seconds to the first answer (a solution, or the proof that there is none) and after it. */
  firstSeconds: number;
  restSeconds: number;
  stats: SatStats | DlxRouteStats | TacticsStats;
}

/**
 * What a route is: it solves Sudoku puzzles one by one and counts their solutions, every solution
 * verified. The SAT routes and Dancing Links implement it; each imports this module, never another
 * route.
 */
export interface SudokuRoute extends AsyncDisposable {
  readonly name: string;
  solve(puzzle: Grid, call?: RouteCall): Promise<PuzzleOutcome>;
  /** Counts (and hands over) solutions up to a cap, each verified. */
  enumerate(puzzle: Grid, options: EnumerateOptions, call?: RouteCall): Promise<EnumerationOutcome>;
  /** Frees the route's solvers; `await using route = openRoute(…)` closes it when the block ends. */
  close(): Promise<void>;
}

/** What every route class shares: disposing of it closes it. */
export abstract class DisposableRoute implements AsyncDisposable {
  abstract close(): Promise<void>;

  async [Symbol.asyncDispose](): Promise<void> {
    await this.close();
  }
}

/** About one call of a route. */
export interface RouteCall {
  /**
   * When work on the puzzle began (`performance.now()`), if before the call: the time limit
   * counts from there, so that reading the puzzle is inside it. Default: the call.
   */
  startedAt?: number;
  /** The puzzle's index in its file, for names that hold `{i}`. */
  index?: number;
}
