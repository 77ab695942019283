import { type Grid, verify } from '../core/grid.js';
import { type BenchTask, type Combination, solutionCap } from './plan.js';
import type { PuzzleRun } from './run-puzzle.js';

/** What the puzzle file states about a puzzle (`puzzle:count[:solution]` lines). */
export interface Expected {
  count?: number;
  solution?: Grid;
  /** The puzzle a stated solution is checked against. */
  puzzle?: Grid;
}

/**
 * The wrong answers among the routes' runs on one puzzle: a verified solution where another
 * route proved there is none; settled counts that differ (or a count above another's exact
 * one); different solutions of a puzzle known to be unique; answers against what the file
 * states, and a stated solution that does not solve the puzzle. Each is described in one sentence.
 */
export function wrongAnswers(
  task: BenchTask,
  max: number,
  combinations: readonly Combination[],
  runs: readonly PuzzleRun[],
  expected: Expected,
): string[] {
  const wrong: string[] = [];
  const named = runs.map((r, i) => ({ ...r, route: combinations[i]!.label }));
  const solved = named.filter((r) => r.answer === 'solved');
  const none = named.filter((r) => r.answer === 'no-solution');
  if (solved.length > 0 && none.length > 0) {
    wrong.push(
      `${solved.map((r) => r.route).join(', ')} found a verified solution; ${none.map((r) => r.route).join(', ')} said there is none`,
    );
  }
  if (task !== 'solve') {
    const exact = named.filter((r) => r.settled);
    const counts = new Set(exact.map((r) => r.count));
    if (counts.size > 1) wrong.push(`the counts differ: ${exact.map((r) => `${r.route} ${r.count}`).join(', ')}`);
    for (const r of named.filter((x) => !x.settled && x.count !== undefined)) {
      const below = exact.find((x) => x.count! < r.count!);
      if (below) wrong.push(`${r.route} found ${r.count} solutions, but ${below.route} counted ${below.count} in all`);
    }
  }
  // A stated solution is checked whatever the task: routes that find another one need not say so.
  const stated = expected.solution && expected.puzzle ? verify(expected.puzzle, expected.solution) : { ok: true as const };
  if (!stated.ok) wrong.push(`the solution the file states is not a solution of the puzzle: ${stated.reason}`);
  else if (expected.solution && none.length > 0)
    wrong.push(`${none.map((r) => r.route).join(', ')} said there is no solution; the file states one`);
  const cap = solutionCap(task, max);
  if (expected.count !== undefined) {
    for (const r of named) {
      const states = `the file states ${expected.count} solution${expected.count === 1 ? '' : 's'}`;
      if (r.answer === 'no-solution' && expected.count > 0) wrong.push(`${r.route} said there is no solution; ${states}`);
      if (r.answer === 'solved' && expected.count === 0) wrong.push(`${r.route} found a verified solution; ${states}`);
      if (task !== 'solve' && r.settled && r.count !== Math.min(expected.count, cap))
        wrong.push(`${r.route} counted ${r.count}; ${states}`);
    }
  }
  const unique = expected.count === 1 || (cap > 1 && named.some((r) => r.settled && r.count === 1));
  const solutions = new Set([
    ...solved.map((r) => r.solution),
    ...(expected.solution && stated.ok ? [Array.from(expected.solution.cells).join(',')] : []),
  ]);
  if (unique && solutions.size > 1)
    wrong.push(
      `the puzzle is unique, yet the solutions differ (${solved.map((r) => r.route).join(', ')}${expected.solution && stated.ok ? ', the file' : ''})`,
    );
  return wrong;
}
