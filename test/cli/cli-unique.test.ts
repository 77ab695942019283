import { describe, expect, it } from 'vitest';
import { parsePuzzles } from '../../src/formats/read.js';
import { type Grid, verify } from '../../src/core/grid.js';
import { readRecords, runCli } from '../helpers.js';

const INKALA = 'puzzles/inkala-2012.txt';
const line = (text: string): Grid => {
  const e = parsePuzzles(text).entries[0]!;
  if (!e.ok) throw new Error(e.error.toString());
  return e.grid;
};

describe('sudocnf unique', () => {
  it("says unique for Inkala's puzzle, exit 0, with the solution", () => {
    const r = runCli(['unique', INKALA, '--format', 'line']);
    expect(r).toMatchObject({
      status: 0,
      stdout: 'unique\n812753649943682175675491283154237896369845721287169534521974368438526917796318452\n',
    });
  });

  it.each(['cadical', 'minisat', 'dlx'])('--solver %s: multiple shows two different verified solutions, exit 1', (solver) => {
    const r = runCli(['unique', 'puzzles/tdoku_test_puzzles.txt', '--index', '37', '--format', 'line', '--solver', solver]);
    expect(r.status).toBe(1);
    const [verdict, a, b] = r.stdout.trim().split('\n');
    expect(verdict).toBe('multiple');
    expect(a).not.toBe(b);
    const puzzle = line(runCli(['show', 'puzzles/tdoku_test_puzzles.txt', '--index', '37', '--format', 'line']).stdout);
    for (const s of [a!, b!]) expect(verify(puzzle, line(s))).toEqual({ ok: true });
  });

  it('none: exit 1; a limit: unknown, exit 3', () => {
    expect(runCli(['unique', 'puzzles/unsolvable-16x16.txt'])).toMatchObject({ status: 1, stdout: 'none\n' });
    expect(runCli(['unique', INKALA, '--solver', 'dlx', '--node-limit', '5'])).toMatchObject({
      status: 3,
      stdout: 'unknown: node limit reached after 5 nodes\n',
    });
  });

  it('a batch: one verdict per puzzle and a summary; --stats times both phases', () => {
    const r = runCli(['unique', 'puzzles/counts.txt', '--stats']);
    expect(r.status).toBe(1);
    const verdicts = r.stdout
      .trim()
      .split('\n')
      .map((l) => l.split(' ')[1]);
    // What the file states, puzzle by puzzle (9x9, 16x16 and the rectangular ones).
    const stated = readRecords('puzzles/counts.txt').map((p) =>
      p.expectedCount === 0 ? 'none' : p.expectedCount === 1 ? 'unique' : 'multiple',
    );
    expect(verdicts).toEqual(stated);
    expect(stated.filter((v) => v === 'unique')).toHaveLength(23);
    expect(stated.filter((v) => v === 'multiple')).toHaveLength(20);
    expect(stated.filter((v) => v === 'none')).toHaveLength(12);
    expect(r.stderr).toMatch(
      /counts\.txt#1: unique; formula 729 variables, 11,988 clauses \(givens: assumptions\); first answer [\d.]+ ms, proof of no second solution [\d.]+ ms/,
    );
    expect(r.stderr).toMatch(/55 puzzles: 23 unique, 20 multiple, 12 none, 0 unknown, 0 bad input, 0 solver errors; /);
  });
});

describe('sudocnf count', () => {
  it.each([[[]], [['--solver', 'dlx']], [['--solver', 'minisat']], [['--amo', 'commander', '--encoding', 'minimal']]])(
    'the empty 4x4 has 288 solutions %j',
    (args) => {
      expect(runCli(['count', 'puzzles/empty-4x4.txt', ...args])).toMatchObject({ status: 0, stdout: '288\n' });
    },
  );

  it('reports "at least N" at the cap, and the reason when a limit stopped it', () => {
    expect(runCli(['count', 'puzzles/empty-4x4.txt', '--max', '10'])).toMatchObject({ status: 0, stdout: 'at least 10\n' });
    const r = runCli(['count', 'puzzles/empty-4x4.txt', '--solver', 'dlx', '--node-limit', '40']);
    expect(r).toMatchObject({
      status: 3,
      stdout: expect.stringMatching(/^at least \d+ \(stopped: node limit reached after 40 nodes\)\n$/),
    });
  });

  it('counts a batch exactly when below the cap', () => {
    const r = runCli(['count', 'puzzles/tdoku_test_puzzles.txt', '--format', 'json']);
    const counts = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { count: number; complete: boolean });
    expect(
      counts
        .map((c) => c.count)
        .sort((a, b) => b - a)
        .slice(0, 3),
    ).toEqual([847, 838, 826]);
    expect(counts.every((c) => c.complete)).toBe(true);
  });
});

describe('sudocnf solve --all', () => {
  it('prints every solution, all different and verified', () => {
    const r = runCli(['solve', 'puzzles/tdoku_test_puzzles.txt', '--index', '37', '--all', '--format', 'line']);
    expect(r.status).toBe(0);
    const solutions = r.stdout.trim().split('\n');
    expect(new Set(solutions).size).toBe(solutions.length);
    expect(solutions.length).toBe(3);
    expect(r.stderr).toMatch(/3 solutions; .*no more solutions/);
  });

  it('stops at --max and says so', () => {
    const r = runCli(['solve', 'puzzles/empty-4x4.txt', '--all', '--max', '5', '--format', 'line', '--solver', 'dlx']);
    expect(r.stdout.trim().split('\n')).toHaveLength(5);
    expect(r.stderr).toMatch(/stopped at the cap \(--max 5\); there may be more/);
  });
});
