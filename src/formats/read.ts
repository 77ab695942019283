import { readFile } from 'node:fs/promises';
import { cannotRead, InputError } from '../errors.js';
import type { AlphabetChoice } from './alphabet.js';
import { charGridSide, readCharGrid } from './chars.js';
import { readDtu } from './dtu.js';
import { readGrid } from './grid.js';
import { readLinePuzzles } from './line.js';
import { type PuzzleEntry, readOne } from './puzzle.js';
import { isBlank, isComment, sideFromLineLength, splitLines, type TextLine } from './text.js';

export const INPUT_FORMATS = ['auto', 'line', 'grid', 'symbols', 'dtu'] as const;
export type InputFormat = (typeof INPUT_FORMATS)[number];

export interface ReadOptions {
  /** How the file is written; found from its text when `auto` (the default). */
  format?: InputFormat;
  /** Symbol alphabet for one-character cells; chosen from the symbols used when `auto`. */
  alphabet?: AlphabetChoice;
}

export interface PuzzleFile {
  file: string;
  /** The format the file was read as. */
  format: Exclude<InputFormat, 'auto'>;
  /** Every puzzle of the file, read or failed, in file order. */
  entries: PuzzleEntry[];
}

/** A puzzle per line: most content lines are one run of n² symbols (an optional `:count…`). */
function looksLikeLines(lines: readonly TextLine[]): boolean {
  const content = lines.filter((l) => !isBlank(l.text) && !isComment(l.text));
  const puzzleLines = content.filter((l) => {
    const token = l.text.trim().split(':')[0]!;
    return !/\s/.test(token) && sideFromLineLength(token.length) >= 2;
  });
  return content.length > 0 && puzzleLines.length * 2 >= content.length;
}

function detect(lines: readonly TextLine[]): Exclude<InputFormat, 'auto'> {
  if (charGridSide(lines) > 0) return 'symbols';
  if (looksLikeLines(lines)) return 'line';
  return 'grid';
}

/** Reads every puzzle of a text. Never throws for bad input: failures are entries. */
export function parsePuzzles(text: string, file = '<input>', options: ReadOptions = {}): PuzzleFile {
  const lines = splitLines(text);
  const alphabet = options.alphabet ?? 'auto';
  const requested = options.format ?? 'auto';
  const format = requested === 'auto' ? detect(lines) : requested;
  const firstLine = lines.find((l) => !isBlank(l.text))?.number ?? 1;
  let entries: PuzzleEntry[];
  switch (format) {
    case 'line':
      entries = readLinePuzzles(lines, file, alphabet);
      break;
    case 'symbols':
      entries = [
        readOne(1, firstLine, () =>
          charGridSide(lines) > 0 ? readCharGrid(lines, file, alphabet) : readGrid(lines, file, { alphabet, cells: 'symbols' }),
        ),
      ];
      break;
    case 'dtu':
      entries = [readOne(1, firstLine, () => readDtu(lines, file, alphabet))];
      break;
    case 'grid':
      entries = [readOne(1, firstLine, () => readGrid(lines, file, { alphabet }))];
      break;
  }
  if (entries.length === 0) {
    entries = [{ ok: false, index: 1, line: 1, error: new InputError('no puzzle found: the file is empty', { file, line: 1, column: 1 }) }];
  }
  return { file, format, entries };
}

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
