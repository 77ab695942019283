import { type NameOf, Registry } from '../../src/core/registry.js';
import { bdd } from './bdd.js';
import { counter } from './counter.js';
import { mdd } from './mdd.js';
import type { SumEncoding } from './sum-encoding.js';
import { support } from './support.js';
import { table, tableFits } from './table.js';
import { totalizer } from './totalizer.js';

export { type Emitter, type Lit, type SumEncoding, type SumInput, sinkEmitter, countingEmitter } from './sum-encoding.js';

/**
 * Every sum encoding. `auto` gives killer cages the support encoding, whose sets of values are few
 * (decision record 22), and sums whose cells may repeat (arrows, little killers), whose tuples can
 * be many, the decision diagram.
 */
export const SUMS = new Registry(
  'sum encoding',
  { table, counter, totalizer, bdd, mdd, support },
  {
    name: 'auto',
    description:
      'support for cages (bdd for a cage of more than 20,000 value sets), bdd for sums whose cells may repeat (arrows, little killers)',
    help: 'auto: support for cages, bdd where cells may repeat',
  },
);
export const SUM_ENCODINGS: readonly SumEncoding[] = SUMS.entries;
export const SUM_ENCODING_NAMES = SUMS.names;
export type SumEncodingName = NameOf<typeof SUMS>;
export const DEFAULT_SUM_ENCODING: SumEncodingName = 'auto';

/** A name's canonical form (`swc` is `counter`), `auto` included. */
export function sumEncodingName(name: string): SumEncodingName {
  return SUMS.canonical(name);
}

/**
 * The encoding a name gives a sum whose cells differ (`distinct`) or may repeat. `auto` gives a
 * cage the support encoding unless `cage` (its cells and sum in 1..n) would need more sets than the
 * table writes, and then the decision diagram.
 */
export function sumEncoding(name: string, distinct = true, cage?: { m: number; sum: number; n: number }): SumEncoding {
  const canonical = sumEncodingName(name);
  const tableFor = distinct && (cage === undefined || tableFits(cage.m, cage.sum, cage.n));
  const chosen = canonical === 'auto' ? (tableFor ? 'support' : 'bdd') : canonical;
  return SUMS.get(chosen);
}

/** How a header says a name: `auto: support for cages …, bdd for sums whose cells may repeat …`. */
export function sumEncodingText(name: string): string {
  const canonical = sumEncodingName(name);
  return `${canonical}: ${SUMS.describe(canonical)}`;
}
