import { InputError, type SourcePosition } from '../core/errors.js';
import { fpuzzlesPayload, isLink, readFpuzzles } from './fpuzzles.js';
import { type PuzzleEntry, readOne, type RawPuzzle } from './puzzle.js';
import type { Shape } from '../core/shape.js';
import { MAX_YAML_CHARS, parseLocated } from './yaml.js';
import { yamlLibrary as yaml } from './yaml-library.js';

// A collection of shared puzzles: a JSON (or YAML) list whose items each hold one puzzle, as
// puzzle sites export them: `[{"title": "…", "author": "…", "puzzle": "<lz-string payload>",
// "solution": "…"}, …]`. An item holds its puzzle as an f-puzzles payload, a share link or an
// f-puzzles document (under any key, or the item is one); its `title` and `author` are the puzzle's.

/** Keys an item's puzzle is looked for under first; any other value that holds one is taken after them. */
const PUZZLE_KEYS = ['puzzle', 'payload', 'fpuzzles', 'link', 'url', 'data'];

/** A list opening the text: `[` or a `- ` item. */
const OPENS_LIST = /^\s*(\[|-\s)/;

/** Does a value hold a puzzle: a payload or link string, or an f-puzzles document (a mapping with `size` and `grid`)? */
function holdsPuzzle(node: unknown): boolean {
  const { isMap, isScalar } = yaml();
  if (isScalar(node)) return typeof node.value === 'string' && (isLink(node.value) || fpuzzlesPayload(node.value) !== undefined);
  return isMap(node) && node.has('size') && node.has('grid');
}

/**
 * Where an item holds its puzzle: the item itself (a document), the value of a puzzle key (read
 * even when it holds none, to say why), another value that holds one, or undefined.
 */
function puzzleOf(item: unknown): unknown {
  const { isMap, isScalar } = yaml();
  if (!isMap(item) || (item.has('size') && item.has('grid'))) return holdsPuzzle(item) ? item : undefined;
  for (const key of PUZZLE_KEYS) {
    const value = item.get(key, true);
    if (isMap(value) || (isScalar(value) && typeof value.value === 'string')) return value;
  }
  return item.items.map((pair) => pair.value).find(holdsPuzzle);
}

/** An opening `[{` whose first object names a puzzle key: a collection, even one that does not parse. */
const OPENS_COLLECTION = /^\s*\[\s*\{[^{}]*"(puzzle|payload|fpuzzles)"\s*:/;

/**
 * Is the text a list whose first item holds a shared puzzle, or names a puzzle key (then reading
 * it says what is wrong with that puzzle)? A JSON list that opens with an object naming a puzzle
 * key is one too when it does not parse or is longer than the YAML reader takes.
 */
export function isPuzzleCollection(text: string): boolean {
  if (!OPENS_LIST.test(text)) return false;
  const opens = OPENS_COLLECTION.test(text.slice(0, 1 << 16));
  if (text.length > MAX_YAML_CHARS) return opens;
  const { isSeq } = yaml();
  try {
    const { doc } = parseLocated(text, '<detect>', '');
    const first = isSeq(doc.contents) ? doc.contents.items[0] : undefined;
    return first !== undefined && puzzleOf(first) !== undefined;
  } catch {
    return opens;
  }
}

/**
 * The puzzles of a collection, one entry per item, each named by its `title`. A text that does not
 * parse, or is no list, is one failed entry; an item without a puzzle, or with one that cannot be
 * read, is its failed entry, placed where it stands.
 */
export function readCollection(text: string, file: string, box?: Shape): PuzzleEntry[] {
  const { isMap, isScalar, isSeq } = yaml();
  const { doc, at } = parseLocated(text, file, 'a collection of puzzles needs two or three', 'JSON');
  if (!isSeq(doc.contents)) throw new InputError('a collection of puzzles is a list of items, each holding a puzzle', at(doc.contents));
  return doc.contents.items.map((item, i) => {
    const where = at(item);
    return readOne(
      i + 1,
      where.line,
      () => {
        const held = puzzleOf(item);
        if (held === undefined)
          throw new InputError(
            `item ${i + 1} holds no puzzle: an item holds an f-puzzles payload, share link or document (under "puzzle", say) beside its "title"`,
            where,
          );
        const raw = isScalar(held) ? fromPayload(String(held.value), file, inside(held, at(held))) : fromDocument(text, held, file);
        // The item's credit stands over what its puzzle says.
        for (const key of ['title', 'author'] as const) {
          const text = isMap(item) ? item.get(key, true) : undefined;
          if (isScalar(text) && typeof text.value === 'string') raw[key] = text.value;
        }
        return raw;
      },
      box,
    );
  });
}

/** The place of a string's first character: inside its quotes when it has them. */
function inside(node: { type?: string | undefined }, place: SourcePosition): SourcePosition {
  return node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE' ? { ...place, column: place.column + 1 } : place;
}

/** A puzzle held in a payload or link: what the reader places at the start of its text is placed at the string. */
function fromPayload(payload: string, file: string, place: SourcePosition): RawPuzzle {
  let raw: RawPuzzle;
  try {
    raw = readFpuzzles(payload, file);
  } catch (e) {
    if (e instanceof InputError) throw new InputError(e.said, place);
    throw e;
  }
  const moved: RawPuzzle = { ...raw, line: place.line, position: () => place };
  if (raw.variant) moved.variant = { ...raw.variant, at: place };
  if (raw.notes) moved.notes = raw.notes.map((note) => ({ ...note, at: place }));
  return moved;
}

/**
 * A puzzle written out as an f-puzzles document in the list: read from the text with everything
 * else blanked (line breaks kept), so that every place the reader names is the place in the file.
 */
function fromDocument(text: string, node: unknown, file: string): RawPuzzle {
  const [start, end] = (node as { range: [number, number, number] }).range;
  const blank = (part: string) => part.replace(/[^\r\n]/g, ' ');
  return readFpuzzles(blank(text.slice(0, start)) + text.slice(start, end) + blank(text.slice(end)), file);
}
