import type { Shape } from './shape.js';

/** A house of the rule of 45 and how many houses' worth of values (1 + … + n each) it holds. */
export interface House {
  /** `box 2`, `region 4`, `row 3`, `rows 1–2`, `column 5`, `columns 4–6`. */
  name: string;
  cells: number[];
  count: number;
}

/**
 * The houses the rule of 45 reads: each box (or jigsaw region), then each row and then each
 * column alone and in runs of consecutive ones short of the grid, shortest runs first; cells in
 * row-major order within a box, in order along a row or column.
 */
export function ruleOf45Houses(shape: Shape): House[] {
  const n = shape.n;
  const box = shape.regions ? 'region' : 'box';
  const out: House[] = [];
  for (let b = 0; b < n; b++)
    out.push({
      name: `${box} ${b + 1}`,
      cells: Array.from({ length: n }, (_, j) => shape.boxCellRow(b, j) * n + shape.boxCellCol(b, j)),
      count: 1,
    });
  for (const [kind, cell] of [
    ['row', (i: number, j: number) => i * n + j],
    ['column', (i: number, j: number) => j * n + i],
  ] as const)
    for (let k = 1; k < n; k++)
      for (let first = 0; first + k <= n; first++) {
        const cells: number[] = [];
        for (let i = first; i < first + k; i++) for (let j = 0; j < n; j++) cells.push(cell(i, j));
        out.push({ name: k === 1 ? `${kind} ${first + 1}` : `${kind}s ${first + 1}–${first + k}`, cells, count: k });
      }
  return out;
}
