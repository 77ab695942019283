import { marksAmong, markCells, neighboursProblem, orderedPair } from './dot-pair.js';
import { numberOf, type RuleKind, relationsByNumber } from './rule.js';

export type XV = { kind: 'xv'; cells: readonly number[]; sum: number };

const adding = relationsByNumber((a, b, s) => a + b === s);
/** The letters f-puzzles and players write for the sums: X = 10, V = 5. */
const LETTERS: Record<string, number> = { X: 10, V: 5 };

/** An XV mark: its two cells add up to its sum (X: 10, V: 5). */
export const xv: RuleKind<XV> = {
  kind: 'xv',
  label: (rule) => `${letterOf(rule.sum) ?? 'XV'} (sum ${rule.sum})`,
  family: 'xv',
  anyValues: true,
  problem: (rule, geometry) => {
    // Two different numbers of the grid: the two smallest to the two largest.
    const [lo, hi] = [2 * numberOf(1, geometry) + 1, 2 * numberOf(geometry.n, geometry) - 1];
    if (!Number.isInteger(rule.sum) || rule.sum < lo || rule.sum > hi) return `an XV mark's sum is ${lo}..${hi}, not ${rule.sum}`;
    return neighboursProblem(rule.cells, geometry, 'an XV mark');
  },
  pairs: (rule) => orderedPair(rule.cells),
  forbids: (rule) => adding(rule.sum),
  counted: { one: 'XV mark', many: 'XV marks' },
  listed: {
    cells: (rule) => rule.cells,
    number: { key: 'sum', of: (rule) => rule.sum },
    unordered: true,
    make: (cells, sum) => (sum === undefined ? 'an XV mark is written xv:<sum>:<cells> (X is 10, V is 5)' : { kind: 'xv', cells, sum }),
  },
  fpuzzles: {
    list: {
      key: 'xv',
      read: (item, f) => {
        const cells = markCells(item, f, 'an XV mark');
        const letter = f.text(f.field(item, 'value'))?.trim().toUpperCase() ?? '';
        const sum = LETTERS[letter];
        if (sum === undefined) f.fail(`an XV mark's value is "X" or "V", not '${letter}'`, f.field(item, 'value') ?? item);
        return [{ kind: 'xv', cells, sum: sum! }];
      },
    },
    write: (rule, _, name) => {
      const letter = letterOf(rule.sum);
      if (letter === undefined) throw new RangeError(`f-puzzles writes XV marks of X (10) and V (5), not of ${rule.sum}`);
      return [['xv', { cells: rule.cells.map(name), value: letter }]];
    },
  },
  iss: {
    // .X~<cells> and .V~<cells>: every pair of neighbours among them adds up to 10 (X) or 5 (V), on a grid of any side.
    read: {
      X: (a) => marksAmong(a, 'an X').map((cells) => ({ kind: 'xv', cells, sum: 10 })),
      V: (a) => marksAmong(a, 'a V').map((cells) => ({ kind: 'xv', cells, sum: 5 })),
    },
  },
  example: () => ({ kind: 'xv', cells: [0, 1], sum: 5 }),
  description: 'the two cells of an XV mark add up to its sum: X is 10, V is 5',
  drawing: 'dot',
  mark: (rule) => ({ fill: 'none', text: letterOf(rule.sum) ?? String(rule.sum) }),
};

function letterOf(sum: number): string | undefined {
  return Object.entries(LETTERS).find(([, s]) => s === sum)?.[0];
}
