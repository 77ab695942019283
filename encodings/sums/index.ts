import { UsageError } from '../../src/core/errors.js';
import { bdd } from './bdd.js';
import { counter } from './counter.js';
import { mdd } from './mdd.js';
import type { SumEncoding } from './sum-encoding.js';
import { support } from './support.js';
import { table, tableFits } from './table.js';
import { totalizer } from './totalizer.js';

export { type Emitter, type Lit, type SumEncoding, type SumInput, sinkEmitter, countingEmitter } from './sum-encoding.js';

/** Every sum encoding. */
export const SUM_ENCODINGS: readonly SumEncoding[] = [table, counter, totalizer, bdd, mdd, support];
/** `auto`: the support encoding for killer cages, whose sets of values are few (decision record 22); the decision diagram for sums whose cells may repeat (arrows, little killers), whose tuples can be many. */
export const SUM_ENCODING_NAMES = ['auto', 'table', 'counter', 'totalizer', 'bdd', 'mdd', 'support'] as const;
export type SumEncodingName = (typeof SUM_ENCODING_NAMES)[number];
export const DEFAULT_SUM_ENCODING: SumEncodingName = 'auto';

/** A name's canonical form (`swc` is `counter`), `auto` included. */
export function sumEncodingName(name: string): SumEncodingName {
  if (name === 'auto') return 'auto';
  const found = SUM_ENCODINGS.find((e) => e.name === name || e.aliases.includes(name));
  if (!found) throw new UsageError(`unknown sum encoding '${name}': use ${SUM_ENCODING_NAMES.join(', ')}`);
  return found.name as SumEncodingName;
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
  return SUM_ENCODINGS.find((e) => e.name === chosen)!;
}

/** How a header says a name: `auto: support for cages …, bdd for sums whose cells may repeat …`. */
export function sumEncodingText(name: string): string {
  const canonical = sumEncodingName(name);
  if (canonical === 'auto')
    return 'auto: support for cages (bdd for a cage of more than 20,000 value sets), bdd for sums whose cells may repeat (arrows, little killers)';
  return `${canonical}: ${sumEncoding(canonical).description}`;
}
