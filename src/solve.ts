import { closedFormSize } from '../encodings/counts.js';
import { type EncodingSpec, GIVENS_MODES, type GivensMode, resolveSpec } from '../encodings/spec.js';
import { commandBackend, DEFAULT_SOLVER, type SatBackend, satBackend } from '../solvers/registry.js';
import type { SatSolver } from '../solvers/sat-solver.js';
import { puzzleFormula } from './cnf/formula.js';
import { checkedSolution } from './decode.js';
import { UsageError } from './errors.js';
import { Grid } from './grid.js';

export type Verdict = 'solved' | 'no-solution' | 'unknown';

/** What a SAT route measured of one puzzle. */
export interface SatStats {
  kind: 'sat';
  /** Size of the formula the solver saw. */
  variables: number;
  clauses: number;
  givens: GivensMode;
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

export interface PuzzleOutcome {
  verdict: Verdict;
  /** The verified solution, when solved. */
  solution?: Grid;
  /** Why the verdict is unknown. */
  reason?: string;
  /** Seconds spent building the formula or matrix, and searching. */
  encodeSeconds: number;
  solveSeconds: number;
  stats: SatStats | DlxRouteStats;
}

/** Solves Sudoku puzzles one by one: the SAT routes and the Dancing Links baseline alike. */
export interface SudokuRoute {
  readonly name: string;
  solve(puzzle: Grid): Promise<PuzzleOutcome>;
  close(): Promise<void>;
}

/**
 * `auto`: for a batch on an incremental solver, assumptions (one solver per box size) while the
 * formula without givens stays small; otherwise eliminate, the smallest formula.
 */
export type GivensChoice = GivensMode | 'auto';
export const GIVENS_CHOICES: readonly GivensChoice[] = ['auto', ...GIVENS_MODES];
/** Above this many clauses (k = 6 extended pairwise has 3.3 million) `auto` eliminates instead. */
const AUTO_ASSUMPTIONS_LIMIT = 2_000_000n;

export interface SatRouteOptions {
  /** A SAT backend name (default cadical). */
  solver?: string;
  /** Any SAT binary, `"<command> [args…]"` with `{file}` for a file path (instead of `solver`). */
  solverCommand?: string;
  threads?: number;
  encoding?: string;
  redundant?: boolean;
  amo?: string;
  givens?: GivensChoice;
  timeoutMs?: number;
  conflicts?: number;
  /** Several puzzles will be solved: worth sharing one solver per box size. */
  batch?: boolean;
}

/** One solver kept for all puzzles of one size, the givens passed as assumptions. */
interface SharedInstance {
  solver: SatSolver;
  variables: number;
  clauses: number;
}

/**
 * Puzzles solved through SAT: encode, solve, decode, verify. With givens as assumptions on an
 * incremental backend, one solver per box size serves a whole batch; otherwise each puzzle
 * gets a fresh solver (an external binary is a fresh process anyway).
 */
export class SatRoute implements SudokuRoute {
  private readonly shared = new Map<number, SharedInstance>();

  private constructor(
    readonly backend: SatBackend,
    private readonly spec: Omit<EncodingSpec, 'givens'>,
    private readonly givens: GivensChoice,
    private readonly options: SatRouteOptions,
  ) {}

  static open(options: SatRouteOptions = {}): SatRoute {
    if (options.solver !== undefined && options.solverCommand !== undefined) {
      throw new UsageError('--solver and --solver-cmd exclude each other');
    }
    const backend = options.solverCommand !== undefined ? commandBackend(options.solverCommand) : satBackend(options.solver ?? DEFAULT_SOLVER);
    if (options.conflicts !== undefined && !backend.capabilities.conflictLimit) {
      throw new UsageError(`--conflicts: the ${backend.name} solver takes no conflict limit; use --timeout`);
    }
    const givens = options.givens ?? 'auto';
    if (!GIVENS_CHOICES.includes(givens)) throw new UsageError(`unknown givens treatment '${givens}': use ${GIVENS_CHOICES.join(', ')}`);
    const { families, amo } = resolveSpec({ ...options, givens: 'units' });
    return new SatRoute(backend, { families, amo }, givens, options);
  }

