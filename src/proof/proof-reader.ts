import { quote } from '../core/errors.js';
import type { ProofFormat } from '../cnf/proof-format.js';

/** One step of a proof, as read. The arrays are reused from step to step. */
export interface ProofStep {
  /** `original`: FRAT's listing of an input clause; `final`: FRAT's clauses left at the end. */
  kind: 'add' | 'delete' | 'original' | 'final';
  /** The clause number (LRAT, FRAT); 0 in DRAT. */
  id: number;
  /** The clause's literals; for an LRAT deletion, the numbers of the clauses deleted. */
  lits: number[];
  /** LRAT and FRAT hints: the clauses whose unit propagation derives the lemma. */
  hints: number[];
  /** Where the step begins: `line 12` or `byte 3,456`. */
  where: string;
}

/** A proof file that cannot be read as its format. */
export class ProofSyntaxError extends Error {
  constructor(
    message: string,
    readonly where: string,
  ) {
    super(`${where}: ${message}`);
    this.name = 'ProofSyntaxError';
  }
}

const SPACE = new Set([0x20, 0x09, 0x0d, 0x0a, 0x0c, 0x0b]);
const MAX_MAGNITUDE = 2 ** 31 - 1;

/** Reads the steps of a proof one at a time. */
export interface ProofReader {
  /** Fills `step` with the next step; false at the end of the proof. */
  next(step: ProofStep): boolean;
}

export function proofReader(bytes: Uint8Array, format: ProofFormat): ProofReader {
  switch (format) {
    case 'drat':
      return new TextReader(bytes, 'drat');
    case 'lrat':
      return new TextReader(bytes, 'lrat');
    case 'frat':
      return new TextReader(bytes, 'frat');
    case 'drat-binary':
      return new BinaryReader(bytes, false);
    case 'lrat-binary':
      return new BinaryReader(bytes, true);
  }
}

/** Text proofs: whitespace-separated tokens, `c` comment lines (and Picosat's `%RUPD` header). */
class TextReader implements ProofReader {
  private pos = 0;
  private line = 1;
  private lineStart = 0;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly format: 'drat' | 'lrat' | 'frat',
  ) {}

  next(step: ProofStep): boolean {
    const first = this.skipToStep();
    if (first < 0) return false;
    step.where = `line ${this.line}`;
    step.lits.length = 0;
    step.hints.length = 0;
    step.id = 0;
    if (this.format === 'drat') {
      step.kind = first === 0x64 /* d */ ? 'delete' : 'add';
      if (step.kind === 'delete') this.letter();
      this.list(step.lits, 'literal');
      return true;
    }
    if (this.format === 'lrat') {
      step.id = this.clauseNumber();
      if (this.peek() === 0x64) {
        this.letter();
        step.kind = 'delete';
        this.list(step.lits, 'clause number');
        return true;
      }
      step.kind = 'add';
      this.list(step.lits, 'literal');
      this.list(step.hints, 'hint');
      return true;
    }
    const kind = this.letter();
    const kinds: Record<string, ProofStep['kind']> = { o: 'original', a: 'add', d: 'delete', f: 'final' };
    if (!(kind in kinds)) throw this.error(`${quote(kind)} is not a FRAT step (o, a, d or f)`);
    step.kind = kinds[kind]!;
    step.id = this.clauseNumber();
    this.list(step.lits, 'literal');
    if (this.peek() === 0x6c /* l */) {
      this.letter();
      this.list(step.hints, 'hint');
    }
    return true;
  }

  private error(message: string): ProofSyntaxError {
    return new ProofSyntaxError(message, `line ${this.line}, column ${this.pos - this.lineStart + 1}`);
  }

  /** Skips blanks; -1 at the end. */
  private peek(): number {
    const { bytes } = this;
    while (this.pos < bytes.length && SPACE.has(bytes[this.pos]!)) {
      if (bytes[this.pos] === 0x0a) {
        this.line++;
        this.lineStart = this.pos + 1;
      }
      this.pos++;
    }
    return this.pos < bytes.length ? bytes[this.pos]! : -1;
  }

  /** Skips blanks and comment lines before a step; -1 at the end. */
  private skipToStep(): number {
    for (;;) {
      const c = this.peek();
      if (c !== 0x63 /* c */ && c !== 0x25 /* % */) return c;
      while (this.pos < this.bytes.length && this.bytes[this.pos] !== 0x0a) this.pos++;
    }
  }

  /** A one-letter word. */
  private letter(): string {
    const c = this.peek();
    const next = this.bytes[this.pos + 1];
    if (c < 0) throw this.error('the proof ends in the middle of a step');
    if (next !== undefined && !SPACE.has(next)) throw this.error(`${quote(this.token())} is not a step letter`);
    this.pos++;
    return String.fromCharCode(c);
  }

  private token(): string {
    let end = this.pos;
    while (end < this.bytes.length && !SPACE.has(this.bytes[end]!) && end - this.pos < 40) end++;
    return new TextDecoder('latin1').decode(this.bytes.subarray(this.pos, end));
  }

  /** A signed integer. */
  private integer(what: string): number {
    if (this.peek() < 0) throw this.error(`the proof ends where a ${what} or the closing 0 was expected`);
    const { bytes } = this;
    let i = this.pos;
    const negative = bytes[i] === 0x2d;
    if (negative) i++;
    let value = 0;
    const digits = i;
    while (i < bytes.length && bytes[i]! >= 0x30 && bytes[i]! <= 0x39) {
      value = value * 10 + (bytes[i]! - 0x30);
      i++;
    }
    if (i === digits || (i < bytes.length && !SPACE.has(bytes[i]!))) throw this.error(`${quote(this.token())} is not a ${what}`);
    if (value > MAX_MAGNITUDE) throw this.error(`${what} ${quote(this.token())} is out of range`);
    this.pos = i;
    return negative ? -value : value;
  }

  private clauseNumber(): number {
    const id = this.integer('clause number');
    if (id <= 0) throw this.error(`clause number ${id}: clause numbers are positive`);
    return id;
  }

  /** Integers up to the closing 0. */
  private list(into: number[], what: string): void {
    for (;;) {
      const value = this.integer(what);
      if (value === 0) return;
      into.push(value);
    }
  }
}

