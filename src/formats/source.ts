import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { TimeLimitReached } from '../core/deadline.js';
import { cannotRead, InputError } from '../core/errors.js';
import { type LineIndex, lineEntries, scanLines } from './line.js';
import type { PuzzleEntry } from './puzzle.js';
import {
  detectFormat,
  type InputFormat,
  isSharedPuzzleLine,
  MAX_LINE_CHARS,
  parsePuzzles,
  type PuzzleFile,
  type ReadOptions,
  readStreamDocument,
  readVariantLine,
  type VariantLineFormat,
} from './read.js';
import { isBlank, isComment, type TextLine } from './text.js';
import { isLink } from './fpuzzles.js';
import { streamDocuments } from './stream.js';
import { KILLER_SIDE } from './killer-text.js';

/**
 * A puzzle file opened for reading its puzzles one at a time: a batch of a million puzzles is
 * read as it is solved, in bounded memory, not held whole.
 */
export interface PuzzleSource {
  /** The file's name for messages (`<stdin>` for standard input). */
  file: string;
  format: Exclude<InputFormat, 'auto'>;
  /** Puzzles in the file, good or bad. */
  count: number;
  /** The largest grid side of its puzzles (0 when none could be sized). */
  largest: number;
  /**
   * Every entry in file order, read as it is asked for; may be called again (the file is read
   * again). With `wanted`, only the entries whose index it keeps: the others are passed over unread.
   */
  entries(wanted?: (index: number) => boolean): Iterable<PuzzleEntry>;
}

export interface SourceOptions extends ReadOptions {
  /** Standard input or a FIFO: give up when nothing has arrived for this long (TimeLimitReached, phase `reading`). */
  stallMs?: number;
}

/** Files up to this size are read whole; larger ones are read in chunks when they are in the `line` format. */
const WHOLE_FILE_BYTES = 8 << 20;
/** What a file of another format than `line`, or a stream, may hold: far beyond any grid (a 400×400 is under 1 MB). */
export const MAX_TEXT_BYTES = 512 << 20;
/** The part of a large file its format is told from. */
const PREFIX_BYTES = 64 << 10;
const CHUNK = 1 << 20;

/**
 * Opens a puzzle file, or standard input (`-`). Regular files of a puzzle a line (the `line`
 * format, a killer a line, a share link a line) larger than 8 MiB are read in two passes, each in
 * chunks: one to count the puzzles (and choose the alphabets), one as the puzzles are asked for.
 * Other files and streams are read whole, up to 512 MiB, and their puzzles still read as they are
 * asked for where the format has a puzzle a line or a document a puzzle; a line longer than any
 * puzzle needs ends the reading at once (a stream of zeros is refused, not held). A file that
 * cannot be read is an InputError; bad puzzles are entries.
 */
export async function openPuzzleSource(path: string, options: SourceOptions = {}): Promise<PuzzleSource> {
  const file = path === '-' ? '<stdin>' : path;
  if (path === '-') return wholeSource(await readStream(process.stdin, file, options.stallMs), file, options);
  let size: number;
  try {
    const info = await stat(path);
    if (!info.isFile()) return wholeSource(await readStream(await openStream(path, options.stallMs), file, options.stallMs), file, options);
    size = info.size;
  } catch (e) {
    if (e instanceof InputError || e instanceof TimeLimitReached) throw e;
    // A share link given where a file goes is the puzzle itself (nothing is fetched: the link holds it, or says it does not);
    // one of more than about 4 KB is too long a name for the system to look for.
    const code = (e as NodeJS.ErrnoException).code;
    if ((code === 'ENOENT' || code === 'ENAMETOOLONG') && isLink(path)) return wholeSource(path, '<link>', options);
    throw cannotRead(path, e);
  }
  try {
    if (size <= WHOLE_FILE_BYTES) return wholeSource(readWhole(path, size), file, options);
    const format = options.format !== undefined && options.format !== 'auto' ? options.format : detectFormat(readPrefix(path));
    const chunks = () => fileChunks(path);
    if (format === 'line') return lineSource(chunks, file, options);
    const perLine = variantLineFormat(format, chunks, file);
    if (perLine) return variantLineSource(chunks, file, perLine, options);
    if (size > MAX_TEXT_BYTES) {
      throw new InputError(
        `${file} has ${size.toLocaleString('en-US')} bytes, more than the ${format} format is read whole (${MAX_TEXT_BYTES.toLocaleString('en-US')}): write a large batch in the line format, a puzzle per line`,
      );
    }
    return wholeSource(readWhole(path, size), file, options);
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw cannotRead(path, e);
  }
}

