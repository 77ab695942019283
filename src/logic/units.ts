import type { Shape } from '../core/shape.js';

export type UnitKind = 'row' | 'column' | 'box';

/**
 * The units of a grid shape: rows 0..n-1, columns n..2n-1, boxes 2n..3n-1, each listing its n
 * cells (row-major), and for each cell its three units.
 */
export class Units {
  readonly n: number;
  /** Cells of unit u: cells[u·n .. u·n + n). */
  readonly cells: Int32Array;
  /** Units of cell c: of[3c] (row), of[3c + 1] (column), of[3c + 2] (box). */
  readonly of: Int32Array;

  constructor(readonly shape: Shape) {
    const n = shape.n;
    this.n = n;
    this.cells = new Int32Array(3 * n * n);
    this.of = new Int32Array(3 * n * n);
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        this.cells[i * n + j] = i * n + j;
        this.cells[(n + i) * n + j] = j * n + i;
        this.cells[(2 * n + i) * n + j] = shape.boxCellRow(i, j) * n + shape.boxCellCol(i, j);
      }
    }
    for (let cell = 0; cell < n * n; cell++) {
      const r = Math.floor(cell / n);
      const c = cell % n;
      this.of[3 * cell] = r;
      this.of[3 * cell + 1] = n + c;
      this.of[3 * cell + 2] = 2 * n + shape.boxOf(r, c);
    }
  }

  kind(unit: number): UnitKind {
    return unit < this.n ? 'row' : unit < 2 * this.n ? 'column' : 'box';
  }

  /** `row 3`, `column 5`, `box 2` (1-based, boxes row-major). */
  name(unit: number): string {
    return `${this.kind(unit)} ${(unit % this.n) + 1}`;
  }

  /** The cells of a unit, as an array. */
  list(unit: number): number[] {
    return Array.from(this.cells.subarray(unit * this.n, (unit + 1) * this.n));
  }
}
