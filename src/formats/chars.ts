import type { RawPuzzle } from './puzzle.js';
import { type AlphabetChoice, chooseAlphabet } from '../core/alphabet.js';
import { decodeSymbols } from './symbols.js';
import { isBlank, isGridSide, type TextLine } from './text.js';

/** Symbols that only ever appear in 4×4 grids: 16 such lines are a batch of 4×4 puzzles. */
const SMALL_ONLY = /^[1-4.0*_]*$/;

function rowsOfWidth(lines: readonly TextLine[]): { width: number; rows: TextLine[] } {
  const widths = new Map<number, number>();
  for (const l of lines) if (!isBlank(l.text)) widths.set(l.text.length, (widths.get(l.text.length) ?? 0) + 1);
  const width = [...widths.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  return { width, rows: lines.filter((l) => l.text.length === width) };
}

/**
 * n when the file is a grid of n lines of exactly n one-character cells, where a space is a
 * blank (as in published 64×64 grids whose rows keep trailing spaces); 0 otherwise.
 */
export function charGridSide(lines: readonly TextLine[]): number {
  const { width, rows } = rowsOfWidth(lines);
  if (width < 4 || width > 64 || !isGridSide(width) || rows.length !== width) return 0;
  if (lines.some((l) => l.text.length !== width && !isBlank(l.text))) return 0;
  if (rows.some((l) => /[,;|\t]/.test(l.text))) return 0;
  if (width === 16 && rows.every((l) => SMALL_ONLY.test(l.text))) return 0;
  return width;
}

/** Reads a grid found by `charGridSide`. */
export function readCharGrid(lines: readonly TextLine[], file: string, alphabet: AlphabetChoice): RawPuzzle {
  const { width: n, rows } = rowsOfWidth(lines);
  const used = new Set<string>();
  for (const l of rows) for (const ch of l.text) if (ch !== ' ') used.add(ch);
  const chosen = chooseAlphabet(n, used, alphabet);
  const cells = new Uint16Array(n * n);
  rows.forEach((l, r) => {
    decodeSymbols([...l.text], n, chosen, (c) => ({ file, line: l.number, column: c + 1 }), cells, r * n);
  });
  return {
    n,
    cells,
    line: rows[0]!.number,
    position: (cell) => ({ file, line: rows[Math.floor(cell / n)]!.number, column: (cell % n) + 1 }),
  };
}
