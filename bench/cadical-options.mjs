// Why the embedded CaDiCaL runs with `lucky` off, and its shared 9x9 batch instance also without
// inprocessing and chronological backtracking and with `ilb`: the same 9x9 sets through one
// incremental instance (extended encoding, givens as assumptions), the option sets interleaved in
// one process; the warm second pass of each round is reported.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Cadical, loadCadical } from 'cadical-wasm';
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
  ['CaDiCaL defaults', { quiet: true }],
  ['lucky = false', { quiet: true, lucky: false }],
  [
    'lucky = false, inprocessing = false, chrono = 0, ilb = 1 (the batch instance)',
    { quiet: true, lucky: false, inprocessing: false, chrono: 0, ilb: 1 },
  ],
];
const mod = await loadCadical();

function rate(grids, options) {
  const solver = new Cadical(mod, options);
  for (const _ of puzzleFormula(new Grid(3), resolveSpec({ encoding: 'extended' })).stream({ addClause: (c) => solver.addClause(c) }));
  let last = 0;
  for (let pass = 0; pass < 2; pass++) {
    const t = performance.now();
    for (const g of grids) {
      const assumptions = [];
      g.cells.forEach((v, cell) => {
        v && assumptions.push(cell * 9 + v);
      });
      if (solver.solve({ assumptions }) !== 'satisfiable') throw new Error('unexpected answer');
    }
    last = grids.length / ((performance.now() - t) / 1000);
  }
  solver.dispose();
  return last;
}

const rows = [];
for (const [name, path] of sets) {
  const grids = parsePuzzles(readFileSync(path, 'utf8'))
    .entries.filter((e) => e.ok)
    .map((e) => e.grid);
  const rates = variants.map(() => []);
  for (let round = 0; round < ROUNDS; round++)
    variants.forEach(([, options], i) => {
      rates[i].push(rate(grids, options));
    });
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
