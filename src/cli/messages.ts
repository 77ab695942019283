import { SolverError } from '../../solvers/sat-solver.js';
import { InputError, type OptionSpelling, spell, UsageError } from '../core/errors.js';

/** Flags whose names are not the library option's name in kebab case. */
const FLAGS: Record<string, string> = { solverCommand: '--solver-cmd', timeoutMs: '--timeout' };

/** The command line's spelling of an option the library names: `--solver-cmd`, `--amo auto`. */
export const flagSpelling: OptionSpelling = (option, value) => {
  const flag = FLAGS[option] ?? `--${option.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  return value === undefined ? flag : `${flag} ${value}`;
};

/** An error's message as the command line says it: options as flags, input errors located. */
export function errorText(error: unknown): string {
  if (error instanceof InputError) return error.toString(flagSpelling);
  if (error instanceof UsageError || error instanceof SolverError) return spell(error.said, flagSpelling);
  if (error instanceof Error) return error.message;
  return String(error);
}
