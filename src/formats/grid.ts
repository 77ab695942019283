import { InputError, quote, type SourcePosition } from '../core/errors.js';
import { isBorder } from './blocks.js';
import { misfit } from './nested.js';
import { cellText, type Grid } from '../core/grid.js';
import { type AlphabetChoice, chooseAlphabet } from '../core/alphabet.js';
import type { RawPuzzle } from './puzzle.js';
import { decodeSymbols } from './symbols.js';
import { isBlank, isComment, isGridSide, type TextLine } from './text.js';
import { Shape } from '../core/shape.js';
import { withArticle } from '../core/article.js';

export type Delimiter = ',' | ';' | '|' | 'whitespace';

/**
 * How cells are written: decimal numbers; one symbol each; or `mixed`, numbers up to 25 and
 * letters beyond (A = 26, B = 27, …), as some files of grids larger than 25x25 write them.
 */
export type CellKind = 'decimal' | 'symbols' | 'mixed';

export interface GridReadOptions {
  alphabet: AlphabetChoice;
  /** How cells are written; found from the text if absent. */
  cells?: CellKind;
  /** Cell separator; found from the text if absent. */
  delimiter?: Delimiter;
  /** The DTU layout: a first line holding k is required. */
  sizeLine?: 'k';
}

/** One cell as written, with the column it starts at. */
interface Field {
  text: string;
  column: number;
}

interface Row {
  line: number;
  /** 1-based column just past the line's last character. */
  end: number;
  cells: Field[];
}

const SIZE_LINE = /^\s*(\d+)\s*$/;
const DECIMAL_CELL = /^(\d+|-1|[._*]|)$/;
const LETTER = /[A-Za-z]/;
const SINGLE_LETTER = /^[A-Za-z]$/;
/** A word: what a footer line holds and a row of mixed cells does not. */
const WORD = /[A-Za-z]{2,}/;
/** The value of `A` among mixed cells: letters continue the numbers, which stop at 25. */
const FIRST_LETTER_VALUE = 26;

function splitFields(text: string, delimiter: Delimiter): Field[] {
  if (delimiter === 'whitespace') {
    // `|` between boxes is decoration here, not a delimiter.
    return [...text.matchAll(/[^\s|]+/g)].map((m) => ({ text: m[0], column: m.index + 1 }));
  }
  const fields: Field[] = [];
  let start = 0;
  for (const part of text.split(delimiter)) {
    const lead = part.length - part.trimStart().length;
    fields.push({ text: part.trim(), column: start + (part.trim() === '' ? 0 : lead) + 1 });
    start += part.length + 1;
  }
  return fields;
}

function chooseDelimiter(rows: readonly TextLine[]): Delimiter {
  if (rows.some((r) => r.text.includes(','))) return ',';
  if (rows.some((r) => r.text.includes(';'))) return ';';
  const piped = rows.filter((r) => r.text.includes('|'));
  // `|` is a delimiter when it separates single cells, about as many as there are rows; between
  // runs of cells (`1 2 3 | 4 5 6`, or symbols grouped `123 | 456`) it marks boxes.
  const singles = (r: TextLine) => r.text.split('|').every((f) => f.trim().split(/\s+/).length <= 1);
  const cellsAcross = (r: TextLine) => r.text.split('|').length - 1;
  if (piped.length > 0 && piped.every(singles) && piped.every((r) => cellsAcross(r) * 2 >= rows.length)) return '|';
  return 'whitespace';
}

function mode(values: readonly number[]): number {
  const counts = new Map<number, number>();
  let best = 0;
  let bestCount = 0;
  for (const v of values) {
    const c = (counts.get(v) ?? 0) + 1;
    counts.set(v, c);
    if (c > bestCount) [best, bestCount] = [v, c];
  }
  return best;
}

/**
 * Reads one puzzle written as rows of cells. Handles:
 *  - decimal cells separated by spaces, tabs, commas, semicolons or `|`; blanks `0`, `-1`, `.`,
 *    `_`, `*` or an empty field; a trailing delimiter on each row;
 *  - rows of one-character symbols (optionally grouped by spaces or `|`), as in hex 16×16 files;
 *  - a size line holding k or n, optionally followed by a line `1` (the ACS layout);
 *  - border lines (`+----+`), blank lines between bands, `#` comments, and text after the grid
 *    once a blank line separates it.
 */
