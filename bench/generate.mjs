// Time per puzzle from `sudocnf generate`, median over seeds, each run a fresh process: minimal
// puzzles at k = 3 and 4 with both ways of making the grid and both ways of checking uniqueness,
// and at k = 5 with the defaults (fresh checks); k = 6 with the defaults (checks limited to
// LARGE_GRID_CHECK_CONFLICTS, so not always minimal). A hard kill after 10 minutes.
import { machine, measure, median, table } from './lib/common.mjs';

const KS = (process.env.BENCH_GENERATE_KS ?? '3,4,5').split(',').map(Number);
const plans = [
  ...[3, 4]
    .filter((k) => KS.includes(k))
    .flatMap((k) =>
      [
        ['search', 'fresh'],
        ['filling', 'incremental'],
        ['search', 'incremental'],
      ].map(([grid, check]) => ({ k, grid, check, seeds: [1, 2, 3, 4, 5] })),
    ),
  ...(KS.includes(5) ? [{ k: 5, grid: 'search', check: 'fresh', seeds: [1, 2, 3] }] : []),
  ...(KS.includes(6) ? [{ k: 6, grid: 'search', check: 'fresh', seeds: [1, 2, 3, 4, 5], minimal: false }] : []),
];
const rows = [];
for (const { k, grid, check, seeds, minimal = true } of plans) {
  const runs = seeds.map((seed) => {
    const r = measure(
      ['cli', 'generate', '--k', String(k), '--seed', String(seed), ...(minimal ? ['--minimal'] : []), '--grid', grid, '--check', check],
      { killAfterMs: 600_000 },
    );
    if (r.killed) return { seconds: Infinity, generation: Infinity, givens: '-' };
    const m = /grid ([\d.]+) s, digging ([\d.]+) s .*final proof ([\d.]+) s/.exec(r.log);
    const limited = /not proved minimal \((\d+) checks/.exec(r.log);
    return {
      seconds: r.seconds,
      generation: Number(m[1]) + Number(m[2]) + Number(m[3]),
      proof: Number(m[3]),
      givens: Number(/(\d+) givens/.exec(r.log)[1]),
      limited: limited ? Number(limited[1]) : 0,
    };
  });
  const done = runs.filter((r) => Number.isFinite(r.seconds));
  rows.push([
    `${k * k}x${k * k}${minimal ? ' minimal' : ''}`,
    grid,
    check,
    `${done.length} of ${seeds.length}`,
    done.length ? median(done.map((r) => r.generation)).toFixed(2) : '-',
    done.length ? Math.max(...done.map((r) => r.generation)).toFixed(2) : '-',
    done.length ? median(done.map((r) => r.proof)).toFixed(2) : '-',
    done.length ? median(done.map((r) => r.seconds)).toFixed(2) : '-',
    done.length ? median(done.map((r) => r.givens)) : '-',
    done.length ? median(done.map((r) => r.limited)) : '-',
  ]);
  console.error(rows.at(-1).join(' | '));
}
console.log('### Generating puzzles\n');
console.log(
  `Machine: ${machine()}. \`sudocnf generate --k K --seed S [--minimal] --grid G --check C\`, one fresh process per seed (--minimal on every row that says so; 36x36 with its default check limit).`,
);
console.log(
  '"generation" is the grid, the digging and the final proof of uniqueness, as `generate` reports them on stderr; "wall" adds starting Node, loading the solver and rating the puzzle.\n',
);
console.log(
  table(
    [
      'grid',
      'grid method',
      'checks',
      'finished (10 min limit)',
      'generation, median s',
      'generation, max s',
      'final proof, median s',
      'wall, median s',
      'median givens',
      'checks that hit their limit, median',
    ],
    rows,
  ),
);
