import { cellName } from '../cell-name.js';
import { chaosSideProblem } from './chaos-construction.js';
import { issRegionCell } from './region-cells.js';
import type { RuleKind } from './rule.js';

/** Cells that one region of a chaos construction holds. */
export type SameRegion = { kind: 'same-region'; cells: readonly number[] };

/**
 * A same-region mark: its cells lie in one region of a chaos construction (the regions the solver
 * builds), so they also hold different values. The mark asks for the chaos construction itself.
 */
export const sameRegion: RuleKind<SameRegion> = {
  kind: 'same-region',
  label: () => 'same-region mark',
  family: 'chaos',
  problem: ({ cells }, { n }) => {
    const side = chaosSideProblem(n);
    if (side) return `a same-region mark asks for a ${side.replace(/^chaos construction/, 'chaos construction, which')}`;
    if (cells.length < 2 || cells.length > n) return `a same-region mark holds 2 to ${n} cells (one region's), this one ${cells.length}`;
    if (cells.some((c) => !Number.isInteger(c) || c < 0 || c >= n * n)) return `a same-region mark's cells lie in the ${n}x${n} grid`;
    if (new Set(cells).size !== cells.length) return 'a same-region mark names a cell twice';
    // A region of n orthogonally connected cells spans at most n − 1 steps.
    for (const a of cells)
      for (const b of cells) {
        const steps = Math.abs(Math.floor(a / n) - Math.floor(b / n)) + Math.abs((a % n) - (b % n));
        if (steps > n - 1)
          return `a same-region mark's cells ${cellName(n, a)} and ${cellName(n, b)} are ${steps} steps apart; no connected region of ${n} cells holds both`;
      }
    return undefined;
  },
  buildsRegions: true,
  sameRegion: (rule) => [[...rule.cells]],
  units: (rule) => [[...rule.cells].sort((a, b) => a - b)],
  listed: { cells: (rule) => rule.cells, unordered: true, make: (cells) => ({ kind: 'same-region', cells }) },
  iss: {
    read: {
      // ISS's SameValues~<sets>~<cells>: sets of the same values; over region cells, one a set, the cells share a region.
      SameValues: (a) => {
        const sets = a.number(0, "SameValues' number of sets");
        const count = a.args.length - 1;
        if (sets !== count)
          a.fail("ISS's SameValues is read over region cells alone, each set one cell (as many sets as cells); this one is not", 0);
        return [
          {
            kind: 'same-region',
            cells: Array.from({ length: count }, (_, i) =>
              issRegionCell(a, i + 1, "ISS's SameValues is read over region cells alone, each set one cell"),
            ),
          },
        ];
      },
    },
  },
  example: ({ n }) => ({ kind: 'same-region', cells: [0, n + 2] }),
  description: 'the marked cells lie in one region of a chaos construction, whose regions are for the solver to find',
  drawing: 'shade',
};
