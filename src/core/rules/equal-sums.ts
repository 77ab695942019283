import type { SumConstraint } from './rule.js';

/**
 * Groups of cells that add up to the same total (the runs of a region-sum line, the two halves of a
 * double arrow, a zipper's pairs), as sums of one group and the next with the next group's cells
 * counted as n + 1 − v, as an arrow's circle is: Σ group + Σ (n + 1 − v) over the next =
 * |next|·(n + 1) holds exactly when the two add up to the same.
 */
export function equalSums(groups: readonly (readonly number[])[], n: number): SumConstraint[] {
  return groups.slice(1).map((next, i) => ({
    cells: [...groups[i]!, ...next],
    complemented: next,
    sum: next.length * (n + 1),
    distinct: false,
  }));
}
