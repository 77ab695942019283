// Random complete grids, the start of every puzzle.
import { resolveSpec } from '../../encodings/spec.js';
import { CadicalSolver } from '../../solvers/cadical.js';
import { SudokuDlx } from '../../solvers/dlx/exact-cover.js';
import { exactCover, VariantDlx } from '../../solvers/dlx/variant-cover.js';
import { cellLiteral } from '../core/cell-variables.js';
import { puzzleFormula } from '../formula/puzzle-formula.js';
import { findConflicts, Grid } from '../core/grid.js';
import type { Random } from '../core/random.js';
import type { Shape } from '../core/shape.js';

/** Random givens that leave no solution within the search's limit are drawn again, up to this many times. */
const FILLING_ATTEMPTS = 10;

/**
 * A random complete grid: random values in random cells, solved if that leaves a solution; after
 * FILLING_ATTEMPTS draws that leave none (large grids), the empty grid searched instead.
 */
export function gridByFilling(shape: Shape, random: Random): Grid {
  const { n } = shape;
  const dlx = new SudokuDlx(shape);
  for (let attempt = 0; attempt < FILLING_ATTEMPTS; attempt++) {
    const start = new Grid(shape);
    for (const cell of random.shuffle([...Array(n * n).keys()]).slice(0, n)) {
      start.cells[cell] = random.int(1, n);
      if (findConflicts(start).length > 0) start.cells[cell] = 0;
    }
    const found = dlx.solve(start, { nodeLimit: 100 * n * n });
    if (found.first) return found.first;
  }
  return gridBySearch(shape, random);
}

/**
 * A random complete grid: the empty grid searched with every cell's values in random order. Where
 * that search does not end within its limit (64×64 grids), the pattern grid under random symmetries.
 */
export function gridBySearch(shape: Shape, random: Random): Grid {
  const { n } = shape;
  const order = new Uint16Array(n * n * n);
  for (let cell = 0; cell < n * n; cell++) {
    const values = random.shuffle(Array.from({ length: n }, (_, i) => i + 1));
    order.set(values, cell * n);
  }
  const found = new SudokuDlx(shape).solve(new Grid(shape), { valueOrder: order, nodeLimit: 1000 * n * n });
  return found.first ?? shuffledPattern(shape, random);
}

/**
 * The pattern grid of a box shape (each row the one above shifted, so that rows, columns and boxes
 * hold every value) with its values relabelled, the rows of each band, the bands, the columns of
 * each stack and the stacks in random orders: every such grid is complete, whatever the orders.
 */
export function shuffledPattern(shape: Shape, random: Random): Grid {
  const { n, boxRows, boxCols } = shape;
  const values = random.shuffle(Array.from({ length: n }, (_, i) => i + 1));
  const lines = (size: number, groups: number) =>
    random.shuffle([...Array(groups).keys()]).flatMap((g) => random.shuffle([...Array(size).keys()]).map((i) => g * size + i));
  const rows = lines(boxRows, n / boxRows);
  const cols = lines(boxCols, n / boxCols);
  const grid = new Grid(shape);
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      const pr = rows[r]!;
      const pc = cols[c]!;
      grid.cells[r * n + c] = values[(boxCols * (pr % boxRows) + Math.floor(pr / boxRows) + pc) % n]!;
    }
  return grid;
}

/**
 * A random complete grid of a variant: regions alone, and rules that add units, search the
 * exact cover with values in random order as for boxes; pair rules are no exact cover, so CaDiCaL
 * is asked, each cell's phase pointing at a random value. Undefined when the variant has no grid.
 */
export async function variantGrid(shape: Shape, random: Random): Promise<Grid | undefined> {
  const { n } = shape;
  const order = new Uint16Array(n * n * n);
  for (let cell = 0; cell < n * n; cell++) order.set(random.shuffle(Array.from({ length: n }, (_, i) => i + 1)), cell * n);
  if (exactCover(shape)) {
    const dlx = shape.extraUnits.length === 0 ? new SudokuDlx(shape) : new VariantDlx(shape);
    return dlx.solve(new Grid(shape), { valueOrder: order }).first;
  }
  await using solver = await CadicalSolver.create();
  solver.addFormula(puzzleFormula(new Grid(shape), resolveSpec({ encoding: 'extended', amo: 'auto' })));
  for (let cell = 0; cell < n * n; cell++) {
    const wanted = order[cell * n]!;
    for (let v = 1; v <= n; v++) solver.phase(v === wanted ? cellLiteral(n, cell, v) : -cellLiteral(n, cell, v));
  }
  if ((await solver.solve()).status !== 'sat') return undefined;
  const model = solver.model();
  const grid = new Grid(shape);
  for (let cell = 0; cell < n * n; cell++) for (let v = 1; v <= n; v++) if (model[cellLiteral(n, cell, v)] === 1) grid.cells[cell] = v;
  return grid;
}

/** Whether a variant has any complete grid (a bounded search: a region layout that needs long to decide counts as none). */
export async function hasCompleteGrid(shape: Shape): Promise<boolean> {
  const { n } = shape;
  if (exactCover(shape)) {
    const dlx = shape.extraUnits.length === 0 ? new SudokuDlx(shape) : new VariantDlx(shape);
    return dlx.solve(new Grid(shape), { nodeLimit: 1000 * n * n }).first !== undefined;
  }
  await using solver = await CadicalSolver.create();
  solver.addFormula(puzzleFormula(new Grid(shape), resolveSpec({ encoding: 'extended', amo: 'auto' })));
  return (await solver.solve({ conflicts: 100_000 })).status === 'sat';
}
