import { definedOnly } from '../core/defined.js';
import { closedFormSize } from '../../encodings/counts.js';
import { type EncodingSpec, type GivensMode, resolveSpec } from '../../encodings/spec.js';
import type { BackendOptions, FormulaDimensions, SatBackend } from '../../solvers/registry.js';
import {
  type FormulaSource,
  type PropagatedSum,
  type SatSolver,
  type SearchStatistics,
  type SolveResult,
  SolverError,
} from '../../solvers/sat-solver.js';
import { Deadline, TimeLimitReached } from '../core/deadline.js';
import type { LiteralStatus } from '../logic/candidates.js';
import { givenLiterals } from '../core/cell-variables.js';
import type { CompactNumbering } from '../cnf/compact.js';
import { checkedSolution } from './decode-model.js';
import { puzzleFormula } from '../formula/puzzle-formula.js';
import { unsplitRules } from '../formula/window-rules.js';
import { clashOf, Grid } from '../core/grid.js';
import { parsePropagation, propagate } from '../logic/propagate.js';
import type { Shape } from '../core/shape.js';
import { bandLanes, solveBandsOnLanes } from './band-lanes.js';
import { type BandSettings, bandsContext, solveByBands } from './bands.js';
import { defaultRacers } from '../../solvers/cadical-race/index.js';
import { blockingClause } from './blocking-clause.js';
import { propagatedSums } from './propagated-sums.js';
import { GivenLiterals } from '../../encodings/given-literals.js';
import { checkRouteOptions, type GivensChoice, SAT_ROUTE_DEFAULTS, type SatRouteOptions } from './route-options.js';
import {
  DisposableRoute,
  type BandsStats,
  type EnumerateOptions,
  type EnumerationOutcome,
  type PuzzleOutcome,
  type RouteCall,
  type SatPhases,
  type SatStats,
  type SudokuRoute,
} from './route.js';

/** Above this many clauses (k = 6 extended pairwise is above) `auto` eliminates instead. */
const AUTO_ASSUMPTIONS_LIMIT = 2_000_000n;

/**
 * `auto` tries bands from this grid size and this many open candidates after singles: the sparse
 * 100x100s that no solver finishes whole (docs/decisions/17-hard-large.md); denser grids are left
 * to the whole formula.
 */
export const AUTO_BANDS_MIN_N = 64;
export const AUTO_BANDS_CANDIDATES = 200_000;

/** @internal `auto`'s choice: bands for a large grid with many candidates left after singles. */
export function bandsPay(puzzle: Grid): boolean {
  return puzzle.n >= AUTO_BANDS_MIN_N && propagate(puzzle, 'singles').openCandidates >= AUTO_BANDS_CANDIDATES;
}

/** One solver kept for all puzzles of one size, the givens passed as assumptions. */
interface SharedInstance {
  solver: SatSolver;
  variables: number;
  clauses: number;
}

/** A solver ready for one puzzle. */
interface Session {
  kind: 'session';
  solver: SatSolver;
  /** The solver serves other puzzles too: what is added for this one must be guarded. */
  shared: boolean;
  assumptions: number[];
  /** Decided literals when propagation ran (else the givens decide). */
  known?: LiteralStatus;
  /** The solver's variables are compactly numbered: models and blocking clauses go through this. */
  numbering?: CompactNumbering;
  /** Building and loading the formula; `loadSeconds` of it loading (none on a shared instance already loaded). */
  encodeSeconds: number;
  loadSeconds: number;
  stats: SatStats;
  /** The solver's counters before this puzzle, when statistics are asked for. */
  searchBefore?: SearchStatistics;
  /** After an error: drop a shared solver. */
  fail(): Promise<void>;
  /** After the puzzle: dispose of a fresh solver. */
  done(): Promise<void>;
}

/** The session's phases, in its statistics: building and loading done, searching and verifying to come. */
function phasesOf(session: Session): SatPhases {
  const phases = { build: session.encodeSeconds - session.loadSeconds, load: session.loadSeconds, search: 0, verify: 0 };
  session.stats.phases = phases;
  return phases;
}

