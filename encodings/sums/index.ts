import { UsageError } from '../../src/core/errors.js';
import { bdd } from './bdd.js';
import { counter } from './counter.js';
import type { SumEncoding } from './sum-encoding.js';
import { table } from './table.js';

export { type Emitter, type Lit, type SumEncoding, type SumInput, sinkEmitter, countingEmitter } from './sum-encoding.js';

/** Every sum encoding, by name. */
export const SUM_ENCODINGS: readonly SumEncoding[] = [table, counter, bdd];
export const SUM_ENCODING_NAMES = ['table', 'counter', 'bdd'] as const;
export type SumEncodingName = (typeof SUM_ENCODING_NAMES)[number];
export const DEFAULT_SUM_ENCODING: SumEncodingName = 'table';

export function sumEncoding(name: string): SumEncoding {
  const found = SUM_ENCODINGS.find((e) => e.name === name || e.aliases.includes(name));
  if (!found) throw new UsageError(`unknown sum encoding '${name}': use ${SUM_ENCODING_NAMES.join(', ')}`);
  return found;
}
