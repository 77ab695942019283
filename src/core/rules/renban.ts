import { valueSetAutomaton } from './automaton.js';
import { lineProblem, linesForm, pairsAlong, issLine } from './line.js';
import { type RuleKind, relationsByNumber } from './rule.js';

export type Renban = { kind: 'renban'; cells: readonly number[] };

// m different values whose every two are less than m apart are m consecutive values.
const within = relationsByNumber((a, b, m) => Math.abs(a - b) < m);

/** A renban line: its cells hold different values that make a run of consecutive ones, in any order. */
export const renban: RuleKind<Renban> = {
  kind: 'renban',
  label: () => 'renban',
  family: 'renban',
  anyValues: true,
  problem: ({ cells }, { n }) => {
    if (cells.length > n) return `a renban line of ${cells.length} cells cannot hold different values 1..${n}`;
    return lineProblem(cells, n, 'a renban line');
  },
  units: ({ cells }) => [[...cells]],
  pairs: ({ cells }) => pairsAlong(cells, cells.length),
  forbids: ({ cells }) => within(cells.length),
  // Values read once each, ending as a run: a set of k values from its least to its most.
  lineAutomaton: () =>
    valueSetAutomaton(
      (seen, v) => (seen & (1 << (v - 1))) === 0,
      (seen) => {
        const low = seen & -seen;
        return ((seen + low) & seen) === 0;
      },
    ),
  counted: { one: 'renban line', many: 'renban lines' },
  listed: { cells: (rule) => rule.cells, make: (cells) => ({ kind: 'renban', cells }) },
  fpuzzles: linesForm('renban', { entry: 'a renban line', line: 'a renban line' }, (cells) => ({ kind: 'renban', cells })),
  iss: issLine('Renban', 'a renban line', (cells) => ({ kind: 'renban', cells })),
  example: ({ n }) => ({ kind: 'renban', cells: [n, n + 1, 2 * n + 2] }),
  description: 'the cells of a renban line hold different values that make a run of consecutive ones, in any order',
  drawing: 'line',
};
