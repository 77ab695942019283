import { markedCellsForm } from './marked-cells.js';
import type { RuleKind } from './rule.js';

export type Even = { kind: 'even'; cells: readonly number[] };

/** The odd values of 1..n, which even cells keep out. */
const oddValues = (n: number) => Array.from({ length: Math.floor((n + 1) / 2) }, (_, i) => 2 * i + 1);

/** Even cells: each holds an even value. */
export const even: RuleKind<Even> = {
  kind: 'even',
  label: () => 'even cell',
  family: 'even',
  problem: ({ cells }, { n }) => {
    if (cells.length === 0) return 'an even rule marks at least one cell';
    if (cells.some((c) => !Number.isInteger(c) || c < 0 || c >= n * n)) return `even cells lie in the ${n}x${n} grid`;
    if (new Set(cells).size !== cells.length) return 'an even rule names a cell twice';
    return undefined;
  },
  excluded: ({ cells }, { n }) => cells.map((cell) => ({ cell, values: oddValues(n) })),
  listed: { cells: (rule) => rule.cells, unordered: true, make: (cells) => ({ kind: 'even', cells }) },
  fpuzzles: markedCellsForm('even', 'an even cell', (cells) => ({ kind: 'even', cells })),
  example: ({ n }) => ({ kind: 'even', cells: [0, n + 2] }),
  description: 'an even cell holds an even value',
  drawing: 'cell',
  mark: () => ({ fill: 'none', text: '', symbol: 'square' }),
};
