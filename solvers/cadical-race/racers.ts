import type { CadicalOptions } from '../cadical.js';

/** One configuration of a race: a name for reports and CaDiCaL options on top of the defaults. */
export interface RacerConfig {
  name: string;
  options: CadicalOptions;
}

/**
 * @internal
 * The configurations raced, in order (two threads race the first two). On the large formulas
 * where the embedded CaDiCaL trailed the native binary, neither CaDiCaL's default search nor its
 * stable mode alone keeps up, and each wins on some formulas (docs/decisions/18-embedded-against-native-cadical.md):
 * together they do. A third and fourth thread take other random seeds.
 */
export const RACERS: readonly RacerConfig[] = [
  { name: 'default', options: {} },
  { name: 'stable', options: { stabilizeonly: 1 } },
  { name: 'default, seed 1', options: { seed: 1 } },
  { name: 'stable, seed 1', options: { stabilizeonly: 1, seed: 1 } },
];
