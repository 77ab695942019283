// What a start of the command line costs, bundled (dist/src/cli.js, src/cli/bundle.mjs) against
// the same commands run from tsc's modules (dist/src/cli/main.js, unbundled), interleaved in one
// run: CPU time (user + system, /usr/bin/time) and wall time of a fresh process, medians of ROUNDS.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { machine, median, ROOT, table } from './lib/common.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const TIME = '/usr/bin/time';
if (!existsSync(TIME)) {
  console.error('the startup benchmark needs /usr/bin/time (Debian package time)');
  process.exit(2);
}
const BUNDLED = [resolve(ROOT, 'dist/src/cli.js')];
// tsc's modules run through an entry of their own (a file: worker threads inherit an --eval's flags).
const dir = mkdtempSync(join(tmpdir(), 'sudocnf-startup-'));
const entry = join(dir, 'cli.mjs');
writeFileSync(
  entry,
  `const { main } = await import(${JSON.stringify(resolve(ROOT, 'dist/src/cli/main.js'))});\nprocess.exitCode = await main(process.argv);\n`,
);
const UNBUNDLED = [entry];
const COMMANDS = [
  ['--version'],
  ['show', 'puzzles/inkala-2012.txt'],
  ['encode', 'puzzles/inkala-2012.txt'],
  ['solve', 'puzzles/inkala-2012.txt', '--solver', 'dlx'],
  ['solve', 'puzzles/inkala-2012.txt'],
  ['unique', 'puzzles/killer-wikipedia.yaml'],
  ['solve', 'puzzles/tdoku_test_puzzles.txt', '--jobs', '2'],
];

/** CPU and wall seconds of one fresh process. */
function once(entry, args) {
  const r = spawnSync(TIME, ['-f', '%U %S %e', process.execPath, ...entry, ...args], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0 && r.status !== 1) throw new Error(`sudocnf ${args.join(' ')} failed:\n${r.stderr}`);
  const [user, system, wall] = r.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { cpu: user + system, wall };
}

const ms = (s) => `${Math.round(s * 1000)} ms`;
/** A command's row: its medians from tsc's modules and bundled, and their ratios. */
function row(args) {
  const bundled = [];
  const unbundled = [];
  for (let round = 0; round < ROUNDS; round++) {
    unbundled.push(once(UNBUNDLED, args));
    bundled.push(once(BUNDLED, args));
  }
  const cpu = [median(unbundled.map((t) => t.cpu)), median(bundled.map((t) => t.cpu))];
  const wall = [median(unbundled.map((t) => t.wall)), median(bundled.map((t) => t.wall))];
  return [
    `\`${args.join(' ')}\``,
    ms(cpu[0]),
    ms(cpu[1]),
    (cpu[1] / cpu[0]).toFixed(2),
    ms(wall[0]),
    ms(wall[1]),
    (wall[1] / wall[0]).toFixed(2),
  ];
}

let rows;
try {
  rows = COMMANDS.map(row);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const version = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')).version;
console.log(`sudocnf ${version}; ${machine()}; medians of ${ROUNDS} fresh processes each, interleaved.\n`);
console.log(table(['command', 'CPU, tsc modules', 'CPU, bundled', 'ratio', 'wall, tsc modules', 'wall, bundled', 'ratio'], rows));
