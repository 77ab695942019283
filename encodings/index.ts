/**
 * `sudocnf/encodings`: the encoder. Constraint families and presets, at-most-one encodings,
 * the treatments of the givens, the cell variables, and exact counts in closed form.
 * @module encodings
 */
export { AMO_ENCODINGS, AMO_NAMES, type AmoEncoding, amoEncoding, type GroupSize } from './amo/index.js';
export { closedFormSize, dtuReportClauses, type FormulaSize } from './counts.js';
export { encode, type EncodeResult, encodeSteps } from './encoder.js';
export { type Family, FAMILIES, type FamilyUnit, groupVars } from './families.js';
export { GivenLiterals } from './given-literals.js';
export { type Preset, PRESET_NAMES, PRESETS, presetOf, REDUNDANT_FAMILIES, resolveFamilies } from './presets.js';
export {
  DEFAULT_AMO,
  DEFAULT_ENCODING,
  type EncodingOptions,
  encodingName,
  type EncodingSpec,
  GIVENS_MODES,
  type GivensMode,
  resolveSpec,
} from './spec.js';
export { cellLiteral, cellVar, givenLiterals, variableCell, variableValue } from '../src/core/cell-variables.js';
