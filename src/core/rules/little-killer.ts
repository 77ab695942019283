import { cageCellsText } from './cage.js';
import type { RuleKind } from './rule.js';

export type LittleKiller = { kind: 'little-killer'; cells: readonly number[]; sum: number };

/** A little killer: the values along a diagonal run of cells add up to its sum (values may repeat). */
export const littleKiller: RuleKind<LittleKiller> = {
  kind: 'little-killer',
  label: (rule) => `little killer = ${rule.sum}`,
  family: 'little-killer',
  problem: ({ cells, sum }, { n }) => {
    if (cells.length < 1) return 'a little killer runs along at least one cell';
    if (cells.some((c) => !Number.isInteger(c) || c < 0 || c >= n * n)) return `a little killer's cells lie in the ${n}x${n} grid`;
    if (new Set(cells).size !== cells.length) return 'a little killer names a cell twice';
    const step = cells.length > 1 ? [Math.floor(cells[1]! / n) - Math.floor(cells[0]! / n), (cells[1]! % n) - (cells[0]! % n)] : [1, 1];
    if (Math.abs(step[0]!) !== 1 || Math.abs(step[1]!) !== 1) return 'a little killer runs along a diagonal';
    for (let i = 1; i < cells.length; i++)
      if (Math.floor(cells[i]! / n) - Math.floor(cells[i - 1]! / n) !== step[0] || (cells[i]! % n) - (cells[i - 1]! % n) !== step[1])
        return 'a little killer runs along one diagonal, in one direction';
    if (!Number.isInteger(sum) || sum < cells.length || sum > cells.length * n)
      return `a little killer of ${cells.length} cells adds up to ${cells.length}..${cells.length * n}, not ${sum}`;
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
    // {cells, value}: a clue without a number says nothing.
    list: {
      key: 'littlekillersum',
      read: (item, f) => {
        if (!f.isObject(item)) f.fail('a little killer is {"cells": [...], "value": "12"}', item);
        const sum = f.sum(f.field(item, 'value'), "a little killer's value is its sum");
        return sum === undefined ? [] : [{ kind: 'little-killer', cells: f.cells(f.field(item, 'cells'), 'a little killer'), sum }];
      },
    },
    write: (rule, _, name) => [['littlekillersum', { cells: rule.cells.map(name), value: String(rule.sum) }]],
  },
  example: ({ n }) => ({ kind: 'little-killer', cells: [1, n + 2, 2 * n + 3], sum: 6 }),
  description: 'the values along a little killer’s diagonal add up to its number (they may repeat)',
  drawing: 'little-killer',
};
