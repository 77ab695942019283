/**
 * `sudocnf/logic`: reasoning on the candidate grid. Propagation (singles, box-line) before
 * encoding, and the logic engine: named techniques, steps as data, solving by logic; the tactics
 * route's bit-mask board.
 * @module logic
 */
export { Candidates, type LiteralStatus } from './candidates.js';
export {
  type Exclusion,
  parsePropagation,
  propagate,
  PROPAGATION_LEVELS,
  type PropagationLevel,
  type PropagationResult,
} from './propagate.js';
export { Board } from './board.js';
export {
  type LogicOutcome,
  logicLevel,
  nextStep,
  resolveTactics,
  resolveTechniques,
  solveByLogic,
  solvesByLogic,
  type Tactics,
  toFixpoint,
} from './engine.js';
export { MASK_BOARD_MAX_N, MaskBoard, type MaskTactics } from './mask-board.js';
export type { CellValue, Step } from './step.js';
export { LOGIC_LEVELS, type LogicLevel, type Technique, TECHNIQUES } from './techniques.js';
export { type UnitKind, Units } from './units.js';
