import type { RuleKind } from './rule.js';

export type Quadruple = { kind: 'quadruple'; cells: readonly number[]; values: readonly number[] };

/** A quadruple: the four cells around a corner hold each of its values (a value written twice, twice). */
export const quadruple: RuleKind<Quadruple> = {
  kind: 'quadruple',
  label: () => 'quadruple',
  family: 'quadruple',
  anyValues: true,
  problem: ({ cells, values }, { n, lowest = 1 }) => {
    if (cells.length !== 4 || cells.some((c) => !Number.isInteger(c) || c < 0 || c >= n * n))
      return `a quadruple lies on the four cells around a corner of the ${n}x${n} grid`;
    const [a, b, c, d] = [...cells].sort((x, y) => x - y) as [number, number, number, number];
    if (a % n === n - 1 || b !== a + 1 || c !== a + n || d !== a + n + 1)
      return 'a quadruple lies on the four cells around a corner (a 2x2 square)';
    if (values.length === 0 || values.length > 4) return 'a quadruple holds one to four values';
    if (values.some((v) => !Number.isInteger(v) || v < lowest || v > n + lowest - 1))
      return `a quadruple's values are ${lowest}..${n + lowest - 1}`;
    // Two of the four cells share no row or column only as a diagonal pair: a value fits twice at most.
    if (values.some((v) => values.filter((w) => w === v).length > 2)) return 'a quadruple holds a value at most twice';
    return undefined;
  },
  counted: { one: 'quadruple', many: 'quadruples' },
  // Its values are numbers; the cells hold their indices.
  required: ({ cells, values }, { lowest = 1 }) =>
    [...new Set(values)].map((v) => ({ cells, value: v - lowest + 1, count: values.filter((w) => w === v).length })),
  listed: {
    cells: (rule) => rule.cells,
    values: { key: 'values', of: (rule) => rule.values },
    unordered: true,
    make: (cells, _, __, values) => ({ kind: 'quadruple', cells, values: [...(values ?? [])].sort((a, b) => a - b) }),
  },
  fpuzzles: {
    list: {
      key: 'quadruple',
      read: (item, f) => {
        if (!f.isObject(item)) f.fail('a quadruple is {"cells": ["R1C1", "R1C2", "R2C1", "R2C2"], "values": [1, 2]}', item);
        const cells = f.cells(f.field(item, 'cells'), "a quadruple's cells");
        const values = f
          .items(f.field(item, 'values') ?? item, "a quadruple's values are a list: [1, 2]")
          .map((v) => f.sum(v, "a quadruple's value is a number") ?? f.fail("a quadruple's value is a number", v));
        return [{ kind: 'quadruple', cells, values: values.sort((a, b) => a - b) }];
      },
    },
    write: (rule, _, name) => [['quadruple', { cells: rule.cells.map(name), values: [...rule.values] }]],
  },
  iss: {
    // .Quad~<top-left cell>~<values>: the 2x2 square from that cell.
    read: {
      Quad: (a) => {
        const corner = a.cell(0, "a quadruple's top-left cell");
        if (a.args.length < 2) a.fail('a quadruple names its values after its cell');
        if (corner % a.n === a.n - 1 || corner >= a.n * (a.n - 1))
          a.fail("a quadruple's top-left cell has a cell right of it and below it", 0);
        const values = a.args
          .slice(1)
          .map((_, i) => a.number(i + 1, "a quadruple's value") ?? a.fail("a quadruple's value is a number", i + 1));
        return [{ kind: 'quadruple', cells: [corner, corner + 1, corner + a.n, corner + a.n + 1], values: values.sort((x, y) => x - y) }];
      },
    },
  },
  example: ({ n }) => ({ kind: 'quadruple', cells: [1, 2, n + 1, n + 2], values: [1, 2] }),
  description: 'the four cells around a quadruple hold each of its values (one written twice, twice)',
  drawing: 'corner',
  mark: (rule) => ({ fill: 'white', text: rule.values.join(' ') }),
};
