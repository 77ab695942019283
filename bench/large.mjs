// Large grids: every puzzle of 36x36 and larger in the shared set (from MANIFEST.tsv), end to end
// (parse, propagate, encode, solve, decode, verify) through `sudocnf solve --stats`, for each
// route: the embedded default, the same without propagation, the Debian cadical binary, and
// plingeling with the DTU report's encoding when it is installed. A 120 s limit per run (and a
// hard kill at 200 s for what the limit does not cover, such as encoding). One process per run.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findExecutable } from '../dist/solvers/external/path.js';
import { machine, measure, SHARED, table } from './lib/common.mjs';

if (!existsSync(resolve(SHARED, 'MANIFEST.tsv'))) {
  console.error(`skipping large grids: ${SHARED} is absent`);
  process.exit(0);
}
const rows = readFileSync(resolve(SHARED, 'MANIFEST.tsv'), 'utf8')
  .split('\n')
  .filter((l) => l && !l.startsWith('#') && !l.startsWith('path\t'))
  .map((l) => l.split('\t'))
  .filter(([, , n]) => Number(n) >= 36)
  .sort((a, b) => Number(a[2]) - Number(b[2]) || a[0].localeCompare(b[0]));
const routes = [
  ['embedded default', ['--solver', 'cadical']],
  ['embedded, --propagate none', ['--solver', 'cadical', '--propagate', 'none']],
  ...(findExecutable('cadical') ? [['cadical binary (Debian)', ['--solver', 'cadical-bin']]] : []),
  ...(findExecutable('plingeling')
    ? [
        [
          'plingeling, DTU encoding',
          ['--solver', 'plingeling', '--encoding', 'dtu', '--amo', 'pairwise', '--givens', 'units', '--propagate', 'none'],
        ],
      ]
    : []),
];
if (!findExecutable('plingeling')) console.error('plingeling is not installed: its route is left out');

function outcome(r) {
  if (r.killed) return 'killed at 200 s';
  const log = r.log;
  const stat = /: (solved|no-solution|unknown); (.*)$/m.exec(log);
  if (stat) {
    const formula = /formula ([\d,]+) variables, ([\d,]+) clauses/.exec(stat[2]);
    return `${stat[1]}${formula ? ` (${formula[2]} clauses)` : ''}`;
  }
  const error = log.split('\n').find((l) => l.trim() !== '') ?? `exit ${r.code}`;
  return error.replace(/^.*?: /, '').slice(0, 90);
}

const results = [];
for (const [path, , n, , givens, expect] of rows) {
  for (const [route, args] of routes) {
    const r = measure(['cli', 'solve', resolve(SHARED, path), '--format', 'grid', '--stats', '--timeout', '120s', ...args], {
      allowExit: true,
      killAfterMs: 200_000,
    });
    results.push([
      `${path} (${n}x${n}, ${givens} givens${expect === 'clash' ? ', clash' : ''})`,
      route,
      outcome(r),
      r.killed ? '-' : r.seconds.toFixed(2),
      r.killed ? '-' : r.maxRssMB.toFixed(0),
    ]);
    console.error(results.at(-1).join(' | '));
  }
}
console.log('### Large grids, end to end\n');
console.log(
  `Machine: ${machine()}. One run each, a fresh process; \`sudocnf solve <file> --stats --timeout 120s\` plus the route's options.\n`,
);
console.log(table(['puzzle', 'route', 'outcome (formula)', 'seconds', 'peak RSS (MB)'], results));
