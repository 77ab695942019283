import { opt, says, UsageError } from '../core/errors.js';
import type { Grid } from '../core/grid.js';
import type { Alphabet } from '../core/alphabet.js';
import { writePuzzleDocument } from './document.js';
import { writeDtu } from './dtu.js';
import { fpuzzlesLink, writeFpuzzles } from './fpuzzles.js';
import { writeJigsaw } from './jigsaw.js';
import { writeGrid } from './grid.js';
import { gridToJson } from './json.js';
import { writeLine } from './line.js';
import { writePretty } from './pretty.js';
import { withArticle } from '../core/article.js';
import type { Credit } from './puzzle.js';

export const OUTPUT_FORMATS = ['pretty', 'line', 'grid', 'dtu', 'json', 'document', 'jigsaw', 'fpuzzles', 'fpuzzles-link'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** The formats that write a grid on one line: several are written a line each, without blank lines between. */
export function isOneLine(format: OutputFormat): boolean {
  return format === 'line' || format === 'json' || format === 'fpuzzles-link';
}

/**
 * A grid as text in one of the output formats, without a final newline; the formats that hold a
 * puzzle's credit (document, fpuzzles and its link) write it. A grid the format cannot hold (a
 * 25x25 in f-puzzles) is a usage error naming the limit.
 */
export function formatGrid(grid: Grid, format: OutputFormat, alphabet?: Alphabet, credit: Credit = {}): string {
  try {
    return writeIn(grid, format, alphabet, credit);
  } catch (e) {
    if (e instanceof RangeError) throw new UsageError(e.message);
    throw e;
  }
}

function writeIn(grid: Grid, format: OutputFormat, alphabet: Alphabet | undefined, credit: Credit): string {
  switch (format) {
    case 'pretty':
      return writePretty(grid);
    case 'line':
      return writeLine(grid, alphabet);
    case 'grid':
      return writeGrid(grid);
    case 'dtu':
      return writeDtu(grid);
    case 'json':
      return JSON.stringify(gridToJson(grid));
    case 'document':
      return writePuzzleDocument(grid, credit);
    case 'jigsaw':
      return writeJigsaw(grid);
    case 'fpuzzles':
      return writeFpuzzles(grid, credit);
    case 'fpuzzles-link':
      return fpuzzlesLink(grid, credit);
    default:
      throw new UsageError(`unknown output format '${String(format)}'`);
  }
}

/** The formats that hold a variant's regions and rules (`jigsaw`: regions alone). */
export function holdsVariant(format: OutputFormat, grid: Grid): boolean {
  const { shape } = grid;
  if (shape.classic || format === 'document' || format === 'fpuzzles' || format === 'fpuzzles-link') return true;
  return format === 'jigsaw' && shape.rules.length === 0 && shape.lowest === 1;
}

/**
 * A puzzle (not a solution) as text: a variant only in a format that holds its rules, so that
 * what is written reads back as the same puzzle.
 */
export function formatPuzzle(grid: Grid, format: OutputFormat, alphabet?: Alphabet, credit: Credit = {}): string {
  // A line says no box shape: read back, its side would give it boxes.
  if (format === 'line' && grid.shape.boxless && !grid.shape.inferable)
    throw new UsageError(
      says`the line format says no box shape; ${withArticle(grid.shape.name)} is written with ${opt('format', 'document')} (or grid, dtu, json)`,
    );
  if (!holdsVariant(format, grid)) {
    const { shape } = grid;
    const lacks = shape.rules.length > 0 ? 'rules' : shape.lowest !== 1 ? `values other than 1-${shape.n}` : 'regions';
    // Only a document holds values other than 1..n.
    const others = shape.lowest !== 1 ? '' : ` (or fpuzzles${shape.rules.length === 0 ? ', jigsaw' : ''})`;
    throw new UsageError(
      says`the ${format} format holds no ${lacks}; ${withArticle(shape.name)} is written with ${opt('format', 'document')}${others}`,
    );
  }
  return formatGrid(grid, format, alphabet, credit);
}
