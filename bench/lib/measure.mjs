// Runs one job in this fresh process and prints {"seconds", "cpuSeconds", "maxRssMB", ...} as the
// last line on stderr (cpuSeconds: the whole process's, start-up and every thread included). Jobs:
//   cli <args…>                  the sudocnf command line, in process (stdout as redirected)
//   count <k> <encoding> <amo>   the encoder into a counting sink only (no text)
//   passes <solver> <file> <n>   solve every puzzle of a file n times over (route as `solve` uses it),
//                                reporting puzzles per second of each pass (the first is cold)
//   heap <file> <amo>            the embedded CaDiCaL's WebAssembly heap after adding and solving a
//                                puzzle's propagated formula, and sudocnf's estimate for it
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
  const { Grid } = await import('sudocnf');
  const { ClauseCounter } = await import('sudocnf/cnf');
  const { encode, resolveSpec } = await import('sudocnf/encodings');
  const counter = new ClauseCounter();
  encode(new Grid(Number(k)), resolveSpec({ encoding, amo }), counter);
  extra = { clauses: counter.clauses };
} else if (job === 'passes') {
  const [solver, file, passes] = args;
  const { readFileSync } = await import('node:fs');
  const { parsePuzzles } = await import('sudocnf/formats');
  const { openRoute } = await import('sudocnf/routes');
  const grids = parsePuzzles(readFileSync(file, 'utf8'), file)
    .entries.filter((e) => e.ok)
    .map((e) => e.grid);
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
} else if (job === 'heap') {
  const [file, amo] = args;
  const { readFileSync } = await import('node:fs');
  const { Cadical, createModule } = await import('cadical-wasm');
  const { resolveSpec } = await import('sudocnf/encodings');
  const { parsePuzzles } = await import('sudocnf/formats');
  const { puzzleFormula } = await import('sudocnf/formula');
  const { propagate } = await import('sudocnf/logic');
  // A tuning internal, not part of the public API: taken from the built module itself.
  const { estimateWasmHeapBytes } = await import('../../dist/solvers/registry.js');
  const grid = parsePuzzles(readFileSync(file, 'utf8'), file).entries[0].grid;
  const known = propagate(grid, 'singles').candidates;
  const formula = puzzleFormula(grid, resolveSpec({ encoding: 'extended', amo, givens: 'eliminate' }), { known, compact: true });
  const module = await createModule();
  const solver = new Cadical(module, { quiet: true, lucky: false });
  const heap = () => module.HEAP32.buffer.byteLength;
  let status;
  let heapAfterAdd = 0;
  try {
    const steps = formula.stream({ addClause: (c) => solver.addClause(c) });
    while (!steps.next().done);
    heapAfterAdd = heap();
    const deadline = performance.now() + 20_000;
    solver.setTerminate(() => performance.now() > deadline);
    status = solver.solve();
  } catch (e) {
    status = `aborted (${String(e).slice(0, 40)})`;
  }
  const info = formula.info;
  extra = {
    variables: info.variables,
    clauses: info.clauses,
    literals: info.literals,
    heapAfterAdd,
    heapAfterSolve: heap(),
    estimate: estimateWasmHeapBytes(info),
    status,
  };
} else {
  throw new Error(`unknown job ${job}`);
}
const seconds = (performance.now() - start) / 1000;
const { user, system } = process.cpuUsage();
const cpuSeconds = (user + system) / 1e6;
process.stderr.write(`${JSON.stringify({ seconds, cpuSeconds, maxRssMB: process.resourceUsage().maxRSS / 1024, ...extra })}\n`);
