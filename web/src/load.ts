// How the page reads a file, a sample, a pasted text or a shared link: as the command line reads a
// file, with no page around it (so that a test can load every puzzle the page can).
import type { PuzzleRecord } from '../../src/formats/puzzle.js';
import { parsePuzzles } from '../../src/formats/read.js';

/** One puzzle of a file, as the page shows it. */
export interface LoadedPuzzle {
  record: PuzzleRecord;
  /** The puzzle's own title where its file gives one, else the title its file was loaded under. */
  title: string;
  /** `file`, or `file#3` for the third puzzle of several. */
  source: string;
  /** What is wrong with the puzzle when it is loaded all the same (clashing givens). */
  problem?: string;
}

/** A file read once, whose puzzles the page then moves between. */
export interface LoadedFile {
  file: string;
  /** The file's text, as read. */
  text: string;
  /** How many puzzles the file holds. */
  count: number;
  /** The puzzle at `index` (1-based), or what keeps it from being loaded. */
  puzzle(index: number): LoadedPuzzle | { failure: string };
}

/**
 * Reads a text as the command line reads a file. A puzzle is refused when there is none at its
 * index or it cannot be read; one whose givens clash is loaded, with its problem (Solve then says
 * why there is no solution).
 */
export function loadPuzzleFile(text: string, file: string, title = file): LoadedFile {
  const { entries } = parsePuzzles(text, file);
  const count = entries.length;
  return {
    file,
    text,
    count,
    puzzle(index) {
      const entry = entries[index - 1];
      if (!entry) return { failure: `${file} holds ${count} puzzles; there is no puzzle ${index}` };
      const record = entry.ok ? entry : entry.clashing;
      if (!record) return { failure: entry.ok ? '' : entry.error.toString() };
      return {
        record,
        title: record.title ?? title,
        source: count > 1 ? `${file}#${record.index}` : file,
        ...(entry.ok ? {} : { problem: entry.error.message }),
      };
    },
  };
}
