import { defaultAlphabet, symbolOf } from './formats/alphabet.js';

/**
 * The puzzle model. `k` is the box side, `n = k*k` the grid side and the number of values.
 * Cells are stored row-major; 0 is an empty cell, values are 1..n.
 */
export class Grid {
  readonly k: number;
  readonly n: number;
  readonly cells: Uint16Array;

  /** An empty grid of box side k, or a grid over the given cells (taken, not copied). */
  constructor(k: number, cells?: Uint16Array) {
    if (!Number.isInteger(k) || k < 1 || k > 255) {
      throw new RangeError(`box side k must be an integer from 1 to 255, got ${k}`);
    }
    this.k = k;
    this.n = k * k;
    const size = this.n * this.n;
    if (cells && cells.length !== size) {
      throw new RangeError(`a grid with k = ${k} has ${size} cells, got ${cells.length}`);
    }
    this.cells = cells ?? new Uint16Array(size);
  }

  get(row: number, col: number): number {
    return this.cells[row * this.n + col]!;
  }

  set(row: number, col: number, value: number): void {
    this.cells[row * this.n + col] = value;
  }

  /** Index (0..n-1) of the box holding a cell, boxes numbered row-major. */
  boxOf(row: number, col: number): number {
    return Math.floor(row / this.k) * this.k + Math.floor(col / this.k);
  }

  /** Number of filled cells. */
  givens(): number {
    let count = 0;
    for (const v of this.cells) if (v !== 0) count++;
    return count;
  }

  clone(): Grid {
    return new Grid(this.k, this.cells.slice());
  }

  /**
   * The one-line form, as the `line` format writes it: n² symbols in reading order, `.` for an
   * empty cell (81 characters for 9×9). Beyond 64×64, where no one-character alphabet reaches,
   * rows of space-separated numbers (0 for empty), one row a line.
   */
  toString(): string {
    const alphabet = defaultAlphabet(this.n);
    if (alphabet) return Array.from(this.cells, (v) => symbolOf(v, alphabet)).join('');
    const rows: string[] = [];
    for (let r = 0; r < this.n; r++) rows.push(this.cells.subarray(r * this.n, (r + 1) * this.n).join(' '));
    return rows.join('\n');
  }

  equals(other: Grid): boolean {
    if (other.k !== this.k) return false;
    for (let i = 0; i < this.cells.length; i++) if (this.cells[i] !== other.cells[i]) return false;
    return true;
  }
}

/** Human cell name, 1-based as in Sudoku notation: r1c1 is the top left cell. */
export function cellName(n: number, cell: number): string {
  return `r${Math.floor(cell / n) + 1}c${(cell % n) + 1}`;
}

export type Unit = 'row' | 'column' | 'box';

/** Two cells of one row, column or box that hold the same value. */
export interface Conflict {
  value: number;
  unit: Unit;
  /** 0-based index of the unit (row, column or box number). */
  unitIndex: number;
  /** Cell indices (row-major); `first` comes before `second` in reading order. */
  first: number;
  second: number;
}

/**
 * Every pair of clashing givens, each reported once per unit: the later cell against the
 * first cell of that unit holding the same value. Ordered by the later cell.
 */
export function findConflicts(grid: Grid): Conflict[] {
  const { n, k, cells } = grid;
  const seen = [new Int32Array(n * n).fill(-1), new Int32Array(n * n).fill(-1), new Int32Array(n * n).fill(-1)];
  const units: Unit[] = ['row', 'column', 'box'];
  const conflicts: Conflict[] = [];
  for (let cell = 0; cell < n * n; cell++) {
    const v = cells[cell]!;
    if (v === 0) continue;
    const r = Math.floor(cell / n);
    const c = cell % n;
    const unitIndex = [r, c, Math.floor(r / k) * k + Math.floor(c / k)];
    for (let u = 0; u < 3; u++) {
      const slot = unitIndex[u]! * n + (v - 1);
      const first = seen[u]![slot]!;
      if (first < 0) seen[u]![slot] = cell;
      else conflicts.push({ value: v, unit: units[u]!, unitIndex: unitIndex[u]!, first, second: cell });
    }
  }
  return conflicts;
}

export type VerifyResult = { ok: true } | { ok: false; reason: string };

/**
 * Independent check that `solution` solves `puzzle`: same size, complete, every row, column
 * and box a permutation of 1..n, and every given kept. Knows nothing about encodings.
 */
export function verify(puzzle: Grid, solution: Grid): VerifyResult {
  if (solution.k !== puzzle.k) return { ok: false, reason: `size differs: k = ${solution.k}, puzzle has k = ${puzzle.k}` };
  const { n, k } = puzzle;
  for (let cell = 0; cell < n * n; cell++) {
    const v = solution.cells[cell]!;
    if (v < 1 || v > n) return { ok: false, reason: `${cellName(n, cell)} holds ${v}, not a value 1..${n}` };
    const given = puzzle.cells[cell]!;
    if (given !== 0 && given !== v) {
      return { ok: false, reason: `${cellName(n, cell)} holds ${v} but the puzzle gives ${given}` };
    }
  }
  const seen = new Uint8Array(n + 1);
  const check = (unit: string, cellAt: (j: number) => number): VerifyResult => {
    for (let i = 0; i < n; i++) {
      seen.fill(0);
      for (let j = 0; j < n; j++) {
        const cell = cellAt(i * n + j);
        const v = solution.cells[cell]!;
        if (seen[v]) return { ok: false, reason: `${unit} ${i + 1} holds ${v} twice (at ${cellName(n, cell)})` };
        seen[v] = 1;
      }
    }
    return { ok: true };
  };
  const byRow = check('row', (ij) => ij);
  if (!byRow.ok) return byRow;
  const byCol = check('column', (ij) => (ij % n) * n + Math.floor(ij / n));
  if (!byCol.ok) return byCol;
  return check('box', (ij) => {
    const b = Math.floor(ij / n);
    const j = ij % n;
    return (Math.floor(b / k) * k + Math.floor(j / k)) * n + (b % k) * k + (j % k);
  });
}
