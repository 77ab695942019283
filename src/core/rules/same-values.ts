import type { Automaton } from './automaton.js';
import type { IssArgs } from './reading.js';
import { isIssRegionCell, issRegionCell } from './region-cells.js';
import type { RuleKind } from './rule.js';

/** Sets of cells holding the same values: `cells` cut into `sets` sets of one size, each holding the same values as many times. */
export type SameValues = { kind: 'same-values'; cells: readonly number[]; sets: number };

/** The sets, each `cells.length / sets` cells in order. */
function setsOf({ cells, sets }: SameValues): number[][] {
  const size = cells.length / sets;
  return Array.from({ length: sets }, (_, i) => cells.slice(i * size, (i + 1) * size));
}

/** Reading one set of m cells, then another: how many more of them hold v in the first so far; none at the end. */
function asOften(value: number, m: number): Automaton {
  const width = m + 1;
  return {
    start: 0,
    next: (state, v) => {
      const [read, more] = [Math.floor(Number(state) / width), Number(state) % width];
      const next = read < m ? more + (v === value ? 1 : 0) : more - (v === value ? 1 : 0);
      // What the second set has left to read must still be able to match the first.
      return next < 0 || next > 2 * m - read - 1 ? undefined : (read + 1) * width + next;
    },
    accepts: (state) => Number(state) === 2 * m * width,
  };
}

/**
 * ISS's `SameValues~<sets>~<cells>`: over grid cells sets of the same values; over region cells
 * (CC<k>), one cell a set, cells one region holds, a same-region mark (same-region.ts), which this
 * reader hands on as ISS's one type.
 */
function readSameValues(a: IssArgs): SameValues[] {
  const sets = a.number(0, "SameValues' number of sets") ?? a.fail('a SameValues gives its number of sets first', 0);
  if (a.args.length > 1 && isIssRegionCell(a, 1)) {
    if (sets !== a.args.length - 1)
      a.fail("ISS's SameValues over region cells is read one cell a set (as many sets as cells); this one is not", 0);
    const cells = a.args.slice(1).map((_, i) => issRegionCell(a, i + 1, "ISS's SameValues over region cells names region cells alone"));
    const mark = { kind: 'same-region', cells };
    return [mark as unknown as SameValues];
  }
  return [{ kind: 'same-values', cells: a.cells(1, "a SameValues' cells"), sets }];
}

/** Sets of cells holding the same values, as many times each. */
export const sameValues: RuleKind<SameValues> = {
  kind: 'same-values',
  label: (rule) => `same values (${rule.sets} sets)`,
  family: 'same-values',
  // Sets of the same values whatever the numbers: on the values 0..n − 1 alike.
  anyValues: true,
  problem: ({ cells, sets }, { n }) => {
    if (!Number.isInteger(sets) || sets < 2) return 'same values are 2 or more sets of cells';
    if (cells.length % sets !== 0)
      return `same values cut their ${cells.length} cells into ${sets} sets of one size, which ${sets} does not divide`;
    if (cells.some((c) => !Number.isInteger(c) || c < 0 || c >= n * n)) return `same values' cells lie in the ${n}x${n} grid`;
    if (new Set(cells).size !== cells.length) return 'same values name a cell twice';
    return undefined;
  },
  // The first set against each other one, a value at a time.
  sequences: (rule, { n }) => {
    const [first, ...rest] = setsOf(rule);
    return rest.flatMap((set) =>
      Array.from({ length: n }, (_, i) => ({ cells: [...first!, ...set], automaton: asOften(i + 1, set.length) })),
    );
  },
  counted: { one: 'set of same values', many: 'sets of same values' },
  listed: {
    cells: (rule) => rule.cells,
    number: { key: 'sets', of: (rule) => rule.sets },
    make: (cells, sets) =>
      sets === undefined ? 'same values are written {same-values: [r1c1, …], sets: 2}' : { kind: 'same-values', cells, sets },
  },
  iss: { read: { SameValues: readSameValues } },
  example: ({ n }) => ({ kind: 'same-values', cells: [0, 1, n + 2, 2 * n + 3], sets: 2 }),
  description: 'the cells, cut in order into sets of one size, hold the same values in every set, as many times each',
  drawing: 'cage',
  mark: () => ({ fill: 'none', text: '=' }),
};
