import type { Automaton } from './automaton.js';
import { markedCellsProblem } from './marked-cells.js';
import { type Geometry, numberOf, type RuleKind } from './rule.js';

/** A rellik cage: different values, no one or more of which add up to its number. */
export type RellikCage = { kind: 'rellik-cage'; cells: readonly number[]; sum: number };

/** The largest side it is read on. */
const MAX_SIDE = 9;

/**
 * Reading the cage: the totals below the number that some of the values read so far make (a set,
 * as bits of a bigint written in hex; the empty set makes 0). A value that lets some make the
 * number breaks the rule. The automaton reads value indices; the totals are of their numbers.
 */
function rellikAutomaton(sum: number, geometry: Geometry): Automaton {
  const below = (1n << BigInt(sum)) - 1n;
  return {
    start: '1',
    next: (state, v) => {
      const made = BigInt(`0x${String(state)}`);
      const more = made | (made << BigInt(numberOf(v, geometry)));
      if ((more >> BigInt(sum)) & 1n) return undefined;
      return (more & below).toString(16);
    },
    accepts: () => true,
  };
}

/** A rellik cage: its cells hold different values, and no one or more of them add up to its number. */
export const rellikCage: RuleKind<RellikCage> = {
  kind: 'rellik-cage',
  label: (rule) => `rellik cage ≠ ${rule.sum}`,
  family: 'rellik-cage',
  anyValues: true,
  problem: ({ cells, sum }, geometry) => {
    const { n, lowest = 1 } = geometry;
    // Its automaton's states are sets of totals: 3,661 nodes for 9 cells on a 9x9, past a minute for 16 cells on a 16x16.
    if (n > MAX_SIDE) return `rellik cages are read on grids up to ${MAX_SIDE}x${MAX_SIDE}, not ${n}x${n}`;
    if (cells.length < 1 || cells.length > n) return `a rellik cage holds 1..${n} cells, not ${cells.length}`;
    const cellsProblem = markedCellsProblem(cells, geometry, 'a rellik cage');
    if (cellsProblem) return cellsProblem;
    // Every number at once; a number of 0 is refused, which the empty set would make.
    const most = (n * (2 * lowest + n - 1)) / 2;
    if (!Number.isInteger(sum) || sum < 1 || sum > most) return `a rellik cage's number is 1..${most}, not ${sum}`;
    return undefined;
  },
  units: ({ cells }) => [[...cells]],
  sequences: ({ cells, sum }, geometry) => [{ cells, automaton: rellikAutomaton(sum, geometry) }],
  counted: { one: 'rellik cage', many: 'rellik cages' },
  listed: {
    cells: (rule) => rule.cells,
    unordered: true,
    number: { key: 'sum', of: (rule) => rule.sum },
    make: (cells, sum) =>
      sum === undefined ? 'a rellik cage is written rellik-cage:<number>:<cells>' : { kind: 'rellik-cage', cells, sum },
  },
  iss: {
    read: {
      RellikCage: (a) => [
        {
          kind: 'rellik-cage',
          sum: a.number(0, "a RellikCage's number") ?? a.fail('a RellikCage has a number', 0),
          cells: a.cells(1, 'a RellikCage'),
        },
      ],
    },
  },
  example: ({ n }) => ({ kind: 'rellik-cage', cells: [0, 1, n], sum: 4 }),
  description: 'the cells of a rellik cage hold different values, no one or more of which add up to its number',
  drawing: 'cage',
};
