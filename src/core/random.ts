import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** The largest seed: xoroshiro128plus keeps a seed's low 32 bits, so larger ones would repeat smaller ones. */
export const MAX_SEED = 2 ** 32 - 1;

/** A seeded random source (xoroshiro128+ from pure-rand): the same seed gives the same numbers on any machine. */
export class Random {
  private readonly rng;

  /** `seed`: a whole number from 0 to MAX_SEED. */
  constructor(seed: number) {
    if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED)
      throw new RangeError(`a seed is a whole number from 0 to ${MAX_SEED}, got ${seed}`);
    this.rng = xoroshiro128plus(seed);
  }

  /** An integer from `from` to `to`, both included. */
  int(from: number, to: number): number {
    return uniformInt(this.rng, from, to);
  }

  /** Shuffles an array in place (Fisher–Yates) and returns it. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }
}
