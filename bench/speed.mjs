// The speed targets of the 9×9 batch, start-up and --jobs work, each a fresh process, the
// commands interleaved, medians of ROUNDS: the CLI's own summary rate for the batch rows, wall
// time for start-up and for --jobs (whose output must also be the same bytes for 1 and 2 jobs).
// The loading row times the embedded CaDiCaL taking a large formula (clauses per second).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loopRate, machine, measure, median, ROOT, SHARED, table } from './lib/common.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CLI = resolve(ROOT, 'dist/src/cli.js');
const seventeen = resolve(SHARED, '9x9/sudokus_17.first1000.txt');
const top1465 = resolve(SHARED, '9x9/puzzles3_magictour_top1465');
for (const f of [seventeen, top1465]) {
  if (!existsSync(f)) {
    console.error(`the speed benchmark needs ${f}`);
    process.exit(2);
  }
}
const dir = mkdtempSync(join(tmpdir(), 'sudocnf-bench-'));
// 10,000 puzzles: the 17-clue set and top1465, over and over.
const puzzles = [seventeen, top1465].flatMap((f) =>
  readFileSync(f, 'utf8')
    .split('\n')
    .filter((l) => /^[\d.]{81}/.test(l)),
);
const tenThousand = join(dir, '10000.txt');
writeFileSync(tenThousand, `${Array.from({ length: 10000 }, (_, i) => puzzles[i % puzzles.length]).join('\n')}\n`);

const wall = (args) => {
  const t = performance.now();
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, stdio: ['ignore', 'ignore', 'ignore'] });
  if (r.status !== 0) throw new Error(`sudocnf ${args.join(' ')} exited ${r.status}`);
  return (performance.now() - t) / 1000;
};
const rateOf = (args) => loopRate(measure(['cli', ...args]).log);

const rows = [
  {
    what: 'solve 17-clue (first 1000), embedded cadical',
    target: 5000,
    unit: '/s',
    run: () => rateOf(['solve', seventeen, '--format', 'line']),
  },
  { what: 'solve top1465, embedded cadical', target: 2000, unit: '/s', run: () => rateOf(['solve', top1465, '--format', 'line']) },
  {
    what: 'unique 17-clue (first 1000), embedded cadical',
    target: 4000,
    unit: '/s',
    run: () => rateOf(['unique', seventeen, '--format', 'line']),
  },
  { what: 'unique top1465, embedded cadical', target: 1800, unit: '/s', run: () => rateOf(['unique', top1465, '--format', 'line']) },
  {
    what: 'solve 17-clue (first 1000), dlx',
    target: 15000,
    unit: '/s',
    run: () => rateOf(['solve', seventeen, '--format', 'line', '--solver', 'dlx']),
  },
  { what: 'solve top1465, dlx', target: 6000, unit: '/s', run: () => rateOf(['solve', top1465, '--format', 'line', '--solver', 'dlx']) },
  { what: '`sudocnf --version`, wall', target: 0.12, unit: ' s', below: true, run: () => wall(['--version']) },
  {
    what: '`sudocnf solve puzzles/inkala-2012.txt`, wall',
    target: 0.3,
    unit: ' s',
    below: true,
    run: () => wall(['solve', 'puzzles/inkala-2012.txt']),
  },
  { what: 'solve 10,000 puzzles, --jobs 1, wall', unit: ' s', run: () => wall(['solve', tenThousand, '--jobs', '1']) },
  { what: 'solve 10,000 puzzles, --jobs 2, wall', unit: ' s', run: () => wall(['solve', tenThousand, '--jobs', '2']) },
];
const runs = rows.map(() => []);
try {
  for (let round = 0; round < ROUNDS; round++)
    rows.forEach((row, i) => {
      runs[i].push(row.run());
    });
  const same = ['1', '2'].map(
    (j) => spawnSync(process.execPath, [CLI, 'solve', tenThousand, '--jobs', j], { encoding: 'utf8', maxBuffer: 1 << 28 }).stdout,
  );
  const { seconds: loadSeconds, clauses } = JSON.parse(
    spawnSync(process.execPath, [resolve(ROOT, 'bench/lib/load-rate.mjs')], { encoding: 'utf8' }).stdout,
  );

  console.log('### Speed targets of the 9×9 batch path, start-up and both cores\n');
  console.log(
    `Machine: ${machine()}. Median of ${ROUNDS} interleaved rounds, each command a fresh process; rates are the loop rate of the CLI's summary line.\n`,
  );
  const fmt = (v, unit) => (unit === '/s' ? `${v.toFixed(0)} puzzles/s` : `${v.toFixed(2)} s`);
  const body = rows.map((row, i) => {
    const v = median(runs[i]);
    const met = row.target === undefined ? '' : (row.below ? v <= row.target : v >= row.target) ? 'met' : 'not met';
    return [row.what, fmt(v, row.unit), row.target === undefined ? '' : `${row.below ? '≤' : '≥'} ${fmt(row.target, row.unit)}`, met];
  });
  const ratio = median(runs[9]) / median(runs[8]);
  body.push([
    `--jobs 2 / --jobs 1 on 10,000 puzzles (same bytes: ${same[0] === same[1] ? 'yes' : 'NO'})`,
    `${ratio.toFixed(2)}×`,
    '≤ 0.60×',
    ratio <= 0.6 ? 'met' : 'not met',
  ]);
  body.push([
    `loading a formula into the embedded CaDiCaL (${(clauses / 1e6).toFixed(2)} M clauses, 64×64)`,
    `${(clauses / loadSeconds / 1e6).toFixed(2)} M clauses/s`,
    '≥ 5 M clauses/s',
    clauses / loadSeconds >= 5e6 ? 'met' : 'not met',
  ]);
  console.log(table(['what', 'figure', 'target', ''], body));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
