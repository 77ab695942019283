import { InputError, type SourcePosition } from '../core/errors.js';
import type { RawPuzzle } from './puzzle.js';

// Files of several variant puzzles: a YAML stream of puzzle documents, or a share link, payload or
// f-puzzles document a line. Each puzzle is read on its own text, and its places moved to the lines
// it stands on in the file.

/** A marker line of a YAML stream: `---` starts a document, `...` ends one (both at the line's start). */
const MARKER = /^(?:---|\.\.\.)(?:[ \t].*)?$/gm;
/** A line with something on it besides white space and comments. */
const CONTENT = /^[ \t]*[^\s#]/m;

/** A document of a YAML stream: its text, and how many lines of the file come before it. */
export interface StreamDocument {
  text: string;
  linesBefore: number;
}

/**
 * The documents of a YAML stream (a text without markers is one), as slices of the text; a
 * document of blank lines and comments alone is none.
 */
export function streamDocuments(text: string): StreamDocument[] {
  const documents: StreamDocument[] = [];
  let from = 0;
  let linesBefore = 0;
  const take = (end: number) => {
    const slice = text.slice(from, end);
    if (CONTENT.test(slice)) documents.push({ text: slice, linesBefore });
    linesBefore += lineBreaks(slice);
  };
  for (const marker of text.matchAll(MARKER)) {
    take(marker.index);
    // The marker's line and its line break.
    const after = marker.index + marker[0].length;
    const next = text.startsWith('\r\n', after) ? after + 2 : after < text.length ? after + 1 : after;
    linesBefore += lineBreaks(text.slice(marker.index, next));
    from = next;
  }
  take(text.length);
  return documents;
}

/** The line breaks of a text: LF, CRLF and lone CR, as `splitLines` counts them. */
function lineBreaks(text: string): number {
  return text.match(/\r\n|\r|\n/g)?.length ?? 0;
}

/**
 * Reads a puzzle from a text that starts on line `offset + 1` of its file: the places in what it
 * reads, and in what it refuses, are moved down by `offset` lines.
 */
export function readAt(offset: number, read: () => RawPuzzle): RawPuzzle {
  const move = (p: SourcePosition): SourcePosition => ({ ...p, line: p.line + offset });
  let raw: RawPuzzle;
  try {
    raw = read();
  } catch (e) {
    if (e instanceof InputError && e.position) throw new InputError(e.said, move(e.position));
    throw e;
  }
  if (offset === 0) return raw;
  const position = raw.position;
  const moved: RawPuzzle = { ...raw, line: raw.line + offset, position: (cell) => move(position(cell)) };
  if (raw.variant) moved.variant = { ...raw.variant, at: move(raw.variant.at) };
  if (raw.notes) moved.notes = raw.notes.map((note) => ({ ...note, at: move(note.at) }));
  return moved;
}
