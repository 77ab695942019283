import type { Automaton } from './automaton.js';
import { markedCellsProblem } from './marked-cells.js';
import type { RuleKind } from './rule.js';

/** An equality cage: different values, as many even as odd and as many low as high (no middle value on an odd side). */
export type EqualityCage = { kind: 'equality-cage'; cells: readonly number[] };

/**
 * Reading the cage: evens less odds and lows less highs so far (a middle value refused); at the end
 * both 0. A value's parity is its number's (0 even on the values 0..n − 1); low and high are the
 * lower and upper halves of the values, as ISS splits them.
 */
function equalityAutomaton(n: number, m: number, lowest: number): Automaton {
  const half = Math.floor(n / 2);
  const width = 2 * m + 1;
  return {
    start: m * width + m,
    next: (state, v) => {
      if (n % 2 === 1 && v === half + 1) return undefined;
      const parity = Math.floor(Number(state) / width) + ((v + lowest - 1) % 2 === 0 ? 1 : -1);
      const height = (Number(state) % width) + (v <= half ? 1 : -1);
      return parity * width + height;
    },
    accepts: (state) => state === m * width + m,
  };
}

/** An equality cage: its cells hold different values, as many even as odd and as many low as high. */
export const equalityCage: RuleKind<EqualityCage> = {
  kind: 'equality-cage',
  label: () => 'equality cage',
  family: 'equality-cage',
  anyValues: true,
  problem: ({ cells }, geometry) => {
    const what = 'an equality cage';
    if (cells.length < 2 || cells.length % 2 !== 0 || cells.length > geometry.n)
      return `${what} holds an even number of cells, 2 to ${geometry.n}, not ${cells.length}`;
    return markedCellsProblem(cells, geometry, what);
  },
  units: ({ cells }) => [[...cells].sort((a, b) => a - b)],
  sequences: ({ cells }, { n, lowest = 1 }) => [{ cells, automaton: equalityAutomaton(n, cells.length, lowest) }],
  counted: { one: 'equality cage', many: 'equality cages' },
  listed: { cells: (rule) => rule.cells, unordered: true, make: (cells) => ({ kind: 'equality-cage', cells }) },
  iss: { read: { EqualityCage: (a) => [{ kind: 'equality-cage', cells: a.cells(0, 'an equality cage') }] } },
  example: ({ n }) => ({ kind: 'equality-cage', cells: [0, 1, n + 2, n + 3] }),
  description:
    'an equality cage holds different values, as many even as odd and as many low (the lower half) as high (the upper half); on an odd side the middle value is not in it (on the values 0..n − 1, 0 is even)',
  drawing: 'cage',
};
