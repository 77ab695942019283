import { resolveSpec } from '../encodings/spec.js';
import { satBackend } from '../solvers/registry.js';
import { SudokuDlx } from '../solvers/dlx/exact-cover.js';
import { SolverError } from '../solvers/sat-solver.js';
import { puzzleFormula } from './cnf/formula.js';
import { UsageError } from './errors.js';
import { findConflicts, Grid, verify } from './grid.js';
import { propagate } from './propagate.js';
import { Random } from './random.js';

/** How the complete grid is made: random givens then a solve, or a search of the empty grid in random order. */
export const GRID_METHODS = ['search', 'filling'] as const;
export type GridMethod = (typeof GRID_METHODS)[number];
export const SYMMETRIES = ['none', 'rotational'] as const;
export type Symmetry = (typeof SYMMETRIES)[number];
/**
 * How a removal is checked: `incremental` asks one solver, kept for the whole grid, with the
 * givens as assumptions; `fresh` builds the small formula of what propagation leaves open and asks
 * a new solver. BENCHMARKS.md compares them; `incremental`, faster up to 16x16, is the default.
 */
export const CHECK_METHODS = ['incremental', 'fresh'] as const;
export type CheckMethod = (typeof CHECK_METHODS)[number];

export interface GenerateOptions {
  k: number;
  seed: number;
  /** Stop digging once the puzzle has at most this many givens; without it the puzzle is minimal. */
  givens?: number;
  symmetry?: Symmetry;
  /** Limit per uniqueness check; a check that hits it keeps its given (the puzzle stays proved unique). */
  checkTimeoutMs?: number;
  gridMethod?: GridMethod;
  checkMethod?: CheckMethod;
}

export interface GeneratedPuzzle {
  puzzle: Grid;
  solution: Grid;
  /** Removals tried, proved unique by propagation alone, by SAT, and checks that hit their limit. */
  tried: number;
  byPropagation: number;
  bySat: number;
  timedOut: number;
  gridSeconds: number;
  digSeconds: number;
}

/** A random complete grid: random values in random cells, solved if that leaves a solution. */
function gridByFilling(k: number, random: Random): Grid {
  const n = k * k;
  const dlx = new SudokuDlx(k);
  for (;;) {
    const start = new Grid(k);
    for (const cell of random.shuffle([...Array(n * n).keys()]).slice(0, n)) {
      start.cells[cell] = random.int(1, n);
      if (findConflicts(start).length > 0) start.cells[cell] = 0;
    }
    const found = dlx.solve(start, { nodeLimit: 100 * n * n });
    if (found.first) return found.first;
  }
}

/** A random complete grid: the empty grid searched with every cell's values in random order. */
function gridBySearch(k: number, random: Random): Grid {
  const n = k * k;
  const order = new Uint16Array(n * n * n);
  for (let cell = 0; cell < n * n; cell++) {
    const values = random.shuffle(Array.from({ length: n }, (_, i) => i + 1));
    order.set(values, cell * n);
  }
  const found = new SudokuDlx(k).solve(new Grid(k), { valueOrder: order, nodeLimit: 1000 * n * n });
  if (!found.first) throw new Error(`internal error: no ${n}x${n} grid found`);
  return found.first;
}

/** Decides whether puzzles that share one known solution have no other. */
interface UniquenessChecker {
  /** true: proved unique; false: another solution exists; undefined: the limit stopped the check. */
  unique(puzzle: Grid, timeoutMs?: number): Promise<boolean | undefined>;
  close(): Promise<void>;
}

/** The givens that differ from `solution` somewhere: one literal per cell, `solution`'s value negated. */
function differs(solution: Grid, cells: Iterable<number>, variable: (cell: number, v: number) => number): number[] {
  return [...cells].map((cell) => -variable(cell, solution.cells[cell]!));
}

const limit = (timeoutMs?: number) => (timeoutMs !== undefined ? { timeoutMs } : {});

/**
 * One incremental solver for all checks of a grid: the formula without givens, plus one clause
 * (guarded by an activation literal) saying "differs from the solution in some cell". A puzzle is
 * unique exactly when that is unsatisfiable with its givens assumed.
 */
