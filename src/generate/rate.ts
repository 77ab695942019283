import { resolveSpec } from '../../encodings/spec.js';
import { SudokuDlx } from '../../solvers/dlx/exact-cover.js';
import { exactCover, VariantDlx } from '../../solvers/dlx/variant-cover.js';
import { CadicalSolver } from '../../solvers/cadical.js';
import type { SearchStatistics } from '../../solvers/sat-solver.js';
import { puzzleFormula } from '../formula/puzzle-formula.js';
import type { Grid } from '../core/grid.js';
import { solvesByLogic } from '../logic/engine.js';
import { LOGIC_LEVELS, type LogicLevel } from '../logic/techniques.js';
import { propagate } from '../logic/propagate.js';
import type { TacticsStats } from '../routes/route.js';
import { TacticsRoute } from '../routes/tactics-route.js';

/**
 * Difficulty: the weakest level of logic that solves the puzzle without search (`singles`,
 * `box-line`, `subsets`, `fish`: each with the techniques of the levels before it), else
 * `search`; and the search effort of three routes on it: CaDiCaL's conflicts, Dancing Links'
 * nodes and the tactics route's guesses (each up to a limit).
 */
export const RATING_LEVELS = [...LOGIC_LEVELS, 'search'] as const;
export type RatingLevel = (typeof RATING_LEVELS)[number];

/**
 * Subsets and fish are looked for up to this grid side: the engine scans every unit for every
 * subset, which is cheap at 16×16 and slow far beyond. Larger grids are rated by singles and
 * box-line (the fast propagation) and otherwise `search`.
 */
export const LOGIC_RATING_MAX_N = 16;
/** The tactics route's guesses stop here. */
export const TACTICS_GUESS_LIMIT = 100_000;

export interface Rating {
  level: RatingLevel;
  /** Conflicts CaDiCaL needed on the eliminate formula (its own propagation included). */
  conflicts: number;
  decisions: number;
  /** Dancing Links search nodes to the first solution, or those visited when it stopped at its node limit (none for pair rules, which are no exact cover). */
  dlxNodes?: number;
  /** Whether Dancing Links reached the first solution within the node limit. */
  dlxComplete?: boolean;
  /** The tactics route's guesses to the first solution (grids up to 16×16), and whether it got there within its limit. */
  guesses?: number;
  guessesComplete?: boolean;
}

/**
 * Dancing Links stops here: about a second of search. Minimal 25x25 puzzles can need 10^8 nodes
 * and more, which would make rating take far longer than generating them.
 */
export const DLX_NODE_LIMIT = 1_000_000;

/** Nodes as a table shows them: `>` and the nodes visited when the search stopped at its limit (default `DLX_NODE_LIMIT`). */
export function dlxNodesText(r: Rating): string | number {
  if (r.dlxNodes === undefined) return '-';
  return r.dlxComplete ? r.dlxNodes : `>${r.dlxNodes.toLocaleString('en-US')}`;
}

async function satEffort(puzzle: Grid): Promise<SearchStatistics> {
  await using solver = await CadicalSolver.create();
  solver.addFormula(puzzleFormula(puzzle, resolveSpec({ amo: 'auto', givens: 'eliminate' })));
  await solver.solve();
  return solver.statistics();
}

/** Guesses with a count shown as a lower bound when the search stopped at its limit. */
export function guessesText(r: Rating): string | number {
  if (r.guesses === undefined) return '-';
  return r.guessesComplete ? r.guesses : `>${r.guesses.toLocaleString('en-US')}`;
}

/**
 * Whether the techniques of `level` (and the levels before it) solve the puzzle alone: singles
 * and box-line by the fast propagation, subsets and fish by the engine (up to 16×16).
 */
export function solvedAtLevel(puzzle: Grid, level: LogicLevel): boolean {
  // Propagation knows rows, columns and regions only; a variant's rules need the engine.
  if (puzzle.shape.classic && (level === 'singles' || level === 'box-line')) return propagate(puzzle, level).openCells === 0;
  return puzzle.n <= LOGIC_RATING_MAX_N && solvesByLogic(puzzle, level);
}

/** The weakest level whose logic solves the puzzle alone, else `search`: the level `rate` reports. */
export function ratingLevel(puzzle: Grid): RatingLevel {
  for (const level of LOGIC_LEVELS) if (solvedAtLevel(puzzle, level)) return level;
  return 'search';
}

async function tacticsEffort(puzzle: Grid): Promise<Pick<Rating, 'guesses' | 'guessesComplete'>> {
  if (puzzle.n > LOGIC_RATING_MAX_N) return {};
  const outcome = await new TacticsRoute({ nodeLimit: TACTICS_GUESS_LIMIT }).solve(puzzle);
  const stats = outcome.stats as TacticsStats;
  return { guesses: Math.min(stats.guesses, TACTICS_GUESS_LIMIT), guessesComplete: outcome.verdict !== 'unknown' };
}

export async function rate(puzzle: Grid, dlxNodeLimit = DLX_NODE_LIMIT): Promise<Rating> {
  const level = ratingLevel(puzzle);
  const { conflicts, decisions } = await satEffort(puzzle);
  const { shape } = puzzle;
  const dlx = !exactCover(shape)
    ? undefined
    : (shape.extraUnits.length > 0 ? new VariantDlx(shape) : new SudokuDlx(shape)).solve(puzzle, { nodeLimit: dlxNodeLimit });
  return {
    level,
    conflicts,
    decisions,
    ...(dlx ? { dlxNodes: dlx.nodes, dlxComplete: dlx.stoppedBy === undefined } : {}),
    ...(await tacticsEffort(puzzle)),
  };
}
