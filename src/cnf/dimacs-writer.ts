import type { ByteOutput } from './byte-output.js';
import type { Clause, ClauseSink } from './sink.js';

const CHUNK = 1 << 20;
const utf8 = new TextEncoder();
/** Decimal digits of 1..TABLE_LIMIT-1 are precomputed: copying bytes beats dividing. */
const TABLE_LIMIT = 1 << 21;
let digitTable = new Uint8Array(0);
let digitLength = new Uint8Array(0);

function ensureDigits(upTo: number): void {
  const size = Math.min(upTo + 1, TABLE_LIMIT);
  if (digitLength.length >= size) return;
  digitTable = new Uint8Array(size * 8);
  digitLength = new Uint8Array(size);
  for (let v = 1; v < size; v++) {
    const s = String(v);
    digitLength[v] = s.length;
    for (let i = 0; i < s.length; i++) digitTable[v * 8 + i] = s.charCodeAt(i);
  }
}

/**
 * Writes clauses as DIMACS text into 1 MiB chunks handed to a ByteOutput. It writes no header
 * itself: the caller writes the comments and the `p cnf` line first with `writeText`.
 */
export class DimacsWriter implements ClauseSink {
  clauses = 0;
  literals = 0;
  // Plain Uint8Arrays (Node's Buffer is one), so that the web app writes formulas too.
  private buf = new Uint8Array(CHUNK);
  private pos = 0;

  constructor(
    private readonly out: ByteOutput,
    maxVariable: number,
  ) {
    ensureDigits(maxVariable);
  }

  writeText(text: string): void {
    const bytes = utf8.encode(text);
    this.reserve(bytes.length);
    this.buf.set(bytes, this.pos);
    this.pos += bytes.length;
  }

  addClause(lits: Clause): void {
    const count = lits.length;
    this.reserve(count * 12 + 2);
    const buf = this.buf;
    const table = digitTable;
    const lengths = digitLength;
    let pos = this.pos;
    for (let i = 0; i < count; i++) {
      let v = lits[i]!;
      if (v < 0) {
        buf[pos++] = 45; // '-'
        v = -v;
      }
      if (v < lengths.length) {
        const len = lengths[v]!;
        const at = v << 3;
        for (let j = 0; j < len; j++) buf[pos++] = table[at + j]!;
      } else {
        const s = String(v);
        for (let j = 0; j < s.length; j++) buf[pos++] = s.charCodeAt(j);
      }
      buf[pos++] = 32; // ' '
    }
    buf[pos++] = 48; // '0'
    buf[pos++] = 10; // '\n'
    this.pos = pos;
    this.clauses++;
    this.literals += count;
  }

  /** Hands the buffered bytes to the output. */
  flush(): void {
    if (this.pos === 0) return;
    this.out.write(this.buf.subarray(0, this.pos));
    this.buf = new Uint8Array(CHUNK);
    this.pos = 0;
  }

  private reserve(bytes: number): void {
    if (this.pos + bytes <= this.buf.length) return;
    this.flush();
    if (bytes > this.buf.length) this.buf = new Uint8Array(bytes);
  }
}
