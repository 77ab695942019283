import { cageCellsText } from './cage.js';
import type { FpuzzlesNodes } from './reading.js';
import type { RuleKind } from './rule.js';
import { outsidePlace } from './outside-clue.js';

export type LittleKiller = { kind: 'little-killer'; cells: readonly number[]; sum: number };

/** The step from a little killer's first cell to its second (one cell: down and right). */
function stepOf(cells: readonly number[], n: number): [number, number] {
  if (cells.length < 2) return [1, 1];
  return [Math.floor(cells[1]! / n) - Math.floor(cells[0]! / n), (cells[1]! % n) - (cells[0]! % n)];
}

const DIRECTIONS: Record<string, [number, number]> = { DR: [1, 1], DL: [1, -1], UR: [-1, 1], UL: [-1, -1] };

/** The cells a clue outside the grid (f-puzzles `cell`, R0C0 to R(n+1)C(n+1)) points at along its `direction`, up to the grid's edge. */
function diagonalFrom(item: unknown, f: FpuzzlesNodes): number[] {
  const { n } = f;
  const place = outsidePlace(item, f);
  const step = DIRECTIONS[f.text(f.field(item, 'direction'))?.trim().toUpperCase() ?? ''];
  if (!place || !step)
    return f.fail(
      'a little killer names its cells, or its place outside the grid ("cell": "R0C1") and its "direction" (DR, DL, UR, UL)',
      item,
    );
  const cells: number[] = [];
  for (let r = place[0] - 1 + step[0], c = place[1] - 1 + step[1]; r >= 0 && r < n && c >= 0 && c < n; r += step[0], c += step[1])
    cells.push(r * n + c);
  if (cells.length === 0) return f.fail("a little killer's direction points into the grid from its place outside it", item);
  return cells;
}

/**
 * The diagonals ISS's little killers name by their first cell: from the left edge down and right,
 * from the right edge up and left, from the top edge down and left, from the bottom edge up and
 * right, a diagonal of one cell or met before from its other end left out.
 */
function issDiagonals(n: number): Map<number, number[]> {
  const found = new Map<number, number[]>();
  const seen = new Set<string>();
  const walk = (r: number, c: number, dr: number, dc: number) => {
    const cells: number[] = [];
    for (; r >= 0 && c >= 0 && r < n && c < n; r += dr, c += dc) cells.push(r * n + c);
    const key = [...cells].sort((x, y) => x - y).join(',');
    if (cells.length <= 1 || seen.has(key)) return;
    seen.add(key);
    found.set(cells[0]!, cells);
  };
  for (let r = 0; r < n - 1; r++) walk(r, 0, 1, 1);
  for (let r = 1; r < n - 1; r++) walk(r, n - 1, -1, -1);
  for (let c = 1; c < n; c++) walk(0, c, 1, -1);
  for (let c = 1; c < n - 1; c++) walk(n - 1, c, -1, 1);
  return found;
}

/** A little killer: the values along a diagonal run of cells add up to its sum (values may repeat). */
export const littleKiller: RuleKind<LittleKiller> = {
  kind: 'little-killer',
  label: (rule) => `little killer = ${rule.sum}`,
  family: 'little-killer',
  anyValues: true,
  problem: ({ cells, sum }, { n, lowest = 1 }) => {
    if (cells.length < 1) return 'a little killer runs along at least one cell';
    if (cells.some((c) => !Number.isInteger(c) || c < 0 || c >= n * n)) return `a little killer's cells lie in the ${n}x${n} grid`;
    if (new Set(cells).size !== cells.length) return 'a little killer names a cell twice';
    const step = cells.length > 1 ? [Math.floor(cells[1]! / n) - Math.floor(cells[0]! / n), (cells[1]! % n) - (cells[0]! % n)] : [1, 1];
    if (Math.abs(step[0]!) !== 1 || Math.abs(step[1]!) !== 1) return 'a little killer runs along a diagonal';
    for (let i = 1; i < cells.length; i++)
      if (Math.floor(cells[i]! / n) - Math.floor(cells[i - 1]! / n) !== step[0] || (cells[i]! % n) - (cells[i - 1]! % n) !== step[1])
        return 'a little killer runs along one diagonal, in one direction';
    const [lo, hi] = [cells.length * lowest, cells.length * (n + lowest - 1)];
    if (!Number.isInteger(sum) || sum < lo || sum > hi)
      return `a little killer of ${cells.length} cells adds up to ${lo}..${hi}, not ${sum}`;
    return undefined;
  },
  sums: (rule) => [{ cells: [...rule.cells], sum: rule.sum, distinct: false }],
  sumLabel: (_, sum, n) => `the little killer ${cageCellsText(sum.cells, n)} = ${sum.sum}`,
  counted: { one: 'little killer', many: 'little killers' },
  listed: {
    cells: (rule) => rule.cells,
    number: { key: 'sum', of: (rule) => rule.sum },
    make: (cells, sum) =>
      sum === undefined ? 'a little killer is written little-killer:<sum>:<cells>' : { kind: 'little-killer', cells, sum },
  },
  fpuzzles: {
    // {cell, direction, cells, value}: the clue's place outside the grid and its arrow (DR, DL, UR,
    // UL), and the cells; the cells are found from the place and the arrow where they are left out.
    // A clue without a number says nothing.
    list: {
      key: 'littlekillersum',
      read: (item, f) => {
        if (!f.isObject(item)) f.fail('a little killer is {"cell": "R0C1", "direction": "DR", "cells": [...], "value": "12"}', item);
        const sum = f.sum(f.field(item, 'value'), "a little killer's value is its sum");
        if (sum === undefined) return [];
        const listed = f.field(item, 'cells');
        const cells = listed !== undefined ? f.cells(listed, 'a little killer') : diagonalFrom(item, f);
        return [{ kind: 'little-killer', cells, sum }];
      },
    },
    write: (rule, { n }, name) => {
      const [dr, dc] = stepOf(rule.cells, n);
      const [r, c] = [Math.floor(rule.cells[0]! / n) + 1 - dr, (rule.cells[0]! % n) + 1 - dc];
      const direction = `${dr > 0 ? 'D' : 'U'}${dc > 0 ? 'R' : 'L'}`;
      return [['littlekillersum', { cell: `R${r}C${c}`, direction, cells: rule.cells.map(name), value: String(rule.sum) }]];
    },
  },
  iss: {
    // .LittleKiller~<sum>~<cell>: the diagonal that starts at that cell on the grid's edge.
    read: {
      LittleKiller: (a) => {
        const sum = a.number(0, "a little killer's sum") ?? a.fail('a little killer gives its sum first', 0);
        const cells = issDiagonals(a.n).get(a.cell(1, "a little killer's first cell"));
        if (!cells || a.args.length !== 2) return a.fail("a little killer names the cell on the grid's edge its diagonal starts from", 1);
        return [{ kind: 'little-killer', cells, sum }];
      },
    },
  },
  example: ({ n }) => ({ kind: 'little-killer', cells: [1, n + 2, 2 * n + 3], sum: 6 }),
  description: 'the values along a little killer’s diagonal add up to its number (they may repeat)',
  drawing: 'little-killer',
};
