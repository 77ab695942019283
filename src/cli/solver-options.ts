import type { Worker } from 'node:worker_threads';
import { type Command, Option } from 'commander';
import { DEFAULT_SOLVER, findSatBackend, SAT_BACKENDS } from '../../solvers/registry.js';
import { TimeLimitReached } from '../core/deadline.js';
import { parseDuration } from '../core/duration.js';
import { EXIT } from '../library/exit-codes.js';
import { alphabetSize } from '../formats/alphabet.js';
import { UsageError } from '../core/errors.js';
import { OUTPUT_FORMATS } from '../formats/write.js';
import { DLX, openRoute, TACTICS } from '../routes/open-route.js';
import type { SudokuRoute } from '../routes/route.js';
import { GIVENS_CHOICES, type GivensChoice } from '../routes/sat-route.js';
import { type BatchRun, runBatch } from './batch.js';
import { addEncodingOptions, addInputOptions, addShardOption, alphabetOf, checkModeOption, jobsOption, positiveInteger, propagateOption } from './options.js';
import { entryLabel, loadEntries } from './puzzles.js';
import { BLOCK, startBatchWorkers, workerJobs } from './batch-jobs.js';
import type { BatchCommand, SolverFlags } from './solver-flags.js';
import type { Rendering } from './report.js';
import { writeStdout } from './stdout.js';

export function addSolverOptions(cmd: Command, { timeoutHelp }: { timeoutHelp: string }): Command {
  cmd
    .option(
      '--solver <name>',
      `SAT solver (${SAT_BACKENDS.map((b) => b.name).join(', ')}; default ${DEFAULT_SOLVER}), ${DLX} (Dancing Links), or ${TACTICS} (logic and guessing; ${TACTICS}:UC+INP+X chooses techniques)`,
    )
    .option('--solver-cmd <command>', 'any SAT binary with competition output, "<command> [args…]"; {file} for a file path, else stdin')
    .option('--threads <n>', 'threads, for solvers that take them (plingeling)', positiveInteger('--threads'))
    .option('--timeout <duration>', timeoutHelp)
    .option('--conflicts <n>', 'conflict limit per solver call (embedded cadical)', positiveInteger('--conflicts'))
    .option('--node-limit <n>', 'search-node limit per puzzle (dlx), guesses (tactics)', positiveInteger('--node-limit'))
    .option('--keep-cnf <file>', 'external solvers: keep the formula handed to the solver in this file ({i} = puzzle index)')
    .option('--self-check', 'embedded cadical: check its own reasoning as it goes (a self-test, slower; not a certificate: see --proof)');
  addEncodingOptions(cmd, { lists: false, givens: GIVENS_CHOICES, givensDefault: 'auto', amoDefault: 'auto' });
  cmd.addOption(
    propagateOption('logic run on the candidates before an eliminate formula is built', 'singles'),
  );
  addInputOptions(cmd);
  addShardOption(cmd);
  cmd.addOption(jobsOption(`worker threads for a batch, each solving blocks of ${BLOCK} puzzles (the output is the same for any n; default 1)`));
  return cmd
    .addOption(new Option('--format <format>', 'output format (default: pretty for one puzzle, line for a batch)').choices(OUTPUT_FORMATS))
    .option('--stats', 'print sizes and times of each puzzle on stderr');
}

/** --proof and --checker, for solve and unique. */
export function addProofOptions(cmd: Command, proofHelp: string): Command {
  const writers = SAT_BACKENDS.filter((b) => b.proof).map((b) => b.name);
  return cmd
    .option('--proof <dir>', `${proofHelp}; needs a solver that writes proofs (${writers.join(', ')}; the first found by default)`)
    .option('--checker <names>', 'with --proof: proof checkers, comma-separated: sudocnf (default), drat-trim, lrat-check, cake_lpr')
    .addOption(checkModeOption())
    .option('--replace', 'with --proof: replace a certificate already in the directory (a directory that is not empty is refused otherwise)');
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
    ...(flags.keepCnf !== undefined ? { keepCnf: flags.keepCnf } : {}),
    ...(flags.selfCheck ? { selfCheck: true } : {}),
    ...(flags.strategy !== undefined ? { strategy: flags.strategy } : {}),
    encoding: flags.encoding,
    redundant: flags.redundant ?? false,
    amo: flags.amo,
    givens: flags.givens as GivensChoice,
    propagate: flags.propagate,
  });
}

/** What a solving command needs to describe its jobs. */
export interface SolverContext {
  route: SudokuRoute;
  rendering: Rendering;
  batch: boolean;
}

/** A command's work on each puzzle, given a route: what solve, unique and count are made of. */
export type Describe = (context: SolverContext) => Pick<BatchRun, 'tallies' | 'job'> & { showStats?: boolean };


