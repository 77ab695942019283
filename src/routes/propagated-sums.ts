import type { PropagatedCell, PropagatedSum } from '../../solvers/sat-solver.js';
import type { CompactNumbering } from '../cnf/compact.js';
import { cellLiteral } from '../core/cell-variables.js';
import { weightOf } from '../core/rules/rule.js';
import type { Shape } from '../core/shape.js';
import type { LiteralStatus } from '../logic/candidates.js';

/**
 * The sums of a shape's rules for a solver's sum propagator, over the literals of the formula
 * the solver holds: every cell literal (givens as units or assumptions), or with the givens
 * eliminated only the open ones, renumbered as the formula is, a decided cell's weight taken off
 * the target. A sum with no open cell is kept too, with no cells: its clauses are left out, so
 * the solver must still learn when its decided cells miss it.
 */
export function propagatedSums(shape: Shape, known?: LiteralStatus, numbering?: CompactNumbering): PropagatedSum[] {
  const { n } = shape;
  const sums: PropagatedSum[] = [];
  for (const sum of shape.sums) {
    let target = sum.sum;
    const cells: PropagatedCell[] = [];
    for (const cell of sum.cells) {
      const fixed = known?.fixedValue(cell) ?? 0;
      if (fixed !== 0) {
        target -= weightOf(sum, cell, fixed, n);
        continue;
      }
      const lits: number[] = [];
      const weights: number[] = [];
      for (let v = 1; v <= n; v++) {
        const literal = cellLiteral(n, cell, v);
        if (known && known.status(literal) !== 0) continue;
        lits.push(numbering ? numbering.compact(literal) : literal);
        weights.push(weightOf(sum, cell, v, n));
      }
      cells.push({ lits, weights });
    }
    // The propagator reasons on distinct values where each weight is the value itself.
    const distinct = sum.distinct && !sum.factors && !sum.complemented && n <= 63;
    sums.push({ target, distinct, cells, label: sum.label });
  }
  return sums;
}