/**
 * Binary DRAT and LRAT: a step letter (`a` or `d`), then numbers as variable-length unsigned
 * integers (7 bits a byte, least significant first), a literal l as 2|l| + (l < 0), each list
 * closed by a 0. Binary LRAT writes clause numbers the same way.
 */
class BinaryReader implements ProofReader {
  private pos = 0;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly lrat: boolean,
  ) {}

  next(step: ProofStep): boolean {
    if (this.pos >= this.bytes.length) return false;
    const start = this.pos;
    step.where = `byte ${start.toLocaleString('en-US')}`;
    step.lits.length = 0;
    step.hints.length = 0;
    step.id = 0;
    const letter = this.bytes[this.pos++]!;
    if (letter !== 0x61 && letter !== 0x64) {
      throw new ProofSyntaxError(`byte 0x${letter.toString(16).padStart(2, '0')} is not a step ('a' or 'd')`, step.where);
    }
    step.kind = letter === 0x61 ? 'add' : 'delete';
    if (this.lrat) {
      if (step.kind === 'delete') {
        this.list(step.lits, step.where);
        return true;
      }
      step.id = this.number(step.where);
      if (step.id <= 0) throw new ProofSyntaxError(`clause number ${step.id}: clause numbers are positive`, step.where);
      this.list(step.lits, step.where);
      this.list(step.hints, step.where);
      return true;
    }
    this.list(step.lits, step.where);
    return true;
  }

  /** One number, decoded from 2|x| + (x < 0). */
  private number(where: string): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      if (this.pos >= this.bytes.length) throw new ProofSyntaxError('the proof ends in the middle of a step', where);
      const byte = this.bytes[this.pos++]!;
      value += (byte & 0x7f) * scale;
      if ((byte & 0x80) === 0) break;
      scale *= 128;
      if (scale > 2 ** 35) throw new ProofSyntaxError(`a number at byte ${this.pos.toLocaleString('en-US')} is out of range`, where);
    }
    if (value === 1) throw new ProofSyntaxError(`byte ${(this.pos - 1).toLocaleString('en-US')} encodes -0`, where);
    const magnitude = Math.floor(value / 2);
    if (magnitude > MAX_MAGNITUDE)
      throw new ProofSyntaxError(`a number at byte ${this.pos.toLocaleString('en-US')} is out of range`, where);
    return value % 2 === 1 ? -magnitude : magnitude;
  }

  private list(into: number[], where: string): void {
    for (;;) {
      const value = this.number(where);
      if (value === 0) return;
      into.push(value);
    }
  }
}

/** A fresh step to read into. */
export function emptyStep(): ProofStep {
  return { kind: 'add', id: 0, lits: [], hints: [], where: '' };
}
