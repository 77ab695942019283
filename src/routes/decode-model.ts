import { GivenLiterals } from '../../encodings/given-literals.js';
import { SolverError } from '../../solvers/sat-solver.js';
import type { LiteralStatus } from '../logic/candidates.js';
import { cellLiteral } from '../core/cell-variables.js';
import { cellName, Grid, verify } from '../core/grid.js';

export type Decoded = { ok: true; grid: Grid } | { ok: false; reason: string };

/**
 * Reads a grid off a model through the cell variables var(r,c,v) = r·n² + c·n + v; auxiliary
 * variables are ignored. Decided cells (givens, and what propagation decided when `known` says
 * so) keep their value, and only open literals are read: under `eliminate` the others are not in
 * the formula, so a solver may report any value for them. The grid is then checked by the
 * verifier, whatever the model said.
 */
export function decodeModel(puzzle: Grid, model: Int8Array, known: LiteralStatus = new GivenLiterals(puzzle)): Decoded {
  const { n } = puzzle;
  const grid = new Grid(puzzle.shape);
  for (let cell = 0; cell < n * n; cell++) {
    let value = known.fixedValue(cell);
    if (value === 0) {
      for (let v = 1; v <= n; v++) {
        const variable = cellLiteral(n, cell, v);
        if (model[variable] !== 1 || known.status(variable) !== 0) continue;
        if (value !== 0) return { ok: false, reason: `the model gives ${cellName(n, cell)} both ${value} and ${v}` };
        value = v;
      }
    }
    if (value === 0) return { ok: false, reason: `the model gives ${cellName(n, cell)} no value` };
    grid.cells[cell] = value;
  }
  return { ok: true, grid };
}

/**
 * The solution a model claims, decoded and then checked by the independent verifier. A model
 * that fails either step is the solver's (or the encoding's) fault: a SolverError.
 */
export function checkedSolution(puzzle: Grid, model: Int8Array, solver: string, known?: LiteralStatus): Grid {
  const decoded = decodeModel(puzzle, model, known);
  if (!decoded.ok) throw new SolverError(solver, `its model does not decode: ${decoded.reason}`);
  const verdict = verify(puzzle, decoded.grid);
  if (!verdict.ok) throw new SolverError(solver, `its model fails verification: ${verdict.reason}`);
  return decoded.grid;
}
