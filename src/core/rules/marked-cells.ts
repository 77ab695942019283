import type { FpuzzlesNodes } from './reading.js';
import type { Geometry } from './rule.js';

// What the kinds of marked cells share (maximum and minimum cells, odd and even cells, indexers):
// their cells one rule, written in f-puzzles as a list of them.

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

/**
 * The f-puzzles form of a kind of marked cells, all one rule: a list under `key` of `{"cell": "R1C1"}`
 * items, or (`grouped`, as indexers are) of `{"cells": ["R1C1", …]}` items.
 */
export function markedCellsForm<R extends { kind: string; cells: readonly number[] }>(
  key: string,
  what: string,
  make: (cells: number[]) => R,
  grouped = false,
) {
  return {
    list: {
      key,
      read: (item: unknown, f: FpuzzlesNodes) => {
        if (!f.isObject(item)) f.fail(`${what} is ${grouped ? '{"cells": ["R1C1", …]}' : '{"cell": "R1C1"}'}`, item);
        return [make(grouped ? f.cells(f.field(item, 'cells'), what) : [f.cell(f.field(item, 'cell'), what)])];
      },
      joined: (rules: R[]) => make([...new Set(rules.flatMap((rule) => rule.cells))]),
    },
    write: (rule: R, _: Geometry, name: (cell: number) => string): [string, unknown][] =>
      grouped ? [[key, { cells: rule.cells.map(name) }]] : rule.cells.map((cell) => [key, { cell: name(cell) }]),
  };
}

/** The rule's cells are cells of the grid, at least one, each once, or why not (`what`: `a maximum rule`). */
export function markedCellsProblem(cells: readonly number[], { n }: Geometry, what: string): string | undefined {
  if (cells.length === 0) return `${what} marks at least one cell`;
  if (cells.some((c) => !Number.isInteger(c) || c < 0 || c >= n * n)) return `${what}'s cells lie in the ${n}x${n} grid`;
  if (new Set(cells).size !== cells.length) return `${what} names a cell twice`;
  return undefined;
}