/** A FIFO or device opened for reading; opening a FIFO waits for a writer, for at most `stallMs`. */
async function openStream(path: string, stallMs: number | undefined): Promise<NodeJS.ReadableStream & { destroy(): void }> {
  const opening = open(path, 'r');
  if (stallMs === undefined) return (await opening).createReadStream();
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), stallMs);
  });
  const handle = await Promise.race([opening, stalled]);
  clearTimeout(timer);
  if (!handle) {
    // The open still waits for a writer, and would hold the process: a writer of our own, opened
    // and closed at once, lets it finish, and the file is then closed.
    try {
      closeSync(openSync(path, constants.O_WRONLY | constants.O_NONBLOCK));
    } catch {
      // No FIFO after all (a device): its open ends on its own.
    }
    await opening.then(
      (h) => h.close(),
      () => {},
    );
    throw new TimeLimitReached('reading', (performance.now() - started) / 1000);
  }
  return handle.createReadStream();
}

/**
 * The entries of a text read whole: a puzzle a line, and the documents of a YAML stream, read as
 * they are asked for; any other format as parsePuzzles reads it.
 */
function wholeSource(text: string, file: string, options: ReadOptions): PuzzleSource {
  const format = options.format !== undefined && options.format !== 'auto' ? options.format : detectFormat(text);
  if (format === 'line') return lineSource(() => [text], file, { ...options, format });
  const perLine = variantLineFormat(format, () => [text], file);
  if (perLine) return variantLineSource(() => [text], file, perLine, options);
  if (format === 'document') return documentSource(text, file, options);
  return arraySource(parsePuzzles(text, file, { ...options, format }));
}

/** A source over entries already read. */
export function arraySource(parsed: PuzzleFile): PuzzleSource {
  const largest = parsed.entries.reduce((m, e) => (e.ok ? Math.max(m, e.grid.n) : m), 0);
  const entries = (wanted?: (index: number) => boolean) => (wanted ? parsed.entries.filter((e) => wanted(e.index)) : parsed.entries);
  return { file: parsed.file, format: parsed.format, count: parsed.entries.length, largest, entries };
}

/** A source of one failed entry: the whole file is bad input (a `# box` line that names no shape, a line too long). */
function failedSource(file: string, format: PuzzleSource['format'], error: InputError): PuzzleSource {
  const failed: PuzzleEntry = { ok: false, index: 1, line: error.position?.line ?? 1, error };
  return { file, format, count: 1, largest: 0, entries: (wanted) => (!wanted || wanted(1) ? [failed] : []) };
}

/**
 * The text's lines read once through `scan`; when every non-empty line ends with a literal `\n`
 * (a C string pasted into a file), read again without it, as splitLines does.
 */
function scanText<T>(
  chunks: () => Iterable<string>,
  file: string,
  scan: (lines: Iterable<TextLine>) => T,
): { found: T; literalNewline: boolean } {
  const ends = { every: true, any: false };
  const found = scan(watchEnds(textLines(chunks(), file), ends));
  if (ends.every && ends.any) return { found: scan(textLines(chunks(), file, true)), literalNewline: true };
  return { found, literalNewline: false };
}

/**
 * A `line` file read in two passes over its text chunks; a bad `# box` line or a line too long is
 * its one failed entry. Exported for the tests, which cut texts at chosen places.
 * @internal
 */
export function lineSource(chunks: () => Iterable<string>, file: string, options: ReadOptions): PuzzleSource {
  let scanned: { found: LineIndex; literalNewline: boolean };
  try {
    scanned = scanText(chunks, file, (lines) => scanLines(lines, file, options.alphabet ?? 'auto'));
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return failedSource(file, 'line', e);
  }
  const { found, literalNewline } = scanned;
  if (found.count === 0) return arraySource(parsePuzzles('', file, { ...options, format: 'line' }));
  return {
    file,
    format: 'line',
    count: found.count,
    largest: found.largest,
    entries: (wanted) => lineEntries(textLines(chunks(), file, literalNewline), file, found, options.box, wanted),
  };
}

