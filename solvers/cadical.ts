import type { Clause } from '../src/cnf/sink.js';
import { type Deadline, TimeLimitReached } from '../src/core/deadline.js';
import { retryElsewhere } from '../src/core/worker-bound.js';
import { type CoreInstance, instantiateCore } from './cadical-core/module.js';
import { CORE_SOURCE } from './cadical-core/source.js';
import {
  addFormulaTo,
  GuardedSolver,
  type FormulaSource,
  type PropagatedSum,
  type SatSolver,
  type SearchStatistics,
  type SolveOptions,
  type SolveResult,
  SolverError,
  VariableCounter,
} from './sat-solver.js';

/** CaDiCaL options by name, as `cadical --help` lists them. */
export type CadicalOptions = Readonly<Record<string, number | boolean>>;

/**
 * Options every embedded CaDiCaL gets. `lucky` tries trivial assignments before every solve; on
 * Sudoku formulas they never succeed (skipping them made 9x9 batches faster on CaDiCaL 3.0.1, and
 * made none on 1.5.3: docs/decisions/19-the-embedded-core.md). No reports.
 */
export const CADICAL_DEFAULTS: CadicalOptions = { report: false, lucky: false };

/**
 * Options of later CaDiCaL versions that the embedded 1.7.4 does not have, and what it takes in
 * their place (nothing, for `ilb`: its trail is rebuilt on every call; see BENCHMARKS.md).
 */
const OPTIONS_1_7_4: Readonly<Record<string, string | undefined>> = { ilb: undefined };

/** Options as the embedded CaDiCaL 1.7.4 takes them: names of later versions mapped or left out, values as numbers. */
export function coreOptions(options: CadicalOptions): [string, number][] {
  return Object.entries(options).flatMap(([name, value]): [string, number][] => {
    const known = name in OPTIONS_1_7_4 ? OPTIONS_1_7_4[name] : name;
    return known === undefined ? [] : [[known, Number(value)]];
  });
}

/**
 * Instances whose solvers were disposed of, kept for the next solver: a new instance costs a fresh
 * memory, which a generator's hundreds of short checks would pay for each. Only instances still
 * small are kept, so a large formula's memory goes back to the system with its solver.
 */
/**
 * Told each time a search of this thread polls for a stop, which it does often while it runs: the
 * command line shows how long a long search has taken through it (the search holds the thread).
 */
export const searchPolls: { listener?: () => void } = {};

const idle: CoreInstance[] = [];
/** The module's version string, asked once. */
let version: Promise<string> | undefined;
const IDLE_MAX = 4;
const IDLE_MAX_BYTES = 64 << 20;

/**
 * Paranoid mode (SUDOCNF_PARANOID=1 in the environment): the sum propagator checks every clause
 * it gives, false where it must be and implied by its sum, and a failed check is a SolverError.
 */
