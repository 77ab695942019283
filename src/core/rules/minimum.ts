import { type Extremum, extremumKind } from './extremum.js';

export type Minimum = Extremum<'minimum'>;

/** Minimum cells: each holds a smaller value than each of its orthogonal neighbours outside their area. */
export const minimum = extremumKind('minimum');
