/**
 * `sudocnf/formula`: a puzzle's whole formula. Assembly (encoding plus givens, propagation and
 * compact numbering), its exact size, DIMACS with descriptive header comments, reading that
 * header back, size tables; and the formula of a window of cells (the bands strategy).
 * @module formula
 */
export { headerComments, writeDimacs } from './dimacs.js';
export { type CnfHeader, readCnfHeader } from './header-reader.js';
export { type FormulaInfo, type FormulaOptions, measureFormula, puzzleFormula } from './puzzle-formula.js';
export { type WindowFormula, windowFormula } from './window-formula.js';
export { parseKRange, type PuzzleSizes, puzzleSizeRows, type SizeRow, sizeTable } from './size-table.js';
