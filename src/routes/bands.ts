import { definedOnly } from '../core/defined.js';
import type { AmoEncoding } from '../../encodings/amo/encoding.js';
import { amoEncoding } from '../../encodings/amo/index.js';
import type { BackendOptions, SatBackend } from '../../solvers/registry.js';
import { type SatSolver, SolverError } from '../../solvers/sat-solver.js';
import { type Deadline, TimeLimitReached } from '../core/deadline.js';
import { type WindowFormula, windowFormula } from '../formula/window-formula.js';
import type { Candidates } from '../logic/candidates.js';
import { conflictText, type Grid, ruleConflicts, verify } from '../core/grid.js';
import { Units } from '../logic/units.js';
import { propagate, type PropagationLevel, type PropagationResult } from '../logic/propagate.js';

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
 *
 * A band with freedom everywhere is still thousands of conflicts for CDCL, so the solver is first
 * pointed at a guess (`guessBand`: a matching of each line of the band to its missing values);
 * from it the first bands solve with almost no conflicts. Near the end, where the guess misleads,
 * a band that takes more than GUIDED_CONFLICTS conflicts is solved again without it.
 */

/** The orders tried, in turn. */
export const BAND_ORDERS = ['rows top-down', 'columns left to right', 'rows bottom-up', 'columns right to left'] as const;
export type BandOrder = (typeof BAND_ORDERS)[number];

/** Propagation between the bands (or the caller's stronger level). */
export const BANDS_PROPAGATION: PropagationLevel = 'box-line';

/**
 * Conflicts a band gets with the guess before it is solved without it: the guided first bands of
 * the sparse 100x100s need 0-200, the hard last ones 7,000-100,000 with it and fewer without.
 */
export const GUIDED_CONFLICTS = 1000;

/**
 * The most clauses a band's formula may have: the sparse 100x100s' largest bands have about
 * 350,000; a band of a long line's pairs (a slow thermometer on a 64x64: each cell against the 64
 * after it, 2,016 clauses a pair) would fill the memory instead.
 */
export const BAND_MAX_CLAUSES = 2_000_000;

/** A band's formula grew past BAND_MAX_CLAUSES. */
class BandTooLarge extends Error {}

