// Runs one job in this fresh process and prints {"seconds", "maxRssMB", ...} as the last line
// on stderr. Jobs:
//   cli <args…>                  the sudocnf command line, in process (stdout as redirected)
//   count <k> <encoding> <amo>   the encoder into a counting sink only (no text)
import { performance } from 'node:perf_hooks';

const [job, ...args] = process.argv.slice(2);
const start = performance.now();
let extra = {};
if (job === 'cli') {
  const { main } = await import('../../dist/src/cli/main.js');
  const code = await main(['node', 'sudocnf', ...args]);
  if (code !== 0) throw new Error(`sudocnf ${args.join(' ')} exited ${code}`);
} else if (job === 'count') {
  const [k, encoding, amo] = args;
  const { ClauseCounter, encode, Grid, resolveSpec } = await import('../../dist/src/index.js');
  const counter = new ClauseCounter();
  encode(new Grid(Number(k)), resolveSpec({ encoding, amo }), counter);
  extra = { clauses: counter.clauses };
} else {
  throw new Error(`unknown job ${job}`);
}
const seconds = (performance.now() - start) / 1000;
process.stderr.write(`${JSON.stringify({ seconds, maxRssMB: process.resourceUsage().maxRSS / 1024, ...extra })}\n`);