export function readGrid(lines: readonly TextLine[], file: string, options: GridReadOptions): RawPuzzle {
  const at = (line: number, column: number): SourcePosition => ({ file, line, column });
  const content: TextLine[] = [];
  const blankBefore: boolean[] = [];
  // A border or blank line before a row: where bands of boxes meet.
  const breakBefore: boolean[] = [];
  let sawBlank = false;
  let sawBreak = false;
  for (const l of lines) {
    if (isBlank(l.text)) sawBlank = sawBreak = true;
    else if (isBorder(l.text)) sawBreak = true;
    else if (!isComment(l.text)) {
      content.push(l);
      blankBefore.push(sawBlank);
      breakBefore.push(sawBreak);
      sawBlank = sawBreak = false;
    }
  }
  if (content.length === 0) {
    const what = lines.every((l) => isBlank(l.text)) ? 'the file is empty' : 'the file has only comments and borders';
    throw new InputError(`no puzzle found: ${what}`, at(1, 1));
  }

  let sizeValue: number | undefined;
  let sizeLine: TextLine | undefined;
  let first = 0;
  // A size line `2x3` names the box shape.
  const boxLine = content.length > 1 ? Shape.parse(content[0]!.text) : undefined;
  const sizeMatch = SIZE_LINE.exec(content[0]!.text);
  if (boxLine) {
    sizeValue = boxLine.n;
    sizeLine = content[0]!;
    first = 1;
  } else if (sizeMatch && content.length > 1) {
    sizeValue = Number(sizeMatch[1]);
    sizeLine = content[0]!;
    first = 1;
    if (content.length > 2 && SIZE_LINE.exec(content[1]!.text)?.[1] === '1') first = 2;
  } else if (options.sizeLine === 'k') {
    throw new InputError('the first line must hold the box size k', at(content[0]!.number, 1));
  }
  let rowLines = content.slice(first);
  const rowBlankBefore = blankBefore.slice(first);
  const rowBreakBefore = breakBefore.slice(first);

  // A footer's words and commas must not pick the delimiter of a decimal grid.
  const plain = rowLines.filter((l) => !LETTER.test(l.text));
  const delimiter = options.delimiter ?? chooseDelimiter(plain.length > 0 ? plain : rowLines);
  // Decimal or symbol cells, judged (like the delimiter) without a footer's words when the
  // lines free of letters are most of the file.
  const judged = plain.length * 2 >= rowLines.length ? plain : rowLines;
  const tokens = judged.flatMap((l) => splitFields(l.text, delimiter));
  const nonDecimal = tokens.filter((t) => !DECIMAL_CELL.test(t.text)).length;
  const cellKind = options.cells ?? (isMixed(tokens) ? 'mixed' : nonDecimal <= tokens.length / 10 ? 'decimal' : 'symbols');

  if (cellKind !== 'symbols') {
    // Text after the grid (a footer such as "116143 givens"), once a blank line sets it apart.
    const footer = cellKind === 'mixed' ? WORD : LETTER;
    let end = rowLines.length;
    while (end > 0 && footer.test(rowLines[end - 1]!.text)) end--;
    if (end > 0 && end < rowLines.length && rowBlankBefore[end]) rowLines = rowLines.slice(0, end);
  }

  const rows: Row[] = rowLines.map((l) => {
    const fields = splitFields(l.text, delimiter);
    const cells =
      cellKind === 'symbols' && delimiter === 'whitespace'
        ? fields.flatMap((f) => [...f.text].map((ch, i) => ({ text: ch, column: f.column + i })))
        : fields;
    return { line: l.number, end: l.text.length + 1, cells };
  });
  if (rows.length === 0) throw new InputError('no grid rows after the size line', at(sizeLine!.number, 1));

  const n = gridSide(rows, sizeValue, sizeLine, options, at);
  const shape = boxLine ?? drawnShape(rowLines.slice(0, rows.length), rowBreakBefore, n, delimiter === 'whitespace', cellKind, at);
  const lineOf = new Int32Array(n * n);
  const columnOf = new Int32Array(n * n);
  const cells = new Uint16Array(n * n);

  rows.forEach((row, r) => {
    if (r >= n) {
      throw new InputError(`the grid has more than ${n} rows (${withArticle(`${n}x${n}`)} grid)`, at(row.line, row.cells[0]?.column ?? 1));
    }
    const fields = row.cells;
    if (delimiter !== 'whitespace') {
      // An optional trailing delimiter, or one at each end (`| 1 | 2 |`).
      if (fields.length === n + 1 && fields[n]!.text === '') fields.pop();
      else if (fields.length === n + 2 && fields[0]!.text === '' && fields[n + 1]!.text === '') {
        fields.shift();
        fields.pop();
      }
    }
    // A label after the row (`… 7 8 9 #puzzle1`) is no cell.
    if (fields.length > n && fields[n]!.text.startsWith('#')) fields.length = n;
    if (fields.length !== n) {
      const column = fields.length > n ? fields[n]!.column : row.end;
      throw new InputError(`row ${r + 1} has ${fields.length} cells, expected ${n}`, at(row.line, column));
    }
    fields.forEach((f, c) => {
      lineOf[r * n + c] = row.line;
      columnOf[r * n + c] = f.column;
    });
  });
  if (rows.length < n) {
    const last = rows[rows.length - 1]!;
    throw new InputError(`the grid has ${rows.length} rows, expected ${n}`, at(last.line + 1, 1));
  }

  if (cellKind !== 'symbols') {
    const read = cellKind === 'mixed' ? mixedCell : decimalCell;
    rows.forEach((row, r) => {
      row.cells.forEach((f, c) => {
        cells[r * n + c] = read(f, n, at(row.line, f.column));
      });
    });
  } else {
    const used = new Set<string>();
    for (const row of rows) for (const f of row.cells) if (f.text !== '') used.add(f.text);
    const alphabet = chooseAlphabet(n, used, options.alphabet);
    rows.forEach((row, r) => {
      const long = row.cells.find((f) => f.text.length > 1);
      if (long) throw new InputError(`cell ${quote(long.text)} is more than one symbol`, at(row.line, long.column));
      const symbols = row.cells.map((f) => (f.text === '' ? '.' : f.text));
      decodeSymbols(symbols, n, alphabet, (c) => at(row.line, row.cells[c]!.column), cells, r * n);
    });
  }
  return { n, ...(shape ? { shape } : {}), cells, line: rows[0]!.line, position: (cell) => at(lineOf[cell]!, columnOf[cell]!) };
}

