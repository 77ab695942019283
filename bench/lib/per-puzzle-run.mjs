// One batch in this process: node per-puzzle-run.mjs SOLUTIONS.json PASSES. SOLUTIONS.json lists
// { file, index, solution? }: the puzzle at that index of that file, and with `solution` (n² digits)
// that solution given in every cell. Runs the library's `unique` over the batch PASSES times and
// prints { puzzles, passes, cpu } as JSON (each pass's milliseconds, wall-clock and of the
// process's CPU time, which a busy machine changes less). Every answer must be
// unique (and the given solution, where there is one).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from './common.mjs';

const [list, passes] = process.argv.slice(2);
const { unique } = await import(resolve(ROOT, 'dist/src/index.js'));
const { parsePuzzles } = await import(resolve(ROOT, 'dist/src/formats/read.js'));
const { Grid } = await import(resolve(ROOT, 'dist/src/core/grid.js'));

const files = new Map();
const grids = JSON.parse(readFileSync(list, 'utf8')).map(({ file, index, solution }) => {
  if (!files.has(file)) files.set(file, parsePuzzles(readFileSync(resolve(ROOT, file), 'utf8'), file).entries);
  const entry = files.get(file)[index];
  if (!entry.ok) throw new Error(entry.error.message);
  return solution === undefined ? entry.grid : new Grid(entry.grid.shape, Uint16Array.from(solution, Number));
});
const times = [];
const cpu = [];
for (let pass = 0; pass < Number(passes); pass++) {
  const started = performance.now();
  const used = process.cpuUsage();
  for (const grid of grids) {
    const answer = await unique(grid);
    if (answer.verdict !== 'unique') throw new Error(`a puzzle of the batch was answered ${answer.verdict}`);
  }
  times.push(performance.now() - started);
  const { user, system } = process.cpuUsage(used);
  cpu.push((user + system) / 1000);
}
console.log(JSON.stringify({ puzzles: grids.length, passes: times, cpu }));
