import { DratChecker } from './drat-checker.js';
import { LratChecker } from './lrat-checker.js';
import type { CheckMode, ProofFormat } from '../cnf/proof-format.js';
import { emptyStep, proofReader, type ProofStep, ProofSyntaxError } from './proof-reader.js';

export { CHECK_MODES, type CheckMode } from '../cnf/proof-format.js';

/** What checking a proof of unsatisfiability found. */
export interface ProofReport {
  verdict: 'verified' | 'rejected';
  format: ProofFormat;
  /** Lemmas read, up to and with the empty clause. */
  lemmas: number;
  /** Lemmas checked: every one, or backwards those the empty clause depends on. */
  checked: number;
  /** DRAT and FRAT: which way they were checked. */
  mode: CheckMode;
  /** Lemmas accepted as RAT rather than RUP. */
  rat: number;
  deletions: number;
  /** Deletions not honoured: of a clause not there, or of a reason for a top-level literal. */
  skippedDeletions: number;
  seconds: number;
  /** On rejection: the step, where it is in the file, and why. */
  failure?: { step: string; where: string; reason: string };
}

const shown = (lits: readonly number[]) => {
  const text = [...lits, 0].join(' ');
  return text.length > 80 ? `${text.slice(0, 76)} … 0` : text;
};

