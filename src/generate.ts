import { resolveSpec } from '../encodings/spec.js';
import { CadicalSolver } from '../solvers/cadical.js';
import { SudokuDlx } from '../solvers/dlx/exact-cover.js';
import { SolverError } from '../solvers/sat-solver.js';
import { givenLiterals, cellLiteral } from './cell-variables.js';
import { puzzleFormula } from './formula/puzzle-formula.js';
import { blockingClause } from './routes/blocking-clause.js';
import { opt, says, UsageError } from './errors.js';
import { findConflicts, Grid, verify } from './grid.js';
import { type Candidates } from './candidates.js';
import { propagate } from './propagate.js';
import { MAX_SEED, Random } from './random.js';
import { Shape } from './shape.js';
import { startWorkers, type WorkerReply } from './worker-pool.js';
import type { CheckTask } from './generate-checks.js';
import { LOGIC_RATING_MAX_N, RATING_LEVELS, type RatingLevel, ratingLevel, solvedAtLevel } from './rate.js';
import { LOGIC_LEVELS, type LogicLevel } from './logic/techniques.js';

/** How the complete grid is made: random givens then a solve, or a search of the empty grid in random order. */
export const GRID_METHODS = ['search', 'filling'] as const;
export type GridMethod = (typeof GRID_METHODS)[number];
export const SYMMETRIES = ['none', 'rotational'] as const;
export type Symmetry = (typeof SYMMETRIES)[number];
/**
 * How a removal is checked: `incremental` asks one solver, kept for the whole grid, with the
 * givens as assumptions; `fresh` builds the small formula of what propagation leaves open and asks
 * a new solver. By default `incremental` up to 16x16 and `fresh` from 25x25, the faster of the two
 * at each size (BENCHMARKS.md).
 */
export const CHECK_METHODS = ['incremental', 'fresh'] as const;
export type CheckMethod = (typeof CHECK_METHODS)[number];
export const defaultCheckMethod = (n: number): CheckMethod => (n <= 16 ? 'incremental' : 'fresh');

export interface GenerateOptions {
  /** The box side of square k×k boxes (k = 3: 9×9); or `box`. */
  k?: number;
  /** The box shape, rows x columns: `2x3` for 6×6 (plain text, so options cross to worker threads). */
  box?: string;
  seed: number;
  /** Stop digging once the puzzle has at most this many givens; without it the puzzle is minimal. */
  givens?: number;
  symmetry?: Symmetry;
  /** Limit per uniqueness check; a check that hits it keeps its given (the puzzle stays proved unique). */
  checkTimeoutMs?: number;
  /**
   * Conflict limit per uniqueness check, likewise; unlike a time limit it gives the same puzzle on
   * any machine. From 36×36 the default is LARGE_GRID_CHECK_CONFLICTS, unless `minimal` is set.
   */
  checkConflicts?: number;
  gridMethod?: GridMethod;
  checkMethod?: CheckMethod;
  /**
   * Make a puzzle that `rate` puts at exactly this level: givens are dug out while the level
   * below still solves the puzzle, then while this level does (`search`: while it stays unique),
   * and grids are tried until the result needs that level.
   */
  difficulty?: RatingLevel;
  /**
   * Minimal: no given can go at all. With `difficulty`, whatever logic the puzzle would then need;
   * from 36×36, checks get no default conflict limit (they may take very long).
   */
  minimal?: boolean;
  /**
   * Worker threads asking the digging's SAT questions, two at once: the next cell's question is
   * asked assuming the current given stays (as nearly every late one does); the puzzle made is
   * the same as with one. Cells alone only (no symmetry).
   */
  jobs?: number;
}

/**
 * From this grid side on, each uniqueness check gets LARGE_GRID_CHECK_CONFLICTS unless the caller
 * sets a limit or asks for a minimal puzzle: as in the DTU report's generator, which gave its
 * checks a timeout. A 36×36 check that finds another solution often needs far more conflicts, and
 * nearly half of a 36×36 dig's checks do: 36×36 seed 1 digs in 37 s and keeps 636 givens with this
 * limit, in 235 s and keeps 644 with 3,000 (BENCHMARKS.md).
 */
