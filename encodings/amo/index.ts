import { UsageError } from '../../src/core/errors.js';
import { auto, autoAmo } from './auto.js';
import { binary } from './binary.js';
import { commander } from './commander.js';
import type { AmoEncoding } from './encoding.js';
import { pairwise } from './pairwise.js';
import { product } from './product.js';
import { sequential } from './sequential.js';

export type { AmoEncoding, GroupSize } from './encoding.js';

/** Every at-most-one encoding, the default for encoding first. */
export const AMO_ENCODINGS: readonly AmoEncoding[] = [pairwise, sequential, commander, product, binary, auto];
/** Their names, in the same order (a test holds the two together). */
export const AMO_NAMES = ['pairwise', 'sequential', 'commander', 'product', 'binary', 'auto'] as const;
/** An at-most-one encoding by name; `auto:T` is auto with threshold T. */
export type AmoName = (typeof AMO_NAMES)[number] | `auto:${number}`;

/** Looks an encoding up by name or alias; `auto:T` is auto with threshold T. */
export function amoEncoding(name: string): AmoEncoding {
  const found = AMO_ENCODINGS.find((a) => a.name === name || a.aliases.includes(name));
  if (found) return found;
  const threshold = /^auto:(\d+)$/.exec(name)?.[1];
  if (threshold !== undefined) return autoAmo(Number(threshold));
  throw new UsageError(`unknown at-most-one encoding '${name}': use ${AMO_NAMES.join(', ')} (or auto:T)`);
}
