import { describe, expect, it } from 'vitest';
import { AMO_NAMES } from '../../encodings/amo/index.js';
import { encode } from '../../encodings/encoder.js';
import { PRESETS } from '../../encodings/presets.js';
import { GIVENS_MODES } from '../../encodings/spec.js';
import { MemoryOutput } from '../../src/cnf/byte-output.js';
import { parseDimacs } from '../../src/cnf/dimacs-reader.js';
import { DimacsWriter } from '../../src/cnf/dimacs-writer.js';
import { writeDimacs } from '../../src/formula/dimacs.js';
import { ClauseBuffer } from '../../src/cnf/sink.js';
import { patternGrid, withHoles } from '../helpers.js';

describe('DIMACS written for a puzzle', () => {
  for (const k of [2, 3]) {
    const puzzle = withHoles(patternGrid(k), 0.35, 7);
    it.each(GIVENS_MODES.flatMap((givens) => AMO_NAMES.map((amo) => [k, givens, amo] as const)))(
      'k = %i, %s, %s: header exact, body as encoded',
      async (_k, givens, amo) => {
        const spec = { families: PRESETS.extended, amo, givens };
        const out = new MemoryOutput();
        const info = await writeDimacs(puzzle, spec, out, 'sample');
        const cnf = parseDimacs(out.text());
        expect(cnf.declaredClauses).toBe(cnf.clauses.length);
        expect(cnf.declaredClauses).toBe(info.clauses);
        expect(cnf.variables).toBe(info.variables);
        const direct = new ClauseBuffer();
        encode(puzzle, spec, direct);
        expect([...cnf.clauses].map((c) => Array.from(c))).toEqual([...direct].map((c) => Array.from(c)));
        const n = k * k;
        expect(cnf.comments).toContain(
          `cell variables 1..${n ** 3}: var(r,c,v) = ${n * n}*r + ${n}*c + v, r and c = 0..${n - 1} from the top left, v = 1..${n}`,
        );
        if (givens === 'assumptions') {
          const listed = cnf.comments.filter((c) => c.startsWith('assumptions ')).flatMap((c) => c.split(' ').slice(1).map(Number));
          expect(listed).toEqual(Array.from(info.assumptions));
          expect(listed).toHaveLength(puzzle.givens());
        }
      },
    );
  }
});

describe('DimacsWriter', () => {
  it('writes large variable numbers and very long clauses', () => {
    const out = new MemoryOutput();
    const w = new DimacsWriter(out, 10);
    w.addClause([-3_000_000, 5, 2_097_151, -2_097_152]);
    const long = Array.from({ length: 300_000 }, (_, i) => i + 1);
    w.addClause(long);
    w.addClause([]);
    w.flush();
    const lines = out.text().split('\n');
    expect(lines[0]).toBe('-3000000 5 2097151 -2097152 0');
    expect(lines[1]!.split(' ')).toHaveLength(300_001);
    expect(lines[2]).toBe('0');
    expect(w.clauses).toBe(3);
    expect(w.literals).toBe(300_004);
  });
});

describe('parseDimacs', () => {
  it('is tolerant: comments anywhere, clauses across lines, no final newline, % trailer', () => {
    const cnf = parseDimacs('c hello\np cnf 3 4\n1 -2\n 3 0\nc mid\n-1 0 2 0\n%\n0\n');
    expect([...cnf.clauses].map((c) => Array.from(c))).toEqual([[1, -2, 3], [-1], [2]]);
    expect(cnf.comments).toEqual(['hello', 'mid']);
    expect(cnf.declaredClauses).toBe(4);
    const open = parseDimacs('p cnf 2 1\n1 2');
    expect([...open.clauses].map((c) => Array.from(c))).toEqual([[1, 2]]);
  });

  it.each([
    ['p cnf 2 1\n1 3 0\n', 'f.cnf:2:3: literal 3 is beyond the 2 declared variables'],
    ['p cnf 2 1\n1 x 0\n', "f.cnf:2:3: 'x' is not a literal"],
    ['1 2 0\n', "f.cnf:1:1: clauses before the 'p cnf' line"],
    ['p cnf 2\n', "f.cnf:1:1: bad problem line 'p cnf 2': expected 'p cnf <variables> <clauses>'"],
    ['c only\n', "f.cnf:1:1: no 'p cnf' line"],
  ])('%j is an error naming line and column', (text, message) => {
    const error = (() => {
      try {
        parseDimacs(text, 'f.cnf');
      } catch (e) {
        return String(e);
      }
      return 'no error';
    })();
    expect(error).toBe(message);
  });
});
