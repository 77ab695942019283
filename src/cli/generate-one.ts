import type { DiggingStats, GenerateOptions } from '../generate/options.js';
import { generatePuzzle } from '../generate/generate.js';
import { type Rating, rate } from '../generate/rate.js';

/** One generated puzzle as plain data (it may come from a worker thread), with its rating. */
export interface GeneratedRecord extends DiggingStats {
  seed: number;
  /** The box shape, `3x3`. */
  box: string;
  puzzle: Uint16Array;
  givens: number;
  rating: Rating;
}

export async function generateOne(options: GenerateOptions): Promise<GeneratedRecord> {
  const { puzzle, solution: _solution, ...stats } = await generatePuzzle(options);
  return { seed: options.seed, box: puzzle.shape.id, puzzle: puzzle.cells, givens: puzzle.givens(), ...stats, rating: await rate(puzzle) };
}
