/**
 * `sudocnf/formats`: reading puzzles in every supported format (with file:line:column errors)
 * and writing grids.
 * @module formats
 */
export { type Alphabet, type AlphabetChoice, ALPHABETS } from '../core/alphabet.js';
export { type GridJson, gridToJson } from './json.js';
export type { Credit, PuzzleEntry, PuzzleRecord } from './puzzle.js';
export { INPUT_FORMATS, type InputFormat, parsePuzzles, type PuzzleFile, type ReadOptions } from './read.js';
export { readPuzzleFile } from './read-file.js';
export { openPuzzleSource, type PuzzleSource, type SourceOptions } from './source.js';
export { formatGrid, formatPuzzle, holdsVariant, OUTPUT_FORMATS, type OutputFormat } from './write.js';
export { DOCUMENT_KEYS, writePuzzleDocument } from './document.js';
export { fpuzzlesLink, writeFpuzzles } from './fpuzzles.js';
export { writeJigsaw } from './jigsaw.js';
