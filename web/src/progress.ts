// The player's progress (values, marks, colours) as a short text for a link or the page's storage.
import LZString from 'lz-string';
import type { CellState, Game } from './game.js';

/** Progress as JSON before compression: the values in reading order, then the cells with marks or a colour. */
interface Written {
  /** Each cell's value (0 for none), joined by commas. */
  v: string;
  /** [cell, ...centre marks] for each cell with some. */
  m: number[][];
  /** [cell, ...corner marks]. */
  k: number[][];
  /** [cell, colour]. */
  c: number[][];
}

const MAX_PROGRESS_CHARS = 100_000;

/** The game's progress, compressed for a URL. */
export function writeProgress(game: Game): string {
  const listed = (marks: (number[] | null)[]) => marks.flatMap((m, cell) => (m ? [[cell, ...m]] : []));
  const written: Written = {
    v: Array.from(game.values).join(','),
    m: listed(game.marks),
    k: listed(game.corner),
    c: Array.from(game.colours).flatMap((colour, cell) => (colour ? [[cell, colour]] : [])),
  };
  return LZString.compressToEncodedURIComponent(JSON.stringify(written));
}

/**
 * The cell states a progress text holds for a grid of `cells` cells of side `n`, or undefined
 * when it is not one written for such a grid (a link cut short, or edited): nothing outside the
 * grid's cells, values and colours is taken.
 */
export function readProgress(text: string, cells: number, n: number, colours: number): CellState[] | undefined {
  // A 36×36 fully marked compresses to a few kilobytes; far more is no progress this page wrote.
  if (text.length > MAX_PROGRESS_CHARS) return undefined;
  let written: Written;
  try {
    written = JSON.parse(LZString.decompressFromEncodedURIComponent(text) || 'null') as Written;
  } catch {
    return undefined;
  }
  if (!written || typeof written.v !== 'string' || ![written.m, written.k, written.c].every(Array.isArray)) return undefined;
  const values = written.v.split(',').map(Number);
  const isValue = (v: unknown, max: number) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= max;
  if (values.length !== cells || !values.every((v) => v === 0 || isValue(v, n))) return undefined;
  const states: CellState[] = values.map((value) => ({ value, marks: null, corner: null, colour: 0 }));
  const lists = [
    [written.m, 'marks'],
    [written.k, 'corner'],
  ] as const;
  const cellOf = (entry: unknown) => (Array.isArray(entry) && isValue(entry[0] + 1, cells) ? (entry[0] as number) : undefined);
  for (const [list, key] of lists) {
    for (const entry of list) {
      const cell = cellOf(entry);
      const marks = entry.slice(1);
      if (cell === undefined || marks.length === 0 || !marks.every((v) => isValue(v, n))) return undefined;
      states[cell]![key] = [...new Set(marks)].sort((a, b) => a - b);
    }
  }
  for (const entry of written.c) {
    const cell = cellOf(entry);
    if (cell === undefined || entry.length !== 2 || !isValue(entry[1], colours)) return undefined;
    states[cell]!.colour = entry[1]!;
  }
  return states;
}
