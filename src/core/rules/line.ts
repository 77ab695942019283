import { kingsMove } from './rule.js';

// What the lines drawn through cells share (whispers, renban, palindromes, entropic and modular
// lines): cells in the grid, each a king's move from the one before, none twice.

/** The line's cells are at least `least` cells of the grid, each touching the one before it, or why not. */
export function lineProblem(cells: readonly number[], n: number, what: string, least = 2): string | undefined {
  if (cells.length < least) return `${what} runs through at least ${least} cells`;
  if (cells.some((c) => !Number.isInteger(c) || c < 0 || c >= n * n)) return `${what}'s cells lie in the ${n}x${n} grid`;
  if (new Set(cells).size !== cells.length) return `${what} names a cell twice`;
  for (let i = 1; i < cells.length; i++)
    if (!kingsMove(cells[i - 1]!, cells[i]!, n)) return `each cell of ${what} touches the one before it (a king’s move)`;
  return undefined;
}

/** Every pair of cells at most `reach` apart along the line, each (first < second). */
export function pairsAlong(cells: readonly number[], reach: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < cells.length; i++)
    for (let j = i + 1; j <= Math.min(i + reach, cells.length - 1); j++)
      out.push([Math.min(cells[i]!, cells[j]!), Math.max(cells[i]!, cells[j]!)]);
  return out;
}
