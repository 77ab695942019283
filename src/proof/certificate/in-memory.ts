import { CadicalSolver, cadicalCoreVersion } from '../../../solvers/cadical.js';
import { MemoryOutput } from '../../cnf/byte-output.js';
import { type FormulaSource, streamDimacs } from '../../cnf/formula-source.js';
import { ClauseBuffer } from '../../cnf/sink.js';
import { Deadline } from '../../core/deadline.js';
import type { Grid } from '../../core/grid.js';
import { checkProof } from '../check-proof.js';
import { blockingSource, certificateEncoding, certificateFormula, solutionOf } from './certificate-formula.js';
import { type CertificateFile, certificateContents, ownCheckRecord } from './contents.js';
import type { Manifest } from './manifest.js';

export type InMemoryCertificate =
  | { verdict: 'unique'; solution: Grid; manifest: Manifest; files: CertificateFile[] }
  | { verdict: 'no-solution'; manifest: Manifest; files: CertificateFile[] }
  | { verdict: 'multiple'; solutions: [Grid, Grid] }
  | { verdict: 'unknown'; reason: string };

export interface InMemoryOptions {
  /** The command line that makes the same certificate, for the manifest. */
  command: string;
  /** sudocnf's version, for the manifest. */
  sudocnf: string;
  timeoutMs?: number;
}

/**
 * A certificate of uniqueness (or of no solution) made in memory, with the embedded CaDiCaL and
 * sudocnf's own checker: the files `unique --proof` writes, for a page that cannot write a
 * directory. Each call that must be refuted runs a fresh solver on exactly the formula the
 * certificate keeps, so that its proof is a proof of that formula.
 */
export async function certifyInMemory(puzzle: Grid, options: InMemoryOptions): Promise<InMemoryCertificate> {
  const deadline = Deadline.after(options.timeoutMs);
  const built = certificateFormula(puzzle, certificateEncoding({}));
  const first = await provedRun([built.formula], deadline);
  if (first.status === 'unknown') return { verdict: 'unknown', reason: first.reason };
  if (first.status === 'unsat') return { verdict: 'no-solution', ...(await contents(puzzle, undefined, [built.formula], first.proof)) };
  const solution = solutionOf(puzzle, first.model, built, 'cadical');
  const sources = [built.formula, blockingSource(puzzle, solution, built)];
  const second = await provedRun(sources, deadline);
  if (second.status === 'unknown') return { verdict: 'unknown', reason: `one solution found, then ${second.reason}` };
  if (second.status === 'sat') return { verdict: 'multiple', solutions: [solution, solutionOf(puzzle, second.model, built, 'cadical')] };
  return { verdict: 'unique', solution, ...(await contents(puzzle, solution, sources, second.proof)) };

  async function contents(puzzle: Grid, solution: Grid | undefined, sources: FormulaSource[], proof: Uint8Array) {
    const out = new MemoryOutput();
    await streamDimacs(out, sources);
    const cnf = out.bytes();
    const format = 'drat-binary';
    const check = checkProof(clausesOf(sources), proof, format);
    return certificateContents({
      puzzle,
      ...(solution ? { solution } : {}),
      built,
      cnf,
      proof,
      format,
      sha256: { cnf: await sha256(cnf), proof: await sha256(proof) },
      checks: [ownCheckRecord(check, format, 'the proof the embedded cadical wrote')],
      command: options.command,
      solver: { name: 'cadical', version: await cadicalCoreVersion() },
      sudocnf: options.sudocnf,
      created: new Date().toISOString(),
    });
  }
}

type ProvedRun = { status: 'sat'; model: Int8Array } | { status: 'unsat'; proof: Uint8Array } | { status: 'unknown'; reason: string };

/** One run of a fresh embedded CaDiCaL on the sources, with a binary DRAT proof traced. */
async function provedRun(sources: readonly FormulaSource[], deadline: Deadline): Promise<ProvedRun> {
  await using solver = await CadicalSolver.create({}, 'binary');
  for (const source of sources) solver.addFormula(source, deadline);
  const ms = deadline.remainingMs();
  const result = await solver.solve(ms === undefined ? {} : { timeoutMs: ms });
  if (result.status === 'sat') return { status: 'sat', model: solver.model() };
  if (result.status === 'unsat') return { status: 'unsat', proof: solver.proof() };
  return { status: 'unknown', reason: result.reason ?? 'stopped' };
}

function clausesOf(sources: readonly FormulaSource[]): Int32Array[] {
  const buffer = new ClauseBuffer();
  for (const source of sources) for (const _ of source.stream(buffer));
  return Array.from({ length: buffer.length }, (_, i) => buffer.clause(i));
}

/** SHA-256 in hexadecimal, by the Web Crypto API (Node's and the browser's alike). */
async function sha256(bytes: Uint8Array): Promise<string> {
  // A copy: the DOM's typing takes only views of a plain ArrayBuffer.
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', new Uint8Array(bytes)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}
