import { openPuzzleSource, type SourceOptions } from './source.js';
import type { PuzzleFile } from './read.js';

/**
 * Reads a puzzle file (`-` for standard input), every puzzle at once. A file that cannot be read
 * is an InputError; so is a line longer than any puzzle needs. To read a large batch one puzzle
 * at a time, use openPuzzleSource.
 */
export async function readPuzzleFile(path: string, options: SourceOptions = {}): Promise<PuzzleFile> {
  const source = await openPuzzleSource(path, options);
  return { file: source.file, format: source.format, entries: [...source.entries()] };
}
