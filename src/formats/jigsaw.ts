import { InputError } from '../core/errors.js';
import type { Grid } from '../core/grid.js';
import { defaultAlphabet, symbolOf, valueIn, valueTable } from '../core/alphabet.js';
import type { RawPuzzle } from './puzzle.js';
import { regionLetters } from './regions.js';
import { contentLines, sideFromLength, type TextLine } from './text.js';
import { withArticle } from '../core/article.js';

/**
 * The two-line jigsaw form: the values in reading order on one line (. or 0 for empty), then a
 * region label per cell on the next (any characters; cells with the same one form a region).
 */
/** Two lines of n² characters, the second n labels on n cells each, and not a line of values. */
export function looksLikeJigsaw(lines: readonly TextLine[]): boolean {
  const content = contentLines(lines);
  if (content.length !== 2) return false;
  const [values, labels] = content.map((l) => l.text.trim()) as [string, string];
  const n = sideFromLength(values.length);
  if (n === 0 || labels.length !== values.length) return false;
  const counts = new Map<string, number>();
  for (const ch of labels) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  if (counts.size !== n || [...counts.values()].some((c) => c !== n)) return false;
  const alphabet = defaultAlphabet(n);
  if (!alphabet) return false;
  const table = valueTable(alphabet);
  return [...labels].some((ch) => {
    const v = valueIn(table, ch);
    return v < 1 || v > n;
  });
}

export function readJigsaw(lines: readonly TextLine[], file: string): RawPuzzle {
  const content = contentLines(lines);
  if (content.length !== 2) {
    const at = content[2] ?? content[0] ?? lines[0];
    throw new InputError('a jigsaw in the two-line form is a line of values, then a line of region labels', {
      file,
      line: at?.number ?? 1,
      column: 1,
    });
  }
  const [valuesLine, labelsLine] = content as [TextLine, TextLine];
  const values = valuesLine.text.trim();
  const labels = labelsLine.text.trim();
  const valuesStart = valuesLine.text.indexOf(values[0] ?? '') + 1;
  const labelsStart = labelsLine.text.indexOf(labels[0] ?? '') + 1;
  const n = sideFromLength(values.length);
  if (n === 0)
    throw new InputError(`the values line has ${values.length} characters: a grid of side n has n² (81 for 9x9)`, {
      file,
      line: valuesLine.number,
      column: valuesStart,
    });
  if (labels.length !== values.length)
    throw new InputError(`the regions line has ${labels.length} labels, one per cell is ${values.length}`, {
      file,
      line: labelsLine.number,
      column: labelsStart,
    });
  const alphabet = defaultAlphabet(n)!;
  const table = valueTable(alphabet);
  const cells = new Uint16Array(n * n);
  for (let i = 0; i < n * n; i++) {
    const v = valueIn(table, values[i]!);
    if (v < 0 || v > n)
      throw new InputError(
        `'${values[i]}' is not a value of ${withArticle(`${n}x${n}`)} grid (use 1-${symbolOf(n, alphabet)}, . or 0 for empty)`,
        {
          file,
          line: valuesLine.number,
          column: valuesStart + i,
        },
      );
    cells[i] = v;
  }
  return {
    n,
    cells,
    line: valuesLine.number,
    position: (cell) => ({ file, line: valuesLine.number, column: valuesStart + cell }),
    variant: {
      regions: Array.from(labels, (ch) => ch.codePointAt(0)!),
      at: { file, line: labelsLine.number, column: labelsStart },
    },
  };
}

/** A jigsaw's two lines: values, then region letters (A for the region of the first cell, …). */
export function writeJigsaw(grid: Grid): string {
  const alphabet = defaultAlphabet(grid.n);
  if (!alphabet) throw new RangeError(`the two-line form writes grids up to 64x64, this one is ${grid.n}x${grid.n}`);
  if (grid.shape.lowest !== 1)
    throw new RangeError(`the two-line form holds the values 1-${grid.n} only, this grid's are ${grid.shape.valueRange}`);
  return `${Array.from(grid.cells, (v) => symbolOf(v, alphabet)).join('')}\n${regionLetters(grid.shape)}`;
}