export const LARGE_GRID_N = 36;
export const LARGE_GRID_CHECK_CONFLICTS = 300;

/** The limits each uniqueness check of a dig gets. */
export function checkLimitsOf(n: number, options: Pick<GenerateOptions, 'checkTimeoutMs' | 'checkConflicts' | 'minimal'>): CheckLimits {
  const { checkTimeoutMs, checkConflicts } = options;
  const conflicts = checkConflicts ?? (n >= LARGE_GRID_N && !options.minimal && checkTimeoutMs === undefined ? LARGE_GRID_CHECK_CONFLICTS : undefined);
  return { ...(checkTimeoutMs !== undefined ? { timeoutMs: checkTimeoutMs } : {}), ...(conflicts !== undefined ? { conflicts } : {}) };
}

/** Grids tried for one puzzle of a difficulty before giving up (the same on every machine). */
export const DIFFICULTY_ATTEMPTS = 1000;

/** What making a puzzle took. */
export interface DiggingStats {
  /** Removals tried, proved unique by propagation alone, by SAT, and checks that hit their limit (time or conflicts). */
  tried: number;
  byPropagation: number;
  bySat: number;
  timedOut: number;
  gridSeconds: number;
  digSeconds: number;
  /** The last proof of uniqueness, whole. */
  proofSeconds: number;
  /** Complete grids dug before the puzzle had the difficulty asked for (1 without one). */
  attempts: number;
  /** What proved the puzzle unique at the end: SAT, or the logic of its level (which solves it). */
  provedBy: 'sat' | RatingLevel;
}

export interface GeneratedPuzzle extends DiggingStats {
  puzzle: Grid;
  solution: Grid;
}

/** A random complete grid: random values in random cells, solved if that leaves a solution. */
function gridByFilling(shape: Shape, random: Random): Grid {
  const { n } = shape;
  const dlx = new SudokuDlx(shape);
  for (;;) {
    const start = new Grid(shape);
    for (const cell of random.shuffle([...Array(n * n).keys()]).slice(0, n)) {
      start.cells[cell] = random.int(1, n);
      if (findConflicts(start).length > 0) start.cells[cell] = 0;
    }
    const found = dlx.solve(start, { nodeLimit: 100 * n * n });
    if (found.first) return found.first;
  }
}

/** A random complete grid: the empty grid searched with every cell's values in random order. */
function gridBySearch(shape: Shape, random: Random): Grid {
  const { n } = shape;
  const order = new Uint16Array(n * n * n);
  for (let cell = 0; cell < n * n; cell++) {
    const values = random.shuffle(Array.from({ length: n }, (_, i) => i + 1));
    order.set(values, cell * n);
  }
  const found = new SudokuDlx(shape).solve(new Grid(shape), { valueOrder: order, nodeLimit: 1000 * n * n });
  if (!found.first) throw new Error(`internal error: no ${n}x${n} grid found`);
  return found.first;
}

/** What a uniqueness check may spend: a check that reaches a limit has no answer. */
export interface CheckLimits {
  timeoutMs?: number;
  conflicts?: number;
}

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
 * yet the checks get faster (BENCHMARKS.md). `variable` maps a cell literal to the solver's
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
    // as in its `--sat` configuration, finds those sooner (BENCHMARKS.md).
    const solver = await CadicalSolver.create({ stabilizeonly: 1 });
    try {
      solver.addFormula(formula);
      phaseToward(solver, solution, (literal) => numbering.compact(literal));
      for (const clause of extra) solver.addClause(clause.map((lit) => Math.sign(lit) * numbering.compact(Math.abs(lit))));
      return (await solver.solve(limits)).status;
    } finally {
      await solver.dispose();
    }
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

