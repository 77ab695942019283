import { InputError, UsageError } from './errors.js';

/** The documented exit codes (README, "Exit codes"). */
export const EXIT = {
  /** The command did its job. */
  ok: 0,
  /** Bad input: a puzzle file that cannot be read, malformed or clashing givens, a bad option. */
  badInput: 2,
  /** Output could not be written (disk full, missing directory, closed pipe other than stdout). */
  ioError: 5,
  /** A bug in sudocnf. */
  internal: 70,
} as const;

/** Exit code for an error that ended a command. */
export function exitCodeFor(error: unknown): number {
  if (error instanceof InputError || error instanceof UsageError) return EXIT.badInput;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return EXIT.ioError;
  return EXIT.internal;
}
