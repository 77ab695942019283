import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { findExecutable } from '../../../solvers/external/path.js';
import { externalVersion } from '../../../solvers/external/version.js';
import type { SatBackend } from '../../../solvers/registry.js';
import { type SatSolver, SolverError } from '../../../solvers/sat-solver.js';
import { cadicalCoreVersion } from '../../../solvers/cadical.js';
import { Deadline, TimeLimitReached } from '../../core/deadline.js';
import { UsageError } from '../../core/errors.js';
import type { Grid } from '../../core/grid.js';
import type { CheckMode } from '../check-proof.js';
import { detectProofFormat, type ProofFormat } from '../../cnf/proof-format.js';
import { unknownReason } from '../../routes/sat-route.js';
import { makeTempDir, removeTemp } from '../../core/temp.js';
import { VERSION } from '../../core/version.js';
import { checkCertificateTarget, writeCertificateDir } from './certificate-dir.js';
import {
  blockingLiterals,
  type CertificateEncoding,
  type CertificateFormula,
  certificateFormula,
  solutionOf,
} from './certificate-formula.js';
import { certificateContents, CNF_FILE } from './contents.js';
import { type Manifest, sha256 } from './manifest.js';
import { checkersFit, type ProofCheckerName, runCheckers } from './proof-checkers.js';

export interface CertifyOptions {
  backend: SatBackend;
  encoding: CertificateEncoding;
  checkers: readonly ProofCheckerName[];
  /** How sudocnf's checker reads DRAT and FRAT (default forward). */
  checkMode?: CheckMode;
  timeoutMs?: number;
  /** The command line, for the manifest. */
  command: string;
  /** `unique`: certify that there is no second solution (or none); `solve`: only that there is none. */
  goal: 'unique' | 'solve';
  /** Replace a certificate already in the directory (otherwise a directory that is not empty is refused). */
  replace?: boolean;
}

export type CertifyOutcome =
  | { verdict: 'unique'; solution: Grid; manifest: Manifest }
  | { verdict: 'no-solution'; manifest: Manifest }
  | { verdict: 'multiple'; solutions: [Grid, Grid] }
  | { verdict: 'solved'; solution: Grid }
  | { verdict: 'unknown'; reason: string; solution?: Grid };

/** Refuses, before any solving, a solver that writes no proof or checkers that cannot read it. */
export function proofBackend(backend: SatBackend, checkers: readonly ProofCheckerName[]): SatBackend {
  if (!backend.proof) {
    const writers = 'cadical-bin, kissat, cryptominisat5, picosat, or --solver-cmd with {proof}';
    const why =
      backend.kind === 'embedded' ? `the embedded ${backend.name} writes no proof` : `${backend.name} writes no proof sudocnf can read`;
    throw new UsageError(
      `--proof: ${why}; use a solver that does (${writers})${backend.selfCheck ? '; --self-check runs its internal checks instead, a self-test and not a certificate' : ''}`,
    );
  }
  checkersFit(checkers, backend.proof.format);
  return backend;
}

/**
 * Solves a puzzle with a proof-writing solver and, when the answer is "no (other) solution",
 * checks the proof and writes a certificate directory: the puzzle, the solution, the exact
 * formula the solver read, its proof and a manifest. The proof goes to a temporary file first,
 * removed whatever happens; the directory is written only once every checker has verified it, into
 * a fresh folder renamed into place (see writeCertificateDir).
 */
