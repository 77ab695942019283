import { addOptions } from '../options/register.js';
import { formatDuration } from '../core/duration.js';
import type { Command } from 'commander';
import { type BenchFormat, renderReport, timePlot } from '../comparison/report.js';
import { wrongAnswers } from '../comparison/cross-check.js';
import { type BenchTask, combinations } from '../comparison/plan.js';
import type { PuzzleRun } from '../comparison/run-puzzle.js';
import { BenchRunner, type PuzzleJob, type RunnerSettings } from '../comparison/runner.js';
import { summarize } from '../comparison/summary.js';
import { EXIT, worstExit } from '../library/exit-codes.js';
import type { PuzzleRecord } from '../formats/puzzle.js';
import { writePlot } from '../plot/write-plot.js';
import type { PropagationLevel } from '../logic/propagate.js';
import { openRoute } from '../routes/open-route.js';
import type { GivensChoice } from '../routes/route-options.js';
import { runOnWorkers } from '../core/worker-pool.js';
import { encodingList, type InputFlags } from './options.js';
import { progressBar } from './progress.js';
import { entryLabel, loadEntries, reportBadEntry } from './puzzles.js';
import { writeStdout } from './stdout.js';

interface BenchFlags extends InputFlags {
  solver: string;
  solverCmd: string[];
  encoding: string;
  amo: string;
  givens: GivensChoice;
  propagate: PropagationLevel;
  task: BenchTask;
  max: number;
  timeout: number;
  jobs: number;
  format: BenchFormat;
  plot?: string;
}

/** A puzzle of the run: where it comes from and what its file states. */
interface Item {
  file: number;
  label: string;
  record: PuzzleRecord;
}

/** `solverNamed`: --solver was given, not defaulted (alone, --solver-cmd replaces the default). */
async function benchCommand(paths: string[], flags: BenchFlags, solverNamed: boolean): Promise<number> {
  const settings: RunnerSettings = {
    combinations: combinations(
      flags.solverCmd.length > 0 && !solverNamed ? '' : flags.solver,
      encodingList(flags.encoding),
      flags.amo,
      flags.solverCmd,
    ),
    task: flags.task,
    max: flags.max,
    timeoutMs: flags.timeout,
    givens: flags.givens,
    propagate: flags.propagate,
  };
  // Unknown solvers and encodings are refused before any puzzle runs.
  for (const c of settings.combinations) {
    const solver = c.solverCmd !== undefined ? { solverCmd: c.solverCmd } : { solver: c.solver };
    await openRoute({ ...solver, ...(c.encoding ? { encoding: c.encoding } : {}), ...(c.amo ? { amo: c.amo } : {}) }).close();
  }

  const codes: number[] = [];
  const files: string[] = [];
  const items: Item[] = [];
  for (const path of paths) {
    const { file, entries } = await loadEntries(path, flags);
    files.push(file.file);
    for (const entry of entries) {
      if (entry.ok) items.push({ file: files.length - 1, label: entryLabel(file, entry), record: entry });
      else {
        reportBadEntry(file, entry);
        codes.push(EXIT.badInput);
      }
    }
  }

  const runs: PuzzleRun[][] = new Array(items.length);
  const progress = progressBar(items.length, 'puzzles');
  const jobs: PuzzleJob[] = items.map((item, id) => ({ id, box: item.record.grid.shape.id, cells: item.record.grid.cells }));
  const threads = Math.min(flags.jobs, Math.max(1, jobs.length));
  try {
    if (threads === 1) {
      const runner = new BenchRunner(settings);
      try {
        for (const job of jobs) {
          runs[job.id] = await runner.run(job);
          progress.tick();
        }
      } finally {
        await runner.close();
      }
    } else {
      await runOnWorkers<PuzzleJob, PuzzleRun[]>(
        new URL('../comparison/worker.js', import.meta.url),
        settings,
        jobs,
        threads,
        (job, result) => {
          runs[job.id] = result;
          progress.tick();
        },
      );
    }
  } finally {
    progress.stop();
  }

  const wrong: string[] = [];
  items.forEach((item, id) => {
    runs[id]!.forEach((r, i) => {
      if (r.answer === 'error') process.stderr.write(`${item.label}: ${settings.combinations[i]!.label}: ${r.reason}\n`);
    });
    const { expectedCount, expectedSolution } = item.record;
    const expected = {
      ...(expectedCount !== undefined ? { count: expectedCount } : {}),
      ...(expectedSolution ? { solution: expectedSolution, puzzle: item.record.grid } : {}),
    };
    for (const w of wrongAnswers(flags.task, flags.max, settings.combinations, runs[id]!, expected)) wrong.push(`${item.label}: ${w}`);
  });
  for (const w of wrong) process.stderr.write(`WRONG ANSWER: ${w}\n`);

  const summaries = files.flatMap((file, f) => {
    const mine = items.flatMap((item, id) => (item.file === f ? [runs[id]!] : []));
    return mine.length > 0 ? summarize(file, settings.combinations, mine, flags.task !== 'solve') : [];
  });
  const context = {
    task: flags.task,
    threads,
    timeout: formatDuration(flags.timeout),
    node: `Node ${process.version}`,
    wrongAnswers: wrong,
  };
  writeStdout(`${renderReport(summaries, context, flags.format)}\n`);
  if (flags.plot !== undefined && items.length > 0) {
    const times = new Map(settings.combinations.map((c, i) => [c.label, runs.map((r) => r[i]!.seconds * 1000)]));
    await writePlot(flags.plot, timePlot(times, flags.task));
  }
  if (wrong.length > 0) {
    process.stderr.write(`${wrong.length} wrong answer${wrong.length === 1 ? '' : 's'}\n`);
    codes.push(EXIT.wrongAnswer);
  }
  if (runs.some((r) => r.some((x) => x.answer === 'error'))) codes.push(EXIT.solverFailure);
  return worstExit(codes);
}

export function benchCommandSpec(program: Command, run: (action: Promise<number>) => Promise<void>): void {
  const cmd = program
    .command('bench')
    .description(
      'run every solver × encoding × AMO combination on every puzzle, interleaved, and compare: counts, throughput, times, sizes, effort, wrong answers',
    )
    .argument('<puzzle-files...>', 'puzzle files or batches');
  addOptions(cmd, 'bench');
  cmd.action((paths: string[], flags: BenchFlags, self: Command) =>
    run(benchCommand(paths, flags, self.getOptionValueSource('solver') !== 'default')),
  );
}
