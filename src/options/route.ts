import { type EncodingOptions, encodingOptionsOf } from '../../encodings/spec.js';
import { definedOnly } from '../core/defined.js';
import type { Propagators, RouteOptions, Strategy } from '../routes/route-options.js';

/** The route's part of the options of solve, unique and count, as text and numbers (a time limit in milliseconds); the route checks them. */
export interface RouteChoice extends EncodingOptions {
  solver?: string;
  solverCmd?: string;
  threads?: number;
  timeout?: number;
  conflicts?: number;
  nodeLimit?: number;
  keepCnf?: string;
  selfCheck?: boolean;
  strategy?: Strategy;
  propagate?: string;
  propagators?: Propagators;
}

/**
 * The route's options from the options of solve, unique and count, as the command line and the
 * library both take them (a time limit already in milliseconds): the one mapping of the two. What
 * is not given is left to the route, which says its defaults (ROUTE_AMO, `auto` givens).
 */
export function routeOptionsOf(options: RouteChoice, batch = false): RouteOptions {
  const { solver, solverCmd, threads, timeout, conflicts, nodeLimit, keepCnf, selfCheck, strategy, propagate, propagators } = options;
  return definedOnly({
    batch,
    solver,
    solverCmd,
    threads,
    timeoutMs: timeout,
    conflicts,
    nodeLimit,
    keepCnf,
    selfCheck: selfCheck || undefined,
    strategy,
    ...(encodingOptionsOf(options) as Pick<RouteOptions, keyof EncodingOptions>),
    propagate,
    propagators,
  });
}
