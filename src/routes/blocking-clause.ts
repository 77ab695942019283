import type { LiteralStatus } from '../logic/candidates.js';
import { cellLiteral } from '../core/cell-variables.js';
import type { Grid } from '../core/grid.js';

/**
 * Forbids the solution's assignment of the cells left open: one cell literal per open cell (an
 * empty cell, or under propagation one it did not decide; decided cells' literals are not in the
 * formula and take the same value in every solution).
 */
export function blockingClause(puzzle: Grid, solution: Grid, known?: LiteralStatus): number[] {
  const { n, cells } = puzzle;
  const clause: number[] = [];
  for (let cell = 0; cell < n * n; cell++) {
    const open = known ? known.fixedValue(cell) === 0 : cells[cell] === 0;
    if (open) clause.push(-cellLiteral(n, cell, solution.cells[cell]!));
  }
  return clause;
}
