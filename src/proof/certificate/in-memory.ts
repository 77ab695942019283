import { cadicalCoreVersion, provedRun } from '../../../solvers/cadical.js';
import type { FormulaSource } from '../../cnf/formula-source.js';
import { ClauseBuffer } from '../../cnf/sink.js';
import { Deadline } from '../../core/deadline.js';
import type { Grid } from '../../core/grid.js';
import { checkProof } from '../check-proof.js';
import {
  blockingSource,
  type CertificateEncoding,
  certificateEncoding,
  certificateFormula,
  dimacsBytes,
  solutionOf,
} from './certificate-formula.js';
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
  /** The formula's encoding (default: `unique --proof`'s). */
  encoding?: CertificateEncoding;
}

/**
 * A certificate of uniqueness (or of no solution) made in memory, with the embedded CaDiCaL and
 * sudocnf's own checker: the files `unique --proof` writes, for a page that cannot write a
 * directory. Each call that must be refuted runs a fresh solver on exactly the formula the
 * certificate keeps, so that its proof is a proof of that formula.
 */
export async function certifyInMemory(puzzle: Grid, options: InMemoryOptions): Promise<InMemoryCertificate> {
  const deadline = Deadline.after(options.timeoutMs);
  const built = certificateFormula(puzzle, options.encoding ?? certificateEncoding({}));
  const first = await provedRun([built.formula], deadline);
  if (first.proof) return { verdict: 'no-solution', ...(await contents(undefined, [built.formula], first.proof)) };
  if (!first.model) return { verdict: 'unknown', reason: first.result.reason ?? 'stopped' };
  const solution = solutionOf(puzzle, first.model, built, 'cadical');
  const sources = [built.formula, blockingSource(puzzle, solution, built)];
  const second = await provedRun(sources, deadline);
  if (second.proof) return { verdict: 'unique', solution, ...(await contents(solution, sources, second.proof)) };
  if (second.model) return { verdict: 'multiple', solutions: [solution, solutionOf(puzzle, second.model, built, 'cadical')] };
  return { verdict: 'unknown', reason: `one solution found, then ${second.result.reason ?? 'stopped'}` };

  async function contents(solution: Grid | undefined, sources: FormulaSource[], proof: Uint8Array) {
    const cnf = await dimacsBytes(sources);
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

/** The sources' clauses, for the checker. */
function clausesOf(sources: readonly FormulaSource[]): ClauseBuffer {
  const buffer = new ClauseBuffer();
  for (const source of sources) for (const _ of source.stream(buffer));
  return buffer;
}

/** SHA-256 in hexadecimal, by the Web Crypto API (Node's and the browser's alike). */
async function sha256(bytes: Uint8Array): Promise<string> {
  // A copy: the DOM's typing takes only views of a plain ArrayBuffer.
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', new Uint8Array(bytes)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}
