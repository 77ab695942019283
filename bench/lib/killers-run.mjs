// One killer set under one sum encoding and solver, in this process: node killers-run.mjs FILE
// ENCODING SOLVER LIMIT_S [REDUNDANCY [PROPAGATORS]]. Proves each puzzle unique with the library's `unique` and
// prints { seconds, worst, times, unique, wrong, unanswered } as JSON (times: each puzzle's seconds);
// a published solution must be the one found.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from './common.mjs';

const [file, sumEncoding, solver, limit, sumRedundancy, propagators] = process.argv.slice(2);
const { unique } = await import(resolve(ROOT, 'dist/src/index.js'));
const { parsePuzzles } = await import(resolve(ROOT, 'dist/src/formats/read.js'));

const entries = parsePuzzles(readFileSync(resolve(ROOT, file), 'utf8'), file).entries;
const limitMs = Number(limit) * 1000;
const out = { seconds: 0, worst: 0, times: [], unique: 0, wrong: 0, unanswered: 0 };
for (const entry of entries) {
  if (!entry.ok) throw new Error(entry.error.message);
  const started = performance.now();
  const r = await unique(entry.grid, {
    sumEncoding,
    solver,
    timeout: limitMs,
    ...(sumRedundancy ? { sumRedundancy } : {}),
    ...(propagators ? { propagators } : {}),
  });
  const seconds = (performance.now() - started) / 1000;
  out.seconds += seconds;
  out.worst = Math.max(out.worst, seconds);
  out.times.push(seconds);
  if (r.verdict === 'unknown') out.unanswered++;
  else if (r.verdict === 'unique' && (!entry.expectedSolution || r.solution.equals(entry.expectedSolution))) out.unique++;
  else out.wrong++;
}
console.log(JSON.stringify(out));