/** Puts the search effort since the session began into its statistics, when asked for. */
function recordSearch(session: Session): void {
  const before = session.searchBefore;
  const now = before && session.solver.statistics?.();
  if (before && now) session.stats.search = { conflicts: now.conflicts - before.conflicts, decisions: now.decisions - before.decisions };
}

/**
 * Why a solver call ended without an answer: past the puzzle's deadline, the time limit and the
 * phase (whatever the solver said); otherwise the solver's own reason (a conflict limit, say).
 */
export function unknownReason(result: SolveResult, deadline: Deadline): string {
  if (deadline.limited && deadline.passed()) return `timeout after ${deadline.elapsed().toFixed(1)} s (${result.stoppedIn ?? 'search'})`;
  return result.reason ?? 'unknown';
}

/** The solver's model over the original cell variables. */
function modelOf(session: Session): Int8Array {
  const model = session.solver.model();
  return session.numbering ? session.numbering.expand(model) : model;
}

/** Propagation proved there is no solution: nothing to hand a solver. */
interface Refuted {
  kind: 'refuted';
  contradiction: string;
  encodeSeconds: number;
  stats: SatStats;
}

/** The time limit passed before the solver held the formula. */
interface TimedOut {
  kind: 'timed-out';
  reason: string;
  encodeSeconds: number;
  stats: SatStats;
}

/**
 * Puzzles solved through SAT: encode, solve, decode, verify. With givens as assumptions on an
 * incremental backend, one solver per box size serves a whole batch; otherwise each puzzle
 * gets a fresh solver (an external binary is a fresh process anyway).
 */
/** The most shared solvers a route keeps: a batch whose puzzles differ in shape (killers) would otherwise keep one per puzzle. */
const SHARED_MAX = 2;

export class SatRoute extends DisposableRoute implements SudokuRoute {
  /** One shared solver per box shape (by its key). */
  private readonly shared = new Map<string, SharedInstance>();
  /** `auto`'s givens treatment of the latest shapes (by their key). */
  private readonly givensByShape = new Map<string, GivensMode>();

  private constructor(
    readonly backend: SatBackend,
    private readonly spec: Omit<EncodingSpec, 'givens'>,
    private readonly givens: GivensChoice,
    private readonly options: SatRouteOptions,
  ) {
    super();
  }

  static open(options: SatRouteOptions = {}): SatRoute {
    const backend = checkRouteOptions(options)!;
    const propagation = options.propagate === undefined ? {} : { propagate: parsePropagation(options.propagate) };
    // The route chooses the givens' treatment per call; the rest of the spec is the options'.
    const { givens: _, ...spec } = resolveSpec({ ...options, amo: options.amo ?? SAT_ROUTE_DEFAULTS.amo, givens: 'units' });
    return new SatRoute(backend, definedOnly(spec), options.givens ?? SAT_ROUTE_DEFAULTS.givens, { ...options, ...propagation });
  }

  get name(): string {
    return this.backend.name;
  }

  /** The givens treatment used for puzzles of a shape. */
  givensFor(shape: Shape): GivensMode {
    if (this.givens !== 'auto') return this.givens;
    const shared = this.backend.capabilities.incremental && this.options.batch;
    if (!shared) return 'eliminate';
    // The size only where it decides: it counts every rule's clauses, once per shape of a batch.
    let mode = this.givensByShape.get(shape.id);
    if (mode === undefined) {
      mode = closedFormSize(shape, this.spec.families, this.spec.amo).clauses <= AUTO_ASSUMPTIONS_LIMIT ? 'assumptions' : 'eliminate';
      if (this.givensByShape.size >= SHARED_MAX) this.givensByShape.clear();
      this.givensByShape.set(shape.id, mode);
    }
    return mode;
  }

  async solve(puzzle: Grid, call: RouteCall = {}): Promise<PuzzleOutcome> {
    const deadline = Deadline.after(this.options.timeoutMs, call.startedAt);
    const bands = this.wantsBands(puzzle) ? await this.byBands(puzzle, deadline, call) : undefined;
    if (bands && 'verdict' in bands) return bands;
    const outcome = await this.solveWhole(puzzle, deadline, call);
    if (bands && outcome.stats.kind === 'sat') outcome.stats.bands = bands;
    return outcome;
  }

