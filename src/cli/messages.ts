import { SolverError } from '../../solvers/sat-solver.js';
import { cutShort, InputError, type Message, type OptionSpelling, spell, UsageError } from '../core/errors.js';
import { longFlag, OPTIONS } from '../options/schema.js';

/** The command line's spelling of an option the library names: `--solver-cmd`, `--amo auto` (from the option schema). */
export const flagSpelling: OptionSpelling = (option, value) => {
  const spec = OPTIONS.find((o) => o.key === option || o.aliases?.includes(option));
  const flag = spec ? longFlag(spec.flag) : `--${option.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  return value === undefined ? flag : `${flag} ${value}`;
};

/** An error's message as the command line says it: options as flags, input errors located, what it quotes at length cut short. */
export function errorText(error: unknown): string {
  return cutShort(spelt(error));
}

function spelt(error: unknown): string {
  if (error instanceof InputError) return error.toString(flagSpelling);
  if (error instanceof UsageError || error instanceof SolverError) return spell(error.said, flagSpelling);
  // One from a worker thread: its class is gone, its message with the options apart is not.
  if (error instanceof Error && 'said' in error && Array.isArray(error.said)) return spell(error.said as Message, flagSpelling);
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Says on stderr that a worker thread was let go (its solver could not start) and how many go on. */
export function noteRetired(error: Error, left: number): void {
  process.stderr.write(`sudocnf: note: a worker thread stopped (${error.message}); ${left} go${left === 1 ? 'es' : ''} on\n`);
}

/** `1 puzzle`, `2 puzzles`: a count and its noun, in the plural unless the count is 1. */
export function counted(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}
