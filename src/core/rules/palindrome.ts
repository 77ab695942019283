import { lineProblem, linesForm, issLine } from './line.js';
import { type RuleKind, unequalValues } from './rule.js';

export type Palindrome = { kind: 'palindrome'; cells: readonly number[] };

/** A palindrome line: it reads the same from either end. */
export const palindrome: RuleKind<Palindrome> = {
  kind: 'palindrome',
  label: () => 'palindrome',
  family: 'palindrome',
  anyValues: true,
  problem: ({ cells }, { n }) => lineProblem(cells, n, 'a palindrome line'),
  // The cells at the same distance from either end hold the same value.
  pairs: ({ cells }) =>
    cells
      .slice(0, Math.floor(cells.length / 2))
      .map((c, i) => [Math.min(c, cells.at(-1 - i)!), Math.max(c, cells.at(-1 - i)!)] as [number, number]),
  forbids: () => unequalValues,
  counted: { one: 'palindrome line', many: 'palindrome lines' },
  listed: { cells: (rule) => rule.cells, make: (cells) => ({ kind: 'palindrome', cells }) },
  fpuzzles: linesForm('palindrome', { entry: 'a palindrome line', line: 'a palindrome line' }, (cells) => ({ kind: 'palindrome', cells })),
  iss: issLine('Palindrome', 'a palindrome line', (cells) => ({ kind: 'palindrome', cells })),
  example: ({ n }) => ({ kind: 'palindrome', cells: [0, n + 1, 2 * n + 2] }),
  description: 'a palindrome line reads the same from either end',
  drawing: 'line',
};
