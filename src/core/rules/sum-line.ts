import type { Automaton } from './automaton.js';
import { lineProblem } from './line.js';
import { kingsMove, type RuleKind } from './rule.js';

/** A sum line ("10 lines"): the line is cut into segments whose values each add up to `sum`. */
export type SumLine = { kind: 'sum-line'; cells: readonly number[]; sum: number };

/**
 * The most states its automaton may have over the line (its cells times its sum). A loop, whose
 * cuts may fall anywhere around it, is not one line: one automaton must follow every place of the
 * first cut at once, and grew past 16,000 nodes on a 12-cell loop of sum 10; it is any of the
 * lines that go round from one of its first cells instead (ISS's `~LOOP`, below).
 */
const MAX_STATES = 1_000_000;

/**
 * Reading the line: the total of the segment under way, 0 at each cut. A value that takes it
 * past the sum breaks the rule; the line ends at a cut. It adds the values' numbers (value index
 * v holds v + lowest − 1): on the values 0..n − 1 a 0 joins either segment, and a line of 0s
 * holds, as ISS reads it.
 */
function segmentsAutomaton(sum: number, lowest: number): Automaton {
  return {
    start: 0,
    next: (s, v) => {
      const t = Number(s) + v + lowest - 1;
      return t < sum ? t : t === sum ? 0 : undefined;
    },
    accepts: (s) => s === 0,
  };
}

/** A sum line: cut into segments of one total, each segment's values adding up to it. */
export const sumLine: RuleKind<SumLine> = {
  kind: 'sum-line',
  label: (rule) => `sum line ${rule.sum}`,
  family: 'sum-line',
  anyValues: true,
  problem: ({ cells, sum }, { n }) => {
    if (cells.length > 2 && cells[0] === cells.at(-1))
      return "a sum line that ends on its first cell is a loop: write it as {any-of: […]} of the lines that go round from each of its first cells (as ISS's ~LOOP is read)";
    const problem = lineProblem(cells, n, 'a sum line', 1);
    if (problem) return problem;
    // Sums past n(n + 1)/2 (45 on a 9x9) are refused: the automaton's states grow with the sum.
    const most = Math.min((n * (n + 1)) / 2, n * cells.length);
    if (!Number.isInteger(sum) || sum < 1 || sum > most) return `a sum line of ${cells.length} cells has a sum of 1..${most}, not ${sum}`;
    if (cells.length * sum > MAX_STATES) return `a sum line's cells times its sum are at most ${MAX_STATES.toLocaleString('en-US')}`;
    return undefined;
  },
  sequences: ({ cells, sum }, { lowest = 1 }) => [{ cells, automaton: segmentsAutomaton(sum, lowest) }],
  counted: { one: 'sum line', many: 'sum lines' },
  listed: {
    cells: (rule) => rule.cells,
    number: { key: 'sum', of: (rule) => rule.sum },
    make: (cells, sum) => (sum === undefined ? 'a sum line is written sum-line:<sum>:<cells along it>' : { kind: 'sum-line', cells, sum }),
  },
  iss: {
    read: {
      // `.SumLine~10~R1C1~…`; a loop ends in `~LOOP`: some cut falls among its first `sum` cells
      // (a segment holds at most `sum` cells), so the loop is any of the lines that start at one of
      // them and go round (any-of.ts), which this reader hands on as ISS's one type.
      SumLine: (a) => {
        const sum = a.number(0, "a SumLine's sum") ?? a.fail('a SumLine has a sum', 0);
        if (a.args.at(-1) !== 'LOOP') return [{ kind: 'sum-line', cells: a.cells(1, 'a SumLine'), sum }];
        const loop = Array.from({ length: a.args.length - 2 }, (_, i) => a.cell(i + 1, 'a SumLine loop'));
        if (loop.length > 1 && !kingsMove(loop.at(-1)!, loop[0]!, a.n))
          a.fail("a SumLine loop's last cell touches its first", a.args.length - 1);
        const starts = Math.min(loop.length, Math.max(1, sum));
        const rotations = Array.from({ length: starts }, (_, k) => ({
          kind: 'sum-line' as const,
          cells: [...loop.slice(k), ...loop.slice(0, k)],
          sum,
        }));
        const round = { kind: 'any-of', rules: rotations };
        return [round as unknown as SumLine];
      },
    },
  },
  example: ({ n }) => ({ kind: 'sum-line', cells: [0, n + 1, n + 2], sum: 4 }),
  description:
    'a sum line is cut into segments whose values each add up to its number (on the values 0..n − 1 a 0 joins either segment beside it, and a line of 0s holds)',
  drawing: 'line',
  mark: (rule) => ({ fill: 'none', text: String(rule.sum) }),
};
