// Palindrome and modular lines: counts on small grids against a brute force, and the puzzles
// published with them.
import { describe, it } from 'vitest';
import type { Modular } from '../src/core/rules/modular.js';
import type { Palindrome } from '../src/core/rules/palindrome.js';
import { expectCountsOf, expectPublishedUnique } from './variant-checks.js';

/** Lines of a 4x4 (cells r1c1 = 0 … r4c4 = 15). */
const LINES: (Palindrome | Modular)[][] = [
  [{ kind: 'palindrome', cells: [2, 7, 11, 14, 13] }],
  [{ kind: 'modular', cells: [0, 1, 2, 6] }],
  [
    { kind: 'palindrome', cells: [2, 7, 11, 14, 13] },
    { kind: 'modular', cells: [0, 4, 8] },
  ],
];

/** Whether a complete grid keeps a line's rule, written here from the rules. */
function holds(rule: Palindrome | Modular, cells: Uint16Array): boolean {
  const values = rule.cells.map((c) => cells[c]!);
  if (rule.kind === 'palindrome') return values.every((v, i) => v === values.at(-1 - i));
  return values.every((_, i) => i + 2 >= values.length || new Set(values.slice(i, i + 3).map((v) => v % 3)).size === 3);
}

describe('palindrome and modular lines', () => {
  it('count on 4x4 grids equals the solutions a brute force finds, under every encoding and treatment of givens', async () => {
    for (const rules of LINES) await expectCountsOf(rules, (cells) => rules.every((rule) => holds(rule, cells)));
  });

  it('the three published puzzles of them (dclamage/SudokuVariantSolverJS, CC BY 4.0) are unique with their published solutions', async () => {
    await expectPublishedUnique('palindrome-modular-dclamage.json', 3);
  });
});
