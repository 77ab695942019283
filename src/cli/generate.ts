import { type Command, Option } from 'commander';
import { UsageError } from '../core/errors.js';
import { EXIT } from '../library/exit-codes.js';
import { formatGrid, OUTPUT_FORMATS, type OutputFormat } from '../formats/write.js';
import { CHECK_METHODS, type CheckMethod, checkLimitsOf, type GenerateOptions, GRID_METHODS, type GridMethod, LARGE_GRID_CHECK_CONFLICTS, LARGE_GRID_N, SYMMETRIES, type Symmetry } from '../generate/options.js';
import { Grid } from '../core/grid.js';
import { MAX_SEED } from '../core/random.js';
import { Shape } from '../core/shape.js';
import { runOnWorkers } from '../core/worker-pool.js';
import { type GeneratedRecord, generateOne } from './generate-one.js';
import { dlxNodesText, guessesText, RATING_LEVELS, type RatingLevel } from '../generate/rate.js';
import { parseDuration } from '../core/duration.js';
import { jobsOption, parseBox, positiveInteger, wholeNumber } from './options.js';
import { writeStdout } from './stdout.js';

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
  checkTimeout?: string;
  checkConflicts?: number;
  format?: OutputFormat;
  jobs: number;
  difficulty?: RatingLevel;
}

async function generateCommand(flags: GenerateFlags): Promise<number> {
  if (flags.givens !== undefined && flags.minimal) throw new UsageError('--givens and --minimal exclude each other');
  if ((flags.k === undefined) === (flags.box === undefined)) throw new UsageError('generate needs --k (square boxes) or --box RxC, one of them');
  const shape = flags.box !== undefined ? parseBox(flags.box) : Shape.square(flags.k!);
  // The line format cannot say which of several shapes a side has (12x12: 2x6 or 3x4): grid can.
  const format = flags.format ?? (shape.n <= 64 && shape.inferable ? 'line' : 'grid');
  if (flags.seed > MAX_SEED) throw new UsageError(`--seed is at most ${MAX_SEED} (the generator keeps 32 bits of a seed), got ${flags.seed}`);
  if (flags.seed + flags.count - 1 > MAX_SEED) {
    throw new UsageError(`--seed ${flags.seed} with --count ${flags.count} runs past the largest seed, ${MAX_SEED} (the generator keeps 32 bits of a seed)`);
  }
  const checkTimeoutMs = flags.checkTimeout === undefined ? undefined : parseDuration(flags.checkTimeout);
  // Puzzle i of a run with seed s is the puzzle of seed s + i: any one can be made again alone.
  const tasks: GenerateOptions[] = Array.from({ length: flags.count }, (_, i) => ({
    ...(flags.k !== undefined ? { k: flags.k } : { box: shape.key }),
    seed: flags.seed + i,
    symmetry: flags.symmetry,
    gridMethod: flags.grid,
    ...(flags.check !== undefined ? { checkMethod: flags.check } : {}),
    ...(flags.givens !== undefined ? { givens: flags.givens } : {}),
    ...(checkTimeoutMs !== undefined ? { checkTimeoutMs } : {}),
    ...(flags.checkConflicts !== undefined ? { checkConflicts: flags.checkConflicts } : {}),
    ...(flags.minimal ? { minimal: true } : {}),
    ...(flags.difficulty !== undefined ? { difficulty: flags.difficulty } : {}),
    // One puzzle: the threads share its digging; several: each thread makes whole puzzles.
    ...(flags.count === 1 && flags.jobs > 1 ? { jobs: flags.jobs } : {}),
  }));
  const limitText = limitsText(shape.n, tasks[0]!);
  const print = (g: GeneratedRecord) => {
    writeStdout(formatGrid(new Grid(Shape.parse(g.box)!, g.puzzle), format) + (format === 'line' || format === 'json' ? '\n' : '\n\n'));
    const r = g.rating;
    const pairs = flags.symmetry === 'rotational' ? ' for 180° pair removals' : '';
    const logicOnly = g.provedBy !== 'sat';
    const minimal = logicOnly ? `, minimal for ${g.provedBy} logic${pairs}` : `, minimal${pairs}`;
    const minimality = flags.givens !== undefined ? '' : g.timedOut > 0 ? `, not proved minimal (${g.timedOut} checks hit ${limitText})` : minimal;
    const unique = logicOnly ? `unique (${g.provedBy} logic solves it)` : 'unique';
    const grids = g.attempts > 1 ? `${g.attempts} grids dug, ` : '';
    process.stderr.write(
      `seed ${g.seed}: ${g.givens} givens, ${unique}${minimality}; rating ${r.level}, ${r.conflicts} conflicts, ${dlxNodesText(r)} DLX nodes, ${guessesText(r)} guesses; ${grids}` +
        `grid ${g.gridSeconds.toFixed(2)} s, digging ${g.digSeconds.toFixed(2)} s (${g.tried} removals tried: ${g.byPropagation} proved by propagation, ${g.bySat} by SAT), ` +
        `final proof ${g.proofSeconds.toFixed(2)} s\n`,
    );
  };
  const threads = Math.min(flags.jobs, flags.count);
  if (threads === 1) {
    for (const task of tasks) print(await generateOne(task));
    return EXIT.ok;
  }
  // Printed in seed order, whatever order the threads finish in: the output does not depend on --jobs.
  const done = new Map<number, GeneratedRecord>();
  let nextSeed = flags.seed;
  await runOnWorkers<GenerateOptions, GeneratedRecord>(new URL('./generate-worker.js', import.meta.url), undefined, tasks, threads, (_task, g) => {
    done.set(g.seed, g);
    for (let ready = done.get(nextSeed); ready; ready = done.get(nextSeed)) {
      print(ready);
      done.delete(nextSeed++);
    }
  });
  return EXIT.ok;
}

