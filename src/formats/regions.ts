import type { Shape } from '../core/shape.js';

/** Region labels, one character each, for grids of up to 62 regions. */
export const REGION_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A letter per cell (row-major) naming its region (its box, for boxes): `AAABBBCCC…`. */
export function regionLetters(shape: Shape): string {
  if (shape.n > REGION_LETTERS.length)
    throw new RangeError(`regions are written with letters for grids up to ${REGION_LETTERS.length}x${REGION_LETTERS.length}`);
  const n = shape.n;
  let out = '';
  for (let cell = 0; cell < n * n; cell++) out += REGION_LETTERS[shape.boxOf(Math.floor(cell / n), cell % n)];
  return out;
}
