import MiniSat from 'logic-solver/minisat_wrapper.js';
import type { Clause } from '../../src/cnf/sink.js';
import type { Deadline } from '../../src/core/deadline.js';
import {
  type FormulaSource,
  type SatSolver,
  type SolveOptions,
  type SolveResult,
  addFormulaTo,
  GuardedSolver,
  SolverError,
  VariableCounter,
} from '../sat-solver.js';

/**
 * MiniSat from the logic-solver package, run on the calling thread. This is the web app's
 * MiniSat: its worker is itself the thread, and the page stops a solve by terminating the worker,
 * so no time limit is kept here. (On Node, `MinisatSolver` hosts the port in a worker thread of
 * its own so that a time limit can end it; the web build puts this module in that one's place.)
 * Several assumptions are implied by a fresh activation variable, as the Node host does.
 */
export class MinisatSolver extends GuardedSolver implements SatSolver {
  readonly name = 'minisat';
  readonly capabilities = { incremental: true, conflictLimit: false };
  private readonly vars = new VariableCounter();
  private readonly solver = new MiniSat();
  private lastModel: Int8Array = new Int8Array(0);

  protected addToSolver(lits: Clause): void {
    this.vars.see(lits);
    this.solver.addClause(Array.from(lits));
  }

  protected loadFormula(formula: FormulaSource, deadline?: Deadline): void {
    addFormulaTo(this, formula, deadline);
  }

  protected freshVariable(): number {
    return this.vars.fresh();
  }

  protected async search(options: SolveOptions): Promise<SolveResult> {
    if (options.conflicts !== undefined) throw new SolverError(this.name, 'no conflict limit in the MiniSat port');
    const start = performance.now();
    const assumptions = Array.from(options.assumptions ?? []);
    this.vars.see(assumptions);
    let sat: boolean;
    try {
      if (assumptions.length === 0) {
        this.solver.ensureVar(this.vars.max);
        sat = this.solver.solve();
      } else {
        const activation = this.vars.fresh();
        this.solver.ensureVar(this.vars.max);
        for (const lit of assumptions) this.solver.addClause([-activation, lit]);
        sat = this.solver.solveAssuming(activation);
        this.solver.retireVar(activation);
      }
    } catch (e) {
      throw new SolverError(this.name, `MiniSat failed (the port has a fixed 64 MB heap): ${e instanceof Error ? e.message : String(e)}`);
    }
    const seconds = (performance.now() - start) / 1000;
    if (!sat) return { status: 'unsat', seconds };
    const values = this.solver.getSolution();
    const model = new Int8Array(values.length);
    for (let v = 1; v < values.length; v++) model[v] = values[v] ? 1 : -1;
    this.lastModel = model;
    return { status: 'sat', seconds };
  }

  protected readModel(): Int8Array {
    return this.lastModel;
  }

  protected async release(): Promise<void> {}
}