async function incrementalChecker(solution: Grid): Promise<UniquenessChecker> {
  const { n } = solution;
  const solver = await satBackend('cadical').create();
  solver.addFormula(puzzleFormula(new Grid(solution.k), resolveSpec({ encoding: 'extended', amo: 'auto' })));
  const activation = solver.newVariable();
  solver.addClause([-activation, ...differs(solution, solution.cells.keys(), (cell, v) => cell * n + v)]);
  return {
    async unique(puzzle, timeoutMs) {
      const assumptions = [activation];
      puzzle.cells.forEach((v, cell) => {
        if (v !== 0) assumptions.push(cell * n + v);
      });
      const r = await solver.solve({ assumptions, ...limit(timeoutMs) });
      return r.status === 'unknown' ? undefined : r.status === 'unsat';
    },
    close: () => solver.dispose(),
  };
}

/**
 * A new small solver per check: what singles leave open, eliminated and compactly numbered, plus
 * the clause "differs from the solution in some open cell". Unsatisfiable means unique.
 */
function freshChecker(solution: Grid): UniquenessChecker {
  const spec = resolveSpec({ encoding: 'extended', amo: 'auto', givens: 'eliminate' });
  return {
    async unique(puzzle, timeoutMs) {
      const propagation = propagate(puzzle, 'singles');
      if (propagation.contradiction !== undefined) throw new Error('internal error: a puzzle with a known solution has a contradiction');
      if (propagation.openCells === 0) return true;
      const known = propagation.candidates;
      const formula = puzzleFormula(puzzle, spec, { known, compact: true });
      const numbering = formula.info.numbering!;
      const open = [...puzzle.cells.keys()].filter((cell) => known.fixedValue(cell) === 0);
      const solver = await satBackend('cadical').create();
      try {
        solver.addFormula(formula);
        solver.addClause(differs(solution, open, (cell, v) => numbering.compact(cell * puzzle.n + v)));
        const r = await solver.solve(limit(timeoutMs));
        return r.status === 'unknown' ? undefined : r.status === 'unsat';
      } finally {
        await solver.dispose();
      }
    },
    close: async () => {},
  };
}

/**
 * Makes one puzzle: a random complete grid, then "hole digging" in a random order (cells in 180°
 * pairs under rotational symmetry), keeping each removal that leaves the puzzle unique. A removal
 * after which singles alone decide every cell is unique without asking a solver. One pass over
 * all cells gives a minimal puzzle: a given that could not go then cannot go later either, since
 * removing more givens only adds solutions. The result is proved unique once more before it is
 * returned.
 */
export async function generatePuzzle(options: GenerateOptions): Promise<GeneratedPuzzle> {
  const { k, seed } = options;
  if (!Number.isInteger(k) || k < 1 || k > 8) throw new UsageError(`generate takes k from 1 to 8, got ${k}`);
  const n = k * k;
  const random = new Random(seed);
  const started = performance.now();
  const solution = (options.gridMethod ?? 'search') === 'search' ? gridBySearch(k, random) : gridByFilling(k, random);
  const gridSeconds = (performance.now() - started) / 1000;
  if (!verify(new Grid(k), solution).ok) throw new Error('internal error: the complete grid is not valid');

  const puzzle = solution.clone();
  const target = options.givens ?? 0;
  const checker = (options.checkMethod ?? 'incremental') === 'fresh' ? freshChecker(solution) : await incrementalChecker(solution);
  const stats = { tried: 0, byPropagation: 0, bySat: 0, timedOut: 0 };
  try {
    const order = random.shuffle([...Array(n * n).keys()]);
    const done = new Uint8Array(n * n);
    for (const cell of order) {
      if (done[cell] || puzzle.givens() <= target) continue;
      const group = options.symmetry === 'rotational' ? [...new Set([cell, n * n - 1 - cell])] : [cell];
      for (const c of group) done[c] = 1;
      for (const c of group) puzzle.cells[c] = 0;
      stats.tried++;
      let unique: boolean | undefined;
      if (propagate(puzzle, 'singles').openCells === 0) {
        unique = true;
        stats.byPropagation++;
      } else {
        unique = await checker.unique(puzzle, options.checkTimeoutMs);
        if (unique === undefined) stats.timedOut++;
        else if (unique) stats.bySat++;
      }
      if (!unique) for (const c of group) puzzle.cells[c] = solution.cells[c]!;
    }
    // The puzzle printed is proved unique: its last removal was, and this checks it again.
    if ((await checker.unique(puzzle)) !== true) throw new SolverError('cadical', 'the generated puzzle failed its final uniqueness proof');
  } finally {
    await checker.close();
  }
  return { puzzle, solution, ...stats, gridSeconds, digSeconds: (performance.now() - started) / 1000 - gridSeconds };
}
