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

export interface EncodingSpec extends FamilyEncodings {
  families: readonly Family[];
  givens: GivensMode;
}

export const DEFAULT_ENCODING = 'extended';
export const DEFAULT_AMO = 'pairwise';

/**
 * The families that offer a choice of encoding, each as an option names it and as a spec holds
 * it, with how a name is read (checked, made canonical) and the name a spec always holds when none
 * is chosen (a family without one is left to its encodings' own default). A new family with a
 * choice is a key here, in `EncodingOptions` and in the option schema.
 */
export const FAMILY_ENCODINGS = {
  amo: { spec: 'amo', read: (name: string) => amoEncoding(name).name, default: DEFAULT_AMO },
  sumEncoding: { spec: 'sum', read: sumEncodingName, default: undefined },
  thermoEncoding: { spec: 'thermo', read: (name: string) => thermometerEncoding(name).name, default: undefined },
  sumRedundancy: { spec: 'sumRedundancy', read: sumRedundancyName, default: undefined },
  lineEncoding: { spec: 'line', read: lineEncodingName, default: undefined },
} as const;

type FamilyOption = keyof typeof FAMILY_ENCODINGS;

/** The chosen encodings as a spec holds them: the at-most-one encoding always, sums' and thermometers' when chosen (else their defaults). */
export interface FamilyEncodings {
  /** Name of the at-most-one encoding (see AMO_ENCODINGS). */
  amo: string;
  /** How sums are encoded (see SUM_ENCODINGS; default auto). */
  sum?: string;
  /** How thermometers are encoded (direct or order; default order). */
  thermo?: string;
  /** The redundancy beside killer cages' sums (see SUM_REDUNDANCIES; default sets,innies). */
  sumRedundancy?: string;
  /** How the rules along lines are encoded (pairs or mdd; default auto). */
  line?: string;
}

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

/** A spec's chosen encodings as options name them. */
export function familyOptionsOf(encodings: FamilyEncodings): EncodingOptions {
  return Object.fromEntries(
    Object.entries(FAMILY_ENCODINGS).flatMap(([option, { spec }]) => (encodings[spec] !== undefined ? [[option, encodings[spec]]] : [])),
  );
}

export function resolveSpec(options: EncodingOptions = {}): EncodingSpec {
  const families = resolveFamilies(options.encoding ?? DEFAULT_ENCODING, options.redundant ?? false);
  if (families.length === 0) throw new UsageError('the encoding has no constraint family');
  const givens = (options.givens ?? 'units') as GivensMode;
  if (!GIVENS_MODES.includes(givens)) {
    throw new UsageError(`unknown givens treatment '${options.givens}': use ${GIVENS_MODES.join(', ')}`);
  }
  const chosen: Partial<FamilyEncodings> = {};
  for (const [option, { spec, read, default: fallback }] of Object.entries(FAMILY_ENCODINGS) as [
    FamilyOption,
    (typeof FAMILY_ENCODINGS)[FamilyOption],
  ][]) {
    const name = options[option] ?? fallback;
    if (name !== undefined) chosen[spec] = read(name);
  }
  return { families, givens, ...(chosen as FamilyEncodings) };
}

/** "extended" or the family list, for headers and tables. */
export function encodingName(families: readonly Family[]): string {
  return presetOf(families) ?? families.join(',');
}
