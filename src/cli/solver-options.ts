import { type Command, Option } from 'commander';
import { DEFAULT_SOLVER, SAT_BACKENDS } from '../../solvers/registry.js';
import { parseDuration } from '../duration.js';
import type { Alphabet } from '../formats/alphabet.js';
import { OUTPUT_FORMATS, type OutputFormat } from '../formats/write.js';
import { DLX, openRoute } from '../routes.js';
import { GIVENS_CHOICES, type GivensChoice, type SudokuRoute } from '../solve.js';
import { addEncodingOptions, addInputOptions, type EncodingFlags, type InputFlags, positiveInteger } from './options.js';

/** Options of the commands that solve: solve, unique, count. */
export type SolverFlags = InputFlags &
  EncodingFlags & {
    solver?: string;
    solverCmd?: string;
    threads?: number;
    timeout?: string;
    conflicts?: number;
    nodeLimit?: number;
    format?: OutputFormat;
    stats?: boolean;
  };

export function addSolverOptions(cmd: Command, { timeoutHelp }: { timeoutHelp: string }): Command {
  cmd
    .option(
      '--solver <name>',
      `SAT solver (${SAT_BACKENDS.map((b) => b.name).join(', ')}; default ${DEFAULT_SOLVER}) or ${DLX} (Dancing Links)`,
    )
    .option('--solver-cmd <command>', 'any SAT binary with competition output, "<command> [args…]"; {file} for a file path, else stdin')
    .option('--threads <n>', 'threads, for solvers that take them (plingeling)', positiveInteger('--threads'))
    .option('--timeout <duration>', timeoutHelp)
    .option('--conflicts <n>', 'conflict limit per solver call (embedded cadical)', positiveInteger('--conflicts'))
    .option('--node-limit <n>', 'search-node limit per puzzle (dlx)', positiveInteger('--node-limit'));
  addEncodingOptions(cmd, { lists: false, givens: GIVENS_CHOICES, givensDefault: 'auto' });
  addInputOptions(cmd);
  return cmd
    .addOption(new Option('--format <format>', 'output format (default: pretty for one puzzle, line for a batch)').choices(OUTPUT_FORMATS))
    .option('--stats', 'print sizes and times of each puzzle on stderr');
}

export function routeFromFlags(flags: SolverFlags, batch: boolean): SudokuRoute {
  return openRoute({
    batch,
    ...(flags.solver !== undefined ? { solver: flags.solver } : {}),
    ...(flags.solverCmd !== undefined ? { solverCommand: flags.solverCmd } : {}),
    ...(flags.threads !== undefined ? { threads: flags.threads } : {}),
    ...(flags.timeout !== undefined ? { timeoutMs: parseDuration(flags.timeout) } : {}),
    ...(flags.conflicts !== undefined ? { conflicts: flags.conflicts } : {}),
    ...(flags.nodeLimit !== undefined ? { nodeLimit: flags.nodeLimit } : {}),
    encoding: flags.encoding,
    redundant: flags.redundant ?? false,
    amo: flags.amo,
    givens: flags.givens as GivensChoice,
  });
}

export function alphabetOf(flags: InputFlags): Alphabet | undefined {
  return flags.alphabet === 'auto' ? undefined : (flags.alphabet as Alphabet);
}
