// One of Interactive Sudoku Solver's puzzle sets, read from puzzles/iss-examples.json (its stored
// puzzles, by the names the set lists), proved unique puzzle by puzzle with the library's `unique`
// in this process: node iss-set-run.mjs SET LIMIT_S PROPAGATORS. Prints { seconds, worst, times,
// unique, wrong, unanswered, unread } as JSON; a published solution must be the one found.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from './common.mjs';

/** The sets of ISS's benchmark that list stored puzzles by name (collections.js). */
const BY_NAME = {
  HARD_THERMOS: ['I want to break free', 'A kind of magic', 'Bicycle race'],
  EXTREME_KILLERS: ['Wecoc #1', 'Wecoc #1 [mod A]', 'Wecoc #2', 'tarek unsolvable #41'],
  HARD_RENBAN: ['Hard renban 1', 'Hard renban 2', 'Hard renban 3'],
};

const [set, limit, propagators] = process.argv.slice(2);
if (!BY_NAME[set]) throw new Error(`iss-set-run: no set ${set}; choose from ${Object.keys(BY_NAME).join(', ')}`);
const stored = JSON.parse(readFileSync(resolve(ROOT, 'puzzles/iss-examples.json'), 'utf8'));
const { unique } = await import(resolve(ROOT, 'dist/src/index.js'));
const { parsePuzzles } = await import(resolve(ROOT, 'dist/src/formats/read.js'));
const out = { seconds: 0, worst: 0, times: [], unique: 0, wrong: 0, unanswered: 0, unread: 0 };
for (const item of BY_NAME[set].map((name) => stored.find((i) => i.name === name))) {
  // The reading is timed with the proof, as ISS's benchmark times its own.
  const started = performance.now();
  const [entry] = parsePuzzles(`${item.input.replace(/\s+/g, '')}\n`, item.name, { format: 'iss' }).entries;
  if (!entry.ok) {
    out.unread++;
    continue;
  }
  const r = await unique(entry.grid, { timeout: Number(limit) * 1000, propagators });
  const seconds = (performance.now() - started) / 1000;
  out.seconds += seconds;
  out.worst = Math.max(out.worst, seconds);
  out.times.push(seconds);
  const n = entry.grid.shape.n;
  const found = r.verdict === 'unique' ? Array.from({ length: n * n }, (_, k) => r.solution.get(Math.floor(k / n), k % n)) : [];
  const published =
    item.solution === undefined ? undefined : Array.from(item.solution, (ch) => (n < 10 ? Number(ch) : ch.charCodeAt(0) - 64));
  if (r.verdict === 'unknown') out.unanswered++;
  else if (r.verdict === 'unique' && (published === undefined || published.every((v, k) => v === found[k]))) out.unique++;
  else out.wrong++;
}
console.log(JSON.stringify(out));
