// Streams the k = 10 extended pairwise CNF of an empty grid (198,040,000 clauses) to /dev/null
// through the command line, and, in the same run, the encoder alone into a counting sink, so the
// cost of writing text shows as a ratio. Each job runs in a fresh process, interleaved, 3 rounds.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { machine, measure, median, table } from './lib/common.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const dir = mkdtempSync(join(tmpdir(), 'sudocnf-bench-'));
const empty100 = join(dir, 'empty-100x100.txt');
writeFileSync(empty100, `${'0 '.repeat(100).trim()}\n`.repeat(100));

const jobs = {
  'encode to /dev/null (CLI)': ['cli', 'encode', empty100, '--encoding', 'extended', '--amo', 'pairwise'],
  'encoder into a counter only': ['count', '10', 'extended', 'pairwise'],
};
const results = Object.fromEntries(Object.keys(jobs).map((name) => [name, []]));
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, args] of Object.entries(jobs)) results[name].push(measure(args));
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const CLAUSES = 198_040_000;
const rows = Object.entries(results).map(([name, runs]) => {
  const s = median(runs.map((r) => r.seconds));
  const rss = Math.max(...runs.map((r) => r.maxRssMB));
  return [name, s.toFixed(2), (CLAUSES / s / 1e6).toFixed(1), rss.toFixed(0)];
});
const [write, count] = Object.values(results).map((runs) => median(runs.map((r) => r.seconds)));
console.log(`### Encode throughput: k = 10, extended, pairwise, empty grid (${CLAUSES.toLocaleString('en-US')} clauses)\n`);
console.log(`Machine: ${machine()}. Median of ${ROUNDS} interleaved runs, each in a fresh process.\n`);
console.log(table(['job', 'seconds', 'M clauses/s', 'peak RSS (MB)'], rows));
console.log(`\nWriting DIMACS text costs ${(write / count).toFixed(2)}x the encoder alone. Target: ≤ 20 s and ≤ 256 MB.`);
