// Cost of proving uniqueness of Norvig's top95: per puzzle, the time to the first solution and
// the time of the proof that there is no second (the blocking-clause call that comes back
// unsatisfiable), from `sudocnf unique --stats`. The embedded default, MiniSat and Dancing Links
// run interleaved in the same run, each in a fresh process, 3 rounds.
import { resolve } from 'node:path';
import { machine, measure, median, ROOT, table } from './lib/common.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const FILE = resolve(ROOT, 'puzzles/top95.txt');
const routes = [
  ['cadical (embedded default)', ['--solver', 'cadical']],
  ['minisat (embedded)', ['--solver', 'minisat']],
  ['dlx', ['--solver', 'dlx']],
];

function phases(log) {
  const rows = [...log.matchAll(/#(\d+): (\w+); .*first answer ([\d.]+) ms, proof of no second solution ([\d.]+) ms/g)];
  if (rows.length !== 95 || rows.some((m) => m[2] !== 'unique')) throw new Error(`expected 95 unique puzzles in:\n${log}`);
  return rows.map((m) => ({ first: Number(m[3]), proof: Number(m[4]) }));
}

const runs = routes.map(() => []);
for (let round = 0; round < ROUNDS; round++) {
  routes.forEach(([, args], i) => {
    runs[i].push(phases(measure(['cli', 'unique', FILE, '--stats', '--format', 'line', ...args]).log));
  });
}

console.log('### Uniqueness proofs: top95 (95 puzzles, all unique)\n');
console.log(`Machine: ${machine()}. Median over ${ROUNDS} interleaved runs (each a fresh process) of the per-run totals and medians.`);
console.log(
  'Phases from `sudocnf unique puzzles/top95.txt --stats`: "first" = first solution, "proof" = the call proving no second solution.\n',
);
const rows = routes.map(([name], i) => {
  const sum = (key) => median(runs[i].map((run) => run.reduce((s, p) => s + p[key], 0)));
  const med = (key) => median(runs[i].map((run) => median(run.map((p) => p[key]))));
  const first = sum('first');
  const proof = sum('proof');
  return [name, first.toFixed(1), proof.toFixed(1), med('first').toFixed(2), med('proof').toFixed(2), ((first + proof) / first).toFixed(2)];
});
console.log(
  table(
    [
      'route',
      'first, total (ms)',
      'proof, total (ms)',
      'first, median per puzzle (ms)',
      'proof, median per puzzle (ms)',
      'whole proof / first solution',
    ],
    rows,
  ),
);
console.log('\nTarget: the whole uniqueness proof (first + proof) ≤ 3× the time to the first solution.');
