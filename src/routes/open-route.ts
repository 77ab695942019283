import { definedOnly } from '../core/defined.js';
import { DlxRoute } from './dlx-route.js';
import type { SudokuRoute } from './route.js';
import { checkRouteOptions, DLX, type RouteOptions, tacticsOf } from './route-options.js';
import { SatRoute } from './sat-route.js';
import { TacticsRoute } from './tactics-route.js';

export { DLX, type RouteOptions, TACTICS } from './route-options.js';

/** The route `--solver` names: `dlx` for Dancing Links, `tactics[:…]` for logic and guessing, any SAT backend otherwise. */
export function openRoute(options: RouteOptions = {}): SudokuRoute {
  if (options.solver !== DLX && tacticsOf(options.solver) === false) return SatRoute.open(options);
  checkRouteOptions(options);
  const limits = definedOnly({ timeoutMs: options.timeoutMs, nodeLimit: options.nodeLimit });
  const tactics = tacticsOf(options.solver);
  if (tactics === false) return new DlxRoute(limits);
  return new TacticsRoute(definedOnly({ ...limits, techniques: tactics }));
}
