import { bufferSource, type FormulaSource } from '../src/cnf/formula-source.js';
import { type Clause, ClauseBuffer } from '../src/cnf/sink.js';
import { GuardedSolver, VariableCounter } from './sat-solver.js';

/**
 * What a solver that starts afresh on every call has been given so far: formulas added whole and
 * clauses added one by one (blocking clauses, say). Each run streams all of it, with that call's
 * assumptions as unit clauses.
 */
export class RecordedFormula {
  readonly vars = new VariableCounter();
  private readonly formulas: FormulaSource[] = [];
  private readonly extra = new ClauseBuffer();

  addClause(lits: Clause): void {
    this.vars.see(lits);
    this.extra.addClause(lits);
  }

  addFormula(formula: FormulaSource): void {
    this.formulas.push(formula);
    this.vars.max = Math.max(this.vars.max, formula.variables);
  }

  /** Everything so far, then the assumptions as unit clauses. */
  sources(assumptions: ArrayLike<number> = []): FormulaSource[] {
    const units = new ClauseBuffer();
    for (const lit of Array.from(assumptions)) units.addClause([lit]);
    for (let i = 0; i < units.length; i++) this.vars.see(units.clause(i));
    const variables = this.vars.max;
    return [...this.formulas, bufferSource(this.extra, variables), bufferSource(units, variables)];
  }
}

/** A solver that records what it is given and runs it afresh on every call (a process, a proof run). */
export abstract class RecordingSolver extends GuardedSolver {
  protected readonly recorded = new RecordedFormula();

  protected addToSolver(lits: Clause): void {
    this.recorded.addClause(lits);
  }

  protected loadFormula(formula: FormulaSource): void {
    this.recorded.addFormula(formula);
  }

  protected freshVariable(): number {
    return this.recorded.vars.fresh();
  }
}
