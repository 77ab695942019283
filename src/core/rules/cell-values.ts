import { markedCellsProblem } from './marked-cells.js';
import { numberOf, type RuleKind } from './rule.js';

/** Cells each of which holds one of the values (a given where there is one value; ISS's candidates of a cell). */
export type CellValues = { kind: 'cell-values'; cells: readonly number[]; values: readonly number[] };

export const cellValues: RuleKind<CellValues> = {
  kind: 'cell-values',
  label: (rule) => `cell of ${rule.values.join(', ')}`,
  family: 'cell-values',
  anyValues: true,
  problem: ({ cells, values }, geometry) => {
    const { n, lowest = 1 } = geometry;
    const top = n + lowest - 1;
    if (values.length === 0 || values.some((v) => !Number.isInteger(v) || v < lowest || v > top) || new Set(values).size !== values.length)
      return `a cell-values rule names different values of ${lowest}..${top}, at least one`;
    return markedCellsProblem(cells, geometry, 'a cell-values rule');
  },
  // Its values are numbers; the cells hold their indices.
  excluded: ({ cells, values }, geometry) => {
    const others = Array.from({ length: geometry.n }, (_, i) => i + 1).filter((v) => !values.includes(numberOf(v, geometry)));
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
  iss: {
    candidates: (cell, values, _, lowest) => ({
      kind: 'cell-values',
      cells: [cell],
      values: values.map((v) => v + lowest - 1).sort((a, b) => a - b),
    }),
  },
  example: ({ n }) => ({ kind: 'cell-values', cells: [0, n + 1], values: [1, 2] }),
  description: 'each marked cell holds one of its values',
  drawing: 'cell',
  mark: (rule) => ({ fill: 'none', text: rule.values.join('') }),
};
