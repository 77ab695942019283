// The embedded core against native CaDiCaL of the same release: the same formulas, the same
// options, the same search, so the same conflicts. The native binary is built by hand from the
// same tarball build.sh uses (BENCHMARKS.md says how) and named by CADICAL_NATIVE; without it the
// comparison is skipped. Formulas: `sudocnf encode` of sample puzzles (the first of each file).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CadicalSolver } from '../dist/solvers/cadical.js';
import { machine, ROOT, table } from './lib/common.mjs';

const NATIVE = process.env.CADICAL_NATIVE;
const PUZZLES = [
  ['killer-9x9.yaml', []],
  ['killer-wikipedia.yaml', []],
  ['killers-tarek.txt', []],
  ['killers-hs.txt', []],
  ['arrows-9x9.yaml', []],
  ['thermo-9x9.yaml', []],
  ['renban-dclamage.json', []],
  ['whispers-dclamage.json', []],
  ['hardest.txt', ['--givens', 'units']],
  ['top95.txt', ['--givens', 'units']],
  ['famous_hard.txt', ['--givens', 'units', '--encoding', 'minimal']],
  ['sample-16x16.txt', ['--givens', 'units']],
  ['sample-25x25.txt', ['--givens', 'units']],
];

console.log('### The embedded core against native CaDiCaL 1.7.4\n');
if (!NATIVE || !existsSync(NATIVE)) {
  console.log('Skipped: CADICAL_NATIVE names no native CaDiCaL 1.7.4 binary.');
  process.exit(0);
}

function clausesOf(text) {
  const clauses = [];
  let clause = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('c') || line.startsWith('p') || line.trim() === '') continue;
    for (const token of line.trim().split(/\s+/)) {
      const lit = Number(token);
      if (lit === 0) {
        clauses.push(clause);
        clause = [];
      } else clause.push(lit);
    }
  }
  return clauses;
}

const dir = mkdtempSync(join(tmpdir(), 'core-vs-native-'));
const rows = [];
try {
  for (const [file, args] of PUZZLES) {
    execFileSync(
      process.execPath,
      [resolve(ROOT, 'dist/src/cli.js'), 'encode', resolve(ROOT, 'puzzles', file), ...args, '-o', join(dir, `${file}-{i}.cnf`)],
      {
        stdio: 'ignore',
      },
    );
    const cnf = join(dir, `${file}-1.cnf`);
    // The embedded core's defaults: no reports, no lucky phase.
    // Its exit code is the answer (10, 20).
    const printed = spawnSync(NATIVE, ['--lucky=0', cnf], { encoding: 'utf8', maxBuffer: 1 << 26 }).stdout;
    const nativeConflicts = Number(/^c conflicts:\s+(\d+)/m.exec(printed)?.[1]);
    const nativeStatus = /^s (\w+)/m.exec(printed)?.[1];
    const solver = await CadicalSolver.create();
    for (const clause of clausesOf(readFileSync(cnf, 'utf8'))) solver.addClause(clause);
    const result = await solver.solve();
    const embedded = solver.statistics().conflicts;
    await solver.dispose();
    rows.push([
      file,
      args.join(' ') || '(defaults)',
      nativeStatus,
      result.status,
      nativeConflicts,
      embedded,
      nativeConflicts === embedded ? 'yes' : 'NO',
    ]);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  `Machine: ${machine()}. Native: \`${NATIVE} --lucky=0 FILE\`; embedded: \`CadicalSolver\` with its defaults (lucky = false, no reports), the clauses added in the file's order.\n`,
);
console.log(
  table(['puzzle (first of the file)', 'encode options', 'native', 'embedded', 'native conflicts', 'embedded conflicts', 'equal'], rows),
);
