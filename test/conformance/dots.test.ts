// Kropki dots and XV marks: their numbers (any difference, any ratio, any sum), the puzzles
// published with them, and how each format writes them.
import { describe, expect, it } from 'vitest';
import type { BlackDot } from '../../src/core/rules/black-dot.js';
import type { WhiteDot } from '../../src/core/rules/white-dot.js';
import type { XV } from '../../src/core/rules/xv.js';
import { runCli } from '../helpers.js';
import { expectCountsOf, expectPublishedUnique } from '../variant-checks.js';

/** Marks of a 4x4 (cells r1c1 = 0 … r4c4 = 15) with numbers other than their defaults, and the default ones. */
const MARKED: (WhiteDot | BlackDot | XV)[][] = [
  [{ kind: 'white-dot', cells: [0, 1], difference: 2 }],
  [
    { kind: 'white-dot', cells: [5, 6], difference: 3 },
    { kind: 'black-dot', cells: [0, 4], ratio: 3 },
  ],
  [
    { kind: 'black-dot', cells: [10, 14], ratio: 4 },
    { kind: 'xv', cells: [1, 2], sum: 5 },
    { kind: 'xv', cells: [12, 13], sum: 7 },
  ],
  [
    { kind: 'white-dot', cells: [2, 3], difference: 1 },
    { kind: 'black-dot', cells: [8, 9], ratio: 2 },
    { kind: 'xv', cells: [14, 15], sum: 3 },
  ],
];

describe('Kropki dots and XV marks', () => {
  it('count on 4x4 grids with any numbers equals the solutions a brute force finds, under every encoding and treatment of givens', async () => {
    // The brute force checks the marks on every complete 4x4 grid, written here from the rules.
    for (const rules of MARKED)
      await expectCountsOf(rules, (cells) =>
        rules.every((rule) => {
          const [a, b] = [cells[rule.cells[0]!]!, cells[rule.cells[1]!]!];
          if (rule.kind === 'white-dot') return Math.abs(a - b) === rule.difference;
          if (rule.kind === 'black-dot') return a === rule.ratio * b || b === rule.ratio * a;
          return a + b === rule.sum;
        }),
      );
  });

  it('the five published puzzles of dots and XV marks (dclamage/SudokuVariantSolverJS, CC BY 4.0) are unique with their published solutions', async () => {
    await expectPublishedUnique('dots-xv-dclamage.json', 5);
  });

  it('ids and documents carry a mark’s number; f-puzzles writes a dot’s only where it is not the default, and XV only as X or V', () => {
    const doc = (rules: string) => `sudocnf: 1\nsize: 4\ngrid: ["....", "....", "....", "...."]\nrules:\n${rules}`;
    const shown = runCli(['show', '--format', 'document', '-'], {
      input: doc('  - {white-dot: [r1c1, r1c2], difference: 2}\n  - {black-dot: [r2c1, r1c1]}\n  - "xv:7:r3c3,r3c4"\n'),
    });
    expect(shown.status).toBe(0);
    expect(shown.stdout).toContain('{white-dot: [r1c1, r1c2], difference: 2}');
    expect(shown.stdout).toContain('{black-dot: [r1c1, r2c1], ratio: 2}');
    expect(shown.stdout).toContain('{xv: [r3c3, r3c4], sum: 7}');
    const fpuzzles = runCli(['show', '--format', 'fpuzzles', '-'], {
      input: doc('  - {white-dot: [r1c1, r1c2], difference: 2}\n  - {black-dot: [r2c1, r1c1]}\n'),
    });
    const written = JSON.parse(fpuzzles.stdout);
    expect([written.difference, written.ratio]).toEqual([[{ cells: ['R1C1', 'R1C2'], value: '2' }], [{ cells: ['R1C1', 'R2C1'] }]]);
    const odd = runCli(['show', '--format', 'fpuzzles', '-'], { input: doc('  - {xv: [r1c1, r1c2], sum: 7}\n') });
    expect([odd.status, odd.stderr]).toEqual([2, expect.stringContaining('f-puzzles writes XV marks of X (10) and V (5), not of 7')]);
  });

  it('refuses marks that are not between two cells side by side, and numbers out of range, where they are written', () => {
    const doc = (rule: string) => `sudocnf: 1\nsize: 4\ngrid: ["....", "....", "....", "...."]\nrules:\n  - ${rule}\n`;
    for (const [rule, message] of [
      ['{white-dot: [r1c1, r2c2]}', 'a white dot lies between two cells side by side'],
      ['{black-dot: [r1c1, r1c2, r1c3]}', 'a black dot lies between two cells'],
      ['{white-dot: [r1c1, r1c2], difference: 4}', "a white dot's difference is 1..3, not 4"],
      ['{black-dot: [r1c1, r1c2], ratio: 1}', "a black dot's ratio is 2..4, not 1"],
      ['{xv: [r1c1, r1c2]}', 'an XV mark is written xv:<sum>:<cells> (X is 10, V is 5)'],
      ['{xv: [r1c1, r1c2], sum: ten}', "an xv's sum is a whole number"],
    ]) {
      const r = runCli(['solve', '-'], { input: doc(rule!) });
      expect([rule, r.status, r.stderr]).toEqual([
        rule,
        2,
        expect.stringMatching(new RegExp(`^<stdin>:\\d+:\\d+: .*${message!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
      ]);
    }
  });
});
