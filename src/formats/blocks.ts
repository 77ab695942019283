import { isBlank, isComment, isGridSide, type TextLine } from './text.js';

/** A line that names the grid below it: `#1`, `# 2`, `Grid 01`, `Puzzle 3:`, `Sudoku #4`. */
const LABEL = /^\s*(?:#\s*\d+|(?:grid|puzzle|sudoku|problem|game)\s*#?\s*\d+)\s*:?\s*$/i;

/** `+----+----+`, `|----|`, `====`: lines drawn between bands of boxes. */
export function isBorder(text: string): boolean {
  return /^[\s+|=-]*$/.test(text) && /[+=-]/.test(text);
}

/**
 * Does a row hold n cells? Decimal fields (each a number up to n, or a blank) count one each;
 * otherwise the row is symbols, one a character, in groups or not.
 */
function holdsCells(text: string, n: number): boolean {
  const fields = text.split(/[\s,;|]+/).filter((f) => f !== '');
  const decimal = fields.every((f) => /^(\d+|-1|[._*])$/.test(f) && !(Number(f) > n));
  if (decimal && fields.length === n) return true;
  return fields.every((f) => !/^\d{2,}$/.test(f) || f.length > 1) && fields.join('').length === n && fields.length < n;
}

/** A run of lines that holds one whole grid by itself: n rows (n = k², n ≥ 4) of n cells each. */
function isWholeGrid(lines: readonly TextLine[]): boolean {
  const rows = lines.filter((l) => !isBlank(l.text) && !isComment(l.text) && !isBorder(l.text));
  const n = rows.length;
  return n >= 4 && isGridSide(n) && rows.every((r) => holdsCells(r.text, n));
}

/** Splits lines at the lines where `isSeparator` holds, dropping those lines and empty parts. */
function splitAt(lines: readonly TextLine[], isSeparator: (l: TextLine) => boolean): TextLine[][] {
  const parts: TextLine[][] = [[]];
  for (const l of lines) {
    if (isSeparator(l)) parts.push([]);
    else parts[parts.length - 1]!.push(l);
  }
  return parts.filter((p) => p.some((l) => !isBlank(l.text) && !isComment(l.text)));
}

/**
 * The grids of a text written as rows, one block of lines each: split at label lines (`#1`,
 * `Grid 01`, `Puzzle 3:`), or else at blank lines when every part is a whole grid by itself
 * (a grid whose bands are set apart by blank lines stays one). One block when neither applies.
 */
export function gridBlocks(lines: readonly TextLine[]): TextLine[][] {
  const labelled = splitAt(lines, (l) => LABEL.test(l.text));
  if (labelled.length > 1) return labelled;
  const chunks = splitAt(lines, (l) => isBlank(l.text));
  if (chunks.length > 1 && chunks.every(isWholeGrid)) return chunks;
  return [lines.slice()];
}
