import { Command, CommanderError } from 'commander';
import { cutShort, InputError } from '../core/errors.js';
import { EXIT, exitCodeFor } from '../library/exit-codes.js';
import { errorText } from './messages.js';
import { flushStdout } from './stdout.js';
import { VERSION } from '../core/version.js';
import { importGently } from './gentle-import.js';

type Run = (action: Promise<number>) => Promise<void>;
type CommandSpec = (program: Command, run: Run) => void;
const load = <T>(path: string) => importGently<T>(new URL(path, import.meta.url));

/**
 * Each command's module, loaded only when that command runs (or for help): a command pays for
 * its own dependencies alone, which keeps start-up short (docs/decisions/14-speed-of-9x9-start-up-and-both-cores.md).
 */
const COMMANDS: Record<string, () => Promise<CommandSpec>> = {
  solve: async () => (await load<typeof import('./solve.js')>('./solve.js')).solveCommandSpec,
  unique: async () => (await load<typeof import('./unique.js')>('./unique.js')).uniqueCommandSpec,
  count: async () => (await load<typeof import('./count.js')>('./count.js')).countCommandSpec,
  encode: async () => (await load<typeof import('./encode.js')>('./encode.js')).encodeCommandSpec,
  decode: async () => (await load<typeof import('./decode.js')>('./decode.js')).decodeCommandSpec,
  stats: async () => (await load<typeof import('./stats.js')>('./stats.js')).statsCommandSpec,
  show: async () => (await load<typeof import('./show.js')>('./show.js')).showCommandSpec,
  generate: async () => (await load<typeof import('./generate.js')>('./generate.js')).generateCommandSpec,
  rate: async () => (await load<typeof import('./rate.js')>('./rate.js')).rateCommandSpec,
  explain: async () => (await load<typeof import('./explain.js')>('./explain.js')).explainCommandSpec,
  hint: async () => (await load<typeof import('./hint.js')>('./hint.js')).hintCommandSpec,
  bench: async () => (await load<typeof import('./bench.js')>('./bench.js')).benchCommandSpec,
  solvers: async () => (await load<typeof import('./solvers.js')>('./solvers.js')).solversCommandSpec,
  'check-proof': async () => (await load<typeof import('./check-proof.js')>('./check-proof.js')).checkProofCommandSpec,
  web: async () => (await load<typeof import('./web.js')>('./web.js')).webCommandSpec,
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
  for (const name of names) (await COMMANDS[name]!())(program, run);
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