  /**
   * Whether `solve` tries bands first. `auto` keeps to its own path: bands work on propagated
   * candidates, as `eliminate` does, so a chosen givens treatment, `propagate: none` or `keepCnf`
   * (someone studying that formula) means the whole formula. A puzzle whose givens clash goes
   * straight to its refutation, and one with rules no band sees whole (sums, outside clues) to
   * the whole formula, under `bands` too.
   */
  private wantsBands(puzzle: Grid): boolean {
    const strategy = this.options.strategy ?? 'auto';
    if (strategy === 'whole' || unsplitRules(puzzle.shape) !== undefined) return false;
    const { propagate, keepCnf } = this.options;
    // `auto` rules out first what is cheap to see: most puzzles are not for bands, and their givens need no look here.
    const large = puzzle.n >= AUTO_BANDS_MIN_N && this.givensFor(puzzle.shape) === 'eliminate';
    if (strategy === 'auto' && !(large && propagate !== 'none' && keepCnf === undefined)) return false;
    if (clashOf(puzzle) !== undefined) return false;
    return strategy === 'bands' || bandsPay(puzzle);
  }

  /** The bands strategy: a solved outcome, one for the time limit, or what was tried before the whole formula. */
  private async byBands(puzzle: Grid, deadline: Deadline, call: RouteCall): Promise<PuzzleOutcome | BandsStats> {
    const started = performance.now();
    const { propagate: level, conflicts } = this.options;
    // Without keepCnf: the file is for the whole formula, which a band's is not.
    const { keepCnf: _kept, ...backendOptions } = this.backendOptions(call);
    const settings: BandSettings = {
      backendOptions,
      amo: this.spec.amo,
      ...(conflicts !== undefined ? { conflicts } : {}),
      ...(level !== undefined && level !== 'none' && level !== 'singles' ? { propagation: level } : {}),
    };
    // The embedded solver's threads (default: both cores) run the orders side by side.
    const lanes = this.backend.maxThreads !== undefined ? (backendOptions.threads ?? defaultRacers()) : 1;
    const result =
      lanes > 1
        ? await solveBandsOnLanes(puzzle, bandLanes(lanes), { ...settings, solver: this.backend.name }, deadline)
        : await solveByBands(puzzle, bandsContext(this.backend, settings, deadline));
    const answered = result.solution !== undefined || result.timedOut;
    const stats: BandsStats = { attempts: result.attempts, seconds: (performance.now() - started) / 1000, answered };
    const base = {
      encodeSeconds: 0,
      solveSeconds: stats.seconds,
      stats: { kind: 'sat', ...result.largest, givens: 'eliminate', bands: stats } as const,
    };
    if (result.solution) return { verdict: 'solved', solution: result.solution, ...base };
    if (result.timedOut) return { verdict: 'unknown', reason: `timeout after ${deadline.elapsed().toFixed(1)} s (bands)`, ...base };
    return stats;
  }

  /** The whole formula: encode, solve, decode, verify. */
  private async solveWhole(puzzle: Grid, deadline: Deadline, call: RouteCall): Promise<PuzzleOutcome> {
    const session = await this.session(puzzle, deadline, call);
    if (session.kind === 'refuted') {
      return {
        verdict: 'no-solution',
        reason: session.contradiction,
        encodeSeconds: session.encodeSeconds,
        solveSeconds: 0,
        stats: session.stats,
      };
    }
    if (session.kind === 'timed-out') {
      return { verdict: 'unknown', reason: session.reason, encodeSeconds: session.encodeSeconds, solveSeconds: 0, stats: session.stats };
    }
    try {
      const phases = phasesOf(session);
      const searched = performance.now();
      const result = await session.solver.solve({ assumptions: session.assumptions, ...this.limits(deadline) });
      phases.search = (performance.now() - searched) / 1000;
      recordSearch(session);
      if (result.by !== undefined) session.stats.race = { winner: result.by };
      const base = { encodeSeconds: session.encodeSeconds, solveSeconds: result.seconds, stats: session.stats };
      if (result.status === 'unsat') return { verdict: 'no-solution', ...base };
      if (result.status === 'unknown') return { verdict: 'unknown', reason: unknownReason(result, deadline), ...base };
      const verified = performance.now();
      const solution = checkedSolution(puzzle, modelOf(session), session.solver.name, session.known);
      phases.verify = (performance.now() - verified) / 1000;
      return { verdict: 'solved', solution, ...base };
    } catch (e) {
      await session.fail();
      throw e;
    } finally {
      await session.done();
    }
  }

