import type { Grid } from '../core/grid.js';
import type { DlxRouteStats, SatStats, SudokuRoute, TacticsStats } from '../routes/route.js';
import { type BenchTask, solutionCap } from './plan.js';

/** Formula size and search effort, as far as a route reports them. */
export interface Effort {
  variables?: number;
  clauses?: number;
  conflicts?: number;
  decisions?: number;
  nodes?: number;
  updates?: number;
}

/** What one route answered on one puzzle, and what it cost. */
export interface PuzzleRun extends Effort {
  /** solved: has a solution (found and verified); no-solution: proved to have none. */
  answer: 'solved' | 'no-solution' | 'unknown' | 'error';
  /** unique and count tasks: verified solutions found, and whether that count is exact. */
  count?: number;
  /** The count is exact, or reached the cap (a lower bound every sound route reaches too). */
  settled?: boolean;
  /** The first verified solution, as its cell values. */
  solution?: string;
  /** Why the answer is unknown, or the solver's error. */
  reason?: string;
  /** Building the formula (or matrix) and searching; reading statistics is not counted. */
  seconds: number;
}

const cellsOf = (grid: Grid) => Array.from(grid.cells).join(',');

function effort(stats: SatStats | DlxRouteStats | TacticsStats): Effort {
  if (stats.kind === 'dlx') return { nodes: stats.nodes, updates: stats.updates };
  // The tactics route's search nodes are its guesses.
  if (stats.kind === 'tactics') return { nodes: stats.guesses };
  const { variables, clauses, search } = stats;
  return { variables, clauses, ...(search ? { conflicts: search.conflicts, decisions: search.decisions } : {}) };
}

/** Runs one task on one puzzle. `max` caps the count task. */
export async function runPuzzle(route: SudokuRoute, task: BenchTask, puzzle: Grid, max: number): Promise<PuzzleRun> {
  if (task === 'solve') {
    const o = await route.solve(puzzle);
    const answer = o.verdict === 'solved' ? 'solved' : o.verdict === 'no-solution' ? 'no-solution' : 'unknown';
    return {
      answer,
      ...(o.solution ? { solution: cellsOf(o.solution) } : {}),
      ...(o.verdict === 'unknown' && o.reason ? { reason: o.reason } : {}),
      seconds: o.encodeSeconds + o.solveSeconds,
      ...effort(o.stats),
    };
  }
  let first: string | undefined;
  const cap = solutionCap(task, max);
  const e = await route.enumerate(puzzle, {
    max: cap,
    onSolution: (s) => {
      first ??= cellsOf(s);
    },
  });
  const reachedCap = e.count >= cap;
  return {
    answer: e.count > 0 ? 'solved' : e.complete ? 'no-solution' : 'unknown',
    count: e.count,
    settled: e.complete || reachedCap,
    ...(first !== undefined ? { solution: first } : {}),
    ...(!e.complete && !reachedCap && e.reason ? { reason: e.reason } : {}),
    seconds: e.encodeSeconds + e.firstSeconds + e.restSeconds,
    ...effort(e.stats),
  };
}
