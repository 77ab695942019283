import { Grid } from '../../src/core/grid.js';
import type { Shape } from '../../src/core/shape.js';
import type { DlxLimits, DlxOutcome } from './exact-cover.js';

/** Deadline checks happen every this many search nodes. */
const CLOCK_EVERY = 1 << 12;

/**
 * Algorithm X with dancing links for variants whose rules add all-different units (diagonals,
 * windows, disjoint groups, extra regions). Rows are (cell, value) candidates; the primary
 * columns are cell, row-value, column-value and region-value, plus unit-value for extra units of
 * n cells (each value exactly once); the units of fewer cells give secondary columns (at most
 * once), which the search never branches on (Knuth's generalised exact cover). A row has as many
 * nodes as columns it meets, so nodes carry explicit left and right links; the classic 4-node
 * layout of `SudokuDlx` stays the fast path for everything else. Pair rules are no exact cover.
 */
export class VariantDlx {
  readonly shape: Shape;
  readonly n: number;

  constructor(shape: Shape) {
    if (!exactCover(shape))
      throw new RangeError('Dancing Links takes exact-cover constraints only: pair rules, sums and thermometers are not');
    this.shape = shape;
    this.n = shape.n;
  }

  solve(puzzle: Grid, limits: DlxLimits = {}): DlxOutcome {
    if (!puzzle.shape.equals(this.shape)) throw new RangeError(`this solver is for ${this.shape.name}, the puzzle is ${puzzle.shape.name}`);
    const { n, shape } = this;
    const nn = n * n;
    const cells = puzzle.cells;
    // Constraint groups: each a list of cells that take every value once (primary) or at most once.
    const groups: { cells: readonly number[]; primary: boolean }[] = [];
    for (let r = 0; r < n; r++) groups.push({ cells: Array.from({ length: n }, (_, c) => r * n + c), primary: true });
    for (let c = 0; c < n; c++) groups.push({ cells: Array.from({ length: n }, (_, r) => r * n + c), primary: true });
    for (let b = 0; b < n; b++)
      groups.push({ cells: Array.from({ length: n }, (_, j) => shape.boxCellRow(b, j) * n + shape.boxCellCol(b, j)), primary: true });
    for (const unit of shape.extraUnits) groups.push({ cells: unit.cells, primary: unit.cells.length === n });
    const groupsOf: number[][] = Array.from({ length: nn }, () => []);
    groups.forEach((g, i) => {
      for (const cell of g.cells) groupsOf[cell]!.push(i);
    });
    // A group-value is taken when a given holds the value in the group.
    const taken = new Uint8Array(groups.length * n);
    for (let cell = 0; cell < nn; cell++) {
      const v = cells[cell]!;
      if (v !== 0) for (const g of groupsOf[cell]!) taken[g * n + v - 1] = 1;
    }
    // Columns: open cells, then open group-values; headers 1..columns, secondary ones after the primary.
    const header = new Int32Array(nn + groups.length * n);
    let primary = 0;
    for (let cell = 0; cell < nn; cell++) if (cells[cell] === 0) header[cell] = ++primary;
    for (let g = 0; g < groups.length; g++)
      if (groups[g]!.primary) for (let v = 0; v < n; v++) if (!taken[g * n + v]) header[nn + g * n + v] = ++primary;
    let columns = primary;
    for (let g = 0; g < groups.length; g++)
      if (!groups[g]!.primary) for (let v = 0; v < n; v++) if (!taken[g * n + v]) header[nn + g * n + v] = ++columns;

    const up: number[] = [];
    const down: number[] = [];
    const left: number[] = [];
    const right: number[] = [];
    const column: number[] = [];
    const size = new Int32Array(columns + 1);
    const rowOf: number[] = [];
    for (let h = 0; h <= columns; h++) {
      up.push(h);
      down.push(h);
      column.push(h);
      rowOf.push(-1);
      // Primary headers form the root's ring; secondary ones are rings of their own.
      left.push(h === 0 ? primary : h <= primary ? h - 1 : h);
      right.push(h === primary ? 0 : h < primary ? h + 1 : h);
    }
    let rows = 0;
    for (let cell = 0; cell < nn; cell++) {
      if (cells[cell] !== 0) continue;
      for (let i = 0; i < n; i++) {
        const v = limits.valueOrder ? limits.valueOrder[cell * n + i]! - 1 : i;
        if (groupsOf[cell]!.some((g) => taken[g * n + v])) continue;
        const heads = [header[cell]!, ...groupsOf[cell]!.map((g) => header[nn + g * n + v]!)];
        const first = up.length;
        heads.forEach((h, k) => {
          const node = first + k;
          column.push(h);
          up.push(up[h]!);
          down.push(h);
          down[up[h]!] = node;
          up[h] = node;
          size[h]!++;
          left.push(k === 0 ? first + heads.length - 1 : node - 1);
          right.push(k === heads.length - 1 ? first : node + 1);
          rowOf.push(cell * n + v);
        });
        rows++;
      }
    }

    let updates = 0;
    const cover = (c: number) => {
      left[right[c]!] = left[c]!;
      right[left[c]!] = right[c]!;
      updates++;
      for (let i = down[c]!; i !== c; i = down[i]!) {
        for (let j = right[i]!; j !== i; j = right[j]!) {
          up[down[j]!] = up[j]!;
          down[up[j]!] = down[j]!;
          size[column[j]!]!--;
          updates++;
        }
      }
    };
    const uncover = (c: number) => {
      for (let i = up[c]!; i !== c; i = up[i]!) {
        for (let j = left[i]!; j !== i; j = left[j]!) {
          size[column[j]!]!++;
          up[down[j]!] = j;
          down[up[j]!] = j;
        }
      }
      left[right[c]!] = c;
      right[left[c]!] = c;
    };
    const choose = () => {
      let best = right[0]!;
      for (let c = right[best]!; c !== 0 && size[best]! > 1; c = right[c]!) if (size[c]! < size[best]!) best = c;
      return best;
    };

    const maxSolutions = limits.maxSolutions ?? 1;
    const nodeLimit = limits.nodeLimit ?? Infinity;
    const deadline = limits.timeoutMs === undefined ? Infinity : performance.now() + limits.timeoutMs;
    const solution = new Grid(puzzle.shape, cells.slice());
    const chosen: number[] = [];
    let nodes = 0;
    let count = 0;
    let first: Grid | undefined;
    let stoppedBy: DlxOutcome['stoppedBy'];
    // Recursion depth is at most the open cells (n² ≤ a few thousand for the grids variants take).
    const search = (): boolean => {
      const c = choose();
      if (c === 0) {
        count++;
        for (const node of chosen) solution.cells[Math.floor(rowOf[node]! / n)] = (rowOf[node]! % n) + 1;
        first ??= solution.clone();
        limits.onSolution?.(solution);
        return count >= maxSolutions;
      }
      if (size[c] === 0) return false;
      cover(c);
      for (let r = down[c]!; r !== c; r = down[r]!) {
        if (nodes >= nodeLimit || ((nodes & (CLOCK_EVERY - 1)) === 0 && performance.now() > deadline)) {
          stoppedBy = nodes >= nodeLimit ? 'node limit' : 'timeout';
          uncover(c);
          return true;
        }
        nodes++;
        chosen.push(r);
        for (let j = right[r]!; j !== r; j = right[j]!) cover(column[j]!);
        const stop = search();
        for (let j = left[r]!; j !== r; j = left[j]!) uncover(column[j]!);
        chosen.pop();
        if (stop) {
          uncover(c);
          return true;
        }
      }
      uncover(c);
      return false;
    };
    search();
    const outcome: DlxOutcome = { count, complete: stoppedBy === undefined && count < maxSolutions, nodes, updates, rows, columns };
    if (first) outcome.first = first;
    if (stoppedBy) outcome.stoppedBy = stoppedBy;
    return outcome;
  }
}

/** Whether a shape's constraints are all exact cover: regions and all-different units, no pairs, triples, sequences, sums, chains, ranked lines, rules on cells' values or regions to build. */
export function exactCover(shape: Shape): boolean {
  return (
    shape.pairs.length === 0 &&
    shape.triples.length === 0 &&
    shape.sequences.length === 0 &&
    shape.sums.length === 0 &&
    shape.chains.length === 0 &&
    shape.rankings.length === 0 &&
    shape.exclusions.length === 0 &&
    shape.occurrences.length === 0 &&
    shape.partitions.length === 0
  );
}