  /**
   * Counts solutions with blocking clauses: after each verified solution, one clause forbids
   * exactly that assignment of the cells the puzzle leaves empty (one cell literal per empty
   * cell, never an auxiliary variable), and the solver runs again. On a shared instance the
   * blocking clauses are guarded by a fresh activation literal, assumed during the count and
   * retired afterwards, so the instance stays sound for the next puzzle. The time limit bounds
   * the whole count, building the formula included.
   */
  async enumerate(puzzle: Grid, options: EnumerateOptions, call: RouteCall = {}): Promise<EnumerationOutcome> {
    const deadline = Deadline.after(this.options.timeoutMs, call.startedAt);
    const session = await this.session(puzzle, deadline, call);
    if (session.kind === 'refuted') {
      return { count: 0, complete: true, encodeSeconds: session.encodeSeconds, firstSeconds: 0, restSeconds: 0, stats: session.stats };
    }
    if (session.kind === 'timed-out') {
      const { reason, encodeSeconds, stats } = session;
      return { count: 0, complete: false, reason, encodeSeconds, firstSeconds: 0, restSeconds: 0, stats };
    }
    const { solver } = session;
    // The phases are search time; building the formula is the session's encodeSeconds.
    const started = performance.now();
    const activation = session.shared ? solver.newVariable() : 0;
    const assumptions = session.shared ? [...session.assumptions, activation] : session.assumptions;
    let count = 0;
    let firstSeconds: number | undefined;
    let outcome: Pick<EnumerationOutcome, 'complete' | 'reason'> = { complete: false };
    let ended = started;
    const phases = phasesOf(session);
    try {
      while (count < options.max) {
        const searched = performance.now();
        const result = await solver.solve({ assumptions, ...this.limits(deadline) });
        phases.search += (performance.now() - searched) / 1000;
        firstSeconds ??= (performance.now() - started) / 1000;
        if (result.status === 'unsat') {
          outcome = { complete: true };
          break;
        }
        if (result.status === 'unknown') {
          outcome = { complete: false, reason: unknownReason(result, deadline) };
          break;
        }
        const verified = performance.now();
        const solution = checkedSolution(puzzle, modelOf(session), solver.name, session.known);
        phases.verify += (performance.now() - verified) / 1000;
        count++;
        options.onSolution?.(solution);
        const numbering = session.numbering;
        const original = blockingClause(puzzle, solution, session.known);
        const blocking = numbering ? original.map((lit) => -numbering.compact(-lit)) : original;
        if (blocking.length === 0) {
          outcome = { complete: true }; // no empty cell: the only assignment there is
          break;
        }
        solver.addClause(session.shared ? [-activation, ...blocking] : blocking);
      }
      if (session.shared) solver.addClause([-activation]);
      ended = performance.now();
      recordSearch(session);
    } catch (e) {
      await session.fail();
      throw e;
    } finally {
      await session.done();
    }
    const total = (ended - started) / 1000;
    return {
      count,
      ...outcome,
      encodeSeconds: session.encodeSeconds,
      firstSeconds: firstSeconds ?? total,
      restSeconds: total - (firstSeconds ?? total),
      stats: session.stats,
    };
  }

  async close(): Promise<void> {
    for (const { solver } of this.shared.values()) await solver.dispose();
    this.shared.clear();
  }

  private limits(deadline: Deadline) {
    const timeoutMs = deadline.remainingMs();
    const { conflicts } = this.options;
    return { ...(timeoutMs !== undefined ? { timeoutMs } : {}), ...(conflicts !== undefined ? { conflicts } : {}) };
  }

