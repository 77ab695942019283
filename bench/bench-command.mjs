// `sudocnf bench` itself on 9x9 sets: the embedded CaDiCaL, the embedded MiniSat and Dancing
// Links, interleaved puzzle by puzzle in one process, with its Markdown report as printed.
import { relative, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, SHARED, present } from './lib/common.mjs';

const files = [resolve(ROOT, 'puzzles/top95.txt'), resolve(SHARED, '9x9/puzzles6_forum_hardest_1106')]
  .filter((path) => present(path, path))
  .map((path) => relative(ROOT, path));
const args = ['bench', ...files, '--solver', 'cadical,minisat,dlx', '--format', 'markdown'];
const r = spawnSync(process.execPath, [resolve(ROOT, 'dist/src/cli.js'), ...args], { cwd: ROOT, encoding: 'utf8' });
process.stderr.write(r.stderr);
if (r.status !== 0) process.exit(r.status ?? 1);
console.log('### `sudocnf bench` on 9x9 sets\n');
console.log(`Command: \`sudocnf ${args.join(' ')}\` (from the repository root).\n`);
console.log(r.stdout.trim());
