import { type SatBackend, commandBackend, DEFAULT_SOLVER, satBackend } from '../../solvers/registry.js';
import { opt, says, UsageError } from '../core/errors.js';
import { checkTimeoutMs } from '../core/duration.js';
import { parsePropagation } from '../logic/propagate.js';
import { type EncodingOptions, GIVENS_MODES, type GivensMode } from '../../encodings/spec.js';
import type { PropagationLevel } from '../logic/propagate.js';

/**
 * `auto`: for a batch on an incremental solver, assumptions (one solver per box size) while the
 * formula without givens stays small; otherwise eliminate, the smallest formula.
 */
export type GivensChoice = GivensMode | 'auto';
export const GIVENS_CHOICES: readonly GivensChoice[] = ['auto', ...GIVENS_MODES];
/**
 * What the SAT route writes when not told: the at-most-one encoding `auto` (compact on large
 * grids; `encode` writes the literature's pairwise, DEFAULT_AMO), the givens `auto`, and the
 * embedded CaDiCaL's propagators off (connecting one costs more than it saves on most killer
 * sets as measured: BENCHMARKS.md).
 */
export const SAT_ROUTE_DEFAULTS = { amo: 'auto', givens: 'auto', propagators: 'off' } as const satisfies {
  amo: string;
  givens: GivensChoice;
  propagators: Propagators;
};
export interface SatRouteOptions extends Omit<EncodingOptions, 'givens'> {
  /** A SAT backend name (default cadical). */
  solver?: string;
  /** Any SAT binary, `"<command> [args…]"` with `{file}` for a file path (instead of `solver`). */
  solverCmd?: string;
  threads?: number;
  givens?: GivensChoice;
  timeoutMs?: number;
  conflicts?: number;
  /** Several puzzles will be solved: worth sharing one solver per box size. */
  batch?: boolean;
  /** Logic run on the candidates before an `eliminate` formula is built (default singles). */
  propagate?: PropagationLevel;
  /** Report the solver's conflicts and decisions per puzzle (read after the timed search). */
  statistics?: boolean;
  /**
   * External solvers: keep the formula handed to the solver in this file (`{i}`: the puzzle's
   * index, from the call). With several calls per puzzle (counting), the last one's is kept.
   */
  keepCnf?: string;
  /** The embedded CaDiCaL checks its own reasoning as it goes: a self-test, not a certificate. */
  selfCheck?: boolean;
  /** Whole formula, bands first, or bands where they pay (default auto; `solve` only). */
  strategy?: Strategy;
  /**
   * The embedded CaDiCaL's propagator beside the pure CNF, for the derived sums the CNF has no
   * clauses for (`on`); `off` (the default): the pure CNF alone. Other solvers, proofs, a kept
   * formula, the self-check and a race of configurations run without it.
   */
  propagators?: Propagators;
}

export type Propagators = 'on' | 'off';
export const PROPAGATORS: readonly Propagators[] = ['on', 'off'];

/** How `solve` attacks a puzzle: its whole formula, or band by band first (see bands.ts). */
export type Strategy = 'auto' | 'whole' | 'bands';
export const STRATEGIES: readonly Strategy[] = ['auto', 'whole', 'bands'];
/** The Dancing Links baseline's name for `--solver`. */
export const DLX = 'dlx';
/** The tactics route's name for `--solver`; `tactics:UC+INP+X` chooses its techniques. */
export const TACTICS = 'tactics';

export interface RouteOptions extends SatRouteOptions {
  /** Search nodes per puzzle for Dancing Links, guesses for the tactics route. */
  nodeLimit?: number;
}

/** The techniques `tactics:…` names (undefined for `tactics` alone), or false for another solver. */
export function tacticsOf(solver: string | undefined): string | undefined | false {
  if (solver === TACTICS) return undefined;
  return solver?.startsWith(`${TACTICS}:`) ? solver.slice(TACTICS.length + 1) : false;
}

