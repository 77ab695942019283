// npm run bench: runs the benchmark scripts and writes what each prints into BENCHMARKS.md,
// between its markers (<!-- bench:NAME begin --> … <!-- bench:NAME end -->), so the tables there
// are always a command's real output. `npm run bench -- encode dlx` runs only the named ones.
// The "about" block records the machine, Node, the date and the command of the latest run.
import { spawnSync } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { machine, ROOT } from './lib/common.mjs';

const ALL = [
  'encode',
  'solve-9x9',
  'bench-command',
  'unique',
  'dlx',
  'cadical-options',
  'amo-auto',
  'large',
  'generate',
  'heap-calibration',
  'logic-levels',
  'tactics',
  'propagation-levels',
  'proofs',
  'web',
  'speed',
  'generate-difficulty',
  'generate-jobs',
  'hard-large',
  'embedded-vs-native',
  'core-vs-native',
  'variants',
  'sums',
  'killers',
  'peers',
  'classic-peers',
  'startup',
  'per-puzzle',
  'warm-up',
  'chaos',
  'iss-answers',
  'iss-share',
];
const chosen = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ALL;
for (const name of chosen) {
  if (!ALL.includes(name)) {
    console.error(`unknown benchmark '${name}': choose from ${ALL.join(', ')}`);
    process.exit(2);
  }
}
const FILE = resolve(ROOT, 'BENCHMARKS.md');

/** Replaces the block between a name's markers, or appends a section holding it. */
function putBlock(text, name, body) {
  const begin = `<!-- bench:${name} begin -->`;
  const end = `<!-- bench:${name} end -->`;
  const block = `${begin}\n${body.trim()}\n${end}`;
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  if (from >= 0 && to > from) return text.slice(0, from) + block + text.slice(to + end.length);
  return `${text.trimEnd()}\n\n## ${name}\n\nCommand: \`npm run bench -- ${name}\`.\n\n${block}\n`;
}

const command = `npm run bench${process.argv.length > 2 ? ` -- ${chosen.join(' ')}` : ''}`;
for (const name of chosen) {
  console.error(`running ${name}…`);
  const r = spawnSync(process.execPath, [resolve(ROOT, 'bench', `${name}.mjs`)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  process.stdout.write(`${r.stdout}\n`);
  if (r.status !== 0) {
    console.error(`${name} failed (exit ${r.status ?? r.signal}); BENCHMARKS.md keeps its earlier figures for it`);
    process.exit(r.status ?? 1);
  }
  // Written after every script, so a long run that is stopped keeps what it measured.
  // Every block says what printed it, where and when.
  let text = putBlock(readFileSync(FILE, 'utf8'), name, `Printed by \`npm run bench -- ${name}\` on ${machine()}.\n\n${r.stdout}`);
  text = putBlock(text, 'about', `Latest regeneration: \`${command}\` on ${machine()}.`);
  writeFileSync(`${FILE}.tmp`, text);
  renameSync(`${FILE}.tmp`, FILE);
}
