import { sumEncoding } from '../../encodings/sums/index.js';
import { countCombinations, sumRange } from '../core/rules/index.js';

/** The size of one cage under each sum encoding. */
export interface SumSizeRow {
  n: number;
  /** Cells of the cage. */
  cells: number;
  sum: number;
  /** Sets of different values that reach the sum. */
  sets: number;
  sizes: { encoding: string; variables: number; clauses: number; literals: number }[];
}

/** Every cage of 1..maxCells cells and every sum it can reach, under each encoding, for values 1..n. */
export function sumSizeTable(n: number, encodings: readonly string[], maxCells = 5): SumSizeRow[] {
  const rows: SumSizeRow[] = [];
  for (let m = 1; m <= Math.min(maxCells, n); m++) {
    const [lo, hi] = sumRange(m, n);
    for (let sum = lo; sum <= hi; sum++) {
      rows.push({
        n,
        cells: m,
        sum,
        sets: countCombinations(m, sum, n),
        sizes: encodings.map((name) => {
          const s = sumEncoding(name, true).size(m, sum, n, true);
          return { encoding: name, variables: s.aux, clauses: s.clauses, literals: s.literals };
        }),
      });
    }
  }
  return rows;
}
