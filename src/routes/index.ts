/**
 * `sudocnf/routes`: puzzle-level solving. The route interface and its outcomes, the SAT route,
 * the Dancing Links route, `openRoute` to pick one by name, blocking clauses, decoding a model
 * into a verified grid, and the bands strategy for large sparse grids.
 * @module routes
 */
export { BAND_ORDERS, type BandAttempt, type BandOrder, type BandsContext, type BandsOutcome, solveByBands } from './bands.js';
export { blockingClause } from './blocking-clause.js';
export { checkedSolution, type Decoded, decodeModel } from './decode-model.js';
export { DlxRoute, type DlxRouteOptions } from './dlx-route.js';
export { DLX, openRoute, type RouteOptions, TACTICS } from './open-route.js';
export { DEFAULT_TACTICS, TacticsRoute, type TacticsRouteOptions } from './tactics-route.js';
export type {
  BandsStats,
  DlxRouteStats,
  EnumerateOptions,
  EnumerationOutcome,
  PuzzleOutcome,
  RouteCall,
  SatStats,
  SudokuRoute,
  TacticsStats,
  Verdict,
} from './route.js';
export { SatRoute } from './sat-route.js';
export { GIVENS_CHOICES, type GivensChoice, type SatRouteOptions, type Strategy, STRATEGIES } from './route-options.js';
export { type ConflictPart, conflictSentence, explainNoSolution, type WhyOutcome } from './why.js';
