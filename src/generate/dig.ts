// Digging one complete grid into a puzzle.
import { SolverError } from '../../solvers/sat-solver.js';
import { Grid, verify } from '../core/grid.js';
import { propagate } from '../logic/propagate.js';
import type { Random } from '../core/random.js';
import type { Shape } from '../core/shape.js';
import { RATING_LEVELS, solvedAtLevel } from './rate.js';
import { LOGIC_LEVELS, type LogicLevel } from '../logic/techniques.js';
import { defaultCheckMethod, type GeneratedPuzzle, type GenerateOptions, checkLimitsOf } from './options.js';
import { gridByFilling, gridBySearch, variantGrid } from './complete-grid.js';
import { UsageError } from '../core/errors.js';
import { Deadline } from '../core/deadline.js';
import { FinishReserve } from './finish-reserve.js';
import { finderFor } from './uniqueness-checks.js';
import { digSpeculatively } from './parallel-dig.js';
import { withArticle } from '../core/article.js';

/** One random complete grid, dug: by SAT checks, or by the logic of a difficulty (then by SAT too if `minimal`). */
export async function digOneGrid(
  shape: Shape,
  random: Random,
  options: GenerateOptions,
  complete?: Grid,
): Promise<Omit<GeneratedPuzzle, 'attempts'>> {
  const { n } = shape;
  const started = performance.now();
  const solution = complete
    ? complete
    : shape.classic
      ? (options.gridMethod ?? 'search') === 'search'
        ? gridBySearch(shape, random)
        : gridByFilling(shape, random)
      : await variantGrid(shape, random);
  if (!solution) throw new UsageError(`${withArticle(shape.name)} has no complete grid: there is no puzzle to make`);
  const gridSeconds = (performance.now() - started) / 1000;
  if (!verify(new Grid(shape), solution).ok) throw new Error('internal error: the complete grid is not valid');

  const puzzle = solution.clone();
  const target = options.givens ?? 0;
  const stats = { tried: 0, byPropagation: 0, bySat: 0, timedOut: 0, stoppedAtLimit: false };
  const deadline = Deadline.after(options.timeoutMs, started);
  const reserve = new FinishReserve();
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
      if (reserve.due(deadline)) {
        stats.stoppedAtLimit = true;
        return;
      }
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
      // Propagation knows rows, columns and regions only: a grid it completes may break a rule.
      if (p.openCells === 0) {
        if (verify(puzzle, p.candidates.toGrid(puzzle)).ok) return false;
        continue;
      }
      askedSolver = true;
      const other = await reserve.timed(() => finder.exists(puzzle, cell, p.candidates, limits));
      if (other !== false) return other === undefined ? undefined : false;
    }
    stats[askedSolver ? 'bySat' : 'byPropagation']++;
    return true;
  };
  let digSeconds = 0;
  try {
    if ((options.jobs ?? 1) > 1 && options.symmetry !== 'rotational')
      await digSpeculatively(puzzle, solution, order, target, stats, limits, options, deadline, reserve);
    else await dig(stillUnique);
    // Every removal kept was proved to keep the puzzle unique; this proves it once more, whole.
    digSeconds = (performance.now() - started) / 1000 - gridSeconds;
    if (!(await finder.unique(puzzle))) throw new SolverError('cadical', 'the generated puzzle failed its final uniqueness proof');
  } finally {
    await finder.close();
  }
  return {
    puzzle,
    solution,
    ...stats,
    gridSeconds,
    digSeconds,
    proofSeconds: (performance.now() - started) / 1000 - gridSeconds - digSeconds,
    provedBy: 'sat',
  };
}
