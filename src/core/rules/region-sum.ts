import { cageCellsText } from './cage.js';
import { lineProblem, linesForm, issLine } from './line.js';
import { equalSums } from './equal-sums.js';
import { boxlessProblem, type Geometry, type RuleKind, regionOf } from './rule.js';

export type RegionSum = { kind: 'region-sum'; cells: readonly number[] };

/** The line cut where it crosses from one region (box) into another: each run of its cells in one region. */
function segments(cells: readonly number[], geometry: Geometry): number[][] {
  const out: number[][] = [];
  let region = -1;
  for (const cell of cells) {
    const here = regionOf(cell, geometry);
    if (here !== region) out.push([]);
    out.at(-1)!.push(cell);
    region = here;
  }
  return out;
}

/** A region-sum line: where it crosses from one box (or region) into another, each run of its cells adds up to the same total. */
export const regionSum: RuleKind<RegionSum> = {
  kind: 'region-sum',
  label: () => 'region-sum line',
  family: 'region-sum',
  anyValues: true,
  problem: ({ cells }, geometry) => boxlessProblem(geometry, 'a region-sum line') ?? lineProblem(cells, geometry.n, 'a region-sum line'),
  sums: ({ cells }, geometry) => equalSums(segments(cells, geometry), geometry.n),
  sumLabel: (_, sum, n) => {
    const name = (cells: readonly number[]) => cageCellsText(cells, n);
    const next = sum.complemented ?? [];
    return `the region-sum line: ${name(sum.cells.filter((c) => !next.includes(c)))} = ${name(next)}`;
  },
  counted: { one: 'region-sum line', many: 'region-sum lines' },
  listed: { cells: (rule) => rule.cells, make: (cells) => ({ kind: 'region-sum', cells }) },
  fpuzzles: linesForm('regionsumline', { entry: 'a region-sum line', line: 'a region-sum line' }, (cells) => ({
    kind: 'region-sum',
    cells,
  })),
  iss: issLine('RegionSumLine', 'a region-sum line', (cells) => ({ kind: 'region-sum', cells })),
  example: () => ({ kind: 'region-sum', cells: [1, 2, 3] }),
  description: 'where a region-sum line crosses from one box into another, each run of its cells adds up to the same total',
  drawing: 'line',
};
