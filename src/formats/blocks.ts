import { isBlank, isComment, isGridSide, type TextLine } from './text.js';

/** A line that names the grid below it: `#1`, `# 2`, `Grid 01`, `Puzzle 3:`, `Sudoku #4`. */
const LABEL = /^\s*(?:#\s*\d+|(?:grid|puzzle|sudoku|problem|game)\s*#?\s*\d+)\s*:?\s*$/i;

/** `+----+----+`, `|----|`, `====`: lines drawn between bands of boxes. */
export function isBorder(text: string): boolean {
  return /^[\s+|=-]*$/.test(text) && /[+=-]/.test(text);
}

/**
 * Does a row hold n cells? Decimal fields (each a number up to n, or a blank) and single letters
 * count one each; otherwise the row is symbols, one a character, in groups or not. A label after
 * the row (`… 15 16 #1`) is no cell.
 */
function holdsCells(text: string, n: number): boolean {
  const fields = text.split(/[\s,;|]+/).filter((f) => f !== '');
  if (fields.length > 1 && fields[fields.length - 1]!.startsWith('#')) fields.pop();
  const oneEach = fields.every((f) => (/^(\d+|-1|[._*])$/.test(f) && !(Number(f) > n)) || /^[A-Za-z]$/.test(f));
  if (oneEach && fields.length === n) return true;
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

/** A label after the last cell of a row: ` #1`, ` #puzzle-2`. */
const ROW_LABEL = /\s#\S*\s*$/;

/** Does a run of lines end with a row that carries a label, as each grid of some batches does? */
function endsLabelled(lines: readonly TextLine[]): boolean {
  const rows = lines.filter((l) => !isBlank(l.text) && !isComment(l.text));
  return rows.length > 0 && ROW_LABEL.test(rows[rows.length - 1]!.text);
}

/**
 * The grids of a text written as rows, one block of lines each: split at label lines (`#1`,
 * `Grid 01`, `Puzzle 3:`), or else at blank lines when every part is a whole grid by itself or
 * ends with a labelled row (`… 15 16 #1`), so that a bad grid among them is that grid's failure
 * (a grid whose bands are set apart by blank lines stays one). One block when neither applies.
 */
export function gridBlocks(lines: readonly TextLine[]): TextLine[][] {
  const labelled = splitAt(lines, (l) => LABEL.test(l.text));
  if (labelled.length > 1) return labelled;
  const chunks = splitAt(lines, (l) => isBlank(l.text));
  if (chunks.length > 1 && (chunks.every(isWholeGrid) || chunks.every(endsLabelled))) return chunks;
  return [lines.slice()];
}
