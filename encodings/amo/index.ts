import { type NameOf, Registry } from '../../src/core/registry.js';
import { auto, autoAmo } from './auto.js';
import { binary } from './binary.js';
import { commander } from './commander.js';
import type { AmoEncoding } from './encoding.js';
import { pairwise } from './pairwise.js';
import { product } from './product.js';
import { sequential } from './sequential.js';

export type { AmoEncoding, GroupSize } from './encoding.js';

/** Every at-most-one encoding, pairwise (the literature's) first. */
export const AMO = new Registry('at-most-one encoding', {
  pairwise,
  sequential,
  commander,
  product,
  binary,
  auto,
});
export const AMO_ENCODINGS = AMO.entries;
export const AMO_NAMES = AMO.names;
/** An at-most-one encoding by name; `auto:T` is auto with threshold T. */
export type AmoName = NameOf<typeof AMO> | `auto:${number}`;

/** Looks an encoding up by name or alias; `auto:T` is auto with threshold T. */
export function amoEncoding(name: string): AmoEncoding {
  const found = AMO.find(name);
  if (found) return found;
  const threshold = /^auto:(\d+)$/.exec(name)?.[1];
  if (threshold !== undefined) return autoAmo(Number(threshold));
  return AMO.refuse(name, ' (or auto:T)');
}