export interface BandAttempt {
  order: BandOrder;
  /** Windows solved (bands with open cells). */
  solved: number;
  windows: number;
  /** Bands solved again without the guess (it took too many conflicts). */
  unguided: number;
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

/** How a route runs the bands, on its own thread or in a lane's: the backend's options, the at-most-one encoding, the limits. */
export interface BandSettings {
  backendOptions: BackendOptions;
  amo: string;
  conflicts?: number;
  propagation?: PropagationLevel;
}

/** The context of those settings: a fresh solver of `backend` for each band, in stable mode. */
export function bandsContext(backend: SatBackend, settings: BandSettings, deadline: Deadline, orders?: readonly BandOrder[]): BandsContext {
  return {
    amo: amoEncoding(settings.amo),
    createSolver: () => backend.create({ ...settings.backendOptions, stableSearch: true }),
    deadline,
    ...definedOnly({ orders, conflicts: settings.conflicts, propagation: settings.propagation }),
  };
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
  const units = Units.of(puzzle.shape);
  const level = context.propagation ?? BANDS_PROPAGATION;
  const outcome: BandsOutcome = { attempts: [], largest: { variables: 0, clauses: 0 }, timedOut: false };
  const start = propagateBetween(puzzle, level);
  if (context.deadline.passed()) return { ...outcome, timedOut: true };
  for (const order of context.orders ?? BAND_ORDERS) {
    const bands = bandsInOrder(puzzle, order);
    const attempt: BandAttempt = { order, solved: 0, windows: bands.length, unguided: 0 };
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
      let values: number[] | undefined;
      try {
        const formula = windowFormula(candidates, units, window, context.amo, (clauses) => {
          context.deadline.check('encoding');
          if (clauses > BAND_MAX_CLAUSES) throw new BandTooLarge();
        });
        if (formula.variables > outcome.largest.variables) outcome.largest = { variables: formula.variables, clauses: formula.clauses };
        context.deadline.check('encoding');
        const guess = guessBand(candidates, units, window, order.startsWith('rows'));
        let answer = await solveWindow(formula, context, guess);
        if (answer.status === 'guess misled') {
          attempt.unguided++;
          answer = await solveWindow(formula, context);
        }
        if (answer.status === 'unknown') {
          outcome.timedOut = context.deadline.passed();
          attempt.failure = `band ${index + 1}: ${answer.reason}`;
          if (outcome.timedOut) return outcome;
          break;
        }
        if (answer.status === 'sat') values = answer.values;
      } catch (e) {
        if (e instanceof BandTooLarge) {
          // The bands of other orders are as large: the whole formula decides (or says it is too large).
          attempt.failure = `band ${index + 1}: its formula passed ${BAND_MAX_CLAUSES.toLocaleString('en-US')} clauses`;
          return outcome;
        }
        if (!(e instanceof TimeLimitReached)) throw e;
        outcome.timedOut = true;
        return outcome;
      }
      if (!values) {
        attempt.failure = `band ${index + 1} has no solution left`;
        break;
      }
      grid = candidates.toGrid(grid);
      window.forEach((cell, i) => {
        grid.cells[cell] = values![i]!;
      });
      attempt.solved++;
      state = propagateBetween(grid, level);
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

/**
 * Propagation between the bands. It knows rows, columns and boxes only, so a cell it decides may
 * break a rule: that is a contradiction too (the window formulas see the rules, see window-rules.ts).
 */
function propagateBetween(grid: Grid, level: PropagationLevel): PropagationResult {
  const state = propagate(grid, level);
  if (state.contradiction !== undefined || grid.shape.classic) return state;
  const [broken] = ruleConflicts(state.candidates.toGrid(grid));
  return broken ? { ...state, contradiction: conflictText(grid.shape, broken) } : state;
}

type WindowAnswer =
  | { status: 'sat'; values: number[] }
  | { status: 'unsat' }
  | { status: 'unknown'; reason: string }
  | { status: 'guess misled' };

/** One solver call on a window's formula, pointed at a guess when there is one (and the backend takes phases). */
async function solveWindow(formula: WindowFormula, context: BandsContext, guess?: Map<number, number>): Promise<WindowAnswer> {
  await using solver = await context.createSolver();
  solver.addFormula(formula, context.deadline);
  context.deadline.check('search');
  const guided = guess !== undefined && solver.phase !== undefined;
  if (guided) {
    for (const cell of formula.cells) {
      for (const v of formula.values(cell)) solver.phase!(guess.get(cell) === v ? formula.literal(cell, v) : -formula.literal(cell, v));
    }
  }
  const remainingMs = context.deadline.remainingMs();
  const conflicts = guided ? Math.min(GUIDED_CONFLICTS, context.conflicts ?? Infinity) : context.conflicts;
  const result = await solver.solve({
    ...(remainingMs !== undefined ? { timeoutMs: remainingMs } : {}),
    ...(conflicts !== undefined ? { conflicts } : {}),
  });
  if (result.status === 'sat') {
    const model = solver.model();
    return { status: 'sat', values: formula.cells.map((cell) => formula.valueOf(model, cell)) };
  }
  if (result.status === 'unsat') return { status: 'unsat' };
  const limitedByGuide = guided && !context.deadline.passed() && (context.conflicts === undefined || context.conflicts > GUIDED_CONFLICTS);
  return limitedByGuide ? { status: 'guess misled' } : { status: 'unknown', reason: result.reason ?? 'unknown' };
}

/**
 * A guess at a band's values: line by line (rows of a band, columns of a stack), a maximum
 * matching of the line's open cells to their candidates (augmenting paths, the cells with fewest
 * choices first), each value kept out of the cross lines and boxes it was guessed in before.
 * Cells the matching leaves out get no guess.
 */
export function guessBand(candidates: Candidates, units: Units, window: readonly number[], byRows: boolean): Map<number, number> {
  const { n } = candidates;
  const guess = new Map<number, number>();
  // taken[u·(n+1) + v]: v already guessed in unit u (a cross line or a box).
  const taken = new Uint8Array(3 * n * (n + 1));
  const lines = new Map<number, number[]>();
  for (const cell of window) {
    const line = byRows ? Math.floor(cell / n) : cell % n;
    const cells = lines.get(line);
    if (cells) cells.push(cell);
    else lines.set(line, [cell]);
  }
  for (const cells of lines.values()) {
    const choices = cells.map((cell) =>
      candidates
        .values(cell)
        .filter((v) => !taken[units.of[3 * cell + (byRows ? 1 : 0)]! * (n + 1) + v] && !taken[units.of[3 * cell + 2]! * (n + 1) + v]),
    );
    const holder = new Int32Array(n + 1).fill(-1);
    const chosen = new Int32Array(cells.length);
    const augment = (i: number, seen: Uint8Array): boolean => {
      for (const v of choices[i]!) {
        if (seen[v]) continue;
        seen[v] = 1;
        if (holder[v]! < 0 || augment(holder[v]!, seen)) {
          holder[v] = i;
          chosen[i] = v;
          return true;
        }
      }
      return false;
    };
    const order = cells.map((_, i) => i).sort((a, b) => choices[a]!.length - choices[b]!.length || a - b);
    for (const i of order) augment(i, new Uint8Array(n + 1));
    cells.forEach((cell, i) => {
      const v = chosen[i]!;
      if (v === 0 || holder[v] !== i) return;
      guess.set(cell, v);
      taken[units.of[3 * cell + (byRows ? 1 : 0)]! * (n + 1) + v] = 1;
      taken[units.of[3 * cell + 2]! * (n + 1) + v] = 1;
    });
  }
  return guess;
}
