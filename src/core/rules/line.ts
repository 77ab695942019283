import type { FpuzzlesNodes, IssArgs } from './reading.js';
import { type Geometry, kingsMove } from './rule.js';

// What the lines drawn through cells share (thermometers' f-puzzles form, whispers, renban,
// palindromes, modular lines): cells in the grid, each a king's move from the one before, none twice.

/**
 * The line's cells are at least `least` cells of the grid, each touching the one before it, or why
 * not; with `revisits`, a line may pass through a cell again (at most n² cells in all).
 */
export function lineProblem(cells: readonly number[], n: number, what: string, least = 2, revisits = false): string | undefined {
  if (cells.length < least) return `${what} runs through at least ${least} cells`;
  if (cells.some((c) => !Number.isInteger(c) || c < 0 || c >= n * n)) return `${what}'s cells lie in the ${n}x${n} grid`;
  if (revisits ? cells.length > n * n : new Set(cells).size !== cells.length)
    return revisits ? `${what} runs through at most ${n * n} cells, a cell it passes again counted again` : `${what} names a cell twice`;
  for (let i = 1; i < cells.length; i++)
    if (!kingsMove(cells[i - 1]!, cells[i]!, n)) return `each cell of ${what} touches the one before it (a king’s move)`;
  return undefined;
}

/** The cells cut into consecutive pieces of these lengths (lengths adding up to at most the cells' count). */
export function piecesOf(cells: readonly number[], lengths: readonly number[]): number[][] {
  let start = 0;
  return lengths.map((length) => {
    start += length;
    return cells.slice(start - length, start);
  });
}

/** Every pair of cells at most `reach` apart along the line, each (first < second). */
export function pairsAlong(cells: readonly number[], reach: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < cells.length; i++)
    for (let j = i + 1; j <= Math.min(i + reach, cells.length - 1); j++)
      out.push([Math.min(cells[i]!, cells[j]!), Math.max(cells[i]!, cells[j]!)]);
  return out;
}

/**
 * The f-puzzles form of a line kind whose rules are their cells alone: `{"lines": [[…], …]}` under
 * `key` (an entry named `entry` in a refusal), each line (named `line`) a rule; a rule is written as one line.
 */
export function linesForm<R extends { kind: string; cells: readonly number[] }>(
  key: string,
  names: { entry: string; line: string },
  make: (cells: number[]) => R,
) {
  return {
    list: {
      key,
      read: (item: unknown, f: FpuzzlesNodes) =>
        f.lines(item, names.entry, '{"lines": [["R1C1", …]]}').map((line) => make(f.cells(line, names.line))),
    },
    write: (rule: R, _: Geometry, name: (cell: number) => string): [string, unknown][] => [[key, { lines: [rule.cells.map(name)] }]],
  };
}

/** The ISS form of a line kind: `.<type>~<cells>`, each constraint one line. */
export function issLine<R extends { kind: string; cells: readonly number[] }>(type: string, what: string, make: (cells: number[]) => R) {
  return { read: { [type]: (a: IssArgs) => [make(a.cells(0, what))] } };
}
