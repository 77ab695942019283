import type { TripleRelation } from './rule.js';

/** A three-cell relation compiled for the values 1..n, read by the encoder, the grid's checks and the logic. */
export interface TripleTable {
  /** thirds[x * (n + 1) + y]: the values the third cell may hold while the first two hold x and y, ascending. */
  readonly thirds: readonly (readonly number[])[];
  /** Whether the cells holding x, y and z keep the relation. */
  allows(x: number, y: number, z: number): boolean;
}

const compiled = new WeakMap<TripleRelation, Map<number, TripleTable>>();

/** The table of a relation for grids of side n, compiled once. */
export function tripleTable(relation: TripleRelation, n: number): TripleTable {
  let bySide = compiled.get(relation);
  if (!bySide) {
    bySide = new Map();
    compiled.set(relation, bySide);
  }
  let table = bySide.get(n);
  if (!table) {
    const thirds: number[][] = Array.from({ length: (n + 1) * (n + 1) }, () => []);
    for (let x = 1; x <= n; x++)
      for (let y = 1; y <= n; y++) for (let z = 1; z <= n; z++) if (relation(x, y, z)) thirds[x * (n + 1) + y]!.push(z);
    table = { thirds, allows: (x, y, z) => x >= 1 && y >= 1 && x <= n && y <= n && thirds[x * (n + 1) + y]!.includes(z) };
    bySide.set(n, table);
  }
  return table;
}
