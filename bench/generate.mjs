// Time per minimal puzzle from `sudocnf generate`, median over seeds, each run a fresh process:
// k = 3 and 4 with both ways of making the grid and both ways of checking uniqueness; k = 5 with
// the defaults (a hard kill after 10 minutes).
import { machine, measure, median, table } from './lib/common.mjs';

const plans = [
  ...[3, 4].flatMap((k) =>
    [
      ['search', 'fresh'],
      ['filling', 'fresh'],
      ['search', 'incremental'],
    ].map(([grid, check]) => ({ k, grid, check, seeds: [1, 2, 3, 4, 5] })),
  ),
  { k: 5, grid: 'search', check: 'fresh', seeds: [1, 2, 3] },
];
const rows = [];
for (const { k, grid, check, seeds } of plans) {
  const runs = seeds.map((seed) => {
    const r = measure(['cli', 'generate', '--k', String(k), '--seed', String(seed), '--minimal', '--grid', grid, '--check', check], { killAfterMs: 600_000 });
    if (r.killed) return { seconds: Infinity, givens: '-' };
    return { seconds: r.seconds, givens: Number(/(\d+) givens/.exec(r.log)[1]) };
  });
  const done = runs.filter((r) => Number.isFinite(r.seconds));
  rows.push([
    `${k * k}x${k * k}`,
    grid,
    check,
    `${done.length} of ${seeds.length}`,
    done.length ? median(done.map((r) => r.seconds)).toFixed(2) : '-',
    done.length ? Math.max(...done.map((r) => r.seconds)).toFixed(2) : '-',
    done.length ? median(done.map((r) => r.givens)) : '-',
  ]);
  console.error(rows.at(-1).join(' | '));
}
console.log('### Generating minimal puzzles\n');
console.log(`Machine: ${machine()}. \`sudocnf generate --k K --seed S --minimal --grid G --check C\`, one fresh process per seed (wall time, Node start included).\n`);
console.log(table(['grid', 'grid method', 'checks', 'finished (10 min limit)', 'median s', 'max s', 'median givens'], rows));
