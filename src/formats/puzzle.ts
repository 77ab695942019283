import { InputError, type SourcePosition } from '../errors.js';
import { cellName, findConflicts, Grid } from '../grid.js';

/** A puzzle read from a file, with where it came from. */
export interface PuzzleRecord {
  /** 1-based position of the puzzle in its file. */
  index: number;
  /** Line on which the puzzle starts. */
  line: number;
  grid: Grid;
  /** Solution count stated by a `puzzle:count[:solution]` corpus line. */
  expectedCount?: number;
  /** Solution stated by a corpus line. */
  expectedSolution?: Grid;
}

export type PuzzleEntry = ({ ok: true } & PuzzleRecord) | { ok: false; index: number; line: number; error: InputError };

/** Cells as a reader produced them, with the source position of every cell. */
export interface RawPuzzle {
  k: number;
  cells: Uint16Array;
  line: number;
  position(cell: number): SourcePosition;
  expectedCount?: number;
  expectedSolution?: Grid;
}

/**
 * Checks a raw puzzle's givens and turns it into a record. Clashing givens are bad input:
 * the error points at the later cell and names both.
 */
export function finishPuzzle(raw: RawPuzzle, index: number): PuzzleEntry {
  const grid = new Grid(raw.k, raw.cells);
  const conflicts = findConflicts(grid);
  if (conflicts.length > 0) {
    const c = conflicts[0]!;
    const n = grid.n;
    const at = raw.position(c.first);
    const more = conflicts.length > 1 ? ` (${conflicts.length - 1} more clash${conflicts.length > 2 ? 'es' : ''})` : '';
    const error = new InputError(
      `conflicting givens: ${cellName(n, c.second)} and ${cellName(n, c.first)} (line ${at.line}, column ${at.column}) ` +
        `both hold ${c.value} in ${c.unit} ${c.unitIndex + 1}${more}`,
      raw.position(c.second),
    );
    return { ok: false, index, line: raw.line, error };
  }
  const record: PuzzleRecord = { index, line: raw.line, grid };
  if (raw.expectedCount !== undefined) record.expectedCount = raw.expectedCount;
  if (raw.expectedSolution !== undefined) record.expectedSolution = raw.expectedSolution;
  return { ok: true, ...record };
}

/** Runs a reader for one puzzle; an InputError becomes a failed entry. */
export function readOne(index: number, line: number, read: () => RawPuzzle): PuzzleEntry {
  try {
    return finishPuzzle(read(), index);
  } catch (e) {
    if (e instanceof InputError) return { ok: false, index, line, error: e };
    throw e;
  }
}
