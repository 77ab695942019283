// The support encoding of a table constraint in full (Bacchus, "GAC via unit propagation", CP
// 2007): the table's selectors and what each selector puts in its cells, and besides, for every
// value of every cell the selectors that support it, so that unit propagation removes a value no
// remaining set (or tuple) holds: a killer solver's cage combinations. A cage's chosen set also
// puts each of its values in some cell of the cage ("the 17 in two cells holds 8 and 9").
import { type Emitter, neg, type SumEncoding, type SumInput, sizeByCounting } from './sum-encoding.js';
import { encodeSets, encodeTuples } from './table.js';

/** Each cell's literals, with the selectors that support each of its values. */
function supportClauses(input: SumInput, supported: (cell: number, value: number) => number[], out: Emitter): void {
  input.cells.forEach((cell, i) => {
    for (const c of cell) out.clause([neg(c.lit), ...supported(i, c.value)]);
  });
}

function encodeSupport(input: SumInput, out: Emitter): void {
  if (!input.distinct) {
    // Cells that may repeat: the table's selector per tuple (the selector, then each cell's choice).
    const found = encodeTuples(input, out);
    supportClauses(
      input,
      (cell, value) => found.flatMap(([selector, ...choice]) => (input.cells[cell]![choice[cell]!]!.value === value ? [selector!] : [])),
      out,
    );
    return;
  }
  // Besides the table's clauses, every value of the chosen set is in some cell.
  const { sets, selectors } = encodeSets(input, out, (set, selector) => {
    for (const v of set) out.clause([-selector, ...input.cells.flatMap((cell) => cell.filter((c) => c.value === v).map((c) => c.lit))]);
  });
  supportClauses(input, (_, value) => sets.flatMap((set, i) => (set.includes(value) ? [selectors[i]!] : [])), out);
}

export const support: SumEncoding = {
  name: 'support',
  aliases: ['gac'],
  description:
    'the table with support clauses: a value no remaining set holds is removed, and a chosen set puts each of its values in the cage',
  gloss: 'the table with support clauses: cage combinations by propagation',
  encode: encodeSupport,
  size: (m, sum, n, distinct, what) => sizeByCounting(encodeSupport, m, sum, n, distinct, what),
};
