// Row, column and box indexers: a marked cell's value names a cell of its column, row or box,
// which holds the marked cell's row, column or place. Counts on small grids against a brute force
// and the published puzzles.
import { describe, it } from 'vitest';
import type { BoxIndexer } from '../../src/core/rules/box-indexer.js';
import type { ColumnIndexer } from '../../src/core/rules/column-indexer.js';
import type { RowIndexer } from '../../src/core/rules/row-indexer.js';
import { expectCountsOf, expectPublishedUnique } from '../variant-checks.js';

type Kind = RowIndexer | ColumnIndexer | BoxIndexer;

/** Indexers of a 4x4 (cells r1c1 = 0 … r4c4 = 15). */
const RULES: Kind[][] = [
  [{ kind: 'row-indexer', cells: [1] }],
  [{ kind: 'column-indexer', cells: [0, 4, 8, 12] }],
  [{ kind: 'box-indexer', cells: [5, 10] }],
  [
    { kind: 'row-indexer', cells: [3] },
    { kind: 'column-indexer', cells: [12] },
  ],
];

/** The cells of each 2x2 box of a 4x4, in reading order. */
const BOXES = [0, 1, 2, 3].map((b) => [0, 1, 4, 5].map((d) => 8 * (b >> 1) + 2 * (b & 1) + d));

/** Whether a complete 4x4 keeps an indexer, written here from the rule. */
function holds(rule: Kind, cells: Uint16Array): boolean {
  return rule.cells.every((cell) => {
    const [r, c, v] = [cell >> 2, cell & 3, cells[cell]!];
    if (rule.kind === 'row-indexer') return cells[(v - 1) * 4 + c] === r + 1;
    if (rule.kind === 'column-indexer') return cells[r * 4 + v - 1] === c + 1;
    const box = BOXES.find((b) => b.includes(cell))!;
    return cells[box[v - 1]!] === box.indexOf(cell) + 1;
  });
}

describe('row, column and box indexers', () => {
  it('count on 4x4 grids equals the solutions a brute force finds, under every encoding and treatment of givens', async () => {
    for (const rules of RULES) await expectCountsOf(rules, (cells) => rules.every((rule) => holds(rule, cells)));
  });

  it('the three published puzzles of them (dclamage/SudokuVariantSolverJS, CC BY 4.0) are unique with their published solutions', async () => {
    await expectPublishedUnique('indexers-dclamage.json', 3);
  });
});
