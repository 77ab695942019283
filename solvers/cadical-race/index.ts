import { availableParallelism } from 'node:os';
import { isMainThread, Worker } from 'node:worker_threads';
import type { CadicalOptions } from '../cadical.js';
import type { Clause } from '../../src/cnf/sink.js';
import type { Deadline } from '../../src/core/deadline.js';
import { CADICAL_DEFAULTS, coreOptions, searchStatisticsFrom } from '../cadical.js';
import { compiledCore, coreOn } from '../cadical-core/module.js';
import {
  addFormulaTo,
  GuardedSolver,
  type FormulaSource,
  type SatSolver,
  type SearchStatistics,
  type SolveOptions,
  SolverError,
  type SolveResult,
  VariableCounter,
} from '../sat-solver.js';
import { cadicalRacerMain } from './racer-main.js';
import type { RacerConfig } from './racers.js';

/**
 * @internal
 * Racers by default: two where there are two cores, else one (no race). In a worker thread (a
 * batch's --jobs) one: the jobs already share the cores.
 */
export function defaultRacers(): number {
  return isMainThread ? Math.min(2, availableParallelism()) : 1;
}

/** Clause literals (each clause ended by 0) sent to the racers in chunks of about this many. */
const CHUNK = 1 << 20;
/** After the deadline, how long the racers get to notice it before their threads are ended. */
const GRACE_MS = 2_000;

type RacerReply =
  | {
      type: 'result';
      status: 'satisfiable' | 'unsatisfiable' | 'unknown';
      won: boolean;
      late: boolean;
      model: Int8Array | null;
      statistics: string[];
    }
  | { type: 'error'; message: string };

interface Racer {
  config: RacerConfig;
  worker: Worker;
  statistics: SearchStatistics;
  /** Takes the reply to the solve call in progress. */
  answer?: (reply: RacerReply) => void;
  /** Why the thread failed or stopped, once it has. */
  failure?: string;
}

/**
 * The embedded CaDiCaL in several configurations at once, one worker thread each, on the same
 * clauses: every solve call is a race, the first racer with an answer wins and stops the others
 * (through shared memory, polled by CaDiCaL's terminate callback), and the result is its answer.
 * Incremental like the single solver: clauses added between calls go to every racer. Clauses are
 * sent as they are added, so the racers load the formula while the caller is still encoding it.
 */
export class CadicalRace extends GuardedSolver implements SatSolver {
  readonly name = 'cadical';
  readonly capabilities = { incremental: true, conflictLimit: true };
  private readonly vars = new VariableCounter();
  /** Shared with every racer: 0 while they search, 1 once one has claimed the race. */
  private readonly stop = new Int32Array(new SharedArrayBuffer(4));
  private readonly racers: Racer[];
  private pending = new Int32Array(CHUNK + 1024);
  private used = 0;
  private phases: number[] = [];
  private lastModel: Int8Array = new Int8Array(0);
  private lastWinner: string | undefined;
  private broken: string | undefined;

  /** `configs`: the racers (two or more); `tuning`: options every racer gets (a self-check, say). */
  static async create(configs: readonly RacerConfig[], tuning: CadicalOptions = {}): Promise<CadicalRace> {
    return new CadicalRace(configs, tuning, await compiledCore());
  }

  private constructor(configs: readonly RacerConfig[], tuning: CadicalOptions, wasm: object) {
    super();
    const source = `(${cadicalRacerMain.toString()})(require)`;
    this.racers = configs.map((config) => {
      const options = coreOptions({ ...CADICAL_DEFAULTS, ...tuning, ...config.options });
      const worker = new Worker(source, { eval: true, workerData: { wasm, coreOn: coreOn.toString(), options, stop: this.stop.buffer } });
      // Idle racers do not keep the process alive; a solve call holds them while it waits.
      worker.unref();
      const racer: Racer = { config, worker, statistics: { conflicts: 0, decisions: 0 } };
      const settle = (reply: RacerReply) => {
        const answer = racer.answer;
        racer.answer = undefined;
        worker.unref();
        answer?.(reply);
      };
      // Listened to from the start: a thread that fails while loading clauses must not take the process down.
      worker.on('message', settle);
      worker.on('error', (e: Error) => {
        racer.failure ??= e.message;
        settle({ type: 'error', message: e.message });
      });
      worker.on('exit', () => {
        racer.failure ??= this.broken ?? 'a solver thread stopped';
        settle({ type: 'error', message: racer.failure });
      });
      return racer;
    });
  }

  /** The name of the configuration that answered the last solve call. */
  get winner(): string | undefined {
    return this.lastWinner;
  }

  protected addToSolver(lits: Clause): void {
    this.vars.see(lits);
    if (this.used + lits.length + 1 > this.pending.length) this.flushClauses(lits.length + 1);
    for (let i = 0; i < lits.length; i++) this.pending[this.used++] = lits[i]!;
    this.pending[this.used++] = 0;
    if (this.used >= CHUNK) this.flushClauses();
  }

