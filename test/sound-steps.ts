import { expect } from 'vitest';
import type { Grid } from '../src/core/grid.js';
import { Board } from '../src/logic/board.js';
import { nextStep } from '../src/logic/engine.js';

/**
 * Takes the step engine through a puzzle, checking each step against every solution (found by
 * the test's own brute force): no elimination of a value a solution uses, no placement a solution
 * does not make, and a contradiction only when there are none. Returns the steps taken.
 */
export function expectSoundSteps(puzzle: Grid, solutions: readonly (readonly number[])[], label: string): number {
  const board = Board.of(puzzle);
  let steps = 0;
  for (;;) {
    const contradiction = board.contradiction();
    if (contradiction !== undefined) {
      expect([label, contradiction, solutions.length]).toEqual([label, contradiction, 0]);
      return steps;
    }
    if (board.solved()) return steps;
    const step = nextStep(board);
    if (!step) return steps;
    steps++;
    for (const e of step.eliminations)
      expect([step.explanation, solutions.every((s) => s[e.cell] !== e.value)]).toEqual([step.explanation, true]);
    for (const p of step.placements)
      expect([step.explanation, solutions.every((s) => s[p.cell] === p.value)]).toEqual([step.explanation, true]);
    board.apply(step);
  }
}
