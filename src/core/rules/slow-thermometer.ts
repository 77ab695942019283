import { lastValueAutomaton } from './automaton.js';
import { lineProblem } from './line.js';
import type { PairRelation, RuleKind } from './rule.js';

export type SlowThermometer = { kind: 'slow-thermometer'; cells: readonly number[] };

/** The earlier cell (read first) above the later one. */
const falling: PairRelation = (a, b) => a > b;

/** A slow thermometer: values never decrease from the bulb along the line (they may stay the same). */
export const slowThermometer: RuleKind<SlowThermometer> = {
  kind: 'slow-thermometer',
  label: () => 'slow thermometer',
  family: 'slow-thermo',
  anyValues: true,
  problem: ({ cells }, { n }) => lineProblem(cells, n, 'a slow thermometer'),
  // Every cell against the n after it, the earlier read first: the order holds along a stretch of
  // the line at once (the whole of a line of up to n + 1 cells), and the steps chain the stretches;
  // every later cell would make a long line's pairs quadratic.
  pairs: ({ cells }, { n }) => cells.flatMap((a, i) => cells.slice(i + 1, i + 1 + n).map((b) => [a, b] as [number, number])),
  comparisons: ({ cells }) => cells.slice(1).map((higher, i) => ({ lower: cells[i]!, higher, strict: false })),
  forbids: () => falling,
  lineAutomaton: () => lastValueAutomaton((last, v) => v >= last),
  counted: { one: 'slow thermometer', many: 'slow thermometers' },
  listed: { cells: (rule) => rule.cells, make: (cells) => ({ kind: 'slow-thermometer', cells }) },
  example: ({ n }) => ({ kind: 'slow-thermometer', cells: [n, 0, 1] }),
  description: 'values never decrease from the bulb along a slow thermometer (they may repeat where the rules allow)',
  drawing: 'line',
};
