// Killer puzzles where users feel them: the public killer sets of sigh/Interactive-Sudoku-Solver
// (puzzles/killers-tarek.txt: TAREK_ALL, 42 killers; puzzles/killers-hs.txt: HS_KILLERS, 9 killer
// X with their published solutions), each proved unique by the library's `unique` under every sum
// encoding, by the embedded CaDiCaL and by the native one (Debian's `cadical`), one process per
// encoding, solver and set (bench/lib/killers-run.mjs), under the default redundancy beside the
// sums and, on the embedded CaDiCaL, under none; and, in the same run, Interactive Sudoku
// Solver's own benchmark (`node tools/perf/benchmark_puzzles.js --max-backtracks none --puzzles
// <set> --json`) from the checkout that ISS_CHECKOUT names, skipped with a message without one.
// A puzzle gets BENCH_LIMIT_S seconds (default 120); one not answered by then counts its limit.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { machine, ROOT, table } from './lib/common.mjs';

const { SUM_ENCODING_NAMES } = await import(resolve(ROOT, 'dist/encodings/sums/index.js'));
const { DEFAULT_SUM_REDUNDANCY } = await import(resolve(ROOT, 'dist/encodings/sums/redundancy.js'));
const LIMIT_S = Number(process.env.BENCH_LIMIT_S ?? 120);
const SETS = [
  ['TAREK_ALL', 'puzzles/killers-tarek.txt'],
  ['HS_KILLERS', 'puzzles/killers-hs.txt'],
];
const native = existsSync('/usr/bin/cadical');
if (!native) console.error('skipping the native CaDiCaL: /usr/bin/cadical is absent (apt-get install cadical)');
const solvers = ['cadical', ...(native ? ['cadical-bin'] : [])];

/** One set under one encoding, redundancy and solver, in a process of its own: { seconds, worst, times, unique, wrong, unanswered }. */
function sudocnf(file, sumEncoding, solver, redundancy) {
  const r = spawnSync(
    process.execPath,
    [resolve(ROOT, 'bench/lib/killers-run.mjs'), file, sumEncoding, solver, String(LIMIT_S), redundancy],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`killers-run ${file} ${sumEncoding} ${solver} ${redundancy} failed:\n${r.stderr}`);
  return JSON.parse(r.stdout);
}

/** Interactive Sudoku Solver on one set, proving uniqueness: { seconds, worst, unique } or undefined. */
function iss(set) {
  const checkout = process.env.ISS_CHECKOUT;
  if (!checkout) return undefined;
  const started = performance.now();
  const r = spawnSync(
    process.execPath,
    [resolve(checkout, 'tools/perf/benchmark_puzzles.js'), '--max-backtracks', 'none', '--puzzles', set, '--json'],
    { cwd: checkout, encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  const wall = (performance.now() - started) / 1000;
  if (r.status !== 0) throw new Error(`ISS on ${set} failed:\n${r.stderr}`);
  const rows = JSON.parse(r.stdout);
  return {
    seconds: rows.reduce((t, row) => t + row.ms, 0) / 1000,
    worst: Math.max(...rows.map((row) => row.ms)) / 1000,
    unique: rows.filter((row) => row.status === 'unique').length,
    wall,
  };
}

if (!process.env.ISS_CHECKOUT)
  console.error('skipping Interactive Sudoku Solver: set ISS_CHECKOUT to a checkout of sigh/Interactive-Sudoku-Solver');

const rows = [];
for (const [set, file] of SETS) {
  const anchor = iss(set);
  if (anchor)
    rows.push([
      set,
      'ISS (propagators and search)',
      '-',
      '-',
      anchor.unique,
      '0',
      '0',
      anchor.seconds.toFixed(2),
      anchor.worst.toFixed(2),
      '1.0',
      '1.0',
      '-',
    ]);
  const runs = [];
  for (const redundancy of [DEFAULT_SUM_REDUNDANCY, 'none'])
    for (const sumEncoding of SUM_ENCODING_NAMES)
      for (const solver of redundancy === 'none' ? ['cadical'] : solvers)
        runs.push({ sumEncoding, solver, redundancy, m: sudocnf(file, sumEncoding, solver, redundancy) });
  // Each puzzle's best time by a solver over the encodings under the default redundancy.
  const best = (solver, i) =>
    Math.min(...runs.filter((r) => r.solver === solver && r.redundancy === DEFAULT_SUM_REDUNDANCY).map((r) => r.m.times[i]));
  for (const { sumEncoding, solver, redundancy, m } of runs) {
    const ratio = Math.max(...m.times.map((t, i) => t / best(solver, i)));
    rows.push([
      set,
      `sudocnf ${sumEncoding}`,
      redundancy,
      solver,
      m.unique,
      m.wrong,
      m.unanswered,
      m.seconds.toFixed(2),
      m.worst.toFixed(2),
      anchor ? (m.seconds / anchor.seconds).toFixed(1) : '-',
      anchor ? (m.worst / anchor.worst).toFixed(1) : '-',
      ratio.toFixed(1),
    ]);
  }
}

console.log(`${machine()}; a puzzle's limit ${LIMIT_S} s\n`);
console.log(
  table(
    [
      'set',
      'route',
      'sum redundancy',
      'solver',
      'unique',
      'wrong',
      'unanswered',
      'total s',
      'worst s',
      'total ÷ ISS',
      'worst ÷ ISS',
      'worst ÷ best',
    ],
    rows,
  ),
);
console.log(
  '\nunique: proved to have one solution (and, for HS_KILLERS, the published one); wrong: any other answer; unanswered: no answer within the limit (its limit counted). ISS times are its own per-puzzle figures (ms, summed); sudocnf times are wall-clock seconds per `unique` call in one process (encoding, solving and verifying). worst ÷ best: over the puzzles, the most a puzzle took against the fastest encoding on it (same solver, default redundancy).',
);
