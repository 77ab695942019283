import { piecesOf } from './line.js';
import type { IssArgs } from './reading.js';
import { isIssRegionCell, issOffset, issRegionCell, regionMarkProblem } from './region-cells.js';
import type { RuleKind } from './rule.js';

/**
 * A chaos arrow: `cells` are the control cell, then its arms one after another (`arms` their
 * lengths), each arm starting at the same cell: the control's value is how many cells along the
 * arms, from the start on, stay in the start's region (the start counted once), less `offset`
 * (1: the start not counted).
 */
export type ChaosArrow = { kind: 'chaos-arrow'; cells: readonly number[]; arms: readonly number[]; offset: number };

/** The arms of a chaos arrow, each a list of cells from the start. */
export function armsOf({ cells, arms }: ChaosArrow): number[][] {
  return piecesOf(cells.slice(1), arms);
}

/** The four lines from a cell to the grid's edges (left, right, up, down), each from the cell itself, as ISS draws a control cell given alone. */
function toTheEdges(control: number, n: number): number[][] {
  const [r, c] = [Math.floor(control / n), control % n];
  return [
    [0, -1],
    [0, 1],
    [-1, 0],
    [1, 0],
  ].map(([dr, dc]) => {
    const arm: number[] = [];
    for (let [r2, c2] = [r, c]; r2 >= 0 && r2 < n && c2 >= 0 && c2 < n; r2 += dr!, c2 += dc!) arm.push(r2 * n + c2);
    return arm;
  });
}

/** ISS's `ChaosArrow~<control>~<offset>~<arm>~-~<arm>…` (region cells, arms set apart by `-`), or the control (and offset) alone for the four lines to the edges. */
function readChaosArrow(a: IssArgs): ChaosArrow[] {
  const control = a.cell(0, 'a ChaosArrow control cell');
  const make = (arms: number[][], offset: number): ChaosArrow[] => [
    { kind: 'chaos-arrow', cells: [control, ...arms.flat()], arms: arms.map((arm) => arm.length), offset },
  ];
  const offset = a.args.length > 1 ? issOffset(a, 1, 'a ChaosArrow') : 0;
  if (a.args.length <= 2) return make(toTheEdges(control, a.n), offset);
  const arms: number[][] = [[]];
  for (let i = 2; i < a.args.length; i++) {
    if (a.args[i] === '-') arms.push([]);
    else if (!isIssRegionCell(a, i) && a.isCell(i)) a.fail("ISS's ChaosArrow's arms are region cells (CC<k>), not grid cells", i);
    else arms.at(-1)!.push(issRegionCell(a, i, "ISS's ChaosArrow's arms are region cells"));
  }
  if (arms.some((arm) => arm.length === 0)) a.fail("an arm of ISS's ChaosArrow holds a cell or more (arms are set apart by '-')");
  return make(arms, offset);
}

/** A chaos arrow: the control cell says how far its arms stay in the region (of the chaos construction) they start in. */
export const chaosArrow: RuleKind<ChaosArrow> = {
  kind: 'chaos-arrow',
  label: () => 'chaos arrow',
  family: 'chaos',
  problem: (rule, geometry) => {
    const what = 'a chaos arrow';
    const cellsProblem = regionMarkProblem(rule.cells, geometry, what);
    if (cellsProblem) return cellsProblem;
    const { arms, offset } = rule;
    const { n } = geometry;
    if (rule.cells.length - 1 > 4 * n * n) return `${what}'s arms hold at most ${4 * n * n} cells in all, not ${rule.cells.length - 1}`;
    if (arms.length === 0 || arms.some((length) => !Number.isInteger(length) || length < 1))
      return `${what}'s arms are each one cell or more`;
    if (arms.reduce((sum, length) => sum + length, 0) !== rule.cells.length - 1)
      return `${what}'s arms (${arms.join(' + ')} cells) are the cells after its control cell (${rule.cells.length - 1})`;
    const lines = armsOf(rule);
    if (lines.some((arm) => arm[0] !== lines[0]![0])) return `${what}'s arms start at one cell`;
    if (lines.some((arm) => new Set(arm).size !== arm.length)) return `${what}'s arm names a cell twice`;
    if (offset !== 0 && offset !== 1) return `${what}'s offset is 0 (its start counted) or 1 (not), not ${offset}`;
    return undefined;
  },
  buildsRegions: true,
  regionCounts: (rule) => [{ control: rule.cells[0]!, arms: armsOf(rule), offset: rule.offset }],
  counted: { one: 'chaos arrow', many: 'chaos arrows' },
  listed: {
    cells: (rule) => rule.cells,
    number: { key: 'offset', of: (rule) => rule.offset },
    values: { key: 'arms', of: (rule) => rule.arms },
    make: (cells, offset, _, arms) => ({
      kind: 'chaos-arrow',
      cells,
      arms: arms && arms.length > 0 ? arms : [cells.length - 1],
      offset: offset ?? 0,
    }),
  },
  iss: { read: { ChaosArrow: readChaosArrow } },
  example: ({ n }) => ({ kind: 'chaos-arrow', cells: [n + 1, 0, 1, 2, 0, n], arms: [3, 2], offset: 0 }),
  description:
    "a chaos arrow's control cell says how many cells along its arms, from the cell they start at, stay in that cell's region of the chaos construction (the start counted once)",
  drawing: 'line',
};
