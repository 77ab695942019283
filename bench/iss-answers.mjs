// Interactive Sudoku Solver's answers to its own stored puzzles (puzzles/iss-examples.json),
// written to puzzles/iss-answers.json: the reference a puzzle published without a solution is
// checked against (`npm run bench -- iss-share`, test/formats/iss-answers.test.ts). Each puzzle is
// solved by ISS from the checkout ISS_CHECKOUT names (skipped with a message without one), one
// process a puzzle (bench/lib/iss-answer-run.mjs: ISS's runSolve, two solutions), under a backtrack
// cap (ISS_MAX_BACKTRACKS, default 5,000,000) and a time limit (ISS_LIMIT_S, default 300 s).
// Written: name → { status: unique | multiple | no-solution, solution (unique), solutions (the
// two found, multiple) }; a puzzle ISS leaves capped or unfinished is left out. A name met again
// is keyed `name #2`, as `answerKeys` in bench/lib/iss-answers.mjs says.
import { spawnSync } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { answerKeys } from './lib/iss-answers.mjs';
import { machine, ROOT, table } from './lib/common.mjs';

const MAX_BACKTRACKS = Number(process.env.ISS_MAX_BACKTRACKS ?? 5_000_000);
const LIMIT_S = Number(process.env.ISS_LIMIT_S ?? 300);
const checkout = process.env.ISS_CHECKOUT;

console.log("### Interactive Sudoku Solver's answers to its stored puzzles\n");
if (!checkout) {
  console.log(
    'Skipped: set ISS_CHECKOUT to a checkout of sigh/Interactive-Sudoku-Solver; puzzles/iss-answers.json keeps its earlier answers.',
  );
  process.exit(0);
}
const corpus = JSON.parse(readFileSync(resolve(ROOT, 'puzzles/iss-examples.json'), 'utf8'));
const keys = answerKeys(corpus);
const answers = {};
const counts = new Map();
const slowest = [];
corpus.forEach((item, k) => {
  const r = spawnSync(process.execPath, [resolve(ROOT, 'bench/lib/iss-answer-run.mjs'), checkout, String(MAX_BACKTRACKS)], {
    cwd: checkout,
    input: item.input,
    encoding: 'utf8',
    timeout: LIMIT_S * 1000,
    killSignal: 'SIGKILL',
    maxBuffer: 1 << 24,
  });
  let status;
  if (r.error?.code === 'ETIMEDOUT' || r.signal) status = `unfinished in ${LIMIT_S} s`;
  else if (r.status !== 0) status = 'refused by ISS';
  else {
    const run = JSON.parse(r.stdout);
    status = run.status;
    slowest.push([item.name.length > 60 ? `${item.name.slice(0, 60)}…` : item.name, run.ms / 1000, status]);
    if (status === 'unique') answers[keys[k]] = { status, solution: run.solutions[0] };
    else if (status === 'multiple') answers[keys[k]] = { status, solutions: run.solutions };
    else if (status === 'no-solution') answers[keys[k]] = { status };
  }
  if (status === 'refused by ISS') console.error(`${item.name}: ISS failed:\n${r.stderr.trim().split('\n').slice(-3).join('\n')}`);
  counts.set(status, (counts.get(status) ?? 0) + 1);
});
const file = resolve(ROOT, 'puzzles/iss-answers.json');
writeFileSync(`${file}.tmp`, `${JSON.stringify(answers, null, 1)}\n`);
renameSync(`${file}.tmp`, file);

slowest.sort((a, b) => b[1] - a[1]);
console.log(
  `Machine: ${machine()}. ISS from ISS_CHECKOUT, \`runSolve\` for two solutions, at most ${MAX_BACKTRACKS.toLocaleString('en-US')} backtracks and ${LIMIT_S} s a puzzle, one process a puzzle; written to puzzles/iss-answers.json (capped and unfinished ones left out).\n`,
);
console.log(
  table(
    ['ISS status', 'puzzles'],
    [...counts].sort((a, b) => b[1] - a[1]).map(([status, count]) => [status, count]),
  ),
);
console.log(
  `\nSlowest: ${slowest
    .slice(0, 5)
    .map(([name, s, status]) => `${name} ${s.toFixed(1)} s (${status})`)
    .join('; ')}.`,
);
