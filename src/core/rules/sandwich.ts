import type { Automaton } from './automaton.js';
import { lineName, outsideForm, wholeLineProblem } from './outside-clue.js';
import type { RuleKind } from './rule.js';

export type Sandwich = { kind: 'sandwich'; cells: readonly number[]; sum: number };

/**
 * Reading the row: before the first crust (1 or n), between the crusts with the sum so far (`i<s>`),
 * after the second. A crust after the second, or a sum past the clue, breaks it.
 */
function sandwichAutomaton(sum: number, n: number): Automaton {
  return {
    start: 'b',
    next: (state, v) => {
      const crust = v === 1 || v === n;
      if (state === 'b') return crust ? 'i0' : 'b';
      if (state === 'a') return crust ? undefined : 'a';
      const s = Number(String(state).slice(1));
      if (crust) return s === sum ? 'a' : undefined;
      return s + v > sum ? undefined : `i${s + v}`;
    },
    accepts: (state) => state === 'a',
  };
}

/** A sandwich sum: the values between the 1 and the n of its row or column add up to it. */
export const sandwich: RuleKind<Sandwich> = {
  kind: 'sandwich',
  // A clue reads a whole row or column: its side is its number of cells.
  label: (rule) => `sandwich sum ${rule.sum} (${lineName(rule.cells, rule.cells.length)})`,
  family: 'sandwich',
  problem: ({ cells, sum }, geometry) => {
    const { n } = geometry;
    const most = ((n - 1) * n) / 2 - 1;
    if (!Number.isInteger(sum) || sum < 0 || sum > most) return `a sandwich sum is 0..${most}, not ${sum}`;
    return wholeLineProblem(cells, geometry, 'a sandwich sum');
  },
  sequences: ({ cells, sum }, { n }) => [{ cells, automaton: sandwichAutomaton(sum, n) }],
  counted: { one: 'sandwich sum', many: 'sandwich sums' },
  listed: {
    cells: (rule) => rule.cells,
    number: { key: 'sum', of: (rule) => rule.sum },
    make: (cells, sum) =>
      sum === undefined ? 'a sandwich sum is written sandwich:<sum>:<cells of its row or column>' : { kind: 'sandwich', cells, sum },
  },
  fpuzzles: outsideForm(
    'sandwichsum',
    'a sandwich sum',
    (rule) => rule.sum,
    (cells, sum) => ({ kind: 'sandwich', cells, sum }),
  ),
  example: ({ n }) => ({ kind: 'sandwich', cells: Array.from({ length: n }, (_, i) => i), sum: 5 }),
  description: 'the values between the 1 and the largest value of a row or column add up to its sandwich sum',
  drawing: 'outside',
  mark: (rule) => ({ fill: 'none', text: String(rule.sum) }),
};
