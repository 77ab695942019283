// Double arrows, zipper lines, nabner lines, parity lines and slow thermometers: counts on small
// grids against a brute force, and the puzzles published with them.
import { describe, it } from 'vitest';
import type { DoubleArrow } from '../../src/core/rules/double-arrow.js';
import type { Nabner } from '../../src/core/rules/nabner.js';
import type { ParityLine } from '../../src/core/rules/parity-line.js';
import type { SlowThermometer } from '../../src/core/rules/slow-thermometer.js';
import type { Zipper } from '../../src/core/rules/zipper.js';
import { expectCountsOf, expectPublishedUnique } from '../variant-checks.js';

type Kind = DoubleArrow | Zipper | Nabner | ParityLine | SlowThermometer;

/** Lines of a 4x4 (cells r1c1 = 0 … r4c4 = 15). */
const RULES: Kind[][] = [
  [{ kind: 'double-arrow', cells: [0, 1, 2, 3] }],
  [{ kind: 'double-arrow', cells: [4, 8, 13] }],
  [{ kind: 'zipper', cells: [0, 1, 2, 6, 7] }],
  [{ kind: 'zipper', cells: [12, 8, 9, 13] }],
  [{ kind: 'nabner', cells: [0, 5] }],
  [{ kind: 'parity', cells: [0, 1, 5, 9, 10] }],
  [{ kind: 'slow-thermometer', cells: [12, 8, 5, 6] }],
  [
    { kind: 'slow-thermometer', cells: [0, 4] },
    { kind: 'parity', cells: [3, 7, 11] },
    { kind: 'nabner', cells: [14, 15] },
  ],
];

const total = (cells: Uint16Array, of: readonly number[]) => of.reduce((t, c) => t + cells[c]!, 0);

/** Whether a complete 4x4 keeps a line, written here from the rules. */
function holds(rule: Kind, cells: Uint16Array): boolean {
  const line = rule.cells;
  const values = line.map((c) => cells[c]!);
  switch (rule.kind) {
    case 'double-arrow':
      return total(cells, line.slice(1, -1)) === cells[line[0]!]! + cells[line.at(-1)!]!;
    case 'zipper': {
      const half = Math.floor(line.length / 2);
      const sums = line.slice(0, half).map((c, i) => cells[c]! + cells[line.at(-1 - i)!]!);
      const target = line.length % 2 === 1 ? cells[line[half]!]! : sums[0]!;
      return sums.every((s) => s === target);
    }
    case 'nabner':
      return values.every((a, i) => values.slice(i + 1).every((b) => Math.abs(a - b) > 1));
    case 'parity':
      return values.every((v, i) => i === 0 || v % 2 !== values[i - 1]! % 2);
    case 'slow-thermometer':
      return values.every((v, i) => i === 0 || v >= values[i - 1]!);
  }
}

describe('double arrows, zipper, nabner and parity lines, slow thermometers', () => {
  it('count on 4x4 grids equals the solutions a brute force finds, under every encoding and treatment of givens', async () => {
    for (const rules of RULES) await expectCountsOf(rules, (cells) => rules.every((rule) => holds(rule, cells)));
  });

  it('the two published puzzles with zipper lines, nabner lines and double arrows (dclamage/SudokuVariantSolverJS, CC BY 4.0) are unique with their published solutions', async () => {
    await expectPublishedUnique('zipper-nabner-dclamage.json', 2);
  });
});