/** The limits a check hits, as stderr names them: `--check-timeout`, `--check-conflicts 50`, `the 36x36 default of 300 conflicts; …`. */
function limitsText(n: number, options: GenerateOptions): string {
  const { timeoutMs, conflicts } = checkLimitsOf(n, options);
  const parts = [
    ...(timeoutMs !== undefined ? [`--check-timeout`] : []),
    ...(conflicts !== undefined ? [options.checkConflicts === undefined ? `the ${n}x${n} default of ${conflicts} conflicts; --minimal lifts it` : `--check-conflicts ${conflicts}`] : []),
  ];
  return parts.join(' or ');
}

export function generateCommandSpec(program: Command, run: (action: Promise<number>) => Promise<void>): void {
  program
    .command('generate')
    .description('generate puzzles proved unique (minimal by default up to 25x25), with a difficulty rating on stderr')
    .option('--k <k>', 'box side of square boxes: 2 (4x4), 3 (9x9), 4 (16x16), … up to 8', positiveInteger('--k'))
    .option('--box <RxC>', 'box shape instead of --k: 2x3 (6x6), 2x4 (8x8), 3x4 (12x12), …')
    .option('--count <n>', 'how many puzzles (seeds seed, seed+1, …)', positiveInteger('--count'), 1)
    .option('--seed <s>', `random seed, 0 to ${MAX_SEED}: the same seed gives the same puzzles on any machine`, wholeNumber('--seed'), 1)
    .option('--givens <n>', 'stop digging at n givens (or fewer, when whole symmetric pairs go)', wholeNumber('--givens'))
    .option(
      '--minimal',
      `dig until no given can be removed: the default up to 25x25 without --givens and --difficulty; from ${LARGE_GRID_N}x${LARGE_GRID_N} the checks otherwise stop at ${LARGE_GRID_CHECK_CONFLICTS} conflicts each`,
    )
    .addOption(
      new Option('--difficulty <level>', 'a puzzle that rate puts at exactly this level: givens go while that logic still solves it (with --minimal: until none can go)').choices(
        RATING_LEVELS,
      ),
    )
    .addOption(new Option('--symmetry <kind>', 'remove cells alone, or in 180° pairs').choices(SYMMETRIES).default('none'))
    .addOption(new Option('--grid <method>', 'complete grid by a random-order search of the empty grid, or random givens then a solve').choices(GRID_METHODS).default('search'))
    .addOption(new Option('--check <method>', 'uniqueness checks: one incremental solver with assumptions, or a fresh propagated formula each (default: incremental up to 16x16, fresh from 25x25)').choices(CHECK_METHODS))
    .option('--check-timeout <duration>', 'limit per uniqueness check; a check that hits it keeps its given (the puzzle stays proved unique, but may not be minimal)')
    .option(
      '--check-conflicts <n>',
      `conflict limit per uniqueness check, likewise, but the same puzzle on any machine (default from ${LARGE_GRID_N}x${LARGE_GRID_N}: ${LARGE_GRID_CHECK_CONFLICTS}, unless --minimal)`,
      positiveInteger('--check-conflicts'),
    )
    .addOption(new Option('--format <format>', 'output format (default line up to 64x64, else grid)').choices(OUTPUT_FORMATS))
    .addOption(jobsOption('worker threads: each makes whole puzzles, or for one puzzle they share its uniqueness checks (the output is the same for any n, unless checks hit --check-timeout, or --check-conflicts with --check incremental)', 1))
    .action((flags: GenerateFlags) => run(generateCommand(flags)));
}
