// npm run bench: every benchmark, one after the other, printing Markdown for BENCHMARKS.md.
// `npm run bench -- encode` runs only the named ones.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ROOT } from './lib/common.mjs';

const ALL = ['encode', 'solve-9x9', 'unique', 'dlx', 'cadical-options', 'amo-auto', 'large', 'generate', 'heap-calibration'];
const chosen = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ALL;
for (const name of chosen) {
  if (!ALL.includes(name)) {
    console.error(`unknown benchmark '${name}': choose from ${ALL.join(', ')}`);
    process.exit(2);
  }
  const r = spawnSync(process.execPath, [resolve(ROOT, 'bench', `${name}.mjs`)], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  console.log('');
}
