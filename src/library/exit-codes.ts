import { SolverError } from '../../solvers/sat-solver.js';
import { TimeLimitReached } from '../core/deadline.js';
import { InputError, ProofRejected, UsageError } from '../core/errors.js';

/** The documented exit codes (docs/usage.md, "Exit codes"). */
export const EXIT = {
  /** The command did its job: every puzzle solved. */
  ok: 0,
  /** A puzzle has no solution. */
  noSolution: 1,
  /** Bad input: a puzzle file that cannot be read, malformed or clashing givens, a bad option. */
  badInput: 2,
  /** A limit (timeout, conflicts) stopped the solver before it decided. */
  unknown: 3,
  /** A solver failed: missing binary, crash, unparsable output, or a model that fails verification. */
  solverFailure: 4,
  /** Output could not be written (disk full, missing directory, closed pipe other than stdout). */
  ioError: 5,
  /** `bench`: routes disagree, or contradict what the puzzle file states (a wrong answer). */
  wrongAnswer: 6,
  /** A proof or certificate was rejected: a lemma that does not follow, a formula that is not the puzzle's. */
  proofRejected: 7,
  /** A bug in sudocnf. */
  internal: 70,
} as const;

/** Exit code for an error that ended a command. */
export function exitCodeFor(error: unknown): number {
  // An error from a worker thread keeps its name, not its class.
  const name = (error as Error | undefined)?.name;
  if (error instanceof InputError || error instanceof UsageError || name === 'InputError' || name === 'UsageError') return EXIT.badInput;
  if (error instanceof SolverError || name === 'SolverError') return EXIT.solverFailure;
  if (error instanceof ProofRejected || name === 'ProofRejected') return EXIT.proofRejected;
  if (error instanceof TimeLimitReached || name === 'TimeLimitReached') return EXIT.unknown;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return EXIT.ioError;
  return EXIT.internal;
}

/** The exit code of a batch: the most serious outcome wins. */
export function worstExit(codes: Iterable<number>): number {
  const rank = [EXIT.ok, EXIT.noSolution, EXIT.unknown, EXIT.badInput, EXIT.solverFailure, EXIT.proofRejected, EXIT.wrongAnswer];
  let worst: number = EXIT.ok;
  for (const c of codes) if (rank.indexOf(c as (typeof rank)[number]) > rank.indexOf(worst as (typeof rank)[number])) worst = c;
  return worst;
}
