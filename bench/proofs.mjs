// Proofs of uniqueness and of no solution: for each puzzle, the formula `unique --proof` builds
// (the puzzle's, plus the blocking clause of its solution), solved by the cadical binary without
// and with a proof (one after the other, the order alternating), the proof's size, and the time
// sudocnf's checker takes on it. Two encodings: the default (givens eliminated after singles) and
// givens as unit clauses (no propagation: the solver does all the work, and the proofs are long).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findConflicts } from 'sudocnf';
import { parseDimacs } from 'sudocnf/cnf';
import { parsePuzzles } from 'sudocnf/formats';
import { blockingSource, certificateEncoding, certificateFormula, checkProof, dimacsBytes } from 'sudocnf/proof';
import { openRoute } from 'sudocnf/routes';
import { findExecutable } from '../dist/solvers/external/path.js';
import { machine, median, ROOT, SHARED, table, present } from './lib/common.mjs';

if (!findExecutable('cadical')) {
  console.error('the proofs benchmark needs the cadical binary on PATH (apt-get install cadical)');
  process.exit(2);
}
const read = (path) =>
  parsePuzzles(readFileSync(path, 'utf8'), path)
    .entries.filter((e) => e.ok)
    .map((e) => e.grid);
const shared = (...paths) => paths.map((p) => resolve(SHARED, p)).filter((p) => present(p, p));

/** A puzzle with one wrong given that clashes with no other: no solution, which singles may not see. */
function withWrongGiven(puzzle, solution) {
  const n = puzzle.n;
  for (let cell = 0; cell < n * n; cell++) {
    if (puzzle.cells[cell] !== 0) continue;
    for (let v = 1; v <= n; v++) {
      if (v === solution.cells[cell]) continue;
      const wrong = puzzle.clone();
      wrong.cells[cell] = v;
      if (findConflicts(wrong).length === 0) return wrong;
    }
  }
  throw new Error('no wrong given fits');
}

const sets = [
  ['9x9 top95, unique', () => read(resolve(ROOT, 'puzzles/top95.txt')), 'unique'],
  ['16x16 test4.1g (first 10), unique', () => shared('1to9only_convert16x16/test4.1g').flatMap(read).slice(0, 10), 'unique'],
  [
    '25x25 (4 files), unique',
    () =>
      [
        resolve(ROOT, 'puzzles/sample-25x25.txt'),
        ...shared(
          'AntoninoPrivitera_sudokuSolver/data/25x25.txt',
          'b-nguyen_theory-final-project/25x25.txt',
          'VegaMario_QuantumSudokuSolver/25x25.txt',
        ),
      ].flatMap(read),
    'unique',
  ],
  // Its formula with the givens as units takes minutes to check: the default encoding only.
  ['25x25 minimal (generated), unique', () => read(resolve(ROOT, 'puzzles/minimal-25x25.txt')), 'unique', 1],
  ['9x9 top95 (first 20) + a wrong given, no solution', () => read(resolve(ROOT, 'puzzles/top95.txt')).slice(0, 20), 'none'],
];
const encodings = [
  ['default (eliminate, singles)', certificateEncoding({})],
  ['givens as units', certificateEncoding({ givens: 'units' })],
];