class Rejection extends Error {
  constructor(
    readonly step: string,
    readonly where: string,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** Where LRAT text goes, chunk by chunk, when a DRAT or FRAT proof is turned into LRAT. */
export type LratOutput = (text: string) => void;

/** A valid proof that LRAT output cannot follow: a RAT lemma. */
export class NoLratForm extends Error {}

/**
 * Checks that a proof derives the empty clause from a formula: DRAT checking, forward or
 * backward, for DRAT and FRAT (whose hints are not needed), hint checking for LRAT. The proof
 * must state the empty clause; checking ends there, and anything after it is ignored.
 *
 * With `lrat`, a DRAT or FRAT proof checked forward is also written out as LRAT: the formula's
 * clauses numbered 1, 2, … in order, each lemma with the clauses its check propagated, in order
 * (as drat-trim -L does), so that an LRAT checker can verify it again. RAT lemmas throw NoLratForm.
 */
export function checkProof(
  formula: Iterable<ArrayLike<number>>,
  proof: Uint8Array,
  format: ProofFormat,
  mode: CheckMode = 'forward',
  lrat?: LratOutput,
): ProofReport {
  if (lrat && (mode !== 'forward' || format === 'lrat' || format === 'lrat-binary'))
    throw new Error('internal error: LRAT output is for DRAT and FRAT checked forward');
  const started = performance.now();
  const report: ProofReport = {
    verdict: 'rejected',
    format,
    mode,
    lemmas: 0,
    checked: 0,
    rat: 0,
    deletions: 0,
    skippedDeletions: 0,
    seconds: 0,
  };
  try {
    const clauses = Array.from(formula);
    // A formula that holds the empty clause is unsatisfiable as it stands: no lemma is needed.
    const empty = clauses.findIndex((c) => c.length === 0);
    if (empty >= 0) lrat?.(`${clauses.length + 1} 0 ${empty + 1} 0\n`);
    const derived =
      empty >= 0 ||
      (format === 'lrat' || format === 'lrat-binary'
        ? checkLrat(clauses, proof, format, report)
        : checkDrat(clauses, proof, format, report, mode, lrat));
    if (!derived)
      throw new Rejection(`after lemma ${report.lemmas}`, 'the end of the proof', 'the proof ends without deriving the empty clause');
    report.verdict = 'verified';
  } catch (e) {
    if (e instanceof Rejection) report.failure = { step: e.step, where: e.where, reason: e.reason };
    else if (e instanceof ProofSyntaxError)
      report.failure = {
        step: `step ${report.lemmas + report.deletions + 1}`,
        where: e.where,
        reason: e.message.slice(e.where.length + 2),
      };
    else throw e;
  }
  report.seconds = (performance.now() - started) / 1000;
  return report;
}

/**
 * DRAT and FRAT: every step done forwards up to the empty clause, each lemma checked first when
 * forward, or else the lemmas the empty clause depends on checked backwards (see DratChecker);
 * true once the empty clause is derived.
 */
function checkDrat(
  formula: readonly ArrayLike<number>[],
  proof: Uint8Array,
  format: ProofFormat,
  report: ProofReport,
  mode: CheckMode,
  lrat?: LratOutput,
): boolean {
  const checker = new DratChecker();
  for (const clause of formula) checker.addClause(clause);
  const lratIds = lrat ? new LratIds(formula.length, checker, lrat) : undefined;
  /** FRAT clause numbers: the checker's index of each. */
  const byId = new Map<number, number>();
  /** Backwards: what was done, in order, a lemma's index or ~index for a deletion. */
  const done: number[] = [];
  /** Each lemma's number and place in the file, by index. */
  const lemmas = new Map<number, { number: number; where: string }>();
  const reader = proofReader(proof, format);
  const step: ProofStep = emptyStep();
  let derived = false;
  while (!derived && reader.next(step)) {
    if (step.kind === 'add') {
      report.lemmas++;
      if (step.lits.length === 0) {
        if (!checker.inconsistent)
          throw new Rejection(
            `lemma ${report.lemmas}`,
            step.where,
            'the empty clause does not follow by unit propagation from the clauses so far',
          );
        if (lratIds) {
          checker.explainConflict();
          lratIds.lemma(-1, []);
        }
        derived = true;
        continue;
      }
      if (step.id !== 0 && byId.has(step.id))
        throw new Rejection(`lemma ${report.lemmas}`, step.where, `clause number ${step.id} is already in use`);
      if (mode === 'forward') {
        report.checked++;
        const how = checker.implies(step.lits);
        if (how === undefined)
          throw new Rejection(
            `lemma ${report.lemmas}`,
            step.where,
            `${shown(step.lits)} is neither RUP nor RAT on its first literal ${step.lits[0]}`,
          );
        if (how === 'rat') {
          if (lratIds) throw new NoLratForm(`lemma ${report.lemmas} (${step.where}) is RAT, which sudocnf does not write as LRAT`);
          report.rat++;
        }
      }
      const index = checker.addClause(step.lits);
      lratIds?.lemma(index, step.lits);
      if (step.id !== 0) byId.set(step.id, index);
      if (mode === 'backward') {
        done.push(index);
        lemmas.set(index, { number: report.lemmas, where: step.where });
      }
    } else if (step.kind === 'delete') {
      report.deletions++;
      const index = format === 'frat' ? deleteById(checker, byId, step, report) : checker.deleteClause(step.lits);
      if (index < 0) report.skippedDeletions++;
      else if (mode === 'backward') done.push(~index);
      else lratIds?.deleted(index);
    } else if (step.kind === 'original') {
      const index = checker.find(step.lits);
      if (index < 0) {
        throw new Rejection(`original clause ${step.id}`, step.where, `${shown(step.lits)} is not a clause of the formula`);
      }
      byId.set(step.id, index);
    }
  }
  if (!derived) return false;
  report.checked++;
  if (mode === 'forward') return true;
  checker.markConflict();
  for (let k = done.length - 1; k >= 0; k--) {
    const index = done[k]!;
    if (index < 0) {
      checker.revive(~index);
      continue;
    }
    const needed = checker.isMarked(index);
    checker.retract(index);
    if (!needed) continue;
    report.checked++;
    const how = checker.check(index);
    if (how === undefined) {
      const lemma = lemmas.get(index)!;
      const lits = checker.literalsOf(index);
      throw new Rejection(`lemma ${lemma.number}`, lemma.where, `${shown(lits)} is neither RUP nor RAT on its first literal ${lits[0]}`);
    }
    if (how === 'rat') report.rat++;
  }
  return true;
}

/** LRAT output while checking forward: each clause's LRAT number, lemmas and deletions written. */
class LratIds {
  private readonly ids: number[];
  private next: number;

  constructor(
    formulaClauses: number,
    private readonly checker: DratChecker,
    private readonly out: LratOutput,
  ) {
    this.ids = Array.from({ length: formulaClauses }, (_, i) => i + 1);
    this.next = formulaClauses + 1;
    checker.recordHints = true;
  }

  /** A lemma just checked (its hints in the checker's `hints`), stored at `index` (-1: the empty clause). */
  lemma(index: number, lits: readonly number[]): void {
    const id = this.next++;
    if (index >= 0) this.ids[index] = id;
    const hints = this.checker.hints.map((i) => this.ids[i]!);
    this.out(`${id} ${lits.length > 0 ? `${lits.join(' ')} ` : ''}0 ${hints.join(' ')} 0\n`);
  }

  deleted(index: number): void {
    this.out(`${this.next - 1} d ${this.ids[index]!} 0\n`);
  }
}

/** A FRAT deletion; the index deleted, or -1 when it was skipped. */
function deleteById(checker: DratChecker, byId: Map<number, number>, step: ProofStep, report: ProofReport): number {
  const index = byId.get(step.id);
  if (index === undefined)
    throw new Rejection(`deletion ${report.deletions}`, step.where, `clause ${step.id} is deleted, but there is no live clause ${step.id}`);
  byId.delete(step.id);
  return checker.deleteIndex(index) ? index : -1;
}

/** LRAT hint checking; true once the empty clause is derived. */
function checkLrat(formula: Iterable<ArrayLike<number>>, proof: Uint8Array, format: ProofFormat, report: ProofReport): boolean {
  const checker = new LratChecker();
  for (const clause of formula) checker.addOriginal(clause);
  const reader = proofReader(proof, format);
  const step: ProofStep = emptyStep();
  while (reader.next(step)) {
    if (step.kind === 'delete') {
      report.deletions++;
      const failure = checker.delete(step.lits);
      if (failure) throw new Rejection(`deletion ${report.deletions}`, step.where, failure);
      continue;
    }
    report.lemmas++;
    report.checked++;
    const failure = checker.add(step.id, step.lits, step.hints);
    if (failure) throw new Rejection(`lemma ${report.lemmas} (clause ${step.id})`, step.where, `${shown(step.lits)}: ${failure}`);
    if (step.lits.length === 0) return true;
  }
  return false;
}
