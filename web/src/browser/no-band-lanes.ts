import { UsageError } from '../../../src/core/errors.js';

/**
 * The web build's stand-in for src/routes/band-lanes.ts: the lanes run on Node's worker threads;
 * the page runs one solver (`defaultRacers` is 1 there), so the bands' orders are tried in turn.
 */
function refuse(): never {
  throw new UsageError('bands on several threads are for the command line; the page tries the orders in turn');
}

export const bandLanes = refuse;
export const solveBandsOnLanes = refuse;
