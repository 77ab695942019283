import { opt, says, UsageError } from '../core/errors.js';
import type { Grid } from '../core/grid.js';
import { VERSION } from '../core/version.js';
import { commandLine } from '../options/command-line.js';
import type { SolvingOptions } from '../options/types.js';
import { certificateEncoding } from '../proof/certificate/certificate-formula.js';
import type { CertificateFile } from '../proof/certificate/contents.js';
import { certifyInMemory, type InMemoryCertificate } from '../proof/certificate/in-memory.js';
import type { Manifest } from '../proof/certificate/manifest.js';

/**
 * A certificate made in memory: the files `sudocnf unique --proof <dir>` writes into its
 * directory (puzzle, solution, formula, binary DRAT proof, manifest), its proof already checked
 * by sudocnf's own checker. Written into a folder, `sudocnf check-proof <folder>` re-checks it.
 */
export interface Certificate {
  manifest: Manifest;
  files: CertificateFile[];
}

/** The solving options a certificate made in memory cannot honour: it is the embedded CaDiCaL's, one call at a time. */
const NOT_WITH_PROOF = ['solverCmd', 'threads', 'conflicts', 'nodeLimit', 'strategy'] as const;

/** The name of the route that makes certificates in memory. */
export const CERTIFYING_SOLVER = 'cadical';

/**
 * `unique` with `proof`: the embedded CaDiCaL answers with a proof, which sudocnf's checker
 * checks before the certificate is returned. `options` are checked already (a time limit in
 * milliseconds); those it cannot honour are refused by name.
 */
export function certifiedUnique(puzzle: Grid, options: SolvingOptions): Promise<InMemoryCertificate> {
  const { proof: _, timeout, ...rest } = options as SolvingOptions & { proof?: boolean };
  for (const key of NOT_WITH_PROOF) {
    if (rest[key] !== undefined)
      throw new UsageError(says`${opt('proof')} makes the certificate in memory with the embedded cadical; it does not take ${opt(key)}`);
  }
  if (rest.solver !== undefined && rest.solver !== CERTIFYING_SOLVER)
    throw new UsageError(
      says`${opt('proof')} makes the certificate in memory with the embedded cadical, not ${rest.solver}; the command line's unique --proof takes other solvers`,
    );
  const timeoutMs = timeout as number | undefined;
  // The command line that writes the same certificate, for the manifest; the time limit as a duration it reads.
  const command = commandLine('unique', ['<puzzle>'], {
    ...rest,
    ...(timeoutMs !== undefined ? { timeout: `${timeoutMs}ms` } : {}),
    proof: '<dir>',
  });
  return certifyInMemory(puzzle, {
    command,
    sudocnf: VERSION,
    encoding: certificateEncoding(rest),
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
  });
}
