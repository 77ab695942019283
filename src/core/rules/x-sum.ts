import type { Automaton } from './automaton.js';
import { issBothEnds, lineName, outsideForm, wholeLineProblem } from './outside-clue.js';
import { type Geometry, numberOf, type RuleKind } from './rule.js';

export type XSum = { kind: 'x-sum'; cells: readonly number[]; sum: number };

/**
 * Reading the row: the first value x, then `<k>:<t>` with k of the first x cells still to add and t
 * the total so far, then done. The automaton reads value indices; x and the totals are numbers, and
 * a first 0 (on the values 0-8) counts no cells, which ISS never accepts.
 */
function xSumAutomaton(sum: number, geometry: Geometry): Automaton {
  const after = (k: number, t: number) => (t > sum ? undefined : k === 0 ? (t === sum ? 'd' : undefined) : `${k}:${t}`);
  return {
    start: 's',
    next: (state, v) => {
      const x = numberOf(v, geometry);
      if (state === 'd') return 'd';
      if (state === 's') return x < 1 ? undefined : after(x - 1, x);
      const [k, t] = String(state).split(':').map(Number) as [number, number];
      return after(k - 1, t + x);
    },
    accepts: (state) => state === 'd',
  };
}

/** An X-sum: the first x cells of its row or column from its end add up to it, x being the first of them. */
export const xSum: RuleKind<XSum> = {
  kind: 'x-sum',
  // A clue reads a whole row or column: its side is its number of cells.
  label: (rule) => `X-sum ${rule.sum} (${lineName(rule.cells, rule.cells.length)})`,
  family: 'x-sum',
  anyValues: true,
  problem: ({ cells, sum }, geometry) => {
    const { n, lowest = 1 } = geometry;
    const most = (n * (2 * lowest + n - 1)) / 2;
    if (!Number.isInteger(sum) || sum < 1 || sum > most) return `an X-sum is 1..${most}, not ${sum}`;
    return wholeLineProblem(cells, geometry, 'an X-sum');
  },
  sequences: ({ cells, sum }, geometry) => [{ cells, automaton: xSumAutomaton(sum, geometry) }],
  counted: { one: 'X-sum', many: 'X-sums' },
  listed: {
    cells: (rule) => rule.cells,
    number: { key: 'sum', of: (rule) => rule.sum },
    make: (cells, sum) =>
      sum === undefined ? 'an X-sum is written x-sum:<sum>:<cells of its row or column, nearest first>' : { kind: 'x-sum', cells, sum },
  },
  fpuzzles: outsideForm(
    'xsum',
    'an X-sum',
    (rule) => rule.sum,
    (cells, sum) => ({ kind: 'x-sum', cells, sum }),
  ),
  iss: { read: issBothEnds('XSum', (cells, sum) => ({ kind: 'x-sum', cells, sum })) },
  example: ({ n }) => ({ kind: 'x-sum', cells: Array.from({ length: n }, (_, i) => i * n), sum: 6 }),
  description: 'the first x cells of a row or column from the X-sum add up to it, x being the value of the first',
  drawing: 'outside',
  mark: (rule) => ({ fill: 'none', text: String(rule.sum) }),
};
