/**
 * `sudocnf/generate`: making puzzles (a random complete grid, then hole digging proved unique)
 * and rating them.
 * @module generate
 */
export {
  CHECK_METHODS,
  type CheckMethod,
  type DiggingStats,
  type GeneratedPuzzle,
  type GenerateOptions,
  GRID_METHODS,
  type GridMethod,
  SYMMETRIES,
  type Symmetry,
} from './options.js';
export { generatePuzzle } from './generate.js';
export { Random } from '../core/random.js';
export { rate, type Rating, RATING_LEVELS, type RatingLevel } from './rate.js';
