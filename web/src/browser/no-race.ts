import type { CadicalOptions } from '../../../solvers/cadical.js';
import { UsageError } from '../../../src/core/errors.js';
import type { RacerConfig } from '../../../solvers/cadical-race/racers.js';

/**
 * The web build's stand-in for solvers/cadical-race/index.ts: the race runs on Node's worker
 * threads; the page's solver already runs in a Web Worker of its own, alone.
 */
export function defaultRacers(): number {
  return 1;
}

export const CadicalRace = {
  async create(_configs: readonly RacerConfig[], _tuning?: CadicalOptions): Promise<never> {
    throw new UsageError('racing solver configurations (--threads) is for the command line; the page runs one solver');
  },
};