  /**
   * A solver holding the puzzle's formula: the shared instance of its box size with the givens
   * as assumptions, or a fresh solver that is disposed when the session is done.
   */
  private async session(puzzle: Grid, deadline: Deadline, call: RouteCall): Promise<Session | Refuted | TimedOut> {
    const started = performance.now();
    const givens = this.givensFor(puzzle.shape);
    let size = { variables: 0, clauses: 0 };
    let propagationStats: SatStats['propagation'];
    try {
      return await this.build(
        puzzle,
        givens,
        deadline,
        call,
        started,
        (s) => (size = s),
        (p) => (propagationStats = p),
      );
    } catch (e) {
      if (!(e instanceof TimeLimitReached)) throw e;
      const stats: SatStats = { kind: 'sat', ...size, givens, ...(propagationStats ? { propagation: propagationStats } : {}) };
      return { kind: 'timed-out', reason: e.message, encodeSeconds: (performance.now() - started) / 1000, stats };
    }
  }

  /** `session` less the time limit's bookkeeping: what is known of the formula is reported as it is learnt. */
  private async build(
    puzzle: Grid,
    givens: GivensMode,
    deadline: Deadline,
    call: RouteCall,
    started: number,
    sized: (size: { variables: number; clauses: number }) => void,
    propagated: (stats: SatStats['propagation']) => void,
  ): Promise<Session | Refuted> {
    // Clashing givens (which readers refuse, but a Grid may hold) would be dropped by eliminate unseen.
    const clash = clashOf(puzzle);
    if (clash !== undefined) {
      return {
        kind: 'refuted',
        contradiction: clash,
        encodeSeconds: (performance.now() - started) / 1000,
        stats: { kind: 'sat', variables: 0, clauses: 0, givens },
      };
    }
    if (givens === 'assumptions' && this.backend.capabilities.incremental) {
      let loadSeconds = 0;
      let instance = this.shared.get(puzzle.shape.id);
      if (!instance) {
        // The solver of the shape seen longest ago goes first, and its module instance serves this one.
        const [oldest] = this.shared.keys();
        if (this.shared.size >= SHARED_MAX && oldest !== undefined) {
          await this.shared.get(oldest)!.solver.dispose();
          this.shared.delete(oldest);
        }
        const formula = puzzleFormula(new Grid(puzzle.shape), { ...this.spec, givens: 'units' });
        sized({ variables: formula.variables, clauses: formula.clauses });
        const problem = this.backend.fits?.(formula.info);
        if (problem) throw new SolverError(this.backend.name, problem);
        // A 9×9 instance answers thousands of tiny calls: the backend may tune itself for that.
        const manySmallCalls = puzzle.n <= 9;
        const made = await this.loaded(formula, deadline, call, manySmallCalls, undefined, this.propagatedSums(puzzle.shape));
        loadSeconds = made.loadSeconds;
        instance = { solver: made.solver, variables: formula.variables, clauses: formula.clauses };
        this.shared.set(puzzle.shape.id, instance);
      }
      const assumptions = Array.from(givenLiterals(puzzle));
      const shared = instance;
      return {
        kind: 'session',
        solver: shared.solver,
        shared: true,
        assumptions,
        encodeSeconds: (performance.now() - started) / 1000,
        loadSeconds,
        // After the clock above: reading the counters is not the puzzle's cost.
        ...this.searchBefore(shared.solver),
        stats: { kind: 'sat', variables: shared.variables, clauses: shared.clauses, givens },
        // A failed solver is not trusted with the next puzzle.
        fail: async () => {
          this.shared.delete(puzzle.shape.id);
          await shared.solver.dispose().catch(() => {});
        },
        done: async () => {},
      };
    }
    const level = givens === 'eliminate' ? (this.options.propagate ?? 'singles') : 'none';
    const propagation = level === 'none' ? undefined : propagate(puzzle, level);
    const propagationStats = propagation && {
      level,
      decided: propagation.decided,
      openCells: propagation.openCells,
      openCandidates: propagation.openCandidates,
      seconds: propagation.seconds,
    };
    propagated(propagationStats);
    deadline.check('propagation');
    if (propagation?.contradiction !== undefined) {
      return {
        kind: 'refuted',
        contradiction: `propagation proved it: ${propagation.contradiction}`,
        encodeSeconds: (performance.now() - started) / 1000,
        stats: { kind: 'sat', variables: 0, clauses: 0, givens, propagation: propagationStats! },
      };
    }
    const known = propagation?.candidates;
    // Eliminate formulas go to the solver compactly numbered: a sparse large grid would otherwise
    // make it declare every one of the n³ cell variables.
    const formula = puzzleFormula(
      puzzle,
      { ...this.spec, givens, decidedSumsChecked: this.checksDecidedSums() },
      { ...(known ? { known } : {}), ...(propagation ? { propagation } : {}), compact: givens === 'eliminate', deadline },
    );
    sized({ variables: formula.variables, clauses: formula.clauses });
    deadline.check('encoding');
    const problem = this.backend.fits?.(formula.info);
    if (problem) throw new SolverError(this.backend.name, problem);
    const { numbering } = formula.info;
    const { solver, loadSeconds } = await this.loaded(
      formula,
      deadline,
      call,
      false,
      formula.info,
      this.propagatedSums(puzzle.shape, known ?? (numbering ? new GivenLiterals(puzzle) : undefined), numbering),
    );
    return {
      kind: 'session',
      solver,
      shared: false,
      assumptions: Array.from(formula.info.assumptions),
      ...(known ? { known } : {}),
      ...(formula.info.numbering ? { numbering: formula.info.numbering } : {}),
      encodeSeconds: (performance.now() - started) / 1000,
      loadSeconds,
      ...this.searchBefore(solver),
      stats: {
        kind: 'sat',
        variables: formula.variables,
        clauses: formula.clauses,
        givens,
        ...(propagationStats ? { propagation: propagationStats } : {}),
      },
      fail: async () => {},
      done: () => solver.dispose(),
    };
  }

