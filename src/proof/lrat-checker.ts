import { grown } from './grown.js';

/**
 * LRAT checking: every clause has a number (the formula's are 1, 2, … in file order), and each
 * lemma names the clauses (hints) that, in that order, become unit or falsified once the
 * lemma's literals are false. The last hint must be falsified; a hint that is satisfied, or
 * has two open literals, rejects the lemma. RAT hints (negative numbers) are not accepted: the
 * solvers sudocnf drives never write them.
 */
export class LratChecker {
  private readonly clauses: (Int32Array | undefined)[] = [undefined];
  /** By variable: +1 / -1 when assigned in the current check (its stamp), else stale. */
  private value = new Int8Array(1);
  private stamp = new Int32Array(1);
  private round = 0;
  private lastId = 0;

  /** The formula's clauses, numbered from 1 in order. */
  addOriginal(lits: ArrayLike<number>): void {
    this.clauses.push(Int32Array.from(lits));
    this.lastId = this.clauses.length - 1;
  }

  /** Checks a lemma against its hints and adds it; returns why it fails, or undefined. */
  add(id: number, lits: readonly number[], hints: readonly number[]): string | undefined {
    if (id <= this.lastId) return `clause number ${id} is not above the last one (${this.lastId})`;
    const failure = this.check(lits, hints);
    if (failure !== undefined) return failure;
    this.clauses[id] = Int32Array.from(lits);
    this.lastId = id;
    return undefined;
  }

  /** Deletes clauses by number; returns why it fails, or undefined. */
  delete(ids: readonly number[]): string | undefined {
    for (const id of ids) {
      if (this.clauses[id] === undefined) return `clause ${id} is deleted, but there is no live clause ${id}`;
      this.clauses[id] = undefined;
    }
    return undefined;
  }

  private truth(lit: number): number {
    const variable = Math.abs(lit);
    if (variable >= this.stamp.length || this.stamp[variable] !== this.round) return 0;
    return lit > 0 ? this.value[variable]! : -this.value[variable]!;
  }

  private set(lit: number): void {
    const variable = Math.abs(lit);
    if (variable >= this.stamp.length) {
      const size = Math.max(variable + 1, this.stamp.length * 2);
      this.stamp = grown(this.stamp, size);
      this.value = grown(this.value, size);
    }
    this.stamp[variable] = this.round;
    this.value[variable] = lit > 0 ? 1 : -1;
  }

  private check(lits: readonly number[], hints: readonly number[]): string | undefined {
    this.round++;
    for (const lit of lits) {
      const t = this.truth(lit);
      if (t === 1) return undefined; // holds a literal and its negation: a tautology
      if (t === 0) this.set(-lit);
    }
    for (let h = 0; h < hints.length; h++) {
      const id = hints[h]!;
      if (id < 0) return `hint ${id} asks for a RAT step, which this checker does not take`;
      const clause = this.clauses[id];
      if (clause === undefined) return `hint ${id} names no live clause`;
      let open = 0;
      let unit = 0;
      for (const lit of clause) {
        const t = this.truth(lit);
        if (t === 1) return `hint ${id} is satisfied, not unit`;
        // A repeated literal is one literal: clauses are sets.
        if (t === 0 && (open === 0 || lit !== unit)) {
          open++;
          unit = lit;
        }
      }
      if (open === 0) return undefined;
      if (open > 1) return `hint ${id} has two or more open literals, not one`;
      this.set(unit);
    }
    return 'its hints propagate to no conflict';
  }
}
