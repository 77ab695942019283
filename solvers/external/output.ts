import { quote } from '../../src/core/errors.js';
import type { SolveStatus } from '../sat-solver.js';

/** A line the parser could not read, for error messages. */
export interface BadLine {
  line: number;
  column: number;
  text: string;
}

/** Output that cannot be trusted, wherever it is: where, and why in plain words. */
export interface OutputProblem {
  line: number;
  column: number;
  reason: string;
}

/**
 * Reads SAT competition output as it arrives: `s SATISFIABLE | UNSATISFIABLE | UNKNOWN`
 * (`INDETERMINATE` too) anywhere, a model over one or many `v` lines in any order relative to
 * `s` (a lone `v 0` ends it), comments. Variables above `variables` (auxiliary ones a caller
 * does not need) are skipped; variables the model leaves out stay 0.
 *
 * What makes the answer untrustworthy is kept in `problem` (the first one): a `v` token that is
 * not a literal, a variable given both signs, two different `s` lines, a model with no closing
 * 0. Lines of no known kind are only noted (`firstBadLine`): solvers print chatter.
 */
export class CompetitionOutput {
  status: SolveStatus | undefined;
  /** `c UNKNOWN`: how CaDiCaL reports reaching its own time limit. */
  unknownComment = false;
  modelLiterals = 0;
  modelEnded = false;
  /** The first line that is neither empty, a comment, an `s` line nor a `v` line. */
  firstBadLine: BadLine | undefined;
  /** The first thing that makes the answer untrustworthy. */
  problem: OutputProblem | undefined;
  readonly model: Int8Array;
  private partial = '';
  private lineNumber = 0;
  /** Where the last `v` line was, for a model cut short. */
  private lastModelLine: { line: number; column: number } | undefined;
  /** The variables the model gave, with their sign, beyond `variables` too (to catch contradictions). */
  private readonly beyond = new Map<number, number>();
  private statusLine: { word: string; line: number } | undefined;

  constructor(variables: number) {
    this.model = new Int8Array(variables + 1);
  }

  push(chunk: string): void {
    const text = this.partial + chunk;
    const lines = text.split('\n');
    this.partial = lines.pop()!;
    for (const line of lines) this.readLine(line);
  }

  end(): void {
    if (this.partial !== '') this.readLine(this.partial);
    this.partial = '';
    if (this.modelLiterals > 0 && !this.modelEnded && this.lastModelLine) {
      this.flag(this.lastModelLine.line, this.lastModelLine.column, 'truncated: the model has no closing 0');
    }
  }

  private flag(line: number, column: number, reason: string): void {
    this.problem ??= { line, column, reason };
  }

  private readLine(raw: string): void {
    this.lineNumber++;
    const line = raw.replace(/\r$/, '');
    const trimmed = line.trim();
    if (trimmed === '') return;
    const bad = (column: number) => {
      this.firstBadLine ??= { line: this.lineNumber, column, text: line };
    };
    const tag = trimmed[0];
    if (tag === 'c' && (trimmed.length === 1 || /\s/.test(trimmed[1]!))) {
      if (/^c\s+UNKNOWN\s*$/.test(trimmed)) this.unknownComment = true;
      return;
    }
    if (tag === 's' && /\s/.test(trimmed[1] ?? '')) {
      const word = trimmed.slice(1).trim();
      const column = line.indexOf(word) + 1;
      const status = STATUS_WORDS[word];
      if (status === undefined) {
        this.flag(this.lineNumber, column, `unknown result ${quote(word)}: expected SATISFIABLE, UNSATISFIABLE or UNKNOWN`);
        return;
      }
      if (this.statusLine && this.statusLine.word !== word) {
        this.flag(this.lineNumber, column, `a second result line contradicts 's ${this.statusLine.word}' on line ${this.statusLine.line}`);
      }
      this.statusLine ??= { word, line: this.lineNumber };
      this.status = status;
      return;
    }
    if (tag === 'v' && (trimmed.length === 1 || /\s/.test(trimmed[1]!))) {
      const start = line.indexOf('v') + 1;
      this.lastModelLine = { line: this.lineNumber, column: line.length + 1 };
      for (const m of line.slice(start).matchAll(/\S+/g)) {
        const column = start + m.index + 1;
        if (!/^-?\d+$/.test(m[0])) {
          this.flag(this.lineNumber, column, `${quote(m[0])} is not a literal (a whole number)`);
          return;
        }
        const lit = Number(m[0]);
        if (lit === 0) {
          this.modelEnded = true;
          continue;
        }
        if (this.modelEnded) this.flag(this.lineNumber, column, 'a literal after the model ended with 0');
        this.modelLiterals++;
        const v = Math.abs(lit);
        const sign = lit > 0 ? 1 : -1;
        const before = v < this.model.length ? this.model[v]! : (this.beyond.get(v) ?? 0);
        if (before !== 0 && before !== sign) this.flag(this.lineNumber, column, `the model gives variable ${v} both signs`);
        if (v < this.model.length) this.model[v] = sign;
        else this.beyond.set(v, sign);
      }
      return;
    }
    bad(line.length - line.trimStart().length + 1);
  }
}

