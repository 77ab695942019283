import { regionMarkProblem } from './region-cells.js';
import type { Geometry, RuleKind } from './rule.js';

/** Why a count over cells (the control first: a distinct count's or a region count's) cannot apply, or undefined. */
export function countCellsProblem(cells: readonly number[], { n }: Geometry, what: string): string | undefined {
  if (cells.length < 2) return `${what} holds its control cell and at least one more`;
  if (cells.some((c) => !Number.isInteger(c) || c < 0 || c >= n * n)) return `${what}'s cells lie in the ${n}x${n} grid`;
  if (new Set(cells.slice(1)).size !== cells.length - 1) return `${what} names a counted cell twice`;
  return undefined;
}

/** A region count: `cells` are the control cell, then the counted cells, whose regions of a chaos construction the control's value counts. */
export type DistinctRegions = { kind: 'distinct-regions'; cells: readonly number[] };

/** A region count: the control cell says how many regions of the chaos construction hold the counted cells. ISS's `CountDistinct` over region cells, read by count-distinct.ts. */
export const distinctRegions: RuleKind<DistinctRegions> = {
  kind: 'distinct-regions',
  label: () => 'region count',
  family: 'chaos',
  problem: ({ cells }, geometry) =>
    regionMarkProblem(cells, geometry, 'a region count') ?? countCellsProblem(cells, geometry, 'a region count'),
  buildsRegions: true,
  regionCounts: ({ cells }) => [{ control: cells[0]!, regionsOf: cells.slice(1), offset: 0 }],
  counted: { one: 'region count', many: 'region counts' },
  listed: { cells: (rule) => rule.cells, make: (cells) => ({ kind: 'distinct-regions', cells }) },
  example: ({ n }) => ({ kind: 'distinct-regions', cells: [n + 1, 0, 1, n] }),
  description: "a region count's control cell says how many regions of the chaos construction hold its counted cells",
  drawing: 'cage',
  mark: () => ({ fill: 'none', text: '#' }),
};
