import { type RuleKind, unequalValues } from './rule.js';

export type Clone = { kind: 'clone'; cells: readonly number[] };

/** The rule's cells as the cells cloned (the first half) and their clones (the second half, in the same order). */
const halves = (cells: readonly number[]) => [cells.slice(0, cells.length / 2), cells.slice(cells.length / 2)] as const;

/** Clones: two groups of cells of the same shape whose cells in the same place hold the same value. */
export const clone: RuleKind<Clone> = {
  kind: 'clone',
  label: () => 'clone',
  family: 'clone',
  anyValues: true,
  problem: ({ cells }, { n }) => {
    if (cells.length < 2 || cells.length % 2 !== 0) return 'a clone lists its cells and then as many clone cells, in the same order';
    if (cells.some((c) => !Number.isInteger(c) || c < 0 || c >= n * n)) return `a clone's cells lie in the ${n}x${n} grid`;
    if (new Set(cells).size !== cells.length) return 'a clone names a cell twice';
    return undefined;
  },
  pairs: ({ cells }) => {
    const [from, to] = halves(cells);
    return from.map((a, i) => [Math.min(a, to[i]!), Math.max(a, to[i]!)] as [number, number]);
  },
  forbids: () => unequalValues,
  counted: { one: 'clone', many: 'clones' },
  listed: { cells: (rule) => rule.cells, make: (cells) => ({ kind: 'clone', cells }) },
  fpuzzles: {
    list: {
      key: 'clone',
      read: (item, f) => {
        if (!f.isObject(item)) f.fail('a clone is {"cells": ["R1C1", …], "cloneCells": ["R5C5", …]}', item);
        const cells = f.cells(f.field(item, 'cells'), "a clone's cells");
        const clones = f.cells(f.field(item, 'cloneCells'), "a clone's cloneCells");
        if (clones.length !== cells.length)
          f.fail(`a clone has as many cloneCells as cells (${cells.length})`, f.field(item, 'cloneCells'));
        return [{ kind: 'clone', cells: [...cells, ...clones] }];
      },
    },
    write: (rule, _, name) => {
      const [from, to] = halves(rule.cells);
      return [['clone', { cells: from.map(name), cloneCells: to.map(name) }]];
    },
  },
  example: ({ n }) => ({ kind: 'clone', cells: [0, 1, 2 * n + 2, 2 * n + 3] }),
  description: 'each cell of a clone holds the same value as the cell in the same place of the other group',
  drawing: 'cell',
  mark: () => ({ fill: 'none', text: '', symbol: 'square' }),
};
