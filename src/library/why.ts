import { checkCallOptions } from '../options/check.js';
import type { Duration, ReadingOptions } from '../options/types.js';
import { type ConflictPart, conflictSentence, explainNoSolution } from '../routes/why.js';
import { type PuzzleInput, readPuzzle } from './calls.js';

export type { ConflictPart } from '../routes/why.js';

export interface WhyOptions extends ReadingOptions {
  /** Wall-clock limit for the search: milliseconds or a duration such as `'10s'`. */
  timeout?: Duration;
}

/** Why a puzzle has no solution, as `solve --why` says it; narrowing on `verdict` says which fields are there. */
export type WhyAnswer =
  | {
      verdict: 'conflict';
      /**
       * A minimal set of givens and constraint instances (a row, a box, a pair of cells of a rule)
       * that has no solution: leave any one out and the rest has one. Checked by a second solver.
       */
      conflict: ConflictPart[];
      /** The set in words: `r1c1 = 5, r3c3 = 5 and diagonal (main)`. */
      sentence: string;
      /** Solver calls made, the check included. */
      calls: number;
    }
  | {
      verdict: 'not-found';
      /** Why: `the puzzle has a solution`, or a time limit. */
      reason: string;
      calls: number;
    };

/**
 * Why a puzzle has no solution: a minimal set of its givens and constraints that already
 * conflict, found by the embedded CaDiCaL under assumptions. Givens that clash are read, not
 * refused: they are such a set.
 */
export async function why(input: PuzzleInput, given?: WhyOptions): Promise<WhyAnswer> {
  const options = checkCallOptions('why', given);
  const puzzle = readPuzzle(input, options, 'kept');
  const found = await explainNoSolution(puzzle, options.timeout as number | undefined);
  if (found.conflict)
    return { verdict: 'conflict', conflict: found.conflict, sentence: conflictSentence(found.conflict), calls: found.calls };
  return { verdict: 'not-found', reason: found.reason ?? 'unknown', calls: found.calls };
}
