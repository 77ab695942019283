import { ProofRejected } from '../../core/errors.js';
import type { Grid } from '../../core/grid.js';
import { ruleKind } from '../../core/rules/index.js';
import { formatGrid } from '../../formats/write.js';
import type { ProofReport } from '../check-proof.js';
import type { CheckMode, ProofCheckerName } from '../../cnf/proof-format.js';
import { type ProofFormat, proofFileName } from '../../cnf/proof-format.js';
import type { CertificateEncoding, CertificateFormula } from './certificate-formula.js';

// What a certificate holds, made from its parts with no file or process: the command line writes
// it into a directory, the web app into a zip.

export const CERTIFICATE_FORMAT = 'sudocnf-certificate/1';
export const MANIFEST_FILE = 'manifest.json';
export const PUZZLE_FILE = 'puzzle.txt';
/** A variant's puzzle and solution are puzzle documents, which hold its regions and rules. */
export const VARIANT_PUZZLE_FILE = 'puzzle.yaml';
export const VARIANT_SOLUTION_FILE = 'solution.yaml';
export const SOLUTION_FILE = 'solution.txt';
export const CNF_FILE = 'formula.cnf';

/**
 * What a certificate directory holds and claims: `unique` (the formula is the puzzle's with
 * the solution blocked) or `no-solution` (the puzzle's formula alone), and a proof that the
 * formula is unsatisfiable.
 */
export interface Manifest {
  format: typeof CERTIFICATE_FORMAT;
  claim: 'unique' | 'no-solution';
  sudocnf: string;
  created: string;
  /** The command line that made it. */
  command: string;
  puzzle: { file: string; box: string; givens: number };
  solution?: { file: string };
  encoding: CertificateEncoding;
  cnf: { file: string; variables: number; clauses: number; sha256: string };
  proof: { file: string; format: ProofFormat; bytes: number; sha256: string };
  solver: { name: string; version: string };
  checks: CheckRecord[];
}

/** What one checker said of a proof. */
export interface CheckRecord {
  checker: ProofCheckerName;
  verdict: 'verified';
  seconds: number;
  /** sudocnf's checker: forward or backward; lemmas read and checked, RAT lemmas, deletions and skipped deletions. */
  mode?: CheckMode;
  lemmas?: number;
  checked?: number;
  rat?: number;
  deletions?: number;
  skippedDeletions?: number;
  /** External checkers: the binary run. */
  path?: string;
}

export interface CertificateFile {
  name: string;
  data: string | Uint8Array;
}

export interface CertificateParts {
  puzzle: Grid;
  /** The unique solution, for a certificate of uniqueness; none for one of no solution. */
  solution?: Grid;
  built: CertificateFormula;
  cnf: Uint8Array;
  proof: Uint8Array;
  format: ProofFormat;
  /** SHA-256 of the formula and of the proof, in hexadecimal. */
  sha256: { cnf: string; proof: string };
  checks: CheckRecord[];
  /** The command line that made it (or its equivalent). */
  command: string;
  solver: { name: string; version: string };
  sudocnf: string;
  created: string;
}

/**
 * The encoding a manifest records: the sum, thermometer and line encodings only for a puzzle that
 * has cages, thermometers or lines; for one with sums, always the redundancy beside them (a manifest without
 * it predates it: see certificateFormula).
 */
function encodingOf(encoding: CertificateEncoding, puzzle: Grid): CertificateEncoding {
  const { sum, thermo, sumRedundancy, line, ...rest } = encoding;
  const sums = puzzle.shape.sums.length > 0;
  const lines = puzzle.shape.rules.some((rule) => ruleKind(rule).lineAutomaton || ruleKind(rule).comparisons);
  return {
    ...rest,
    ...(sum !== undefined && sums ? { sum } : {}),
    ...(sums && sumRedundancy !== undefined ? { sumRedundancy } : {}),
    ...(thermo !== undefined && puzzle.shape.chains.length > 0 ? { thermo } : {}),
    ...(line !== undefined && lines ? { line } : {}),
  };
}

/** The manifest and the files of a certificate. */
export function certificateContents(parts: CertificateParts): { manifest: Manifest; files: CertificateFile[] } {
  const { puzzle, solution, built } = parts;
  const manifest: Manifest = {
    format: CERTIFICATE_FORMAT,
    claim: solution ? 'unique' : 'no-solution',
    sudocnf: parts.sudocnf,
    created: parts.created,
    command: parts.command,
    puzzle: { file: puzzle.shape.classic ? PUZZLE_FILE : VARIANT_PUZZLE_FILE, box: puzzle.shape.key, givens: puzzle.givens() },
    ...(solution ? { solution: { file: puzzle.shape.classic ? SOLUTION_FILE : VARIANT_SOLUTION_FILE } } : {}),
    encoding: encodingOf(built.encoding, puzzle),
    cnf: {
      file: CNF_FILE,
      variables: built.formula.variables,
      clauses: built.formula.clauses + (solution ? 1 : 0),
      sha256: parts.sha256.cnf,
    },
    proof: { file: proofFileName(parts.format), format: parts.format, bytes: parts.proof.length, sha256: parts.sha256.proof },
    solver: parts.solver,
    checks: parts.checks,
  };
  const files: CertificateFile[] = [
    { name: manifest.puzzle.file, data: `${formatGrid(puzzle, puzzle.shape.classic ? 'grid' : 'document')}\n` },
    ...(solution ? [{ name: manifest.solution!.file, data: `${formatGrid(solution, puzzle.shape.classic ? 'grid' : 'document')}\n` }] : []),
    { name: CNF_FILE, data: parts.cnf },
    { name: manifest.proof.file, data: parts.proof },
    { name: MANIFEST_FILE, data: `${JSON.stringify(manifest, null, 2)}\n` },
  ];
  return { manifest, files };
}

/** sudocnf's checker's verdict as a manifest records it; a rejection throws ProofRejected, naming the proof as `label` says. */
export function ownCheckRecord(report: ProofReport, format: ProofFormat, label: string): CheckRecord {
  if (report.verdict !== 'verified') {
    const f = report.failure!;
    throw new ProofRejected(`${label}: ${f.step} (${f.where}): ${f.reason}`);
  }
  const { lemmas, checked, rat, deletions, skippedDeletions, seconds } = report;
  return {
    checker: 'sudocnf',
    verdict: 'verified',
    seconds,
    ...(format.startsWith('lrat') ? {} : { mode: report.mode }),
    lemmas,
    checked,
    rat,
    deletions,
    skippedDeletions,
  };
}
