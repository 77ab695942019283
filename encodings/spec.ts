import { UsageError } from '../src/core/errors.js';
import { amoEncoding } from './amo/index.js';
import type { Family } from './families.js';
import { presetOf, resolveFamilies } from './presets.js';
import { sumEncodingName } from './sums/index.js';
import { sumRedundancyName } from './sums/redundancy.js';
import { thermometerEncoding } from './thermometers.js';
import { lineEncodingName } from './lines.js';

/**
 * How the givens enter the formula:
 *   units:       one unit clause per given (the default);
 *   assumptions: no clauses; the given literals are returned for an incremental solver;
 *   eliminate:   Kwon & Jain's optimized encoding: literals a given makes false are deleted and
 *                clauses a given satisfies are dropped; cell variable numbers stay the same.
 */
export const GIVENS_MODES = ['units', 'assumptions', 'eliminate'] as const;
export type GivensMode = (typeof GIVENS_MODES)[number];
export const DEFAULT_GIVENS: GivensMode = 'units';

export interface EncodingSpec extends FamilyEncodings {
  families: readonly Family[];
  givens: GivensMode;
  /**
   * Under `eliminate`, a sum whose cells are all decided is checked, not encoded: the solving
   * route's formula; `encode`'s output, a certificate's formula, `--keep-cnf` and `--self-check`
   * keep its clauses.
   */
  decidedSumsChecked?: boolean;
}

export const DEFAULT_ENCODING = 'extended';
export const DEFAULT_AMO = 'pairwise';

/** The chosen encodings of the families that offer a choice, under the options' names: the at-most-one encoding always, the others when chosen (else their defaults). */
export interface FamilyEncodings {
  /** Name of the at-most-one encoding (see AMO). */
  amo: string;
  /** How sums are encoded (see SUMS; default auto). */
  sumEncoding?: string;
  /** How thermometers are encoded (see THERMOMETERS; default order). */
  thermoEncoding?: string;
  /** The redundancy beside killer cages' sums (see SUM_REDUNDANCY; default sets,innies). */
  sumRedundancy?: string;
  /** How the rules along lines are encoded (see LINES; default auto). */
  lineEncoding?: string;
}

/** How each family's chosen name is read: checked, and made canonical. A new family with a choice is a key here, in `FamilyEncodings` and in the option schema. */
const FAMILY_NAMES: Record<keyof FamilyEncodings, (name: string) => string> = {
  amo: (name) => amoEncoding(name).name,
  sumEncoding: sumEncodingName,
  thermoEncoding: (name) => thermometerEncoding(name).name,
  sumRedundancy: sumRedundancyName,
  lineEncoding: lineEncodingName,
};

/**
 * The encoding as options name it: the one declaration that the command line's flags, the
 * library's options, the routes' and the certificates' read (the library narrows the names' types).
 */
export interface EncodingOptions {
  /** A preset (minimal, efficient, extended, dtu) or a comma-separated family list. */
  encoding?: string;
  /** Add the redundant families to the preset. */
  redundant?: boolean;
  /** At-most-one encoding: pairwise, sequential, commander, product, binary, auto, auto:T. */
  amo?: string;
  /** How the givens enter the formula: units, assumptions or eliminate. */
  givens?: string;
  /** Sums (cages, arrows, little killers): table, counter, totalizer, bdd, mdd, support, or auto (the default): support for cages, bdd where cells may repeat. */
  sumEncoding?: string;
  /** Thermometers: order (the default) or direct. */
  thermoEncoding?: string;
  /** Beside killer cages' sums: none, or sets and/or innies (the default: both). */
  sumRedundancy?: string;
  /** Lines (whispers, renban, …): pairs, mdd, or auto (the default: pairs). */
  lineEncoding?: string;
}

/** Every key of EncodingOptions (the compiler holds the two the same). */
const ENCODING_OPTION_KEYS = Object.keys({
  encoding: true,
  redundant: true,
  amo: true,
  givens: true,
  sumEncoding: true,
  thermoEncoding: true,
  sumRedundancy: true,
  lineEncoding: true,
} satisfies Record<keyof EncodingOptions, true>) as (keyof EncodingOptions)[];

/** The encoding options among others, those given only. */
export function encodingOptionsOf(options: EncodingOptions): EncodingOptions {
  return Object.fromEntries(ENCODING_OPTION_KEYS.flatMap((key) => (options[key] !== undefined ? [[key, options[key]]] : [])));
}

export function resolveSpec(options: EncodingOptions = {}): EncodingSpec {
  const families = resolveFamilies(options.encoding ?? DEFAULT_ENCODING, options.redundant ?? false);
  if (families.length === 0) throw new UsageError('the encoding has no constraint family');
  const givens = (options.givens ?? DEFAULT_GIVENS) as GivensMode;
  if (!GIVENS_MODES.includes(givens)) {
    throw new UsageError(`unknown givens treatment '${options.givens}': use ${GIVENS_MODES.join(', ')}`);
  }
  const chosen: Partial<FamilyEncodings> = {};
  for (const [family, read] of Object.entries(FAMILY_NAMES) as [keyof FamilyEncodings, (name: string) => string][]) {
    const name = options[family] ?? (family === 'amo' ? DEFAULT_AMO : undefined);
    if (name !== undefined) chosen[family] = read(name);
  }
  return { families, givens, ...(chosen as FamilyEncodings) };
}

/** "extended" or the family list, for headers and tables. */
export function encodingName(families: readonly Family[]): string {
  return presetOf(families) ?? families.join(',');
}
