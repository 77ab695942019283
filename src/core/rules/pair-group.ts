import { type AllowedPairs, allowedPairsKind } from './allowed-pairs.js';

export type PairGroup = AllowedPairs<'pair-group'>;

/** A pair group: every two of its cells hold one of its allowed pairs of values, in either order (ISS's PairX). */
export const pairGroup = allowedPairsKind('pair-group');
