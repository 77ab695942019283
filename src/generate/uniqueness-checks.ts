// The uniqueness checks of digging: is there a solution other than the known one?
import { resolveSpec } from '../../encodings/spec.js';
import { CadicalSolver } from '../../solvers/cadical.js';
import { givenLiterals, cellLiteral } from '../core/cell-variables.js';
import { puzzleFormula } from '../formula/puzzle-formula.js';
import { blockingClause } from '../routes/blocking-clause.js';
import { Grid } from '../core/grid.js';
import type { Candidates } from '../logic/candidates.js';
import { propagate } from '../logic/propagate.js';
import type { CheckLimits, CheckMethod } from './options.js';

/**
 * Answers, for a puzzle `P` whose only solution is the known grid `S`, whether `P` with some givens
 * removed still has only `S`. Another solution would have to differ from `S` in a removed cell
 * (else it would solve `P`), so each removed cell `c` is one question: is there a solution with
 * `c ≠ S[c]`? That value struck out, propagation alone settles most questions; the rest go to SAT.
 */
export interface OtherSolutionFinder {
  /**
   * true: a solution with `cell` ≠ its solution value exists; false: none; undefined: the limit
   * stopped the search. `known` is what propagation left of that question, open cells remaining.
   */
  exists(puzzle: Grid, cell: number, known: Candidates, limits?: CheckLimits): Promise<boolean | undefined>;
  /** The final proof: no solution of `puzzle` differs from the known grid anywhere. */
  unique(puzzle: Grid): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Points the search at the known grid: each cell's value in `solution` is tried first, other values
 * last. Measured, not derived: the other solutions found still differ from the grid in many cells,
 * yet the checks get faster (docs/decisions/08-generating-minimal-puzzles.md). `variable` maps a cell literal to the solver's
 * variable (0: not in the formula).
 */
function phaseToward(solver: CadicalSolver, solution: Grid, variable: (literal: number) => number): void {
  const { n } = solution;
  for (let cell = 0; cell < n * n; cell++) {
    for (let v = 1; v <= n; v++) {
      const w = variable(cellLiteral(n, cell, v));
      if (w !== 0) solver.phase(v === solution.cells[cell] ? w : -w);
    }
  }
}

/**
 * One incremental solver for all questions about a grid: the formula without givens, the givens
 * and the struck value as assumptions. For the final proof, one clause guarded by an activation
 * literal says "differs from the known grid in some cell".
 */
async function incrementalFinder(solution: Grid): Promise<OtherSolutionFinder> {
  const { n } = solution;
  const solver = await CadicalSolver.create();
  solver.addFormula(puzzleFormula(new Grid(solution.shape), resolveSpec({ encoding: 'extended', amo: 'auto' })));
  phaseToward(solver, solution, (literal) => literal);
  const activation = solver.newVariable();
  // Every cell is open in the formula without givens: the clause says "differs somewhere".
  solver.addClause([-activation, ...blockingClause(new Grid(solution.shape), solution)]);
  const givens = (puzzle: Grid) => Array.from(givenLiterals(puzzle));
  return {
    async exists(puzzle, cell, _known, limits = {}) {
      const r = await solver.solve({ assumptions: [...givens(puzzle), -cellLiteral(n, cell, solution.cells[cell]!)], ...limits });
      return r.status === 'unknown' ? undefined : r.status === 'sat';
    },
    async unique(puzzle) {
      return (await solver.solve({ assumptions: [activation, ...givens(puzzle)] })).status === 'unsat';
    },
    close: () => solver.dispose(),
  };
}

/** A new small solver per question: what propagation leaves open, eliminated and compactly numbered. */
function freshFinder(solution: Grid): OtherSolutionFinder {
  const spec = resolveSpec({ encoding: 'extended', amo: 'auto', givens: 'eliminate' });
  const solveOpen = async (puzzle: Grid, known: Candidates, extra: number[][], limits: CheckLimits = {}) => {
    const formula = puzzleFormula(puzzle, spec, { known, compact: true });
    const numbering = formula.info.numbering!;
    // Most of these questions have an answer (the given stays), and CaDiCaL's stable mode alone,
    // as in its `--sat` configuration, finds those sooner (docs/decisions/08-generating-minimal-puzzles.md).
    await using solver = await CadicalSolver.create({ stabilizeonly: 1 });
    solver.addFormula(formula);
    phaseToward(solver, solution, (literal) => numbering.compact(literal));
    for (const clause of extra) solver.addClause(clause.map((lit) => Math.sign(lit) * numbering.compact(Math.abs(lit))));
    return (await solver.solve(limits)).status;
  };
  return {
    async exists(puzzle, _cell, known, limits) {
      const status = await solveOpen(puzzle, known, [], limits);
      return status === 'unknown' ? undefined : status === 'sat';
    },
    async unique(puzzle) {
      const p = propagate(puzzle, 'singles');
      if (p.openCells === 0) return p.contradiction === undefined;
      return (await solveOpen(puzzle, p.candidates, [blockingClause(puzzle, solution, p.candidates)])) === 'unsat';
    },
    close: async () => {},
  };
}

/** The finder a check method names, for a complete grid. */
export async function finderFor(solution: Grid, method: CheckMethod): Promise<OtherSolutionFinder> {
  return method === 'fresh' ? freshFinder(solution) : incrementalFinder(solution);
}
