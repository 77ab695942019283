import type { LiteralStatus } from '../src/logic/candidates.js';
import { variableCell, variableValue } from '../src/core/cell-variables.js';
import type { Grid } from '../src/core/grid.js';

/** Truth of cell literals under the givens alone: the basis of the `eliminate` treatment. */
export class GivenLiterals implements LiteralStatus {
  private readonly inRow: Uint8Array;
  private readonly inCol: Uint8Array;
  private readonly inBox: Uint8Array;

  constructor(private readonly grid: Grid) {
    const { n, cells } = grid;
    this.inRow = new Uint8Array(n * (n + 1));
    this.inCol = new Uint8Array(n * (n + 1));
    this.inBox = new Uint8Array(n * (n + 1));
    for (let cell = 0; cell < n * n; cell++) {
      const v = cells[cell]!;
      if (v === 0) continue;
      const r = Math.floor(cell / n);
      const c = cell % n;
      this.inRow[r * (n + 1) + v] = 1;
      this.inCol[c * (n + 1) + v] = 1;
      this.inBox[grid.boxOf(r, c) * (n + 1) + v] = 1;
    }
  }

  fixedValue(cell: number): number {
    return this.grid.cells[cell]!;
  }

  /** 1 if a given makes the literal true, -1 if a given makes it false, 0 if open. */
  status(variable: number): -1 | 0 | 1 {
    const { n, cells } = this.grid;
    const v = variableValue(n, variable);
    const cell = variableCell(n, variable);
    const given = cells[cell]!;
    if (given !== 0) return given === v ? 1 : -1;
    const r = Math.floor(cell / n);
    const c = cell % n;
    const s = n + 1;
    return this.inRow[r * s + v] || this.inCol[c * s + v] || this.inBox[this.grid.boxOf(r, c) * s + v] ? -1 : 0;
  }
}
