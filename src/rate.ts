import { resolveSpec } from '../encodings/spec.js';
import { SudokuDlx } from '../solvers/dlx/exact-cover.js';
import { CadicalSolver } from '../solvers/cadical.js';
import type { SearchStatistics } from '../solvers/sat-solver.js';
import { puzzleFormula } from './formula/puzzle-formula.js';
import type { Grid } from './grid.js';
import { propagate } from './propagate.js';

/**
 * Difficulty: the weakest logic that solves the puzzle without search (`singles`: naked and
 * hidden singles; `box-line`: singles plus box-line reduction), else `search`; and the search
 * effort of both solvers on it: CaDiCaL's conflicts and Dancing Links' nodes (up to a limit).
 */
export const RATING_LEVELS = ['singles', 'box-line', 'search'] as const;
export type RatingLevel = (typeof RATING_LEVELS)[number];

export interface Rating {
  level: RatingLevel;
  /** Conflicts CaDiCaL needed on the eliminate formula (its own propagation included). */
  conflicts: number;
  decisions: number;
  /** Dancing Links search nodes to the first solution, or those visited when it stopped at its node limit. */
  dlxNodes: number;
  /** Whether Dancing Links reached the first solution within the node limit. */
  dlxComplete: boolean;
}

/**
 * Dancing Links stops here: about a second of search. Minimal 25x25 puzzles can need 10^8 nodes
 * and more, which would make rating take far longer than generating them.
 */
export const DLX_NODE_LIMIT = 1_000_000;

/** Nodes as a table shows them: `>` and the nodes visited when the search stopped at its limit (default `DLX_NODE_LIMIT`). */
export function dlxNodesText(r: Rating): string | number {
  return r.dlxComplete ? r.dlxNodes : `>${r.dlxNodes.toLocaleString('en-US')}`;
}

async function satEffort(puzzle: Grid): Promise<SearchStatistics> {
  const solver = await CadicalSolver.create();
  try {
    solver.addFormula(puzzleFormula(puzzle, resolveSpec({ amo: 'auto', givens: 'eliminate' })));
    await solver.solve();
    return solver.statistics();
  } finally {
    await solver.dispose();
  }
}

export async function rate(puzzle: Grid, dlxNodeLimit = DLX_NODE_LIMIT): Promise<Rating> {
  const level: RatingLevel =
    propagate(puzzle, 'singles').openCells === 0 ? 'singles' : propagate(puzzle, 'box-line').openCells === 0 ? 'box-line' : 'search';
  const { conflicts, decisions } = await satEffort(puzzle);
  const dlx = new SudokuDlx(puzzle.shape).solve(puzzle, { nodeLimit: dlxNodeLimit });
  return { level, conflicts, decisions, dlxNodes: dlx.nodes, dlxComplete: dlx.stoppedBy === undefined };
}
