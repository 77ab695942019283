// The DTU report's table of tactic configurations, reproduced: the tactics route with each
// configuration beside the embedded SAT route, Dancing Links, and plingeling/kissat where they
// are on PATH; mean and standard deviation of the time per puzzle (first solution), every route
// on a puzzle before the next puzzle (interleaved), one process, routes opened once. Then what
// the incremental naked pairs and the bit-mask board save, measured on the logic alone.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parsePuzzles } from 'sudocnf/formats';
import { Board, MaskBoard, resolveTactics, toFixpoint } from 'sudocnf/logic';
import { openRoute } from 'sudocnf/routes';
import { findExecutable } from '../dist/solvers/external/path.js';
import { machine, median, ROOT, SHARED, table } from './lib/common.mjs';

const TIMEOUT_MS = 2000;
const read = (path) =>
  parsePuzzles(readFileSync(path, 'utf8'), path)
    .entries.filter((e) => e.ok)
    .map((e) => e.grid);
const acs = (n, fills) =>
  fills.flatMap((f) => Array.from({ length: 10 }, (_, i) => resolve(SHARED, `sudoku_acs/general/inst${n}x${n}_${f}_${i}.txt`)));
const sets = [
  ['9x9 top1465', () => read(resolve(SHARED, '9x9/puzzles3_magictour_top1465'))],
  ['9x9 17-clue (first 500)', () => read(resolve(SHARED, '9x9/sudokus_17.first1000.txt')).slice(0, 500)],
  ['16x16 test4.1g (hard, first 20)', () => read(resolve(SHARED, '1to9only_convert16x16/test4.1g')).slice(0, 20)],
  ['16x16 ACS, 30-60 % filled (70)', () => acs(16, [30, 35, 40, 45, 50, 55, 60]).flatMap(read)],
  ['25x25 ACS, 45-60 % filled (40)', () => acs(25, [45, 50, 55, 60]).flatMap(read)],
].flatMap(([name, load]) => {
  try {
    const grids = load();
    return grids.length > 0 ? [[name, grids]] : [];
  } catch (e) {
    if (e.code !== 'ENOENT') throw e;
    console.error(`skipping ${name}: its puzzles are absent from ${SHARED}`);
    return [];
  }
});

const external = ['plingeling', 'kissat'].filter((binary) => findExecutable(binary));
const configurations = [
  ['tactics:UC', 'tactics:UC'],
  ['tactics:UC+INP', 'tactics:UC+INP'],
  ['tactics:UC+NP', 'tactics:UC+NP'],
  ['tactics:UC+INP+NP', 'tactics:UC+INP+NP'],
  ['tactics:UC+INP+X', 'tactics:UC+INP+X'],
  ['tactics (default: up to subsets)', 'tactics'],
  ['embedded SAT (cadical-wasm)', 'cadical'],
  ['Dancing Links', 'dlx'],
  ...external.map((b) => [b, b]),
];

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = (xs) => {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / Math.max(1, xs.length - 1));
};

const routes = await Promise.all(configurations.map(([, solver]) => openRoute({ solver, timeoutMs: TIMEOUT_MS })));
const results = sets.map(() => configurations.map(() => ({ ms: [], unknown: 0 })));
for (const [s, [, grids]] of sets.entries()) {
  for (const [p, grid] of grids.entries()) {
    // A rotating start, so no route always runs first on a puzzle.
    for (let j = 0; j < routes.length; j++) {
      const r = (p + j) % routes.length;
      const t = performance.now();
      const outcome = await routes[r].solve(grid);
      const ms = performance.now() - t;
      if (outcome.verdict === 'solved') results[s][r].ms.push(ms);
      else if (outcome.verdict === 'unknown') results[s][r].unknown++;
      else throw new Error(`${configurations[r][0]} says ${outcome.verdict} on ${String(grid)}`);
    }
  }
}
await Promise.all(routes.map((r) => r.close()));

const cell = ({ ms, unknown }) => {
  if (ms.length === 0) return `none in ${TIMEOUT_MS / 1000} s`;
  const text = `${mean(ms).toFixed(2)} ± ${sd(ms).toFixed(2)} (median ${median(ms).toFixed(2)})`;
  return unknown > 0 ? `${text}; ${unknown} over ${TIMEOUT_MS / 1000} s` : text;
};
console.log(`Machine: ${machine()}.\n`);
console.log(
  `Milliseconds per puzzle to the first solution, mean ± standard deviation over the puzzles solved (and the median); a puzzle not solved in ${TIMEOUT_MS / 1000} s is counted apart. ` +
    `In-process, routes opened once, every route on a puzzle before the next. UC = naked and hidden singles; INP = naked pairs in the units changed since the last look; NP = naked pairs in every unit; X = X-wing. ` +
    (external.length > 0
      ? `External solvers: ${external.join(', ')}.\n`
      : 'plingeling and kissat are not on PATH on this machine, so their rows are absent.\n'),
);
console.log(
  table(
    ['configuration', ...sets.map(([name]) => name)],
    configurations.map(([label], r) => [label, ...sets.map((_, s) => cell(results[s][r]))]),
  ),
);

// The logic alone, to its first fixpoint on each puzzle: the step engine against the mask board, and NP against INP.
const logicSets = [
  ['9x9 top1465', resolve(SHARED, '9x9/puzzles3_magictour_top1465')],
  ['16x16 test4.1g (first 20)', resolve(SHARED, '1to9only_convert16x16/test4.1g'), 20],
  ['25x25 (puzzles/sample-25x25.txt)', resolve(ROOT, 'puzzles/sample-25x25.txt')],
].filter(([, path]) => existsSync(path));
const logicRows = [];
for (const [name, path, limit] of logicSets) {
  const grids = read(path).slice(0, limit);
  for (const list of ['UC+NP', 'UC+INP', 'subsets']) {
    const tactics = resolveTactics(list);
    const engine = [];
    const mask = [];
    for (const grid of grids) {
      let t = performance.now();
      toFixpoint(Board.of(grid), tactics.techniques);
      engine.push(performance.now() - t);
      t = performance.now();
      MaskBoard.of(grid, tactics)?.settle();
      mask.push(performance.now() - t);
    }
    logicRows.push([
      name,
      grids.length,
      list,
      mean(engine).toFixed(3),
      mean(mask).toFixed(3),
      `${(mean(engine) / mean(mask)).toFixed(1)}x`,
    ]);
  }
}
console.log(
  '\nLogic alone, from the givens to the first fixpoint (no guessing), mean ms per puzzle: the step engine `explain` uses against the bit-mask board of the tactics route.\n',
);
console.log(table(['set', 'puzzles', 'techniques', 'step engine ms', 'mask board ms', 'mask board faster by'], logicRows));
