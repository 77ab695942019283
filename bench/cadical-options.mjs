// Why the embedded CaDiCaL runs with `lucky` off, and its shared 9x9 batch instance also without
// inprocessing and chronological backtracking (`ilb` of later versions has no counterpart in
// 1.5.3): the same 9x9 sets through one incremental instance (extended encoding, givens as
// assumptions), the option sets interleaved in one process; the warm second pass of each round is
// reported. The last row is the cadical-wasm package (CaDiCaL 3.0.1) that the embedded core
// replaced, as its batch instance ran, for comparison.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Cadical, loadCadical } from 'cadical-wasm';
import { CadicalSolver } from '../dist/solvers/cadical.js';
import { Grid } from 'sudocnf';
import { resolveSpec } from 'sudocnf/encodings';
import { parsePuzzles } from 'sudocnf/formats';
import { puzzleFormula } from 'sudocnf/formula';
import { machine, median, SHARED, table, present } from './lib/common.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const sets = [
  ['17-clue (first 1000)', resolve(SHARED, '9x9/sudokus_17.first1000.txt')],
  ['magictour top1465', resolve(SHARED, '9x9/puzzles3_magictour_top1465')],
].filter(([name, path]) => present(name, path));
const variants = [
  ['CaDiCaL 1.5.3 defaults', { lucky: true }],
  ['lucky = false', {}],
  ['lucky = false, inprocessing = false', { inprocessing: false }],
  ['lucky = false, inprocessing = false, chrono = 0 (the batch instance)', { inprocessing: false, chrono: 0 }],
  ['cadical-wasm 0.1.2 (CaDiCaL 3.0.1): lucky = false, inprocessing = false, chrono = 0, ilb = 1', 'previous'],
];
const mod = await loadCadical();
const formula = () => puzzleFormula(new Grid(3), resolveSpec({ encoding: 'extended' }));
const assumptionsOf = (g) => Array.from(g.cells).flatMap((v, cell) => (v ? [cell * 9 + v] : []));

/** Puzzles a second through one instance: the warm second pass. */
async function rate(grids, options) {
  let solve;
  let dispose;
  if (options === 'previous') {
    const solver = new Cadical(mod, { quiet: true, lucky: false, inprocessing: false, chrono: 0, ilb: 1 });
    for (const _ of formula().stream({ addClause: (c) => solver.addClause(c) }));
    solve = async (assumptions) => solver.solve({ assumptions }) === 'satisfiable';
    dispose = async () => solver.dispose();
  } else {
    const solver = await CadicalSolver.create(options);
    solver.addFormula(formula());
    solve = async (assumptions) => (await solver.solve({ assumptions })).status === 'sat';
    dispose = () => solver.dispose();
  }
  let last = 0;
  for (let pass = 0; pass < 2; pass++) {
    const t = performance.now();
    for (const g of grids) if (!(await solve(assumptionsOf(g)))) throw new Error('unexpected answer');
    last = grids.length / ((performance.now() - t) / 1000);
  }
  await dispose();
  return last;
}

const rows = [];
for (const [name, path] of sets) {
  const grids = parsePuzzles(readFileSync(path, 'utf8'))
    .entries.filter((e) => e.ok)
    .map((e) => e.grid);
  const rates = variants.map(() => []);
  for (let round = 0; round < ROUNDS; round++) for (const [i, [, options]] of variants.entries()) rates[i].push(await rate(grids, options));
  const base = median(rates[0]);
  variants.forEach(([variant], i) => {
    rows.push([name, variant, median(rates[i]).toFixed(0), `${(median(rates[i]) / base).toFixed(2)}x`]);
  });
}
console.log('### Embedded CaDiCaL options on 9x9 batches\n');
console.log(
  `Machine: ${machine()}. One process, ${ROUNDS} interleaved rounds, the warm second pass of each; solver calls only (no decoding).\n`,
);
console.log(table(['set', 'options', 'puzzles/s', 'vs defaults'], rows));
