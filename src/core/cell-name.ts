/** Human cell name, 1-based as in Sudoku notation: r1c1 is the top left cell. */
export function cellName(n: number, cell: number): string {
  return `r${Math.floor(cell / n) + 1}c${(cell % n) + 1}`;
}
