import { linesForm } from './line.js';
import { kingsMove, neighbourPairsAmong, type RuleKind } from './rule.js';

export type Thermometer = { kind: 'thermometer'; cells: readonly number[] };

/** A thermometer: values strictly increase from the bulb (its first cell) along the line. */
export const thermometer: RuleKind<Thermometer> = {
  kind: 'thermometer',
  label: () => 'thermometer',
  family: 'thermo',
  anyValues: true,
  problem: ({ cells }, { n }) => {
    if (cells.length < 2) return 'a thermometer holds at least two cells';
    if (cells.length > n) return `a thermometer of ${cells.length} cells cannot increase through values 1..${n}`;
    if (cells.some((c) => !Number.isInteger(c) || c < 0 || c >= n * n)) return `a thermometer's cells lie in the ${n}x${n} grid`;
    if (new Set(cells).size !== cells.length) return 'a thermometer names a cell twice';
    for (let i = 1; i < cells.length; i++)
      if (!kingsMove(cells[i - 1]!, cells[i]!, n)) return 'each cell of a thermometer touches the one before it (a king’s move)';
    return undefined;
  },
  chains: (rule) => [[...rule.cells]],
  counted: { one: 'thermometer', many: 'thermometers' },
  listed: { cells: (rule) => rule.cells, make: (cells) => ({ kind: 'thermometer', cells }) },
  // {lines: [[bulb, …], …]}: each line a thermometer from its bulb.
  fpuzzles: linesForm('thermometer', { entry: 'a thermometer', line: 'a thermometer line' }, (cells) => ({ kind: 'thermometer', cells })),
  // ISS's greater-than mark, .GreaterThan~<cells>: each cell is greater than every neighbour written after it, a thermometer of two.
  iss: {
    read: {
      Thermo: (a) => [{ kind: 'thermometer', cells: a.cells(0, 'a thermometer') }],
      GreaterThan: (a) => {
        const pairs = neighbourPairsAmong(a.cells(0, 'a greater-than mark'), a.n);
        if (pairs.length === 0) a.fail("a greater-than mark's cells have orthogonal neighbours among them");
        return pairs.map(([greater, less]) => ({ kind: 'thermometer', cells: [less, greater] }));
      },
    },
  },
  example: ({ n }) => ({ kind: 'thermometer', cells: [n, 0, 1] }),
  description: 'values strictly increase from the bulb along the thermometer',
  drawing: 'thermometer',
};
