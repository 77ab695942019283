import { InputError, quote, UsageError } from '../core/errors.js';
import { Shape } from '../core/shape.js';
import type { Grid } from '../core/grid.js';
import { type Alphabet, type AlphabetChoice, alphabetSize, chooseAlphabet, symbolOf, valuesAlphabet } from '../core/alphabet.js';
import { type PuzzleEntry, type RawPuzzle, readOne } from './puzzle.js';
import { collectSymbols, decodeSymbols, symbolsOf } from './symbols.js';
import { isBlank, isComment, sideFromLength, type TextLine } from './text.js';
import { withArticle } from '../core/article.js';

/** `# box 3x4`: the box shape of the puzzle lines that follow. */
const BOX_LINE = /^\s*#\s*box\s+(\S+)\s*$/i;

/** A puzzle line split into its parts: `puzzle[:count[:solution]]`. */
interface LinePuzzle {
  line: number;
  /** 1-based column of the puzzle's first symbol. */
  column: number;
  puzzle: string;
  count?: { text: string; column: number };
  solution?: { text: string; column: number };
}

function splitRecord(line: TextLine): LinePuzzle {
  const start = line.text.length - line.text.trimStart().length;
  const parts = line.text.trim().split(':');
  const record: LinePuzzle = { line: line.number, column: start + 1, puzzle: parts[0]! };
  let column = start + 1 + parts[0]!.length + 1;
  if (parts.length > 1) record.count = { text: parts[1]!, column };
  if (parts.length > 2) {
    column += parts[1]!.length + 1;
    record.solution = { text: parts[2]!, column };
  }
  return record;
}

/** What a first pass over a `line` file learns, so that a second can read its puzzles one at a time. */
export interface LineIndex {
  /** Puzzle lines (each is one entry, good or bad). */
  count: number;
  /** The largest grid side of a puzzle line. */
  largest: number;
  /** One alphabet per grid size for the whole file, from every symbol the file uses. */
  alphabets: Map<number, Alphabet>;
}

/**
 * The first pass over a `line` file: counts its puzzle lines and chooses each grid size's
 * alphabet. A `# box` line that names no box shape makes the whole file bad input (InputError).
 */
export function scanLines(lines: Iterable<TextLine>, file: string, alphabet: AlphabetChoice): LineIndex {
  const usedBySize = new Map<number, Set<string>>();
  let count = 0;
  let largest = 0;
  for (const l of lines) {
    if (isBlank(l.text)) continue;
    if (isComment(l.text)) {
      boxOf(l, file);
      continue;
    }
    count++;
    const r = splitRecord(l);
    const n = sideFromLength(r.puzzle.length);
    if (n === 0) continue;
    largest = Math.max(largest, n);
    const used = usedBySize.get(n) ?? new Set<string>();
    collectSymbols(r.puzzle, used);
    if (r.solution) collectSymbols(r.solution.text, used);
    usedBySize.set(n, used);
  }
  const alphabets = new Map<number, Alphabet>();
  for (const [n, used] of usedBySize) alphabets.set(n, chooseAlphabet(n, used, alphabet));
  return { count, largest, alphabets };
}

/** The shape a `# box 3x4` line declares, undefined for another comment; a bad shape is an InputError. */
function boxOf(l: TextLine, file: string): Shape | undefined {
  const m = BOX_LINE.exec(l.text);
  if (!m) return undefined;
  const declared = Shape.parse(m[1]!);
  if (!declared)
    throw new InputError(`${quote(m[1]!)} is not a box shape: rows x columns, rows ≤ columns, e.g. 2x3`, {
      file,
      line: l.number,
      column: l.text.indexOf(m[1]!) + 1,
    });
  return declared;
}

/**
 * The second pass: the entries of a `line` file, one per puzzle line, read as they are asked for
 * (with `wanted`, only those whose index it keeps). `# box 3x4` gives the box shape of the lines after it.
 */
