// The embedded CaDiCaL against the native one on large formulas: each puzzle through
// `sudocnf solve --strategy whole --stats` with the Debian `cadical` binary, with the embedded
// solver alone (`--threads 1`) and with the default (on a large formula, two configurations
// racing on the two cores). Puzzles: the shared large puzzles whose search takes long enough to
// measure, and 64x64 grids made from a complete grid (the shared sudoku64, solved) by keeping a
// random share of its cells: BENCH_NATIVE_FILLS percentages (default 61,62: at 60 % both solvers
// stay unknown past 60 s, from 63 % both take under a second) and BENCH_NATIVE_SEEDS (default
// 1-4). One fresh process per run, the three routes of a puzzle one after the other; a limit per
// run (BENCH_NATIVE_TIMEOUT seconds, default 60). Ratios are to the native binary's seconds.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { verify } from 'sudocnf';
import { parsePuzzles } from 'sudocnf/formats';
import { Random } from 'sudocnf/generate';
import { openRoute } from 'sudocnf/routes';
import { findExecutable } from '../dist/solvers/external/path.js';
import { machine, measure, SHARED, table } from './lib/common.mjs';
import { writeKeptCells } from './lib/kept-cells.mjs';

const LIMIT = Number(process.env.BENCH_NATIVE_TIMEOUT ?? 60);
const FILLS = (process.env.BENCH_NATIVE_FILLS ?? '61,62').split(',').map(Number);
const SEEDS = (process.env.BENCH_NATIVE_SEEDS ?? '1,2,3,4').split(',').map(Number);
const SHARED_FILES = [
  'khoivn_sudoku-sat-solver/sudoku_36x36.txt',
  'khoivn_sudoku-sat-solver/sudoku_49x49_1.txt',
  'khoivn_sudoku-sat-solver/sudoku_49x49.txt',
];
const COMPLETE_FROM = 'shnarazk_sudoku_sat/sudoku64.from_src_bin_sudoku64_rs.txt';
const ROUTES = [
  ['native', ['--solver', 'cadical-bin']],
  ['alone', ['--threads', '1']],
  ['race', []],
];

if (!findExecutable('cadical')) {
  console.log('### Embedded against native CaDiCaL\n\nSkipped: the Debian `cadical` binary is not installed.');
  process.exit(0);
}
if (!existsSync(resolve(SHARED, COMPLETE_FROM))) {
  console.log(`### Embedded against native CaDiCaL\n\nSkipped: ${SHARED} is absent.`);
  process.exit(0);
}

function run(file, args) {
  const r = measure(['cli', 'solve', file, '--strategy', 'whole', '--format', 'grid', '--stats', '--timeout', `${LIMIT}s`, ...args], {
    allowExit: true,
    allowFailure: true,
    killAfterMs: (LIMIT + 60) * 1000,
  });
  if (r.killed) return { solved: false, text: `killed at ${LIMIT + 60} s` };
  const solved = /: solved;/.test(r.log);
  const winner = /race won by the (.+?) configuration/.exec(r.log)?.[1];
  return { solved, seconds: r.seconds, memory: r.maxRssMB, winner, text: solved ? r.seconds.toFixed(2) : `unknown (${LIMIT} s)` };
}

/** The shared 64x64, solved: the complete grid the generated puzzles keep cells of. */
async function completeGrid() {
  const entry = parsePuzzles(readFileSync(resolve(SHARED, COMPLETE_FROM), 'utf8'), COMPLETE_FROM).entries[0];
  const route = openRoute();
  try {
    const outcome = await route.solve(entry.grid);
    if (outcome.verdict !== 'solved' || !verify(entry.grid, outcome.solution).ok) throw new Error(`${COMPLETE_FROM} was not solved`);
    return outcome.solution;
  } finally {
    await route.close();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'sudocnf-native-'));
const puzzles = SHARED_FILES.map((f) => [f, resolve(SHARED, f)]);
const rows = [];
const ratios = [];
try {
  const solution = await completeGrid();
  for (const percent of FILLS) {
    for (const seed of SEEDS) {
      const random = new Random(seed);
      const cells = random.shuffle([...solution.cells.keys()]);
      const file = join(dir, `fill-${percent}-seed-${seed}.txt`);
      writeKeptCells(solution, cells, percent, file);
      puzzles.push([`64x64, ${percent} % kept, seed ${seed}`, file]);
    }
  }
  for (const [name, file] of puzzles) {
    const [native, alone, race] = ROUTES.map(([, args]) => run(file, args));
    const ratio = (r) => (native.solved && r.solved ? (r.seconds / native.seconds).toFixed(2) : '-');
    if (native.solved && race.solved) ratios.push(race.seconds / native.seconds);
    rows.push([
      name,
      native.text,
      alone.text,
      ratio(alone),
      race.text,
      ratio(race),
      race.winner ?? '-',
      race.solved ? `${Math.round(race.memory)} MB` : '-',
    ]);
    console.error(rows.at(-1).join(' | '));
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log('### Embedded against native CaDiCaL on large formulas\n');
console.log(
  `Machine: ${machine()}. \`sudocnf solve FILE --strategy whole --format grid --stats --timeout ${LIMIT}s\` with \`--solver cadical-bin\` (native), \`--threads 1\` (the embedded solver alone) and the default (the embedded race); one fresh process per run, seconds of the whole process.\n`,
);
console.log(
  `${table(
    [
      'puzzle',
      'native (s)',
      'embedded alone (s)',
      'alone / native',
      'embedded race (s)',
      'race / native',
      'race won by',
      'race peak memory',
    ],
    rows,
  )}\n`,
);
if (ratios.length)
  console.log(
    `Race against native where both solved: ${ratios.length} puzzles, worst ${Math.max(...ratios).toFixed(2)}x, geometric mean ${Math.exp(ratios.reduce((s, r) => s + Math.log(r), 0) / ratios.length).toFixed(2)}x.`,
  );
