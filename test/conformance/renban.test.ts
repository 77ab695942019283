// Renban lines: different values in a run of consecutive ones, in any order; the puzzles
// published with them.
import { describe, expect, it } from 'vitest';
import type { Renban } from '../../src/core/rules/renban.js';
import { toDimacs } from '../../src/index.js';
import { expectCountsOf, expectPublishedUnique } from '../variant-checks.js';

/** Lines of a 4x4 (cells r1c1 = 0 … r4c4 = 15). */
const LINES: Renban[][] = [
  [{ kind: 'renban', cells: [0, 5, 10] }],
  [
    { kind: 'renban', cells: [4, 9] },
    { kind: 'renban', cells: [2, 7, 11] },
  ],
];

describe('renban lines', () => {
  it('count on 4x4 grids equals the solutions a brute force finds, under every encoding and treatment of givens', async () => {
    for (const rules of LINES)
      await expectCountsOf(rules, (cells) =>
        rules.every((rule) => {
          const values = rule.cells.map((c) => cells[c]!);
          return new Set(values).size === values.length && Math.max(...values) - Math.min(...values) === values.length - 1;
        }),
      );
  });

  it('is an all-different unit and a pair relation (every two values less than the line’s length apart) in the header', async () => {
    const cnf = await toDimacs({ givens: new Array(16).fill(0), box: '2x2', rules: LINES[0]! });
    expect(cnf).toMatch(/^c rule: renban lines: family renban-amo, 1 unit/m);
    expect(cnf).toMatch(/^c rule: renban: family renban, 3 cell pairs/m);
  });

  it('the six published puzzles of renban (dclamage/SudokuVariantSolverJS, CC BY 4.0) are unique with their published solutions', async () => {
    await expectPublishedUnique('renban-dclamage.json', 6);
  });
});
