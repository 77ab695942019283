import type { Automaton } from './automaton.js';
import { markedCellsProblem } from './marked-cells.js';
import type { RuleKind } from './rule.js';

/**
 * A value-indexing line: `cells` are the value cell, the control cell, then the indexed cells; the
 * control's value k puts the value cell's value in the k-th indexed cell (k cells on from the control).
 */
export type ValueIndexing = { kind: 'value-indexing'; cells: readonly number[] };

/**
 * Reading the value x, the control k (1 to m), then the m indexed cells: the k-th holds x. The
 * control is its number (value index v holds v + lowest − 1): on the values 0..n − 1 a 0 points
 * nowhere, as ISS reads it.
 */
function indexingAutomaton(m: number, lowest: number): Automaton {
  return {
    start: 'start',
    next: (state, v) => {
      if (state === 'start') return `${v}`;
      const [x, k, read] = String(state).split(':').map(Number) as [number, number?, number?];
      const control = v + lowest - 1;
      if (k === undefined) return control >= 1 && control <= m ? `${x}:${control}:0` : undefined;
      return read! + 1 === k && v !== x ? undefined : `${x}:${k}:${read! + 1}`;
    },
    accepts: (state) => String(state).split(':').length === 3,
  };
}

/** A value-indexing line: the control's value says how many cells on from it the value cell's value stands again. */
export const valueIndexing: RuleKind<ValueIndexing> = {
  kind: 'value-indexing',
  label: () => 'value indexing',
  family: 'value-indexing',
  anyValues: true,
  problem: ({ cells }, geometry) =>
    cells.length < 3
      ? 'a value-indexing line holds its value cell, its control cell and at least one indexed cell'
      : markedCellsProblem(cells, geometry, 'a value-indexing line'),
  sequences: ({ cells }, { lowest = 1 }) => [{ cells, automaton: indexingAutomaton(cells.length - 2, lowest) }],
  counted: { one: 'value-indexing line', many: 'value-indexing lines' },
  listed: { cells: (rule) => rule.cells, make: (cells) => ({ kind: 'value-indexing', cells }) },
  iss: { read: { ValueIndexing: (a) => [{ kind: 'value-indexing', cells: a.cells(0, 'a ValueIndexing line') }] } },
  example: ({ n }) => ({ kind: 'value-indexing', cells: [0, 1, 2, n + 2, n + 1] }),
  description: "a value-indexing line's control cell (its second) says how many cells on from it the value of its first cell stands again",
  drawing: 'line',
};