export function* lineEntries(
  lines: Iterable<TextLine>,
  file: string,
  index: LineIndex,
  box?: Shape,
  wanted?: (index: number) => boolean,
): Generator<PuzzleEntry> {
  let declared: Shape | undefined;
  let i = 0;
  for (const l of lines) {
    if (isBlank(l.text)) continue;
    if (isComment(l.text)) {
      declared = boxOf(l, file) ?? declared;
      continue;
    }
    i++;
    if (wanted && !wanted(i)) continue;
    const r = splitRecord(l);
    yield readOne(i, r.line, () => rawLinePuzzle(r, file, index.alphabets, declared), box);
  }
}

/**
 * Reads the `line` format: one puzzle per line as n² symbols (any grid side), blanks `.`, `0`, `*`
 * or `_`; `#` comment lines and blank lines skipped. A line may carry a solution count and a
 * solution (`puzzle:count[:solution]`, the corpus layout). Each line is one entry, so a bad
 * line is reported and the others are still read.
 */
export function readLinePuzzles(lines: readonly TextLine[], file: string, alphabet: AlphabetChoice, box?: Shape): PuzzleEntry[] {
  return [...lineEntries(lines, file, scanLines(lines, file, alphabet), box)];
}

/** The cells of one puzzle line (and its stated count and solution). */
function rawLinePuzzle(r: LinePuzzle, file: string, alphabets: ReadonlyMap<number, Alphabet>, shape: Shape | undefined): RawPuzzle {
  const at = (column: number) => ({ file, line: r.line, column });
  const n = sideFromLength(r.puzzle.length);
  if (n === 0) {
    const ws = r.puzzle.search(/\s/);
    if (ws >= 0) throw new InputError('a puzzle line holds its symbols without spaces', at(r.column + ws));
    throw new InputError(`a puzzle line has n² symbols (16, 36, 64, 81, 100, 144, …), this one has ${r.puzzle.length}`, at(r.column));
  }
  const chosen = alphabets.get(n)!;
  const cells = new Uint16Array(n * n);
  decodeSymbols(symbolsOf(r.puzzle), n, chosen, (j) => at(r.column + j), cells, 0);
  const position = (cell: number) => at(r.column + cell);
  const raw: RawPuzzle = { n, cells, line: r.line, position, ...(shape ? { shape } : {}) };
  if (r.count) {
    if (!/^\d+$/.test(r.count.text)) {
      throw new InputError(`solution count ${quote(r.count.text)} is not a whole number`, at(r.count.column));
    }
    raw.expectedCount = Number(r.count.text);
  }
  if (r.solution) {
    const s = r.solution;
    if (s.text.length !== n * n) {
      throw new InputError(`the solution has ${s.text.length} symbols, expected ${n * n}`, at(s.column));
    }
    const solved = new Uint16Array(n * n);
    decodeSymbols(symbolsOf(s.text), n, chosen, (j) => at(s.column + j), solved, 0);
    if (solved.includes(0)) throw new InputError('the solution has blank cells', at(s.column + solved.indexOf(0)));
    raw.expectedSolution = solved;
  }
  return raw;
}

/** The `line` format: n² symbols, `.` for blanks. Grids beyond the alphabet are a usage error. */
export function writeLine(grid: Grid, alphabet?: Alphabet): string {
  // The values 0..n − 1 are written as they are, 0 first: in the 0-based alphabet whatever is asked.
  const oneBased = grid.shape.lowest === 1;
  const chosen = valuesAlphabet(grid.n, grid.shape.lowest, alphabet);
  if (!chosen || alphabetSize(chosen) < grid.n) {
    const most = chosen ? alphabetSize(chosen) : alphabetSize(oneBased ? 'sym64' : '0-based');
    throw new UsageError(
      `the line format${alphabet && oneBased ? ` with the ${alphabet} alphabet` : ''} cannot write ${withArticle(`${grid.n}x${grid.n}`)} grid` +
        ` (up to ${most}x${most}); use grid, dtu or json`,
    );
  }
  let out = '';
  for (const v of grid.cells) out += symbolOf(v, chosen);
  return out;
}