  protected loadFormula(formula: FormulaSource, deadline?: Deadline): void {
    addFormulaTo(this, formula, deadline);
  }

  protected freshVariable(): number {
    return this.vars.fresh();
  }

  phase(lit: number): void {
    this.checkReady('phase');
    this.vars.see([lit]);
    this.phases.push(lit);
  }

  protected async search(options: SolveOptions): Promise<SolveResult> {
    if (this.broken !== undefined) throw new SolverError(this.name, this.broken);
    const start = performance.now();
    const assumptions = Int32Array.from(options.assumptions ?? []);
    this.vars.see(assumptions);
    this.flushClauses();
    if (this.phases.length > 0) {
      this.post({ type: 'phases', lits: Int32Array.from(this.phases) });
      this.phases = [];
    }
    const deadline = options.timeoutMs === undefined ? Infinity : performance.timeOrigin + start + options.timeoutMs;
    Atomics.store(this.stop, 0, 0);
    const replies = this.racers.map((racer) => this.reply(racer));
    this.post({
      type: 'solve',
      assumptions,
      variables: this.vars.max,
      deadline,
      ...(options.conflicts !== undefined ? { conflicts: options.conflicts } : {}),
    });
    let timer: NodeJS.Timeout | undefined;
    let ended = false;
    if (options.timeoutMs !== undefined) {
      // Racers stop themselves at the deadline; one that does not (stuck loading a huge formula) is ended.
      timer = setTimeout(() => {
        ended = true;
        this.end('the solver threads were ended at the time limit');
      }, options.timeoutMs + GRACE_MS);
    }
    let results: RacerReply[];
    try {
      results = await Promise.all(replies);
    } finally {
      clearTimeout(timer);
    }
    const seconds = (performance.now() - start) / 1000;
    if (ended) return { status: 'unknown', reason: `timeout after ${seconds.toFixed(1)} s`, seconds };
    const failed = results.find((r) => r.type === 'error');
    if (failed?.type === 'error') {
      this.end(`the WebAssembly solver failed: ${failed.message}`);
      throw new SolverError(this.name, `the WebAssembly solver failed: ${failed.message}`);
    }
    const answers = results.flatMap((r, i) => (r.type === 'result' ? [{ ...r, racer: this.racers[i]! }] : []));
    for (const a of answers) a.racer.statistics = searchStatisticsFrom(a.statistics);
    const winner = answers.find((a) => a.won);
    this.lastWinner = winner?.racer.config.name;
    if (winner?.status === 'satisfiable') {
      this.lastModel = winner.model!;
      return { status: 'sat', seconds, by: winner.racer.config.name };
    }
    if (winner?.status === 'unsatisfiable') return { status: 'unsat', seconds, by: winner.racer.config.name };
    if (answers.some((a) => a.late))
      return { status: 'unknown', reason: `timeout after ${seconds.toFixed(1)} s`, stoppedIn: 'loading the formula', seconds };
    const timedOut = performance.timeOrigin + performance.now() > deadline;
    return {
      status: 'unknown',
      reason: timedOut ? `timeout after ${seconds.toFixed(1)} s` : `conflict limit ${options.conflicts} reached`,
      seconds,
    };
  }

  protected readModel(): Int8Array {
    return this.lastModel;
  }

  /** Summed over the racers: the effort the race spent, losers included. */
  statistics(): SearchStatistics {
    return this.racers.reduce(
      (sum, r) => ({ conflicts: sum.conflicts + r.statistics.conflicts, decisions: sum.decisions + r.statistics.decisions }),
      { conflicts: 0, decisions: 0 },
    );
  }

  protected async release(): Promise<void> {
    this.broken ??= 'the solver was disposed of';
    await Promise.all(this.racers.map((r) => r.worker.terminate()));
  }

  /** Ends every racer's thread; the race cannot be used again. */
  private end(why: string): void {
    this.broken ??= why;
    for (const r of this.racers) void r.worker.terminate();
  }

  /** The racer's answer to the solve call about to be posted; its thread is held alive until then. */
  private reply(racer: Racer): Promise<RacerReply> {
    if (racer.failure !== undefined) return Promise.resolve({ type: 'error', message: racer.failure });
    racer.worker.ref();
    return new Promise<RacerReply>((resolve) => (racer.answer = resolve));
  }

  private flushClauses(room = 0): void {
    if (this.used > 0) {
      this.post({ type: 'clauses', lits: this.pending.slice(0, this.used) });
      this.used = 0;
    }
    if (room > this.pending.length) this.pending = new Int32Array(room);
  }

  private post(message: object): void {
    for (const r of this.racers) r.worker.postMessage(message);
  }
}