/** The shape `k` or `box` names: one of them, for grids from 4×4 to 64×64. */
function generatedShape(options: GenerateOptions): Shape {
  const { k, box } = options;
  if ((k === undefined) === (box === undefined)) throw new UsageError(says`generate takes ${opt('k')} (square boxes) or ${opt('box')}, one of them`);
  if (k !== undefined && (!Number.isInteger(k) || k < 2 || k > 8)) throw new UsageError(says`generate takes ${opt('k')} from 2 to 8, got ${k}`);
  const shape = k !== undefined ? Shape.square(k) : Shape.parse(box!);
  if (!shape) throw new UsageError(says`bad ${opt('box')} '${box}': rows x columns with rows ≤ columns, e.g. 2x3`);
  if (shape.n < 4 || shape.n > 64) throw new UsageError(says`generate makes grids from 4x4 to 64x64; ${opt('box', shape.key)} makes ${shape.n}x${shape.n}`);
  return shape;
}

/**
 * Makes one puzzle: a random complete grid, then "hole digging" in a random order (cells in 180°
 * pairs under rotational symmetry), keeping each removal that leaves the puzzle unique (see
 * `OtherSolutionFinder` for how that is asked). One pass over
 * all cells gives a minimal puzzle: a given that could not go then cannot go later either, since
 * removing more givens only adds solutions. The result is proved unique once more before it is
 * returned. With a difficulty, the removals are judged by that level's logic instead, and grids
 * are dug until the puzzle needs exactly that level.
 */
export async function generatePuzzle(options: GenerateOptions): Promise<GeneratedPuzzle> {
  const shape = generatedShape(options);
  const { n } = shape;
  const cellsInGrid = n * n;
  if (options.givens !== undefined && (!Number.isInteger(options.givens) || options.givens < 0 || options.givens > cellsInGrid)) {
    throw new UsageError(says`${opt('givens')} must be a whole number from 0 to ${cellsInGrid} (the cells of a ${n}x${n} grid), got ${options.givens}`);
  }
  const { difficulty } = options;
  if (difficulty !== undefined && (difficulty === 'subsets' || difficulty === 'fish') && n > LOGIC_RATING_MAX_N) {
    throw new UsageError(says`${opt('difficulty', difficulty)}: subsets and fish are rated up to ${LOGIC_RATING_MAX_N}x${LOGIC_RATING_MAX_N}; this grid is ${n}x${n}`);
  }
  if (!Number.isInteger(options.seed) || options.seed < 0 || options.seed > MAX_SEED) {
    throw new UsageError(says`${opt('seed')} is a whole number from 0 to ${MAX_SEED} (the generator keeps 32 bits of it), got ${options.seed}`);
  }
  const random = new Random(options.seed);
  const totals = { gridSeconds: 0, digSeconds: 0, proofSeconds: 0 };
  for (let attempt = 1; attempt <= (difficulty === undefined ? 1 : DIFFICULTY_ATTEMPTS); attempt++) {
    const made = await digOneGrid(shape, random, options);
    totals.gridSeconds += made.gridSeconds;
    totals.digSeconds += made.digSeconds;
    totals.proofSeconds += made.proofSeconds;
    if (difficulty === undefined || ratingLevel(made.puzzle) === difficulty) return { ...made, ...totals, attempts: attempt };
  }
  const how = options.minimal ? ' and minimal' : options.givens !== undefined ? ` with ${options.givens} givens or fewer` : '';
  throw new UsageError(
    says`no ${n}x${n} puzzle rated exactly ${difficulty!}${how} in ${DIFFICULTY_ATTEMPTS} grids from ${opt('seed', String(options.seed))}: try another seed${options.minimal ? ', or drop --minimal' : ''}`,
  );
}

