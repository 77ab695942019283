import { UsageError } from '../src/core/errors.js';
import { amoEncoding } from './amo/index.js';
import type { Family } from './families.js';
import { presetOf, resolveFamilies } from './presets.js';
import { sumEncodingName } from './sums/index.js';
import { thermometerEncoding } from './thermometers.js';

/**
 * How the givens enter the formula:
 *   units:       one unit clause per given (the default);
 *   assumptions: no clauses; the given literals are returned for an incremental solver;
 *   eliminate:   Kwon & Jain's optimized encoding: literals a given makes false are deleted and
 *                clauses a given satisfies are dropped; cell variable numbers stay the same.
 */
export const GIVENS_MODES = ['units', 'assumptions', 'eliminate'] as const;
export type GivensMode = (typeof GIVENS_MODES)[number];

export interface EncodingSpec {
  families: readonly Family[];
  /** Name of the at-most-one encoding (see AMO_ENCODINGS). */
  amo: string;
  givens: GivensMode;
  /** How killer cages' sums are encoded (see SUM_ENCODINGS; default table). */
  sum?: string;
  /** How thermometers are encoded (direct or order; default order). */
  thermo?: string;
}

export interface EncodingOptions {
  /** A preset (minimal, efficient, extended, dtu) or a comma-separated family list. */
  encoding?: string;
  redundant?: boolean;
  amo?: string;
  givens?: string;
  sumEncoding?: string;
  thermoEncoding?: string;
}

export const DEFAULT_ENCODING = 'extended';
export const DEFAULT_AMO = 'pairwise';

export function resolveSpec(options: EncodingOptions = {}): EncodingSpec {
  const families = resolveFamilies(options.encoding ?? DEFAULT_ENCODING, options.redundant ?? false);
  if (families.length === 0) throw new UsageError('the encoding has no constraint family');
  const amo = amoEncoding(options.amo ?? DEFAULT_AMO).name;
  const givens = (options.givens ?? 'units') as GivensMode;
  if (!GIVENS_MODES.includes(givens)) {
    throw new UsageError(`unknown givens treatment '${options.givens}': use ${GIVENS_MODES.join(', ')}`);
  }
  const sum = options.sumEncoding === undefined ? undefined : sumEncodingName(options.sumEncoding);
  const thermo = options.thermoEncoding === undefined ? undefined : thermometerEncoding(options.thermoEncoding).name;
  return { families, amo, givens, ...(sum ? { sum } : {}), ...(thermo ? { thermo } : {}) };
}

/** "extended" or the family list, for headers and tables. */
export function encodingName(families: readonly Family[]): string {
  return presetOf(families) ?? families.join(',');
}
