import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCombinations } from '../../src/options/combinations.js';
import { optionsOf } from '../../src/options/schema.js';
import { readValue } from '../../src/options/values.js';
import { FULL, refusal, runCli, sample } from '../helpers.js';

const temp = mkdtempSync(join(tmpdir(), 'sudocnf-jobs-test-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** The summary line without its clock: what must not depend on --jobs. */
const untimed = (stderr: string) => stderr.replace(/; [\d.]+ s, [\d.]+ puzzles\/s with /g, '; … with ');

const lines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'));

// More than one block of 256: top95 three times, then the counts corpus (puzzles with many
// solutions, where the solution printed depends on what the solver saw before), one bad line
// and the unsolvable 16×16 in line form.
const batch = join(temp, 'mixed.txt');
writeFileSync(
  batch,
  `${[
    ...lines('puzzles/top95.txt'),
    ...lines('puzzles/top95.txt'),
    ...lines('puzzles/top95.txt'),
    ...lines('puzzles/counts.txt').map((l) => l.split(':')[0]),
    '12345',
    ...lines('puzzles/tdoku_test_puzzles.txt').slice(0, 20),
  ].join('\n')}\n`,
);

describe('--jobs N', () => {
  it.each([['solve'], ['unique'], ['count', '--max', '20']])(
    '%s prints the same bytes and exit code with 1 and 2 jobs (and 3)',
    (...args) => {
      const one = runCli([...args, batch, '--jobs', '1']);
      expect(one.status).toBe(2); // the bad line
      expect(one.stdout.split('\n').length).toBeGreaterThan(300);
      // More jobs than cores run as many as there are cores: npm run test:full tries 3 as well.
      for (const jobs of FULL ? ['2', '3'] : ['2']) {
        const many = runCli([...args, batch, '--jobs', jobs]);
        expect(many.status).toBe(one.status);
        expect(many.stdout).toBe(one.stdout);
        expect(untimed(many.stderr)).toBe(untimed(one.stderr));
      }
    },
  );

  it('the other routes and JSON too', () => {
    for (const solver of sample(['dlx', 'tactics', 'minisat'], 2)) {
      const one = runCli(['solve', 'puzzles/top95.txt', '--solver', solver, '--format', 'json']);
      expect(one.status).toBe(0);
      expect(runCli(['solve', 'puzzles/top95.txt', '--solver', solver, '--format', 'json', '--jobs', '2']).stdout).toBe(one.stdout);
    }
  });

  it('relays a puzzle’s solver error from a worker thread as one thread reports it', () => {
    // The embedded CaDiCaL refuses a 64×64 with pairwise groups (its heap): a solver error per puzzle.
    const file = join(temp, 'big.txt');
    writeFileSync(file, `${'.'.repeat(4096)}\n${'.'.repeat(4096)}\n`);
    const args = ['solve', file, '--amo', 'pairwise', '--givens', 'units'];
    const one = runCli(args);
    const two = runCli([...args, '--jobs', '2']);
    expect(one.status).toBe(4);
    expect(one.stdout).toBe('1 solver error\n2 solver error\n');
    expect(two.status).toBe(one.status);
    expect(two.stdout).toBe(one.stdout);
    expect(untimed(two.stderr)).toBe(untimed(one.stderr));
    expect(one.stderr).toContain('big.txt#1: cadical: the formula (262,144 variables, 33,046,528 clauses) would need about 4,370 MB');
  });

  it('runs one puzzle as usual, and refuses what it cannot split', () => {
    expect(runCli(['solve', 'puzzles/inkala-2012.txt', '--jobs', '2', '--format', 'line'])).toMatchObject({
      status: 0,
      stdout: '812753649943682175675491283154237896369845721287169534521974368438526917796318452\n',
    });
    const proof = runCli(['unique', 'puzzles/top95.txt', '--jobs', '2', '--proof', join(temp, 'p')]);
    expect(proof).toMatchObject({
      status: 2,
      stderr: 'sudocnf: --jobs and --proof exclude each other: certificates are written one puzzle at a time\n',
    });
    // The other refusals in-process: the command line's exit path is the one above.
    expect(refusal(() => checkCombinations('solve', { jobs: 2, solver: 'cadical-bin' }))).toMatch(
      /--jobs runs the embedded solvers.*split the batch with --shard instead/,
    );
    expect(refusal(() => readValue(optionsOf('solve').find((o) => o.key === 'jobs')!, '0', undefined))).toBe(
      "--jobs must be a positive whole number, got '0'",
    );
  });
});
