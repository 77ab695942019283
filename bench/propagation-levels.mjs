// What each propagation level leaves to the SAT solver on the larger grids, and the solve that
// follows: `sudocnf solve <file> --stats --propagate L` with the embedded solver, one fresh
// process per run, for every level (the levels beyond box-line run on grids up to 32x32).
import { resolve } from 'node:path';
import { machine, measure, SHARED, table, present } from './lib/common.mjs';

const puzzles = [
  ['khoivn_sudoku-sat-solver/sudoku_25x25.txt', 25],
  ['khoivn_sudoku-sat-solver/sudoku_25x25_1.txt', 25],
  ['b-nguyen_theory-final-project/25x25.txt', 25],
  ['AntoninoPrivitera_sudokuSolver/data/25x25.txt', 25],
  ['sudoku_acs/general/inst25x25_40_0.txt', 25],
  ['sudoku_acs/general/inst25x25_45_1.txt', 25],
  ['sudoku_acs/general/inst25x25_45_2.txt', 25],
  ['khoivn_sudoku-sat-solver/sudoku_36x36.txt', 36],
  ['VegaMario_QuantumSudokuSolver/36x36.txt', 36],
  ['khoivn_sudoku-sat-solver/sudoku_49x49_1.txt', 49],
].filter(([path]) => present(path, resolve(SHARED, path)));

const ms = (text) => (text === undefined ? '-' : text.replace(/ ms$/, ''));
const rows = [];
for (const [path, n] of puzzles) {
  for (const level of n <= 32 ? ['none', 'singles', 'box-line', 'subsets', 'fish'] : ['none', 'singles', 'box-line']) {
    const r = measure(
      [
        'cli',
        'solve',
        resolve(SHARED, path),
        '--format',
        'line',
        '--stats',
        '--timeout',
        '60s',
        '--propagate',
        level,
        '--givens',
        'eliminate',
      ],
      { allowExit: true, killAfterMs: 120_000 },
    );
    const line = r.killed ? '' : (/: (solved|no-solution|unknown)(.*)$/m.exec(r.log)?.[0] ?? '');
    const verdict = r.killed ? 'killed at 120 s' : (/: (solved|no-solution|unknown)/.exec(line)?.[1] ?? r.log.split('\n')[0]);
    const propagation = /propagation \([^)]*\) [^;]*?, ([\d.]+ ms)/.exec(line)?.[1];
    const formula = /formula ([\d,]+) variables, ([\d,]+) clauses/.exec(line);
    const solve = /solve ([\d.]+ (?:ms|s))/.exec(line)?.[1];
    rows.push([
      `${path} (${n}x${n})`,
      level,
      ms(propagation),
      formula?.[1] ?? '-',
      formula?.[2] ?? '-',
      solve ?? '-',
      verdict,
      r.killed ? '-' : r.seconds.toFixed(2),
    ]);
    console.error(rows.at(-1).join(' | '));
  }
}
console.log(
  `Machine: ${machine()}. One run each, a fresh process: \`sudocnf solve <file> --stats --timeout 60s --givens eliminate --propagate L\` (embedded CaDiCaL).\n`,
);
console.log(table(['puzzle', 'propagation', 'propagation ms', 'variables', 'clauses', 'solve', 'outcome', 'wall s'], rows));
