// An experiment: the main thread of a batch compiles the embedded core once and sends the
// WebAssembly.Module to its worker threads (SHARE_CORE=1), against each thread compiling the
// module's bytes itself (SHARE_CORE=0). The same build, interleaved, CPU (user + system) and wall
// seconds of a fresh process (/usr/bin/time), medians. `node bench/share-core.mjs`.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { machine, median, ROOT, SHARED } from './lib/common.mjs';

const CASES = [
  ['solve top1465 --jobs 2 (6 blocks: both threads solve)', ['solve', resolve(SHARED, '9x9/puzzles3_magictour_top1465'), '--jobs', '2'], 9],
  ['solve top95 --jobs 2', ['solve', 'puzzles/top95.txt', '--jobs', '2'], 15],
  ['solve tdoku_test_puzzles --jobs 2', ['solve', 'puzzles/tdoku_test_puzzles.txt', '--jobs', '2'], 15],
  ['unique killers-hs --jobs 2', ['unique', 'puzzles/killers-hs.txt', '--jobs', '2'], 15],
];

function once(share, args) {
  const r = spawnSync('/usr/bin/time', ['-f', '%U %S %e', process.execPath, 'dist/src/cli.js', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, SHARE_CORE: share },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const [user, system, wall] = r.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { cpu: user + system, wall };
}

console.log(`Machine: ${machine()}.\n`);
console.log('| batch | rounds | CPU, each thread compiles | CPU, module sent | ratio | wall, each compiles | wall, sent | ratio |');
console.log('|---|---|---|---|---|---|---|---|');
for (const [name, args, rounds] of CASES) {
  const t = { 0: [], 1: [] };
  for (let i = 0; i < rounds; i++) for (const s of i % 2 ? ['1', '0'] : ['0', '1']) t[s].push(once(s, args));
  const [c0, c1] = ['0', '1'].map((s) => median(t[s].map((x) => x.cpu)));
  const [w0, w1] = ['0', '1'].map((s) => median(t[s].map((x) => x.wall)));
  const f = (x) => `${x.toFixed(2)} s`;
  console.log(`| ${name} | ${rounds} | ${f(c0)} | ${f(c1)} | ${(c1 / c0).toFixed(2)} | ${f(w0)} | ${f(w1)} | ${(w1 / w0).toFixed(2)} |`);
}
