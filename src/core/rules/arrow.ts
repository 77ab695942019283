import { cellName } from '../cell-name.js';
import { cageCellsText } from './cage.js';
import { kingsMove, type RuleKind } from './rule.js';

export type Arrow = { kind: 'arrow'; circle: number; cells: readonly number[] };

/**
 * An arrow: the values along it add up to the value in its circle. As a sum it is the arrow's
 * cells and the circle counted as n + 1 − v, adding up to n + 1 (values may repeat).
 */
export const arrow: RuleKind<Arrow> = {
  kind: 'arrow',
  label: () => 'arrow',
  family: 'arrow',
  problem: ({ circle, cells }, { n }) => {
    const all = [circle, ...cells];
    if (cells.length < 1) return 'an arrow has a circle and at least one cell';
    if (cells.length > n - 1) return `an arrow of ${cells.length} cells adds up to more than ${n}`;
    if (all.some((c) => !Number.isInteger(c) || c < 0 || c >= n * n)) return `an arrow's cells lie in the ${n}x${n} grid`;
    if (new Set(all).size !== all.length) return 'an arrow names a cell twice';
    for (let i = 1; i < all.length; i++)
      if (!kingsMove(all[i - 1]!, all[i]!, n)) return 'each cell of an arrow touches the one before it (the circle first)';
    return undefined;
  },
  sums: ({ circle, cells }, { n }) => [{ cells: [...cells, circle], sum: n + 1, distinct: false, complemented: [circle] }],
  sumLabel: (rule, _, n) => `the arrow from ${cellName(n, rule.circle)} along ${cageCellsText(rule.cells, n)}`,
  counted: { one: 'arrow', many: 'arrows' },
  listed: {
    cells: (rule) => [rule.circle, ...rule.cells],
    make: ([circle, ...cells]) =>
      circle === undefined || cells.length === 0 ? 'an arrow is written arrow:<circle>,<cells>' : { kind: 'arrow', circle, cells },
  },
  fpuzzles: {
    // {cells: [circle], lines: [[circle, …], …]}: each line an arrow from the circle.
    list: {
      key: 'arrow',
      read: (item, f) => {
        const circleNode = f.field(item, 'cells');
        const [circle, ...more] = f.cells(circleNode, 'an arrow’s circle');
        if (circle === undefined || more.length > 0) f.fail('sudocnf reads arrows with a one-cell circle', circleNode);
        return f.lines(item, 'an arrow', '{"cells": ["R1C1"], "lines": [["R1C1", …]]}').map((line) => ({
          kind: 'arrow',
          circle: circle!,
          cells: f.cells(line, 'an arrow line').filter((c) => c !== circle),
        }));
      },
    },
    write: (rule, _, name) => [['arrow', { cells: [name(rule.circle)], lines: [[rule.circle, ...rule.cells].map(name)] }]],
  },
  example: ({ n }) => ({ kind: 'arrow', circle: 0, cells: [n + 1, n + 2] }),
  description: 'the values along an arrow add up to the value in its circle',
  drawing: 'arrow',
};
