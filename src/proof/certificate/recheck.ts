import { join } from 'node:path';
import { type Deadline, NO_DEADLINE } from '../../core/deadline.js';
import type { CheckMode } from '../check-proof.js';
import { detectProofFormat } from '../../cnf/proof-format.js';
import { ProofRejected, quote } from '../../core/errors.js';
import { parsePuzzles } from '../../formats/read.js';
import { Grid, verify } from '../../core/grid.js';
import { Shape } from '../../core/shape.js';
import { blockingSource, certificateFormula } from './certificate-formula.js';
import { compareFormulaFile, readCertificateFile } from './certificate-files.js';
import { type Manifest, readManifest, sha256 } from './manifest.js';
import { type CheckRecord, type ProofCheckerName, runCheckers } from './proof-checkers.js';

/** The most a puzzle or solution file can need: a grid of side n in the grid format, and room to spare. */
/** A grid file, or a puzzle document with its regions and rules. */
const gridFileBytes = (n: number) => 64 * n * n + 4096;

/** The one grid of a certificate's puzzle or solution file; anything else rejects the certificate. */
async function gridOf(path: string, box: Shape, deadline: Deadline): Promise<Grid> {
  const bytes = await readCertificateFile(path, { maxBytes: gridFileBytes(box.n) }, deadline);
  const file = parsePuzzles(bytes.toString('utf8'), path, { box });
  const entry = file.entries[0]!;
  if (!entry.ok) throw new ProofRejected(entry.error.toString());
  if (file.entries.length !== 1) throw new ProofRejected(`${path} holds ${file.entries.length} grids, not one`);
  return entry.grid;
}

/**
 * Re-checks a certificate directory: the solution solves the puzzle; the formula, built again
 * from the puzzle (and the blocking clause from the solution) with the manifest's encoding, is
 * byte for byte the one in the directory; the files are the ones the manifest's sizes and SHA-256
 * sums name; and every checker verifies the proof against the formula. Every file must be a
 * regular file of the size its kind can need, read before the deadline. Anything else throws
 * ProofRejected; past the deadline, checking stops with TimeLimitReached.
 */
export async function recheckCertificate(
  dir: string,
  checkers: readonly ProofCheckerName[],
  mode: CheckMode = 'forward',
  deadline: Deadline = NO_DEADLINE,
): Promise<{ manifest: Manifest; checks: CheckRecord[] }> {
  const manifest = await readManifest(dir, deadline);
  const box = Shape.parse(manifest.puzzle.box);
  if (!box) throw new ProofRejected(`${join(dir, 'manifest.json')}: box ${quote(manifest.puzzle.box)} is not a box shape like 3x3`);
  const puzzle = await gridOf(join(dir, manifest.puzzle.file), box, deadline);
  let solution: Grid | undefined;
  if (manifest.claim === 'unique') {
    const path = join(dir, manifest.solution!.file);
    // The solution file is a plain grid: it is a solution of the puzzle's shape, rules and all.
    solution = new Grid(puzzle.shape, (await gridOf(path, box, deadline)).cells);
    const verdict = verify(puzzle, solution);
    if (!verdict.ok) throw new ProofRejected(`${path} is not a solution of the puzzle: ${verdict.reason}`);
  }
  const built = certificateFormula(puzzle, manifest.encoding, deadline);
  if (built.encoding.propagate !== manifest.encoding.propagate) {
    throw new ProofRejected(
      `the manifest's propagation (${manifest.encoding.propagate}) refutes or decides the puzzle on its own: the certificate was not made by sudocnf`,
    );
  }
  const cnfPath = join(dir, manifest.cnf.file);
  const cnf = await compareFormulaFile(
    cnfPath,
    solution ? [built.formula, blockingSource(puzzle, solution, built)] : [built.formula],
    deadline,
  );
  if (sha256(cnf) !== manifest.cnf.sha256) throw new ProofRejected(`${cnfPath}: its SHA-256 is not the manifest's`);
  const proofPath = join(dir, manifest.proof.file);
  const proof = await readCertificateFile(proofPath, { bytes: manifest.proof.bytes, sha256: manifest.proof.sha256 }, deadline);
  // DRAT as text or binary is told apart by its bytes.
  const detected = detectProofFormat(proof);
  const drat = (f: string) => f === 'drat' || f === 'drat-binary';
  const format = drat(manifest.proof.format) && drat(detected) ? detected : manifest.proof.format;
  const checks = await runCheckers(checkers, cnfPath, cnf, proofPath, proof, format, mode, deadline);
  return { manifest, checks };
}
