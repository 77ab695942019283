import { opt, says, UsageError } from '../errors.js';
import { DlxRoute } from './dlx-route.js';
import type { SudokuRoute } from './route.js';
import { SatRoute, type SatRouteOptions } from './sat-route.js';

/** The Dancing Links baseline's name for `--solver`. */
export const DLX = 'dlx';

export interface RouteOptions extends SatRouteOptions {
  /** Search nodes per puzzle for the Dancing Links baseline. */
  nodeLimit?: number;
}

/** The route `--solver` names: `dlx` for Dancing Links, any SAT backend otherwise. */
export function openRoute(options: RouteOptions = {}): SudokuRoute {
  if (options.solver !== DLX) {
    if (options.nodeLimit !== undefined) throw new UsageError(says`${opt('nodeLimit')} is for ${opt('solver', DLX)}; SAT solvers take ${opt('conflicts')}`);
    return SatRoute.open(options);
  }
  if (options.solverCommand !== undefined) throw new UsageError(says`${opt('solver', DLX)} and ${opt('solverCommand')} exclude each other`);
  if (options.conflicts !== undefined) throw new UsageError(says`${opt('conflicts')} is for SAT solvers; dlx takes ${opt('nodeLimit')}`);
  if (options.threads !== undefined) throw new UsageError(says`${opt('threads')}: dlx runs on one thread`);
  if (options.keepCnf !== undefined) throw new UsageError(says`${opt('keepCnf')} is for external solvers; dlx reads no formula`);
  return new DlxRoute({
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.nodeLimit !== undefined ? { nodeLimit: options.nodeLimit } : {}),
  });
}
