// Runs one job in this fresh process and prints {"seconds", "maxRssMB", ...} as the last line
// on stderr. Jobs:
//   cli <args…>                  the sudocnf command line, in process (stdout as redirected)
//   count <k> <encoding> <amo>   the encoder into a counting sink only (no text)
//   passes <solver> <file> <n>   solve every puzzle of a file n times over (route as `solve` uses it),
//                                reporting puzzles per second of each pass (the first is cold)
import { performance } from 'node:perf_hooks';

const [job, ...args] = process.argv.slice(2);
const start = performance.now();
let extra = {};
if (job === 'cli') {
  const { main } = await import('../../dist/src/cli/main.js');
  const code = await main(['node', 'sudocnf', ...args]);
  if (code !== 0 && !process.env.BENCH_ALLOW_EXIT) throw new Error(`sudocnf ${args.join(' ')} exited ${code}`);
  extra = { code };
} else if (job === 'count') {
  const [k, encoding, amo] = args;
  const { ClauseCounter, encode, Grid, resolveSpec } = await import('../../dist/src/index.js');
  const counter = new ClauseCounter();
  encode(new Grid(Number(k)), resolveSpec({ encoding, amo }), counter);
  extra = { clauses: counter.clauses };
} else if (job === 'passes') {
  const [solver, file, passes] = args;
  const { readFileSync } = await import('node:fs');
  const { openRoute, parsePuzzles } = await import('../../dist/src/index.js');
  const grids = parsePuzzles(readFileSync(file, 'utf8'), file).entries.filter((e) => e.ok).map((e) => e.grid);
  const route = openRoute({ solver, batch: true });
  const rates = [];
  for (let pass = 0; pass < Number(passes); pass++) {
    const t = performance.now();
    for (const grid of grids) {
      const outcome = await route.solve(grid);
      if (outcome.verdict !== 'solved') throw new Error(`${solver}: ${outcome.verdict} on a puzzle of ${file}`);
    }
    rates.push(grids.length / ((performance.now() - t) / 1000));
  }
  await route.close();
  extra = { puzzles: grids.length, rates };
} else {
  throw new Error(`unknown job ${job}`);
}
const seconds = (performance.now() - start) / 1000;
process.stderr.write(`${JSON.stringify({ seconds, maxRssMB: process.resourceUsage().maxRSS / 1024, ...extra })}\n`);
