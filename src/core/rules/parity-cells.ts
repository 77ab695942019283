import { markedCellsForm, markedCellsProblem } from './marked-cells.js';
import { numberOf, type RuleKind } from './rule.js';

// What odd and even cells share: marked cells (one rule for all of them), each keeping the values
// of the other parity out.

export type ParityCells<K extends 'odd' | 'even'> = { kind: K; cells: readonly number[] };

/**
 * The values (indices 1..n) whose numbers are of the other parity than the kind's: even numbers for
 * odd cells, odd ones for even cells (on the values 0-8, the indices 1, 3, … hold the even 0, 2, …).
 */
const otherParity = (kind: 'odd' | 'even', n: number, lowest = 1) =>
  Array.from({ length: n }, (_, i) => i + 1).filter((v) => (numberOf(v, { lowest }) % 2 === 0) === (kind === 'odd'));

/** The kind of odd cells or even cells. */
export function parityCellsKind<K extends 'odd' | 'even'>(kind: K): RuleKind<ParityCells<K>> {
  return {
    kind,
    label: () => `${kind} cell`,
    family: kind,
    problem: ({ cells }, geometry) => markedCellsProblem(cells, geometry, `an ${kind} rule`),
    anyValues: true,
    excluded: ({ cells }, { n, lowest }) => {
      const values = otherParity(kind, n, lowest);
      return cells.map((cell) => ({ cell, values }));
    },
    listed: { cells: (rule) => rule.cells, unordered: true, make: (cells) => ({ kind, cells }) },
    fpuzzles: markedCellsForm(kind, `an ${kind} cell`, (cells) => ({ kind, cells })),
    // ISS writes an odd or even cell as the cell's candidates: every value of its parity, and no other.
    iss: {
      candidates: (cell, values, n, lowest) => {
        const own = Array.from({ length: n }, (_, i) => i + 1).filter((v) => !otherParity(kind, n, lowest).includes(v));
        return values.length === own.length && own.every((v) => values.includes(v)) ? { kind, cells: [cell] } : undefined;
      },
    },
    example: ({ n }) => ({ kind, cells: [0, n + 2] }),
    description: `an ${kind} cell holds an ${kind} value`,
    drawing: 'cell',
    mark: () => ({ fill: 'none', text: '', symbol: kind === 'odd' ? 'circle' : 'square' }),
  };
}
