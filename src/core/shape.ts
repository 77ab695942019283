/**
 * The geometry of a Sudoku: an n×n grid of boxes with `boxRows` rows and `boxCols` columns
 * (n = boxRows·boxCols, boxRows ≤ boxCols by convention). Square boxes (k×k, n = k²) are the
 * case boxRows = boxCols = k. Everything that asks "which box holds (r, c)" or "the cells of box
 * b" asks the shape, so rectangular boxes touch this module and nothing else.
 *
 * Boxes are numbered row-major: the grid has n / boxRows bands of boxes stacked vertically and
 * n / boxCols stacks side by side, and box b is in band ⌊b / (n / boxCols)⌋.
 */
export class Shape {
  readonly n: number;
  /** Boxes side by side in one band: n / boxCols. */
  readonly stacks: number;

  private constructor(
    readonly boxRows: number,
    readonly boxCols: number,
  ) {
    this.n = boxRows * boxCols;
    this.stacks = this.n / boxCols;
  }

  /** k×k boxes: the classic shape (k = 3 is 9×9). */
  static square(k: number): Shape {
    return Shape.of(k, k);
  }

  /** Boxes of `boxRows` rows and `boxCols` columns. */
  static of(boxRows: number, boxCols: number): Shape {
    if (!Number.isInteger(boxRows) || !Number.isInteger(boxCols) || boxRows < 1 || boxCols < 1 || boxRows * boxCols > 65535) {
      throw new RangeError(`a box shape is two whole numbers from 1 up, at most 65535 cells, got ${boxRows}x${boxCols}`);
    }
    if (boxRows > boxCols)
      throw new RangeError(`a box shape is written rows x columns with rows ≤ columns (${boxCols}x${boxRows}), got ${boxRows}x${boxCols}`);
    return new Shape(boxRows, boxCols);
  }

  /** Reads `2x3` (also `2×3`, `2X3`). Undefined for any other text. */
  static parse(text: string): Shape | undefined {
    const m = /^\s*(\d+)\s*[xX×]\s*(\d+)\s*$/.exec(text);
    if (!m) return undefined;
    const [r, c] = [Number(m[1]), Number(m[2])];
    return r >= 1 && c >= 1 && r <= c && r * c <= 65535 ? Shape.of(r, c) : undefined;
  }

  /**
   * The box shapes a grid of side n may have when nothing says which: k×k for square n, else
   * the r×c with 2 ≤ r ≤ c (1×n, boxes that are rows, only when asked for).
   */
  static plausible(n: number): Shape[] {
    if (!Number.isInteger(n) || n < 1 || n > 65535) return [];
    const k = Math.round(Math.sqrt(n));
    if (k * k === n) return [Shape.square(k)];
    const shapes: Shape[] = [];
    for (let r = 2; r * r <= n; r++) if (n % r === 0) shapes.push(Shape.of(r, n / r));
    return shapes;
  }

  /** The side alone says this shape (9×9 is 3x3, 6×6 is 2x3; 12×12 could be 2x6 or 3x4). */
  get inferable(): boolean {
    const plausible = Shape.plausible(this.n);
    return plausible.length === 1 && plausible[0]!.equals(this);
  }

  get square(): boolean {
    return this.boxRows === this.boxCols;
  }

  /** `3x3`, `2x3`: the box, as `--box` takes it. */
  get key(): string {
    return `${this.boxRows}x${this.boxCols}`;
  }

  /** `9x9`, `6x6 (2x3 boxes)`: for messages and headers. */
  get name(): string {
    return this.square ? `${this.n}x${this.n}` : `${this.n}x${this.n} (${this.key} boxes)`;
  }

  /** Index (0..n-1) of the box holding row r, column c. */
  boxOf(r: number, c: number): number {
    return Math.floor(r / this.boxRows) * this.stacks + Math.floor(c / this.boxCols);
  }

  /** Row of cell j (0..n-1, row-major within the box) of box b. */
  boxCellRow(b: number, j: number): number {
    return Math.floor(b / this.stacks) * this.boxRows + Math.floor(j / this.boxCols);
  }

  /** Column of cell j (0..n-1, row-major within the box) of box b. */
  boxCellCol(b: number, j: number): number {
    return (b % this.stacks) * this.boxCols + (j % this.boxCols);
  }

  equals(other: Shape): boolean {
    return this.boxRows === other.boxRows && this.boxCols === other.boxCols;
  }
}
