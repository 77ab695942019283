import { type GenerateOptions, generatePuzzle } from '../generate.js';
import { type Rating, rate } from '../rate.js';

/** One generated puzzle as plain data (it may come from a worker thread), with its rating. */
export interface GeneratedRecord {
  seed: number;
  k: number;
  puzzle: Uint16Array;
  givens: number;
  tried: number;
  byPropagation: number;
  bySat: number;
  timedOut: number;
  gridSeconds: number;
  digSeconds: number;
  rating: Rating;
}

export async function generateOne(options: GenerateOptions): Promise<GeneratedRecord> {
  const g = await generatePuzzle(options);
  const { tried, byPropagation, bySat, timedOut, gridSeconds, digSeconds } = g;
  const rating = await rate(g.puzzle);
  return { seed: options.seed, k: options.k, puzzle: g.puzzle.cells, givens: g.puzzle.givens(), tried, byPropagation, bySat, timedOut, gridSeconds, digSeconds, rating };
}
