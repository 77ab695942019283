import { cellName } from '../cell-name.js';
import { chaosSideProblem } from './chaos-construction.js';
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
  anyValues: true,
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
  example: ({ n }) => ({ kind: 'same-region', cells: [0, n + 2] }),
  description: 'the marked cells lie in one region of a chaos construction, whose regions are for the solver to find',
  drawing: 'shade',
};
