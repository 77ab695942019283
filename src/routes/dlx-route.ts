import { definedOnly } from '../core/defined.js';
import { type DlxOutcome, SudokuDlx } from '../../solvers/dlx/exact-cover.js';
import { SolverError } from '../../solvers/sat-solver.js';
import { VariantDlx } from '../../solvers/dlx/variant-cover.js';
import { opt, says, UsageError } from '../core/errors.js';
import type { Shape } from '../core/shape.js';
import { ruleKind } from '../core/rules/index.js';
import type { Grid } from '../core/grid.js';
import { clashOf, verify } from '../core/grid.js';
import { Deadline } from '../core/deadline.js';
import {
  DisposableRoute,
  type EnumerateOptions,
  type EnumerationOutcome,
  type PuzzleOutcome,
  type RouteCall,
  type SudokuRoute,
} from './route.js';
import { timedSearch } from './search-phases.js';
import { withArticle } from '../core/article.js';

export interface DlxRouteOptions {
  timeoutMs?: number;
  /** Search nodes per puzzle before giving up. */
  nodeLimit?: number;
}

/**
 * The Dancing Links baseline behind the same Sudoku-level interface as the SAT routes. One
 * matrix buffer per box size serves a whole batch; every solution goes through the verifier.
 */
export class DlxRoute extends DisposableRoute implements SudokuRoute {
  readonly name = 'dlx';
  /** One matrix buffer per shape (by its id). */
  private readonly solvers = new Map<string, SudokuDlx | VariantDlx>();

  constructor(private readonly options: DlxRouteOptions = {}) {
    super();
  }

  /** Runs Algorithm X with the route's limits, stopping after `maxSolutions`. */
  search(puzzle: Grid, maxSolutions: number, onSolution?: (solution: Grid) => void, call: RouteCall = {}): DlxOutcome {
    // The exact cover assumes givens that do not clash: clashing ones leave no solution.
    if (clashOf(puzzle) !== undefined) return { count: 0, complete: true, nodes: 0, updates: 0, rows: 0, columns: 0 };
    let dlx = this.solvers.get(puzzle.shape.id);
    if (!dlx) {
      dlx = dlxFor(puzzle.shape);
      this.solvers.set(puzzle.shape.id, dlx);
    }
    const { nodeLimit } = this.options;
    const timeoutMs = Deadline.after(this.options.timeoutMs, call.startedAt).remainingMs();
    return dlx.solve(puzzle, { maxSolutions, ...definedOnly({ timeoutMs, nodeLimit, onSolution }) });
  }

  async solve(puzzle: Grid, call: RouteCall = {}): Promise<PuzzleOutcome> {
    const started = performance.now();
    const found = this.search(puzzle, 1, undefined, call);
    const solveSeconds = (performance.now() - started) / 1000;
    const stats = { kind: 'dlx' as const, rows: found.rows, columns: found.columns, nodes: found.nodes, updates: found.updates };
    const base = { encodeSeconds: 0, solveSeconds, stats };
    if (found.first) return { verdict: 'solved', solution: checked(puzzle, found.first), ...base };
    if (found.complete) {
      const clash = clashOf(puzzle);
      return { verdict: 'no-solution', ...(clash !== undefined ? { reason: clash } : {}), ...base };
    }
    return { verdict: 'unknown', reason: `${found.stoppedBy} reached after ${found.nodes} nodes`, ...base };
  }

  /** Counts by the search itself: Algorithm X enumerates every exact cover. */
  async enumerate(puzzle: Grid, options: EnumerateOptions, call: RouteCall = {}): Promise<EnumerationOutcome> {
    const { found, firstSeconds, restSeconds } = timedSearch(
      (solution) => options.onSolution?.(checked(puzzle, solution.clone())),
      (onFound) => this.search(puzzle, options.max, onFound, call),
    );
    return {
      count: found.count,
      complete: found.complete,
      ...(found.stoppedBy ? { reason: `${found.stoppedBy} reached after ${found.nodes} nodes` } : {}),
      encodeSeconds: 0,
      firstSeconds,
      restSeconds,
      stats: { kind: 'dlx', rows: found.rows, columns: found.columns, nodes: found.nodes, updates: found.updates },
    };
  }

  async close(): Promise<void> {
    this.solvers.clear();
  }
}

/** The classic exact cover for boxes and jigsaw regions; the general one when rules add units; a refusal for pair rules. */
function dlxFor(shape: Shape): SudokuDlx | VariantDlx {
  const chain = shape.chains[0];
  const marked =
    shape.exclusions[0] ??
    shape.occurrences[0] ??
    shape.triples[0] ??
    shape.sequences[0] ??
    shape.partitions[0] ??
    shape.choices[0] ??
    shape.rankings[0];
  const other = shape.sums[0]
    ? `the sum of ${shape.sums[0].label}`
    : chain
      ? withArticle(ruleKind(chain.rule).label(chain.rule))
      : marked
        ? withArticle(marked.label)
        : undefined;
  if (other)
    throw new UsageError(
      says`${opt('solver', 'dlx')} takes exact-cover constraints (regions, diagonals, windows, disjoint groups, extra regions, cages without sums); ${other} is not one: use a SAT solver or tactics`,
    );
  if (shape.extraUnits.length === 0 && shape.pairs.length === 0) return new SudokuDlx(shape);
  if (shape.pairs.length > 0)
    throw new UsageError(
      says`${opt('solver', 'dlx')} takes exact-cover constraints (regions, diagonals, windows, disjoint groups, extra regions); ${shape.pairs[0]!.label} is not one: use a SAT solver or tactics`,
    );
  return new VariantDlx(shape);
}

/** A DLX solution, checked by the independent verifier like every other. */
export function checked(puzzle: Grid, solution: Grid): Grid {
  const verdict = verify(puzzle, solution);
  if (!verdict.ok) throw new SolverError('dlx', `its solution fails verification: ${verdict.reason}`);
  return solution;
}
