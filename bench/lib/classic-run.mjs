// A 9x9 classic set through the library in this process: node classic-run.mjs FILE first|unique.
// Times the loop of `solve` (first solution) or `unique` over the file's puzzles, the reading
// of the file included, and prints { seconds, puzzles, wrong } as JSON (wrong: a puzzle not
// solved, or not proved unique).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from './common.mjs';

const [file, mode] = process.argv.slice(2);
const { solve, unique } = await import(resolve(ROOT, 'dist/src/index.js'));
const { parsePuzzles } = await import(resolve(ROOT, 'dist/src/formats/read.js'));

const started = performance.now();
const out = { seconds: 0, puzzles: 0, wrong: 0 };
for (const entry of parsePuzzles(readFileSync(file, 'utf8'), file).entries) {
  if (!entry.ok) throw new Error(entry.error.message);
  const r = mode === 'first' ? await solve(entry.grid) : await unique(entry.grid);
  out.puzzles++;
  if (r.verdict !== (mode === 'first' ? 'solved' : 'unique')) out.wrong++;
}
out.seconds = (performance.now() - started) / 1000;
console.log(JSON.stringify(out));
