// The embedded core with propagators off and on in one process, in turns, so that both meet the
// same load and the same warmed-up module: node propagators-alternating.mjs FILE ROUNDS, FILE a
// killer file of puzzles/ or an ISS set that iss-set-run.mjs names (EXTREME_KILLERS). Each round
// proves every puzzle unique under each setting (the order swapped every other round) after one
// puzzle under each to warm up; prints the CPU seconds of each setting over all rounds as JSON.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from './common.mjs';

const EXTREME_KILLERS = ['Wecoc #1', 'Wecoc #1 [mod A]', 'Wecoc #2', 'tarek unsolvable #41'];

const [file, rounds = '3'] = process.argv.slice(2);
const { unique } = await import(resolve(ROOT, 'dist/src/index.js'));
const { parsePuzzles } = await import(resolve(ROOT, 'dist/src/formats/read.js'));

function grids() {
  if (file !== 'EXTREME_KILLERS') return parsePuzzles(readFileSync(resolve(ROOT, file), 'utf8'), file).entries.map((e) => e.grid);
  const stored = JSON.parse(readFileSync(resolve(ROOT, 'puzzles/iss-examples.json'), 'utf8'));
  return EXTREME_KILLERS.map((name) => stored.find((i) => i.name === name)).map(
    (item) => parsePuzzles(`${item.input.replace(/\s+/g, '')}\n`, item.name, { format: 'iss' }).entries[0].grid,
  );
}

const puzzles = grids();
const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
for (const propagators of ['off', 'on']) await unique(puzzles[0], { propagators });
const out = { off: 0, on: 0, rounds: Number(rounds) };
for (let round = 0; round < out.rounds; round++)
  for (const propagators of round % 2 === 0 ? ['off', 'on'] : ['on', 'off']) {
    const started = cpuSeconds();
    for (const grid of puzzles) {
      const r = await unique(grid, { propagators });
      if (r.verdict !== 'unique') throw new Error(`a puzzle of ${file} was not proved unique with propagators ${propagators}`);
    }
    out[propagators] += cpuSeconds() - started;
  }
console.log(JSON.stringify(out));
