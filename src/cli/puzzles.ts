import { UsageError } from '../core/errors.js';
import { EXIT, worstExit } from '../library/exit-codes.js';
import type { PuzzleEntry } from '../formats/puzzle.js';
import { openPuzzleSource, type PuzzleSource } from '../formats/source.js';
import { errorText } from './messages.js';
import { type InputFlags, readOptions } from './options.js';

/** The puzzles a command processes: the file's, or those `--index` and `--shard` keep, read as they are asked for. */
export interface LoadedPuzzles {
  file: PuzzleSource;
  entries: Iterable<PuzzleEntry>;
  /** How many entries `entries` gives. */
  selected: number;
  /** The output is a batch's (numbered by the file's indices), even for a shard that holds one puzzle or none; a file of one puzzle, or `--index`, is not. */
  batch: boolean;
}

/**
 * Opens a puzzle file and keeps the entries the command should process (`--index`, `--shard`).
 * `stallMs`: standard input or a FIFO that sends nothing for that long is given up on
 * (TimeLimitReached, phase `reading`).
 */
export async function loadEntries(path: string, flags: InputFlags, stallMs?: number, keepClashes = false): Promise<LoadedPuzzles> {
  if (flags.index !== undefined && flags.shard !== undefined) throw new UsageError('--index and --shard exclude each other');
  const opened = await openPuzzleSource(path, { ...readOptions(flags), ...(stallMs !== undefined ? { stallMs } : {}) });
  // Clashing givens are bad input, except to a command that explains why a puzzle has no solution.
  const file: PuzzleSource = keepClashes ? { ...opened, entries: (wanted) => withClashes(opened.entries(wanted)) } : opened;
  const batch = flags.index === undefined && file.count > 1;
  if (flags.shard !== undefined) {
    const { i, n } = flags.shard;
    const selected = file.count >= i ? Math.floor((file.count - i) / n) + 1 : 0;
    return { file, entries: withNotesSaid(filtered(file, (index) => (index - 1) % n === i - 1)), selected, batch };
  }
  if (flags.index === undefined) return { file, entries: withNotesSaid(file.entries()), selected: file.count, batch };
  const wanted = flags.index;
  if (wanted > file.count) throw new UsageError(`--index ${wanted}: ${file.file} holds ${file.count} puzzle(s)`);
  return { file, entries: withNotesSaid(filtered(file, (index) => index === wanted, wanted)), selected: 1, batch };
}

/** The entries, each one's notes written on stderr as it is taken (`file:line:column: note: …`). */
function* withNotesSaid(entries: Iterable<PuzzleEntry>): Generator<PuzzleEntry> {
  for (const entry of entries) {
    if (entry.ok) for (const { text, at } of entry.notes ?? []) process.stderr.write(`${at.file}:${at.line}:${at.column}: note: ${text}\n`);
    yield entry;
  }
}

/** Entries whose only fault is clashing givens, as puzzles. */
function* withClashes(entries: Iterable<PuzzleEntry>): Generator<PuzzleEntry> {
  for (const entry of entries) yield !entry.ok && entry.clashing ? { ok: true, ...entry.clashing } : entry;
}

/** The file's entries whose index `keep` keeps (the others are not read), stopping after index `last` when given. */
function* filtered(file: PuzzleSource, keep: (index: number) => boolean, last = Infinity): Generator<PuzzleEntry> {
  for (const entry of file.entries(keep)) {
    yield entry;
    if (entry.index >= last) return;
  }
}

/** The one entry of a selection that must hold one (`what` says what the command does with it). */
export function onlyEntry(loaded: LoadedPuzzles, what: string): PuzzleEntry {
  if (loaded.selected !== 1) throw new UsageError(`${loaded.file.file} holds ${loaded.selected} puzzles: ${what}`);
  for (const entry of loaded.entries) return entry;
  throw new Error('internal error: a selection of one puzzle gave none');
}

/** `file` for a one-puzzle file, `file#3` for the third puzzle of a batch, `file#3 (Title)` where the file names it. */
export function entryLabel(file: PuzzleSource, entry: PuzzleEntry): string {
  const title = entry.ok && entry.title !== undefined ? ` (${entry.title})` : '';
  return file.count > 1 ? `${file.file}#${entry.index}${title}` : `${file.file}${title}`;
}

/** Prints a failed entry's error on stderr; batch entries also say which puzzle. */
export function reportBadEntry(file: PuzzleSource, entry: PuzzleEntry): void {
  if (entry.ok) return;
  const which = file.count > 1 ? ` (puzzle ${entry.index})` : '';
  process.stderr.write(`${errorText(entry.error)}${which}\n`);
}

/**
 * Runs `action` on every good puzzle in order; a bad one is reported and the others still run.
 * Returns the most serious exit code: bad input (2) if a puzzle was bad, else the actions' own.
 */
export async function eachPuzzle(
  file: PuzzleSource,
  entries: Iterable<PuzzleEntry>,
  // biome-ignore lint/suspicious/noConfusingVoidType: an action with no exit code of its own returns nothing at all
  action: (puzzle: Extract<PuzzleEntry, { ok: true }>) => Promise<number | void>,
): Promise<number> {
  let worst: number = EXIT.ok;
  for (const entry of entries) {
    if (entry.ok) worst = worstExit([worst, (await action(entry)) ?? EXIT.ok]);
    else {
      reportBadEntry(file, entry);
      worst = worstExit([worst, EXIT.badInput]);
    }
  }
  return worst;
}
