// Whispers lines: any difference (German 5 and Dutch 4 on 9x9), the puzzles published with them,
// and how each format writes them.
import { describe, expect, it } from 'vitest';
import type { Whispers } from '../../src/core/rules/whispers.js';
import { runCli } from '../helpers.js';
import { expectUniqueAsPublished } from '../iss-corpus.js';
import { expectCountsOf, expectPublishedUnique } from '../variant-checks.js';

/** Lines of a 4x4 (cells r1c1 = 0 … r4c4 = 15), each with its difference. */
const LINES: Whispers[][] = [
  [{ kind: 'whispers', cells: [0, 1, 5], difference: 2 }],
  [{ kind: 'whispers', cells: [4, 9, 14, 15], difference: 1 }],
  [
    { kind: 'whispers', cells: [3, 6, 9], difference: 3 },
    { kind: 'whispers', cells: [12, 13], difference: 2 },
  ],
  // A line that passes through a cell again (as ISS's lines may): each two neighbours along it.
  [{ kind: 'whispers', cells: [1, 2, 6, 5, 1], difference: 2 }],
  [{ kind: 'whispers', cells: [2, 6, 5, 9, 5], difference: 2 }],
];

describe('whispers lines', () => {
  it('count on 4x4 grids with any difference equals the solutions a brute force finds, under every encoding and treatment of givens', async () => {
    for (const rules of LINES)
      await expectCountsOf(rules, (cells) =>
        rules.every((rule) => rule.cells.every((c, i) => i === 0 || Math.abs(cells[c]! - cells[rule.cells[i - 1]!]!) >= rule.difference)),
      );
  });

  it('the five published puzzles of whispers (dclamage/SudokuVariantSolverJS, CC BY 4.0) are unique with their published solutions', async () => {
    await expectPublishedUnique('whispers-dclamage.json', 5);
  });

  it("a line through a cell again: ISS's 'Merry X/V-mas' is unique with its published solution; a line longer than the grid's cells is refused", async () => {
    await expectUniqueAsPublished('Merry X/V-mas', (grid) =>
      grid.shape.rules.some((r) => r.kind === 'whispers' && new Set(r.cells).size < r.cells.length),
    );
    const cells = Array.from({ length: 17 }, (_, i) => (i % 2 === 0 ? 'r1c1' : 'r1c2')).join(', ');
    const r = runCli(['show', '-'], {
      input: `sudocnf: 1\nsize: 4\ngrid: ["....", "....", "....", "...."]\nrules: [{whispers: [${cells}]}]\n`,
    });
    expect([r.status, r.stderr.split('\n')[0]]).toEqual([
      2,
      '<stdin>:4:9: a whispers line runs through at most 16 cells, a cell it passes again counted again',
    ]);
  });

  it('a line without a difference is German (5 on 9x9, 2 on 4x4); f-puzzles writes a difference only where it is another (Dutch: 4)', () => {
    const doc = (size: number, rules: string) =>
      `sudocnf: 1\nsize: ${size}\ngrid: [${Array.from({ length: size }, () => `"${'.'.repeat(size)}"`).join(', ')}]\nrules:\n${rules}`;
    const shown = runCli(['show', '--format', 'document', '-'], {
      input: doc(9, '  - {whispers: [r1c1, r1c2, r2c3]}\n  - "whispers:4:r5c5,r6c6"\n'),
    });
    expect(shown.status).toBe(0);
    expect(shown.stdout).toContain('{whispers: [r1c1, r1c2, r2c3], difference: 5}');
    expect(shown.stdout).toContain('{whispers: [r5c5, r6c6], difference: 4}');
    const written = JSON.parse(
      runCli(['show', '--format', 'fpuzzles', '-'], {
        input: doc(9, '  - {whispers: [r1c1, r1c2]}\n  - {whispers: [r5c5, r6c6], difference: 4}\n'),
      }).stdout,
    );
    expect(written.whispers).toHaveLength(2);
    expect(written.whispers).toEqual(expect.arrayContaining([{ lines: [['R1C1', 'R1C2']] }, { lines: [['R5C5', 'R6C6']], value: '4' }]));
    expect(runCli(['show', '--format', 'document', '-'], { input: doc(4, '  - {whispers: [r1c1, r1c2]}\n') }).stdout).toContain(
      '{whispers: [r1c1, r1c2], difference: 2}',
    );
    const far = runCli(['solve', '-'], { input: doc(4, '  - {whispers: [r1c1, r3c3]}\n') });
    expect([far.status, far.stderr]).toEqual([
      2,
      expect.stringMatching(/^<stdin>:5:5: .*each cell of a whispers line touches the one before it/),
    ]);
  });
});
