import type { Automaton } from './automaton.js';
import type { IssArgs } from './reading.js';
import { countCellsProblem, type DistinctRegions } from './distinct-regions.js';
import { isIssRegionCell, issRegionCell } from './region-cells.js';
import type { RuleKind } from './rule.js';

/** A distinct count: `cells` are the control cell, then the counted cells, whose different values the control's value counts. */
export type CountDistinct = { kind: 'count-distinct'; cells: readonly number[] };

/** The most sets of values a count's automaton may follow before its control cell. */
export const MAX_DISTINCT_SETS = 4096;

/** How many sets of at most m of the n values there are (the automaton's states before the control cell). */
function setsUpTo(n: number, m: number): number {
  let [total, choose] = [0, 1];
  for (let i = 0; i <= Math.min(m, n); i++) {
    total += choose;
    choose = (choose * (n - i)) / (i + 1);
  }
  return total;
}

/**
 * Reading the m counted cells, then the control: the state is the cells read and the set of their
 * values (a bit a value); the control's value must be the set's size.
 */
function distinctAutomaton(m: number, n: number): Automaton {
  const size = (set: number) => {
    let count = 0;
    for (let s = set; s > 0; s &= s - 1) count++;
    return count;
  };
  return {
    start: 0,
    next: (state, v) => {
      if (state === 'end') return undefined;
      const read = Math.floor(Number(state) / 2 ** n);
      const set = Number(state) % 2 ** n;
      if (read < m) return (read + 1) * 2 ** n + (set | (1 << (v - 1)));
      return v === size(set) ? 'end' : undefined;
    },
    accepts: (state) => state === 'end',
  };
}

/**
 * ISS's `CountDistinct~<control>~<cells>`: over grid cells the values; over region cells (CC<k>)
 * the regions, a rule of the kind distinct-regions.ts, which this reader hands on as ISS's one type
 * (the forms are typed by the kind they are written in).
 */
function readCountDistinct(a: IssArgs): CountDistinct[] {
  const control = a.cell(0, 'a CountDistinct control cell');
  if (a.args.length > 1 && isIssRegionCell(a, 1)) {
    const cells = a.args.slice(1).map((_, i) => issRegionCell(a, i + 1, "ISS's CountDistinct over region cells counts region cells alone"));
    const regions: DistinctRegions = { kind: 'distinct-regions', cells: [control, ...cells] };
    return [regions as unknown as CountDistinct];
  }
  return [{ kind: 'count-distinct', cells: [control, ...a.cells(1, 'the cells a CountDistinct counts')] }];
}

/** A distinct count: the control cell says how many different values the counted cells hold. */
export const countDistinct: RuleKind<CountDistinct> = {
  kind: 'count-distinct',
  label: () => 'distinct count',
  family: 'count-distinct',
  problem: ({ cells }, geometry) => {
    const what = 'a distinct count';
    const cellsProblem = countCellsProblem(cells, geometry, what);
    if (cellsProblem) return cellsProblem;
    const sets = setsUpTo(geometry.n, cells.length - 1);
    if (sets > MAX_DISTINCT_SETS)
      return `${what} over ${cells.length - 1} cells of a ${geometry.n}x${geometry.n} grid follows ${sets} sets of values, at most ${MAX_DISTINCT_SETS}`;
    return undefined;
  },
  sequences: ({ cells }, { n }) => [{ cells: [...cells.slice(1), cells[0]!], automaton: distinctAutomaton(cells.length - 1, n) }],
  counted: { one: 'distinct count', many: 'distinct counts' },
  listed: { cells: (rule) => rule.cells, make: (cells) => ({ kind: 'count-distinct', cells }) },
  iss: { read: { CountDistinct: readCountDistinct } },
  example: ({ n }) => ({ kind: 'count-distinct', cells: [n + 1, 0, 1] }),
  description: "a distinct count's control cell says how many different values its counted cells hold",
  drawing: 'cage',
  mark: () => ({ fill: 'none', text: '#' }),
};
