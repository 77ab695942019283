import type { Automaton } from './automaton.js';
import { numberOf, type RuleKind } from './rule.js';

/** Counting circles: each value in the circles is how many of the circles hold it. */
export type CountingCircles = { kind: 'counting-circles'; cells: readonly number[] };

/**
 * Reading the circles for the value of index `value`, whose number is `times`: how many hold it so
 * far, `times` at most; at the end none or `times` (a 0 in no circle, as ISS reads it on 0-8).
 */
function countAutomaton(value: number, times: number): Automaton {
  return {
    start: 0,
    next: (count, v) => (v !== value ? count : Number(count) < times ? Number(count) + 1 : undefined),
    accepts: (count) => count === 0 || count === times,
  };
}

/** A set of counting circles: a value in them stands in as many of them as it says. */
export const countingCircles: RuleKind<CountingCircles> = {
  kind: 'counting-circles',
  label: () => 'counting circles',
  family: 'counting-circles',
  anyValues: true,
  problem: ({ cells }, { n }) => {
    if (cells.length < 1) return 'counting circles are at least one cell';
    if (cells.some((c) => !Number.isInteger(c) || c < 0 || c >= n * n)) return `counting circles lie in the ${n}x${n} grid`;
    if (new Set(cells).size !== cells.length) return 'counting circles name a cell twice';
    // Each value v fills none or v of them: more circles than 1 + 2 + … + n can never be filled.
    if (cells.length > (n * (n + 1)) / 2)
      return `at most ${(n * (n + 1)) / 2} counting circles can be filled on ${n}x${n} (1 + 2 + … + ${n})`;
    return undefined;
  },
  // One count a value: each automaton reads every circle.
  sequences: ({ cells }, geometry) =>
    Array.from({ length: geometry.n }, (_, i) => ({ cells, automaton: countAutomaton(i + 1, numberOf(i + 1, geometry)) })),
  counted: { one: 'set of counting circles', many: 'sets of counting circles' },
  listed: { cells: (rule) => rule.cells, unordered: true, make: (cells) => ({ kind: 'counting-circles', cells }) },
  iss: { read: { CountingCircles: (a) => [{ kind: 'counting-circles', cells: a.cells(0, 'a set of counting circles') }] } },
  example: ({ n }) => ({ kind: 'counting-circles', cells: [0, n + 1, 2 * n + 2] }),
  description: 'a value in the counting circles stands in exactly as many of them as it says',
  drawing: 'cell',
  mark: () => ({ fill: 'none', text: '', symbol: 'circle' }),
};
