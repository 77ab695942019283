import type { Grid } from '../core/grid.js';
import { Shape } from '../core/shape.js';

/**
 * What is known of every cell literal before encoding: true in every solution, false in every
 * solution, or open (it goes into the formula). The `eliminate` encoding, decoding and blocking
 * clauses all read literals through it.
 */
export interface LiteralStatus {
  /** 1 when the literal holds in every solution, -1 when in none, 0 when open. */
  status(variable: number): -1 | 0 | 1;
  /** The value a cell is known to take, or 0 when it is open. */
  fixedValue(cell: number): number;
}

/**
 * Candidate values of every cell, as bit sets (32 values per word, so any n). A decided cell
 * has exactly its value left and a fixed value; an open cell has two or more candidates.
 */
export class Candidates implements LiteralStatus {
  readonly shape: Shape;
  readonly n: number;
  /** Words per cell. */
  readonly stride: number;
  readonly bits: Uint32Array;
  /** Decided value of each cell (0 while open). */
  readonly value: Uint16Array;

  /** All candidates empty, for a grid of this shape (a number: the box side k of square boxes). */
  constructor(shape: Shape | number) {
    this.shape = typeof shape === 'number' ? Shape.square(shape) : shape;
    this.n = this.shape.n;
    this.stride = Math.ceil(this.n / 32);
    this.bits = new Uint32Array(this.n * this.n * this.stride);
    this.value = new Uint16Array(this.n * this.n);
  }

  has(cell: number, v: number): boolean {
    return ((this.bits[cell * this.stride + ((v - 1) >>> 5)]! >>> ((v - 1) & 31)) & 1) === 1;
  }

  add(cell: number, v: number): void {
    this.bits[cell * this.stride + ((v - 1) >>> 5)]! |= 1 << ((v - 1) & 31);
  }

  delete(cell: number, v: number): void {
    this.bits[cell * this.stride + ((v - 1) >>> 5)]! &= ~(1 << ((v - 1) & 31));
  }

  /** Number of candidates of a cell. */
  size(cell: number): number {
    let count = 0;
    for (let w = cell * this.stride, end = w + this.stride; w < end; w++) count += popcount(this.bits[w]!);
    return count;
  }

  /** The candidates of a cell, in increasing order. */
  values(cell: number): number[] {
    const out: number[] = [];
    for (let w = 0; w < this.stride; w++) {
      let word = this.bits[cell * this.stride + w]!;
      while (word !== 0) {
        const low = word & -word;
        out.push(w * 32 + 31 - Math.clz32(low) + 1);
        word ^= low;
      }
    }
    return out;
  }

  status(variable: number): -1 | 0 | 1 {
    const x = variable - 1;
    const cell = Math.floor(x / this.n);
    const v = (x % this.n) + 1;
    if (!this.has(cell, v)) return -1;
    return this.value[cell] === 0 ? 0 : 1;
  }

  fixedValue(cell: number): number {
    return this.value[cell]!;
  }

  /** Open cells and their candidates left. */
  openCount(): { cells: number; candidates: number } {
    let cells = 0;
    let candidates = 0;
    for (let cell = 0; cell < this.value.length; cell++) {
      if (this.value[cell] !== 0) continue;
      cells++;
      candidates += this.size(cell);
    }
    return { cells, candidates };
  }

  /** The grid of decided cells. */
  toGrid(grid: Grid): Grid {
    const out = grid.clone();
    out.cells.set(this.value);
    return out;
  }
}

export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
