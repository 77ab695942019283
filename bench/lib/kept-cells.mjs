import { writeFileSync } from 'node:fs';
import { Grid } from 'sudocnf';
import { formatGrid } from 'sudocnf/formats';

/**
 * A puzzle made from a complete grid: the first `percent` % of `cells` (the grid's cells in a
 * random order) kept as givens, the rest blank; written to `file` in the grid format.
 */
export function writeKeptCells(solution, cells, percent, file) {
  const puzzle = new Grid(solution.shape);
  for (const cell of cells.slice(0, Math.round((percent / 100) * cells.length))) puzzle.cells[cell] = solution.cells[cell];
  writeFileSync(file, formatGrid(puzzle, 'grid'));
}
