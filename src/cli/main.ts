import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { InputError } from '../errors.js';
import { EXIT, exitCodeFor } from '../exit-codes.js';
import { benchCommandSpec } from './bench.js';
import { errorText } from './messages.js';
import { flushStdout } from './stdout.js';
import { countCommandSpec } from './count.js';
import { decodeCommandSpec } from './decode.js';
import { encodeCommandSpec } from './encode.js';
import { generateCommandSpec, rateCommandSpec } from './generate.js';
import { showCommandSpec } from './show.js';
import { solveCommandSpec } from './solve.js';
import { solversCommandSpec } from './solvers.js';
import { statsCommandSpec } from './stats.js';
import { uniqueCommandSpec } from './unique.js';

const VERSION = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** Runs the command line; resolves to the exit code. Errors are reported on stderr, never thrown. */
export async function main(argv: readonly string[]): Promise<number> {
  let status: number = EXIT.ok;
  const run = async (action: Promise<number>) => {
    status = await action;
  };
  const program = new Command('sudocnf')
    .description('Sudoku of any box size k as SAT: encoder, exact clause counts, solvers, uniqueness proofs, Dancing Links')
    .version(VERSION)
    .exitOverride()
    .showHelpAfterError('(add --help for usage)');
  solveCommandSpec(program, run);
  uniqueCommandSpec(program, run);
  countCommandSpec(program, run);
  encodeCommandSpec(program, run);
  decodeCommandSpec(program, run);
  statsCommandSpec(program, run);
  showCommandSpec(program, run);
  generateCommandSpec(program, run);
  rateCommandSpec(program, run);
  benchCommandSpec(program, run);
  solversCommandSpec(program, run);
  try {
    await program.parseAsync(argv);
    // A write that failed after the command's last check (a full disk) still fails it.
    await flushStdout();
    return status;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.badInput;
    // A reader that went away (`sudocnf encode … | head`) is not a failure of ours.
    if ((error as NodeJS.ErrnoException).code === 'EPIPE') return EXIT.ok;
    const code = exitCodeFor(error);
    // Located input errors read file:line:column: message, like compilers print them.
    const located = error instanceof InputError && error.position !== undefined;
    process.stderr.write(located ? `${errorText(error)}\n` : `sudocnf: ${errorText(error)}\n`);
    if (code === EXIT.internal && error instanceof Error && process.env.SUDOCNF_DEBUG) process.stderr.write(`${error.stack}\n`);
    return code;
  }
}
