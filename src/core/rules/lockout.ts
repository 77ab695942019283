import { lineProblem } from './line.js';
import { type RuleKind, relationsByNumber, type TripleRelation } from './rule.js';
import { withArticle } from '../article.js';

export type Lockout = { kind: 'lockout'; cells: readonly number[]; difference: number };

/** The ends closer than the difference. */
const tooClose = relationsByNumber((a, b, d) => Math.abs(a - b) >= d);
/** The third value outside the range of the first two (ends included). */
const outside: TripleRelation = (x, y, z) => z < Math.min(x, y) || z > Math.max(x, y);

/** The difference a lockout line's ends keep unless written: ⌊n/2⌋ (4 on a 9x9). */
const usualDifference = (n: number) => Math.floor(n / 2);

/** A lockout line: its ends differ by at least its difference, and no cell between them holds a value from one end's to the other's. */
export const lockout: RuleKind<Lockout> = {
  kind: 'lockout',
  label: (rule) => `lockout line (difference ${rule.difference})`,
  family: 'lockout',
  anyValues: true,
  problem: ({ cells, difference }, { n }) => {
    if (!Number.isInteger(difference) || difference < 1 || difference >= n)
      return `a lockout line's difference is 1..${n - 1}, not ${difference}`;
    return lineProblem(cells, n, 'a lockout line', 3);
  },
  pairs: ({ cells }) => [[Math.min(cells[0]!, cells.at(-1)!), Math.max(cells[0]!, cells.at(-1)!)]],
  forbids: (rule) => tooClose(rule.difference),
  triples: ({ cells }) => cells.slice(1, -1).map((m) => [cells[0]!, cells.at(-1)!, m]),
  allows: () => outside,
  counted: { one: 'lockout line', many: 'lockout lines' },
  listed: {
    cells: (rule) => rule.cells,
    number: { key: 'difference', of: (rule) => rule.difference },
    make: (cells, difference, n) => ({ kind: 'lockout', cells, difference: difference ?? usualDifference(n) }),
  },
  // f-puzzles draws lockout lines with the usual difference only.
  fpuzzles: {
    list: {
      key: 'lockout',
      read: (item, f) =>
        f.lines(item, 'a lockout line', '{"lines": [["R1C1", …]]}').map((line) => ({
          kind: 'lockout',
          cells: f.cells(line, 'a lockout line'),
          difference: usualDifference(f.n),
        })),
    },
    write: (rule, { n }, name) => {
      if (rule.difference !== usualDifference(n))
        throw new RangeError(
          `f-puzzles writes lockout lines of difference ${usualDifference(n)} on ${withArticle(`${n}x${n}`)}, not ${rule.difference}`,
        );
      return [['lockout', { lines: [rule.cells.map(name)] }]];
    },
  },
  iss: {
    // .Lockout~<difference>~<cells>: the ends differ by at least the difference.
    read: {
      Lockout: (a) => [
        {
          kind: 'lockout',
          cells: a.cells(1, 'a lockout line'),
          difference: a.number(0, "a lockout line's difference") ?? a.fail('a lockout line gives its difference first', 0),
        },
      ],
    },
  },
  example: ({ n }) => ({ kind: 'lockout', cells: [0, 1, n + 2], difference: usualDifference(n) }),
  description:
    "a lockout line's ends differ by at least its difference (⌊n/2⌋ unless written: 4 on a 9x9), and no cell between them holds a value from one end's value to the other's",
  drawing: 'line',
};
