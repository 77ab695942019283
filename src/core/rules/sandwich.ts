import type { Automaton } from './automaton.js';
import { issOneEnd, lineName, outsideForm, wholeLineProblem } from './outside-clue.js';
import { type Geometry, numberOf, type RuleKind } from './rule.js';

/** A sandwich sum between the 1 and the n of its row or column, or between two other values (`crusts`). */
export type Sandwich = { kind: 'sandwich'; cells: readonly number[]; sum: number; crusts?: readonly number[] };

/** The two numbers that hold the sandwich: the grid's smallest and largest (1 and n, or 0 and n − 1) unless the rule names others. */
const crustsOf = (rule: Sandwich, { n, lowest = 1 }: Geometry) => rule.crusts ?? [lowest, n + lowest - 1];

/**
 * Reading the row: before the first crust, between the crusts with the sum so far (`i<s>`), after
 * the second. A crust after the second, or a sum past the clue, breaks it. The automaton reads
 * value indices; the crusts and the sum are numbers.
 */
function sandwichAutomaton(sum: number, [low, high]: readonly number[], geometry: Geometry): Automaton {
  return {
    start: 'b',
    next: (state, v) => {
      const number = numberOf(v, geometry);
      const crust = number === low || number === high;
      if (state === 'b') return crust ? 'i0' : 'b';
      if (state === 'a') return crust ? undefined : 'a';
      const s = Number(String(state).slice(1));
      if (crust) return s === sum ? 'a' : undefined;
      return s + number > sum ? undefined : `i${s + number}`;
    },
    accepts: (state) => state === 'a',
  };
}

/** A sandwich sum: the values between the 1 and the n of its row or column (or its crusts) add up to it. */
export const sandwich: RuleKind<Sandwich> = {
  kind: 'sandwich',
  // A clue reads a whole row or column: its side is its number of cells.
  label: (rule) =>
    `sandwich sum ${rule.sum}${rule.crusts ? ` between ${rule.crusts.join(' and ')}` : ''} (${lineName(rule.cells, rule.cells.length)})`,
  family: 'sandwich',
  anyValues: true,
  problem: (rule, geometry) => {
    const { n, lowest = 1 } = geometry;
    const top = n + lowest - 1;
    const { cells, sum, crusts } = rule;
    if (
      crusts !== undefined &&
      (crusts.length !== 2 || crusts[0] === crusts[1] || crusts.some((v) => !Number.isInteger(v) || v < lowest || v > top))
    )
      return `a sandwich's crusts are two different values of ${lowest}..${top}`;
    const most = (n * (lowest + top)) / 2 - crustsOf(rule, geometry).reduce((a, b) => a + b, 0);
    if (!Number.isInteger(sum) || sum < 0 || sum > most) return `a sandwich sum is 0..${most}, not ${sum}`;
    return wholeLineProblem(cells, geometry, 'a sandwich sum');
  },
  sequences: (rule, geometry) => [{ cells: rule.cells, automaton: sandwichAutomaton(rule.sum, crustsOf(rule, geometry), geometry) }],
  counted: { one: 'sandwich sum', many: 'sandwich sums' },
  listed: {
    cells: (rule) => rule.cells,
    number: { key: 'sum', of: (rule) => rule.sum },
    values: { key: 'crusts', of: (rule) => rule.crusts ?? [] },
    make: (cells, sum, _, crusts) => {
      if (sum === undefined)
        return 'a sandwich sum is written sandwich:<sum>:<cells of its row or column> (between other values: sandwich:<sum>+<low>+<high>:…)';
      if (crusts && crusts.length > 0) return { kind: 'sandwich', cells, sum, crusts: [...crusts].sort((a, b) => a - b) };
      return { kind: 'sandwich', cells, sum };
    },
  },
  // f-puzzles holds sandwiches between 1 and n only.
  fpuzzles: outsideForm(
    'sandwichsum',
    'a sandwich sum',
    (rule) => {
      if (rule.crusts) throw new RangeError(`f-puzzles writes sandwich sums between 1 and n, not between ${rule.crusts.join(' and ')}`);
      return rule.sum;
    },
    (cells, sum) => ({ kind: 'sandwich', cells, sum }),
  ),
  iss: { read: issOneEnd('Sandwich', (cells, sum) => ({ kind: 'sandwich', cells, sum })) },
  example: ({ n }) => ({ kind: 'sandwich', cells: Array.from({ length: n }, (_, i) => i), sum: 5 }),
  description:
    'the values between the 1 and the largest value of a row or column (or two other values a clue names) add up to its sandwich sum',
  drawing: 'outside',
  mark: (rule) => ({ fill: 'none', text: String(rule.sum) }),
};
