// Random complete grids, the start of every puzzle.
import { SudokuDlx } from '../../solvers/dlx/exact-cover.js';
import { findConflicts, Grid } from '../core/grid.js';
import type { Random } from '../core/random.js';
import type { Shape } from '../core/shape.js';

/** A random complete grid: random values in random cells, solved if that leaves a solution. */
export function gridByFilling(shape: Shape, random: Random): Grid {
  const { n } = shape;
  const dlx = new SudokuDlx(shape);
  for (;;) {
    const start = new Grid(shape);
    for (const cell of random.shuffle([...Array(n * n).keys()]).slice(0, n)) {
      start.cells[cell] = random.int(1, n);
      if (findConflicts(start).length > 0) start.cells[cell] = 0;
    }
    const found = dlx.solve(start, { nodeLimit: 100 * n * n });
    if (found.first) return found.first;
  }
}

/** A random complete grid: the empty grid searched with every cell's values in random order. */
export function gridBySearch(shape: Shape, random: Random): Grid {
  const { n } = shape;
  const order = new Uint16Array(n * n * n);
  for (let cell = 0; cell < n * n; cell++) {
    const values = random.shuffle(Array.from({ length: n }, (_, i) => i + 1));
    order.set(values, cell * n);
  }
  const found = new SudokuDlx(shape).solve(new Grid(shape), { valueOrder: order, nodeLimit: 1000 * n * n });
  if (!found.first) throw new Error(`internal error: no ${n}x${n} grid found`);
  return found.first;
}
