import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Clause } from '../../src/cnf/sink.js';
import type { Deadline } from '../../src/core/deadline.js';
import { ClauseBuffer } from '../../src/cnf/sink.js';
import {
  addFormulaTo,
  GuardedSolver,
  type FormulaSource,
  type SatSolver,
  type SolveOptions,
  SolverError,
  type SolveResult,
  VariableCounter,
} from '../sat-solver.js';
import { minisatWorkerMain } from './worker.js';

const WRAPPER = createRequire(import.meta.url).resolve('logic-solver/minisat_wrapper.js');

type WorkerReply = { type: 'result'; sat: boolean; model: Int8Array | null } | { type: 'error'; message: string };

/**
 * MiniSat from the logic-solver package (its low-level MiniSat wrapper), hosted in a worker
 * thread: the port cannot be interrupted, so a wall-clock limit terminates the worker. Clauses
 * are kept here too, so a fresh worker can be rebuilt after a timeout or a failure.
 * Incremental: the worker keeps its clauses between solves; no conflict limit.
 */
export class MinisatSolver extends GuardedSolver implements SatSolver {
  readonly name = 'minisat';
  readonly capabilities = { incremental: true, conflictLimit: false };
  private readonly vars = new VariableCounter();
  private readonly clauses = new ClauseBuffer();
  /** Clauses [0, sent) are in the current worker. */
  private sent = 0;
  private worker: Worker | undefined;
  private lastModel: Int8Array = new Int8Array(0);

  protected addToSolver(lits: Clause): void {
    this.vars.see(lits);
    this.clauses.addClause(lits);
  }

  protected loadFormula(formula: FormulaSource, deadline?: Deadline): void {
    addFormulaTo(this, formula, deadline);
  }

  protected freshVariable(): number {
    return this.vars.fresh();
  }

  protected async search(options: SolveOptions): Promise<SolveResult> {
    if (options.conflicts !== undefined) throw new SolverError(this.name, 'no conflict limit in the MiniSat port; use a timeout');
    const start = performance.now();
    const assumptions = Int32Array.from(options.assumptions ?? []);
    this.vars.see(assumptions);
    const worker = this.ensureWorker();
    this.sendPending(worker);
    const activation = assumptions.length > 0 ? this.vars.fresh() : 0;
    const reply = new Promise<WorkerReply>((resolve, reject) => {
      const done = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const onMessage = (m: WorkerReply) => {
        done();
        resolve(m);
      };
      const onError = (e: Error) => {
        done();
        reject(e);
      };
      // Ended while it searched: by dispose, or by a failure that reported nothing.
      const onExit = (code: number) => {
        done();
        reject(new Error(`the worker stopped (exit code ${code})`));
      };
      worker.once('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
    });
    worker.postMessage({ type: 'solve', assumptions, activation, variables: this.vars.max });
    let timer: NodeJS.Timeout | undefined;
    const timeout =
      options.timeoutMs === undefined
        ? new Promise<never>(() => {})
        : new Promise<'timeout'>((resolve) => {
            timer = setTimeout(() => resolve('timeout'), options.timeoutMs);
          });
    let outcome: WorkerReply | 'timeout';
    try {
      outcome = await Promise.race([reply, timeout]);
    } catch (e) {
      await this.dropWorker();
      throw new SolverError(
        this.name,
        this.disposed ? 'the solver was disposed of' : `the worker failed: ${e instanceof Error ? e.message : String(e)}`,
      );
    } finally {
      clearTimeout(timer);
    }
    const seconds = (performance.now() - start) / 1000;
    if (outcome === 'timeout') {
      await this.dropWorker();
      return { status: 'unknown', reason: `timeout after ${seconds.toFixed(1)} s`, seconds };
    }
    if (outcome.type === 'error') {
      await this.dropWorker();
      throw new SolverError(this.name, `MiniSat failed (the port has a fixed 64 MB heap): ${outcome.message}`);
    }
    if (!outcome.sat) return { status: 'unsat', seconds };
    this.lastModel = outcome.model!;
    return { status: 'sat', seconds };
  }

  protected readModel(): Int8Array {
    return this.lastModel;
  }

  protected async release(): Promise<void> {
    await this.dropWorker();
  }

  private ensureWorker(): Worker {
    if (!this.worker) {
      this.worker = new Worker(`(${minisatWorkerMain.toString()})(require)`, { eval: true, workerData: { wrapper: WRAPPER } });
      this.worker.unref();
      this.sent = 0;
    }
    return this.worker;
  }

  private sendPending(worker: Worker): void {
    const CHUNK = 1 << 20;
    let flat: number[] = [];
    for (let i = this.sent; i < this.clauses.length; i++) {
      for (const lit of this.clauses.clause(i)) flat.push(lit);
      flat.push(0);
      if (flat.length >= CHUNK) {
        worker.postMessage({ type: 'clauses', lits: Int32Array.from(flat) });
        flat = [];
      }
    }
    if (flat.length > 0) worker.postMessage({ type: 'clauses', lits: Int32Array.from(flat) });
    this.sent = this.clauses.length;
  }

  private async dropWorker(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }
}
