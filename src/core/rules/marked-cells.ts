import type { FpuzzlesForm } from './rule.js';

// What the kinds of marked cells share (maximum and minimum cells, odd and even cells): written in
// f-puzzles as a list of `{"cell": "R1C1"}`.

/** The orthogonal neighbours of a cell. */
export function orthogonalNeighbours(cell: number, n: number): number[] {
  const r = Math.floor(cell / n);
  const c = cell % n;
  return [
    [r - 1, c],
    [r, c - 1],
    [r, c + 1],
    [r + 1, c],
  ]
    .filter(([r2, c2]) => r2! >= 0 && r2! < n && c2! >= 0 && c2! < n)
    .map(([r2, c2]) => r2! * n + c2!);
}

/** The f-puzzles form of a kind of marked cells: a list under `key` of `{"cell": "R1C1"}`, all one rule. */
export function markedCellsForm<R extends { kind: string; cells: readonly number[] }>(
  key: string,
  what: string,
  make: (cells: number[]) => R,
): FpuzzlesForm<R> {
  return {
    list: {
      key,
      read: (item, f) => {
        if (!f.isObject(item)) f.fail(`${what} is {"cell": "R1C1"}`, item);
        return [make([f.cell(f.field(item, 'cell'), what)])];
      },
      joined: (rules) => make(rules.flatMap((rule) => rule.cells)),
    },
    write: (rule, _, name) => rule.cells.map((cell) => [key, { cell: name(cell) }]),
  };
}
