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
 * The derived sums of a shape's cages of 1 to `most` cells (the CNF's MAX_HOUSE_SUM_CELLS
 * unless given), each once. None when cages share a cell (a cell would count twice) or there are
 * no cages.
 */
export function houseSums(shape: Shape, most = MAX_HOUSE_SUM_CELLS): HouseSum[] {
  let byMost = derived.get(shape);
  if (!byMost) {
    byMost = new Map();
    derived.set(shape, byMost);
  }
  let sums = byMost.get(most);
  if (!sums) {
    sums = deriveHouseSums(shape, most);
    byMost.set(most, sums);
  }
  return sums;
}

/** Each shape's derived sums, found once: a formula encoded again (a generator's checks) finds them again otherwise. */
const derived = new WeakMap<Shape, Map<number, HouseSum[]>>();

function deriveHouseSums(shape: Shape, most: number): HouseSum[] {
  const n = shape.n;
  // Sums of different values that count each value as itself: killer cages.
  const cages = shape.sums.filter((s) => s.distinct && !s.complemented?.length);
  if (cages.length === 0) return [];
  const cageOf = new Int32Array(n * n).fill(-1);
  for (const [i, s] of cages.entries())
    for (const c of s.cells) {
      if (cageOf[c] !== -1) return [];
      cageOf[c] = i;
    }
  const out: HouseSum[] = [];
  const seen = new Set<string>();
  const add = (cells: number[], signs: (1 | -1)[], sum: number, distinct: boolean, what: string) => {
    const key = cells
      .map((c, i) => c * signs[i]!)
      .sort((a, b) => a - b)
      .join(',');
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ cells, signs, sum, distinct, what });
  };
  // Marks by house (its index + 1), so that no mark is ever cleared: a cell in the house, a cage
  // touching it, a touching cage that reaches out of it.
  const inHouse = new Int32Array(n * n);
  const touched = new Int32Array(cages.length);
  const reaches = new Int32Array(cages.length);
  for (const [h, house] of ruleOf45Houses(shape).entries()) {
    const mark = h + 1;
    for (const c of house.cells) inHouse[c] = mark;
    const touching: number[] = [];
    let uncovered = 0;
    for (const c of house.cells) {
      const i = cageOf[c]!;
      if (i === -1) uncovered++;
      else if (touched[i] !== mark) {
        touched[i] = mark;
        touching.push(i);
      }
    }
    let insideSum = 0;
    let touchingSum = 0;
    let outside = 0;
    for (const i of touching) {
      touchingSum += cages[i]!.sum;
      let out = 0;
      for (const c of cages[i]!.cells) if (inHouse[c] !== mark) out++;
      if (out > 0) reaches[i] = mark;
      else insideSum += cages[i]!.sum;
      outside += out;
    }
    const total = (house.count * n * (n + 1)) / 2;
    // Innies: the cells of the house outside the cages wholly inside it.
    let rest = uncovered;
    for (const c of house.cells) if (cageOf[c] !== -1 && reaches[cageOf[c]!] === mark) rest++;
    if (rest >= 1 && rest <= most) {
      const cells = house.cells.filter((c) => cageOf[c] === -1 || reaches[cageOf[c]!] === mark);
      add(
        cells,
        cells.map(() => 1),
        total - insideSum,
        house.count === 1,
        `the innies of ${house.name}`,
      );
    }
    // Outies: the cells no cage covers, less the reaching cages' cells outside.
    if (uncovered + outside >= 1 && uncovered + outside <= most) {
      const cells = house.cells.filter((c) => cageOf[c] === -1);
      const signs: (1 | -1)[] = cells.map(() => 1);
      for (const i of touching)
        if (reaches[i] === mark)
          for (const c of cages[i]!.cells)
            if (inHouse[c] !== mark) {
              cells.push(c);
              signs.push(-1);
            }
      add(cells, signs, total - touchingSum, outside === 0 && house.count === 1, `the outies of ${house.name}`);
    }
  }
  return out;
}
