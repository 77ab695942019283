import { join } from 'node:path';
import { commandBackend, DEFAULT_SOLVER, satBackend, type SatBackend } from '../../solvers/registry.js';
import { certificateEncoding } from '../proof/certificate/certificate-formula.js';
import { certify, type CertifyOutcome, proofBackend } from '../proof/certificate/certify.js';
import { parseCheckers } from '../proof/certificate/proof-checkers.js';
import { EXIT } from '../library/exit-codes.js';
import type { Grid } from '../core/grid.js';
import type { JobResult } from './batch.js';
import { describeChecks } from './check-proof.js';
import { type BatchPlace, describeDifference, differingCells, renderAnswer, type Rendering } from './report.js';
import type { SolverFlags } from './solver-flags.js';

/** The solver of --proof: the one named, or the embedded CaDiCaL, which writes binary DRAT proofs. */
function proofSolver(flags: SolverFlags): SatBackend {
  if (flags.solverCmd !== undefined) return commandBackend(flags.solverCmd);
  return satBackend(flags.solver ?? DEFAULT_SOLVER);
}

/** The certifying job's maker, as solve and unique take it once loaded. */
export type CertifyingJob = typeof certifyingJob;

const quoteArg = (a: string) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replaceAll("'", "'\\''")}'`);

/**
 * The job of `unique --proof` and `solve --proof`: solve with a proof-writing solver and, for
 * "no (other) solution", check the proof and write a certificate: into the directory for one
 * puzzle, into `<dir>/<index>` for each puzzle of a batch.
 */
export function certifyingJob(flags: SolverFlags & { all?: boolean }, goal: 'unique' | 'solve', r: Rendering, batch: boolean) {
  const checkers = parseCheckers(flags.checker);
  const backend = proofBackend(proofSolver(flags), checkers);
  const encoding = certificateEncoding({ ...flags, ...(flags.redundant !== undefined ? { redundant: flags.redundant } : {}) });
  const timeoutMs = flags.timeout;
  const command = ['sudocnf', ...process.argv.slice(2)].map(quoteArg).join(' ');
  const root = flags.proof!;
  return async (grid: Grid, _label: string, place: BatchPlace | undefined): Promise<JobResult> => {
    const dir = batch ? join(root, String(place?.index)) : root;
    const outcome = await certify(grid, dir, {
      backend,
      encoding,
      checkers,
      checkMode: flags.checkMode ?? 'forward',
      command,
      goal,
      replace: flags.replace ?? false,
      ...(timeoutMs !== undefined ? { timeoutMs } : {}),
    });
    return render(outcome, goal, r, place, dir, backend.name);
  };
}

function render(
  outcome: CertifyOutcome,
  goal: 'unique' | 'solve',
  r: Rendering,
  place: BatchPlace | undefined,
  dir: string,
  solver: string,
): JobResult {
  const none = goal === 'unique' ? 'none' : 'no solution';
  switch (outcome.verdict) {
    case 'unique':
    case 'no-solution': {
      const { manifest } = outcome;
      const checked = `proof checked: ${describeChecks(manifest.checks, manifest.proof.format)}; certificate in ${dir}`;
      const word = outcome.verdict === 'unique' ? 'unique' : none;
      const grids = outcome.verdict === 'unique' ? [outcome.solution] : [];
      return {
        code: outcome.verdict === 'unique' ? EXIT.ok : EXIT.noSolution,
        // The line format keeps `<index> <verdict> <grid>` for scripts; --stats says what checked it.
        output: renderAnswer(r.format === 'line' ? word : `${word} (${checked})`, grids, r, {
          place,
          showVerdict: true,
          json: {
            verdict: goal === 'unique' ? (outcome.verdict === 'unique' ? 'unique' : 'none') : 'no-solution',
            certificate: dir,
            proof: { format: manifest.proof.format, checks: manifest.checks },
          },
        }),
        tally: word,
        stats: `${dir}: ${word} by ${solver}, ${checked}`,
      };
    }
    case 'multiple': {
      const differ = differingCells(outcome.solutions[0], outcome.solutions[1]);
      const words = r.format === 'line' ? 'multiple' : `multiple: ${describeDifference(differ)}`;
      return {
        code: EXIT.noSolution,
        output: renderAnswer(words, outcome.solutions, r, { place, showVerdict: true, json: { verdict: 'multiple', differ } }),
        tally: 'multiple',
        stats: `${dir}: multiple solutions, nothing to certify`,
      };
    }
    case 'solved':
      return {
        code: EXIT.ok,
        output: renderAnswer('solved', [outcome.solution], r, { place, showVerdict: false, json: { verdict: 'solved' } }),
        tally: 'solved',
        stats: `${dir}: solved; a verified solution needs no proof, so no certificate`,
      };
    case 'unknown':
      return {
        code: EXIT.unknown,
        output: renderAnswer(`unknown: ${outcome.reason}`, [], r, {
          place,
          showVerdict: true,
          json: { verdict: 'unknown', reason: outcome.reason },
        }),
        tally: 'unknown',
        stats: `${dir}: unknown, no certificate`,
      };
  }
}