function paranoid(): boolean {
  return (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.SUDOCNF_PARANOID === '1';
}

/** A clause the sum propagator gave: the index of its sum (in the order added) and its literals. */
export interface SumClause {
  sum: number;
  kind: 'reason' | 'conflict' | 'model';
  lits: number[];
}

/** Literals staged in JavaScript before they are copied into the module in one call: the most, and the first size (a batch's small formulas need no more). */
const STAGE = 1 << 16;
const STAGE_FIRST = 1 << 10;

/**
 * @internal
 * A heap estimate for a formula, from measured CaDiCaL (WebAssembly) heaps after adding and
 * solving formulas of millions of clauses: a fixed part and a part per variable, clause and
 * literal (docs/decisions/07-heap-of-the-embedded-solver.md).
 */
export function estimateWasmHeapBytes(size: { variables: number; clauses: number; literals: number }): number {
  return 16e6 + 350 * size.variables + 64 * size.clauses + 32 * size.literals;
}

/** The embedded CaDiCaL as `solvers` and certificates name it: its version, its source package and licence. */
export async function cadicalCoreVersion(): Promise<string> {
  return `CaDiCaL ${await CadicalSolver.version()} from Debian's ${CORE_SOURCE.package} ${CORE_SOURCE.debianVersion} (${CORE_SOURCE.licence} licence)`;
}

/** What a WebAssembly failure says. */
function wasmReason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The search counters in what CaDiCaL's statistics printed. */
export function searchStatisticsFrom(printed: readonly string[]): SearchStatistics {
  const count = (name: string) =>
    Number(printed.map((l) => new RegExp(`^c ${name}:\\s+(\\d+)`).exec(l)?.[1]).find((x) => x !== undefined) ?? 0);
  return { conflicts: count('conflicts'), decisions: count('decisions') };
}

/**
 * Embedded CaDiCaL 1.7.4 (solvers/cadical-core, built from Debian's source package): incremental,
 * with a deadline and a conflict limit checked inside the search, clauses loaded in bulk, the
 * model read in one call, and DRAT proofs written to memory. Each instance has a WebAssembly
 * memory of its own, grown once to what its formula needs.
 */
export class CadicalSolver extends GuardedSolver implements SatSolver {
  readonly name = 'cadical';
  readonly capabilities = { incremental: true, conflictLimit: true };
  private readonly vars = new VariableCounter();
  private stage: Int32Array<ArrayBuffer> = new Int32Array(STAGE_FIRST);
  private staged = 0;
  private broken: string | undefined;
  private sums = 0;
  private logging = false;

  private constructor(
    private readonly core: CoreInstance,
    private readonly handle: number,
  ) {
    super();
  }

  /** `tuning`: CaDiCaL options on top of the defaults; `proof`: trace a DRAT proof (binary or text) into memory. */
  static async create(tuning: CadicalOptions = {}, proof?: 'binary' | 'text'): Promise<CadicalSolver> {
    let core: CoreInstance;
    try {
      core = idle.pop() ?? (await instantiateCore());
      core.polled = () => searchPolls.listener?.();
    } catch (e) {
      // In a worker thread, another thread that has its memory may take the task.
      throw retryElsewhere(
        new SolverError(
          'cadical',
          `the WebAssembly solver could not start: ${wasmReason(e)}; raise the address-space limit (ulimit -v), or use fewer --jobs, --solver minisat or dlx`,
        ),
      );
    }
    const solver = new CadicalSolver(core, core.exports.core_new());
    for (const [name, value] of coreOptions({ ...CADICAL_DEFAULTS, ...tuning })) solver.set(name, value);
    if (proof && !core.exports.core_proof_start(solver.handle, proof === 'binary' ? 1 : 0)) {
      throw new SolverError('cadical', 'could not start a proof');
    }
    return solver;
  }

  /** The module's CaDiCaL version (`1.7.4`). */
  static version(): Promise<string> {
    version ??= instantiateCore().then((core) => {
      const text = core.string(core.exports.core_version());
      idle.push(core);
      return text;
    });
    return version;
  }

  /** Ends a search in progress at its next check when `stop()` says so (another thread's flag, a Stop button). */
  stopWhen(stop: () => boolean): void {
    this.core.stopRequested = stop;
  }

  protected addToSolver(lits: Clause): void {
    this.vars.see(lits);
    while (this.staged + lits.length + 1 > this.stage.length && this.stage.length < STAGE) this.stage = growStage(this.stage, this.staged);
    if (this.staged + lits.length + 1 > this.stage.length) this.flush();
    if (lits.length + 1 > STAGE) {
      this.load(Int32Array.from([...Array.from(lits), 0]));
      return;
    }
    for (let i = 0; i < lits.length; i++) this.stage[this.staged++] = lits[i]!;
    this.stage[this.staged++] = 0;
  }

  protected loadFormula(formula: FormulaSource, deadline?: Deadline): void {
    this.reserveHeap(formula);
    addFormulaTo(this, formula, deadline);
    this.flush();
  }

  protected freshVariable(): number {
    return this.vars.fresh();
  }

  protected async search(options: SolveOptions): Promise<SolveResult> {
    const start = performance.now();
    const assumptions = Int32Array.from(options.assumptions ?? []);
    this.vars.see(assumptions);
    const outcome = this.guard(() => {
      this.flush();
      this.core.exports.core_reserve(this.handle, this.vars.max);
      return this.withBuffer(assumptions, (pointer) =>
        this.core.exports.core_solve(this.handle, pointer, assumptions.length, options.timeoutMs ?? -1, options.conflicts ?? -1),
      );
    });
    const seconds = (performance.now() - start) / 1000;
    if (outcome === -1) {
      this.broken = this.core.string(this.core.exports.core_error(this.handle));
      throw new SolverError(this.name, this.broken);
    }
    if (outcome === 10) return { status: 'sat', seconds };
    if (outcome === 20) return { status: 'unsat', seconds };
    const timedOut = options.timeoutMs !== undefined && performance.now() - start >= options.timeoutMs;
    const reason =
      timedOut || options.conflicts === undefined ? `timeout after ${seconds.toFixed(1)} s` : `conflict limit ${options.conflicts} reached`;
    return { status: 'unknown', reason, seconds };
  }

  protected readModel(): Int8Array {
    const max = this.vars.max;
    return this.guard(() =>
      this.withBytes(max + 1, (pointer) => {
        this.core.exports.core_model(this.handle, pointer, max);
        return new Int8Array(this.core.bytes().buffer, pointer, max + 1).slice();
      }),
    );
  }

  addSum(sum: PropagatedSum): void {
    this.checkReady('addSum');
    // A sum of decided cells alone: true or false once and for all.
    if (sum.cells.length === 0) {
      if (sum.target !== 0) this.addClause([]);
      return;
    }
    const data = sum.cells.flatMap((cell) => [cell.lits.length, ...cell.lits.flatMap((lit, i) => [lit, cell.weights[i]!])]);
    this.vars.see(sum.cells.flatMap((cell) => cell.lits));
    const taken = this.guard(() => {
      this.flush();
      this.core.exports.core_reserve(this.handle, this.vars.max);
      return this.withBuffer(Int32Array.from(data), (pointer) =>
        this.core.exports.core_sum_add(this.handle, sum.target, sum.distinct ? 1 : 0, sum.cells.length, pointer),
      );
    });
    if (!taken) throw new SolverError(this.name, `the sum propagator cannot take ${sum.label}`);
    if (this.sums++ === 0) this.sumChecks();
  }

  /** Keeps every clause the sum propagator gives from now on, for `sumClauses` (tests). */
  logSumClauses(): void {
    this.logging = true;
    if (this.sums > 0) this.sumChecks();
  }

  /** The clauses the sum propagator gave since `logSumClauses`. */
  sumClauses(): SumClause[] {
    const size = this.guard(() => this.core.exports.core_sum_log_size(this.handle));
    if (size === 0) return [];
    const pointer = this.core.exports.core_sum_log_data(this.handle);
    const log = this.core.int32().slice(pointer >> 2, (pointer >> 2) + size);
    const clauses: SumClause[] = [];
    for (let i = 0; i < log.length; ) {
      const sum = log[i++]!;
      const kind = (['reason', 'conflict', 'model'] as const)[log[i++]!]!;
      const lits: number[] = [];
      while (log[i] !== 0) lits.push(log[i++]!);
      i++;
      clauses.push({ sum, kind, lits });
    }
    return clauses;
  }

  private sumChecks(): void {
    this.guard(() => this.core.exports.core_sum_checks(this.handle, paranoid() ? 1 : 0, this.logging ? 1 : 0));
  }

  /** Whether an assumption of the last unsatisfiable call was used to refute it. */
  failed(lit: number): boolean {
    return this.guard(() => this.core.exports.core_failed(this.handle, lit) !== 0);
  }

  /** Makes the search try `lit` first whenever it decides its variable. */
  phase(lit: number): void {
    this.checkReady('phase');
    this.vars.see([lit]);
    this.guard(() => {
      // The variable must exist in the solver before its phase is set.
      this.flush();
      this.core.exports.core_reserve(this.handle, this.vars.max);
      this.core.exports.core_phase(this.handle, lit);
    });
  }

  statistics(): SearchStatistics {
    const printed: string[] = [];
    this.core.capture = printed;
    try {
      this.guard(() => this.core.exports.core_statistics(this.handle));
    } finally {
      this.core.capture = undefined;
    }
    return searchStatisticsFrom(printed);
  }

  /** The DRAT proof traced so far (create with `proof`). */
  proof(): Uint8Array {
    return this.guard(() => {
      const size = this.core.exports.core_proof_size(this.handle);
      const pointer = this.core.exports.core_proof_bytes(this.handle);
      return size === 0 ? new Uint8Array(0) : this.core.bytes().slice(pointer, pointer + size);
    });
  }

  protected async release(): Promise<void> {
    if (this.broken !== undefined) return;
    this.core.exports.core_delete(this.handle);
    this.core.stopRequested = () => false;
    if (idle.length < IDLE_MAX && this.core.exports.memory.buffer.byteLength <= IDLE_MAX_BYTES) idle.push(this.core);
  }

  private set(name: string, value: number): void {
    const pointer = this.core.allocString(name);
    const taken = this.core.exports.core_set(this.handle, pointer, value);
    this.core.exports.core_free(pointer);
    if (!taken) throw new SolverError(this.name, `CaDiCaL ${name}=${value} is not an option it takes`);
  }

  /** Grows the module's memory once to what the formula will need, rather than step by step while loading it. */
  private reserveHeap(formula: FormulaSource): void {
    // A formula source counts no literals: three a clause, as a Sudoku formula's average is below that.
    const bytes = estimateWasmHeapBytes({ variables: formula.variables, clauses: formula.clauses, literals: 3 * formula.clauses });
    const memory = this.core.exports.memory;
    const pages = Math.min(Math.ceil(bytes / 65536), 65536) - memory.buffer.byteLength / 65536;
    if (pages > 0) {
      try {
        memory.grow(pages);
      } catch {
        // Left to grow as it loads; a formula that does not fit fails there, with its reason.
      }
    }
  }

  private flush(): void {
    if (this.staged === 0) return;
    const lits = this.stage.subarray(0, this.staged);
    this.staged = 0;
    this.load(lits);
  }

  private load(lits: Int32Array): void {
    this.guard(() => this.withBuffer(lits, (pointer) => this.core.exports.core_add(this.handle, pointer, lits.length)));
  }

  /** Runs `use` with the literals copied into the module's memory. */
  private withBuffer<T>(lits: Int32Array, use: (pointer: number) => T): T {
    return this.withBytes(lits.length * 4, (pointer) => {
      this.core.int32().set(lits, pointer >> 2);
      return use(pointer);
    });
  }

  private withBytes<T>(bytes: number, use: (pointer: number) => T): T {
    const pointer = this.core.exports.core_malloc(Math.max(bytes, 4));
    if (pointer === 0) throw new Error('out of memory');
    try {
      return use(pointer);
    } finally {
      this.core.exports.core_free(pointer);
    }
  }

  /** A trap (out of memory, most often) leaves the instance unusable: it becomes a SolverError, and the solver is broken. */
  private guard<T>(action: () => T): T {
    if (this.disposed) throw new SolverError(this.name, 'the solver was disposed of');
    if (this.broken !== undefined) throw new SolverError(this.name, this.broken);
    try {
      return action();
    } catch (e) {
      if (e instanceof SolverError) throw e;
      this.broken = `the WebAssembly solver failed: ${wasmReason(e)}`;
      throw new SolverError(this.name, this.broken);
    }
  }
}

/** A stage twice the size (at most STAGE) holding the first `used` literals of `stage`. */
function growStage(stage: Int32Array, used: number): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(Math.min(stage.length * 2, STAGE));
  bigger.set(stage.subarray(0, used));
  return bigger;
}

