import type { Grid } from '../core/grid.js';

/**
 * The JSON shape of a grid: rows of numbers, 0 for a blank; `box` is the box shape (`3x3`, `2x3`), `k` the box side of square boxes.
 * A grid of the values 0..n − 1 says them (`values: "0-8"`), and its blanks are null.
 */
export interface GridJson {
  k?: number;
  box: string;
  n: number;
  values?: string;
  givens: number;
  rows: (number | null)[][];
}

export function gridToJson(grid: Grid): GridJson {
  const { n, k, cells, shape } = grid;
  const rows: (number | null)[][] = [];
  const shown = (v: number) => (v !== 0 ? shape.valueOf(v) : shape.lowest === 1 ? 0 : null);
  for (let r = 0; r < n; r++) rows.push(Array.from(cells.subarray(r * n, (r + 1) * n), shown));
  const values = shape.lowest !== 1 ? { values: shape.valueRange } : {};
  return { ...(k !== undefined ? { k } : {}), box: shape.key, n, ...values, givens: grid.givens(), rows };
}
