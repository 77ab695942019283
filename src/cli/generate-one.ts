import { type DiggingStats, type GenerateOptions, generatePuzzle } from '../generate.js';
import { type Rating, rate } from '../rate.js';

/** One generated puzzle as plain data (it may come from a worker thread), with its rating. */
export interface GeneratedRecord extends DiggingStats {
  seed: number;
  k: number;
  puzzle: Uint16Array;
  givens: number;
  rating: Rating;
}

export async function generateOne(options: GenerateOptions): Promise<GeneratedRecord> {
  const { puzzle, solution: _solution, ...stats } = await generatePuzzle(options);
  return { seed: options.seed, k: options.k, puzzle: puzzle.cells, givens: puzzle.givens(), ...stats, rating: await rate(puzzle) };
}
