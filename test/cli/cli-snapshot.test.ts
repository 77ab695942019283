import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, sample } from '../helpers.js';

// Every command's output on the sample puzzles, recorded in test/snapshots/cli/. A change that
// alters what a user sees shows up here; `npx vitest run test/cli/cli-snapshot.test.ts -u` records
// an intended change, which the diff then documents. Timings are masked: they are not behaviour.

const scratch = mkdtempSync(join(tmpdir(), 'sudocnf-snapshot-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A solver answer for `decode`: the model of Inkala's puzzle, written as a competition solver would. */
function inkalaModel(): string {
  const solved = runCli(['solve', 'puzzles/inkala-2012.txt', '--format', 'line']).stdout.trim();
  const lits: number[] = [];
  for (let cell = 0; cell < 81; cell++) {
    for (let v = 1; v <= 9; v++) lits.push(Number(solved[cell]) === v ? cell * 9 + v : -(cell * 9 + v));
  }
  const file = join(scratch, 'inkala.out');
  writeFileSync(file, `s SATISFIABLE\nv ${lits.join(' ')} 0\n`);
  return file;
}

const CASES: Record<string, string[]> = {
  'solve-inkala': ['solve', 'puzzles/inkala-2012.txt'],
  'solve-inkala-dtu': ['solve', 'puzzles/inkala-2012.dtu', '--format', 'dtu'],
  'solve-top95-line': ['solve', 'puzzles/top95.txt', '--format', 'line'],
  'solve-top95-dlx': ['solve', 'puzzles/top95.txt', '--solver', 'dlx', '--format', 'line'],
  'solve-hardest-minisat': ['solve', 'puzzles/hardest.txt', '--solver', 'minisat', '--format', 'line'],
  'solve-16x16': ['solve', 'puzzles/sample-16x16.txt'],
  'solve-25x25-json': ['solve', 'puzzles/sample-25x25.txt', '--format', 'json'],
  'solve-unsolvable': ['solve', 'puzzles/unsolvable-16x16.txt'],
  'solve-all-empty-4x4': ['solve', 'puzzles/empty-4x4.txt', '--all', '--max', '5', '--format', 'line'],
  'solve-units-sequential': ['solve', 'puzzles/famous_hard.txt', '--givens', 'units', '--amo', 'sequential', '--format', 'line'],
  'unique-tdoku': ['unique', 'puzzles/tdoku_test_puzzles.txt', '--format', 'line'],
  'unique-empty-4x4': ['unique', 'puzzles/empty-4x4.txt'],
  'unique-dlx': ['unique', 'puzzles/famous_hard.txt', '--solver', 'dlx', '--format', 'line'],
  'count-empty-4x4': ['count', 'puzzles/empty-4x4.txt', '--max', '1000'],
  'count-tdoku': ['count', 'puzzles/tdoku_test_puzzles.txt', '--max', '3'],
  'encode-inkala': ['encode', 'puzzles/inkala-2012.txt'],
  'encode-minimal-units': ['encode', 'puzzles/inkala-2012.txt', '--encoding', 'minimal', '--amo', 'sequential', '--givens', 'units'],
  'encode-propagate-compact': ['encode', 'puzzles/sample-16x16.txt', '--propagate', 'box-line', '--compact', '--amo', 'commander'],
  'encode-assumptions': ['encode', 'puzzles/inkala-2012.txt', '--givens', 'assumptions', '--encoding', 'dtu', '--amo', 'binary'],
  'stats-default': ['stats'],
  'stats-compare': ['stats', '--k', '2..5', '--encoding', 'minimal,extended', '--amo', 'pairwise,sequential,product'],
  'stats-json': ['stats', '--k', '3', '--format', 'json'],
  'stats-puzzle': ['stats', 'puzzles/sample-16x16.txt', '--propagate', 'box-line'],
  'show-grid': ['show', 'puzzles/inkala-2012.txt', '--format', 'grid'],
  'show-json': ['show', 'puzzles/sample-16x16.txt', '--format', 'json'],
  'show-dtu': ['show', 'puzzles/inkala-2012.txt', '--format', 'dtu'],
  'generate-9x9': ['generate', '--k', '3', '--seed', '1'],
  'generate-4x4-count': ['generate', '--k', '2', '--seed', '3', '--count', '3', '--symmetry', 'rotational'],
  'generate-16x16': ['generate', '--k', '4', '--seed', '2', '--givens', '150'],
  'rate-famous': ['rate', 'puzzles/famous_hard.txt'],
  'rate-json': ['rate', 'puzzles/inkala-2012.txt', '--format', 'json'],
  'error-missing-file': ['solve', 'puzzles/no-such-file.txt'],
  'error-encoding': ['encode', 'puzzles/inkala-2012.txt', '--encoding', 'bogus'],
  'error-solver-and-cmd': ['solve', 'puzzles/inkala-2012.txt', '--solver', 'minisat', '--solver-cmd', 'cadical'],
  'error-conflicts-minisat': ['solve', 'puzzles/inkala-2012.txt', '--solver', 'minisat', '--conflicts', '10'],
  'error-node-limit-sat': ['solve', 'puzzles/inkala-2012.txt', '--node-limit', '10'],
  'error-bad-row': ['solve', '-'],
};

/** Masks what varies from run to run: seconds, rates and the scratch folder. */
function stable(text: string): string {
  return text
    .replaceAll(scratch, '<scratch>')
    .replace(/\d[\d,]*\.\d+(?= ?(s|ms|puzzles\/s)\b)/g, '<t>')
    .replace(/"(\w*[sS]econds)": [\d.e-]+/g, '"$1": <t>');
}

// npm test compares an evenly spread third of the cases (every command among them), test:full all.
const CHECKED = sample(Object.entries(CASES), 14);

describe('command output on the sample puzzles', () => {
  it('npm test checks every command', () => {
    expect(new Set(CHECKED.map(([, args]) => args[0]))).toEqual(new Set(Object.values(CASES).map((args) => args[0])));
  });

  for (const [name, args] of CHECKED) {
    it(name, async () => {
      const input = name === 'error-bad-row' ? '12345678\n' : '';
      const r = runCli(args, { input });
      const text = `$ sudocnf ${args.join(' ')}\nexit ${r.status}\n--- stdout\n${stable(r.stdout)}--- stderr\n${stable(r.stderr)}`;
      await expect(text).toMatchFileSnapshot(`../snapshots/cli/${name}.txt`);
    });
  }

  it('decode', async () => {
    const args = ['decode', 'puzzles/inkala-2012.txt', inkalaModel()];
    const r = runCli(args);
    const text = `$ sudocnf ${args.join(' ')}\nexit ${r.status}\n--- stdout\n${stable(r.stdout)}--- stderr\n${stable(r.stderr)}`;
    await expect(stable(text)).toMatchFileSnapshot('../snapshots/cli/decode.txt');
  });
});
