import type { Automaton } from './automaton.js';
import { issBothEnds, lineName, outsideForm, wholeLineProblem } from './outside-clue.js';
import { type Geometry, numberOf, type RuleKind } from './rule.js';

export type Skyscraper = { kind: 'skyscraper'; cells: readonly number[]; count: number };

/**
 * Reading the row: the tallest so far and the buildings seen, as tallest·SEEN + seen (a number:
 * the logic unrolls clues often, and taking a string apart at every step made that slow); a
 * building is as tall as its number, and one above the tallest (0 at first) is seen and the new
 * tallest: on the values 0-8 a 0 is no building and never seen, as ISS reads it.
 */
function skyscraperAutomaton(count: number, geometry: Geometry): Automaton {
  return {
    start: 0,
    next: (state, v) => {
      const tallest = Math.floor(Number(state) / SEEN);
      const seen = Number(state) % SEEN;
      const height = numberOf(v, geometry);
      if (height <= tallest) return state;
      return seen + 1 > count ? undefined : height * SEEN + seen + 1;
    },
    accepts: (state) => Number(state) % SEEN === count,
  };
}

/** Above any count of buildings seen (at most the grid's side, 255). */
const SEEN = 256;

/** A skyscraper clue: seen from its end, each value a building that hides the lower ones behind it; it counts those seen. */
export const skyscraper: RuleKind<Skyscraper> = {
  kind: 'skyscraper',
  // A clue reads a whole row or column: its side is its number of cells.
  label: (rule) => `skyscraper ${rule.count} (${lineName(rule.cells, rule.cells.length)})`,
  family: 'skyscraper',
  anyValues: true,
  problem: ({ cells, count }, geometry) => {
    const { n } = geometry;
    if (!Number.isInteger(count) || count < 1 || count > n) return `a skyscraper clue is 1..${n}, not ${count}`;
    return wholeLineProblem(cells, geometry, 'a skyscraper clue');
  },
  sequences: ({ cells, count }, geometry) => [{ cells, automaton: skyscraperAutomaton(count, geometry) }],
  counted: { one: 'skyscraper clue', many: 'skyscraper clues' },
  listed: {
    cells: (rule) => rule.cells,
    number: { key: 'count', of: (rule) => rule.count },
    make: (cells, count) =>
      count === undefined
        ? 'a skyscraper clue is written skyscraper:<count>:<cells of its row or column, nearest first>'
        : { kind: 'skyscraper', cells, count },
  },
  fpuzzles: outsideForm(
    'skyscraper',
    'a skyscraper clue',
    (rule) => rule.count,
    (cells, count) => ({ kind: 'skyscraper', cells, count }),
  ),
  iss: { read: issBothEnds('Skyscraper', (cells, count) => ({ kind: 'skyscraper', cells, count })) },
  example: ({ n }) => ({ kind: 'skyscraper', cells: Array.from({ length: n }, (_, i) => n - 1 - i), count: 2 }),
  description:
    'seen from a skyscraper clue, each value of its row or column is a building that hides the lower ones behind it: the clue counts those seen',
  drawing: 'outside',
  mark: (rule) => ({ fill: 'none', text: String(rule.count) }),
};
