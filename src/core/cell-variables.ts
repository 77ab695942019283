import type { Grid } from './grid.js';

/**
 * The cell variables, in one place. Cell `cell` (row-major, 0-based: r·n + c) holding value v
 * (1..n) is the variable cell·n + v = r·n² + c·n + v, so the cell variables are 1..n³ in reading
 * order and a model can be read by hand. Auxiliary variables come after n³.
 */
export function cellLiteral(n: number, cell: number, value: number): number {
  return cell * n + value;
}

/** The variable of row r, column c (0-based) and value v (1..n). */
export function cellVar(n: number, r: number, c: number, v: number): number {
  return cellLiteral(n, r * n + c, v);
}

/** The cell (row-major, 0-based) of a cell variable 1..n³. */
export function variableCell(n: number, variable: number): number {
  return Math.floor((variable - 1) / n);
}

/** The value (1..n) of a cell variable 1..n³. */
export function variableValue(n: number, variable: number): number {
  return ((variable - 1) % n) + 1;
}

/** The true literals of a grid's filled cells, in cell order. */
export function givenLiterals(grid: Grid): Int32Array {
  const { n, cells } = grid;
  const out = new Int32Array(grid.givens());
  let i = 0;
  for (let cell = 0; cell < cells.length; cell++) if (cells[cell] !== 0) out[i++] = cellLiteral(n, cell, cells[cell]!);
  return out;
}

/** The mapping as a header comment states it. */
export function cellVariableMapping(n: number): string {
  return `var(r,c,v) = ${n * n}*r + ${n}*c + v, r and c = 0..${n - 1} from the top left, v = 1..${n}`;
}
