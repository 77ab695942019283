// Chaos construction: ISS's published "Chaos Construction: killer" proved unique by the embedded
// CaDiCaL under three at-most-one encodings (which also group the regions' variables), every
// encoding in turn, two rounds, one process; and the search that verifies a solution
// (`partitionOf`) on random 9x9 Latin squares with same-region marks, timed alone.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parsePuzzles } from 'sudocnf/formats';
import { toDimacs, unique } from 'sudocnf';
import { partitionOf } from '../dist/src/core/rules/partition.js';
import { machine, median, ROOT, table } from './lib/common.mjs';

const ROUNDS = 2;
const ENCODINGS = ['pairwise', 'sequential', 'auto'];
const corpus = JSON.parse(readFileSync(resolve(ROOT, 'puzzles/iss-examples.json'), 'utf8'));
const item = corpus.find((i) => i.name === 'Chaos Construction: killer');
const grid = parsePuzzles(`${item.input}\n`, 'killer.txt', { format: 'iss' }).entries[0].grid;

const seconds = new Map(ENCODINGS.map((amo) => [amo, []]));
for (let round = 0; round < ROUNDS; round++)
  for (const amo of ENCODINGS) {
    const start = performance.now();
    const r = await unique(grid, { amo });
    const found = r.verdict === 'unique' ? Array.from(r.solution.cells).join('') : r.verdict;
    if (found !== item.solution) throw new Error(`${amo}: ${found}, published ${item.solution}`);
    seconds.get(amo).push((performance.now() - start) / 1000);
  }
const clauses = async (amo) => {
  const header = (await toDimacs(grid, { amo })).split('\n').find((line) => line.startsWith('p cnf'));
  return Number(header.split(' ')[3]).toLocaleString('en-US');
};
const rows = [];
for (const amo of ENCODINGS) rows.push([amo, await clauses(amo), ...seconds.get(amo).map((s) => s.toFixed(1))]);

// Random Latin squares (a cyclic square with rows, columns and values permuted) and 1 to 3 marks
// of 3 neighbouring cells with different values.
let seed = 7;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const shuffled = (n) => [...Array(n).keys()].sort(() => random() - 0.5);
const times = [];
let noCut = 0;
const N = 9;
const GRIDS = 300;
for (let t = 0; t < GRIDS; t++) {
  const [rows9, cols, values] = [shuffled(N), shuffled(N), shuffled(N)];
  const cells = Array.from({ length: N * N }, (_, i) => values[(rows9[Math.floor(i / N)] + cols[i % N]) % N] + 1);
  const marks = [];
  for (let k = 1 + Math.floor(random() * 3); k > 0; k--) {
    const a = Math.floor(random() * N * N);
    const mark = [a];
    while (mark.length < 3) {
      const [r, c] = [Math.floor(a / N) + Math.floor(random() * 3) - 1, (a % N) + Math.floor(random() * 3) - 1];
      const b = r * N + c;
      if (r >= 0 && r < N && c >= 0 && c < N && !mark.includes(b) && !mark.some((x) => cells[x] === cells[b])) mark.push(b);
    }
    marks.push(mark);
  }
  const start = performance.now();
  if (!partitionOf(cells, N, marks)) noCut++;
  times.push(performance.now() - start);
}

console.log(`### Chaos construction

Machine: ${machine()}. ISS's "Chaos Construction: killer" (9x9, no boxes, 19 cages each kept in one region), \`unique\` under each \`amo\` in turn, ${ROUNDS} rounds, one process, each unique with the published solution; clauses: the \`p cnf\` line of \`encode\`.

${table(['amo', 'clauses', ...Array.from({ length: ROUNDS }, (_, i) => `round ${i + 1} s`)], rows)}

Verifying a solution: \`partitionOf\` on ${GRIDS} random 9x9 Latin squares with 1 to 3 marks of 3 cells (${noCut} with no cut): median ${median(times).toFixed(2)} ms, slowest ${Math.max(...times).toFixed(1)} ms.`);
