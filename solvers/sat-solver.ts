import type { FormulaSource } from '../src/cnf/formula-source.js';
import { type Deadline, NO_DEADLINE, type Phase } from '../src/core/deadline.js';
import { type Message, spell } from '../src/core/errors.js';
import type { Clause, ClauseSink } from '../src/cnf/sink.js';

export type { FormulaSource };

/** One status everywhere: a timeout, a crash or garbled output is never 'unsat'. */
export type SolveStatus = 'sat' | 'unsat' | 'unknown';

export interface SolveOptions {
  /** Literals assumed true for this call only. */
  assumptions?: ArrayLike<number>;
  /** Wall-clock limit for this call; past it the result is 'unknown'. */
  timeoutMs?: number;
  /** Conflict limit for this call (backends that support it). */
  conflicts?: number;
}

export interface SolveResult {
  status: SolveStatus;
  /** Why the status is 'unknown'. */
  reason?: string;
  /** Where the time limit stopped the call, when it was not the search (an external solver's formula being written). */
  stoppedIn?: Phase;
  /** Wall-clock seconds of the call. */
  seconds: number;
  /** For a solver racing several configurations: the one that answered. */
  by?: string;
}

/** A formula that can be streamed (again) into a sink, with its size known up front. */
export interface SolverCapabilities {
  /** Keeps its clauses between solve calls (so assumptions and blocking clauses are cheap). */
  incremental: boolean;
  /** Honours `conflicts`. */
  conflictLimit: boolean;
}

/** A cell of a propagated sum: its literals, of which exactly one is true (the clauses say so), and what each adds. */
export interface PropagatedCell {
  lits: readonly number[];
  weights: readonly number[];
}

/**
 * Cells whose weights add up to `target`, for a solver's sum propagator; `label` names it in
 * errors. `distinct`: the cells also hold different values, and each weight is its value (0..63).
 */
export interface PropagatedSum {
  target: number;
  distinct: boolean;
  cells: readonly PropagatedCell[];
  label: string;
}

/**
 * A SAT solver. It is a ClauseSink, so the encoder streams straight into it. Embedded solvers
 * take clauses as they come; external ones keep the formula as a source and stream it to the
 * child process at every solve.
 *
 * The state contract, as CaDiCaL's `cadical.hpp` states its own: an instance is *ready* after it
 * is made and after every settled `solve`; it is *solving* while a `solve` call is pending (one at
 * a time); it is *gone* after `dispose`. `model` reads the last answer while nothing changed since.
 */
export interface SatSolver extends ClauseSink, AsyncDisposable {
  /** The backend's name, for messages. */
  readonly name: string;
  readonly capabilities: SolverCapabilities;
  /**
   * Adds a clause. Ready only, never while solving. It ends the model of the last `sat` answer
   * (read the model first). Clauses stay for every later call: an incremental solver keeps them;
   * an external one sends them again to each new process.
   */
  addClause(lits: Clause): void;
  /**
   * Adds every clause of a formula, as `addClause` does. Past the deadline it stops with
   * TimeLimitReached, and the solver then holds part of the formula: dispose of it. A backend
   * that only records the formula for later checks the deadline when it writes it.
   */
  addFormula(formula: FormulaSource, deadline?: Deadline): void;
  /** A variable no clause has used yet (for activation literals). Ready only. */
  newVariable(): number;
  /**
   * Decides the clauses so far under `assumptions` (for this call only). Ready only; one call at
   * a time. `sat`: `model` is valid until the next `addClause`, `solve` or `dispose`. `unsat`:
   * the clauses with these assumptions have no model; without assumptions every later call is
   * `unsat` too. `unknown` (a time or conflict limit, with the reason): no answer, and the solver
   * stays ready with all its clauses, as after any other answer. A failure (a crash, garbled
   * output, a disposal during the call) rejects with a SolverError; the instance is then unusable.
   */
  solve(options?: SolveOptions): Promise<SolveResult>;
  /** After `sat`, and before anything changed: model[v] is 1 (true), -1 (false) or 0 (not given by the solver). */
  model(): Int8Array;
  /** Search effort since the solver was made, for backends that report it. Ready only. */
  statistics?(): SearchStatistics;
  /** For backends that take one: try `lit` first whenever the search decides its variable. Ready only. */
  phase?(lit: number): void;
  /**
   * For backends with a propagator for sums: the sum is also reasoned on by the propagator, which
   * explains each deduction by a clause over the sum's literals. Ready only, before the first solve.
   */
  addSum?(sum: PropagatedSum): void;
  /**
   * Frees the solver, and the instance is gone. While solving, it ends the search: a run in a
   * thread or process is stopped and the pending call rejects (the embedded CaDiCaL searches on
   * the caller's thread, so it is never disposed of mid-search). Disposing twice does nothing.
   * `await using solver = …` disposes at the end of the block.
   */
  dispose(): Promise<void>;
}

