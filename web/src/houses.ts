import type { Shape } from '../../src/core/shape.js';

/** The cells that share a row, column, box or extra region with `cell` (the cell among them). */
export function housemates(shape: Shape, cell: number): Set<number> {
  const { n } = shape;
  const r = Math.floor(cell / n);
  const c = cell % n;
  const cells = new Set<number>();
  const b = shape.boxOf(r, c);
  for (let j = 0; j < n; j++) {
    cells.add(r * n + j);
    cells.add(j * n + c);
    cells.add(shape.boxCellRow(b, j) * n + shape.boxCellCol(b, j));
  }
  for (const unit of shape.extraUnits) if (unit.cells.includes(cell)) for (const other of unit.cells) cells.add(other);
  return cells;
}
