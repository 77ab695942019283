// Measures the threshold of `--amo auto`: large puzzles that still need search after propagation,
// solved with the embedded CaDiCaL under pairwise, sequential, commander and auto:T for several T
// (pairwise up to T literals per group, sequential above), interleaved, each in a fresh process.
import { resolve } from 'node:path';
import { machine, measure, median, SHARED, table, present } from './lib/common.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const puzzles = [
  ['khoivn 36x36', 'khoivn_sudoku-sat-solver/sudoku_36x36.txt'],
  ['VegaMario 36x36', 'VegaMario_QuantumSudokuSolver/36x36.txt'],
  ['khoivn 49x49', 'khoivn_sudoku-sat-solver/sudoku_49x49.txt'],
  ['khoivn 49x49_1', 'khoivn_sudoku-sat-solver/sudoku_49x49_1.txt'],
].filter(([name, path]) => present(name, resolve(SHARED, path)));
const amos = ['pairwise', 'sequential', 'commander', 'auto:8', 'auto:12', 'auto:16', 'auto:24', 'auto:32'];

const seconds = puzzles.map(() => amos.map(() => []));
for (let round = 0; round < ROUNDS; round++) {
  puzzles.forEach(([, path], p) => {
    amos.forEach((amo, a) => {
      const log = measure(['cli', 'solve', resolve(SHARED, path), '--amo', amo, '--stats', '--format', 'grid', '--timeout', '120s']).log;
      const m = /encode ([\d.]+) ms, solve ([\d.]+) ms/.exec(log);
      seconds[p][a].push((Number(m[1]) + Number(m[2])) / 1000);
    });
  });
}
console.log('### At-most-one encodings on large grids (embedded CaDiCaL, propagation: singles)\n');
console.log(`Machine: ${machine()}. Encode + solve seconds, median of ${ROUNDS} interleaved rounds, each a fresh process.\n`);
const rows = puzzles.map(([name], p) => [name, ...amos.map((_, a) => median(seconds[p][a]).toFixed(2))]);
const totals = amos.map((_, a) => puzzles.reduce((sum, _p, p) => sum + median(seconds[p][a]), 0));
rows.push(['total', ...totals.map((t) => t.toFixed(2))]);
console.log(table(['puzzle', ...amos], rows));
