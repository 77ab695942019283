import { UsageError } from '../errors.js';
import { EXIT, worstExit } from '../exit-codes.js';
import type { PuzzleEntry } from '../formats/puzzle.js';
import type { PuzzleFile } from '../formats/read.js';
import { readPuzzleFile } from '../formats/read-file.js';
import { errorText } from './messages.js';
import { type InputFlags, readOptions } from './options.js';

/**
 * Reads a puzzle file and keeps the entries the command should process (`--index`, `--shard`).
 * `batch`: the output is a batch's (numbered by the file's indices), even for a shard that
 * holds one puzzle or none; a file of one puzzle, or `--index`, is not.
 */
export async function loadEntries(path: string, flags: InputFlags): Promise<{ file: PuzzleFile; entries: PuzzleEntry[]; batch: boolean }> {
  if (flags.index !== undefined && flags.shard !== undefined) throw new UsageError('--index and --shard exclude each other');
  const file = await readPuzzleFile(path, readOptions(flags));
  const batch = flags.index === undefined && file.entries.length > 1;
  if (flags.shard !== undefined) {
    const { i, n } = flags.shard;
    return { file, entries: file.entries.filter((e) => (e.index - 1) % n === i - 1), batch };
  }
  if (flags.index === undefined) return { file, entries: file.entries, batch };
  const entry = file.entries[flags.index - 1];
  if (!entry) throw new UsageError(`--index ${flags.index}: ${file.file} holds ${file.entries.length} puzzle(s)`);
  return { file, entries: [entry], batch };
}

/** `file` for a one-puzzle file, `file#3` for the third puzzle of a batch. */
export function entryLabel(file: PuzzleFile, entry: PuzzleEntry): string {
  return file.entries.length > 1 ? `${file.file}#${entry.index}` : file.file;
}

/** Prints a failed entry's error on stderr; batch entries also say which puzzle. */
export function reportBadEntry(file: PuzzleFile, entry: PuzzleEntry): void {
  if (entry.ok) return;
  const which = file.entries.length > 1 ? ` (puzzle ${entry.index})` : '';
  process.stderr.write(`${errorText(entry.error)}${which}\n`);
}

/**
 * Runs `action` on every good puzzle in order; a bad one is reported and the others still run.
 * Returns the most serious exit code: bad input (2) if a puzzle was bad, else the actions' own.
 */
export async function eachPuzzle(
  file: PuzzleFile,
  entries: readonly PuzzleEntry[],
  action: (puzzle: Extract<PuzzleEntry, { ok: true }>) => Promise<number | void>,
): Promise<number> {
  const codes: number[] = [];
  for (const entry of entries) {
    if (entry.ok) codes.push((await action(entry)) ?? EXIT.ok);
    else {
      reportBadEntry(file, entry);
      codes.push(EXIT.badInput);
    }
  }
  return worstExit(codes);
}
