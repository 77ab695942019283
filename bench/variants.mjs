// Variants: for each rule (and jigsaw regions), a set of unique 9x9 puzzles made by the generator
// (seeds 1..N), their formula's size, and the time each route takes per puzzle: the embedded
// CaDiCaL, Dancing Links (where the rule is exact cover) and the tactics route, in one process,
// the routes taking turns on each puzzle. Classic 9x9 puzzles made the same way are the baseline.
// Then the published variant puzzles of the development corpus, each with its time (see below).
import { resolve } from 'node:path';
import { machine, median, ROOT, table } from './lib/common.mjs';

const dist = (path) => import(resolve(ROOT, 'dist', path));
const { generatePuzzle } = await dist('src/generate/generate.js');
const { solve } = await dist('src/library/calls.js');
const { measureFormula } = await dist('src/formula/puzzle-formula.js');
const { resolveSpec } = await dist('encodings/spec.js');
const { ruleFamilies } = await dist('encodings/rules.js');

const PUZZLES = Number(process.env.BENCH_PUZZLES ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const KINDS = [
  undefined,
  'jigsaw',
  'x',
  'windoku',
  'disjoint-groups',
  'antiknight',
  'antiking',
  'nonconsecutive',
  'antiknight+antiking+nonconsecutive',
];
const spec = resolveSpec({ encoding: 'extended', amo: 'pairwise', givens: 'units' });

const rows = [];
for (const variant of KINDS) {
  const puzzles = [];
  for (let seed = 1; seed <= PUZZLES; seed++) puzzles.push((await generatePuzzle({ k: 3, seed, ...(variant ? { variant } : {}) })).puzzle);
  const shape = puzzles[0].shape;
  const exact = shape.pairs.length === 0;
  const routes = ['cadical', ...(exact ? ['dlx'] : []), 'tactics'];
  const ms = Object.fromEntries(routes.map((r) => [r, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const puzzle of puzzles) {
      for (const solver of routes) {
        const a = await solve(puzzle, { solver });
        if (a.verdict !== 'solved') throw new Error(`${variant}: ${solver} said ${a.verdict}`);
        ms[solver].push((a.encodeSeconds + a.solveSeconds) * 1000);
      }
    }
  }
  const sizes = puzzles.map((p) => measureFormula(p, spec));
  const ruleClauses = ruleFamilies(shape, spec.families, spec.amo).reduce((sum, f) => sum + f.clauses, 0);
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const cell = (solver) =>
    ms[solver] ? `${median(ms[solver]).toFixed(2)} (${(median(ms[solver]) / median(ms.cadical)).toFixed(2)}x)` : 'refused (pairs)';
  rows.push([
    variant ?? 'classic',
    mean(puzzles.map((p) => p.givens())).toFixed(1),
    mean(sizes.map((s) => s.clauses)).toFixed(0),
    String(ruleClauses),
    cell('cadical'),
    cell('dlx'),
    cell('tactics'),
  ]);
}

console.log('### Variants (9x9)\n');
console.log(
  `Machine: ${machine()}. ${PUZZLES} unique minimal puzzles per kind (\`generate --k 3 --variant V --seed 1..${PUZZLES}\`), each solved ${ROUNDS} times by every route in turn, in one process.`,
);
console.log(
  "Clauses: the extended pairwise formula with the givens as units (mean); rule clauses: those of the variant's own families. Times: median ms per puzzle of the route's own build and search, and the ratio to CaDiCaL.\n",
);
console.log(table(['kind', 'givens', 'clauses', 'rule clauses', 'cadical ms', 'dlx ms', 'tactics ms'], rows));

// Published variant puzzles (puzzles/variants-dclamage.json: the 85 puzzles of dclamage's
// SudokuVariantSolverJS collection, CC BY 4.0, with their published solutions), each proved unique
// by the library's `unique` with lines written as pairs, as automata and comparisons through order
// variables (--line-encoding pairs, mdd, order) by the embedded CaDiCaL, and as pairs by the native one (Debian's `cadical`, where
// installed), the runs taking turns on each puzzle in one process.
const { unique } = await dist('src/library/calls.js');
const { existsSync, readFileSync } = await import('node:fs');
const corpus = JSON.parse(readFileSync(resolve(ROOT, 'puzzles/variants-dclamage.json'), 'utf8'));
const nativeCadical = existsSync('/usr/bin/cadical');
if (!nativeCadical) console.error('skipping the native CaDiCaL: /usr/bin/cadical is absent (apt-get install cadical)');
const runs = [['cadical', 'pairs'], ['cadical', 'mdd'], ['cadical', 'order'], ...(nativeCadical ? [['cadical-bin', 'pairs']] : [])];
const { parsePuzzles } = await dist('src/formats/read.js');
const { ruleKind } = await dist('src/core/rules/index.js');
const corpusRows = [];
const totals = runs.map(() => 0);
// The same over the puzzles with lines an automaton can read or comparisons, where the line encodings differ.
const lineTotals = runs.map(() => 0);
let withLines = 0;
let agree = 0;
for (const entry of corpus) {
  const read = parsePuzzles(entry.puzzle).entries[0];
  const hasLines = read.ok && read.grid.shape.rules.some((rule) => ruleKind(rule).lineAutomaton || ruleKind(rule).comparisons);
  if (hasLines) withLines++;
  const seconds = [];
  let verdict = '';
  let matches = '';
  for (const [solver, lineEncoding] of runs) {
    const started = performance.now();
    const a = await unique(entry.puzzle, { solver, lineEncoding });
    seconds.push((performance.now() - started) / 1000);
    const same = a.verdict === 'unique' && String(a.solution) === entry.solution;
    if (verdict === '') [verdict, matches] = [a.verdict, same ? 'yes' : 'no'];
    else if (a.verdict !== verdict) throw new Error(`${entry.title}: ${solver} ${lineEncoding} said ${a.verdict}, another run ${verdict}`);
  }
  seconds.forEach((s, i) => {
    totals[i] += s;
    if (hasLines) lineTotals[i] += s;
  });
  if (matches === 'yes') agree++;
  corpusRows.push([entry.title.replaceAll('|', '/'), verdict, matches, ...seconds.map((s) => s.toFixed(3))]);
}
const settings = runs.map(([solver, line]) => `${solver === 'cadical' ? 'embedded' : 'native'} CaDiCaL, lines as ${line}`);
const headers = runs.map(([solver, line]) => `${solver === 'cadical' ? 'embedded' : 'native'} ${line} s`);
console.log('\n### Published variant puzzles\n');
console.log(
  `Machine: ${machine()}. The ${corpus.length} puzzles of \`puzzles/variants-dclamage.json\`, each proved unique by \`unique\` under each setting in turn, in one process: ${agree} unique with the published solution. Times: seconds per puzzle, reading included.\n`,
);
console.log(
  table(
    ['setting', 'total s', 'ratio', `the ${withLines} with lines s`, 'ratio'],
    runs.map((_, i) => [
      settings[i],
      totals[i].toFixed(2),
      (totals[i] / totals[0]).toFixed(2),
      lineTotals[i].toFixed(2),
      (lineTotals[i] / lineTotals[0]).toFixed(2),
    ]),
  ),
);
console.log('');
console.log(table(['puzzle', 'verdict', 'published solution', ...headers], corpusRows));
