import type { Grid } from '../core/grid.js';

/** The JSON shape of a grid: rows of numbers, 0 for a blank; `box` is the box shape (`3x3`, `2x3`), `k` the box side of square boxes. */
export interface GridJson {
  k?: number;
  box: string;
  n: number;
  givens: number;
  rows: number[][];
}

export function gridToJson(grid: Grid): GridJson {
  const { n, k, cells } = grid;
  const rows: number[][] = [];
  for (let r = 0; r < n; r++) rows.push(Array.from(cells.subarray(r * n, (r + 1) * n)));
  return { ...(k !== undefined ? { k } : {}), box: grid.shape.key, n, givens: grid.givens(), rows };
}