/** One random complete grid, dug: by SAT checks, or by the logic of a difficulty (then by SAT too if `minimal`). */
async function digOneGrid(shape: Shape, random: Random, options: GenerateOptions): Promise<Omit<GeneratedPuzzle, 'attempts'>> {
  const { n } = shape;
  const started = performance.now();
  const solution = (options.gridMethod ?? 'search') === 'search' ? gridBySearch(shape, random) : gridByFilling(shape, random);
  const gridSeconds = (performance.now() - started) / 1000;
  if (!verify(new Grid(shape), solution).ok) throw new Error('internal error: the complete grid is not valid');

  const puzzle = solution.clone();
  const target = options.givens ?? 0;
  const stats = { tried: 0, byPropagation: 0, bySat: 0, timedOut: 0 };
  const order = random.shuffle([...Array(n * n).keys()]);
  const groupOf = (cell: number) => (options.symmetry === 'rotational' ? [...new Set([cell, n * n - 1 - cell])] : [cell]);
  /**
   * One pass over the cells in the random order: each group of givens goes, and comes back
   * unless `stays` says the puzzle is still unique without it (undefined: a check hit its limit).
   */
  const dig = async (stays: (group: number[]) => boolean | undefined | Promise<boolean | undefined>) => {
    const done = new Uint8Array(n * n);
    for (const cell of order) {
      if (done[cell] || puzzle.cells[cell] === 0 || puzzle.givens() <= target) continue;
      const group = groupOf(cell);
      for (const c of group) done[c] = 1;
      for (const c of group) puzzle.cells[c] = 0;
      stats.tried++;
      const kept = await stays(group);
      if (kept === undefined) stats.timedOut++;
      if (!kept) for (const c of group) puzzle.cells[c] = solution.cells[c]!;
    }
  };
  // A removal stays when a level's logic still solves the puzzle: solved by sound logic, it has
  // one solution, so no SAT check is needed.
  const digByLogic = (level: LogicLevel) =>
    dig(() => {
      const solved = solvedAtLevel(puzzle, level);
      if (solved) stats.byPropagation++;
      return solved;
    });
  const { difficulty } = options;
  if (difficulty !== undefined) {
    // First as far as the level below allows; then every removal that level's logic no longer
    // solves makes the puzzle need more, and the asked level (or SAT, for search) decides it.
    // Fewer givens never make logic stronger, so once one such removal stays, the puzzle needs
    // exactly the asked level (or search).
    const rank = RATING_LEVELS.indexOf(difficulty);
    if (rank > 0) await digByLogic(LOGIC_LEVELS[rank - 1]!);
    if (difficulty !== 'search') {
      await digByLogic(difficulty);
      if (!options.minimal) {
        const digSeconds = (performance.now() - started) / 1000 - gridSeconds;
        return { puzzle, solution, ...stats, gridSeconds, digSeconds, proofSeconds: 0, provedBy: difficulty };
      }
    }
  }
  const finder = await finderFor(solution, options.checkMethod ?? defaultCheckMethod(n));
  const limits = checkLimitsOf(n, options);
  // Whether `puzzle` (the group just removed from a unique puzzle) still has no other solution.
  const stillUnique = async (group: number[]): Promise<boolean | undefined> => {
    let askedSolver = false;
    for (const cell of group) {
      const p = propagate(puzzle, 'singles', [{ cell, value: solution.cells[cell]! }]);
      if (p.contradiction !== undefined) continue;
      if (p.openCells === 0) return false;
      askedSolver = true;
      const other = await finder.exists(puzzle, cell, p.candidates, limits);
      if (other !== false) return other === undefined ? undefined : false;
    }
    stats[askedSolver ? 'bySat' : 'byPropagation']++;
    return true;
  };
  let digSeconds = 0;
  try {
    if ((options.jobs ?? 1) > 1 && options.symmetry !== 'rotational') await digSpeculatively(puzzle, solution, order, target, stats, limits, options);
    else await dig(stillUnique);
    // Every removal kept was proved to keep the puzzle unique; this proves it once more, whole.
    digSeconds = (performance.now() - started) / 1000 - gridSeconds;
    if (!(await finder.unique(puzzle))) throw new SolverError('cadical', 'the generated puzzle failed its final uniqueness proof');
  } finally {
    await finder.close();
  }
  return { puzzle, solution, ...stats, gridSeconds, digSeconds, proofSeconds: (performance.now() - started) / 1000 - gridSeconds - digSeconds, provedBy: 'sat' };
}

/** A digging question's answer: another solution exists (the given stays), none does, or the check hit its limit. */
type Answer = { other: boolean | undefined; askedSolver: boolean };

