import type { Grid } from '../../src/core/grid.js';
import { Shape } from '../../src/core/shape.js';

/** Search statistics, in Knuth's terms. */
export interface DlxStats {
  /** Rows tried: nodes of the search tree. */
  nodes: number;
  /** Links removed while covering columns (Knuth's "updates"). */
  updates: number;
}

export interface DlxLimits {
  /** Stop after this many solutions (default 1). */
  maxSolutions?: number;
  /** Give up after this many search nodes. */
  nodeLimit?: number;
  /** Give up after this many milliseconds. */
  timeoutMs?: number;
  /** Called with each solution (the grid is reused: copy it to keep it). */
  onSolution?: (solution: Grid) => void;
  /**
   * The order in which each cell's values are tried: `valueOrder[cell * n + i]` is the i-th
   * value (1..n) of the cell. A random order makes the search a random one (the generator).
   */
  valueOrder?: Uint16Array;
}

export interface DlxOutcome extends DlxStats {
  /** Solutions found, up to maxSolutions. */
  count: number;
  /** True when the search went through the whole tree: count is then exact. */
  complete: boolean;
  /** Why an incomplete search stopped before reaching maxSolutions. */
  stoppedBy?: 'node limit' | 'timeout';
  /** The first solution found. */
  first?: Grid;
  /** Exact-cover matrix size after the givens were covered. */
  rows: number;
  columns: number;
}

/** Deadline checks happen every this many search nodes. */
const CLOCK_EVERY = 1 << 12;

/**
 * Knuth's Algorithm X with dancing links, for Sudoku of any box shape as exact cover:
 * rows are (cell, value) candidates and columns the 4n² constraints cell, row-value,
 * column-value and box-value. Givens are covered before the matrix is built, so it only
 * holds what is still open. Links live in typed arrays (no object per node); each row is four
 * consecutive nodes, so its left/right links are implicit. The search is iterative (no
 * recursion limit at large n) and branches on a column with the fewest rows.
 */
export class SudokuDlx {
  readonly shape: Shape;
  readonly n: number;
  // Node 0 is the root, 1..columns are column headers, row nodes follow in groups of four.
  private up = new Int32Array(0);
  private down = new Int32Array(0);
  private column = new Int32Array(0);
  private left = new Int32Array(0); // header list only
  private right = new Int32Array(0);
  private size = new Int32Array(0);
  /** Candidate (cell·n + value − 1) of each row. */
  private candidate = new Int32Array(0);
  private readonly headerOf: Int32Array; // constraint → column header, or 0 when covered by a given
  private readonly inRow: Uint8Array; // value v (0-based) given in row r: inRow[r·n + v]
  private readonly inCol: Uint8Array;
  private readonly inBox: Uint8Array;
  private readonly rowStack: Int32Array;
  private readonly colStack: Int32Array;
  private firstRow = 0;
  private columns = 0;
  private rows = 0;

  /** A solver for grids of one shape (a number: the box side k of square boxes). */
  constructor(shape: Shape | number) {
    this.shape = typeof shape === 'number' ? Shape.square(shape) : shape;
    this.n = this.shape.n;
    const n = this.n;
    this.headerOf = new Int32Array(4 * n * n);
    this.inRow = new Uint8Array(n * n);
    this.inCol = new Uint8Array(n * n);
    this.inBox = new Uint8Array(n * n);
    this.rowStack = new Int32Array(n * n + 1);
    this.colStack = new Int32Array(n * n + 1);
  }

  /** Searches the puzzle (which must have no clashing givens). */
  solve(puzzle: Grid, limits: DlxLimits = {}): DlxOutcome {
    if (!puzzle.shape.equals(this.shape)) throw new RangeError(`this solver is for ${this.shape.name}, the puzzle is ${puzzle.shape.name}`);
    this.build(puzzle, limits.valueOrder);
    return this.search(puzzle, limits);
  }

