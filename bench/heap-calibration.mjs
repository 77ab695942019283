// Where the embedded CaDiCaL's heap estimate comes from: the WebAssembly heap of a fresh module
// after adding and solving (20 s limit) the propagated, eliminated formulas of large puzzles,
// next to the estimate sudocnf makes before it hands a formula over. Each formula in a fresh process.
import { resolve } from 'node:path';
import { machine, measure, SHARED, table, present } from './lib/common.mjs';

const cases = [
  ['khoivn 49x49', 'khoivn_sudoku-sat-solver/sudoku_49x49.txt', 'sequential'],
  ['khoivn 49x49', 'khoivn_sudoku-sat-solver/sudoku_49x49.txt', 'pairwise'],
  ['VegaMario 100x100', 'VegaMario_QuantumSudokuSolver/100x100.txt', 'auto'],
  ['tcgaryau 100x100 grp1', 'tcgaryau_AISudokuSolver/AllSamples/Sudoku-100x100/100x100_sample_grp1.txt', 'auto'],
].filter(([name, path]) => present(name, resolve(SHARED, path)));

const rows = cases.map(([name, path, amo]) => {
  const r = measure(['heap', resolve(SHARED, path), amo]);
  const mb = (b) => (b / 1e6).toFixed(0);
  return [
    name,
    amo,
    r.variables.toLocaleString('en-US'),
    r.clauses.toLocaleString('en-US'),
    r.literals.toLocaleString('en-US'),
    mb(r.heapAfterAdd),
    mb(r.heapAfterSolve),
    mb(r.estimate),
    r.status,
  ];
});
console.log('### Heap of the embedded CaDiCaL\n');
console.log(`Machine: ${machine()}. A fresh cadical-wasm module per formula (propagation: singles, eliminate, compact numbering).`);
console.log('The heap grows in steps, so a measured figure is an upper bound of the memory in use.\n');
console.log(
  table(
    ['puzzle', 'amo', 'variables', 'clauses', 'literals', 'heap after adding (MB)', 'heap after solving (MB)', 'estimate (MB)', 'solve'],
    rows,
  ),
);
