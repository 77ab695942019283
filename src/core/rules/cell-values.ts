import { markedCellsProblem } from './marked-cells.js';
import type { RuleKind } from './rule.js';

/** Cells each of which holds one of the values (a given where there is one value; ISS's candidates of a cell). */
export type CellValues = { kind: 'cell-values'; cells: readonly number[]; values: readonly number[] };

export const cellValues: RuleKind<CellValues> = {
  kind: 'cell-values',
  label: (rule) => `cell of ${rule.values.join(', ')}`,
  family: 'cell-values',
  problem: ({ cells, values }, geometry) => {
    const { n } = geometry;
    if (values.length === 0 || values.some((v) => !Number.isInteger(v) || v < 1 || v > n) || new Set(values).size !== values.length)
      return `a cell-values rule names different values of 1..${n}, at least one`;
    return markedCellsProblem(cells, geometry, 'a cell-values rule');
  },
  excluded: ({ cells, values }, { n }) => {
    const others = Array.from({ length: n }, (_, i) => i + 1).filter((v) => !values.includes(v));
    return cells.map((cell) => ({ cell, values: others }));
  },
  listed: {
    cells: (rule) => rule.cells,
    unordered: true,
    values: { key: 'values', of: (rule) => rule.values },
    make: (cells, _, __, values) =>
      values && values.length > 0
        ? { kind: 'cell-values', cells, values: [...values].sort((a, b) => a - b) }
        : 'a cell-values rule is written cell-values:<values, 1+2>:<cells>',
  },
  // ISS's candidates of a cell (`.~R1C1_1_2`) where no other kind means them (odd and even cells do, listed first).
  iss: { candidates: (cell, values) => ({ kind: 'cell-values', cells: [cell], values: [...values].sort((a, b) => a - b) }) },
  example: ({ n }) => ({ kind: 'cell-values', cells: [0, n + 1], values: [1, 2] }),
  description: 'each marked cell holds one of its values',
  drawing: 'cell',
  mark: (rule) => ({ fill: 'none', text: rule.values.join('') }),
};