/**
 * The frame of solve, unique and count: read the puzzles, open the route `--solver` names, run
 * the command's job over every puzzle, close the route whatever happens. A batch is solved in
 * blocks of BLOCK puzzles, each with a route of its own, by this thread or (--jobs) by worker
 * threads: what a solver has seen before never depends on the number of jobs, so neither does
 * the output.
 */
export async function runSolverCommand(path: string, flags: SolverFlags, command: BatchCommand, describe: Describe): Promise<number> {
  const startedAt = performance.now();
  // --jobs is for batches: the threads start now, as for one, and go if the file holds one puzzle.
  if ((flags.jobs ?? 1) > 1) checkJobs(flags);
  const threads = (flags.jobs ?? 1) > 1 ? startBatchWorkers({ command, flags, rendering: { format: flags.format ?? 'line', alphabet: alphabetOf(flags) }, batch: true }, flags.jobs!) : [];
  try {
    return await runOnThreads(path, flags, describe, threads, startedAt);
  } finally {
    // Ended whatever happened: done, never needed (one puzzle), or left behind by an error.
    await Promise.all(threads.map((t) => t.terminate()));
  }
}

async function runOnThreads(
  path: string,
  flags: SolverFlags,
  describe: Describe,
  threads: readonly Worker[],
  startedAt: number,
): Promise<number> {
  let loaded;
  try {
    loaded = await loadEntries(path, flags, flags.timeout !== undefined ? parseDuration(flags.timeout) : undefined);
  } catch (e) {
    // Standard input or a FIFO that sends nothing within the time limit: the verdict is unknown.
    if (!(e instanceof TimeLimitReached)) throw e;
    writeStdout(flags.format === 'json' ? `${JSON.stringify({ verdict: 'unknown', reason: e.message })}\n` : `unknown: ${e.message}\n`);
    return EXIT.unknown;
  }
  const { file, entries, selected, batch } = loaded;
  const format = flags.format ?? (batch ? 'line' : 'pretty');
  // Refuse an output format that cannot hold the grids before any solving is done.
  const largest = file.largest;
  const alphabet = alphabetOf(flags);
  if (format === 'line' && largest > (alphabet ? alphabetSize(alphabet) : 64)) {
    throw new UsageError(`the line format cannot write a ${largest}x${largest} grid; use --format grid, dtu or json`);
  }
  if (batch && flags.keepCnf !== undefined && !flags.keepCnf.includes('{i}')) {
    throw new UsageError(`${file.file} holds ${selected} puzzles: give --keep-cnf a name with {i} (the puzzle index), e.g. 'p-{i}.cnf'`);
  }
  if ((flags.checker !== undefined || flags.checkMode !== undefined) && flags.proof === undefined) {
    throw new UsageError(`${flags.checker !== undefined ? '--checker' : '--check-mode'} is about the checks of --proof; give --proof <dir> too`);
  }
  if (flags.replace && flags.proof === undefined) throw new UsageError('--replace is about the certificates of --proof; give --proof <dir> too');
  const rendering: Rendering = { format, alphabet };
  let route = routeFromFlags(flags, batch);
  try {
    const first = describe({ route, rendering, batch });
    let job = first.job;
    let walked = entries;
    if (batch && threads.length > 0) {
      ({ job, entries: walked } = workerJobs(threads, entries, (e) => entryLabel(file, e)));
    } else if (batch) {
      // A fresh route (and solver) for every block, as each worker thread would have.
      let current = first.job;
      let solved = 0;
      job = async (grid, label, index, call) => {
        if (solved > 0 && solved % BLOCK === 0) {
          await route.close();
          route = routeFromFlags(flags, batch);
          current = describe({ route, rendering, batch }).job;
        }
        solved++;
        return current(grid, label, index, call);
      };
    }
    return await runBatch({ file, entries: walked, batch, routeName: route.name, json: format === 'json', showStats: first.showStats ?? flags.stats ?? false, tallies: first.tallies, job, startedAt });
  } finally {
    await route.close();
  }
}

/** What --jobs cannot take: proofs (files and checks of their own) and solvers that are processes. */
function checkJobs(flags: SolverFlags): void {
  if (flags.proof !== undefined) throw new UsageError('--jobs and --proof exclude each other: certificates are written one puzzle at a time');
  const external = flags.solverCmd !== undefined || (flags.solver !== undefined && findSatBackend(flags.solver)?.kind === 'external');
  if (external) {
    throw new UsageError(`--jobs runs the embedded solvers, Dancing Links and tactics in worker threads; an external solver is a process per puzzle already: split the batch with --shard instead`);
  }
}
