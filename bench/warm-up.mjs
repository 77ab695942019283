// The cold cost of the embedded CaDiCaL: V8 compiles a WebAssembly function with its baseline
// compiler (Liftoff) when it is first called and again with its optimizing compiler (TurboFan)
// once it has run enough, on threads of its own. The same commands under V8's tier-up settings,
// each a fresh process (`node <flags> bench/lib/measure.mjs cli …`), interleaved, ROUNDS rounds:
// a trivial puzzle (the command's whole cost is starting up), a hard grid and a batch proved
// unique. CPU seconds of the whole process (its every thread: compilation runs beside the
// search), the median; `solve --solver dlx` runs no WebAssembly, for scale. Then what a batch's
// worker threads (--jobs 2) compile, against one thread: V8's trace of each function compiled,
// with the compiled module it belongs to.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { machine, median, ROOT, table } from './lib/common.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const { WASM_TIERING_BUDGET } = await import(resolve(ROOT, 'dist/src/cli/wasm-tiering.js'));
const SETTINGS = [
  ["V8's default budget (1,800,000)", ['--wasm-tiering-budget=1800000']],
  [`the CLI's budget (${WASM_TIERING_BUDGET.toLocaleString('en-US')}, no flag)`, []],
  ['budget 60,000,000', ['--wasm-tiering-budget=60000000']],
  ['--liftoff-only (no TurboFan)', ['--liftoff-only']],
  ['--no-wasm-dynamic-tiering (TurboFan for every function at once)', ['--no-wasm-dynamic-tiering']],
];
const COMMANDS = [
  ['solve inkala-2012 (trivial)', ['solve', 'puzzles/inkala-2012.txt']],
  ['solve minimal-25x25 (hard)', ['solve', 'puzzles/minimal-25x25.txt']],
  ['unique top95 (95 puzzles)', ['unique', 'puzzles/top95.txt']],
];
const DLX = ['solve', 'puzzles/inkala-2012.txt', '--solver', 'dlx'];

function cpuSeconds(flags, args) {
  const r = spawnSync(process.execPath, [...flags, resolve(ROOT, 'bench/lib/measure.mjs'), 'cli', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (r.status !== 0) throw new Error(`node ${flags.join(' ')} sudocnf ${args.join(' ')} failed:\n${r.stderr}`);
  return JSON.parse(r.stderr.trim().split('\n').pop()).cpuSeconds;
}

const times = SETTINGS.map(() => COMMANDS.map(() => []));
const dlx = [];
for (let round = 0; round < ROUNDS; round++) {
  dlx.push(cpuSeconds([], DLX));
  for (const [c, [, args]] of COMMANDS.entries())
    for (const [s, [, flags]] of SETTINGS.entries()) times[s][c].push(cpuSeconds(flags, args));
}
console.log('### WebAssembly warm-up: V8 tier-up settings\n');
console.log(
  `Machine: ${machine()}. CPU seconds of the whole process (every thread), median of ${ROUNDS} interleaved rounds; in brackets, against V8's default budget. \`solve inkala-2012 --solver dlx\` (no WebAssembly): ${median(dlx).toFixed(2)} s.\n`,
);
const base = COMMANDS.map((_, c) => median(times[0][c]));
const rows = SETTINGS.map(([name], s) => [
  name,
  ...COMMANDS.map((_, c) => {
    const m = median(times[s][c]);
    return s === 0 ? m.toFixed(2) : `${m.toFixed(2)} (${(m / base[c]).toFixed(2)}×)`;
  }),
]);
console.log(table(['setting', ...COMMANDS.map(([name]) => name)], rows));

// Three copies of top95: two blocks of the batch (src/cli/batch-jobs.ts), so that both threads solve.
const dir = mkdtempSync(join(tmpdir(), 'sudocnf-warm-up-'));
const batch = join(dir, 'top95-thrice.txt');
writeFileSync(batch, readFileSync(resolve(ROOT, 'puzzles/top95.txt'), 'utf8').repeat(3));
/** The functions V8 compiled in one run, by compiled module (its address) and tier. */
function compilations([jobs, flags = []]) {
  const r = spawnSync(
    process.execPath,
    ['--trace-wasm-compilation-times', ...flags, resolve(ROOT, 'dist/src/cli.js'), 'solve', batch, '--jobs', jobs],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    },
  );
  if (r.status !== 0) throw new Error(`sudocnf solve --jobs ${jobs} failed:\n${r.stderr}`);
  // V8 prints to the same standard output as the solutions; a trace line may be broken by them, its parts are not.
  const modules = new Set();
  const tiers = { Liftoff: 0, TurboFan: 0 };
  for (const [, module, tier] of r.stdout.matchAll(/(0x[0-9a-f]+)#\d+ using (Liftoff|TurboFan)/g)) {
    modules.add(module);
    tiers[tier]++;
  }
  return [[`--jobs ${jobs}`, ...flags].join(', '), modules.size, tiers.Liftoff, tiers.TurboFan];
}
try {
  const rows = [['1'], ['2'], ['2', ['--no-wasm-native-module-cache-enabled']]].map(compilations);
  console.log("\n### The compiled module, shared between a batch's threads\n");
  console.log(
    "`node --trace-wasm-compilation-times dist/src/cli.js solve <top95.txt three times> --jobs N` (two blocks: with two jobs, both threads solve, each compiling the module's bytes itself): the compiled modules the functions belong to, and how many functions V8 compiled, once. V8 finds the module the first thread compiled in its cache of compiled modules (keyed by their bytes) and gives the second thread the same code, its tier-up included (probably functions both threads reached before either had compiled them); the last row turns that cache off.\n",
  );
  console.log(table(['run', 'compiled modules', 'Liftoff compilations', 'TurboFan compilations'], rows));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
