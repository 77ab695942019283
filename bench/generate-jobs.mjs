// One 25×25 minimal puzzle with one job and with two (the uniqueness checks shared by two
// threads), interleaved, fresh processes: the digging time `generate` reports, and the wall time.
// The two must print the same puzzle.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { machine, ROOT, table } from './lib/common.mjs';

const SEEDS = (process.env.BENCH_GENERATE_SEEDS ?? '1,2').split(',').map(Number);
const rows = [];
for (const seed of SEEDS) {
  const runs = ['1', '2'].map((jobs) => {
    const t = performance.now();
    const r = spawnSync(
      process.execPath,
      [resolve(ROOT, 'dist/src/cli.js'), 'generate', '--k', '5', '--seed', String(seed), '--jobs', jobs],
      { encoding: 'utf8' },
    );
    if (r.status !== 0) throw new Error(`generate --seed ${seed} --jobs ${jobs} exited ${r.status}: ${r.stderr}`);
    return { stdout: r.stdout, wall: (performance.now() - t) / 1000, digging: Number(/digging ([\d.]+) s/.exec(r.stderr)[1]) };
  });
  const [one, two] = runs;
  if (one.stdout !== two.stdout) throw new Error(`seed ${seed}: --jobs 2 made another puzzle`);
  rows.push([
    seed,
    one.digging.toFixed(1),
    two.digging.toFixed(1),
    `${(one.digging / two.digging).toFixed(2)}×`,
    one.wall.toFixed(1),
    two.wall.toFixed(1),
  ]);
  console.error(rows.at(-1).join(' | '));
}
console.log('### A 25×25 minimal puzzle on one and two threads\n');
console.log(
  `Machine: ${machine()}. \`sudocnf generate --k 5 --seed S --jobs J\`, J = 1 then 2, fresh processes; both print the same puzzle.\n`,
);
console.log(table(['seed', 'digging, 1 job (s)', 'digging, 2 jobs (s)', 'speed-up', 'wall, 1 job (s)', 'wall, 2 jobs (s)'], rows));
