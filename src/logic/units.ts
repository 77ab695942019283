import type { RulePair } from '../core/rules/index.js';
import type { Shape } from '../core/shape.js';

export type UnitKind = 'row' | 'column' | 'box' | 'region' | 'extra';

/** Each shape's units, built once. */
const built = new WeakMap<Shape, Units>();

/**
 * The units of a grid shape: rows 0..n-1, columns n..2n-1, boxes (or a jigsaw's regions)
 * 2n..3n-1, then the extra units of n cells a variant's rules add (diagonals, windows, disjoint
 * groups), each listing its n cells (row-major); for each cell its row, column and box, and all
 * its units. A rule's units of fewer cells hold no value for sure, so they are no units here:
 * their cells are `partialPeers`. Pair rules are listed as they are (`pairs`).
 */
export class Units {
  readonly n: number;
  /** Number of units: 3n plus the extra units of n cells. */
  readonly count: number;
  /** Cells of unit u: cells[u·n .. u·n + n). */
  readonly cells: Int32Array;
  /** Units of cell c: of[3c] (row), of[3c + 1] (column), of[3c + 2] (box). */
  readonly of: Int32Array;
  /** Every unit of cell c, extra ones too: allOf[allStart[c] .. allStart[c + 1]). */
  readonly allOf: Int32Array;
  readonly allStart: Int32Array;
  /** Cells that share a rule's unit of fewer than n cells with cell c (none for most shapes). */
  readonly partialPeers: readonly (readonly number[])[];
  /** The pair rules' cell pairs. */
  readonly pairs: readonly RulePair[];
  private readonly names: string[];
  private readonly regions: boolean;

  /** The units of a shape, built once per shape (they never change). */
  static of(shape: Shape): Units {
    let units = built.get(shape);
    if (!units) {
      units = new Units(shape);
      built.set(shape, units);
    }
    return units;
  }

  constructor(readonly shape: Shape) {
    const n = shape.n;
    this.n = n;
    this.regions = shape.regions !== undefined;
    const full = shape.extraUnits.filter((u) => u.cells.length === n);
    const partial = shape.extraUnits.filter((u) => u.cells.length < n);
    this.count = 3 * n + full.length;
    this.names = full.map((u) => u.name);
    this.cells = new Int32Array(this.count * n);
    this.of = new Int32Array(3 * n * n);
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        this.cells[i * n + j] = i * n + j;
        this.cells[(n + i) * n + j] = j * n + i;
        this.cells[(2 * n + i) * n + j] = shape.boxCellRow(i, j) * n + shape.boxCellCol(i, j);
      }
    }
    full.forEach((unit, i) => {
      this.cells.set(unit.cells, (3 * n + i) * n);
    });
    const lists: number[][] = [];
    for (let cell = 0; cell < n * n; cell++) {
      const r = Math.floor(cell / n);
      const c = cell % n;
      this.of[3 * cell] = r;
      this.of[3 * cell + 1] = n + c;
      this.of[3 * cell + 2] = 2 * n + shape.boxOf(r, c);
      lists.push([r, n + c, 2 * n + shape.boxOf(r, c)]);
    }
    full.forEach((unit, i) => {
      for (const cell of unit.cells) lists[cell]!.push(3 * n + i);
    });
    this.allStart = new Int32Array(n * n + 1);
    for (let cell = 0; cell < n * n; cell++) this.allStart[cell + 1] = this.allStart[cell]! + lists[cell]!.length;
    this.allOf = Int32Array.from(lists.flat());
    const peers: Set<number>[] = Array.from({ length: partial.length > 0 ? n * n : 0 }, () => new Set());
    for (const unit of partial) for (const a of unit.cells) for (const b of unit.cells) if (a !== b) peers[a]!.add(b);
    this.partialPeers = partial.length > 0 ? peers.map((s) => [...s].sort((a, b) => a - b)) : [];
    this.pairs = shape.pairs;
  }

  kind(unit: number): UnitKind {
    const n = this.n;
    return unit < n ? 'row' : unit < 2 * n ? 'column' : unit < 3 * n ? (this.regions ? 'region' : 'box') : 'extra';
  }

  /** `row 3`, `column 5`, `box 2` (1-based, boxes row-major), `region 4`, `diagonal (main)`. */
  name(unit: number): string {
    if (unit >= 3 * this.n) return this.names[unit - 3 * this.n]!;
    return `${this.kind(unit)} ${(unit % this.n) + 1}`;
  }

  /** The cells of a unit, as an array. */
  list(unit: number): number[] {
    return Array.from(this.cells.subarray(unit * this.n, (unit + 1) * this.n));
  }

  /** The units of a cell, extra ones too. */
  unitsOf(cell: number): Int32Array {
    return this.allOf.subarray(this.allStart[cell]!, this.allStart[cell + 1]!);
  }
}
