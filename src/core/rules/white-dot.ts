import { marksAmong, markCells, neighboursProblem, orderedPair } from './dot-pair.js';
import { type RuleKind, relationsByNumber } from './rule.js';

export type WhiteDot = { kind: 'white-dot'; cells: readonly number[]; difference: number };

const differing = relationsByNumber((a, b, d) => Math.abs(a - b) === d);

/** A white Kropki dot: its two cells differ by its number (1 unless written). */
export const whiteDot: RuleKind<WhiteDot> = {
  kind: 'white-dot',
  label: (rule) => (rule.difference === 1 ? 'white dot' : `white dot (difference ${rule.difference})`),
  family: 'white-dot',
  anyValues: true,
  problem: (rule, geometry) => {
    const { n } = geometry;
    if (!Number.isInteger(rule.difference) || rule.difference < 1 || rule.difference >= n)
      return `a white dot's difference is 1..${n - 1}, not ${rule.difference}`;
    return neighboursProblem(rule.cells, geometry, 'a white dot');
  },
  pairs: (rule) => orderedPair(rule.cells),
  forbids: (rule) => differing(rule.difference),
  counted: { one: 'white dot', many: 'white dots' },
  listed: {
    cells: (rule) => rule.cells,
    number: { key: 'difference', of: (rule) => rule.difference },
    unordered: true,
    make: (cells, difference) => ({ kind: 'white-dot', cells, difference: difference ?? 1 }),
  },
  fpuzzles: {
    list: {
      key: 'difference',
      read: (item, f) => {
        const cells = markCells(item, f, 'a white dot');
        return [{ kind: 'white-dot', cells, difference: f.sum(f.field(item, 'value'), "a white dot's value is its difference") ?? 1 }];
      },
    },
    write: (rule, _, name) => [
      ['difference', { cells: rule.cells.map(name), ...(rule.difference !== 1 ? { value: String(rule.difference) } : {}) }],
    ],
  },
  iss: {
    // .WhiteDot~<cells>: every pair of neighbours among them (two cells: one dot) differs by 1.
    read: { WhiteDot: (a) => marksAmong(a, 'a white dot').map((cells) => ({ kind: 'white-dot', cells, difference: 1 })) },
  },
  example: () => ({ kind: 'white-dot', cells: [0, 1], difference: 1 }),
  description: 'the two cells of a white dot differ by its number (1 unless written)',
  drawing: 'dot',
  mark: (rule) => ({ fill: 'white', text: rule.difference === 1 ? '' : String(rule.difference) }),
};
