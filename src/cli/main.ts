import { Command, CommanderError } from 'commander';
import { cutShort, InputError } from '../core/errors.js';
import { EXIT, exitCodeFor } from '../library/exit-codes.js';
import { errorText } from './messages.js';
import { flushStdout } from './stdout.js';
import { outOfFiles, TOO_FEW_OPEN_FILES } from './open-files.js';
import { VERSION } from '../core/version.js';

type Run = (action: Promise<number>) => Promise<void>;
type CommandSpec = (program: Command, run: Run) => void;

/**
 * Each command's module, loaded only when that command runs (or for help): a command pays for
 * its own dependencies alone, which keeps start-up short (docs/decisions/14-speed-of-9x9-start-up-and-both-cores.md).
 */
const COMMANDS: Record<string, () => Promise<CommandSpec>> = {
  solve: async () => (await import('./solve.js')).solveCommandSpec,
  unique: async () => (await import('./unique.js')).uniqueCommandSpec,
  count: async () => (await import('./count.js')).countCommandSpec,
  encode: async () => (await import('./encode.js')).encodeCommandSpec,
  decode: async () => (await import('./decode.js')).decodeCommandSpec,
  stats: async () => (await import('./stats.js')).statsCommandSpec,
  show: async () => (await import('./show.js')).showCommandSpec,
  generate: async () => (await import('./generate.js')).generateCommandSpec,
  rate: async () => (await import('./rate.js')).rateCommandSpec,
  explain: async () => (await import('./explain.js')).explainCommandSpec,
  hint: async () => (await import('./hint.js')).hintCommandSpec,
  bench: async () => (await import('./bench.js')).benchCommandSpec,
  solvers: async () => (await import('./solvers.js')).solversCommandSpec,
  'check-proof': async () => (await import('./check-proof.js')).checkProofCommandSpec,
  web: async () => (await import('./web.js')).webCommandSpec,
};
const ALIASES: Record<string, string> = { convert: 'show' };

/** The commands to register for these arguments: the one named, none for --version, all for help or a mistake. */
function commandsFor(argv: readonly string[]): string[] {
  const first = argv[2];
  if (first === '--version' || first === '-V') return [];
  const name = first === undefined ? undefined : (ALIASES[first] ?? first);
  return name !== undefined && name in COMMANDS ? [name] : Object.keys(COMMANDS);
}

/** The program with these commands registered (all of them by default); `run` gets each action's promise. */
export async function buildProgram(run: Run, names: readonly string[] = Object.keys(COMMANDS)): Promise<Command> {
  const program = new Command('sudocnf')
    .description('Sudoku of any box shape as SAT: encoder, exact clause counts, solvers, uniqueness proofs, Dancing Links')
    .version(VERSION)
    .exitOverride()
    // Commander's own messages quote what it could not read (an unknown option of 100 KB): cut short too.
    .configureOutput({ outputError: (text, write) => write(cutShort(text)) })
    .showHelpAfterError('(add --help for usage)');
  for (const name of names) {
    let spec: CommandSpec;
    try {
      spec = await COMMANDS[name]!();
    } catch (e) {
      throw outOfFiles(e) ? Object.assign(new Error(TOO_FEW_OPEN_FILES), { code: (e as NodeJS.ErrnoException).code }) : e;
    }
    spec(program, run);
  }
  return program;
}

/** Runs the command line; resolves to the exit code. Errors are reported on stderr, never thrown. */
export async function main(argv: readonly string[]): Promise<number> {
  let status: number = EXIT.ok;
  const run = async (action: Promise<number>) => {
    status = await action;
  };
  try {
    const program = await buildProgram(run, commandsFor(argv));
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
