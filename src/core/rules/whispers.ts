import { lastValueAutomaton } from './automaton.js';
import { lineProblem, pairsAlong } from './line.js';
import { type RuleKind, relationsByNumber } from './rule.js';

export type Whispers = { kind: 'whispers'; cells: readonly number[]; difference: number };

const apart = relationsByNumber((a, b, d) => Math.abs(a - b) >= d);

/** German whispers' difference on a grid of side n (5 on 9x9), which a line says unless it names another (Dutch: 4). */
export const defaultWhisper = (n: number) => Math.ceil(n / 2);

/** ISS's whisper difference where a line gives none, on a grid of any side. */
const ISS_WHISPER = 5;

/** A whispers line: neighbours along the line differ by at least its difference (German: 5 on 9x9). */
export const whispers: RuleKind<Whispers> = {
  kind: 'whispers',
  label: (rule) => `whispers (difference ≥ ${rule.difference})`,
  family: 'whispers',
  anyValues: true,
  problem: ({ cells, difference }, { n }) => {
    if (!Number.isInteger(difference) || difference < 1 || difference >= n)
      return `a whispers line's difference is 1..${n - 1}, not ${difference}`;
    // A line may pass through a cell again (as ISS's lines may): its rule is on each two neighbours along it.
    return lineProblem(cells, n, 'a whispers line', 2, true);
  },
  pairs: ({ cells }) => pairsAlong(cells, 1),
  forbids: (rule) => apart(rule.difference),
  lineAutomaton: (rule) => lastValueAutomaton((last, v) => Math.abs(last - v) >= rule.difference),
  counted: { one: 'whispers line', many: 'whispers lines' },
  listed: {
    cells: (rule) => rule.cells,
    number: { key: 'difference', of: (rule) => rule.difference },
    make: (cells, difference, n) => ({ kind: 'whispers', cells, difference: difference ?? defaultWhisper(n) }),
  },
  fpuzzles: {
    // {lines: [[…], …], value?}: each line a whispers line; the value, where there is one, its difference.
    list: {
      key: 'whispers',
      read: (item, f) => {
        const difference = f.sum(f.field(item, 'value'), "a whispers line's value is its difference") ?? defaultWhisper(f.n);
        return f
          .lines(item, 'a whispers line', '{"lines": [["R1C1", …]]}')
          .map((line) => ({ kind: 'whispers', cells: f.cells(line, 'a whispers line'), difference }));
      },
    },
    write: (rule, { n }, name) => [
      ['whispers', { lines: [rule.cells.map(name)], ...(rule.difference !== defaultWhisper(n) ? { value: String(rule.difference) } : {}) }],
    ],
  },
  iss: {
    // .Whisper~<difference>~<cells>, the difference left out for German whispers: 5 on any grid, where sudocnf's default is half the side.
    read: {
      Whisper: (a) => {
        const difference = a.isCell(0) ? ISS_WHISPER : (a.number(0, "a whispers line's difference") ?? ISS_WHISPER);
        return [{ kind: 'whispers', cells: a.cells(a.isCell(0) ? 0 : 1, 'a whispers line'), difference }];
      },
    },
  },
  example: ({ n }) => ({ kind: 'whispers', cells: [0, 1, n + 1], difference: defaultWhisper(n) }),
  description: 'neighbours along a whispers line differ by at least its difference (5 on a 9x9 unless written: German whispers; Dutch: 4)',
  drawing: 'line',
  mark: (rule, { n }) => ({ fill: 'none', text: rule.difference === defaultWhisper(n) ? '' : String(rule.difference) }),
};
