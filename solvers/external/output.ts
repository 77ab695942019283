import type { SolveStatus } from '../sat-solver.js';

/** A line the parser could not read, for error messages. */
export interface BadLine {
  line: number;
  column: number;
  text: string;
}

/**
 * Reads SAT competition output as it arrives: `s SATISFIABLE | UNSATISFIABLE | UNKNOWN`
 * (`INDETERMINATE` too) anywhere, a model over one or many `v` lines in any order relative to
 * `s` (a lone `v 0` ends it), comments. Variables above `variables` (auxiliary ones a caller
 * does not need) are skipped; variables the model leaves out stay 0.
 */
export class CompetitionOutput {
  status: SolveStatus | undefined;
  /** `c UNKNOWN`: how CaDiCaL reports reaching its own time limit. */
  unknownComment = false;
  modelLiterals = 0;
  modelEnded = false;
  /** The first line that is neither empty, a comment, an `s` line nor a `v` line. */
  firstBadLine: BadLine | undefined;
  readonly model: Int8Array;
  private partial = '';
  private lineNumber = 0;

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
      if (word === 'SATISFIABLE') this.status = 'sat';
      else if (word === 'UNSATISFIABLE') this.status = 'unsat';
      else if (word === 'UNKNOWN' || word === 'INDETERMINATE') this.status = 'unknown';
      else bad(line.indexOf(word) + 1);
      return;
    }
    if (tag === 'v' && (trimmed.length === 1 || /\s/.test(trimmed[1]!))) {
      const start = line.indexOf('v') + 1;
      for (const m of line.slice(start).matchAll(/\S+/g)) {
        const lit = /^-?\d+$/.test(m[0]) ? Number(m[0]) : NaN;
        if (Number.isNaN(lit)) return bad(start + m.index + 1);
        if (lit === 0) {
          this.modelEnded = true;
          continue;
        }
        this.modelLiterals++;
        const v = Math.abs(lit);
        if (v < this.model.length) this.model[v] = lit > 0 ? 1 : -1;
      }
      return;
    }
    bad(line.length - line.trimStart().length + 1);
  }
}

export interface ResultFile {
  status: SolveStatus;
  model: Int8Array;
}

/**
 * MiniSat's result file: `SAT` then the model's literals ending in 0, `UNSAT`, or `INDET`.
 * Returns undefined for text in any other shape, with the offending position in `bad`.
 */
export function parseMinisatResult(text: string, variables: number): { result?: ResultFile; bad?: BadLine } {
  const lines = text.split(/\r?\n/);
  const first = lines.findIndex((l) => l.trim() !== '');
  const model = new Int8Array(variables + 1);
  const head = first < 0 ? '' : lines[first]!.trim();
  if (head === 'UNSAT') return { result: { status: 'unsat', model } };
  if (head === 'INDET') return { result: { status: 'unknown', model } };
  if (head !== 'SAT') return { bad: { line: first < 0 ? 1 : first + 1, column: 1, text: head } };
  for (let i = first + 1; i < lines.length; i++) {
    for (const m of lines[i]!.matchAll(/\S+/g)) {
      if (!/^-?\d+$/.test(m[0])) return { bad: { line: i + 1, column: m.index + 1, text: lines[i]! } };
      const lit = Number(m[0]);
      const v = Math.abs(lit);
      if (lit !== 0 && v < model.length) model[v] = lit > 0 ? 1 : -1;
    }
  }
  return { result: { status: 'sat', model } };
}

/** The first line of a text that looks like MiniSat's result file. */
export function looksLikeMinisatResult(text: string): boolean {
  const head = text.split(/\r?\n/).find((l) => l.trim() !== '')?.trim();
  return head === 'SAT' || head === 'UNSAT' || head === 'INDET';
}