  private build(puzzle: Grid, valueOrder?: Uint16Array): void {
    const { n, shape, inRow, inCol, inBox } = this;
    const nn = n * n;
    const cells = puzzle.cells;
    inRow.fill(0);
    inCol.fill(0);
    inBox.fill(0);
    for (let cell = 0; cell < nn; cell++) {
      const v = cells[cell]!;
      if (v === 0) continue;
      const r = (cell / n) | 0;
      const c = cell - r * n;
      inRow[r * n + v - 1] = 1;
      inCol[c * n + v - 1] = 1;
      inBox[shape.boxOf(r, c) * n + v - 1] = 1;
    }
    // Open constraints become columns 1..columns.
    const headerOf = this.headerOf;
    let columns = 0;
    for (let i = 0; i < nn; i++) headerOf[i] = cells[i] === 0 ? ++columns : 0;
    for (let i = 0; i < nn; i++) headerOf[nn + i] = inRow[i] ? 0 : ++columns;
    for (let i = 0; i < nn; i++) headerOf[2 * nn + i] = inCol[i] ? 0 : ++columns;
    for (let i = 0; i < nn; i++) headerOf[3 * nn + i] = inBox[i] ? 0 : ++columns;

    let rows = 0;
    for (let r = 0, cell = 0; r < n; r++) {
      for (let c = 0; c < n; c++, cell++) {
        if (cells[cell] !== 0) continue;
        const rowBase = r * n;
        const colBase = c * n;
        const boxBase = shape.boxOf(r, c) * n;
        for (let v = 0; v < n; v++) if (!(inRow[rowBase + v]! | inCol[colBase + v]! | inBox[boxBase + v]!)) rows++;
      }
    }
    // Rows start at a multiple of 4, so the nodes of a row are (i & ~3) .. (i & ~3) + 3.
    const firstRow = (columns + 4) & ~3;
    this.allocate(columns, firstRow + 4 * rows);
    const { up, down, column, left, right, size, candidate } = this;
    for (let h = 0; h <= columns; h++) {
      up[h] = h;
      down[h] = h;
      column[h] = h;
      size[h] = 0;
      left[h] = h - 1;
      right[h] = h + 1;
    }
    left[0] = columns;
    right[columns] = 0;

    let node = firstRow;
    let row = 0;
    for (let r = 0, cell = 0; r < n; r++) {
      for (let c = 0; c < n; c++, cell++) {
        if (cells[cell] !== 0) continue;
        const rowBase = r * n;
        const colBase = c * n;
        const boxBase = shape.boxOf(r, c) * n;
        const cellHeader = headerOf[cell]!;
        for (let i = 0; i < n; i++) {
          const v = valueOrder ? valueOrder[cell * n + i]! - 1 : i;
          if (inRow[rowBase + v]! | inCol[colBase + v]! | inBox[boxBase + v]!) continue;
          candidate[row++] = cell * n + v;
          append(cellHeader, node++, up, down, column, size);
          append(headerOf[nn + rowBase + v]!, node++, up, down, column, size);
          append(headerOf[2 * nn + colBase + v]!, node++, up, down, column, size);
          append(headerOf[3 * nn + boxBase + v]!, node++, up, down, column, size);
        }
      }
    }
    this.firstRow = firstRow;
    this.columns = columns;
    this.rows = rows;
  }

  private allocate(columns: number, nodes: number): void {
    if (this.up.length < nodes) {
      this.up = new Int32Array(nodes);
      this.down = new Int32Array(nodes);
      this.column = new Int32Array(nodes);
    }
    if (this.size.length < columns + 1) {
      this.size = new Int32Array(columns + 1);
      this.left = new Int32Array(columns + 1);
      this.right = new Int32Array(columns + 1);
    }
    const rows = (nodes >> 2) + 1;
    if (this.candidate.length < rows) this.candidate = new Int32Array(rows);
  }

  private search(puzzle: Grid, limits: DlxLimits): DlxOutcome {
    const { up, down, column, left, right, size, rowStack, colStack, firstRow, n } = this;
    const maxSolutions = limits.maxSolutions ?? 1;
    const nodeLimit = limits.nodeLimit ?? Infinity;
    const deadline = limits.timeoutMs === undefined ? Infinity : performance.now() + limits.timeoutMs;
    let updates = 0;
    let nodes = 0;
    let count = 0;
    let first: Grid | undefined;
    let stoppedBy: DlxOutcome['stoppedBy'];
    const solution = puzzle.clone();

    // The open column with the fewest rows; 0 when none is left (a solution).
    const choose = (): number => {
      let best = right[0]!;
      if (best === 0) return 0;
      let least = size[best]!;
      for (let c = right[best]!; c !== 0 && least > 1; c = right[c]!) {
        if (size[c]! < least) {
          least = size[c]!;
          best = c;
        }
      }
      return best;
    };

    let level = 0;
    let c = choose();
    for (;;) {
      let dead = false;
      if (c === 0) {
        count++;
        for (let l = 0; l < level; l++) {
          const cand = this.candidate[(rowStack[l]! - firstRow) >> 2]!;
          solution.cells[(cand / n) | 0] = (cand % n) + 1;
        }
        first ??= solution.clone();
        limits.onSolution?.(solution);
        if (count >= maxSolutions) break;
        dead = true;
      } else if (size[c] === 0) {
        dead = true;
      } else if (nodes >= nodeLimit || ((nodes & (CLOCK_EVERY - 1)) === 0 && performance.now() > deadline)) {
        stoppedBy = nodes >= nodeLimit ? 'node limit' : 'timeout';
        break;
      } else {
        updates += cover(c, up, down, column, left, right, size);
        colStack[level] = c;
        const r = down[c]!;
        rowStack[level] = r;
        updates += select(r, up, down, column, left, right, size);
        level++;
        nodes++;
        c = choose();
        continue;
      }
      // Backtrack to the deepest level with another row to try.
      let resumed = false;
      while (dead && level > 0) {
        level--;
        const col = colStack[level]!;
        unselect(rowStack[level]!, up, down, column, left, right, size);
        const r = down[rowStack[level]!]!;
        if (r !== col) {
          rowStack[level] = r;
          updates += select(r, up, down, column, left, right, size);
          level++;
          nodes++;
          c = choose();
          resumed = true;
          break;
        }
        uncover(col, up, down, column, left, right, size);
      }
      if (!resumed) break;
    }
    // Leave nothing half covered when the search stopped early: the matrix is rebuilt anyway.
    const complete = stoppedBy === undefined && count < maxSolutions;
    const outcome: DlxOutcome = { count, complete, nodes, updates, rows: this.rows, columns: this.columns };
    if (first) outcome.first = first;
    if (stoppedBy) outcome.stoppedBy = stoppedBy;
    return outcome;
  }
}

