import type { AmoEncoding } from '../../encodings/amo/encoding.js';
import { type SatSolver, SolverError } from '../../solvers/sat-solver.js';
import { type Deadline, TimeLimitReached } from '../deadline.js';
import { windowFormula } from '../formula/window-formula.js';
import { type Grid, verify } from '../grid.js';
import { Units } from '../logic/units.js';
import { propagate, type PropagationLevel } from '../propagate.js';

/**
 * The bands strategy for large sparse grids. A whole 100×100 with a quarter of its cells given is
 * a formula of a million literals with freedom everywhere, on which CDCL solvers wander (every
 * route, kissat and plingeling gave up on such puzzles); one band of boxes at a time is a small
 * formula solved in seconds. So: solve a band's open cells alone (every unit's values at most
 * once, and at least once where the band holds all of a unit's places for them), write its
 * values in, propagate over the whole grid, and go on to the next band. A choice that leaves a
 * later band without a solution shows up as a contradiction or a band with no solution; the
 * attempt is then dropped and the next order tried (rows top-down, columns left to right,
 * rows bottom-up, columns right to left), since where the ends fall decides which choices are
 * forced last. Nothing is ever concluded from a failure: the caller goes on to the whole formula.
 */

/** The orders tried, in turn. */
export const BAND_ORDERS = ['rows top-down', 'columns left to right', 'rows bottom-up', 'columns right to left'] as const;
export type BandOrder = (typeof BAND_ORDERS)[number];

/** Propagation between the bands (or the caller's stronger level). */
export const BANDS_PROPAGATION: PropagationLevel = 'box-line';

export interface BandAttempt {
  order: BandOrder;
  /** Windows solved (bands with open cells). */
  solved: number;
  windows: number;
  /** Why the attempt stopped, when it did. */
  failure?: string;
}

export interface BandsOutcome {
  /** The verified solution, when an attempt reached the end. */
  solution?: Grid;
  attempts: BandAttempt[];
  /** The largest window formula handed to a solver. */
  largest: { variables: number; clauses: number };
  /** The time limit passed. */
  timedOut: boolean;
}

export interface BandsContext {
  amo: AmoEncoding;
  /** A fresh solver for one window (it is disposed of after it). */
  createSolver(): Promise<SatSolver>;
  deadline: Deadline;
  propagation?: PropagationLevel;
  /** A conflict limit per band (a band that reaches it ends its attempt). */
  conflicts?: number;
  /** The orders to try (default all, in turn). */
  orders?: readonly BandOrder[];
}

/** The cell lists of the bands (or stacks) in an order. */
function bandsInOrder(puzzle: Grid, order: BandOrder): number[][] {
  const { n, shape } = puzzle;
  const byRows = order.startsWith('rows');
  const height = byRows ? shape.boxRows : shape.boxCols;
  const bands: number[][] = [];
  for (let first = 0; first < n; first += height) {
    const cells: number[] = [];
    for (let line = first; line < first + height; line++) {
      for (let j = 0; j < n; j++) cells.push(byRows ? line * n + j : j * n + line);
    }
    bands.push(cells);
  }
  return order.endsWith('top-down') || order.endsWith('left to right') ? bands : bands.reverse();
}

/** Solves a puzzle band by band, trying the orders in turn; see above. */
export async function solveByBands(puzzle: Grid, context: BandsContext): Promise<BandsOutcome> {
  const units = new Units(puzzle.shape);
  const level = context.propagation ?? BANDS_PROPAGATION;
  const outcome: BandsOutcome = { attempts: [], largest: { variables: 0, clauses: 0 }, timedOut: false };
  const start = propagate(puzzle, level);
  for (const order of context.orders ?? BAND_ORDERS) {
    const bands = bandsInOrder(puzzle, order);
    const attempt: BandAttempt = { order, solved: 0, windows: bands.length };
    outcome.attempts.push(attempt);
    let grid = puzzle.clone();
    let state = start;
    for (const [index, band] of bands.entries()) {
      if (state.contradiction !== undefined) {
        attempt.failure = `a contradiction after ${attempt.solved} bands: ${state.contradiction}`;
        break;
      }
      const candidates = state.candidates;
      const window = band.filter((cell) => candidates.value[cell] === 0);
      if (window.length === 0) continue;
      const formula = windowFormula(candidates, units, window, context.amo);
      if (formula.variables > outcome.largest.variables) outcome.largest = { variables: formula.variables, clauses: formula.clauses };
      const solver = await context.createSolver();
      let values: number[] | undefined;
      try {
        solver.addFormula(formula, context.deadline);
        context.deadline.check('search');
        const remainingMs = context.deadline.remainingMs();
        const result = await solver.solve({
          ...(remainingMs !== undefined ? { timeoutMs: remainingMs } : {}),
          ...(context.conflicts !== undefined ? { conflicts: context.conflicts } : {}),
        });
        if (result.status === 'unknown') {
          outcome.timedOut = context.deadline.passed();
          attempt.failure = `band ${index + 1}: ${result.reason ?? 'unknown'}`;
          if (outcome.timedOut) return outcome;
          break;
        }
        if (result.status === 'sat') {
          const model = solver.model();
          values = window.map((cell) => formula.valueOf(model, cell));
        }
      } catch (e) {
        if (!(e instanceof TimeLimitReached)) throw e;
        outcome.timedOut = true;
        return outcome;
      } finally {
        await solver.dispose();
      }
      if (!values) {
        attempt.failure = `band ${index + 1} has no solution left`;
        break;
      }
      grid = candidates.toGrid(grid);
      window.forEach((cell, i) => (grid.cells[cell] = values![i]!));
      attempt.solved++;
      state = propagate(grid, level);
    }
    if (attempt.failure !== undefined) continue;
    if (state.contradiction !== undefined) {
      attempt.failure = `a contradiction after ${attempt.solved} bands: ${state.contradiction}`;
      continue;
    }
    const solution = state.candidates.toGrid(grid);
    const verdict = verify(puzzle, solution);
    if (!verdict.ok) throw new SolverError('bands', `the grid they built fails verification: ${verdict.reason}`);
    outcome.solution = solution;
    return outcome;
  }
  return outcome;
}
