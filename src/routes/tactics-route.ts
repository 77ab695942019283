import { SolverError } from '../../solvers/sat-solver.js';
import { Deadline } from '../deadline.js';
import { type Grid, verify } from '../grid.js';
import { Board } from '../logic/board.js';
import { resolveTechniques, toFixpoint } from '../logic/engine.js';
import type { Technique } from '../logic/techniques.js';
import type { EnumerateOptions, EnumerationOutcome, PuzzleOutcome, RouteCall, SudokuRoute, TacticsStats } from './route.js';
import { timedSearch } from './search-phases.js';

/** The techniques of `--solver tactics`: both singles and box-line, cheap enough to run at every node. */
export const DEFAULT_TACTICS = 'box-line';

export interface TacticsRouteOptions {
  /** Techniques, as `resolveTechniques` reads them (`UC+INP+X`); default singles and box-line. */
  techniques?: string;
  timeoutMs?: number;
  /** Guesses per puzzle before giving up. */
  nodeLimit?: number;
}

/** Why a search stopped early. */
class Stop extends Error {}

/**
 * The tactics route, as the DTU report's TacticSolver: logic to a fixpoint with the chosen
 * techniques, then a guess on an open cell with the fewest candidates, each value in turn, with
 * backtracking. Every solution goes through the independent verifier.
 */
export class TacticsRoute implements SudokuRoute {
  readonly name: string;
  private readonly techniques: readonly Technique[];

  constructor(private readonly options: TacticsRouteOptions = {}) {
    this.techniques = resolveTechniques(options.techniques ?? DEFAULT_TACTICS);
    this.name = `tactics:${this.techniques.map((t) => t.abbreviation).join('+')}`;
  }

  async solve(puzzle: Grid, call: RouteCall = {}): Promise<PuzzleOutcome> {
    const started = performance.now();
    const found = this.search(puzzle, 1, undefined, call);
    const base = { encodeSeconds: 0, solveSeconds: (performance.now() - started) / 1000, stats: found.stats };
    if (found.first) return { verdict: 'solved', solution: found.first, ...base };
    if (found.complete) return { verdict: 'no-solution', ...base };
    return { verdict: 'unknown', reason: found.reason!, ...base };
  }

  async enumerate(puzzle: Grid, options: EnumerateOptions, call: RouteCall = {}): Promise<EnumerationOutcome> {
    const { found, firstSeconds, restSeconds } = timedSearch(
      (solution) => options.onSolution?.(solution),
      (onFound) => this.search(puzzle, options.max, onFound, call),
    );
    return {
      count: found.count,
      complete: found.complete,
      ...(found.reason !== undefined ? { reason: found.reason } : {}),
      encodeSeconds: 0,
      firstSeconds,
      restSeconds,
      stats: found.stats,
    };
  }

  async close(): Promise<void> {}

  /** Depth-first search with logic at every node, up to `max` solutions or a limit. */
  private search(puzzle: Grid, max: number, onSolution: ((g: Grid) => void) | undefined, call: RouteCall) {
    const deadline = Deadline.after(this.options.timeoutMs, call.startedAt);
    const nodeLimit = this.options.nodeLimit ?? Infinity;
    const stats: TacticsStats = { kind: 'tactics', techniques: this.techniques.map((t) => t.abbreviation).join('+'), steps: 0, guesses: 0 };
    let count = 0;
    let first: Grid | undefined;
    let reason: string | undefined;
    const stack: Board[] = [Board.of(puzzle)];
    try {
      while (stack.length > 0 && count < max) {
        const board = stack.pop()!;
        if (!this.settle(board, stats, deadline)) continue;
        if (board.solved()) {
          const solution = board.toGrid();
          const verdict = verify(puzzle, solution);
          if (!verdict.ok) throw new SolverError(this.name, `its solution fails verification: ${verdict.reason}`);
          count++;
          first ??= solution;
          onSolution?.(solution.clone());
          continue;
        }
        const cell = this.branchCell(board);
        // Pushed in reverse, so the smallest value is tried first.
        for (const v of board.candidates.values(cell).reverse()) {
          if (++stats.guesses > nodeLimit) throw new Stop(`node limit reached after ${nodeLimit} guesses`);
          const next = board.clone();
          next.place(cell, v);
          stack.push(next);
        }
      }
    } catch (e) {
      if (!(e instanceof Stop)) throw e;
      reason = e.message;
    }
    const complete = reason === undefined && stack.length === 0;
    return { count, first, complete, ...(reason !== undefined ? { reason } : {}), stats };
  }

  /** Logic to a fixpoint, the time limit checked at every step: false when the board contradicts itself (a dead branch). */
  private settle(board: Board, stats: TacticsStats, deadline: Deadline): boolean {
    const checkTime = () => {
      if (deadline.passed()) throw new Stop(`timeout after ${deadline.elapsed().toFixed(1)} s (search)`);
    };
    checkTime();
    const contradiction = toFixpoint(board, this.techniques, () => {
      stats.steps++;
      checkTime();
    });
    return contradiction === undefined;
  }

  /** An open cell with the fewest candidates (the first such in reading order). */
  private branchCell(board: Board): number {
    const { n, candidates } = board;
    let best = -1;
    let fewest = Infinity;
    for (let cell = 0; cell < n * n; cell++) {
      if (candidates.value[cell] !== 0) continue;
      const size = candidates.size(cell);
      if (size < fewest) [best, fewest] = [cell, size];
      if (size === 2) break;
    }
    return best;
  }
}
