import type { Automaton } from './automaton.js';
import { markedCellsProblem } from './marked-cells.js';
import { type Geometry, numberOf, type RuleKind } from './rule.js';

/**
 * A lunchbox: its cells, in order, hold different values, and those between its smallest and its
 * largest value add up to `sum`.
 */
export type Lunchbox = { kind: 'lunchbox'; cells: readonly number[]; sum: number };

/** The largest side it is read on. */
const MAX_SIDE = 9;

/** Above any total of a lunchbox's values. */
const TOTAL = 64;

/**
 * Reading the cells: the least and greatest value so far, and the totals of the values after
 * each of them (packed into one number). At the end, the values between the two are
 * those after the earlier one less the later one and what follows it. The automaton reads value
 * indices; the totals are of their numbers.
 */
function lunchboxAutomaton(sum: number, geometry: Geometry): Automaton {
  const number = (v: number) => numberOf(v, geometry);
  const pack = (low: number, high: number, afterLow: number, afterHigh: number) =>
    ((low * 16 + high) * TOTAL + afterLow) * TOTAL + afterHigh;
  const unpack = (state: number) => {
    const afterHigh = state % TOTAL;
    const afterLow = Math.floor(state / TOTAL) % TOTAL;
    const both = Math.floor(state / (TOTAL * TOTAL));
    return { low: Math.floor(both / 16), high: both % 16, afterLow, afterHigh };
  };
  const between = ({ low, high, afterLow, afterHigh }: ReturnType<typeof unpack>) =>
    // The later of the two is the one with less after it.
    afterLow > afterHigh ? afterLow - number(high) - afterHigh : afterHigh - number(low) - afterLow;
  return {
    start: 0,
    next: (state, v) => {
      if (state === 0) return pack(v, v, 0, 0);
      const s = unpack(Number(state));
      if (v < s.low) return pack(v, s.high, 0, s.afterHigh + number(v));
      if (v > s.high) return pack(s.low, v, s.afterLow + number(v), 0);
      return pack(s.low, s.high, s.afterLow + number(v), s.afterHigh + number(v));
    },
    accepts: (state) => state !== 0 && between(unpack(Number(state))) === sum,
  };
}

/** A lunchbox: different values, those between the smallest and the largest adding up to its sum. */
export const lunchbox: RuleKind<Lunchbox> = {
  kind: 'lunchbox',
  label: (rule) => `lunchbox ${rule.sum}`,
  family: 'lunchbox',
  anyValues: true,
  problem: ({ cells, sum }, geometry) => {
    const { n, lowest = 1 } = geometry;
    // Its automaton's states grow with the values: 5,437 nodes for a 9-cell lunchbox on a 9x9, 174,508 for 12 cells on a 16x16.
    if (n > MAX_SIDE) return `lunchboxes are read on grids up to ${MAX_SIDE}x${MAX_SIDE}, not ${n}x${n}`;
    if (cells.length < 2 || cells.length > n) return `a lunchbox holds 2..${n} cells, not ${cells.length}`;
    const cellsProblem = markedCellsProblem(cells, geometry, 'a lunchbox');
    if (cellsProblem) return cellsProblem;
    // Every number but the smallest and the largest.
    const most = (n * (2 * lowest + n - 1)) / 2 - lowest - (n + lowest - 1);
    if (!Number.isInteger(sum) || sum < 0 || sum > most) return `a lunchbox's sum is 0..${most}, not ${sum}`;
    return undefined;
  },
  units: ({ cells }) => [[...cells]],
  sequences: ({ cells, sum }, geometry) => [{ cells, automaton: lunchboxAutomaton(sum, geometry) }],
  counted: { one: 'lunchbox', many: 'lunchboxes' },
  listed: {
    cells: (rule) => rule.cells,
    number: { key: 'sum', of: (rule) => rule.sum },
    make: (cells, sum) => (sum === undefined ? 'a lunchbox is written lunchbox:<sum>:<cells in order>' : { kind: 'lunchbox', cells, sum }),
  },
  iss: {
    read: {
      Lunchbox: (a) => [
        {
          kind: 'lunchbox',
          sum: a.number(0, "a Lunchbox's sum") ?? a.fail('a Lunchbox has a sum', 0),
          cells: a.cells(1, 'a Lunchbox'),
        },
      ],
    },
  },
  example: ({ n }) => ({ kind: 'lunchbox', cells: [0, 1, n + 1, n], sum: 2 }),
  description: 'the cells of a lunchbox hold different values, and those between its smallest and its largest value add up to its sum',
  drawing: 'cage',
};
