import { cageCellsText } from './cage.js';
import { kingsMove, type RuleKind } from './rule.js';

/** An arrow from a circle, or from a pill of 2 or 3 cells (`pill`: the circle's further cells; its digits read as one number in reading order). */
export type Arrow = { kind: 'arrow'; circle: number; cells: readonly number[]; pill?: readonly number[] };

/** The cells of the circle, as written. */
const circleOf = (rule: Arrow) => [rule.circle, ...(rule.pill ?? [])];

/** Do the cells make one run of a row or of a column, in some order (a pill reads as a number only so)? */
function sideBySide(cells: readonly number[], n: number): boolean {
  const sorted = [...cells].sort((a, b) => a - b);
  const row = (c: number) => Math.floor(c / n);
  const inRow = sorted.every((c, i) => c === sorted[0]! + i && row(c) === row(sorted[0]!));
  const inColumn = sorted.every((c, i) => c === sorted[0]! + i * n);
  return inRow || inColumn;
}

/**
 * An arrow: the values along it add up to the value in its circle, or to the number a pill's
 * digits make. As a sum it is the arrow's cells and the circle's counted as n + 1 − v (times 10 for
 * a pill's tens, 100 for its hundreds), adding up to n + 1 times the sum of those factors (values
 * may repeat).
 */
export const arrow: RuleKind<Arrow> = {
  kind: 'arrow',
  label: () => 'arrow',
  family: 'arrow',
  anyValues: true,
  problem: (rule, { n, lowest = 1 }) => {
    const { cells, pill } = rule;
    const all = [...circleOf(rule), ...cells];
    if (cells.length < 1) return 'an arrow has a circle and at least one cell';
    if (pill !== undefined && (pill.length < 1 || pill.length > 2)) return "a pill arrow's circle holds 2 or 3 cells";
    if (pill !== undefined && n > 9) return 'a pill reads its digits as a number: pill arrows are for grids up to 9x9';
    // On the values 0..n − 1 zeros add nothing: an arrow of any length can reach its circle.
    if (pill === undefined && lowest === 1 && cells.length > n - 1) return `an arrow of ${cells.length} cells adds up to more than ${n}`;
    if (all.some((c) => !Number.isInteger(c) || c < 0 || c >= n * n)) return `an arrow's cells lie in the ${n}x${n} grid`;
    if (new Set(all).size !== all.length) return 'an arrow names a cell twice';
    const circle = circleOf(rule);
    if (circle.length > 1 && !sideBySide(circle, n))
      return "a pill's cells lie side by side in one row or one column (its digits read left to right or top to bottom)";
    // An arrow's cells need not touch (ISS draws and reads them anywhere); a pill's arrow leaves from the pill.
    if (circle.length > 1 && !circle.some((c) => kingsMove(c, cells[0]!, n))) return "an arrow's first cell touches its circle";
    return undefined;
  },
  sums: (rule, { n }) => {
    // A pill's digits are read left to right or top to bottom: in reading order, whatever the order written.
    const circle = circleOf(rule).sort((a, b) => a - b);
    if (circle.length === 1) return [{ cells: [...rule.cells, rule.circle], sum: n + 1, distinct: false, complemented: circle }];
    const digits = circle.map((_, i) => 10 ** (circle.length - 1 - i));
    return [
      {
        cells: [...rule.cells, ...circle],
        sum: (n + 1) * digits.reduce((a, b) => a + b, 0),
        distinct: false,
        complemented: circle,
        factors: [...rule.cells.map(() => 1), ...digits],
      },
    ];
  },
  sumLabel: (rule, _, n) => `the arrow from ${cageCellsText(circleOf(rule), n)} along ${cageCellsText(rule.cells, n)}`,
  counted: { one: 'arrow', many: 'arrows' },
  listed: {
    cells: (rule) => [...circleOf(rule), ...rule.cells],
    // A pill's cell count (2 or 3) is its number; a circle of one cell has none.
    number: { key: 'pill', of: (rule) => (rule.pill ? rule.pill.length + 1 : undefined) },
    make: (all, pill) => {
      if (pill !== undefined && pill !== 2 && pill !== 3)
        return `a pill holds 2 or 3 cells, not ${pill}: pill: 2 or pill: 3 (an arrow from a circle of one cell has no pill)`;
      const size = pill ?? 1;
      const [circle, ...rest] = all;
      if (circle === undefined || all.length <= size)
        return 'an arrow is written arrow:<circle>,<cells> (a pill: arrow:<2 or 3>:<pill cells>,<cells>)';
      return size === 1
        ? { kind: 'arrow', circle, cells: rest }
        : { kind: 'arrow', circle, pill: rest.slice(0, size - 1), cells: rest.slice(size - 1) };
    },
  },
  fpuzzles: {
    // {cells: [circle], lines: [[circle, …], …]}: each line an arrow from the circle.
    list: {
      key: 'arrow',
      read: (item, f) => {
        const circleNode = f.field(item, 'cells');
        const [circle, ...pill] = f.cells(circleNode, 'an arrow’s circle');
        if (circle === undefined || pill.length > 2) f.fail("an arrow's circle holds 1 to 3 cells (a pill)", circleNode);
        const inCircle = new Set([circle, ...pill]);
        return f.lines(item, 'an arrow', '{"cells": ["R1C1"], "lines": [["R1C1", …]]}').map((line) => ({
          kind: 'arrow',
          circle: circle!,
          cells: f.cells(line, 'an arrow line').filter((c) => !inCircle.has(c)),
          ...(pill.length > 0 ? { pill } : {}),
        }));
      },
    },
    write: (rule, _, name) => [['arrow', { cells: circleOf(rule).map(name), lines: [[...circleOf(rule), ...rule.cells].map(name)] }]],
  },
  iss: {
    read: {
      // .Arrow~<circle>~<cells>.
      Arrow: (a) => {
        const [circle, ...cells] = a.cells(0, 'an arrow');
        return [{ kind: 'arrow', circle: circle ?? a.fail('an arrow names its circle and its cells'), cells }];
      },
      // .PillArrow~<2 or 3>~<pill cells>~<cells>: the pill's digits in reading order.
      PillArrow: (a) => {
        const size = a.number(0, "a pill arrow's pill size");
        if (size !== 2 && size !== 3) return a.fail("a pill arrow's pill holds 2 or 3 cells", 0);
        const all = a.cells(1, 'a pill arrow');
        if (all.length <= size) return a.fail('a pill arrow has more cells than its pill');
        const [circle, ...pill] = all.slice(0, size).sort((x, y) => x - y);
        return [{ kind: 'arrow', circle: circle!, pill, cells: all.slice(size) }];
      },
    },
  },
  example: ({ n }) => ({ kind: 'arrow', circle: 0, cells: [n + 1, n + 2] }),
  description: "the values along an arrow add up to the value in its circle, or to the number a pill's digits make",
  drawing: 'arrow',
};
