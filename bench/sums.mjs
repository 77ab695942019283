// Sum encodings on killer puzzles: 20 generated 9x9 killers (`generate --variant killer --seed
// 1..20`) and Wikipedia's example (puzzles/killer-wikipedia.yaml), each solved under the table,
// counter and bdd encodings by the embedded CaDiCaL and by the native one (Debian's `cadical`),
// encodings and solvers taking turns on each puzzle; and by Z3 (Debian's python3-z3) with its own
// integer arithmetic on the same puzzles, as the anchor a user would otherwise pick.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { machine, median, ROOT, table } from './lib/common.mjs';

const dist = (path) => import(resolve(ROOT, 'dist', path));
const { generatePuzzle } = await dist('src/generate/generate.js');
const { solve, puzzleOf } = await dist('src/library/calls.js');
const { measureFormula } = await dist('src/formula/puzzle-formula.js');
const { Grid, verify } = await dist('src/core/grid.js');
const { resolveSpec } = await dist('encodings/spec.js');
const { SUM_ENCODINGS } = await dist('encodings/sums/index.js');
const SUM_ENCODING_NAMES = SUM_ENCODINGS.map((e) => e.name);

const PUZZLES = Number(process.env.BENCH_PUZZLES ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PYTHON = '/usr/bin/python3';

const puzzles = [];
for (let seed = 1; seed <= PUZZLES; seed++) puzzles.push((await generatePuzzle({ k: 3, seed, variant: 'killer' })).puzzle);
puzzles.push(puzzleOf(readFileSync(resolve(ROOT, 'puzzles/killer-wikipedia.yaml'), 'utf8')));

const native = existsSync('/usr/bin/cadical');
if (!native) console.error('skipping the native CaDiCaL: /usr/bin/cadical is absent (apt-get install cadical)');
const solvers = ['cadical', ...(native ? ['cadical-bin'] : [])];
const ms = Object.fromEntries(SUM_ENCODING_NAMES.flatMap((e) => solvers.map((s) => [`${e}/${s}`, []])));
for (let round = 0; round < ROUNDS; round++) {
  for (const puzzle of puzzles) {
    for (const sumEncoding of SUM_ENCODING_NAMES) {
      for (const solver of solvers) {
        const a = await solve(puzzle, { solver, sumEncoding, givens: 'units' });
        if (a.verdict !== 'solved') throw new Error(`${sumEncoding}/${solver}: ${a.verdict}`);
        ms[`${sumEncoding}/${solver}`].push((a.encodeSeconds + a.solveSeconds) * 1000);
      }
    }
  }
}

let z3 = [];
const z3Present = spawnSync(PYTHON, ['-c', 'import z3'], { encoding: 'utf8' }).status === 0;
if (!z3Present) console.error(`skipping Z3: ${PYTHON} cannot import z3 (apt-get install python3-z3)`);
else {
  const input = puzzles
    .map((p) =>
      JSON.stringify({
        n: p.n,
        box: [p.shape.boxRows, p.shape.boxCols],
        givens: Array.from(p.cells),
        cages: p.shape.sums.map((s) => [s.cells, s.sum]),
      }),
    )
    .join('\n');
  for (let round = 0; round < ROUNDS; round++) {
    const r = spawnSync(PYTHON, [resolve(ROOT, 'bench/sums.py')], { input, encoding: 'utf8', maxBuffer: 1 << 26 });
    if (r.status !== 0) throw new Error(`Z3 failed: ${r.stderr}`);
    const answers = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    // Z3's answers must be solutions: the same check as every route's.
    answers.forEach((a, i) => {
      const grid = new Grid(puzzles[i].shape, Uint16Array.from(a.solution ?? []));
      const verdict = a.solution ? verify(puzzles[i], grid) : { ok: false, reason: 'no solution' };
      if (!verdict.ok) throw new Error(`Z3's answer to puzzle ${i + 1} fails verification: ${verdict.reason}`);
    });
    z3 = z3.concat(answers.map((a) => a.ms));
  }
}

const rows = SUM_ENCODING_NAMES.map((encoding) => {
  const sizes = puzzles.map((p) => measureFormula(p, resolveSpec({ amo: 'pairwise', givens: 'units', sumEncoding: encoding })));
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return [
    encoding,
    mean(sizes.map((s) => s.variables)).toFixed(0),
    mean(sizes.map((s) => s.clauses)).toFixed(0),
    ...solvers.map((s) => median(ms[`${encoding}/${s}`]).toFixed(2)),
  ];
});

console.log('### Sum encodings on killer puzzles (9x9)\n');
console.log(
  `Machine: ${machine()}. ${PUZZLES} generated killers (\`generate --k 3 --variant killer --seed 1..${PUZZLES}\`, 2 to 5 cells a cage, a few givens) and Wikipedia's example (no givens), ${ROUNDS} rounds; encodings and solvers take turns on each puzzle.`,
);
console.log(
  "Variables and clauses: the extended pairwise formula with givens as units (mean). Times: median ms per puzzle, the route's own build and search (the native solver: writing the file, the process, reading its answer).\n",
);
console.log(
  table(['sum encoding', 'variables', 'clauses', ...solvers.map((s) => `${s === 'cadical' ? 'embedded' : 'native'} cadical ms`)], rows),
);
if (z3.length > 0)
  console.log(
    `\nZ3 ${spawnSync(PYTHON, ['-c', 'import z3; print(z3.get_version_string())'], { encoding: 'utf8' }).stdout.trim()} (integers, Distinct, Sum; check() alone, no start-up): median ${median(z3).toFixed(2)} ms per puzzle on the same puzzles.`,
  );
