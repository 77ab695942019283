import { UsageError } from '../core/errors.js';
import type { Grid } from '../core/grid.js';
import type { Alphabet } from './alphabet.js';
import { writeDtu } from './dtu.js';
import { writeGrid } from './grid.js';
import { gridToJson } from './json.js';
import { writeLine } from './line.js';
import { writePretty } from './pretty.js';

export const OUTPUT_FORMATS = ['pretty', 'line', 'grid', 'dtu', 'json'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** A grid as text in one of the output formats, without a final newline. */
export function formatGrid(grid: Grid, format: OutputFormat, alphabet?: Alphabet): string {
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
    default:
      throw new UsageError(`unknown output format '${String(format)}'`);
  }
}