/** The one size all of `sizes` share, when it is a proper divisor of n; else undefined. */
function commonDivisor(sizes: readonly number[], n: number): number | undefined {
  const [first] = sizes;
  return first !== undefined && first < n && n % first === 0 && sizes.every((s) => s === first) ? first : undefined;
}

/**
 * The box shape a grid draws: columns per box from `|` between boxes (or from symbols grouped
 * by spaces), rows per box from the border or blank lines between bands. One of the two gives
 * the other (n = rows × columns). Undefined when the grid draws neither.
 */
function drawnShape(
  rowLines: readonly TextLine[],
  breakBefore: readonly boolean[],
  n: number,
  pipesDecorate: boolean,
  cellKind: CellKind,
  at: (line: number, column: number) => SourcePosition,
): Shape | undefined {
  const cellsIn = (part: string) => {
    const tokens = part
      .trim()
      .split(/\s+/)
      .filter((t) => t !== '');
    return cellKind === 'symbols' ? tokens.join('').length : tokens.length;
  };
  let columns: number | undefined;
  if (pipesDecorate && rowLines.some((l) => l.text.includes('|'))) {
    columns = commonDivisor(
      rowLines.flatMap((l) =>
        l.text
          .split('|')
          .filter((p) => p.trim() !== '')
          .map(cellsIn),
      ),
      n,
    );
  } else if (pipesDecorate && cellKind === 'symbols') {
    // Symbols one by one between spaces draw no boxes.
    columns = commonDivisor(
      rowLines.flatMap((l) =>
        l.text
          .trim()
          .split(/\s+/)
          .map((t) => t.length),
      ),
      n,
    );
    if (columns === 1) columns = undefined;
  }
  const breaks = breakBefore.flatMap((b, i) => (b && i > 0 && i < rowLines.length ? [i] : []));
  const bands = [...breaks, rowLines.length].map((end, i) => end - (i === 0 ? 0 : breaks[i - 1]!));
  const rows = breaks.length > 0 ? commonDivisor(bands, n) : undefined;
  if (columns === undefined && rows === undefined) return undefined;
  const boxRows = rows ?? n / columns!;
  const boxCols = columns ?? n / rows!;
  if (boxRows * boxCols !== n) return undefined;
  if (boxRows > boxCols) {
    throw new InputError(
      `the grid draws boxes of ${boxRows} rows and ${boxCols} columns; sudocnf takes boxes with no more rows than columns (${boxCols}x${boxRows} boxes of the transposed grid)`,
      at(rowLines[0]!.number, 1),
    );
  }
  return Shape.of(boxRows, boxCols);
}

/**
 * Mixed cells: single letters among decimal numbers of two digits, and nothing else but a few
 * stray tokens (a footer's words); a grid of symbols spaced one by one has no two-digit number.
 */
