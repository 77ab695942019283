import { type ParityCells, parityCellsKind } from './parity-cells.js';

export type Odd = ParityCells<'odd'>;

/** Odd cells: each holds an odd value. */
export const odd = parityCellsKind('odd');
