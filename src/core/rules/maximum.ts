import type { PairRelation, RuleKind } from './rule.js';
import { orthogonalNeighbours, markedCellsForm } from './marked-cells.js';

export type Maximum = { kind: 'maximum'; cells: readonly number[] };

/** A marked cell (read first) not above its neighbour. */
const notAbove: PairRelation = (a, b) => a <= b;

/**
 * Maximum cells: each holds a larger value than each of its orthogonal neighbours that is not one
 * of them (marked cells side by side form one area, as f-puzzles has it).
 */
export const maximum: RuleKind<Maximum> = {
  kind: 'maximum',
  label: () => 'maximum cells',
  family: 'maximum',
  problem: ({ cells }, { n }) => {
    if (cells.length === 0) return 'a maximum rule marks at least one cell';
    if (cells.some((c) => !Number.isInteger(c) || c < 0 || c >= n * n)) return `maximum cells lie in the ${n}x${n} grid`;
    if (new Set(cells).size !== cells.length) return 'a maximum rule names a cell twice';
    return undefined;
  },
  pairs: ({ cells }, { n }) => {
    const marked = new Set(cells);
    return cells.flatMap((cell) =>
      orthogonalNeighbours(cell, n)
        .filter((b) => !marked.has(b))
        .map((b) => [cell, b] as [number, number]),
    );
  },
  comparisons: ({ cells }, { n }) => {
    const marked = new Set(cells);
    return cells.flatMap((cell) =>
      orthogonalNeighbours(cell, n)
        .filter((b) => !marked.has(b))
        .map((b) => ({ lower: b, higher: cell, strict: true })),
    );
  },
  forbids: () => notAbove,
  listed: { cells: (rule) => rule.cells, unordered: true, make: (cells) => ({ kind: 'maximum', cells }) },
  fpuzzles: markedCellsForm('maximum', 'a maximum cell', (cells) => ({ kind: 'maximum', cells })),
  example: ({ n }) => ({ kind: 'maximum', cells: [n + 1, n + 2] }),
  description: 'a maximum cell holds a larger value than each orthogonal neighbour that is not a maximum cell',
  drawing: 'cell',
  mark: () => ({ fill: 'none', text: '', symbol: 'chevrons-out' }),
};
