import type { FpuzzlesNodes, IssArgs } from './reading.js';
import { type Geometry, neighbourPairsAmong, orthogonalPairs, type RuleData } from './rule.js';

// What the marks between two orthogonal neighbours share (Kropki dots, XV): two cells and a
// number the kind reads its relation from.

/** The rule's cells are two orthogonal neighbours of the grid, or why not. */
export function neighboursProblem(cells: readonly number[], { n }: Geometry, what: string): string | undefined {
  if (cells.length !== 2) return `${what} lies between two cells`;
  if (cells.some((c) => !Number.isInteger(c) || c < 0 || c >= n * n)) return `${what}'s cells lie in the ${n}x${n} grid`;
  const [a, b] = cells as [number, number];
  const apart = Math.abs(Math.floor(a / n) - Math.floor(b / n)) + Math.abs((a % n) - (b % n));
  return apart === 1 ? undefined : `${what} lies between two cells side by side`;
}

/** The two cells in order, as a pair rule lists them. */
export const orderedPair = (cells: readonly number[]): [number, number][] => [
  [Math.min(cells[0]!, cells[1]!), Math.max(cells[0]!, cells[1]!)],
];

/** An f-puzzles mark `{"cells": ["R1C1", "R1C2"], "value": …}`: its two cells. */
export function markCells(item: unknown, f: FpuzzlesNodes, what: string): number[] {
  if (!f.isObject(item)) f.fail(`${what} is {"cells": ["R1C1", "R1C2"], "value": …}`, item);
  const cells = f.cells(f.field(item, 'cells'), what);
  if (cells.length !== 2) f.fail(`${what} lies between two cells`, f.field(item, 'cells'));
  return cells;
}

/** An ISS mark over cells: one mark between every two neighbours among them, each cell beside another. */
export function marksAmong(a: IssArgs, what: string): number[][] {
  const cells = a.cells(0, what);
  const pairs = neighbourPairsAmong(cells, a.n);
  if (cells.some((c) => !pairs.some((p) => p.includes(c)))) a.fail(`each cell of ${what} has an orthogonal neighbour among its cells`);
  return pairs.map(([x, y]) => [Math.min(x, y), Math.max(x, y)]);
}

/** The kinds whose marks are Kropki dots, white or black. */
export const KROPKI_DOTS: readonly string[] = ['white-dot', 'black-dot'];

/** The orthogonal pairs of the grid with no mark of these kinds between them (the marks are all given). */
export function unmarkedPairs(n: number, rules: readonly RuleData[] | undefined, marks: readonly string[]): [number, number][] {
  const marked = new Set(
    (rules ?? [])
      .filter((r): r is RuleData & { cells: readonly number[] } => marks.includes(r.kind))
      .map((mark) => `${Math.min(...mark.cells)},${Math.max(...mark.cells)}`),
  );
  return orthogonalPairs(n).filter(([a, b]) => !marked.has(`${a},${b}`));
}
