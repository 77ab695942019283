import { markedCellsForm } from './marked-cells.js';
import type { RuleKind } from './rule.js';

export type Odd = { kind: 'odd'; cells: readonly number[] };

/** The even values of 1..n, which odd cells keep out. */
const evenValues = (n: number) => Array.from({ length: Math.floor(n / 2) }, (_, i) => 2 * i + 2);

/** Odd cells: each holds an odd value. */
export const odd: RuleKind<Odd> = {
  kind: 'odd',
  label: () => 'odd cell',
  family: 'odd',
  problem: ({ cells }, { n }) => {
    if (cells.length === 0) return 'an odd rule marks at least one cell';
    if (cells.some((c) => !Number.isInteger(c) || c < 0 || c >= n * n)) return `odd cells lie in the ${n}x${n} grid`;
    if (new Set(cells).size !== cells.length) return 'an odd rule names a cell twice';
    return undefined;
  },
  excluded: ({ cells }, { n }) => cells.map((cell) => ({ cell, values: evenValues(n) })),
  listed: { cells: (rule) => rule.cells, unordered: true, make: (cells) => ({ kind: 'odd', cells }) },
  fpuzzles: markedCellsForm('odd', 'an odd cell', (cells) => ({ kind: 'odd', cells })),
  example: ({ n }) => ({ kind: 'odd', cells: [0, n + 2] }),
  description: 'an odd cell holds an odd value',
  drawing: 'cell',
  mark: () => ({ fill: 'none', text: '', symbol: 'circle' }),
};