/** The format of a variant puzzle a line that a text of `format` is written in, if it is one (a shared puzzle a line opens with one). */
function variantLineFormat(format: InputFormat, chunks: () => Iterable<string>, file: string): VariantLineFormat | undefined {
  if (format === 'killer' || format === 'iss') return format;
  if (format !== 'fpuzzles') return undefined;
  try {
    for (const l of textLines(chunks(), file)) if (isContent(l.text)) return isSharedPuzzleLine(l.text) ? format : undefined;
  } catch (e) {
    // A line too long: the whole reading says so.
    if (!(e instanceof InputError)) throw e;
  }
  return undefined;
}

/**
 * A file of a variant puzzle a line (a killer, or a share link, payload or f-puzzles document),
 * read in two passes over its text chunks, as `line` files are: one counts its puzzles, the other
 * reads each as it is asked for. A line too long is its one failed entry. The largest side is
 * known before reading only for killers (9); shared puzzles say 0. Exported for the tests, which
 * cut texts at chosen places.
 * @internal
 */
export function variantLineSource(
  chunks: () => Iterable<string>,
  file: string,
  format: VariantLineFormat,
  options: ReadOptions,
): PuzzleSource {
  let scanned: { found: number; literalNewline: boolean };
  try {
    scanned = scanText(chunks, file, (lines) => {
      let count = 0;
      for (const l of lines) if (isContent(l.text)) count++;
      return count;
    });
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return failedSource(file, format, e);
  }
  const { found: count, literalNewline } = scanned;
  if (count === 0) return arraySource(parsePuzzles('', file, { ...options, format }));
  function* entries(wanted?: (index: number) => boolean): Generator<PuzzleEntry> {
    let index = 0;
    for (const l of textLines(chunks(), file, literalNewline)) {
      if (!isContent(l.text)) continue;
      index++;
      if (!wanted || wanted(index)) yield readVariantLine(format, l, index, file, options.box);
    }
  }
  return { file, format, count, largest: format === 'killer' ? KILLER_SIDE : 0, entries };
}

/**
 * A YAML stream of puzzle documents read whole: its documents are found at once (slices of the
 * text), and each read as it is asked for. The largest side of several is not known before reading (0).
 */
function documentSource(text: string, file: string, options: ReadOptions): PuzzleSource {
  const documents = streamDocuments(text);
  // One document (or none, which is bad input) is read at once, as any single puzzle is.
  if (documents.length <= 1) return arraySource(parsePuzzles(text, file, { ...options, format: 'document' }));
  function* entries(wanted?: (index: number) => boolean): Generator<PuzzleEntry> {
    for (const [i, document] of documents.entries())
      if (!wanted || wanted(i + 1)) yield readStreamDocument(document, i + 1, file, options.box);
  }
  return { file, format: 'document', count: documents.length, largest: 0, entries };
}

const isContent = (text: string) => !isBlank(text) && !isComment(text);

/** Passes lines on, noting whether every non-empty one ends with a literal `\n`. */
function* watchEnds(lines: Iterable<TextLine>, ends: { every: boolean; any: boolean }): Generator<TextLine> {
  for (const l of lines) {
    if (l.text !== '') {
      const literal = l.text.endsWith('\\n');
      ends.every &&= literal;
      ends.any ||= literal;
    }
    yield l;
  }
}

/**
 * The lines of a text given in chunks, as splitLines makes them: LF, CRLF and lone CR endings, a
 * byte order mark dropped, and with `literalNewline`, the two characters `\\n` ending a line
 * removed. A line over MAX_LINE_CHARS is an InputError.
 */
