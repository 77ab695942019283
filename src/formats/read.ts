import { InputError } from '../core/errors.js';
import type { AlphabetChoice } from '../core/alphabet.js';
import { charGridSide, readCharGrid } from './chars.js';
import { readDtu } from './dtu.js';
import { hasDocumentRuleKeys, isPuzzleDocument, readPuzzleDocument } from './document.js';
import { isFpuzzles, isLink, readFpuzzles } from './fpuzzles.js';
import { looksLikeIssLines, readIssLine } from './iss.js';
import { looksLikeJigsaw, readJigsaw } from './jigsaw.js';
import { looksLikeKillerLines, readKillerLine } from './killer-text.js';
import { readGrid } from './grid.js';
import { readLinePuzzles } from './line.js';
import { readArrayLiterals } from './array.js';
import { isPuzzleCollection, readCollection } from './collection.js';
import { gridBlocks } from './blocks.js';
import { findGrids, type ListNode, rawFromList } from './nested.js';
import { type PuzzleEntry, readOne } from './puzzle.js';
import { forgetParsed, isStructuredDocument, MAX_YAML_CHARS, readYamlDocument } from './yaml.js';
import type { Shape } from '../core/shape.js';
import { readAt, type StreamDocument, streamDocuments } from './stream.js';
import { contentLines, isBlank, isComment, sideFromLength, splitLines, type TextLine } from './text.js';

export const INPUT_FORMATS = [
  'auto',
  'line',
  'grid',
  'symbols',
  'dtu',
  'array',
  'yaml',
  'document',
  'jigsaw',
  'fpuzzles',
  'killer',
  'iss',
] as const;
export type InputFormat = (typeof INPUT_FORMATS)[number];

