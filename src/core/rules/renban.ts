import { kingsMove, type RuleKind, relationsByNumber } from './rule.js';

export type Renban = { kind: 'renban'; cells: readonly number[] };

// m different values whose every two are less than m apart are m consecutive values.
const within = relationsByNumber((a, b, m) => Math.abs(a - b) < m);

/** A renban line: its cells hold different values that make a run of consecutive ones, in any order. */
export const renban: RuleKind<Renban> = {
  kind: 'renban',
  label: () => 'renban',
  family: 'renban',
  problem: ({ cells }, { n }) => {
    if (cells.length < 2) return 'a renban line runs through at least two cells';
    if (cells.length > n) return `a renban line of ${cells.length} cells cannot hold different values 1..${n}`;
    if (cells.some((c) => !Number.isInteger(c) || c < 0 || c >= n * n)) return `a renban line's cells lie in the ${n}x${n} grid`;
    if (new Set(cells).size !== cells.length) return 'a renban line names a cell twice';
    for (let i = 1; i < cells.length; i++)
      if (!kingsMove(cells[i - 1]!, cells[i]!, n)) return 'each cell of a renban line touches the one before it (a king’s move)';
    return undefined;
  },
  units: ({ cells }) => [[...cells]],
  pairs: ({ cells }) =>
    cells.flatMap((a, i) => cells.slice(i + 1).map((b) => [Math.min(a, b), Math.max(a, b)] as [number, number])),
  forbids: ({ cells }) => within(cells.length),
  counted: { one: 'renban line', many: 'renban lines' },
  listed: { cells: (rule) => rule.cells, make: (cells) => ({ kind: 'renban', cells }) },
  fpuzzles: {
    list: {
      key: 'renban',
      read: (item, f) =>
        f.lines(item, 'a renban line', '{"lines": [["R1C1", …]]}').map((line) => ({ kind: 'renban', cells: f.cells(line, 'a renban line') })),
    },
    write: (rule, _, name) => [['renban', { lines: [rule.cells.map(name)] }]],
  },
  example: ({ n }) => ({ kind: 'renban', cells: [n, n + 1, 2 * n + 2] }),
  description: 'the cells of a renban line hold different values that make a run of consecutive ones, in any order',
  drawing: 'line',
};
