import type { PairRelation, RuleKind } from './rule.js';
import { orthogonalNeighbours, markedCellsForm } from './marked-cells.js';

export type Minimum = { kind: 'minimum'; cells: readonly number[] };

/** A marked cell (read first) not below its neighbour. */
const notBelow: PairRelation = (a, b) => a >= b;

/**
 * Minimum cells: each holds a smaller value than each of its orthogonal neighbours that is not one
 * of them (marked cells side by side form one area, as f-puzzles has it).
 */
export const minimum: RuleKind<Minimum> = {
  kind: 'minimum',
  label: () => 'minimum cells',
  family: 'minimum',
  problem: ({ cells }, { n }) => {
    if (cells.length === 0) return 'a minimum rule marks at least one cell';
    if (cells.some((c) => !Number.isInteger(c) || c < 0 || c >= n * n)) return `minimum cells lie in the ${n}x${n} grid`;
    if (new Set(cells).size !== cells.length) return 'a minimum rule names a cell twice';
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
        .map((b) => ({ lower: cell, higher: b, strict: true })),
    );
  },
  forbids: () => notBelow,
  listed: { cells: (rule) => rule.cells, unordered: true, make: (cells) => ({ kind: 'minimum', cells }) },
  fpuzzles: markedCellsForm('minimum', 'a minimum cell', (cells) => ({ kind: 'minimum', cells })),
  example: ({ n }) => ({ kind: 'minimum', cells: [n + 1, n + 2] }),
  description: 'a minimum cell holds a smaller value than each orthogonal neighbour that is not a minimum cell',
  drawing: 'cell',
  mark: () => ({ fill: 'none', text: '', symbol: 'chevrons-in' }),
};
