/**
 * `sudocnf/logic`: reasoning on the candidate grid. Propagation (singles, box-line) before
 * encoding, and the logic engine: named techniques, steps as data, solving by logic.
 * @module logic
 */
export { Candidates, type LiteralStatus } from '../candidates.js';
export { type Exclusion, propagate, PROPAGATION_LEVELS, type PropagationLevel, type PropagationResult } from '../propagate.js';
export { Board } from '../logic/board.js';
export { type LogicOutcome, logicLevel, nextStep, resolveTechniques, solveByLogic } from '../logic/engine.js';
export type { CellValue, Step } from '../logic/step.js';
export { LOGIC_LEVELS, type LogicLevel, type Technique, TECHNIQUES } from '../logic/techniques.js';
export { type UnitKind, Units } from '../logic/units.js';