const temp = mkdtempSync(join(tmpdir(), 'sudocnf-bench-proofs-'));
const route = openRoute({ solver: 'cadical' });
const time = (args) => {
  const t = performance.now();
  const r = spawnSync('cadical', args, { stdio: 'ignore' });
  return { ms: performance.now() - t, status: r.status };
};
const rows = [];
let problems = 0;
try {
  for (const [name, load, claim, encodingCount] of sets) {
    const grids = load();
    if (grids.length === 0) continue;
    for (const [label, encoding] of encodings.slice(0, encodingCount ?? encodings.length)) {
      const stats = { clauses: [], bytes: [], lemmas: [], needed: [], plain: [], logged: [], forward: [], backward: [], verified: 0 };
      for (const [i, grid] of grids.entries()) {
        const solution = (await route.solve(grid)).solution;
        const puzzle = claim === 'none' ? withWrongGiven(grid, solution) : grid;
        const built = certificateFormula(puzzle, encoding);
        const sources = claim === 'none' ? [built.formula] : [built.formula, blockingSource(puzzle, solution, built)];
        const cnf = join(temp, 'formula.cnf');
        const proof = join(temp, 'proof.drat');
        const bytes = await dimacsBytes(sources);
        writeFileSync(cnf, bytes);
        const runs =
          i % 2 === 0
            ? [
                ['plain', [cnf]],
                ['logged', [cnf, proof]],
              ]
            : [
                ['logged', [cnf, proof]],
                ['plain', [cnf]],
              ];
        for (const [kind, args] of runs) {
          const r = time(['-q', ...args]);
          if (r.status !== 20) throw new Error(`${name} #${i + 1}: cadical exited ${r.status}, expected 20 (unsatisfiable)`);
          stats[kind].push(r.ms);
        }
        const clauses = parseDimacs(bytes.toString('latin1')).clauses;
        const proofBytes = readFileSync(proof);
        const modes = i % 2 === 0 ? ['forward', 'backward'] : ['backward', 'forward'];
        const reports = Object.fromEntries(modes.map((mode) => [mode, checkProof(clauses, proofBytes, 'drat-binary', mode)]));
        if (reports.forward.verdict === 'verified' && reports.backward.verdict === 'verified') stats.verified++;
        else problems++;
        stats.clauses.push(clauses.length);
        stats.bytes.push(statSync(proof).size);
        stats.lemmas.push(reports.forward.lemmas);
        stats.needed.push(reports.backward.checked);
        stats.forward.push(reports.forward.seconds * 1000);
        stats.backward.push(reports.backward.seconds * 1000);
      }
      const ms = (x) => x.toFixed(1);
      rows.push([
        name,
        label,
        String(grids.length),
        Math.round(median(stats.clauses)).toLocaleString('en-US'),
        `${Math.round(median(stats.bytes)).toLocaleString('en-US')} / ${Math.max(...stats.bytes).toLocaleString('en-US')}`,
        `${Math.round(median(stats.lemmas)).toLocaleString('en-US')} / ${Math.max(...stats.lemmas).toLocaleString('en-US')}`,
        `${Math.round(median(stats.needed)).toLocaleString('en-US')}`,
        ms(median(stats.plain)),
        ms(median(stats.logged)),
        (median(stats.logged) / median(stats.plain)).toFixed(2),
        `${ms(median(stats.forward))} / ${ms(Math.max(...stats.forward))}`,
        `${ms(median(stats.backward))} / ${ms(Math.max(...stats.backward))}`,
        `${stats.verified}/${grids.length}`,
      ]);
      console.error(`${name}, ${label}: done`);
    }
  }
} finally {
  await route.close();
  rmSync(temp, { recursive: true, force: true });
}

console.log(
  `Machine: ${machine()}. Command: \`node bench/proofs.mjs\`. cadical ${spawnSync('cadical', ['--version'], { encoding: 'utf8' }).stdout.trim()} (Debian), binary DRAT.`,
);
console.log('Per puzzle: the formula `unique --proof` hands the solver (for "no solution", the puzzle\'s formula alone); cadical run as a');
console.log('process without and with a proof file, one after the other, order alternating (wall time, process start included);');
console.log(
  "sudocnf's checker in this process, forward (every lemma) and backward (only the lemmas the empty clause needs), one after the other,",
);
console.log('order alternating (medians; "/ max" where given).\n');
console.log(
  table(
    [
      'set',
      'encoding',
      'puzzles',
      'clauses',
      'proof bytes (median / max)',
      'lemmas (median / max)',
      'needed, backward (median)',
      'cadical ms',
      'with proof ms',
      'ratio',
      'check forward ms (median / max)',
      'check backward ms',
      'verified',
    ],
    rows,
  ),
);
if (problems > 0) {
  console.error(`${problems} proofs were rejected`);
  process.exit(1);
}
