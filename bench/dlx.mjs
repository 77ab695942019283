// Dancing Links throughput, one thread: puzzles per second on the 17-clue, magictour top1465
// and forum hardest sets, each set solved 3 times over in one fresh process (the first pass
// cold, the best later pass warm), with the embedded CaDiCaL route on the same sets in the same
// run for the ratio; then the time per puzzle on 16x16 and 25x25 puzzles for both routes.
import { resolve } from 'node:path';
import { machine, measure, median, ROOT, SHARED, table, present } from './lib/common.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PASSES = 3;
const sets = [
  ['17-clue (first 1000)', resolve(SHARED, '9x9/sudokus_17.first1000.txt')],
  ['magictour top1465', resolve(SHARED, '9x9/puzzles3_magictour_top1465')],
  ['forum hardest (375)', resolve(SHARED, '9x9/puzzles6_forum_hardest_1106')],
].filter(([name, path]) => present(name, path));
const big = [
  ['sample-16x16 (puzzles/)', resolve(ROOT, 'puzzles/sample-16x16.txt')],
  ['test1.0f (16x16)', resolve(SHARED, '1to9only_convert16x16/test1.0f')],
  ['test2.16 (16x16)', resolve(SHARED, '1to9only_convert16x16/test2.16')],
  ['b-nguyen 16x16', resolve(SHARED, 'b-nguyen_theory-final-project/16x16.txt')],
  ['test4.1g #1 (hard minimal 16x16)', resolve(SHARED, '1to9only_convert16x16/test5.1g')],
  ['sample-25x25 (puzzles/)', resolve(ROOT, 'puzzles/sample-25x25.txt')],
  ['b-nguyen 25x25', resolve(SHARED, 'b-nguyen_theory-final-project/25x25.txt')],
  ['AntoninoPrivitera 25x25', resolve(SHARED, 'AntoninoPrivitera_sudokuSolver/data/25x25.txt')],
].filter(([name, path]) => present(name, path));
const routes = ['dlx', 'cadical'];

const throughput = sets.map(() => routes.map(() => []));
const single = big.map(() => routes.map(() => []));
for (let round = 0; round < ROUNDS; round++) {
  sets.forEach(([, path], s) => {
    routes.forEach((solver, r) => {
      throughput[s][r].push(measure(['passes', solver, path, String(PASSES)]).rates);
    });
  });
  big.forEach(([, path], b) => {
    routes.forEach((solver, r) => {
      const log = measure(['cli', 'solve', path, '--solver', solver, '--stats', '--format', 'line']).log;
      const m = /; (?:search|encode ([\d.]+) ms, solve) ([\d.]+) ms/.exec(log);
      single[b][r].push({ ms: Number(m[2]) + Number(m[1] ?? 0), nodes: /([\d,]+) nodes/.exec(log)?.[1] });
    });
  });
}

console.log('### Dancing Links (one thread)\n');
console.log(
  `Machine: ${machine()}. Median of ${ROUNDS} rounds, each job a fresh process; in a job every set is solved ${PASSES} times over.`,
);
console.log('Cold = the first pass (JIT compiling), warm = the best later pass. Every solution is verified, as in `solve`.\n');
const rows = [];
sets.forEach(([name], s) => {
  routes.forEach((solver, r) => {
    const cold = median(throughput[s][r].map((rates) => rates[0]));
    const warm = median(throughput[s][r].map((rates) => Math.max(...rates.slice(1))));
    const dlxWarm = median(throughput[s][0].map((rates) => Math.max(...rates.slice(1))));
    rows.push([
      name,
      solver === 'dlx' ? 'dlx' : 'cadical (embedded, assumptions)',
      cold.toFixed(0),
      warm.toFixed(0),
      `${(warm / dlxWarm).toFixed(2)}x`,
    ]);
  });
});
console.log(table(['set', 'route', 'puzzles/s cold', 'puzzles/s warm', 'warm vs dlx'], rows));
console.log('\nTargets for dlx: ≥ 20,000/s on 17-clue and ≥ 5,000/s on top1465.\n');
console.log('Time per puzzle, one puzzle per process (dlx: matrix build and search; cadical: encode and solve, givens eliminated):\n');
console.log(
  table(
    ['puzzle', 'dlx (ms)', 'dlx nodes', 'cadical (ms)'],
    big.map(([name], b) => [
      name,
      median(single[b][0].map((x) => x.ms)).toFixed(1),
      single[b][0][0].nodes,
      median(single[b][1].map((x) => x.ms)).toFixed(1),
    ]),
  ),
);
