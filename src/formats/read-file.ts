import { readFile } from 'node:fs/promises';
import { cannotRead } from '../errors.js';
import { parsePuzzles, type PuzzleFile, type ReadOptions } from './read.js';

/** Reads a puzzle file (`-` for standard input). A file that cannot be read is an InputError. */
export async function readPuzzleFile(path: string, options: ReadOptions = {}): Promise<PuzzleFile> {
  let text: string;
  try {
    text = path === '-' ? await readStdin() : await readFile(path, 'utf8');
  } catch (e) {
    throw cannotRead(path, e);
  }
  return parsePuzzles(text, path === '-' ? '<stdin>' : path, options);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