/** Appends a node at the bottom of column h. */
function append(h: number, node: number, up: Int32Array, down: Int32Array, column: Int32Array, size: Int32Array): void {
  column[node] = h;
  up[node] = up[h]!;
  down[node] = h;
  down[up[h]!] = node;
  up[h] = node;
  size[h]!++;
}

// The dancing steps, as plain functions over the link arrays so V8 keeps them monomorphic and
// inlines them. Row nodes come in aligned groups of four: the others of node i are
// (i & ~3) | ((i + t) & 3) for t = 1, 2, 3.

/** Unlinks column c from the header list and every row through it from its other columns. */
function cover(
  c: number,
  up: Int32Array,
  down: Int32Array,
  column: Int32Array,
  left: Int32Array,
  right: Int32Array,
  size: Int32Array,
): number {
  left[right[c]!] = left[c]!;
  right[left[c]!] = right[c]!;
  let updates = 1;
  for (let i = down[c]!; i !== c; i = down[i]!) {
    const s = i & ~3;
    // The three other nodes of the row, unrolled.
    let j = s | ((i + 1) & 3);
    up[down[j]!] = up[j]!;
    down[up[j]!] = down[j]!;
    size[column[j]!]!--;
    j = s | ((i + 2) & 3);
    up[down[j]!] = up[j]!;
    down[up[j]!] = down[j]!;
    size[column[j]!]!--;
    j = s | ((i + 3) & 3);
    up[down[j]!] = up[j]!;
    down[up[j]!] = down[j]!;
    size[column[j]!]!--;
    updates += 3;
  }
  return updates;
}

/** Undoes cover(c), in reverse order. */
function uncover(
  c: number,
  up: Int32Array,
  down: Int32Array,
  column: Int32Array,
  left: Int32Array,
  right: Int32Array,
  size: Int32Array,
): void {
  for (let i = up[c]!; i !== c; i = up[i]!) {
    const s = i & ~3;
    let j = s | ((i + 3) & 3);
    size[column[j]!]!++;
    up[down[j]!] = j;
    down[up[j]!] = j;
    j = s | ((i + 2) & 3);
    size[column[j]!]!++;
    up[down[j]!] = j;
    down[up[j]!] = j;
    j = s | ((i + 1) & 3);
    size[column[j]!]!++;
    up[down[j]!] = j;
    down[up[j]!] = j;
  }
  left[right[c]!] = c;
  right[left[c]!] = c;
}

/** Chooses row node r: covers the other three columns of its row. */
function select(
  r: number,
  up: Int32Array,
  down: Int32Array,
  column: Int32Array,
  left: Int32Array,
  right: Int32Array,
  size: Int32Array,
): number {
  const s = r & ~3;
  let updates = 0;
  for (let t = 1; t < 4; t++) updates += cover(column[s | ((r + t) & 3)]!, up, down, column, left, right, size);
  return updates;
}

/** Undoes select(r). */
function unselect(
  r: number,
  up: Int32Array,
  down: Int32Array,
  column: Int32Array,
  left: Int32Array,
  right: Int32Array,
  size: Int32Array,
): void {
  const s = r & ~3;
  for (let t = 3; t > 0; t--) uncover(column[s | ((r + t) & 3)]!, up, down, column, left, right, size);
}