function* textLines(chunks: Iterable<string>, file: string, literalNewline = false): Generator<TextLine> {
  let carry = '';
  let number = 0;
  let first = true;
  const line = (text: string): TextLine => {
    tooLong(text, ++number, file);
    return { number, text: literalNewline && text.endsWith('\\n') ? text.slice(0, -2) : text };
  };
  for (const chunk of chunks) {
    let text = carry + chunk;
    if (first && text !== '') {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    // A CR at the end may be the first half of a CRLF: it waits for the next chunk.
    const end = text.endsWith('\r') ? text.length - 1 : text.length;
    const breaks = /\r\n|\n|\r/g;
    let start = 0;
    for (let m = breaks.exec(text); m !== null && m.index < end; m = breaks.exec(text)) {
      yield line(text.slice(start, m.index));
      start = m.index + m[0].length;
    }
    carry = text.slice(start);
    tooLong(carry, number + 1, file);
  }
  if (carry !== '') yield line(carry.endsWith('\r') ? carry.slice(0, -1) : carry);
}

function tooLong(text: string, line: number, file: string): string {
  if (text.length > MAX_LINE_CHARS) {
    throw new InputError(
      `line ${line} has more than ${MAX_LINE_CHARS.toLocaleString('en-US')} characters: no puzzle needs a line that long`,
      { file, line, column: 1 },
    );
  }
  return text;
}

/** A regular file's text, decoded chunk by chunk (UTF-8 split across chunks included). */
function* fileChunks(path: string): Generator<string> {
  const fd = openSync(path, 'r');
  try {
    const decoder = new TextDecoder('utf-8');
    const buffer = Buffer.allocUnsafe(CHUNK);
    for (;;) {
      const n = readSync(fd, buffer, 0, CHUNK, null);
      if (n === 0) break;
      yield decoder.decode(buffer.subarray(0, n), { stream: true });
    }
    const rest = decoder.decode();
    if (rest !== '') yield rest;
  } finally {
    closeSync(fd);
  }
}

function readWhole(path: string, size: number): string {
  const fd = openSync(path, 'r');
  try {
    const bytes = Buffer.allocUnsafe(Math.min(size, MAX_TEXT_BYTES));
    let read = 0;
    while (read < bytes.length) {
      const n = readSync(fd, bytes, read, bytes.length - read, null);
      if (n === 0) break;
      read += n;
    }
    return bytes.subarray(0, read).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** The first bytes of a large file, for telling its format (a line cut at the end is left out, unless it is the only one). */
function readPrefix(path: string): string {
  const fd = openSync(path, 'r');
  try {
    const bytes = Buffer.allocUnsafe(PREFIX_BYTES);
    const n = readSync(fd, bytes, 0, PREFIX_BYTES, 0);
    const text = new TextDecoder('utf-8').decode(bytes.subarray(0, n), { stream: true });
    const lastBreak = Math.max(text.lastIndexOf('\n'), text.lastIndexOf('\r'));
    return lastBreak > 0 && fstatSync(fd).size > n ? text.slice(0, lastBreak + 1) : text;
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads a stream whole, up to MAX_TEXT_BYTES; a line of more than MAX_LINE_CHARS bytes stops the
 * reading at once (InputError: a stream of zeros is refused, not held), and with `stallMs`, so
 * does a stream that sends nothing for that long (TimeLimitReached).
 */
async function readStream(stream: NodeJS.ReadableStream & { destroy?(): void }, file: string, stallMs?: number): Promise<string> {
  const started = performance.now();
  const chunks: Buffer[] = [];
  let total = 0;
  let line = 1;
  let sinceBreak = 0;
  const iterator = stream[Symbol.asyncIterator]();
  try {
    for (;;) {
      let timer: NodeJS.Timeout | undefined;
      const next = iterator.next();
      const step =
        stallMs === undefined
          ? await next
          : await Promise.race([
              next,
              new Promise<'stalled'>((resolve) => {
                timer = setTimeout(() => resolve('stalled'), stallMs);
              }),
            ]);
      clearTimeout(timer);
      if (step === 'stalled') throw new TimeLimitReached('reading', (performance.now() - started) / 1000);
      if (step.done) break;
      const chunk = Buffer.isBuffer(step.value) ? step.value : Buffer.from(String(step.value));
      total += chunk.length;
      if (total > MAX_TEXT_BYTES) {
        throw new InputError(
          `more than ${MAX_TEXT_BYTES.toLocaleString('en-US')} bytes arrive: write a large batch to a file, in the line format`,
          { file, line, column: 1 },
        );
      }
      const last = chunk.lastIndexOf(0x0a);
      if (last >= 0) {
        for (let i = chunk.indexOf(0x0a); i >= 0 && i <= last; i = chunk.indexOf(0x0a, i + 1)) line++;
        sinceBreak = chunk.length - last - 1;
      } else sinceBreak += chunk.length;
      if (sinceBreak > MAX_LINE_CHARS) {
        throw new InputError(
          `line ${line} has more than ${MAX_LINE_CHARS.toLocaleString('en-US')} bytes: no puzzle needs a line that long`,
          { file, line, column: 1 },
        );
      }
      chunks.push(chunk);
    }
  } finally {
    // Whatever is left unread (a stream given up on) is not waited for.
    void iterator.return?.();
    stream.destroy?.();
  }
  return Buffer.concat(chunks).toString('utf8');
}
