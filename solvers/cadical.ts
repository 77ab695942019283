import { Cadical, type CadicalModule, createModule, type SolverOptions } from 'cadical-wasm';
import type { Clause } from '../src/cnf/sink.js';
import type { Deadline } from '../src/core/deadline.js';
import {
  type FormulaSource,
  type SatSolver,
  type SolveOptions,
  type SolveResult,
  addFormulaTo,
  type SearchStatistics,
  DisposableSolver,
  SolverError,
  VariableCounter,
} from './sat-solver.js';

/**
 * The WebAssembly module all instances share, made once. What it prints goes nowhere, except
 * while `statistics` reads `printStatistics` back.
 */
let shared: Promise<CadicalModule> | undefined;
let capture: string[] | undefined;

function sharedModule(): Promise<CadicalModule> {
  shared ??= createModule({ print: (text: string) => capture?.push(text), printErr: () => {} });
  return shared;
}

/**
 * Options every embedded CaDiCaL gets. `lucky` tries trivial assignments before every solve; on
 * Sudoku formulas they never succeed, and skipping them makes 9x9 batches faster
 * (docs/decisions/02-solving-9x9-puzzles.md). Not `quiet`, which would silence printStatistics too; no reports and no
 * verbosity instead.
 */
export const CADICAL_DEFAULTS: SolverOptions = { quiet: false, report: false, verbose: 0, lucky: false };

/** What a WebAssembly failure says, without emscripten's `Aborted(…)` wrapper and its advice to rebuild. */
function wasmReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^Aborted\((.*)\)\. Build with -sASSERTIONS for more info\.$/s, '$1');
}

/** The search counters in what CaDiCaL's printStatistics printed. */
export function searchStatisticsFrom(printed: readonly string[]): SearchStatistics {
  const count = (name: string) =>
    Number(printed.map((l) => new RegExp(`^c ${name}:\\s+(\\d+)`).exec(l)?.[1]).find((x) => x !== undefined) ?? 0);
  return { conflicts: count('conflicts'), decisions: count('decisions') };
}

/** Embedded CaDiCaL (the cadical-wasm package): incremental, with wall-clock and conflict limits. */
export class CadicalSolver extends DisposableSolver implements SatSolver {
  readonly name = 'cadical';
  readonly capabilities = { incremental: true, conflictLimit: true };
  private readonly vars = new VariableCounter();
  private deadline = Infinity;
  private terminateInstalled = false;

  private disposed = false;

  private constructor(private readonly solver: Cadical) {
    super();
  }

  /** `tuning`: CaDiCaL options on top of these defaults. */
  static async create(tuning: SolverOptions = {}): Promise<CadicalSolver> {
    try {
      return new CadicalSolver(new Cadical(await sharedModule(), { ...CADICAL_DEFAULTS, ...tuning }));
    } catch (e) {
      // Most often the address space is capped (ulimit -v) below what WebAssembly reserves. The
      // next attempt starts the module afresh.
      shared = undefined;
      throw new SolverError(
        'cadical',
        `the WebAssembly solver could not start: ${wasmReason(e)}; raise the address-space limit (ulimit -v), or use --solver minisat or dlx`,
      );
    }
  }

  addClause(lits: Clause): void {
    this.vars.see(lits);
    this.guard(() => this.solver.addClause(lits));
  }

  addFormula(formula: FormulaSource, deadline?: Deadline): void {
    addFormulaTo(this, formula, deadline);
  }

  newVariable(): number {
    return this.vars.fresh();
  }

  async solve(options: SolveOptions = {}): Promise<SolveResult> {
    const start = performance.now();
    const assumptions = Array.from(options.assumptions ?? []);
    this.vars.see(assumptions);
    if (options.timeoutMs !== undefined && !this.terminateInstalled) {
      // Polled by the search loop; installed once, since each install registers a wasm function.
      this.solver.setTerminate(() => performance.now() > this.deadline);
      this.terminateInstalled = true;
    }
    this.deadline = options.timeoutMs === undefined ? Infinity : start + options.timeoutMs;
    const outcome = this.guard(() => {
      this.solver.ensureVars(this.vars.max);
      return this.solver.solve({ assumptions, ...(options.conflicts !== undefined ? { conflicts: options.conflicts } : {}) });
    });
    const seconds = (performance.now() - start) / 1000;
    if (outcome === 'satisfiable') return { status: 'sat', seconds };
    if (outcome === 'unsatisfiable') return { status: 'unsat', seconds };
    const reason =
      performance.now() > this.deadline ? `timeout after ${seconds.toFixed(1)} s` : `conflict limit ${options.conflicts} reached`;
    return { status: 'unknown', reason, seconds };
  }

  model(): Int8Array {
    // Variable by variable into the typed array: the package's model() builds an array of
    // booleans first, which a 9×9 batch would pay for on every puzzle.
    const model = new Int8Array(this.vars.max + 1);
    this.guard(() => {
      for (let v = 1; v <= this.vars.max; v++) model[v] = this.solver.value(v) ? 1 : -1;
    });
    return model;
  }

  /** Makes the search try `lit` first whenever it decides its variable. */
  phase(lit: number): void {
    this.vars.see([lit]);
    this.guard(() => this.solver.phase(lit));
  }

  statistics(): SearchStatistics {
    const printed: string[] = [];
    capture = printed;
    try {
      this.guard(() => this.solver.printStatistics());
    } finally {
      capture = undefined;
    }
    return searchStatisticsFrom(printed);
  }

  async dispose(): Promise<void> {
    if (this.disposed) return;
    this.disposed = true;
    this.solver.dispose();
  }

  /** A WebAssembly abort (out of memory, most often) becomes a SolverError. */
  private guard<T>(action: () => T): T {
    try {
      return action();
    } catch (e) {
      throw new SolverError(this.name, `the WebAssembly solver failed: ${wasmReason(e)}`);
    }
  }
}
