import { type Extremum, extremumKind } from './extremum.js';

export type Maximum = Extremum<'maximum'>;

/** Maximum cells: each holds a larger value than each of its orthogonal neighbours outside their area. */
export const maximum = extremumKind('maximum');
