import { SolverError } from '../../solvers/sat-solver.js';
import { Deadline } from '../core/deadline.js';
import { builtRegions, type Grid, verify } from '../core/grid.js';
import { Board } from '../logic/board.js';
import { resolveTactics, type Tactics, toFixpoint } from '../logic/engine.js';
import { MASK_BOARD_MAX_N, MaskBoard } from '../logic/mask-board.js';
import {
  DisposableRoute,
  type EnumerateOptions,
  type EnumerationOutcome,
  type PuzzleOutcome,
  type RouteCall,
  type SudokuRoute,
  type TacticsStats,
} from './route.js';
import { timedSearch } from './search-phases.js';

/**
 * The techniques of `--solver tactics`: every level up to subsets. On 9×9 fewer techniques are
 * faster, but subsets are what solve the hard 16×16 and 25×25 puzzles (docs/decisions/10-tactics.md).
 */
export const DEFAULT_TACTICS = 'subsets';

export interface TacticsRouteOptions {
  /** Techniques, as `resolveTactics` reads them (`UC+INP+X`); default `subsets`. */
  techniques?: string;
  timeoutMs?: number;
  /** Guesses per puzzle before giving up. */
  nodeLimit?: number;
}

/** Why a search stopped early. */
class Stop extends Error {}

/** What the search needs of a board: the mask board up to 32×32, the step engine's board above. */
interface SearchBoard {
  /** The techniques to a fixpoint (the time limit checked at every step where steps are slow): false on a contradiction. */
  settle(checkTime: () => void): boolean;
  /** Deductions made on this board so far. */
  readonly steps: number;
  solved(): boolean;
  branchCell(): number;
  values(cell: number): number[];
  clone(): SearchBoard;
  place(cell: number, v: number): boolean;
  toGrid(): Grid;
}

/** The step engine's board, for grids too large for masks. */
class EngineBoard implements SearchBoard {
  steps = 0;
  constructor(
    private readonly board: Board,
    private readonly tactics: Tactics,
  ) {}
  settle(checkTime: () => void): boolean {
    return (
      toFixpoint(this.board, this.tactics.techniques, () => {
        this.steps++;
        checkTime();
      }) === undefined
    );
  }
  solved(): boolean {
    return this.board.solved();
  }
  branchCell(): number {
    const { n, candidates } = this.board;
    let best = -1;
    let fewest = Infinity;
    for (let cell = 0; cell < n * n; cell++) {
      if (candidates.value[cell] !== 0) continue;
      const size = candidates.size(cell);
      if (size < fewest) [best, fewest] = [cell, size];
      if (size <= 2) break;
    }
    return best;
  }
  values(cell: number): number[] {
    return this.board.candidates.values(cell);
  }
  clone(): SearchBoard {
    return new EngineBoard(this.board.clone(), this.tactics);
  }
  place(cell: number, v: number): boolean {
    this.board.place(cell, v);
    return true;
  }
  toGrid(): Grid {
    return this.board.toGrid();
  }
}

/** The board a puzzle starts from; undefined when its givens (or the naked singles they force) contradict each other. */
function startBoard(puzzle: Grid, tactics: Tactics): SearchBoard | undefined {
  if (puzzle.n <= MASK_BOARD_MAX_N) return MaskBoard.of(puzzle, tactics);
  return new EngineBoard(Board.of(puzzle), tactics);
}

/**
 * The tactics route, as the DTU report's TacticSolver: logic to a fixpoint with the chosen
 * techniques, then a guess on an open cell with the fewest candidates, each value in turn, with
 * backtracking. Every solution goes through the independent verifier. Up to 32×32 the logic
 * runs on one bit mask per cell, which reaches the step engine's fixpoints for every level.
 */
export class TacticsRoute extends DisposableRoute implements SudokuRoute {
  readonly name: string;
  private readonly tactics: Tactics;

  constructor(private readonly options: TacticsRouteOptions = {}) {
    super();
    this.tactics = resolveTactics(options.techniques ?? DEFAULT_TACTICS);
    this.name = `tactics:${this.tactics.label}`;
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
    const stats: TacticsStats = { kind: 'tactics', techniques: this.tactics.label, steps: 0, guesses: 0 };
    const checkTime = () => {
      if (deadline.passed()) throw new Stop(`timeout after ${deadline.elapsed().toFixed(1)} s (search)`);
    };
    let count = 0;
    let first: Grid | undefined;
    let reason: string | undefined;
    const start = startBoard(puzzle, this.tactics);
    const stack: SearchBoard[] = start ? [start] : [];
    try {
      while (stack.length > 0 && count < max) {
        const board = stack.pop()!;
        checkTime();
        const consistent = board.settle(checkTime);
        stats.steps += board.steps;
        if (!consistent) continue;
        if (board.solved()) {
          const solution = board.toGrid();
          // The logic knows no regions the solver builds: a complete grid they cannot cut is a dead end.
          if (puzzle.shape.partitions.length > 0 && !builtRegions(solution)) continue;
          const verdict = verify(puzzle, solution);
          if (!verdict.ok) throw new SolverError(this.name, `its solution fails verification: ${verdict.reason}`);
          count++;
          first ??= solution;
          onSolution?.(solution.clone());
          continue;
        }
        const cell = board.branchCell();
        // Pushed in reverse, so the smallest value is tried first.
        for (const v of board.values(cell).reverse()) {
          if (++stats.guesses > nodeLimit) throw new Stop(`node limit reached after ${nodeLimit} guesses`);
          const next = board.clone();
          if (next.place(cell, v)) stack.push(next);
        }
      }
    } catch (e) {
      if (!(e instanceof Stop)) throw e;
      reason = e.message;
    }
    const complete = reason === undefined && stack.length === 0;
    return { count, first, complete, ...(reason !== undefined ? { reason } : {}), stats };
  }
}
