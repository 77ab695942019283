import type { LiteralStatus } from '../logic/candidates.js';
import { cellLiteral } from '../core/cell-variables.js';

/**
 * Compact numbering: the open cell literals become 1..open in their original order, auxiliary
 * variables follow. Memory grows with the open literals, not with n³ (64 million at 400×400):
 * per cell it keeps where its literals start, and finds one by binary search.
 */
export class CompactNumbering {
  /** Original variable of each compact cell variable (index 1..open). */
  readonly toOriginal: Int32Array;
  readonly open: number;
  private readonly cellStart: Int32Array;

  constructor(
    private readonly n: number,
    known: LiteralStatus,
  ) {
    const cells = n * n;
    this.cellStart = new Int32Array(cells + 1);
    const originals: number[] = [0];
    for (let cell = 0; cell < cells; cell++) {
      this.cellStart[cell] = originals.length - 1;
      if (known.fixedValue(cell) !== 0) continue;
      for (let v = 1; v <= n; v++) {
        const literal = cellLiteral(n, cell, v);
        if (known.status(literal) === 0) originals.push(literal);
      }
    }
    this.cellStart[cells] = originals.length - 1;
    this.toOriginal = Int32Array.from(originals);
    this.open = originals.length - 1;
  }

  get cellVariables(): number {
    return this.n ** 3;
  }

  /** The compact number of an original variable; 0 for a decided cell literal. */
  compact(variable: number): number {
    const n3 = this.cellVariables;
    if (variable > n3) return this.open + (variable - n3);
    const cell = Math.floor((variable - 1) / this.n);
    let lo = this.cellStart[cell]! + 1;
    let hi = this.cellStart[cell + 1]!;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const at = this.toOriginal[mid]!;
      if (at === variable) return mid;
      if (at < variable) lo = mid + 1;
      else hi = mid - 1;
    }
    return 0;
  }

  /** A model over compact variables as a model over the original cell variables. */
  expand(model: Int8Array): Int8Array {
    const original = new Int8Array(this.cellVariables + 1);
    for (let c = 1; c <= this.open && c < model.length; c++) original[this.toOriginal[c]!] = model[c]!;
    return original;
  }
}
