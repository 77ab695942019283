// Entropic lines: any three cells in a row along the line hold one low, one middle and one high
// value. Counts on small grids against a brute force, the groups on every side, and the puzzles
// published with them.
import { describe, expect, it } from 'vitest';
import { type Entropic, entropicGroups } from '../../src/core/rules/entropic.js';
import { expectCountsOf, expectPublishedUnique } from '../variant-checks.js';

/** Lines of a 4x4 (cells r1c1 = 0 … r4c4 = 15), where the groups are {1}, {2, 3}, {4}. */
const LINES: Entropic[][] = [
  [{ kind: 'entropic', cells: [0, 1, 2] }],
  [{ kind: 'entropic', cells: [0, 4, 8, 12] }],
  [
    { kind: 'entropic', cells: [3, 6, 9, 12] },
    { kind: 'entropic', cells: [13, 14, 15, 11, 7] },
  ],
];

const group = (v: number) => (v === 1 ? 0 : v === 4 ? 2 : 1);

/** Whether a complete 4x4 keeps a line: each window of three holds three groups, written here from the rule. */
function holds(rule: Entropic, cells: Uint16Array): boolean {
  const groups = rule.cells.map((c) => group(cells[c]!));
  return groups.every((_, i) => i + 3 > groups.length || new Set(groups.slice(i, i + 3)).size === 3);
}

describe('entropic lines', () => {
  it('count on 4x4 grids equals the solutions a brute force finds, under every encoding and treatment of givens', async () => {
    for (const rules of LINES) await expectCountsOf(rules, (cells) => rules.every((rule) => holds(rule, cells)));
  });

  it('split 1..n into low, middle and high runs, the outer two as long as each other', () => {
    const runs = (n: number) => [0, 1, 2].map((g) => entropicGroups(n).filter((x, v) => v > 0 && x === g).length);
    expect([4, 6, 8, 9, 10, 12, 16].map(runs)).toEqual([
      [1, 2, 1],
      [2, 2, 2],
      [3, 2, 3],
      [3, 3, 3],
      [3, 4, 3],
      [4, 4, 4],
      [5, 6, 5],
    ]);
  });

  it('the three published puzzles with them (dclamage/SudokuVariantSolverJS, CC BY 4.0) are unique with their published solutions', async () => {
    await expectPublishedUnique('entropic-dclamage.json', 3);
  });
});
