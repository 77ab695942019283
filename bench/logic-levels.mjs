// The share of each corpus that each level of logic solves without guessing (cumulative: a
// level has the techniques of the levels before it), as `rate` grades puzzles, and the logic
// engine's time per puzzle. Large sets are cut to their first puzzles (said in the table).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { logicLevel } from 'sudocnf/logic';
import { parsePuzzles } from 'sudocnf/formats';
import { machine, median, ROOT, SHARED, table, present } from './lib/common.mjs';

const sets = [
  ['easy50', resolve(SHARED, '9x9/easy50.txt'), 50],
  ['top95', resolve(ROOT, 'puzzles/top95.txt'), 95],
  ['magictour top1465', resolve(SHARED, '9x9/puzzles3_magictour_top1465'), 1465],
  ['17-clue (first 1000)', resolve(SHARED, '9x9/sudokus_17.first1000.txt'), 1000],
  ['forum hardest (375)', resolve(SHARED, '9x9/puzzles6_forum_hardest_1106'), 375],
  ['16x16 of the counts corpus (puzzles/)', resolve(ROOT, 'puzzles/counts.txt'), 100],
  ['test1.0f (16x16)', resolve(SHARED, '1to9only_convert16x16/test1.0f'), 20],
  ['test2.16 (16x16)', resolve(SHARED, '1to9only_convert16x16/test2.16'), 20],
  ['test5.1g (16x16)', resolve(SHARED, '1to9only_convert16x16/test5.1g'), 20],
  ['b-nguyen 16x16', resolve(SHARED, 'b-nguyen_theory-final-project/16x16.txt'), 20],
  ['sample-25x25 (puzzles/)', resolve(ROOT, 'puzzles/sample-25x25.txt'), 5],
  ['b-nguyen 25x25', resolve(SHARED, 'b-nguyen_theory-final-project/25x25.txt'), 5],
  ['AntoninoPrivitera 25x25', resolve(SHARED, 'AntoninoPrivitera_sudokuSolver/data/25x25.txt'), 5],
].filter(([name, path]) => present(name, path));

const LEVELS = ['singles', 'box-line', 'subsets', 'fish'];
const rows = [];
for (const [name, path, limit] of sets) {
  const entries = parsePuzzles(readFileSync(path, 'utf8'), path).entries.filter((e) => e.ok);
  // The counts corpus mixes sizes: its 16x16 puzzles only (its 9x9 ones come from tdoku's tests).
  const all = entries.map((e) => e.grid).filter((g) => !name.includes('counts corpus') || g.n === 16);
  const grids = all.slice(0, limit);
  const solved = Object.fromEntries([...LEVELS, 'search'].map((l) => [l, 0]));
  const ms = [];
  for (const grid of grids) {
    const t = performance.now();
    solved[logicLevel(grid)]++;
    ms.push(performance.now() - t);
  }
  let cumulative = 0;
  const shares = LEVELS.map((l) => {
    cumulative += solved[l];
    return `${((100 * cumulative) / grids.length).toFixed(0)} %`;
  });
  rows.push([`${name}${grids.length < all.length ? ` (first ${grids.length})` : ''}`, grids.length, ...shares, median(ms).toFixed(1)]);
}

console.log(`Machine: ${machine()}.\n`);
console.log(
  'Share of each set solved by logic alone, each level with the techniques of the ones before it; the time is what grading one puzzle took (up to four solves by logic).\n',
);
console.log(table(['set', 'puzzles', 'singles', 'box-line', 'subsets', 'fish', 'median ms to grade'], rows));
