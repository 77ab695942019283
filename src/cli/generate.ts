import { addOptions } from '../options/register.js';
import { definedOnly } from '../core/defined.js';
import type { Command } from 'commander';
import { UsageError } from '../core/errors.js';
import { EXIT } from '../library/exit-codes.js';
import { formatPuzzle, isOneLine, type OutputFormat } from '../formats/write.js';
import { type CheckMethod, checkLimitsOf, type GenerateOptions, type GridMethod, type Symmetry } from '../generate/options.js';
import { Grid } from '../core/grid.js';
import { MAX_SEED } from '../core/random.js';
import { Shape } from '../core/shape.js';
import { runInOrder, startWorkers } from '../core/worker-pool.js';
import { counted, noteRetired } from './messages.js';
import { type GeneratedRecord, generateOne } from './generate-one.js';
import { dlxNodesText, guessesText, type RatingLevel } from '../generate/rate.js';
import { parseBox } from './options.js';
import { writeStdout } from './stdout.js';
import { madeStatus } from './progress.js';

interface GenerateFlags {
  k?: number;
  box?: string;
  count: number;
  seed: number;
  givens?: number;
  minimal?: boolean;
  symmetry: Symmetry;
  grid: GridMethod;
  check?: CheckMethod;
  checkTimeout?: number;
  checkConflicts?: number;
  timeout?: number;
  format?: OutputFormat;
  jobs: number;
  difficulty?: RatingLevel;
  variant?: string;
}

/** Puzzles under way per worker thread at most, counted from the oldest not yet printed. */
const AHEAD_PER_THREAD = 4;

async function generateCommand(flags: GenerateFlags): Promise<number> {
  // 9x9 unless --k or --box says otherwise.
  const shape = flags.box !== undefined ? parseBox(flags.box) : Shape.square(flags.k ?? 3);
  // The line format cannot say which of several shapes a side has (12x12: 2x6 or 3x4): grid can.
  // A variant's rules and regions need a format that holds them: the puzzle document.
  const format = flags.format ?? (flags.variant !== undefined ? 'document' : shape.n <= 64 && shape.inferable ? 'line' : 'grid');
  if (flags.seed > MAX_SEED)
    throw new UsageError(`--seed is at most ${MAX_SEED} (the generator keeps 32 bits of a seed), got ${flags.seed}`);
  if (flags.seed + flags.count - 1 > MAX_SEED) {
    throw new UsageError(
      `--seed ${flags.seed} with --count ${flags.count} runs past the largest seed, ${MAX_SEED} (the generator keeps 32 bits of a seed)`,
    );
  }
  // Puzzle i of a run with seed s is the puzzle of seed s + i: any one can be made again alone.
  const taskAt = (i: number): GenerateOptions => ({
    ...(flags.box === undefined ? { k: flags.k ?? 3 } : { box: shape.key }),
    seed: flags.seed + i,
    symmetry: flags.symmetry,
    gridMethod: flags.grid,
    ...definedOnly({
      checkMethod: flags.check,
      givens: flags.givens,
      checkTimeoutMs: flags.checkTimeout,
      checkConflicts: flags.checkConflicts,
      timeoutMs: flags.timeout,
    }),
    ...(flags.minimal ? { minimal: true } : {}),
    ...definedOnly({ difficulty: flags.difficulty, variant: flags.variant }),
    // One puzzle: the threads share its digging; several: each thread makes whole puzzles.
    ...(flags.count === 1 && flags.jobs > 1 ? { jobs: flags.jobs } : {}),
  });
  // Made as they are needed: a run of billions holds only the puzzles under way.
  function* tasks(): Generator<GenerateOptions> {
    for (let i = 0; i < flags.count; i++) yield taskAt(i);
  }
  const limitText = limitsText(shape.n, taskAt(0));
  let printed = 0;
  const print = (g: GeneratedRecord) => {
    // Documents after the first open with `---`: the output is a YAML stream, read back as a batch.
    if (format === 'document' && printed++ > 0) writeStdout('---\n');
    writeStdout(formatPuzzle(new Grid(Shape.fromId(g.box), g.puzzle), format) + (isOneLine(format) ? '\n' : '\n\n'));
    const r = g.rating;
    const pairs = flags.symmetry === 'rotational' ? ' for 180° pair removals' : '';
    const logicOnly = g.provedBy !== 'sat';
    const minimal = logicOnly ? `, minimal for ${g.provedBy} logic${pairs}` : `, minimal${pairs}`;
    const minimality =
      flags.givens !== undefined
        ? ''
        : g.stoppedAtLimit
          ? ', not minimal (the digging stopped at --timeout)'
          : g.timedOut > 0
            ? `, not proved minimal (${g.timedOut} checks hit ${limitText})`
            : minimal;
    const unique = logicOnly ? `unique (${g.provedBy} logic solves it)` : 'unique';
    const grids = g.attempts > 1 ? `${g.attempts} grids dug, ` : '';
    process.stderr.write(
      `seed ${g.seed}: ${counted(g.givens, 'given')}, ${unique}${minimality}; rating ${r.level}, ${counted(r.conflicts, 'conflict')}, ${dlxNodesText(r)} DLX nodes, ${guessesText(r)} guesses; ${grids}` +
        `grid ${g.gridSeconds.toFixed(2)} s, digging ${g.digSeconds.toFixed(2)} s (${g.tried} removals tried: ${g.byPropagation} proved by propagation, ${g.bySat} by SAT), ` +
        `final proof ${g.proofSeconds.toFixed(2)} s\n`,
    );
  };
  const status = madeStatus(flags.count);
  const made = (g: GeneratedRecord) => {
    status.above(() => print(g));
    status.tick();
  };
  try {
    const threads = Math.min(flags.jobs, flags.count);
    if (threads === 1) {
      for (const task of tasks()) made(await generateOne(task));
      return EXIT.ok;
    }
    // Printed in seed order, whatever order the threads finish in: the output does not depend on --jobs.
    const workers = startWorkers(new URL('./generate-worker.js', import.meta.url), undefined, threads);
    await runInOrder<GenerateOptions, GeneratedRecord>(
      workers,
      tasks(),
      AHEAD_PER_THREAD * workers.length,
      (_task, g) => made(g),
      noteRetired,
    );
    return EXIT.ok;
  } finally {
    status.stop();
  }
}

/** The limits a check hits, as stderr names them: `--check-timeout`, `--check-conflicts 50`, `the 36x36 default of 300 conflicts; …`. */
function limitsText(n: number, options: GenerateOptions): string {
  const { timeoutMs, conflicts } = checkLimitsOf(n, options);
  const parts = [
    ...(timeoutMs !== undefined ? [`--check-timeout`] : []),
    ...(conflicts !== undefined
      ? [
          options.checkConflicts === undefined
            ? `the ${n}x${n} default of ${conflicts} conflicts; --minimal lifts it`
            : `--check-conflicts ${conflicts}`,
        ]
      : []),
  ];
  return parts.join(' or ');
}

export function generateCommandSpec(program: Command, run: (action: Promise<number>) => Promise<void>): void {
  const cmd = program
    .command('generate')
    .description('generate puzzles proved unique (minimal by default up to 25x25), with a difficulty rating on stderr');
  addOptions(cmd, 'generate').action((flags: GenerateFlags) => run(generateCommand(flags)));
}
