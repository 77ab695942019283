/**
 * `sudocnf/routes`: puzzle-level solving. The route interface and its outcomes, the SAT route,
 * the Dancing Links route, `openRoute` to pick one by name, blocking clauses, decoding a model
 * into a verified grid, and the bands strategy for large sparse grids.
 * @module routes
 */
export { BAND_ORDERS, type BandAttempt, type BandOrder, type BandsContext, type BandsOutcome, solveByBands } from '../routes/bands.js';
export { blockingClause } from '../routes/blocking-clause.js';
export { checkedSolution, type Decoded, decodeModel } from '../routes/decode-model.js';
export { DlxRoute, type DlxRouteOptions } from '../routes/dlx-route.js';
export { DLX, openRoute, type RouteOptions, TACTICS } from '../routes/open-route.js';
export { DEFAULT_TACTICS, TacticsRoute, type TacticsRouteOptions } from '../routes/tactics-route.js';
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
} from '../routes/route.js';
export { bandsPay, GIVENS_CHOICES, type GivensChoice, SatRoute, type SatRouteOptions, type Strategy, STRATEGIES } from '../routes/sat-route.js';
