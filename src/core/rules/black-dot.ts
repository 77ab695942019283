import { marksAmong, markCells, neighboursProblem, orderedPair } from './dot-pair.js';
import { type RuleKind, relationsByNumber } from './rule.js';

export type BlackDot = { kind: 'black-dot'; cells: readonly number[]; ratio: number };

const inRatio = relationsByNumber((a, b, r) => a === r * b || b === r * a);

/** A black Kropki dot: one of its two cells is its number (2 unless written) times the other. */
export const blackDot: RuleKind<BlackDot> = {
  kind: 'black-dot',
  label: (rule) => (rule.ratio === 2 ? 'black dot' : `black dot (ratio ${rule.ratio})`),
  family: 'black-dot',
  anyValues: true,
  problem: (rule, geometry) => {
    const { n } = geometry;
    if (!Number.isInteger(rule.ratio) || rule.ratio < 2 || rule.ratio > n) return `a black dot's ratio is 2..${n}, not ${rule.ratio}`;
    return neighboursProblem(rule.cells, geometry, 'a black dot');
  },
  pairs: (rule) => orderedPair(rule.cells),
  forbids: (rule) => inRatio(rule.ratio),
  counted: { one: 'black dot', many: 'black dots' },
  listed: {
    cells: (rule) => rule.cells,
    number: { key: 'ratio', of: (rule) => rule.ratio },
    unordered: true,
    make: (cells, ratio) => ({ kind: 'black-dot', cells, ratio: ratio ?? 2 }),
  },
  fpuzzles: {
    list: {
      key: 'ratio',
      read: (item, f) => {
        const cells = markCells(item, f, 'a black dot');
        return [{ kind: 'black-dot', cells, ratio: f.sum(f.field(item, 'value'), "a black dot's value is its ratio") ?? 2 }];
      },
    },
    write: (rule, _, name) => [['ratio', { cells: rule.cells.map(name), ...(rule.ratio !== 2 ? { value: String(rule.ratio) } : {}) }]],
  },
  iss: {
    // .BlackDot~<cells>: of every pair of neighbours among them (two cells: one dot), one is double the other.
    read: { BlackDot: (a) => marksAmong(a, 'a black dot').map((cells) => ({ kind: 'black-dot', cells, ratio: 2 })) },
  },
  example: () => ({ kind: 'black-dot', cells: [0, 1], ratio: 2 }),
  description: 'one cell of a black dot is its number (2 unless written) times the other',
  drawing: 'dot',
  mark: (rule) => ({ fill: 'black', text: rule.ratio === 2 ? '' : String(rule.ratio) }),
};
