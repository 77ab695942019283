// The share of ISS's stored puzzles (puzzles/iss-examples.json) sudocnf reads and answers right:
// every puzzle read with --input-format iss; each one read proved by the library's `unique`
// (default options) within ISS_SHARE_LIMIT_S seconds (default 60), one process, and its answer
// checked against the reference: the published solution, or where none is published ISS's own
// answer (puzzles/iss-answers.json, `npm run bench -- iss-answers`). Right: unique with the
// published solution; with none published, ISS's verdict (unique with ISS's solution, multiple,
// no solution); multiple where ISS finds so too beside a published solution that is one of them.
// Wrong: any other answer. Every solution of ISS that is counted is checked by sudocnf's `verify`.
// Disputed, with ISS_CHECKOUT only: sudocnf finds a second solution where the reference says
// unique, and ISS's solver, given that grid, accepts it (ISS's search missed a grid its own
// constraints allow); without ISS_CHECKOUT such an answer counts as wrong.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Grid, unique, verify } from 'sudocnf';
import { parsePuzzles } from 'sudocnf/formats';
import { machine, ROOT, table } from './lib/common.mjs';
import { answerKeys } from './lib/iss-answers.mjs';

const LIMIT_S = Number(process.env.ISS_SHARE_LIMIT_S ?? 60);
const corpus = JSON.parse(readFileSync(resolve(ROOT, 'puzzles/iss-examples.json'), 'utf8'));
const keys = answerKeys(corpus);

