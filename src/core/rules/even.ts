import { type ParityCells, parityCellsKind } from './parity-cells.js';

export type Even = ParityCells<'even'>;

/** Even cells: each holds an even value. */
export const even = parityCellsKind('even');
