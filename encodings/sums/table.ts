// Table of allowed value sets (a support encoding of a table constraint, after Bacchus, "GAC via
// unit propagation", CP 2007): one selector per set of different values that reaches the sum; a
// chosen set puts every cell's value in it, and the cage's all-different clauses make the cells a
// permutation of it.
import { combinations } from '../../src/core/rules/index.js';
import { type Emitter, type Lit, type SumEncoding, type SumInput, sizeByCounting } from './sum-encoding.js';

function encodeTable(input: SumInput, out: Emitter): void {
  if (!input.distinct) throw new RangeError('the table encoding lists sets of different values: it takes cages only');
  const m = input.cells.length;
  // A set some cell cannot take any value of is no choice.
  const sets = combinations(m, input.sum, input.n).filter((set) => input.cells.every((cell) => cell.some((c) => set.includes(c.value))));
  const selectors = sets.map(() => out.newVar());
  out.clause(selectors);
  sets.forEach((set, i) => {
    for (const cell of input.cells) {
      const terms: Lit[] = [-selectors[i]!];
      for (const c of cell) if (set.includes(c.value)) terms.push(c.lit);
      out.clause(terms);
    }
  });
}

export const table: SumEncoding = {
  name: 'table',
  aliases: ['combinations'],
  description: 'a selector per set of different values reaching the sum, each putting every cell in its set',
  encode: encodeTable,
  size: (m, sum, n, distinct) => sizeByCounting(encodeTable, m, sum, n, distinct),
};
