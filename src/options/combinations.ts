import { findSatBackend } from '../../solvers/registry.js';
import { opt, says, UsageError } from '../core/errors.js';
import { DLX, TACTICS } from '../routes/route-options.js';
import type { CommandName } from './schema.js';

/** Options by their library names, as a command or a call received them. */
export type OptionValues = Readonly<Record<string, unknown>>;

const SOLVING: readonly CommandName[] = ['solve', 'unique', 'count'];

/**
 * The options that exclude or need each other, checked together for a command (the library's
 * calls are checked as the command they stand for): one place for the command line, the library
 * and the web app. `given` says whether the user gave an option (not a default). What a route's
 * solver cannot take is checked where the route opens (checkRouteOptions).
 */
export function checkCombinations(
  command: CommandName,
  options: OptionValues,
  given: (key: string) => boolean = (key) => options[key] !== undefined,
): void {
  const has = (key: string) => options[key] !== undefined && options[key] !== false;
  if (has('index') && has('shard')) throw new UsageError(says`${opt('index')} and ${opt('shard')} exclude each other`);
  if (SOLVING.includes(command)) checkSolving(command, options, has);
  if (command === 'encode') {
    const needsEliminate = (options.propagate !== undefined && options.propagate !== 'none') || has('compact');
    if (needsEliminate && given('givens') && options.givens !== 'eliminate') {
      throw new UsageError(
        says`${opt('propagate')} and ${opt('compact')} work on an eliminate formula; they do not go with ${opt('givens', String(options.givens))}`,
      );
    }
  }
  if (command === 'generate') {
    if (has('givens') && has('minimal')) throw new UsageError(says`${opt('givens')} and ${opt('minimal')} exclude each other`);
    if (has('k') && has('box'))
      throw new UsageError(says`${opt('k')} and ${opt('box')} exclude each other: ${opt('box', '3x3')} is ${opt('k', '3')}`);
  }
  if (command === 'stats' && has('k') && has('box'))
    throw new UsageError(says`${opt('k')} and ${opt('box')} exclude each other: ${opt('box', '3x3')} is ${opt('k', '3')}`);
}

function checkSolving(command: CommandName, options: OptionValues, has: (key: string) => boolean): void {
  for (const key of ['checker', 'checkMode']) {
    if (has(key) && !has('proof'))
      throw new UsageError(says`${opt(key)} is about the checks of ${opt('proof')}; give ${opt('proof')} <dir> too`);
  }
  if (has('replace') && !has('proof'))
    throw new UsageError(says`${opt('replace')} is about the certificates of ${opt('proof')}; give ${opt('proof')} <dir> too`);
  if (((options.jobs as number | undefined) ?? 1) > 1) {
    if (has('proof'))
      throw new UsageError(says`${opt('jobs')} and ${opt('proof')} exclude each other: certificates are written one puzzle at a time`);
    const solver = options.solver as string | undefined;
    if (has('solverCmd') || (solver !== undefined && findSatBackend(solver)?.kind === 'external')) {
      throw new UsageError(
        says`${opt('jobs')} runs the embedded solvers, Dancing Links and tactics in worker threads; an external solver is a process per puzzle already: split the batch with ${opt('shard')} instead`,
      );
    }
  }
  if (has('proof')) {
    if (has('keepCnf')) throw new UsageError(says`${opt('proof')} keeps the formula in the certificate; ${opt('keepCnf')} is not needed`);
    if (has('all'))
      throw new UsageError(says`${opt('proof')} certifies that there is no solution; with ${opt('all')}, use unique ${opt('proof')}`);
    if (has('selfCheck'))
      throw new UsageError(says`${opt('selfCheck')} is for the embedded cadical; ${opt('proof')} checks a proof instead`);
    const solver = options.solver as string | undefined;
    if (solver === DLX || solver?.split(':')[0] === TACTICS)
      throw new UsageError(says`${opt('proof')} needs a SAT solver that writes proofs; ${solver} writes none`);
  }
  if (command === 'solve' && has('all') && options.strategy === 'bands') {
    throw new UsageError(says`${opt('strategy', 'bands')} finds one solution; ${opt('all')} counts on the whole formula`);
  }
}
