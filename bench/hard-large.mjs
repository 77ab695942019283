// Hard large grids: the 100x100 puzzles of the shared set that singles propagation does not
// finish, through `sudocnf solve --stats` on each route (the embedded default, which takes bands
// for the sparse ones, the same solver on the whole formula, the Debian cadical binary when
// installed, Dancing Links, tactics), with a limit per run (BENCH_HARD_TIMEOUT seconds, default
// 60; a hard kill 60 s later); then a fill sweep: one random complete 100x100 grid per seed, with
// 20 %, 25 %, 30 % … 80 % of its cells kept as givens, solved by the default route under the same
// limit. One process per run; outcome, the strategy that answered, seconds and peak memory. The
// complete grids are the standard pattern grid shuffled by Sudoku's symmetries (values, rows
// within bands, bands, columns within stacks, stacks).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Grid, verify } from 'sudocnf';
import { Random } from 'sudocnf/generate';
import { findExecutable } from '../dist/solvers/external/path.js';
import { machine, measure, SHARED, table } from './lib/common.mjs';
import { writeKeptCells } from './lib/kept-cells.mjs';

const LIMIT = Number(process.env.BENCH_HARD_TIMEOUT ?? 60);
const FILES = [
  'VegaMario_QuantumSudokuSolver/100x100.txt',
  'tcgaryau_AISudokuSolver/AllSamples/Sudoku-100x100/100x100_sample_grp1.txt',
  'tcgaryau_AISudokuSolver/AllSamples/Sudoku-100x100/100x100_sample_grp2.txt',
  'tcgaryau_AISudokuSolver/AllSamples/Sudoku-100x100/100x100_sample_grp3.txt',
];
const ROUTES = [
  ['embedded default (auto)', []],
  ['embedded, whole formula', ['--strategy', 'whole']],
  ...(findExecutable('cadical') ? [['cadical binary (Debian)', ['--solver', 'cadical-bin']]] : []),
  ['Dancing Links', ['--solver', 'dlx']],
  ['tactics', ['--solver', 'tactics']],
];

function run(file, args) {
  const r = measure(['cli', 'solve', file, '--format', 'grid', '--stats', '--timeout', `${LIMIT}s`, ...args], {
    allowExit: true,
    allowFailure: true,
    killAfterMs: (LIMIT + 60) * 1000,
  });
  if (r.killed) return { outcome: `killed at ${LIMIT + 60} s`, strategy: '-', seconds: '-', memory: '-' };
  const stat = /: (solved|no-solution|unknown)(;|$)/m.exec(r.log);
  const outcome = stat ? stat[1] : (r.log.split('\n').find((l) => l.trim() !== '') ?? `exit ${r.code}`).replace(/^.*?: /, '').slice(0, 80);
  return { outcome, strategy: strategyOf(r.log, outcome), seconds: r.seconds.toFixed(1), memory: `${Math.round(r.maxRssMB)} MB` };
}

/** What answered, from the --stats line: the bands (and their order) or the whole formula. */
function strategyOf(log, outcome) {
  const order = /(rows top-down|columns left to right|rows bottom-up|columns right to left) solved/.exec(log);
  if (order) return `bands, ${order[1]}`;
  if (outcome !== 'solved' && outcome !== 'no-solution') return /: \w+; bands /.test(log) ? 'bands gave up, then whole' : '-';
  return /: \w+; bands /.test(log) ? 'whole, after the bands gave up' : 'whole formula';
}

const fileRows = [];
if (existsSync(resolve(SHARED, FILES[0]))) {
  for (const file of FILES) {
    for (const [name, args] of ROUTES) {
      const r = run(resolve(SHARED, file), args);
      fileRows.push([file, name, r.outcome, r.strategy, r.seconds, r.memory]);
      console.error(fileRows.at(-1).join(' | '));
    }
  }
} else {
  console.error(`skipping the shared 100x100 files: ${SHARED} is absent`);
}

/** Lines of a k×k-box grid in a random order that keeps bands (stacks) together. */
function lineOrder(k, random) {
  return random.shuffle([...Array(k).keys()]).flatMap((band) => random.shuffle([...Array(k).keys()]).map((i) => band * k + i));
}

/** A complete grid: the pattern grid (row r, column c holds ((r mod k)·k + ⌊r/k⌋ + c) mod n), shuffled. */
function completeGrid(k, random) {
  const n = k * k;
  const values = random.shuffle(Array.from({ length: n }, (_, i) => i + 1));
  const rows = lineOrder(k, random);
  const cols = lineOrder(k, random);
  const grid = new Grid(k);
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) grid.cells[r * n + c] = values[((rows[r] % k) * k + Math.floor(rows[r] / k) + cols[c]) % n];
  }
  return grid;
}

const sweepRows = [];
const dir = mkdtempSync(join(tmpdir(), 'sudocnf-hard-large-'));
try {
  for (const seed of [1, 2]) {
    const random = new Random(seed);
    const solution = completeGrid(10, random);
    if (!verify(new Grid(10), solution).ok) throw new Error('the complete grid is not valid');
    const cells = random.shuffle([...solution.cells.keys()]);
    for (const percent of [20, 25, 30, 35, 40, 50, 60, 70, 80]) {
      const file = join(dir, `fill-${percent}-seed-${seed}.txt`);
      writeKeptCells(solution, cells, percent, file);
      const r = run(file, []);
      sweepRows.push([`${percent} %`, seed, r.outcome, r.strategy, r.seconds, r.memory]);
      console.error(sweepRows.at(-1).join(' | '));
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log('### Hard large grids\n');
console.log(
  `Machine: ${machine()}. \`sudocnf solve FILE --format grid --stats --timeout ${LIMIT}s [route options]\`, one fresh process per run; seconds are the whole process, memory its peak RSS.\n`,
);
if (fileRows.length)
  console.log(`${table(['puzzle (../shared/puzzles)', 'route', 'outcome', 'strategy', 'seconds', 'peak memory'], fileRows)}\n`);
console.log(
  'Fill sweep: per seed, a complete 100x100 grid (the pattern grid shuffled by the Sudoku symmetries), a random share of its cells kept as givens, the default route.\n',
);
console.log(table(['givens', 'seed', 'outcome', 'strategy', 'seconds', 'peak memory'], sweepRows));
