import type { IssArgs } from './reading.js';
import { isIssRegionCell, issOffset, issRegionCell, regionMarkProblem } from './region-cells.js';
import { countCellsProblem } from './distinct-regions.js';
import type { RuleKind } from './rule.js';

/**
 * A chaos count: `cells` are the control cell, then the counted cells, the first of which is
 * matched: the control's value is how many counted cells lie in the first one's region (itself
 * among them), less `offset` (1: the first one not counted).
 */
export type ChaosCount = { kind: 'chaos-count'; cells: readonly number[]; offset: number };

/** The control cell and the 3x3 square of cells around it, as ISS counts a control cell given alone (itself first). */
function aroundControl(control: number, n: number): number[] {
  const [r, c] = [Math.floor(control / n), control % n];
  const around = [control];
  for (const [dr, dc] of [
    [-1, 0],
    [1, 0],
    [0, -1],
    [0, 1],
    [-1, -1],
    [-1, 1],
    [1, -1],
    [1, 1],
  ] as const) {
    const [r2, c2] = [r + dr, c + dc];
    if (r2 >= 0 && r2 < n && c2 >= 0 && c2 < n) around.push(r2 * n + c2);
  }
  return around;
}

/** ISS's `ChaosCount~<control>~<offset>~<region cells>`, or the control (and offset) alone for the 3x3 square around it. */
function readChaosCount(a: IssArgs): ChaosCount[] {
  const control = a.cell(0, 'a ChaosCount control cell');
  const offset = a.args.length > 1 ? issOffset(a, 1, 'a ChaosCount') : 0;
  if (a.args.length <= 2) return [{ kind: 'chaos-count', cells: [control, ...aroundControl(control, a.n)], offset }];
  const counted = a.args.slice(2).map((_, i) => {
    if (!isIssRegionCell(a, i + 2) && a.isCell(i + 2)) a.fail("ISS's ChaosCount counts region cells (CC<k>), not grid cells", i + 2);
    return issRegionCell(a, i + 2, "ISS's ChaosCount counts region cells");
  });
  return [{ kind: 'chaos-count', cells: [control, ...counted], offset }];
}

/** A chaos count: the control cell says how many of the counted cells share the first one's region. */
export const chaosCount: RuleKind<ChaosCount> = {
  kind: 'chaos-count',
  label: () => 'chaos count',
  family: 'chaos',
  problem: ({ cells, offset }, geometry) => {
    const what = 'a chaos count';
    const cellsProblem = regionMarkProblem(cells, geometry, what) ?? countCellsProblem(cells, geometry, what);
    if (cellsProblem) return cellsProblem;
    if (offset !== 0 && offset !== 1) return `${what}'s offset is 0 (its first counted cell counted) or 1 (not), not ${offset}`;
    return undefined;
  },
  buildsRegions: true,
  regionCounts: ({ cells, offset }) => [{ control: cells[0]!, arms: cells.slice(2).map((c) => [cells[1]!, c]), offset }],
  counted: { one: 'chaos count', many: 'chaos counts' },
  listed: {
    cells: (rule) => rule.cells,
    number: { key: 'offset', of: (rule) => (rule.offset === 0 ? undefined : rule.offset) },
    make: (cells, offset) => ({ kind: 'chaos-count', cells, offset: offset ?? 0 }),
  },
  iss: { read: { ChaosCount: readChaosCount } },
  example: ({ n }) => ({ kind: 'chaos-count', cells: [n + 1, 0, 1, n], offset: 0 }),
  description:
    "a chaos count's control cell says how many of its counted cells lie in the region (of the chaos construction) of the first of them, that one included",
  drawing: 'cage',
  mark: () => ({ fill: 'none', text: '#' }),
};