/**
 * What every solver class shares: the state contract of `SatSolver`, checked on every call (a call
 * the state does not allow is a SolverError naming the call), around the backend's own steps; and
 * `await using solver = await backend.create()`, which disposes of it when the block ends.
 */
export abstract class GuardedSolver implements AsyncDisposable {
  abstract readonly name: string;
  #state: 'ready' | 'solving' | 'gone' = 'ready';
  /** The last answer was `sat` and nothing changed since. */
  #modelReadable = false;

  /** Whether the solver was disposed of (its backend's steps read it after they wait). */
  protected get disposed(): boolean {
    return this.#state === 'gone';
  }

  /** Refuses `call` unless the solver is ready. */
  protected checkReady(call: string): void {
    if (this.#state === 'solving') throw new SolverError(this.name, `${call} was called while a solve call is pending`);
    if (this.#state === 'gone') throw new SolverError(this.name, `${call} was called after the solver was disposed of`);
  }

  addClause(lits: Clause): void {
    this.checkReady('addClause');
    this.#modelReadable = false;
    this.addToSolver(lits);
  }

  addFormula(formula: FormulaSource, deadline?: Deadline): void {
    this.checkReady('addFormula');
    this.#modelReadable = false;
    this.loadFormula(formula, deadline);
  }

  newVariable(): number {
    this.checkReady('newVariable');
    return this.freshVariable();
  }

  async solve(options: SolveOptions = {}): Promise<SolveResult> {
    this.checkReady('solve');
    this.#state = 'solving';
    this.#modelReadable = false;
    try {
      const result = await this.search(options);
      this.#modelReadable = this.#state === 'solving' && result.status === 'sat';
      return result;
    } finally {
      if (this.#state === 'solving') this.#state = 'ready';
    }
  }

  model(): Int8Array {
    if (!this.#modelReadable)
      throw new SolverError(this.name, 'model was called without a sat answer since the last change (a clause, a solve call, disposal)');
    return this.readModel();
  }

  async dispose(): Promise<void> {
    if (this.#state === 'gone') return;
    this.#state = 'gone';
    this.#modelReadable = false;
    await this.release();
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.dispose();
  }

  /** The backend's steps, each called only in a state the contract allows. */
  protected abstract addToSolver(lits: Clause): void;
  protected abstract loadFormula(formula: FormulaSource, deadline?: Deadline): void;
  protected abstract freshVariable(): number;
  protected abstract search(options: SolveOptions): Promise<SolveResult>;
  protected abstract readModel(): Int8Array;
  protected abstract release(): Promise<void>;
}

/** Counters of a CDCL search, summed over every solve call. */
export interface SearchStatistics {
  conflicts: number;
  decisions: number;
}

/**
 * Streams every clause of a formula into a sink, stopping with TimeLimitReached ('loading the
 * formula') once the deadline passes: encoding and loading a large grid take seconds.
 */
export function addFormulaTo(sink: ClauseSink, formula: FormulaSource, deadline: Deadline = NO_DEADLINE): void {
  const steps = formula.stream(sink);
  while (!steps.next().done) deadline.check('loading the formula');
}

/** A solver that failed: missing binary, crash, unparsable output, a model that does not verify. */
export class SolverError extends Error {
  /** The message with the options it names kept apart (see `says`). */
  readonly said: Message;

  constructor(
    readonly solver: string,
    message: string | Message,
  ) {
    const said = [`${solver}: `, ...(typeof message === 'string' ? [message] : message)];
    super(spell(said));
    this.name = 'SolverError';
    this.said = said;
  }
}

/** Tracks the largest variable used, for `newVariable` and for model sizes. */
export class VariableCounter {
  max = 0;

  see(lits: ArrayLike<number>): void {
    for (let i = 0; i < lits.length; i++) {
      const v = Math.abs(lits[i]!);
      if (v > this.max) this.max = v;
    }
  }

  fresh(): number {
    return ++this.max;
  }
}
