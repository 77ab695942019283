/**
 * `sudocnf/formats`: reading puzzles in every supported format (with file:line:column errors)
 * and writing grids.
 * @module formats
 */
export { type Alphabet, type AlphabetChoice, ALPHABETS } from '../formats/alphabet.js';
export { type GridJson, gridToJson } from '../formats/json.js';
export { type PuzzleEntry, type PuzzleRecord } from '../formats/puzzle.js';
export { INPUT_FORMATS, type InputFormat, parsePuzzles, type PuzzleFile, type ReadOptions } from '../formats/read.js';
export { readPuzzleFile } from '../formats/read-file.js';
export { openPuzzleSource, type PuzzleSource, type SourceOptions } from '../formats/source.js';
export { formatGrid, OUTPUT_FORMATS, type OutputFormat } from '../formats/write.js';
