// 9x9 throughput of `sudocnf solve` on the 17-clue, magictour top1465, forum hardest and top95
// sets: the embedded default (one CaDiCaL instance, givens as assumptions, one thread), the
// embedded MiniSat port the same way, Dancing Links, and, in the same run, the Debian `minisat` and `cadical` binaries
// spawned once per puzzle (givens as unit clauses, the route older reports measured) on the
// first 200 puzzles. Every job is a fresh process; rounds are interleaved.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { countPuzzles, firstPuzzles, loopRate, machine, measure, median, ROOT, SHARED, table, present } from './lib/common.mjs';
import { findExecutable } from '../dist/solvers/external/path.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SPAWN_SAMPLE = 200;
const dir = mkdtempSync(join(tmpdir(), 'sudocnf-bench-'));
const sets = [
  ['17-clue (first 1000)', resolve(SHARED, '9x9/sudokus_17.first1000.txt')],
  ['magictour top1465', resolve(SHARED, '9x9/puzzles3_magictour_top1465')],
  ['forum hardest (375)', resolve(SHARED, '9x9/puzzles6_forum_hardest_1106')],
  ['top95', resolve(ROOT, 'puzzles/top95.txt')],
].filter(([name, path]) => present(name, path));

const routes = [
  ['cadical (embedded, assumptions)', ['--solver', 'cadical'], false],
  ['minisat (embedded, assumptions)', ['--solver', 'minisat'], false],
  ['dlx (Dancing Links)', ['--solver', 'dlx'], false],
  ...(findExecutable('minisat')
    ? [['minisat binary, one process per puzzle', ['--solver', 'minisat-bin', '--givens', 'units'], true]]
    : []),
  ...(findExecutable('cadical')
    ? [['cadical binary, one process per puzzle', ['--solver', 'cadical-bin', '--givens', 'units'], true]]
    : []),
];

const results = new Map();
try {
  for (const [name, path] of sets) {
    const sample = join(dir, `${results.size}-sample.txt`);
    const sampled = firstPuzzles(path, SPAWN_SAMPLE, sample);
    results.set(name, { path, sample, sampled, runs: routes.map(() => []) });
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const [, set] of results) {
      routes.forEach(([, args, spawn], i) => {
        const r = measure(['cli', 'solve', spawn ? set.sample : set.path, '--format', 'line', ...args]);
        set.runs[i].push({ rate: loopRate(r.log), seconds: r.seconds });
      });
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log('### 9x9 throughput of `sudocnf solve`\n');
console.log(`Machine: ${machine()}. Median of ${ROUNDS} interleaved runs, each a fresh process.`);
console.log('"puzzles/s" is the solving loop as `solve` reports it on stderr; "wall" includes starting Node and loading the solver.');
console.log(`Binaries spawned per puzzle ran on the first ${SPAWN_SAMPLE} puzzles of each set.\n`);
const rows = [];
for (const [name, set] of results) {
  const base = median(set.runs[0].map((r) => r.rate));
  routes.forEach(([route, , spawn], i) => {
    const rate = median(set.runs[i].map((r) => r.rate));
    rows.push([
      name,
      route,
      spawn ? set.sampled : countPuzzles(set.path),
      rate.toFixed(0),
      `${(1000 / rate).toFixed(2)} ms`,
      median(set.runs[i].map((r) => r.seconds)).toFixed(2),
      `${(rate / base).toFixed(3)}x`,
    ]);
  });
}
console.log(table(['set', 'route', 'puzzles', 'puzzles/s', 'per puzzle', 'wall (s)', 'vs embedded cadical'], rows));