const STATUS_WORDS: Record<string, SolveStatus> = {
  SATISFIABLE: 'sat',
  UNSATISFIABLE: 'unsat',
  UNKNOWN: 'unknown',
  INDETERMINATE: 'unknown',
};

export interface ResultFile {
  status: SolveStatus;
  model: Int8Array;
}

/**
 * MiniSat's result file: `SAT` then the model's literals ending in 0, `UNSAT`, or `INDET`.
 * Text in any other shape, a token that is not a literal, a variable with both signs or a model
 * with no closing 0 is a `bad` result, with its position and reason.
 */
export function parseMinisatResult(text: string, variables: number): { result?: ResultFile; bad?: OutputProblem } {
  const lines = text.split(/\r?\n/);
  const first = lines.findIndex((l) => l.trim() !== '');
  const model = new Int8Array(variables + 1);
  const head = first < 0 ? '' : lines[first]!.trim();
  if (head === 'UNSAT') return { result: { status: 'unsat', model } };
  if (head === 'INDET') return { result: { status: 'unknown', model } };
  if (head !== 'SAT')
    return { bad: { line: first < 0 ? 1 : first + 1, column: 1, reason: `${quote(head)} is not a MiniSat result (SAT, UNSAT or INDET)` } };
  const seen = new Map<number, number>();
  let ended = false;
  let last = { line: first + 1, column: 4 };
  for (let i = first + 1; i < lines.length; i++) {
    for (const m of lines[i]!.matchAll(/\S+/g)) {
      const at = { line: i + 1, column: m.index + 1 };
      if (!/^-?\d+$/.test(m[0])) return { bad: { ...at, reason: `${quote(m[0])} is not a literal (a whole number)` } };
      const lit = Number(m[0]);
      if (ended) return { bad: { ...at, reason: 'a literal after the model ended with 0' } };
      if (lit === 0) {
        ended = true;
        continue;
      }
      const v = Math.abs(lit);
      const sign = lit > 0 ? 1 : -1;
      if ((seen.get(v) ?? sign) !== sign) return { bad: { ...at, reason: `the model gives variable ${v} both signs` } };
      seen.set(v, sign);
      if (v < model.length) model[v] = sign;
      last = { line: i + 1, column: m.index + m[0].length + 1 };
    }
  }
  if (!ended) return { bad: { ...last, reason: 'truncated: the model has no closing 0' } };
  return { result: { status: 'sat', model } };
}

/** The first line of a text that looks like MiniSat's result file. */
export function looksLikeMinisatResult(text: string): boolean {
  const head = text
    .split(/\r?\n/)
    .find((l) => l.trim() !== '')
    ?.trim();
  return head === 'SAT' || head === 'UNSAT' || head === 'INDET';
}
