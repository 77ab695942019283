// The rule of 45 as sums (innies and outies): a house holds 1 + … + n, k whole rows or columns k
// times that. The cages wholly inside take their sums, so the cells left add up to the rest
// (innies); and of a cage that reaches out, the cells inside are its sum less its cells outside,
// so the cells no cage covers, less the reaching cages' cells outside, add up to the houses' total
// less every touching cage's sum (outies). A sum of a few cells is what a killer solver reads.
import { ruleOf45Houses } from '../../src/core/houses.js';
import type { Shape } from '../../src/core/shape.js';

/** A derived sum: each cell counted +1 (inside) or −1 (a reaching cage's cell outside). */
export interface HouseSum {
  cells: number[];
  signs: (1 | -1)[];
  sum: number;
  /** All its cells are in one house and counted +1: their values differ. */
  distinct: boolean;
  /** `the innies of row 3`, `the outies of rows 1–2`. */
  what: string;
}

/** The most cells of a derived sum: longer ones cost more clauses than they save search. */
export const MAX_HOUSE_SUM_CELLS = 3;

/**
 * The derived sums of a shape's cages of 1 to MAX_HOUSE_SUM_CELLS cells, each once. None when
 * cages share a cell (a cell would count twice) or there are no cages.
 */
export function houseSums(shape: Shape): HouseSum[] {
  let sums = derived.get(shape);
  if (!sums) {
    sums = deriveHouseSums(shape);
    derived.set(shape, sums);
  }
  return sums;
}

/** Each shape's derived sums, found once: a formula encoded again (a generator's checks) finds them again otherwise. */
const derived = new WeakMap<Shape, HouseSum[]>();

function deriveHouseSums(shape: Shape): HouseSum[] {
  const n = shape.n;
  // Sums of different values that count each value as itself: killer cages.
  const cages = shape.sums.filter((s) => s.distinct && !s.complemented?.length);
  if (cages.length === 0) return [];
  const cageOf = new Map<number, number>();
  for (const [i, s] of cages.entries())
    for (const c of s.cells) {
      if (cageOf.has(c)) return [];
      cageOf.set(c, i);
    }
  const out: HouseSum[] = [];
  const seen = new Set<string>();
  const add = (cells: number[], signs: (1 | -1)[], sum: number, distinct: boolean, what: string) => {
    if (cells.length === 0 || cells.length > MAX_HOUSE_SUM_CELLS) return;
    const key = cells
      .map((c, i) => c * signs[i]!)
      .sort((a, b) => a - b)
      .join(',');
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ cells, signs, sum, distinct, what });
  };
  const sumOf = (list: readonly number[]) => list.reduce((t, i) => t + cages[i]!.sum, 0);
  for (const house of ruleOf45Houses(shape)) {
    const inHouse = new Set(house.cells);
    const total = (house.count * n * (n + 1)) / 2;
    const touching = [...new Set(house.cells.flatMap((c) => (cageOf.has(c) ? [cageOf.get(c)!] : [])))];
    const reaching = touching.filter((i) => cages[i]!.cells.some((c) => !inHouse.has(c)));
    const reachingSet = new Set(reaching);
    const inside = touching.filter((i) => !reachingSet.has(i));
    const insideSet = new Set(inside);
    const rest = house.cells.filter((c) => !insideSet.has(cageOf.get(c) ?? -1));
    add(
      rest,
      rest.map(() => 1),
      total - sumOf(inside),
      house.count === 1,
      `the innies of ${house.name}`,
    );
    const uncovered = house.cells.filter((c) => !cageOf.has(c));
    const outside = reaching.flatMap((i) => cages[i]!.cells.filter((c) => !inHouse.has(c)));
    add(
      [...uncovered, ...outside],
      [...uncovered.map(() => 1 as const), ...outside.map(() => -1 as const)],
      total - sumOf(touching),
      outside.length === 0 && house.count === 1,
      `the outies of ${house.name}`,
    );
  }
  return out;
}
