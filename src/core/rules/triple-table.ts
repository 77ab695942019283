import { compiledOnce } from './pair-table.js';
import type { TripleRelation } from './rule.js';

/** A three-cell relation compiled for the values 1..n, read by the encoder, the grid's checks and the logic. */
export interface TripleTable {
  /** thirds[x * (n + 1) + y]: the values the third cell may hold while the first two hold x and y, ascending. */
  readonly thirds: readonly (readonly number[])[];
  /** Whether the cells holding x, y and z keep the relation. */
  allows(x: number, y: number, z: number): boolean;
}

/** The table of a relation (over the numbers the cells hold) for grids of side n whose values start at `lowest`, compiled once. */
export const tripleTable: (relation: TripleRelation, n: number, lowest?: number) => TripleTable = compiledOnce((numbers, n, lowest) => {
  const o = lowest - 1;
  const relation: TripleRelation = (x, y, z) => numbers(x + o, y + o, z + o);
  const thirds: number[][] = Array.from({ length: (n + 1) * (n + 1) }, () => []);
  for (let x = 1; x <= n; x++)
    for (let y = 1; y <= n; y++) for (let z = 1; z <= n; z++) if (relation(x, y, z)) thirds[x * (n + 1) + y]!.push(z);
  return { thirds, allows: (x, y, z) => x >= 1 && y >= 1 && x <= n && y <= n && thirds[x * (n + 1) + y]!.includes(z) };
});
