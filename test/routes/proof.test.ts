import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { findExecutable } from '../../solvers/external/path.js';
import { blockingSource, certificateEncoding, certificateFormula, dimacsBytes } from '../../src/proof/certificate/certificate-formula.js';
import { parseDimacs } from '../../src/cnf/dimacs-reader.js';
import { parsePuzzles } from '../../src/formats/read.js';
import type { Grid } from '../../src/core/grid.js';
import { type CheckMode, checkProof, type ProofReport } from '../../src/proof/check-proof.js';
import { DratChecker } from '../../src/proof/drat-checker.js';
import { detectProofFormat, type ProofFormat } from '../../src/cnf/proof-format.js';
import { allSolutions, ROOT } from '../helpers.js';

const HAVE_CADICAL = findExecutable('cadical') !== undefined;
if (!HAVE_CADICAL) console.warn('skipping the tests on real proofs: the cadical binary is not on PATH (apt-get install cadical)');
const temp = mkdtempSync(join(tmpdir(), 'sudocnf-proof-test-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const text = (s: string) => new TextEncoder().encode(s);
const clauses = (...cs: number[][]) => cs;
const check = (formula: number[][], proof: string | Uint8Array, format: ProofFormat = 'drat', mode: CheckMode = 'forward'): ProofReport =>
  checkProof(formula, typeof proof === 'string' ? text(proof) : proof, format, mode);

/** Binary DRAT/LRAT: a step letter, then numbers as 2|x| + (x < 0), 7 bits a byte (the 0s that end lists given). */
function binary(steps: [string, number[]][]): Uint8Array {
  const out: number[] = [];
  const put = (x: number) => {
    let u = 2 * Math.abs(x) + (x < 0 ? 1 : 0);
    while (u >= 128) {
      out.push((u & 127) | 128);
      u >>>= 7;
    }
    out.push(u);
  };
  for (const [letter, numbers] of steps) {
    out.push(letter.charCodeAt(0));
    for (const x of numbers) put(x);
  }
  return Uint8Array.from(out);
}

/** The four clauses over two variables: unsatisfiable, and no unit propagation at the start. */
const XOR_ALL = clauses([1, 2], [-1, 2], [1, -2], [-1, -2]);

describe('forward DRAT checking', () => {
  it('accepts RUP lemmas ending in the empty clause, in text and binary', () => {
    expect(check(XOR_ALL, '2 0\n0\n')).toMatchObject({ verdict: 'verified', lemmas: 2, checked: 2, rat: 0 });
    expect(check(XOR_ALL, '3 0\n2 0\n0\n')).toMatchObject({ verdict: 'verified', rat: 1 });
    expect(
      check(
        XOR_ALL,
        binary([
          ['a', [2, 0]],
          ['a', [0]],
        ]),
        'drat-binary',
      ),
    ).toMatchObject({ verdict: 'verified', lemmas: 2 });
  });

  it('rejects an empty clause claimed before anything derives it, naming the step', () => {
    expect(check(XOR_ALL, '0\n2 0\n').failure).toEqual({
      step: 'lemma 1',
      where: 'line 1',
      reason: 'the empty clause does not follow by unit propagation from the clauses so far',
    });
    expect(check(XOR_ALL, binary([['a', [0]]]), 'drat-binary').failure).toMatchObject({ step: 'lemma 1', where: 'byte 0' });
  });

  it('rejects a proof without the empty clause, and one whose lemma does not follow', () => {
    expect(check(XOR_ALL, '2 0\n').failure?.reason).toBe('the proof ends without deriving the empty clause');
    const sat = clauses([1, 2], [-1, 2]);
    expect(check(sat, 'c a comment\n-2 0\n0\n').failure).toEqual({
      step: 'lemma 1',
      where: 'line 2',
      reason: '-2 0 is neither RUP nor RAT on its first literal -2',
    });
  });

  it('takes a RAT lemma on a fresh variable, and refuses one that is not RAT', () => {
    const checker = new DratChecker();
    checker.addClause([1, 2]);
    const lemma = (lits: number[]) => {
      const index = checker.addClause(lits);
      checker.retract(index);
      return checker.check(index);
    };
    expect(lemma([3])).toBe('rat');
    expect(lemma([-1])).toBeUndefined();
    expect(lemma([-1, 2])).toBeUndefined();
    expect(lemma([2, -1])).toBe('rat'); // no clause holds -2
    expect(check(clauses([1, 2]), '3 0\n-3 0\n0\n').failure).toMatchObject({
      step: 'lemma 2',
      reason: '-3 0 is neither RUP nor RAT on its first literal -3',
    });
  });

  it('forward checks every lemma; backward only those the empty clause depends on', () => {
    // `-3 0` follows from nothing, but nothing needs it either.
    const formula = [...XOR_ALL, [3, 4]];
    expect(check(formula, '-3 0\n2 0\n0\n').failure).toMatchObject({
      step: 'lemma 1',
      reason: '-3 0 is neither RUP nor RAT on its first literal -3',
    });
    expect(check(formula, '-3 0\n2 0\n0\n', 'drat', 'backward')).toMatchObject({ verdict: 'verified', lemmas: 3, checked: 2 });
    expect(check(formula, '1 0\n-2 0\n0\n', 'drat', 'backward').verdict).toBe('verified');
    expect(check(clauses([1, 2]), '3 0\n-3 0\n0\n', 'drat', 'backward').failure?.step).toBe('lemma 2');
  });

  it('honours deletions: a deleted clause no longer propagates', () => {
    expect(check(XOR_ALL, '1 0\n0\n').verdict).toBe('verified');
    expect(check(XOR_ALL, 'd 2 1 0\n1 0\n0\n').failure?.step).toBe('lemma 1');
  });

  it('skips, and counts, deletions of absent clauses and of reasons for top-level literals', () => {
    const r = check(clauses([1], [-1, 2], [-2, 3], [-3, -1]), 'd 5 6 0\nd -1 2 0\n0\n');
    expect(r).toMatchObject({ verdict: 'verified', deletions: 2, skippedDeletions: 2 });
  });

  it('a formula holding the empty clause needs no lemma but the empty one', () => {
    expect(check(clauses([1], []), '0\n').verdict).toBe('verified');
  });

  it('reads Picosat RUP headers and FRAT, and says where a malformed step is', () => {
    expect(check(XOR_ALL, '%RUPD32 2 4\n2 0\n0\n').verdict).toBe('verified');
    expect(check(XOR_ALL, 'o 1 1 2 0\no 2 -1 2 0\na 5 2 0 l 1 2 0\nd 1 1 2 0\na 6 0\nf 5 2 0\n', 'frat').verdict).toBe('verified');
    expect(check(XOR_ALL, 'o 9 3 4 0\n', 'frat').failure).toMatchObject({
      step: 'original clause 9',
      reason: '3 4 0 is not a clause of the formula',
    });
    expect(check(XOR_ALL, '2 x 0\n').failure).toMatchObject({ where: 'line 1, column 3', reason: "'x' is not a literal" });
    expect(check(XOR_ALL, Uint8Array.from([0x61, 0x84]), 'drat-binary').failure?.reason).toBe('the proof ends in the middle of a step');
  });

  it('tells the formats apart by their bytes', () => {
    expect(detectProofFormat(text('c x\n2 0\nd 1 2 0\n0\n'))).toBe('drat');
    expect(detectProofFormat(binary([['a', [2, 0]]]))).toBe('drat-binary');
    expect(detectProofFormat(text('5 2 0 1 2 0\n'))).toBe('lrat');
    expect(detectProofFormat(text('o 1 1 2 0\n'))).toBe('frat');
  });
});

describe('LRAT checking', () => {
  const proof = '5 2 0 1 2 0\n5 d 1 0\n6 0 5 3 4 0\n';

  it('accepts hints that propagate to a conflict, in text and binary', () => {
    expect(check(XOR_ALL, proof, 'lrat')).toMatchObject({ verdict: 'verified', lemmas: 2, deletions: 1 });
    const bin = binary([
      ['a', [5, 2, 0, 1, 2, 0]],
      ['d', [1, 0]],
      ['a', [6, 0, 5, 3, 4, 0]],
    ]);
    expect(check(XOR_ALL, bin, 'lrat-binary').verdict).toBe('verified');
  });

  it('rejects wrong hints, naming the lemma and the hint', () => {
    expect(check(XOR_ALL, '5 2 0 1 2 0\n6 0 5 4 0\n', 'lrat').failure).toMatchObject({
      step: 'lemma 2 (clause 6)',
      reason: '0: its hints propagate to no conflict',
    });
    expect(check(XOR_ALL, '5 2 0 4 1 2 0\n', 'lrat').failure?.reason).toBe('2 0: hint 4 is satisfied, not unit');
    expect(check(XOR_ALL, '5 2 0 1 2 0\n5 d 1 0\n6 0 1 3 4 0\n', 'lrat').failure?.reason).toBe('0: hint 1 names no live clause');
    expect(check(XOR_ALL, '3 2 0 1 2 0\n', 'lrat').failure?.reason).toContain('clause number 3 is not above the last one (4)');
  });
});

/** A puzzle's formula with its solution blocked, as `unique --proof` builds it. */
async function blockedFormula(puzzleText: string): Promise<{ path: string; clauses: Iterable<ArrayLike<number>> }> {
  const puzzle = parsePuzzles(puzzleText).entries[0]! as { ok: true; grid: Grid };
  const built = certificateFormula(puzzle.grid, certificateEncoding({}));
  const solution = allSolutions(puzzle.grid.shape, 1, puzzle.grid)[0]!;
  const bytes = await dimacsBytes([built.formula, blockingSource(puzzle.grid, solution, built)]);
  const path = join(temp, `f${Math.random().toString(36).slice(2)}.cnf`);
  writeFileSync(path, bytes);
  return { path, clauses: parseDimacs(Buffer.from(bytes).toString('latin1')).clauses };
}

/** Runs the cadical binary for a proof; its exit code (20: unsatisfiable) and the proof. */
function cadicalProof(cnf: string, binaryFormat: boolean): { status: number | null; proof: Uint8Array } {
  const proofPath = `${cnf}.${binaryFormat ? 'bin' : 'txt'}`;
  const r = spawnSync('cadical', ['-q', ...(binaryFormat ? [] : ['--no-binary']), cnf, proofPath]);
  return { status: r.status, proof: readFileSync(proofPath) };
}

describe.skipIf(!HAVE_CADICAL)('proofs the cadical binary writes', () => {
  const inkala = readFileSync(join(ROOT, 'puzzles/inkala-2012.txt'), 'utf8');
  const other = readFileSync(join(ROOT, 'puzzles/top95.txt'), 'utf8').split('\n')[0]!;

  it('checks the uniqueness proof of a 9x9, binary and text', async () => {
    const { path, clauses: formula } = await blockedFormula(inkala);
    for (const bin of [true, false]) {
      const { status, proof } = cadicalProof(path, bin);
      expect(status).toBe(20);
      expect(detectProofFormat(proof)).toBe(bin ? 'drat-binary' : 'drat');
      for (const mode of ['forward', 'backward'] as const) {
        const report = checkProof(formula, proof, bin ? 'drat-binary' : 'drat', mode);
        expect(report.verdict, JSON.stringify(report.failure)).toBe('verified');
        expect(report.lemmas).toBeGreaterThan(10);
        expect(report.checked).toBeLessThanOrEqual(report.lemmas);
      }
    }
  });

  it('turns the proof into LRAT as it checks forward, and the LRAT checker accepts that, not a hint dropped', async () => {
    const { path, clauses: formula } = await blockedFormula(inkala);
    const { proof } = cadicalProof(path, true);
    const chunks: string[] = [];
    expect(checkProof(formula, proof, 'drat-binary', 'forward', (t) => chunks.push(t)).verdict).toBe('verified');
    const lrat = chunks.join('');
    expect(detectProofFormat(text(lrat))).toBe('lrat');
    expect(checkProof(formula, text(lrat), 'lrat')).toMatchObject({ verdict: 'verified', mode: 'forward' });
    // The empty clause's chain without its first hint no longer propagates to a conflict.
    const lines = lrat.trimEnd().split('\n');
    const last = lines.pop()!.split(' ');
    const zero = last.indexOf('0');
    const cut = [...last.slice(0, zero + 1), ...last.slice(zero + 2)].join(' ');
    expect(checkProof(formula, text(`${[...lines, cut].join('\n')}\n`), 'lrat').failure?.step).toMatch(/^lemma \d+ \(clause \d+\)$/);
  });

  it("rejects the proof tampered with: a lemma deleted, a literal flipped, the empty clause dropped, another puzzle's formula", async () => {
    const { path, clauses: formula } = await blockedFormula(inkala);
    const lines = Buffer.from(cadicalProof(path, false).proof).toString('latin1').trimEnd().split('\n');
    const lemmas = lines.map((l, i) => [l, i] as const).filter(([l]) => !l.startsWith('d '));
    const verdict = (proofLines: string[]) => checkProof(formula, text(`${proofLines.join('\n')}\n`), 'drat');
    // Dropping every lemma but the empty clause leaves nothing to derive it.
    expect(verdict(lines.filter((l) => l === '0')).failure?.step).toBe('lemma 1');
    // Some single lemma is needed: without it, a later step fails (the first such is reported).
    const withoutOne = lemmas.slice(0, 40).map(([, i]) => verdict(lines.filter((_, j) => j !== i)));
    expect(withoutOne.some((r) => r.verdict === 'rejected' && /^lemma \d+$/.test(r.failure!.step))).toBe(true);
    // Flipping the first literal of a lemma breaks it, or a later one.
    const flipped = lemmas.slice(0, 40).map(([l, i]) => {
      const [first, ...rest] = l.split(' ');
      return verdict(lines.map((x, j) => (j === i ? [String(-Number(first)), ...rest].join(' ') : x)));
    });
    expect(flipped.some((r) => r.verdict === 'rejected' && r.failure!.reason.includes('is neither RUP nor RAT'))).toBe(true);
    expect(verdict(lines.filter((l) => l !== '0')).failure?.reason).toBe('the proof ends without deriving the empty clause');
    const another = await blockedFormula(other);
    expect(checkProof(another.clauses, text(`${lines.join('\n')}\n`), 'drat').verdict).toBe('rejected');
  });

  /** Whether some assignment satisfies every clause (variables 1..n). */
  const satisfiable = (formula: number[][], n: number) => {
    for (let bits = 0; bits < 1 << n; bits++) {
      if (formula.every((c) => c.some((lit) => ((bits >> (Math.abs(lit) - 1)) & 1) === (lit > 0 ? 1 : 0)))) return true;
    }
    return false;
  };
  let runs = 0;
  /** Alternates binary and text proofs. */
  const solveWithProof = (formula: number[][], n: number) => {
    const cnf = join(temp, `r${++runs}.cnf`);
    writeFileSync(cnf, `p cnf ${n} ${formula.length}\n${formula.map((c) => `${c.join(' ')} 0`).join('\n')}\n`);
    return cadicalProof(cnf, runs % 2 === 0);
  };

  it("random 3-SAT: the checker accepts cadical's proof exactly when brute force finds no model, and no made-up proof of a satisfiable one", () => {
    const n = 8;
    const literal = fc.integer({ min: 1, max: n }).chain((v) => fc.constantFrom(v, -v));
    const formulas = fc.array(
      fc.tuple(literal, literal, literal).map((t) => [...t]),
      { minLength: 25, maxLength: 50 },
    );
    const made = fc.array(fc.array(literal, { maxLength: 3 }), { maxLength: 6 });
    let unsat = 0;
    fc.assert(
      fc.property(formulas, made, (formula, lemmas) => {
        const sat = satisfiable(formula, n);
        const { status, proof } = solveWithProof(formula, n);
        expect(status).toBe(sat ? 10 : 20);
        if (!sat) {
          unsat++;
          for (const mode of ['forward', 'backward'] as const)
            expect(checkProof(formula, proof, detectProofFormat(proof), mode).verdict).toBe('verified');
          // The LRAT the forward check writes checks too.
          const lrat: string[] = [];
          checkProof(formula, proof, detectProofFormat(proof), 'forward', (t) => lrat.push(t));
          expect(checkProof(formula, text(lrat.join('')), 'lrat').verdict).toBe('verified');
        } else {
          const fake = `${[...lemmas.map((l) => `${l.join(' ')} 0`), '0'].join('\n')}\n`;
          for (const mode of ['forward', 'backward'] as const)
            expect(checkProof(formula, text(fake), 'drat', mode).verdict).toBe('rejected');
        }
      }),
      { numRuns: 60, seed: 20261123 },
    );
    expect(unsat).toBeGreaterThan(5);
  });

  it('pigeonhole: n+1 pigeons in n holes, proofs checked, and as LRAT', () => {
    for (const holes of [2, 3, 4, 5]) {
      const v = (p: number, h: number) => p * holes + h + 1;
      const formula: number[][] = [];
      for (let p = 0; p <= holes; p++) formula.push(Array.from({ length: holes }, (_, h) => v(p, h)));
      for (let h = 0; h < holes; h++)
        for (let p = 0; p <= holes; p++) for (let q = p + 1; q <= holes; q++) formula.push([-v(p, h), -v(q, h)]);
      const { status, proof } = solveWithProof(formula, (holes + 1) * holes);
      expect(status).toBe(20);
      const lrat: string[] = [];
      expect(checkProof(formula, proof, detectProofFormat(proof), 'forward', (t) => lrat.push(t)).verdict).toBe('verified');
      expect(checkProof(formula, text(lrat.join('')), 'lrat').verdict).toBe('verified');
    }
  });
});
