// sudocnf against Interactive Sudoku Solver (sigh's ISS) on the five sets of ISS's own benchmark
// that the core issue names: each set proved unique puzzle by puzzle by the library's `unique`
// (default encodings) with `propagators: 'off'` and `'on'`, one process each (the killer sets from
// puzzles/killers-tarek.txt and puzzles/killers-hs.txt through bench/lib/killers-run.mjs, the
// others from ISS's stored puzzles through bench/lib/iss-set-run.mjs), and ISS's benchmark (`node
// tools/perf/benchmark_puzzles.js --max-backtracks none --puzzles SET --json`) from the checkout
// ISS_CHECKOUT names (skipped with a message without one), all in the same run. Seconds are the
// sum of the puzzles' times.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { machine, ROOT, table } from './lib/common.mjs';

const LIMIT_S = Number(process.env.BENCH_LIMIT_S ?? 120);
/** Each set, and the file of puzzles/ its killers are read from (the others: ISS's stored puzzles). */
const SETS = [
  ['TAREK_ALL', 'puzzles/killers-tarek.txt'],
  ['HS_KILLERS', 'puzzles/killers-hs.txt'],
  ['EXTREME_KILLERS'],
  ['HARD_THERMOS'],
  ['HARD_RENBAN'],
];

function sudocnf(set, file, propagators) {
  const args = file
    ? [resolve(ROOT, 'bench/lib/killers-run.mjs'), file, 'auto', 'cadical', String(LIMIT_S), '', propagators]
    : [resolve(ROOT, 'bench/lib/iss-set-run.mjs'), set, String(LIMIT_S), propagators];
  const r = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`sudocnf on ${set} (propagators ${propagators}) failed:\n${r.stderr}`);
  return JSON.parse(r.stdout);
}

function iss(set) {
  const checkout = process.env.ISS_CHECKOUT;
  if (!checkout) return undefined;
  const r = spawnSync(
    process.execPath,
    [resolve(checkout, 'tools/perf/benchmark_puzzles.js'), '--max-backtracks', 'none', '--puzzles', set, '--json'],
    { cwd: checkout, encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  if (r.status !== 0) throw new Error(`ISS on ${set} failed:\n${r.stderr}`);
  const rows = JSON.parse(r.stdout);
  return { seconds: rows.reduce((t, row) => t + row.ms, 0) / 1000, unique: rows.filter((row) => row.status === 'unique').length };
}

console.log("### sudocnf and Interactive Sudoku Solver on ISS's sets\n");
if (!process.env.ISS_CHECKOUT)
  console.log('Interactive Sudoku Solver skipped: set ISS_CHECKOUT to a checkout of sigh/Interactive-Sudoku-Solver.\n');
const rows = [];
for (const [set, file] of SETS) {
  const off = sudocnf(set, file, 'off');
  const on = sudocnf(set, file, 'on');
  const theirs = iss(set);
  const ratio = (x) => (theirs ? `${(x.seconds / theirs.seconds).toFixed(2)}x` : '-');
  rows.push([
    set,
    theirs ? `${theirs.seconds.toFixed(2)} s (${theirs.unique} unique)` : '-',
    `${off.seconds.toFixed(2)} s (${off.unique} unique, ${off.wrong} wrong, ${off.unanswered} unanswered)`,
    `${on.seconds.toFixed(2)} s (${on.unique} unique, ${on.wrong} wrong, ${on.unanswered} unanswered)`,
    `${(off.seconds / on.seconds).toFixed(2)}x`,
    ratio(off),
    ratio(on),
  ]);
}
console.log(
  `Machine: ${machine()}. sudocnf: \`unique\` of each puzzle (default encodings), one process per set and setting; ISS: its benchmark, one process per set.\n`,
);
console.log(table(['set', 'ISS', 'sudocnf, propagators off', 'sudocnf, propagators on', 'off / on', 'off / ISS', 'on / ISS'], rows));
console.log("\nThe 9×9 classic comparison with native MiniSat in process (tdoku's harness) is `npm run bench -- classic-peers`.");