  /** Whether sums over decided cells are checked rather than encoded: not where the formula is kept (`keepCnf`) or checked (`selfCheck`) as `encode` writes it. */
  private checksDecidedSums(): boolean {
    return this.options.keepCnf === undefined && !this.options.selfCheck;
  }

  /**
   * The sums for the solver's propagator beside the formula (the derived sums the CNF has no
   * clauses for), or none: with propagators off, a backend without one, options that run another
   * solver (a kept formula, the self-check, a race of configurations), or no such sums.
   */
  private propagatedSums(shape: Shape, known?: LiteralStatus, numbering?: CompactNumbering): PropagatedSum[] | undefined {
    const { propagators, keepCnf, selfCheck, threads } = this.options;
    const on = (propagators ?? SAT_ROUTE_DEFAULTS.propagators) === 'on' && this.backend.sumPropagator === true;
    if (!on || keepCnf !== undefined || selfCheck || (threads ?? 1) > 1) return undefined;
    const sums = propagatedSums(shape, known, numbering);
    return sums.length > 0 ? sums : undefined;
  }

  /**
   * A new solver holding the formula and, when `sums` gives them, the puzzle's sums for its
   * propagator; one stopped by the time limit while loading is disposed of.
   */
  private async loaded(
    formula: FormulaSource,
    deadline: Deadline,
    call: RouteCall,
    manySmallCalls: boolean,
    size: FormulaDimensions | undefined,
    sums: PropagatedSum[] | undefined,
  ): Promise<{ solver: SatSolver; loadSeconds: number }> {
    const started = performance.now();
    const solver = await this.backend.create({
      ...this.backendOptions(call),
      ...(manySmallCalls ? { manySmallCalls } : {}),
      ...(size ? { size } : {}),
      ...(sums ? { sums: true } : {}),
    });
    try {
      solver.addFormula(formula, deadline);
      if (sums) {
        if (!solver.addSum) throw new Error(`internal error: ${solver.name} has no sum propagator`);
        for (const sum of sums) solver.addSum(sum);
      }
    } catch (e) {
      await solver.dispose().catch(() => {});
      throw e;
    }
    return { solver, loadSeconds: (performance.now() - started) / 1000 };
  }

  private searchBefore(solver: SatSolver): { searchBefore?: SearchStatistics } {
    const before = this.options.statistics ? solver.statistics?.() : undefined;
    return before ? { searchBefore: before } : {};
  }

  private backendOptions(call: RouteCall): BackendOptions {
    const { threads, keepCnf, selfCheck } = this.options;
    return definedOnly({ threads, selfCheck: selfCheck || undefined, keepCnf: keepCnf?.replaceAll('{i}', String(call.index ?? 1)) });
  }
}
