/**
 * `sudocnf/logic`: reasoning on the candidate grid. Propagation (singles, box-line) and the
 * candidate bit sets it works on.
 * @module logic
 */
export { Candidates, type LiteralStatus } from '../candidates.js';
export { type Exclusion, propagate, PROPAGATION_LEVELS, type PropagationLevel, type PropagationResult } from '../propagate.js';