/** One proof-writing run: the answer, the model (satisfiable) or proof (unsatisfiable), and the effort. */
export interface ProvedRun {
  result: SolveResult;
  model?: Int8Array;
  proof?: Uint8Array;
  statistics: SearchStatistics;
}

/**
 * One run of a fresh embedded CaDiCaL on the sources with a binary DRAT proof traced, so that
 * the proof is a proof of exactly those clauses. Past the deadline while loading: unknown.
 */
export async function provedRun(
  sources: readonly FormulaSource[],
  deadline: Deadline,
  options: { tuning?: CadicalOptions; conflicts?: number } = {},
): Promise<ProvedRun> {
  const start = performance.now();
  await using solver = await CadicalSolver.create(options.tuning, 'binary');
  try {
    for (const source of sources) solver.addFormula(source, deadline);
  } catch (e) {
    if (!(e instanceof TimeLimitReached)) throw e;
    const result: SolveResult = { status: 'unknown', reason: e.message, stoppedIn: e.phase, seconds: (performance.now() - start) / 1000 };
    return { result, statistics: { conflicts: 0, decisions: 0 } };
  }
  const remaining = deadline.remainingMs();
  const result = await solver.solve({
    ...(remaining !== undefined ? { timeoutMs: remaining } : {}),
    ...(options.conflicts !== undefined ? { conflicts: options.conflicts } : {}),
  });
  return {
    result,
    ...(result.status === 'sat' ? { model: solver.model() } : {}),
    ...(result.status === 'unsat' ? { proof: solver.proof() } : {}),
    statistics: solver.statistics(),
  };
}
