import { cellVar } from '../src/core/cell-variables.js';
import { Shape } from '../src/core/shape.js';

/**
 * Constraint families: a unit (cell, row, column, box) × at-least-one or at-most-one.
 * Each family has n² groups of n cell variables:
 *   cell (r, c):   the n values of one cell
 *   row  (r, v):   value v in the n cells of row r
 *   col  (c, v):   value v in the n cells of column c
 *   box  (b, v):   value v in the n cells of box b
 */
export const FAMILIES = ['cell-alo', 'cell-amo', 'row-alo', 'row-amo', 'col-alo', 'col-amo', 'box-alo', 'box-amo'] as const;
export type Family = (typeof FAMILIES)[number];
export type FamilyUnit = 'cell' | 'row' | 'col' | 'box';

export function familyUnit(family: Family): FamilyUnit {
  return family.slice(0, family.indexOf('-')) as FamilyUnit;
}

export function isAtMostOne(family: Family): boolean {
  return family.endsWith('-amo');
}

/** Fills `out` (length n) with the cell variables of group g (0..n²-1) of a unit; a number is the box side k of square boxes. */
export function groupVars(unit: FamilyUnit, shape: Shape | number, g: number, out: Int32Array): void {
  const geometry = typeof shape === 'number' ? Shape.square(shape) : shape;
  const n = geometry.n;
  const major = Math.floor(g / n);
  const minor = g % n;
  switch (unit) {
    case 'cell': // major = row, minor = column
      for (let j = 0; j < n; j++) out[j] = cellVar(n, major, minor, j + 1);
      return;
    case 'row': // major = row, minor + 1 = value
      for (let j = 0; j < n; j++) out[j] = cellVar(n, major, j, minor + 1);
      return;
    case 'col': // major = column, minor + 1 = value
      for (let j = 0; j < n; j++) out[j] = cellVar(n, j, major, minor + 1);
      return;
    case 'box': // major = box, minor + 1 = value
      for (let j = 0; j < n; j++) out[j] = cellVar(n, geometry.boxCellRow(major, j), geometry.boxCellCol(major, j), minor + 1);
      return;
  }
}