/**
 * The SAT dig on worker threads, the questions of two cells at once: cell i's on the puzzle
 * without i, and the next cell j's on the puzzle without j but with i. When i stays (another
 * solution without it: the usual case late in the dig), j's answer stands as asked. When i goes,
 * an answer "another solution exists" for j still stands (fewer givens only add solutions); any
 * other is asked again without i. So every decision is the one the single-threaded dig makes, in
 * the same order, and the puzzle is the same.
 */
async function digSpeculatively(
  puzzle: Grid,
  solution: Grid,
  order: readonly number[],
  target: number,
  stats: Pick<DiggingStats, 'tried' | 'byPropagation' | 'bySat' | 'timedOut'>,
  limits: CheckLimits,
  options: GenerateOptions,
): Promise<void> {
  const { n } = solution;
  const method = options.checkMethod ?? defaultCheckMethod(n);
  const jobs = options.jobs ?? 2;
  const workers = startWorkers(new URL('./generate-checks.js', import.meta.url), { box: solution.shape.key, solution: solution.cells, method }, jobs);
  const waiting = workers.map(() => [] as ((reply: WorkerReply<boolean | undefined>) => void)[]);
  // Set when the dig is over: questions asked ahead and never needed are dropped with the threads.
  let closing = false;
  workers.forEach((w, i) => {
    w.on('message', (reply: WorkerReply<boolean | undefined>) => waiting[i]!.shift()?.(reply));
    // A thread that fails or stops fails the questions it holds (and so the dig).
    const fail = (message: string) => {
      if (closing) return;
      for (const answer of waiting[i]!.splice(0)) answer({ ok: false, message, name: 'Error' });
    };
    w.on('error', (e) => fail(`a checking thread failed: ${e.message}`));
    w.on('exit', (code) => fail(`a checking thread stopped (exit code ${code})`));
  });
  let turn = 0;
  const ask = (cells: Uint16Array, cell: number): Promise<Answer> => {
    const without = cells.slice();
    without[cell] = 0;
    // Propagation settles many questions at once, here.
    const p = propagate(new Grid(solution.shape, without), 'singles', [{ cell, value: solution.cells[cell]! }]);
    if (p.contradiction !== undefined) return Promise.resolve({ other: false, askedSolver: false });
    if (p.openCells === 0) return Promise.resolve({ other: true, askedSolver: false });
    const k = turn++ % workers.length;
    const answer = new Promise<Answer>((resolve, reject) => {
      waiting[k]!.push((reply) => (reply.ok ? resolve({ other: reply.result, askedSolver: true }) : reject(Object.assign(new Error(reply.message), { name: reply.name }))));
      workers[k]!.postMessage({ cells: without, cell, limits } satisfies CheckTask);
    });
    // Awaited where it is needed; one asked ahead and then not needed must not fail the process.
    answer.catch(() => {});
    return answer;
  };
  try {
    const cells = order.filter((cell) => puzzle.cells[cell] !== 0);
    let ahead: { cell: number; answer: Promise<Answer> } | undefined;
    for (let i = 0; i < cells.length && puzzle.givens() > target; i++) {
      const cell = cells[i]!;
      const next = cells[i + 1];
      let answer = ahead?.cell === cell ? ahead.answer : ask(puzzle.cells, cell);
      // Asked now, with this cell's given still in: right if it stays, and for "exists" either way.
      ahead = next !== undefined ? { cell: next, answer: ask(puzzle.cells, next) } : undefined;
      const a = await answer;
      stats.tried++;
      if (a.other === undefined) stats.timedOut++;
      if (a.other !== false) continue;
      puzzle.cells[cell] = 0;
      stats[a.askedSolver ? 'bySat' : 'byPropagation']++;
      if (ahead) {
        const speculative = ahead;
        answer = speculative.answer.then((b) => (b.other === true ? b : ask(puzzle.cells, speculative.cell)));
        answer.catch(() => {});
        ahead = { cell: speculative.cell, answer };
      }
    }
  } finally {
    closing = true;
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
