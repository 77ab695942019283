import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Deadline, NO_DEADLINE } from '../deadline.js';
import type { CheckMode } from '../proof/check-proof.js';
import { detectProofFormat } from '../proof/proof-format.js';
import { cannotRead, ProofRejected } from '../errors.js';
import { parsePuzzles } from '../formats/read.js';
import { type Grid, verify } from '../grid.js';
import { Shape } from '../shape.js';
import { blockingSource, certificateFormula, dimacsBytes } from './certificate-formula.js';
import { type Manifest, readManifest, sha256 } from './manifest.js';
import { type CheckRecord, type ProofCheckerName, runCheckers } from './proof-checkers.js';

async function bytesOf(path: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (e) {
    throw cannotRead(path, e);
  }
}

/** The one grid of a certificate's puzzle or solution file. */
async function gridOf(path: string, box: Shape): Promise<Grid> {
  const file = parsePuzzles((await bytesOf(path)).toString('utf8'), path, { box });
  const entry = file.entries[0]!;
  if (!entry.ok) throw entry.error;
  if (file.entries.length !== 1) throw new ProofRejected(`${path} holds ${file.entries.length} grids, not one`);
  return entry.grid;
}

/** The first line where two texts differ, as a message. */
function firstDifference(path: string, actual: Buffer, expected: Buffer): string {
  const lines = (b: Buffer) => b.toString('latin1').replace(/\n$/, '').split('\n');
  const a = lines(actual);
  const e = lines(expected);
  for (let i = 0; i < Math.max(a.length, e.length); i++) {
    if (a[i] === e[i]) continue;
    const cut = (s: string | undefined) => (s === undefined ? 'the end of the file' : `'${s.length > 60 ? `${s.slice(0, 57)}...` : s}'`);
    return `${path} is not the formula of this puzzle: line ${i + 1} reads ${cut(a[i])}, expected ${cut(e[i])}`;
  }
  return `${path} is not the formula of this puzzle`;
}

/**
 * Re-checks a certificate directory: the solution solves the puzzle; the formula, built again
 * from the puzzle (and the blocking clause from the solution) with the manifest's encoding, is
 * byte for byte the one in the directory; every checker verifies the proof against it; and the
 * files are the ones the manifest's SHA-256 sums name. Anything else throws ProofRejected; past
 * the deadline, checking stops with TimeLimitReached.
 */
export async function recheckCertificate(
  dir: string,
  checkers: readonly ProofCheckerName[],
  mode: CheckMode = 'forward',
  deadline: Deadline = NO_DEADLINE,
): Promise<{ manifest: Manifest; checks: CheckRecord[] }> {
  const manifest = await readManifest(dir);
  const box = Shape.parse(manifest.puzzle.box);
  if (!box) throw new ProofRejected(`${join(dir, 'manifest.json')}: box ${JSON.stringify(manifest.puzzle.box)} is not a box shape like 3x3`);
  const puzzle = await gridOf(join(dir, manifest.puzzle.file), box);
  let solution: Grid | undefined;
  if (manifest.claim === 'unique') {
    const path = join(dir, manifest.solution!.file);
    solution = await gridOf(path, box);
    const verdict = verify(puzzle, solution);
    if (!verdict.ok) throw new ProofRejected(`${path} is not a solution of the puzzle: ${verdict.reason}`);
  }
  const built = certificateFormula(puzzle, manifest.encoding);
  if (built.encoding.propagate !== manifest.encoding.propagate) {
    throw new ProofRejected(`the manifest's propagation (${manifest.encoding.propagate}) refutes the puzzle on its own: the certificate was not made by sudocnf`);
  }
  const expected = await dimacsBytes(solution ? [built.formula, blockingSource(puzzle, solution, built)] : [built.formula]);
  const cnfPath = join(dir, manifest.cnf.file);
  const cnf = await bytesOf(cnfPath);
  if (!cnf.equals(expected)) throw new ProofRejected(firstDifference(cnfPath, cnf, expected));
  if (sha256(cnf) !== manifest.cnf.sha256) throw new ProofRejected(`${cnfPath}: its SHA-256 is not the manifest's`);
  const proofPath = join(dir, manifest.proof.file);
  const proof = await bytesOf(proofPath);
  // DRAT as text or binary is told apart by its bytes: a proof rewritten in the other encoding
  // is still checked (and then fails only the hash).
  const detected = detectProofFormat(proof);
  const drat = (f: string) => f === 'drat' || f === 'drat-binary';
  const format = drat(manifest.proof.format) && drat(detected) ? detected : manifest.proof.format;
  const checks = await runCheckers(checkers, cnfPath, cnf, proofPath, proof, format, mode, deadline);
  // Checked before the hash: a tampered proof is reported at the step that fails.
  if (sha256(proof) !== manifest.proof.sha256) throw new ProofRejected(`${proofPath} checks, but it is not the proof the manifest records (its SHA-256 differs)`);
  return { manifest, checks };
}
