import { checkTimeoutMs } from '../core/duration.js';
import { opt, says, UsageError } from '../core/errors.js';
import { DlxRoute } from './dlx-route.js';
import type { SudokuRoute } from './route.js';
import { SatRoute, type SatRouteOptions } from './sat-route.js';
import { TacticsRoute } from './tactics-route.js';

/** The Dancing Links baseline's name for `--solver`. */
export const DLX = 'dlx';
/** The tactics route's name for `--solver`; `tactics:UC+INP+X` chooses its techniques. */
export const TACTICS = 'tactics';

export interface RouteOptions extends SatRouteOptions {
  /** Search nodes per puzzle for Dancing Links, guesses for the tactics route. */
  nodeLimit?: number;
}

/** The techniques `tactics:…` names (undefined for `tactics` alone), or false for another solver. */
function tacticsOf(solver: string | undefined): string | undefined | false {
  if (solver === TACTICS) return undefined;
  return solver?.startsWith(`${TACTICS}:`) ? solver.slice(TACTICS.length + 1) : false;
}

/** The route `--solver` names: `dlx` for Dancing Links, `tactics[:…]` for logic and guessing, any SAT backend otherwise. */
export function openRoute(options: RouteOptions = {}): SudokuRoute {
  if (options.timeoutMs !== undefined) checkTimeoutMs(options.timeoutMs, 'timeoutMs');
  const tactics = tacticsOf(options.solver);
  if (options.solver !== DLX && tactics === false) {
    if (options.nodeLimit !== undefined) {
      throw new UsageError(says`${opt('nodeLimit')} is for ${opt('solver', DLX)} and ${opt('solver', TACTICS)}; SAT solvers take ${opt('conflicts')}`);
    }
    return SatRoute.open(options);
  }
  const name = tactics === false ? DLX : TACTICS;
  if (options.solverCommand !== undefined) throw new UsageError(says`${opt('solver', name)} and ${opt('solverCommand')} exclude each other`);
  if (options.conflicts !== undefined) throw new UsageError(says`${opt('conflicts')} is for SAT solvers; ${name} takes ${opt('nodeLimit')}`);
  if (options.threads !== undefined) throw new UsageError(says`${opt('threads')}: ${name} runs on one thread`);
  if (options.keepCnf !== undefined) throw new UsageError(says`${opt('keepCnf')} is for external solvers; ${name} reads no formula`);
  if (options.strategy !== undefined && options.strategy !== 'auto') throw new UsageError(says`${opt('strategy', options.strategy)} is for SAT solvers; ${name} searches the whole grid`);
  if (options.selfCheck) throw new UsageError(says`${opt('selfCheck')} is for the embedded cadical; ${name} has no internal checks`);
  const limits = {
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.nodeLimit !== undefined ? { nodeLimit: options.nodeLimit } : {}),
  };
  if (tactics === false) return new DlxRoute(limits);
  return new TacticsRoute({ ...limits, ...(tactics !== undefined ? { techniques: tactics } : {}) });
}