  get name(): string {
    return this.backend.name;
  }

  /** The givens treatment used for puzzles of box side k. */
  givensFor(k: number): GivensMode {
    if (this.givens !== 'auto') return this.givens;
    const small = closedFormSize(k, this.spec.families, this.spec.amo).clauses <= AUTO_ASSUMPTIONS_LIMIT;
    return this.backend.capabilities.incremental && small && this.options.batch ? 'assumptions' : 'eliminate';
  }

  async solve(puzzle: Grid): Promise<PuzzleOutcome> {
    const givens = this.givensFor(puzzle.k);
    return givens === 'assumptions' && this.backend.capabilities.incremental ? this.solveShared(puzzle) : this.solveFresh(puzzle, givens);
  }

  async close(): Promise<void> {
    for (const { solver } of this.shared.values()) await solver.dispose();
    this.shared.clear();
  }

  private limits() {
    const { timeoutMs, conflicts } = this.options;
    return { ...(timeoutMs !== undefined ? { timeoutMs } : {}), ...(conflicts !== undefined ? { conflicts } : {}) };
  }

  private async solveShared(puzzle: Grid): Promise<PuzzleOutcome> {
    const started = performance.now();
    let instance = this.shared.get(puzzle.k);
    if (!instance) {
      const solver = await this.backend.create(this.threadOptions());
      const formula = puzzleFormula(new Grid(puzzle.k), { ...this.spec, givens: 'units' });
      solver.addFormula(formula);
      instance = { solver, variables: formula.variables, clauses: formula.clauses };
      this.shared.set(puzzle.k, instance);
    }
    const assumptions: number[] = [];
    puzzle.cells.forEach((v, cell) => {
      if (v !== 0) assumptions.push(cell * puzzle.n + v);
    });
    const encodeSeconds = (performance.now() - started) / 1000;
    try {
      return this.outcome(puzzle, instance.solver, await instance.solver.solve({ assumptions, ...this.limits() }), encodeSeconds, {
        kind: 'sat',
        variables: instance.variables,
        clauses: instance.clauses,
        givens: 'assumptions',
      });
    } catch (e) {
      // A failed solver is not trusted with the next puzzle.
      this.shared.delete(puzzle.k);
      await instance.solver.dispose().catch(() => {});
      throw e;
    }
  }

  private async solveFresh(puzzle: Grid, givens: GivensMode): Promise<PuzzleOutcome> {
    const started = performance.now();
    const solver = await this.backend.create(this.threadOptions());
    try {
      const formula = puzzleFormula(puzzle, { ...this.spec, givens });
      solver.addFormula(formula);
      const encodeSeconds = (performance.now() - started) / 1000;
      const assumptions = Array.from(formula.info.assumptions);
      const result = await solver.solve({ assumptions, ...this.limits() });
      return this.outcome(puzzle, solver, result, encodeSeconds, { kind: 'sat', variables: formula.variables, clauses: formula.clauses, givens });
    } finally {
      await solver.dispose();
    }
  }

  private threadOptions() {
    return this.options.threads !== undefined ? { threads: this.options.threads } : {};
  }

  private outcome(
    puzzle: Grid,
    solver: SatSolver,
    result: Awaited<ReturnType<SatSolver['solve']>>,
    encodeSeconds: number,
    stats: SatStats,
  ): PuzzleOutcome {
    const base = { encodeSeconds, solveSeconds: result.seconds, stats };
    if (result.status === 'unsat') return { verdict: 'no-solution', ...base };
    if (result.status === 'unknown') return { verdict: 'unknown', reason: result.reason ?? 'unknown', ...base };
    return { verdict: 'solved', solution: checkedSolution(puzzle, solver.model(), solver.name), ...base };
  }
}
