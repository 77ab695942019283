import type { Grid } from '../core/grid.js';
import type { RawPuzzle } from './puzzle.js';
import { readGrid } from './grid.js';
import type { AlphabetChoice } from '../core/alphabet.js';
import type { TextLine } from './text.js';

/**
 * The DTU report's format: a first line holding k (or a box shape such as 2x3), then n rows of
 * cells separated by `;` (a trailing `;` allowed), blanks as `.`.
 */
export function readDtu(lines: readonly TextLine[], file: string, alphabet: AlphabetChoice): RawPuzzle {
  return readGrid(lines, file, { alphabet, delimiter: ';', sizeLine: 'k', cells: 'decimal' });
}

export function writeDtu(grid: Grid): string {
  const { n, shape, cells } = grid;
  // The report's first line is k; rectangular boxes write their shape there (2x3), which the reader takes too.
  const rows = [shape.square ? String(shape.boxRows) : shape.key];
  for (let r = 0; r < n; r++) {
    const row: string[] = [];
    for (let c = 0; c < n; c++) {
      const v = cells[r * n + c]!;
      row.push(v === 0 ? '.' : String(shape.valueOf(v)));
    }
    rows.push(row.join(';'));
  }
  return rows.join('\n');
}
