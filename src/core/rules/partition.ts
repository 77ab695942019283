import { type RegionCount, regionCountValue } from './rule.js';

/**
 * Regions a complete grid's values allow (chaos construction): the cells cut into n orthogonally
 * connected regions of n cells, each holding every value once. Found by search: the first cell no
 * region holds yet starts the next region, grown through its neighbours over every connected set
 * of n cells with different values (each set once: an extension set that only ever takes cells
 * after the first), each leaving the other cells in pieces of whole regions and keeping each group
 * of `together` whole (a region that takes a group's cell must have room for the rest of it) and
 * each of `counts` at its control cell's value (checked as the regions it reads are made).
 * Exhaustive where no cut fits, which is why chaos construction stops at 9x9.
 */
export function partitionOf(
  cells: ArrayLike<number>,
  n: number,
  together: readonly (readonly number[])[] = [],
  counts: readonly RegionCount[] = [],
): Int16Array | undefined {
  const size = n * n;
  const region = new Int16Array(size).fill(-1);
  const neighbours = (c: number): number[] => {
    const [r, col] = [Math.floor(c / n), c % n];
    const out: number[] = [];
    if (r > 0) out.push(c - n);
    if (col > 0) out.push(c - 1);
    if (col + 1 < n) out.push(c + 1);
    if (r + 1 < n) out.push(c + n);
    return out;
  };
  const near = Array.from({ length: size }, (_, c) => neighbours(c));
  const mark = new Int32Array(size);
  let stamp = 0;

  /** Whether every piece of the cells no region holds has a multiple of n cells. */
  const piecesWhole = (): boolean => {
    stamp++;
    const stack: number[] = [];
    for (let c = 0; c < size; c++) {
      if (region[c] !== -1 || mark[c] === stamp) continue;
      let piece = 0;
      mark[c] = stamp;
      stack.push(c);
      while (stack.length > 0) {
        const x = stack.pop()!;
        piece++;
        for (const y of near[x]!)
          if (region[y] === -1 && mark[y] !== stamp) {
            mark[y] = stamp;
            stack.push(y);
          }
      }
      if (piece % n !== 0) return false;
    }
    return true;
  };

  /** Whether region `label`, just made, holds each group whole or none of it. */
  const groupsWhole = (label: number): boolean =>
    together.every((group) => {
      const inside = group.filter((c) => region[c] === label).length;
      return inside === 0 || inside === group.length;
    });

  /**
   * Whether the counts still hold with regions 0 to `label` made: an arms count once its start's
   * region is made (no later region takes a cell of it), a regions count within what the cells not
   * yet in a region can add (each a region of its own at most).
   */
  const countsHold = (label: number): boolean =>
    counts.every((count) => {
      const value = cells[count.control]!;
      if (count.regionsOf) {
        const open = count.regionsOf.filter((c) => region[c] === -1).length;
        const made = new Set(count.regionsOf.filter((c) => region[c] !== -1).map((c) => region[c])).size;
        return made + Math.min(open, 1) <= value && value <= made + open;
      }
      const start = region[count.arms![0]![0]!]!;
      return start === -1 || start > label || regionCountValue(count, region) === value;
    });

  // The cells each cell must share a region with (its groups' other cells).
  const mates: number[][] = Array.from({ length: size }, () => []);
  for (const group of together) for (const c of group) mates[c]!.push(...group.filter((d) => d !== c));

  /**
   * Whether the region being grown (label, `chosen`, values `values`) can still take in every cell
   * its cells must share it with: none of them in another region or of a value it holds twice, and
   * no more of them than the cells it still lacks.
   */
  const matesFit = (label: number, chosen: readonly number[], values: number): boolean => {
    let missing = 0;
    let seen = values;
    const counted = new Set<number>();
    for (const c of chosen)
      for (const d of mates[c]!) {
        if (region[d] === label || counted.has(d)) continue;
        if (region[d] !== -1) return false;
        const bit = 1 << cells[d]!;
        if (seen & bit) return false;
        seen |= bit;
        counted.add(d);
        missing++;
      }
    return chosen.length + missing <= n;
  };

  const place = (label: number): boolean => {
    let first = 0;
    while (first < size && region[first] !== -1) first++;
    if (first === size) return true;
    const chosen = [first];
    region[first] = label;
    const grow = (extension: number[], values: number): boolean => {
      if (chosen.length === n) return groupsWhole(label) && piecesWhole() && countsHold(label) && place(label + 1);
      const rest = [...extension];
      while (rest.length > 0) {
        const w = rest.pop()!;
        const bit = 1 << cells[w]!;
        if (values & bit) continue;
        // The cells next to w that neither the set nor its extension holds or touches: each set is made once.
        const next = [...rest];
        for (const u of near[w]!)
          if (u > first && region[u] === -1 && !next.includes(u) && !chosen.some((s) => s === u || near[s]!.includes(u))) next.push(u);
        chosen.push(w);
        region[w] = label;
        if (matesFit(label, chosen, values | bit) && grow(next, values | bit)) return true;
        chosen.pop();
        region[w] = -1;
      }
      return false;
    };
    const start = near[first]!.filter((u) => u > first && region[u] === -1);
    if (matesFit(label, chosen, 1 << cells[first]!) && grow(start, 1 << cells[first]!)) return true;
    region[first] = -1;
    return false;
  };
  return place(0) ? region : undefined;
}
