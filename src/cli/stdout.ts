import { cannotWrite } from '../core/errors.js';

/**
 * Standard output for the commands. A write that fails (a full disk, a reader that went away)
 * stops the command at the next write or check: a closed pipe as an EPIPE error, which the
 * command line ends quietly (exit 0); anything else as "cannot write standard output: …" (exit 5).
 * Node marks the stream as errored at once, though it reports the error only on a later tick.
 */
export function checkStdout(): void {
  const error = process.stdout.errored as NodeJS.ErrnoException | null;
  if (!error) return;
  throw error.code === 'EPIPE' ? error : cannotWrite('standard output', error);
}

/** Writes text to standard output, then checks that the writes so far went through. */
export function writeStdout(text: string): void {
  checkStdout();
  process.stdout.write(text);
  checkStdout();
}

/** Waits until everything written has been handed to the system, then checks it went through. */
export async function flushStdout(): Promise<void> {
  if (!process.stdout.errored && !process.stdout.destroyed) await new Promise<void>((resolve) => process.stdout.write('', () => resolve()));
  checkStdout();
}
