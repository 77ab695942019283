// 9x9 classic: sudocnf against native MiniSat in process, in the same run. The 17-clue set
// (first 1000 of Royle's list) to a first solution and magictour's top1465 proved unique, each by
// sudocnf's command line cold (one process for the set, its start-up included), by the library's
// `solve`/`unique` in one process (bench/lib/classic-run.mjs), and by tdoku's benchmark harness
// (`run_benchmark`, github t-dillon/tdoku, built with -DMINISAT=ON) running MiniSat 2.2 in its own
// process on each of its four Sudoku encodings. TDOKU_BUILD names the directory holding that
// `run_benchmark`; without it MiniSat's rows are skipped with a message. Building it:
//   MiniSat (github niklasso/minisat) as a shared library: cmake -DCMAKE_CXX_FLAGS=-fpermissive,
//     make minisat-lib-shared (its headers need g++ -fpermissive; clang refuses them). Linked
//     statically, tdoku's solvers (static objects) are built before MiniSat's options are, and
//     every puzzle comes back unsolvable.
//   tdoku: cmake -DMINISAT=ON -DARGS="-fpermissive -I<minisat source>" \
//     -DCMAKE_EXE_LINKER_FLAGS="-L<lib dir> -Wl,-rpath,<lib dir>", make run_benchmark.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { countPuzzles, machine, median, present, ROOT, SHARED, table } from './lib/common.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Seconds tdoku's harness solves for, after one second of warm-up (it repeats the set to fill them). */
const TDOKU_SECONDS = Number(process.env.BENCH_TDOKU_SECONDS ?? 5);
const MINISAT_CONFIGS = ['minisat_minimal', 'minisat_natural', 'minisat_complete', 'minisat_augmented'];
const SETS = [
  ['17-clue (first 1000), first solution', resolve(SHARED, '9x9/sudokus_17.first1000.txt'), 'first'],
  ['magictour top1465, uniqueness', resolve(SHARED, '9x9/puzzles3_magictour_top1465'), 'unique'],
].filter(([name, path]) => present(name, path));

const harness = process.env.TDOKU_BUILD ? resolve(process.env.TDOKU_BUILD, 'run_benchmark') : undefined;
if (harness && !existsSync(harness)) throw new Error(`TDOKU_BUILD holds no run_benchmark: ${harness}`);
const dir = mkdtempSync(join(tmpdir(), 'sudocnf-classic-peers-'));

/** Seconds of `sudocnf solve|unique FILE`, one process, its start-up included. */
function cli(path, mode) {
  const started = performance.now();
  const r = spawnSync(
    process.execPath,
    [resolve(ROOT, 'dist/src/cli.js'), mode === 'first' ? 'solve' : 'unique', path, '--format', 'line'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    },
  );
  const seconds = (performance.now() - started) / 1000;
  const answered = new RegExp(`^\\d+ ${mode === 'first' ? 'solved' : 'unique'} \\d{81}$`);
  if (
    r.status !== 0 ||
    !r.stdout
      .trim()
      .split('\n')
      .every((l) => answered.test(l))
  )
    throw new Error(`sudocnf on ${path}:\n${r.stderr}`);
  return seconds;
}

/** Seconds of the library's loop over the set, in one process. */
function library(path, mode) {
  const r = spawnSync(process.execPath, [resolve(ROOT, 'bench/lib/classic-run.mjs'), path, mode], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`the library on ${path} failed:\n${r.stderr}`);
  const out = JSON.parse(r.stdout);
  if (out.wrong > 0) throw new Error(`the library on ${path}: ${out.wrong} puzzles not ${mode === 'first' ? 'solved' : 'proved unique'}`);
  return out.seconds;
}

/** Microseconds a puzzle for each MiniSat encoding, from tdoku's harness (CSV: …, solver, puzzles/s, µs/puzzle, …). */
function minisat(path, mode, puzzles) {
  // tdoku reads '.' for an empty cell; the 17-clue list writes '0'.
  const dotted = join(dir, 'puzzles.txt');
  writeFileSync(
    dotted,
    readFileSync(path, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '' && !l.startsWith('#'))
      .map((l) => l.trim().replaceAll('0', '.'))
      .join('\n'),
  );
  const args = ['-s', MINISAT_CONFIGS.join(','), '-c', '1', '-r', '0', '-n', String(puzzles), '-w', '1', '-t', String(TDOKU_SECONDS)];
  const r = spawnSync(harness, [...args, ...(mode === 'first' ? ['-f'] : []), dotted], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`tdoku's run_benchmark on ${path} failed:\n${r.stdout}${r.stderr}`);
  const rows = r.stdout
    .trim()
    .split('\n')
    .map((l) => l.split(','));
  return new Map(rows.map((cells) => [cells.at(-5), Number(cells.at(-3))]));
}

const rows = [];
try {
  for (const [name, path, mode] of SETS) {
    const puzzles = countPuzzles(path);
    const runs = { cli: [], library: [], minisat: MINISAT_CONFIGS.map(() => []) };
    for (let round = 0; round < ROUNDS; round++) {
      runs.cli.push(cli(path, mode));
      runs.library.push(library(path, mode));
      if (harness) {
        const usec = minisat(path, mode, puzzles);
        for (const [i, config] of MINISAT_CONFIGS.entries()) runs.minisat[i].push((usec.get(config) * puzzles) / 1e6);
      }
    }
    const runners = [
      ['sudocnf command line, cold (one process)', median(runs.cli)],
      ['sudocnf library, one process', median(runs.library)],
      ...(harness ? MINISAT_CONFIGS.map((config, i) => [`MiniSat in process, tdoku's ${config}`, median(runs.minisat[i])]) : []),
    ];
    const fastestMinisat = harness ? Math.min(...runs.minisat.map(median)) : undefined;
    for (const [runner, seconds] of runners)
      rows.push([
        name,
        runner,
        seconds.toFixed(2),
        ((seconds / puzzles) * 1e6).toFixed(0),
        fastestMinisat ? `${(fastestMinisat / seconds).toFixed(2)}x` : '-',
      ]);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log(
  `Machine: ${machine()}. Median of ${ROUNDS} rounds; in each, sudocnf's command line (\`solve\` or \`unique FILE --format line\`, default options), the library's loop, and tdoku's harness (\`run_benchmark -r 0 -w 1 -t ${TDOKU_SECONDS}\`, \`-f\` for a first solution; its time a puzzle over the passes it makes in ${TDOKU_SECONDS} s, the file read and the solver built before), one after the other. The last column is the fastest MiniSat encoding's time over this one's: 1.00x or more is as fast as MiniSat or faster.\n`,
);
if (!harness)
  console.log(
    "MiniSat skipped: set TDOKU_BUILD to the build directory of tdoku's run_benchmark (built with -DMINISAT=ON, see bench/classic-peers.mjs).\n",
  );
console.log(table(['set', 'runner', 'seconds', 'µs a puzzle', 'fastest MiniSat / this'], rows));
