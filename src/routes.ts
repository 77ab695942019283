import { DlxRoute } from './dlx-route.js';
import { UsageError } from './errors.js';
import { SatRoute, type SatRouteOptions, type SudokuRoute } from './solve.js';

/** The Dancing Links baseline's name for `--solver`. */
export const DLX = 'dlx';

export interface RouteOptions extends SatRouteOptions {
  /** Search nodes per puzzle for the Dancing Links baseline. */
  nodeLimit?: number;
}

/** The route `--solver` names: `dlx` for Dancing Links, any SAT backend otherwise. */
export function openRoute(options: RouteOptions = {}): SudokuRoute {
  if (options.solver !== DLX) {
    if (options.nodeLimit !== undefined) throw new UsageError('--node-limit is for --solver dlx; SAT solvers take --conflicts');
    return SatRoute.open(options);
  }
  if (options.solverCommand !== undefined) throw new UsageError('--solver dlx and --solver-cmd exclude each other');
  if (options.conflicts !== undefined) throw new UsageError('--conflicts is for SAT solvers; dlx takes --node-limit');
  return new DlxRoute({
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.nodeLimit !== undefined ? { nodeLimit: options.nodeLimit } : {}),
  });
}