/** A refusal's reason, the same for every puzzle refused alike. */
const REASONS = [
  [/the ISS constraints? '([^']+)'/, (m) => `ISS's ${m[1]}`],
  [/a path to one of ISS's own files/, () => "a path to ISS's own file or script"],
  [/ISS's grid of \d+x\d+ /, () => 'a grid that is not square'],
  [/ISS's grid of values/, () => 'values other than 1-N or 0-(N−1)'],
  [/ISS's (And|Or) holds a rule sudocnf refuses/, (m) => `a rule inside ISS's ${m[1]} refused`],
  [/is not supported on the values 0-/, () => 'a rule not read on values 0-(N−1)'],
];
function reasonOf(message) {
  const text = message.replace(/^[^:]*:\d+:\d+: /, '');
  for (const [pattern, label] of REASONS) {
    const m = pattern.exec(text);
    if (m) return label(m);
  }
  return text.replace(/ \(.*$/, '').replace(/^not read as an ISS puzzle: /, '');
}

/** The grid a solution written as ISS writes it stands for (digits, or letters from A = 1). */
function gridOf(text, shape) {
  if (text.length !== shape.n * shape.n) return undefined;
  const numbers = Array.from(text, (ch) => (/\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 64));
  return new Grid(
    shape,
    Uint16Array.from(numbers, (v) => shape.indexOf(v) ?? 0),
  );
}
/** A solution written as ISS writes its published ones: digits, or on grids whose values pass 9 every value a letter from A = 1. */
const written = (solution) => {
  const { n, shape } = solution;
  const letters = shape.valueOf(n) > 9;
  return Array.from({ length: n * n }, (_, k) => {
    const v = shape.valueOf(solution.cells[k]);
    return letters ? String.fromCharCode(64 + v) : String(v);
  }).join('');
};
const checkout = process.env.ISS_CHECKOUT;
/** Whether ISS's solver, given every cell of this solution (ISS's cell names: R1C1, base 36 past 9), accepts it as a solution of the puzzle. */
function issAccepts(input, solution) {
  const { n, shape } = solution;
  const id = (i) => (i + 1).toString(36);
  const givens = Array.from({ length: n * n }, (_, k) => `R${id(Math.floor(k / n))}C${id(k % n)}_${shape.valueOf(solution.cells[k])}`);
  const r = spawnSync(process.execPath, [resolve(ROOT, 'bench/lib/iss-answer-run.mjs'), checkout, '1000'], {
    cwd: checkout,
    input: `${input.replace(/\s+/g, '')}.~${givens.join('~')}`,
    encoding: 'utf8',
    timeout: 60_000,
    killSignal: 'SIGKILL',
  });
  return r.status === 0 && JSON.parse(r.stdout).status === 'unique';
}

/** A stored puzzle's name, a long one (ISS names some by their input) cut short. */
const short = (name) => (name.length > 60 ? `${name.slice(0, 60)}…` : name);

const counts = new Map();
const count = (row) => counts.set(row, (counts.get(row) ?? 0) + 1);
const refused = new Map();
const wrong = [];
const disputed = [];
const unanswered = [];
const noReference = [];
let seconds = 0;
const proved = [];
for (const [k, item] of corpus.entries()) {
  const [entry] = parsePuzzles(`${item.input.replace(/\s+/g, '')}\n`, item.name, { format: 'iss' }).entries;
  if (!entry.ok) {
    const reason = reasonOf(entry.error.message);
    refused.set(reason, (refused.get(reason) ?? 0) + 1);
    continue;
  }
  const started = performance.now();
  proved.push({ k, item, grid: entry.grid, r: await unique(entry.grid, { timeout: LIMIT_S * 1000 }) });
  seconds += (performance.now() - started) / 1000;
}
// Read once every puzzle is proved, so that this can run beside `npm run bench -- iss-answers`.
const answers = JSON.parse(readFileSync(resolve(ROOT, 'puzzles/iss-answers.json'), 'utf8'));
for (const { k, item, grid, r } of proved) {
  const iss = answers[keys[k]];
  const issVerified = (text) => {
    const solution = gridOf(text, grid.shape);
    return solution !== undefined && verify(grid, solution).ok;
  };
  const fail = (why) => {
    wrong.push(`${short(item.name)}: ${why}`);
    count('WRONG');
  };
  // The reference's one solution, where it says unique.
  const referenceUnique = item.solution ?? (iss?.status === 'unique' ? iss.solution : undefined);
  if (r.verdict === 'multiple' && referenceUnique !== undefined && iss?.status !== 'multiple') {
    const other = [r.solution, r.second].find((s) => written(s) !== referenceUnique);
    if (checkout && issAccepts(item.input, other)) {
      disputed.push(
        `${short(item.name)}: sudocnf's ${written(other)}, which ISS's solver accepts given whole, beside the reference's ${referenceUnique}`,
      );
      count("disputed: multiple where ISS says unique, ISS's solver accepting sudocnf's other solution");
      continue;
    }
  }
  if (r.verdict === 'unknown') {
    unanswered.push(short(item.name));
    count('unanswered within the limit');
  } else if (item.solution !== undefined) {
    if (r.verdict === 'unique' && written(r.solution) === item.solution) count('right: unique with the published solution');
    else if (r.verdict === 'multiple' && iss?.status === 'multiple' && issVerified(item.solution) && iss.solutions.every(issVerified))
      count('right: multiple, as ISS finds, the published solution one of them');
    else
      fail(
        `${r.verdict}${r.verdict === 'unique' ? ` (${written(r.solution)})` : ''}, published ${item.solution}, ISS ${iss?.status ?? 'no answer'}`,
      );
  } else if (iss === undefined) {
    noReference.push(short(item.name));
    count(`answered (${r.verdict}), no reference: none published, ISS capped`);
  } else if (r.verdict !== iss.status) fail(`${r.verdict}, ISS ${iss.status}`);
  else if (r.verdict === 'unique') {
    if (written(r.solution) === iss.solution && issVerified(iss.solution)) count("right: unique with ISS's solution (none published)");
    else fail(`unique with ${written(r.solution)}, ISS's ${iss.solution}`);
  } else if (r.verdict === 'multiple') {
    if (iss.solutions.every(issVerified)) count('right: multiple, as ISS finds (none published)');
    else fail("multiple, and ISS's two solutions do not both verify");
  } else count('right: no solution, as ISS finds (none published)');
}

const read = corpus.length - [...refused.values()].reduce((a, b) => a + b, 0);
const right = [...counts].filter(([row]) => row.startsWith('right')).reduce((t, [, c]) => t + c, 0);
if (!checkout)
  console.error(
    'Without ISS_CHECKOUT, an answer of two solutions where the reference says one counts as wrong: ISS is not asked whether it accepts the other.',
  );
const pct = (x) => `${((100 * x) / corpus.length).toFixed(1)} %`;
console.log(`### ISS's stored puzzles: read and right

Machine: ${machine()}. Every puzzle of puzzles/iss-examples.json read with \`--input-format iss\`; each read one proved by \`unique\` (default options, at most ${LIMIT_S} s), one process (${seconds.toFixed(0)} s of proving in all). The reference: the published solution, or where none is published ISS's own answer (puzzles/iss-answers.json, ISS's solver at e373f98), each of ISS's solutions counted checked by sudocnf's \`verify\`.

**Read and right: ${right} of ${corpus.length} (${pct(right)})**; read ${read} (${pct(read)}); wrong ${wrong.length}; disputed ${disputed.length}.

${table(['answer', 'puzzles'], [...[...counts].filter(([row]) => row !== 'WRONG').sort((a, b) => b[1] - a[1]), ['WRONG', wrong.length]])}

${table(
  ['refused', 'puzzles'],
  [...refused].sort((a, b) => b[1] - a[1]),
)}
`);
if (unanswered.length > 0) console.log(`Unanswered within ${LIMIT_S} s: ${unanswered.join('; ')}.\n`);
if (disputed.length > 0) console.log(`Disputed:\n${disputed.map((d) => `- ${d}`).join('\n')}\n`);
if (noReference.length > 0) console.log(`No reference (none published, ISS capped): ${noReference.join('; ')}.\n`);
if (wrong.length > 0) {
  console.log(`WRONG:\n${wrong.map((w) => `- ${w}`).join('\n')}\n`);
  process.exitCode = 1;
}
