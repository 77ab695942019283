/**
 * `sudocnf/formula`: a puzzle's whole formula. Assembly (encoding plus givens, propagation and
 * compact numbering), its exact size, DIMACS with descriptive header comments, reading that
 * header back, size tables; and the formula of a window of cells (the bands strategy).
 * @module formula
 */
export { headerComments, writeDimacs } from '../formula/dimacs.js';
export { type CnfHeader, readCnfHeader } from '../formula/header-reader.js';
export { type FormulaInfo, type FormulaOptions, measureFormula, puzzleFormula } from '../formula/puzzle-formula.js';
export { type WindowFormula, windowFormula } from '../formula/window-formula.js';
export { parseKRange, type PuzzleSizes, puzzleSizeRows, type SizeRow, sizeTable } from '../stats.js';
