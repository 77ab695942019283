import { type Command, Option } from 'commander';
import { DEFAULT_SOLVER, SAT_BACKENDS } from '../../solvers/registry.js';
import { SolverError } from '../../solvers/sat-solver.js';
import { parseDuration } from '../duration.js';
import { EXIT, worstExit } from '../exit-codes.js';
import type { Alphabet } from '../formats/alphabet.js';
import { OUTPUT_FORMATS, type OutputFormat } from '../formats/write.js';
import { DLX, openRoute } from '../routes.js';
import { GIVENS_CHOICES, type GivensChoice } from '../solve.js';
import { addEncodingOptions, addInputOptions, type EncodingFlags, type InputFlags, positiveInteger } from './options.js';
import { entryLabel, loadEntries, reportBadEntry } from './puzzles.js';
import { renderOutcome, renderTimings } from './report.js';

type SolveFlags = InputFlags &
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

const VERDICT_EXIT = { solved: EXIT.ok, 'no-solution': EXIT.noSolution, unknown: EXIT.unknown } as const;

async function solveCommand(path: string, flags: SolveFlags): Promise<number> {
  const { file, entries } = await loadEntries(path, flags);
  const batch = entries.length > 1;
  const route = openRoute({
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
  const format = flags.format ?? (batch ? 'line' : 'pretty');
  const alphabet = flags.alphabet === 'auto' ? undefined : (flags.alphabet as Alphabet);
  const codes: number[] = [];
  const tally = { solved: 0, 'no-solution': 0, unknown: 0, 'bad input': 0, 'solver errors': 0 };
  const started = performance.now();
  const print = (text: string) => process.stdout.write(text + '\n');
  try {
    for (const entry of entries) {
      const index = batch ? entry.index : undefined;
      if (!entry.ok) {
        reportBadEntry(file, entry);
        tally['bad input']++;
        codes.push(EXIT.badInput);
        if (batch) print(format === 'json' ? JSON.stringify({ index, verdict: 'bad-input', error: entry.error.toString() }) : `${index} bad input`);
        continue;
      }
      try {
        const outcome = await route.solve(entry.grid);
        tally[outcome.verdict]++;
        codes.push(VERDICT_EXIT[outcome.verdict]);
        print(renderOutcome(outcome, { format, ...(alphabet ? { alphabet } : {}), ...(index !== undefined ? { batchIndex: index } : {}) }));
        if (flags.stats) process.stderr.write(renderTimings(entryLabel(file, entry), outcome) + '\n');
      } catch (e) {
        if (!(e instanceof SolverError) || !batch) throw e;
        // In a batch a failing solver is reported for its puzzle; the others still run.
        process.stderr.write(`${entryLabel(file, entry)}: ${e.message}\n`);
        tally['solver errors']++;
        codes.push(EXIT.solverFailure);
        print(format === 'json' ? JSON.stringify({ index, verdict: 'solver-error', error: e.message }) : `${index} solver error`);
      }
    }
  } finally {
    await route.close();
  }
  if (batch) {
    const seconds = (performance.now() - started) / 1000;
    const parts = Object.entries(tally).map(([k, v]) => `${v} ${k.replace('-', ' ')}`);
    process.stderr.write(
      `${entries.length} puzzles: ${parts.join(', ')}; ${seconds.toFixed(2)} s, ` +
        `${(entries.length / seconds).toFixed(1)} puzzles/s with ${route.name}\n`,
    );
  }
  return worstExit(codes);
}

export function solveCommandSpec(program: Command, run: (action: Promise<number>) => Promise<void>): void {
  const cmd = program
    .command('solve')
    .description('solve puzzles through SAT or Dancing Links; every solution is verified before it is printed')
    .argument('<puzzle-file>', 'puzzle file or batch, or - for standard input')
    .option(
      '--solver <name>',
      `SAT solver (${SAT_BACKENDS.map((b) => b.name).join(', ')}; default ${DEFAULT_SOLVER}) or ${DLX} (Dancing Links)`,
    )
    .option('--solver-cmd <command>', 'any SAT binary with competition output, "<command> [args…]"; {file} for a file path, else stdin')
    .option('--threads <n>', 'threads, for solvers that take them (plingeling)', positiveInteger('--threads'))
    .option('--timeout <duration>', 'wall-clock limit per puzzle: 500ms, 10s, 2m (a bare number is seconds)')
    .option('--conflicts <n>', 'conflict limit per puzzle (embedded cadical)', positiveInteger('--conflicts'))
    .option('--node-limit <n>', 'search-node limit per puzzle (dlx)', positiveInteger('--node-limit'));
  addEncodingOptions(cmd, { lists: false, givens: GIVENS_CHOICES, givensDefault: 'auto' });
  addInputOptions(cmd);
  cmd
    .addOption(new Option('--format <format>', 'output format (default: pretty for one puzzle, line for a batch)').choices(OUTPUT_FORMATS))
    .option('--stats', 'print the formula size and the encode and solve times of each puzzle on stderr');
  cmd.action((path: string, flags: SolveFlags) => run(solveCommand(path, flags)));
}