export interface ReadOptions {
  /** How the file is written; found from its text when `auto` (the default). */
  format?: InputFormat;
  /**
   * The box shape of every puzzle. Without it, the shape the text draws or names, else the one
   * plausible shape for the grid's side (k×k for n = k²); a side with several must be told.
   */
  box?: Shape;
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

/**
 * A puzzle per line: most content lines are one run of symbols (an optional `:count…`) at least
 * as long as a 4×4 puzzle. A run of the wrong length still counts, so that the line reader says
 * what a puzzle line must hold, rather than the text being taken for a one-row grid.
 */
function looksLikeLines(lines: readonly TextLine[]): boolean {
  const content = contentLines(lines);
  const puzzleLines = content.filter((l) => {
    const token = l.text.trim().split(':')[0]!;
    return !/\s/.test(token) && (sideFromLength(token.length) > 0 || (token.length >= 16 && !/[,;|]/.test(token)));
  });
  return content.length > 0 && puzzleLines.length * 2 >= content.length;
}

/** Lists in lists: `[[`, `{{` or `[ [`, as nested array literals and JSON write grids. */
const NESTED = /[[{]\s*[[{]/;
/** YAML block structure: a `- ` item or a `key:` line opening a block. */
const YAML_BLOCK = /^\s*-\s|^\s*[\w"' .-]+:\s*(#.*)?$/;

/** Mostly YAML block lines, opening with a `key:` or `- ` line: YAML even if it does not parse (so its error is reported). */
function looksLikeYaml(lines: readonly TextLine[]): boolean {
  const content = contentLines(lines);
  return (
    content.length > 0 && YAML_BLOCK.test(content[0]!.text) && content.filter((l) => YAML_BLOCK.test(l.text)).length * 2 >= content.length
  );
}

/** Nested lists that hold a grid, or a text that opens with a bracket or nests lists (so a bracket or cell error is reported as such). */
function looksLikeArrays(text: string, lines: readonly TextLine[]): boolean {
  try {
    return findGrids(readArrayLiterals(lines, '<detect>')).length > 0;
  } catch {
    return /^\s*[[{]/.test(text) || NESTED.test(text);
  }
}

/**
 * Is the first content line a share link, a payload or an f-puzzles document of its own? Then the
 * file holds a shared puzzle a line (a document written over several lines opens with a line that
 * is not one).
 */
function opensWithSharedPuzzle(lines: readonly TextLine[]): boolean {
  const first = lines.find((l) => !isBlank(l.text) && !isComment(l.text));
  return first !== undefined && isSharedPuzzleLine(first.text);
}

/** A line that is a share link, a payload or an f-puzzles document of its own. */
export function isSharedPuzzleLine(text: string): boolean {
  const trimmed = text.trim();
  return isLink(trimmed) || isFpuzzles(trimmed);
}

/** The formats of a variant puzzle a line: a killer, an ISS constraint string, or a shared puzzle (link, payload or f-puzzles document). */
export type VariantLineFormat = 'killer' | 'fpuzzles' | 'iss';

/** Reads one content line of a file of a variant puzzle a line, as the `index`-th puzzle of the file. */
export function readVariantLine(format: VariantLineFormat, line: TextLine, index: number, file: string, box?: Shape): PuzzleEntry {
  const read =
    format === 'killer'
      ? () => readKillerLine(line, file)
      : format === 'iss'
        ? () => readIssLine(line, file)
        : () => readAt(line.number - 1, () => readFpuzzles(line.text, file));
  return readOne(index, line.number, read, box);
}

/** A line longer than any puzzle needs: a 1000×1000 grid written on one line is a few MB. */
export const MAX_LINE_CHARS = 16 << 20;

/** The format of a text, told from the text (what `--input-format auto` does). */
export function detectFormat(text: string): Exclude<InputFormat, 'auto'> {
  return detect(text, () => splitLines(text));
}

/** The format of a text; its lines are split only where the text is no document (a long one is refused before that). */
function detect(text: string, split: () => readonly TextLine[]): Exclude<InputFormat, 'auto'> {
  if (isPuzzleDocument(text) || hasDocumentRuleKeys(text)) return 'document';
  // ISS constraint strings and links, a puzzle a line (its links before the links f-puzzles reads).
  if (/^\s*\.[A-Za-z~]|[?&]q=/m.test(text.slice(0, 1 << 16)) && looksLikeIssLines(split())) return 'iss';
  // A link that holds no f-puzzles document is read as one all the same, to say what it lacks.
  if (isFpuzzles(text) || isLink(text) || isPuzzleCollection(text)) return 'fpuzzles';
  const lines = split();
  if (opensWithSharedPuzzle(lines)) return 'fpuzzles';
  if (looksLikeKillerLines(lines)) return 'killer';
  if (looksLikeJigsaw(lines)) return 'jigsaw';
  if (charGridSide(lines) > 0) return 'symbols';
  const nested = NESTED.test(text);
  const yamlBlocks = looksLikeYaml(lines);
  // Too long for the YAML library: array literals have a reader of their own; YAML is refused.
  const long = text.length > MAX_YAML_CHARS;
  if (!long && (nested || yamlBlocks) && isStructuredDocument(text)) {
    try {
      if (findGrids(readYamlDocument(text, '<detect>')).length > 0) return 'yaml';
    } catch (e) {
      // A document that parses but cannot be read (lists nested too deep): read as YAML, to say so.
      if (e instanceof InputError) return 'yaml';
      throw e;
    }
  }
  if (yamlBlocks && (long || !isStructuredDocument(text))) return 'yaml';
  // A flat list of numbers (`[8,0,0,…]`) holds a grid too.
  if ((nested || /[[{]\s*-?\d+\s*,/.test(text)) && looksLikeArrays(text, lines)) return 'array';
  if (looksLikeLines(lines)) return 'line';
  return 'grid';
}

/** Puzzles found as nested lists; none found is one failed entry saying what was expected. */
function listEntries(root: ListNode, file: string, alphabet: AlphabetChoice, what: string, box?: Shape): PuzzleEntry[] {
  const grids = findGrids(root);
  if (grids.length === 0) {
    const error = new InputError(`no grid found in the ${what}: expected a list of rows, e.g. [[5,3,0,…],[6,0,0,…],…]`, {
      file,
      line: 1,
      column: 1,
    });
    return [{ ok: false, index: 1, line: 1, error }];
  }
  return grids.map((g, i) => readOne(i + 1, g.line, () => rawFromList(g, file, alphabet), box));
}

/** Reads a text of rows: one grid, or a batch of grids set apart by labels or blank lines. */
function rowEntries(lines: readonly TextLine[], file: string, alphabet: AlphabetChoice, symbols: boolean, box?: Shape): PuzzleEntry[] {
  const read = (block: readonly TextLine[]) =>
    charGridSide(block) > 0
      ? readCharGrid(block, file, alphabet)
      : readGrid(block, file, symbols ? { alphabet, cells: 'symbols' } : { alphabet });
  const firstLine = (block: readonly TextLine[]) => block.find((l) => !isBlank(l.text))?.number ?? 1;
  return gridBlocks(lines).map((block, i) => readOne(i + 1, firstLine(block), () => read(block), box));
}

/** Reads every puzzle of a text. Never throws for bad input: failures are entries. */
export function parsePuzzles(text: string, file = '<input>', options: ReadOptions = {}): PuzzleFile {
  try {
    return parseText(text, file, options);
  } finally {
    forgetParsed();
  }
}

function parseText(text: string, file: string, options: ReadOptions): PuzzleFile {
  const long = longLine(text);
  if (long !== undefined) {
    const error = new InputError(
      `line ${long} has more than ${MAX_LINE_CHARS.toLocaleString('en-US')} characters: no puzzle needs a line that long`,
      { file, line: long, column: 1 },
    );
    return {
      file,
      format: options.format === undefined || options.format === 'auto' ? 'line' : options.format,
      entries: [{ ok: false, index: 1, line: long, error }],
    };
  }
  let split: TextLine[] | undefined;
  const lines = () => {
    split ??= splitLines(text);
    return split;
  };
  const alphabet = options.alphabet ?? 'auto';
  const box = options.box;
  const requested = options.format ?? 'auto';
  const format = requested === 'auto' ? detect(text, lines) : requested;
  const firstLine = firstContentLine(text);
  let entries: PuzzleEntry[];
  switch (format) {
    case 'line':
      entries = failedOr(() => readLinePuzzles(lines(), file, alphabet, box));
      break;
    case 'symbols':
      entries = rowEntries(lines(), file, alphabet, true, box);
      break;
    case 'dtu':
      entries = [readOne(1, firstLine, () => readDtu(lines(), file, alphabet), box)];
      break;
    case 'grid':
      entries = rowEntries(lines(), file, alphabet, false, box);
      break;
    case 'array':
      entries = failedOr(() => listEntries(readArrayLiterals(lines(), file), file, alphabet, 'array literals', box));
      break;
    case 'yaml':
      entries = failedOr(() => listEntries(readYamlDocument(text, file), file, alphabet, 'document', box));
      break;
    case 'document':
      entries = streamDocuments(text).map((document, i) => readStreamDocument(document, i + 1, file, box));
      break;
    case 'jigsaw':
      entries = [readOne(1, firstLine, () => readJigsaw(lines(), file), box)];
      break;
    case 'fpuzzles':
      entries = isPuzzleCollection(text)
        ? failedOr(() => readCollection(text, file, box))
        : opensWithSharedPuzzle(lines())
          ? contentLines(lines()).map((line, i) => readVariantLine('fpuzzles', line, i + 1, file, box))
          : [readOne(1, firstLine, () => readFpuzzles(text, file), box)];
      break;
    case 'killer':
    case 'iss':
      entries = contentLines(lines()).map((line, i) => readVariantLine(format, line, i + 1, file, box));
      break;
  }
  if (entries.length === 0) {
    entries = [{ ok: false, index: 1, line: 1, error: new InputError('no puzzle found: the file is empty', { file, line: 1, column: 1 }) }];
  }
  return { file, format, entries };
}

/** Reads one document of a YAML stream of puzzle documents, as the `index`-th puzzle of the file. */
export function readStreamDocument({ text, linesBefore }: StreamDocument, index: number, file: string, box?: Shape): PuzzleEntry {
  return readOne(index, linesBefore + firstContentLine(text), () => readAt(linesBefore, () => readPuzzleDocument(text, file)), box);
}

/** The number of the first line that is not blank (1 for a blank text), without splitting the text. */
function firstContentLine(text: string): number {
  const first = text.search(/\S/);
  if (first < 0) return 1;
  let line = 1;
  for (let i = 0; i < first; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 10 || (ch === 13 && text.charCodeAt(i + 1) !== 10)) line++;
  }
  return line;
}

/** The number of the first line longer than MAX_LINE_CHARS, if any (a cheap scan before splitting). */
function longLine(text: string): number | undefined {
  if (text.length <= MAX_LINE_CHARS) return undefined;
  let line = 1;
  // Each search resumes where the last found its character: a text with no CR is scanned for one once, not once a line.
  const next = (ch: string, from: number) => {
    const i = text.indexOf(ch, from);
    return i < 0 ? Infinity : i;
  };
  let lf = -1;
  let cr = -1;
  for (let start = 0; start < text.length; line++) {
    if (lf < start) lf = next('\n', start);
    if (cr < start) cr = next('\r', start);
    const end = Math.min(lf, cr);
    if ((end === Infinity ? text.length : end) - start > MAX_LINE_CHARS) return line;
    if (end === Infinity) return undefined;
    start = end + (text.startsWith('\r\n', end) ? 2 : 1);
  }
  return undefined;
}

/** The entries `read` gives, or one failed entry when it throws an InputError (a document that does not parse). */
function failedOr(read: () => PuzzleEntry[]): PuzzleEntry[] {
  try {
    return read();
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return [{ ok: false, index: 1, line: e.position?.line ?? 1, error: e }];
  }
}