/**
 * Checks a route's options together, before the route is opened: what the chosen solver cannot
 * take, and values out of range. Returns the SAT backend for a SAT route (undefined for Dancing
 * Links and tactics). A custom command that cannot be run is a SolverError.
 */
export function checkRouteOptions(options: RouteOptions): SatBackend | undefined {
  if (options.timeoutMs !== undefined) checkTimeoutMs(options.timeoutMs, 'timeout');
  if (options.solver !== DLX && tacticsOf(options.solver) === false) {
    if (options.nodeLimit !== undefined) {
      throw new UsageError(
        says`${opt('nodeLimit')} is for ${opt('solver', DLX)} and ${opt('solver', TACTICS)}; SAT solvers take ${opt('conflicts')}`,
      );
    }
    return checkSatOptions(options);
  }
  const name = tacticsOf(options.solver) === false ? DLX : TACTICS;
  if (options.solverCmd !== undefined) throw new UsageError(says`${opt('solver', name)} and ${opt('solverCmd')} exclude each other`);
  if (options.conflicts !== undefined)
    throw new UsageError(says`${opt('conflicts')} is for SAT solvers; ${name} takes ${opt('nodeLimit')}`);
  if (options.threads !== undefined) throw new UsageError(says`${opt('threads')}: ${name} runs on one thread`);
  if (options.keepCnf !== undefined) throw new UsageError(says`${opt('keepCnf')} is for external solvers; ${name} reads no formula`);
  if (options.strategy !== undefined && options.strategy !== 'auto')
    throw new UsageError(says`${opt('strategy', options.strategy)} is for SAT solvers; ${name} searches the whole grid`);
  if (options.selfCheck) throw new UsageError(says`${opt('selfCheck')} is for the embedded cadical; ${name} has no internal checks`);
  return undefined;
}

function checkSatOptions(options: SatRouteOptions): SatBackend {
  if (options.solver !== undefined && options.solverCmd !== undefined) {
    throw new UsageError(says`${opt('solver')} and ${opt('solverCmd')} exclude each other`);
  }
  const backend = options.solverCmd !== undefined ? commandBackend(options.solverCmd) : satBackend(options.solver ?? DEFAULT_SOLVER);
  if (options.keepCnf !== undefined && backend.kind !== 'external') {
    throw new UsageError(says`${opt('keepCnf')} is for external solvers; for ${backend.name}, encode writes the same formula`);
  }
  if (options.selfCheck && !backend.selfCheck) {
    throw new UsageError(
      says`${opt('selfCheck')}: the ${backend.name} solver has no internal checks (the embedded cadical has); for a checkable proof, use ${opt('proof')} with an external solver`,
    );
  }
  if (options.threads !== undefined && !backend.preset?.threads && backend.maxThreads === undefined) {
    throw new UsageError(says`${opt('threads')}: the ${backend.name} solver takes no thread count`);
  }
  if (options.threads !== undefined && backend.maxThreads !== undefined && options.threads > backend.maxThreads) {
    throw new UsageError(says`${opt('threads')}: the ${backend.name} solver races at most ${backend.maxThreads} configurations`);
  }
  if (options.conflicts !== undefined && !backend.capabilities.conflictLimit) {
    throw new UsageError(says`${opt('conflicts')}: the ${backend.name} solver takes no conflict limit; use ${opt('timeout')}`);
  }
  if (options.propagators !== undefined && !PROPAGATORS.includes(options.propagators)) {
    throw new UsageError(`unknown propagators setting '${options.propagators}': use ${PROPAGATORS.join(' or ')}`);
  }
  if (options.strategy !== undefined && !STRATEGIES.includes(options.strategy)) {
    throw new UsageError(`unknown strategy '${options.strategy}': use ${STRATEGIES.join(', ')}`);
  }
  if (options.propagate !== undefined) parsePropagation(options.propagate);
  const givens = options.givens ?? SAT_ROUTE_DEFAULTS.givens;
  if (!GIVENS_CHOICES.includes(givens)) throw new UsageError(`unknown givens treatment '${givens}': use ${GIVENS_CHOICES.join(', ')}`);
  return backend;
}