export async function certify(puzzle: Grid, dir: string, options: CertifyOptions): Promise<CertifyOutcome> {
  await checkCertificateTarget(dir, options.replace ?? false);
  const deadline = Deadline.after(options.timeoutMs);
  const built = certificateFormula(puzzle, options.encoding);
  const temp = makeTempDir();
  const cnfPath = join(temp, CNF_FILE);
  const proofPath = join(temp, 'proof');
  let solver: SatSolver | undefined;
  let solution: Grid | undefined;
  try {
    solver = await options.backend.create({ keepCnf: cnfPath, proofFile: proofPath });
    solver.addFormula(built.formula);
    const limit = () => {
      const ms = deadline.remainingMs();
      return ms === undefined ? {} : { timeoutMs: ms };
    };
    const files = { cnfPath, proofPath };
    const first = await solver.solve(limit());
    if (first.status === 'unknown') return { verdict: 'unknown', reason: unknownReason(first, deadline) };
    if (first.status === 'unsat')
      return { verdict: 'no-solution', manifest: await certificate(puzzle, dir, built, undefined, files, options, deadline) };
    solution = decode(puzzle, solver, built);
    if (options.goal === 'solve') return { verdict: 'solved', solution };
    solver.addClause(blockingLiterals(puzzle, solution, built));
    const second = await solver.solve(limit());
    if (second.status === 'unknown')
      return { verdict: 'unknown', reason: `one solution found, then ${unknownReason(second, deadline)}`, solution };
    if (second.status === 'sat') return { verdict: 'multiple', solutions: [solution, decode(puzzle, solver, built)] };
    return { verdict: 'unique', solution, manifest: await certificate(puzzle, dir, built, solution, files, options, deadline) };
  } catch (e) {
    // The time limit covers checking the proof too.
    if (!(e instanceof TimeLimitReached)) throw e;
    return {
      verdict: 'unknown',
      reason: solution ? `one solution found, then ${e.message}` : e.message,
      ...(solution ? { solution } : {}),
    };
  } finally {
    await solver?.dispose();
    await removeTemp(temp);
  }
}

function decode(puzzle: Grid, solver: SatSolver, built: CertificateFormula): Grid {
  return solutionOf(puzzle, solver.model(), built, solver.name);
}

/** Versions of the binaries asked so far: a batch asks each once. */
const versions = new Map<string, Promise<string>>();

function versionOf(backend: SatBackend): Promise<string> {
  if (backend.kind === 'embedded' && backend.name === 'cadical') return cadicalCoreVersion();
  const preset = backend.preset;
  const binary = preset ? findExecutable(preset.binary) : undefined;
  if (!binary || !preset) return Promise.resolve('-');
  let version = versions.get(binary);
  if (!version) {
    version = externalVersion(binary, preset.versionArgs);
    versions.set(binary, version);
  }
  return version;
}

/** Checks the proof of the last (unsatisfiable) run and writes the certificate directory. */
async function certificate(
  puzzle: Grid,
  dir: string,
  built: CertificateFormula,
  solution: Grid | undefined,
  files: { cnfPath: string; proofPath: string },
  options: CertifyOptions,
  deadline: Deadline,
): Promise<Manifest> {
  const cnf = await readFile(files.cnfPath);
  const proof = await readFile(files.proofPath).catch(() => {
    throw new SolverError(options.backend.name, 'it answered UNSATISFIABLE but wrote no proof file');
  });
  const written = options.backend.proof!.format;
  const format: ProofFormat = written === 'detect' ? detectProofFormat(proof) : written;
  // The proof is in a temporary file, gone by the time anyone reads the message: named by its writer.
  const label = `the proof ${options.backend.name} wrote`;
  const checks = await runCheckers(
    options.checkers,
    files.cnfPath,
    cnf,
    files.proofPath,
    proof,
    format,
    options.checkMode ?? 'forward',
    deadline,
    label,
  );
  const { manifest, files: contents } = certificateContents({
    puzzle,
    ...(solution ? { solution } : {}),
    built,
    cnf,
    proof,
    format,
    sha256: { cnf: sha256(cnf), proof: sha256(proof) },
    checks,
    command: options.command,
    solver: { name: options.backend.name, version: await versionOf(options.backend) },
    sudocnf: VERSION,
    created: new Date().toISOString(),
  });
  await writeCertificateDir(dir, contents, options.replace ?? false);
  return manifest;
}
