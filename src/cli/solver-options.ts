import type { Worker } from 'node:worker_threads';
import { TimeLimitReached } from '../core/deadline.js';
import { EXIT } from '../library/exit-codes.js';
import { alphabetSize } from '../core/alphabet.js';
import { UsageError } from '../core/errors.js';
import { openRoute } from '../routes/open-route.js';
import type { SudokuRoute } from '../routes/route.js';
import { type BatchRun, runBatch } from './batch.js';
import { alphabetOf } from './options.js';
import { entryLabel, loadEntries } from './puzzles.js';
import { BLOCK, startBatchWorkers, workerJobs } from './batch-jobs.js';
import type { BatchCommand, SolverFlags } from './solver-flags.js';
import type { Rendering } from './report.js';
import { routeOptionsOf } from '../options/route.js';
import { writeStdout } from './stdout.js';
import { progressShown, type StatusLine, workingStatus } from './progress.js';
import { withArticle } from '../core/article.js';
import { deferWasmTierUp } from './wasm-tiering.js';

export function routeFromFlags(flags: SolverFlags, batch: boolean): SudokuRoute {
  return openRoute(routeOptionsOf(flags, batch));
}

/** What a solving command needs to describe its jobs. */
export interface SolverContext {
  route: SudokuRoute;
  rendering: Rendering;
  batch: boolean;
  /** Told of each solution found, for the progress of one puzzle on a terminal (count's). */
  found?: () => void;
}

/** A command's work on each puzzle, given a route: what solve, unique and count are made of. */
export type Describe = (context: SolverContext) => Pick<BatchRun, 'tallies' | 'job'> & {
  showStats?: boolean;
  /** What the job tells `found` of (`solution`), shown found so far beside the time of one puzzle. */
  counts?: string;
};

/**
 * The frame of solve, unique and count: read the puzzles, open the route `--solver` names, run
 * the command's job over every puzzle, close the route whatever happens. A batch is solved in
 * blocks of BLOCK puzzles, each with a route of its own, by this thread or (--jobs) by worker
 * threads: what a solver has seen before never depends on the number of jobs, so neither does
 * the output.
 */
export async function runSolverCommand(path: string, flags: SolverFlags, command: BatchCommand, describe: Describe): Promise<number> {
  const startedAt = performance.now();
  deferWasmTierUp();
  // --jobs is for batches: the threads start now, as for one, and go if the file holds one puzzle.
  const threads =
    (flags.jobs ?? 1) > 1
      ? startBatchWorkers(
          { command, flags, rendering: { format: flags.format ?? 'line', alphabet: alphabetOf(flags) }, batch: true },
          flags.jobs!,
        )
      : [];
  try {
    return await runOnThreads(path, flags, command, describe, threads, startedAt);
  } finally {
    // Ended whatever happened: done, never needed (one puzzle), or left behind by an error.
    await Promise.all(threads.map((t) => t.terminate()));
  }
}

async function runOnThreads(
  path: string,
  flags: SolverFlags,
  command: BatchCommand,
  describe: Describe,
  threads: readonly Worker[],
  startedAt: number,
): Promise<number> {
  let loaded: Awaited<ReturnType<typeof loadEntries>>;
  try {
    loaded = await loadEntries(path, flags, flags.timeout, flags.why === true);
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
    throw new UsageError(`the line format cannot write ${withArticle(`${largest}x${largest}`)} grid; use --format grid, dtu or json`);
  }
  if (batch && flags.keepCnf !== undefined && !flags.keepCnf.includes('{i}')) {
    throw new UsageError(`${file.file} holds ${selected} puzzles: give --keep-cnf a name with {i} (the puzzle index), e.g. 'p-{i}.cnf'`);
  }
  const rendering: Rendering = { format, alphabet };
  let route = routeFromFlags(flags, batch);
  try {
    let status: StatusLine | undefined;
    // Told of solutions only when they are shown: counting is not slowed for nothing.
    const shown = !batch && progressShown();
    const first = describe({ route, rendering, batch, ...(shown ? { found: () => status?.tick() } : {}) });
    // One puzzle shows how long it has taken on a terminal, and what the job counts found so far.
    status = batch ? undefined : workingStatus(`${command} ${file.file}`, first.counts);
    let job = first.job;
    let walked = entries;
    if (batch && threads.length > 0) {
      ({ job, entries: walked } = workerJobs(threads, entries, (e) => entryLabel(file, e)));
    } else if (batch) {
      // A fresh route (and solver) for every block, as each worker thread would have.
      let current = first.job;
      let solved = 0;
      job = async (grid, label, place, call) => {
        if (solved > 0 && solved % BLOCK === 0) {
          await route.close();
          route = routeFromFlags(flags, batch);
          current = describe({ route, rendering, batch }).job;
        }
        solved++;
        return current(grid, label, place, call);
      };
    }
    return await runBatch({
      file,
      entries: walked,
      batch,
      routeName: route.name,
      json: format === 'json',
      showStats: first.showStats ?? flags.stats ?? false,
      tallies: first.tallies,
      job: status
        ? async (...args) => {
            try {
              return await job(...args);
            } finally {
              status.stop();
            }
          }
        : job,
      startedAt,
    });
  } finally {
    await route.close();
  }
}
