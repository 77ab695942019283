import type { PairRelation } from './rule.js';

/** A pair relation compiled for the values 1..n, read by the encoder, the grid's checks and the logic. */
export interface PairTable {
  /** withFirst[v]: the values the second cell may not hold while the first holds v, ascending (index 0 unused). */
  readonly withFirst: readonly (readonly number[])[];
  /** withSecond[v]: the values the first cell may not hold while the second holds v, ascending. */
  readonly withSecond: readonly (readonly number[])[];
  /** The relation is "the same value": the two cells are then peers, as in a unit. */
  readonly equality: boolean;
  /** Whether the first cell holding a and the second holding b is forbidden. */
  forbids(a: number, b: number): boolean;
}

/**
 * A compiler that keeps what it compiled, per relation (an object), grid side and smallest value:
 * the relation reads the numbers the cells hold, the table their value indices 1..n.
 */
export function compiledOnce<K extends object, T>(
  compile: (relation: K, n: number, lowest: number) => T,
): (relation: K, n: number, lowest?: number) => T {
  const compiled = new WeakMap<K, Map<number, T>>();
  return (relation, n, lowest = 1) => {
    let bySide = compiled.get(relation);
    if (!bySide) {
      bySide = new Map();
      compiled.set(relation, bySide);
    }
    const key = n * 2 + lowest;
    let table = bySide.get(key);
    if (table === undefined) {
      table = compile(relation, n, lowest);
      bySide.set(key, table);
    }
    return table;
  };
}

/** The table of a relation for grids of side n whose values start at `lowest` (1 unless given), compiled once. */
export const pairTable: (relation: PairRelation, n: number, lowest?: number) => PairTable = compiledOnce(compile);

function compile(numbers: PairRelation, n: number, lowest: number): PairTable {
  const relation: PairRelation = lowest === 1 ? numbers : (a, b) => numbers(a + lowest - 1, b + lowest - 1);
  const grid = new Uint8Array((n + 1) * (n + 1));
  const withFirst: number[][] = Array.from({ length: n + 1 }, () => []);
  const withSecond: number[][] = Array.from({ length: n + 1 }, () => []);
  let equality = true;
  for (let a = 1; a <= n; a++) {
    for (let b = 1; b <= n; b++) {
      const forbidden = relation(a, b);
      if (forbidden !== (a === b)) equality = false;
      if (!forbidden) continue;
      grid[a * (n + 1) + b] = 1;
      withFirst[a]!.push(b);
      withSecond[b]!.push(a);
    }
  }
  return {
    withFirst,
    withSecond,
    equality,
    forbids: (a, b) => a >= 1 && b >= 1 && a <= n && b <= n && grid[a * (n + 1) + b] === 1,
  };
}
