import { type AllowedPairs, allowedPairsKind } from './allowed-pairs.js';

export type PairLine = AllowedPairs<'pair-line'>;

/** A pair line: each two neighbours along it hold one of its allowed pairs of values (ISS's Pair). */
export const pairLine = allowedPairsKind('pair-line');
