// Region-sum lines: each run of a line's cells in one box (or jigsaw region) adds up to the same
// total. Counts on small grids against a brute force, jigsaw regions, and the published puzzles.
import { describe, expect, it } from 'vitest';
import type { RegionSum } from '../../src/core/rules/region-sum.js';
import { count } from '../../src/index.js';
import { expectCountsOf, expectPublishedUnique } from '../variant-checks.js';

/** Lines of a 4x4 (cells r1c1 = 0 … r4c4 = 15), each crossing boxes. */
const LINES: RegionSum[][] = [
  [{ kind: 'region-sum', cells: [1, 2, 3] }],
  [{ kind: 'region-sum', cells: [4, 5, 9] }],
  [
    { kind: 'region-sum', cells: [0, 5, 10, 15] },
    { kind: 'region-sum', cells: [12, 13, 14] },
  ],
];

/** Whether a complete grid keeps a line, its runs cut by `regionOf`, written here from the rule. */
function holds(rule: RegionSum, cells: Uint16Array, regionOf: (cell: number) => number): boolean {
  const totals: number[] = [];
  let last = -1;
  for (const cell of rule.cells) {
    if (regionOf(cell) !== last) totals.push(0);
    totals[totals.length - 1]! += cells[cell]!;
    last = regionOf(cell);
  }
  return totals.every((t) => t === totals[0]);
}

const box = (cell: number) => 2 * (cell >> 3) + ((cell & 3) >> 1);

describe('region-sum lines', () => {
  it('count on 4x4 grids equals the solutions a brute force finds, under every encoding and treatment of givens', async () => {
    for (const rules of LINES) await expectCountsOf(rules, (cells) => rules.every((rule) => holds(rule, cells, box)));
  });

  it('on a jigsaw, the runs are cut where the line leaves a region, not a box', async () => {
    // Regions: the columns' halves joined differently from the boxes (AABB/ACDB/ACDB/CCDD).
    const labels = [0, 0, 1, 1, 0, 2, 3, 1, 0, 2, 3, 1, 2, 2, 3, 3];
    const rule: RegionSum = { kind: 'region-sum', cells: [8, 9, 13] };
    const inRegions = (g: Uint16Array) => [0, 1, 2, 3].every((r) => new Set(labels.flatMap((l, c) => (l === r ? [g[c]] : []))).size === 4);
    // The jigsaw's complete grids: the Latin squares whose regions hold 1..4.
    const grids = latinSquares().filter((g) => inRegions(g));
    const expected = grids.filter((g) => holds(rule, g, (c) => labels[c]!)).length;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(grids.length);
    const r = await count({ givens: new Array(16).fill(0), box: '2x2', regions: labels, rules: [rule] }, { max: 1000 });
    expect(r.count).toBe(expected);
    // Cut by the boxes instead, the line is one run and rules nothing out: the count differs.
    expect(grids.filter((g) => holds(rule, g, box)).length).toBe(grids.length);
  });

  it('the two published puzzles of them (dclamage/SudokuVariantSolverJS, CC BY 4.0) are unique with their published solutions', async () => {
    await expectPublishedUnique('region-sum-dclamage.json', 2);
  });
});

/** Every 4x4 Latin square (rows and columns each 1..4). */
function latinSquares(): Uint16Array[] {
  const out: Uint16Array[] = [];
  const g = new Uint16Array(16);
  const fill = (i: number) => {
    if (i === 16) {
      out.push(g.slice());
      return;
    }
    for (let v = 1; v <= 4; v++) {
      const r = i >> 2;
      const c = i & 3;
      let ok = true;
      for (let k = 0; k < 4; k++)
        if ((k !== c && g[r * 4 + k] === v && r * 4 + k < i) || (k !== r && g[k * 4 + c] === v && k * 4 + c < i)) ok = false;
      if (!ok) continue;
      g[i] = v;
      fill(i + 1);
      g[i] = 0;
    }
  };
  fill(0);
  return out;
}
