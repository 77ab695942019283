// The fixed cost of a puzzle: the library's `unique` over batches where there is nothing to
// search (every cell given its solution: ISS's killer sets TAREK_ALL and HS_KILLERS, and top95's
// solutions) and over a classic batch with its search (top95), each batch in a fresh process
// (bench/lib/per-puzzle-run.mjs) run PASSES times. "first pass" is a cold batch (the process's
// first puzzles pay for compiling); "later passes" the median of the others; each as wall-clock
// and as the process's CPU time (which a busy machine changes less; it counts the compiler's
// threads too). Solutions are found beforehand, in this process.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { machine, median, ROOT, table } from './lib/common.mjs';

const PASSES = Number(process.env.BENCH_PASSES ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const { solve } = await import(resolve(ROOT, 'dist/src/index.js'));
const { parsePuzzles } = await import(resolve(ROOT, 'dist/src/formats/read.js'));

/** Every puzzle of the files, with its solution given in every cell (`given`) or as it is. */
async function batch(files, given) {
  const list = [];
  for (const file of files) {
    const entries = parsePuzzles(readFileSync(resolve(ROOT, file), 'utf8'), file).entries;
    for (const [index, entry] of entries.entries()) {
      if (!entry.ok) throw new Error(entry.error.message);
      if (!given) {
        list.push({ file, index });
        continue;
      }
      const answer = await solve(entry.grid);
      if (answer.verdict !== 'solved') throw new Error(`${file} #${index + 1}: ${answer.verdict}`);
      list.push({ file, index, solution: Array.from(answer.solution.cells).join('') });
    }
  }
  return list;
}

const BATCHES = [
  ['9×9 killers, every cell given (TAREK_ALL, HS_KILLERS)', ['puzzles/killers-tarek.txt', 'puzzles/killers-hs.txt'], true],
  ['9×9 classic, every cell given (top95 solutions)', ['puzzles/top95.txt'], true],
  ['9×9 classic, uniqueness proved (top95)', ['puzzles/top95.txt'], false],
];

const dir = mkdtempSync(join(tmpdir(), 'sudocnf-per-puzzle-'));
try {
  const lists = [];
  for (const [, files, given] of BATCHES) {
    const path = join(dir, `${lists.length}.json`);
    writeFileSync(path, JSON.stringify(await batch(files, given)));
    lists.push(path);
  }
  const runs = BATCHES.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    lists.forEach((path, i) => {
      const r = spawnSync(process.execPath, [resolve(ROOT, 'bench/lib/per-puzzle-run.mjs'), path, String(PASSES)], {
        cwd: ROOT,
        encoding: 'utf8',
      });
      if (r.status !== 0) throw new Error(`per-puzzle-run ${BATCHES[i][0]} failed:\n${r.stderr}`);
      runs[i].push(JSON.parse(r.stdout));
    });
  }
  console.log('### The cost of a puzzle in a batch: `unique()`\n');
  console.log(
    `Machine: ${machine()}. Each batch in a fresh process, ${PASSES} passes over it; medians over ${ROUNDS} interleaved rounds. Milliseconds a puzzle.\n`,
  );
  const rows = BATCHES.map(([name], i) => {
    const perPuzzle = (ms) => ms / runs[i][0].puzzles;
    const first = (key) => median(runs[i].map((r) => perPuzzle(r[key][0]))).toFixed(2);
    const later = (key) => median(runs[i].map((r) => median(r[key].slice(1).map(perPuzzle)))).toFixed(2);
    return [name, String(runs[i][0].puzzles), first('passes'), first('cpu'), later('passes'), later('cpu')];
  });
  console.log(table(['batch', 'puzzles', 'first pass, wall', 'first pass, CPU', 'later passes, wall', 'later passes, CPU'], rows));
  console.log('\nTarget (issue 49): a 9×9 killer with every cell given, ≤ 2 ms a puzzle in a batch.');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