function isMixed(tokens: readonly Field[]): boolean {
  const letters = tokens.filter((t) => SINGLE_LETTER.test(t.text)).length;
  const others = tokens.filter((t) => !SINGLE_LETTER.test(t.text) && !DECIMAL_CELL.test(t.text)).length;
  return letters > 0 && tokens.some((t) => /^\d{2,}$/.test(t.text)) && others <= tokens.length / 10;
}

/** A mixed cell: a decimal number, a blank, or a letter for 26 and beyond (case-insensitive). */
function mixedCell(field: Field, n: number, position: SourcePosition): number {
  if (!SINGLE_LETTER.test(field.text)) return decimalCell(field, n, position);
  const v = FIRST_LETTER_VALUE + field.text.toUpperCase().charCodeAt(0) - 'A'.charCodeAt(0);
  if (v > n)
    throw new InputError(
      `letter ${quote(field.text)} stands for ${v} (numbers up to 25, then A = 26, B = 27, …), but a ${n}x${n} grid has values 1..${n}`,
      position,
    );
  return v;
}

function decimalCell(field: Field, n: number, position: SourcePosition): number {
  const t = field.text;
  if (/^\d+$/.test(t)) {
    const v = Number(t);
    if (v > n) throw new InputError(`value ${t.length <= 12 ? t : quote(t, 12)} is out of range 1..${n}`, position);
    return v;
  }
  if (DECIMAL_CELL.test(t)) return 0;
  throw new InputError(`${quote(t)} is not a cell: a number 1..${n}, or a blank (0 -1 . _ * or an empty field)`, position);
}

/** n from the size line, or else from the number of rows, or else from the usual row length. */
function gridSide(
  rows: readonly Row[],
  sizeValue: number | undefined,
  sizeLine: TextLine | undefined,
  options: GridReadOptions,
  at: (line: number, column: number) => SourcePosition,
): number {
  // Cells a row holds: as split, or less empty fields at both ends or a trailing one (`| 1 | 2 |`,
  // `1,2,`), which may also be blank cells. The reading that agrees with the number of rows wins.
  const held = (cells: readonly Field[]) => {
    const last = cells.length > 1 && cells[cells.length - 1]!.text === '';
    return cells.length - (last ? 1 : 0) - (last && cells[0]!.text === '' ? 1 : 0);
  };
  const readings = [mode(rows.map((r) => r.cells.length)), mode(rows.map((r) => held(r.cells)))];
  const usual = readings.find((u) => u === rows.length && isGridSide(u)) ?? readings.find((u) => isGridSide(u) && u > 1) ?? readings[0]!;
  if (sizeValue !== undefined) {
    if (sizeValue < 1) throw new InputError('the size line must hold a positive k or n', at(sizeLine!.number, 1));
    if (options.sizeLine === 'k') return sizeValue * sizeValue;
    const candidates = [isGridSide(sizeValue) ? sizeValue : 0, sizeValue * sizeValue].filter((c) => c > 0);
    const n = candidates.find((c) => c === rows.length) ?? candidates.find((c) => c === usual);
    if (n === undefined) {
      throw new InputError(
        `the size line says ${sizeValue}, but the grid below has ${rows.length} rows of ${usual} cells`,
        at(sizeLine!.number, 1),
      );
    }
    return n;
  }
  // The usual row length first: a row too many or too few is then named as such. One row is a
  // grid only when it holds one cell: a 1x1 puzzle.
  if (isGridSide(usual) && usual > 1) return usual;
  if (isGridSide(rows.length) && (rows.length > 1 || usual === 1)) return rows.length;
  const cells = rows.reduce((sum, r) => sum + r.cells.length, 0);
  throw new InputError(
    `${misfit(cells, rows.length)}; a Sudoku is n x n, boxes of r x c cells with n = r·c (4, 6, 8, 9, 12, 16, …)`,
    at(rows[0]!.line, 1),
  );
}

/**
 * The `grid` format: n rows of n numbers, `0` for blanks, aligned in columns; rectangular boxes
 * put their shape (2x3) on a size line first, so the grid reads back as it was.
 */
export function writeGrid(grid: Grid): string {
  const { n, cells, shape } = grid;
  const width = String(shape.valueOf(n)).length;
  const rows: string[] = shape.square ? [] : [shape.key];
  for (let r = 0; r < n; r++) {
    const row: string[] = [];
    for (let c = 0; c < n; c++) row.push(cellText(shape, cells[r * n + c]!).padStart(width));
    rows.push(row.join(' '));
  }
  return rows.join('\n');
}
