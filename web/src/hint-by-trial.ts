// A hint where no technique applies: a candidate that, placed, runs into a contradiction by the
// simplest deductions (singles and the variant's own rules), else by every technique the hints use,
// so that it can go.
import { cellName } from '../../src/core/grid.js';
import type { Board } from '../../src/logic/board.js';
import { nextStep } from '../../src/logic/engine.js';
import type { Step } from '../../src/logic/step.js';
import { pointing, type Technique, TECHNIQUES } from '../../src/logic/techniques.js';

/** The deductions a trial follows, simplest first: the techniques before pointing (singles, and the rules' cages, sums, lines and clues), then all. */
const TRIALS = [
  { techniques: TECHNIQUES.slice(0, TECHNIQUES.indexOf(pointing)), said: 'singles and the rules' },
  { techniques: TECHNIQUES, said: 'the hint’s techniques' },
];
/** The most deductions one trial follows: enough to fill a 9×9 by singles twice over. */
const TRIAL_STEPS = 200;

/** How placing `value` in `cell` fails: the number of deductions and the contradiction reached, or undefined if it does not. */
function failure(
  board: Board,
  cell: number,
  value: number,
  techniques: readonly Technique[],
): { steps: number; contradiction: string } | undefined {
  const trial = board.clone();
  trial.place(cell, value);
  for (let steps = 0; steps <= TRIAL_STEPS; steps++) {
    const contradiction = trial.contradiction();
    if (contradiction !== undefined) return { steps, contradiction };
    const step = nextStep(trial, techniques);
    if (!step) return undefined;
    trial.apply(step);
  }
  return undefined;
}

/** The open cells, fewest candidates first. */
export function openCellsByCandidates(board: Board): number[] {
  const open: number[] = [];
  for (let cell = 0; cell < board.n * board.n; cell++) if (board.value(cell) === 0) open.push(cell);
  return open.sort((a, b) => board.candidates.size(a) - board.candidates.size(b) || a - b);
}

/**
 * A step by contradiction: the first candidate, from the cells with fewest candidates on, whose
 * placing leads to a contradiction; it goes (and in a cell of two candidates, the other is placed).
 * Undefined when none is found before `deadline` (a performance.now() time).
 */
export function stepByTrial(board: Board, deadline: number): Step | undefined {
  const cells = openCellsByCandidates(board);
  for (const { techniques, said } of TRIALS) {
    for (const cell of cells) {
      const candidates = board.candidates.values(cell);
      for (const value of candidates) {
        if (performance.now() > deadline) return undefined;
        const failed = failure(board, cell, value, techniques);
        if (failed)
          return stepOf(
            board,
            cell,
            value,
            candidates,
            `${failed.steps} step${failed.steps === 1 ? '' : 's'} of ${said} later ${failed.contradiction}`,
          );
      }
    }
  }
  return undefined;
}

/** The step that takes `value` from `cell` (and places the other candidate of a cell of two), with why. */
function stepOf(board: Board, cell: number, value: number, candidates: number[], later: string): Step {
  const name = cellName(board.n, cell);
  const why = `if ${name} were ${value}, ${later}`;
  const other = candidates.length === 2 ? candidates.find((v) => v !== value)! : undefined;
  return {
    technique: 'contradiction',
    abbreviation: 'TR',
    units: [],
    cells: [cell],
    placements: other === undefined ? [] : [{ cell, value: other }],
    eliminations: [{ cell, value }],
    explanation: other === undefined ? `${name} ≠ ${value}: ${why}` : `${name} = ${other}: ${why}`,
  };
}
