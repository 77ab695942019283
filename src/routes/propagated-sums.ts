import { houseSums, MAX_HOUSE_SUM_CELLS } from '../../encodings/sums/house-sums.js';
import type { PropagatedCell, PropagatedSum } from '../../solvers/sat-solver.js';
import type { CompactNumbering } from '../cnf/compact.js';
import { cellLiteral } from '../core/cell-variables.js';
import type { Shape } from '../core/shape.js';
import type { LiteralStatus } from '../logic/candidates.js';

/**
 * The most cells of a derived sum the propagator reads: longer ones are read at so many
 * assignments that they cost more than they save (decision record 24, third round).
 */
export const PROPAGATED_HOUSE_SUM_CELLS = 6;

/**
 * The sums a solver's propagator reads beside the pure CNF: the rule of 45's derived sums of
 * distinct values that the CNF has no clauses for (more than MAX_HOUSE_SUM_CELLS cells, up to
 * PROPAGATED_HOUSE_SUM_CELLS), over the literals of the formula the solver holds: every cell
 * literal (givens as units or assumptions), or with the givens eliminated only the open ones,
 * renumbered as the formula is, a decided cell's value taken off the target. Only sums of
 * distinct values: on the others the propagator's bounds find nothing the clauses miss.
 */
export function propagatedSums(shape: Shape, known?: LiteralStatus, numbering?: CompactNumbering): PropagatedSum[] {
  const { n } = shape;
  const sums: PropagatedSum[] = [];
  if (n > 63) return sums;
  for (const derived of houseSums(shape, PROPAGATED_HOUSE_SUM_CELLS)) {
    // A whole house (a grid of at most 6) adds up to its total whatever its values: nothing to read.
    if (!derived.distinct || derived.cells.length <= MAX_HOUSE_SUM_CELLS || derived.cells.length >= n) continue;
    let target = derived.sum;
    const cells: PropagatedCell[] = [];
    for (const cell of derived.cells) {
      const fixed = known?.fixedValue(cell) ?? 0;
      if (fixed !== 0) {
        target -= fixed;
        continue;
      }
      const lits: number[] = [];
      const weights: number[] = [];
      for (let v = 1; v <= n; v++) {
        const literal = cellLiteral(n, cell, v);
        if (known && known.status(literal) !== 0) continue;
        lits.push(numbering ? numbering.compact(literal) : literal);
        weights.push(v);
      }
      cells.push({ lits, weights });
    }
    if (cells.length > 0) sums.push({ target, distinct: true, cells, label: derived.what });
  }
  return sums;
}
