import { lastClassesAutomaton } from './automaton.js';
import { lineProblem, linesForm } from './line.js';
import type { PairRelation, RuleKind } from './rule.js';

export type Entropic = { kind: 'entropic'; cells: readonly number[] };

/**
 * The group of each value of 1..n: low, middle, high, three runs of consecutive values (1-3, 4-6,
 * 7-9 on a 9x9); where n is not a multiple of 3, the low and high runs are as long as each other
 * (1, 2-3, 4 on a 4x4).
 */
export function entropicGroups(n: number): number[] {
  const [floor, ceil] = [Math.floor(n / 3), Math.ceil(n / 3)];
  const outer = 2 * floor + ceil === n ? floor : ceil;
  return Array.from({ length: n + 1 }, (_, v) => (v <= outer ? 0 : v <= n - outer ? 1 : 2));
}

const relations = new Map<number, PairRelation>();

/** Two values of the same group, on a grid of side n (one relation per side). */
function sameGroup(n: number): PairRelation {
  let relation = relations.get(n);
  if (!relation) {
    const groups = entropicGroups(n);
    relation = (a, b) => groups[a] === groups[b];
    relations.set(n, relation);
  }
  return relation;
}

/**
 * An entropic line: any three cells in a row along it hold one low, one middle and one high value.
 * That is, two of its cells a whole number of threes apart hold values of one group and others of
 * different groups: the pairs whose distance is not a multiple of 3 are the rule. Those up to n
 * apart are written (all of a line of up to n + 1 cells): the pairs one and two apart decide the
 * groups along the whole line already, and every pair would make a long line's pairs quadratic.
 */
export const entropic: RuleKind<Entropic> = {
  kind: 'entropic',
  label: () => 'entropic line',
  family: 'entropic',
  problem: ({ cells }, { n }) =>
    n < 3 ? 'an entropic line needs low, middle and high values (a grid of side 3 or more)' : lineProblem(cells, n, 'an entropic line'),
  pairs: ({ cells }, { n }) =>
    cells.flatMap((a, i) =>
      cells
        .slice(i + 1, i + 1 + n)
        .filter((_, k) => (k + 1) % 3 !== 0)
        .map((b) => [Math.min(a, b), Math.max(a, b)] as [number, number]),
    ),
  forbids: (_, { n }) => sameGroup(n),
  lineAutomaton: (_, { n }) => {
    const groups = entropicGroups(n);
    return lastClassesAutomaton((v) => groups[v]!);
  },
  counted: { one: 'entropic line', many: 'entropic lines' },
  listed: { cells: (rule) => rule.cells, make: (cells) => ({ kind: 'entropic', cells }) },
  fpuzzles: linesForm('entropicline', { entry: 'an entropic line', line: 'an entropic line' }, (cells) => ({ kind: 'entropic', cells })),
  iss: {
    // ISS's entropic lines are for grids of the values 1-9 alone (it refuses them elsewhere), where the groups are 1-3, 4-6 and 7-9.
    read: {
      Entropic: (a) =>
        a.n === 9 ? [{ kind: 'entropic', cells: a.cells(0, 'an entropic line') }] : a.fail("ISS's entropic lines are for 9x9 grids"),
    },
  },
  example: ({ n }) => ({ kind: 'entropic', cells: [0, 1, n + 2, n + 3] }),
  description: 'any three cells in a row along an entropic line hold one low, one middle and one high value (1-3, 4-6, 7-9 on a 9x9)',
  drawing: 'line',
};
