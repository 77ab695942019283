import type { Automaton } from './automaton.js';
import { issBothEnds, lineName, wholeLineProblem } from './outside-clue.js';
import type { RuleKind } from './rule.js';

/** A hidden skyscraper clue: seen from its end, the first building of its row or column hidden by a taller one is its value. */
export type HiddenSkyscraper = { kind: 'hidden-skyscraper'; cells: readonly number[]; value: number };

/** Reading the row: the tallest so far, until the first value below it, which is the clue's or breaks the rule; DONE after it. */
function hiddenAutomaton(value: number): Automaton {
  const DONE = -3;
  return {
    start: 0,
    next: (tallest, v) => {
      if (tallest === DONE) return DONE;
      if (v > Number(tallest)) return v;
      return v === value ? DONE : undefined;
    },
    accepts: (state) => state === DONE,
  };
}

/** A hidden skyscraper clue: the first building hidden behind a taller one, seen from the clue, is its value. */
export const hiddenSkyscraper: RuleKind<HiddenSkyscraper> = {
  kind: 'hidden-skyscraper',
  // A clue reads a whole row or column: its side is its number of cells.
  label: (rule) => `hidden skyscraper ${rule.value} (${lineName(rule.cells, rule.cells.length)})`,
  family: 'hidden-skyscraper',
  anyValues: true,
  problem: ({ cells, value }, geometry) => {
    const { n, lowest = 1 } = geometry;
    if (!Number.isInteger(value) || value < lowest || value > n + lowest - 1)
      return `a hidden skyscraper clue is ${lowest}..${n + lowest - 1}, not ${value}`;
    return wholeLineProblem(cells, geometry, 'a hidden skyscraper clue');
  },
  // The tallest building is never hidden: as ISS reads it, a clue of it is false.
  impossible: ({ value }, { n, lowest = 1 }) =>
    value === n + lowest - 1 ? `the tallest building (${value}) is never hidden: a hidden skyscraper clue of it cannot hold` : undefined,
  // The clue is a number; the automaton reads value indices (buildings compare by them alike).
  sequences: ({ cells, value }, { lowest = 1 }) => [{ cells, automaton: hiddenAutomaton(value - lowest + 1) }],
  counted: { one: 'hidden skyscraper clue', many: 'hidden skyscraper clues' },
  listed: {
    cells: (rule) => rule.cells,
    number: { key: 'value', of: (rule) => rule.value },
    make: (cells, value) =>
      value === undefined
        ? 'a hidden skyscraper clue is written hidden-skyscraper:<value>:<cells of its row or column, nearest first>'
        : { kind: 'hidden-skyscraper', cells, value },
  },
  iss: { read: issBothEnds('HiddenSkyscraper', (cells, value) => ({ kind: 'hidden-skyscraper', cells, value })) },
  example: ({ n }) => ({ kind: 'hidden-skyscraper', cells: Array.from({ length: n }, (_, i) => n * n - 1 - i * n), value: 1 }),
  description:
    'seen from a hidden skyscraper clue, each value of its row or column is a building: the first one hidden behind a taller one is the clue',
  drawing: 'outside',
  mark: (rule) => ({ fill: 'none', text: String(rule.value) }),
};
