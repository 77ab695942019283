// Time per graded puzzle from `sudocnf generate --difficulty L`, seeds 1–5, each a fresh process:
// 9×9 at every level, 16×16 at the levels below search. "generation" is the grids, digging and
// proof as `generate` reports them on stderr (all grids dug); "wall" adds Node, loading and the rating.
import { machine, measure, median, table } from './lib/common.mjs';

const SEEDS = [1, 2, 3, 4, 5];
const plans = [
  ...['singles', 'box-line', 'subsets', 'fish', 'search'].map((level) => ({ k: 3, level })),
  ...['singles', 'box-line', 'subsets', 'fish'].map((level) => ({ k: 4, level })),
];
const rows = [];
for (const { k, level } of plans) {
  const runs = SEEDS.map((seed) => {
    const r = measure(['cli', 'generate', '--k', String(k), '--seed', String(seed), '--difficulty', level]);
    const m = /grid ([\d.]+) s, digging ([\d.]+) s .*final proof ([\d.]+) s/.exec(r.log);
    const rated = /rating (\S+),/.exec(r.log)[1];
    if (rated !== level) throw new Error(`seed ${seed}: rated ${rated}, asked ${level}`);
    return {
      seconds: r.seconds,
      generation: Number(m[1]) + Number(m[2]) + Number(m[3]),
      grids: Number(/(\d+) grids dug/.exec(r.log)?.[1] ?? 1),
      givens: Number(/(\d+) givens/.exec(r.log)[1]),
    };
  });
  rows.push([
    `${k * k}x${k * k}`,
    level,
    median(runs.map((r) => r.generation)).toFixed(3),
    Math.max(...runs.map((r) => r.generation)).toFixed(3),
    median(runs.map((r) => r.grids)),
    median(runs.map((r) => r.seconds)).toFixed(2),
    median(runs.map((r) => r.givens)),
  ]);
  console.error(rows.at(-1).join(' | '));
}
console.log('### Generating puzzles of a difficulty\n');
console.log(
  `Machine: ${machine()}. \`sudocnf generate --k K --seed S --difficulty L\`, seeds ${SEEDS.join(', ')}, one fresh process each; every puzzle rated exactly L.\n`,
);
console.log(
  table(['grid', 'level', 'generation, median s', 'generation, max s', 'grids dug, median', 'wall, median s', 'median givens'], rows),
);
