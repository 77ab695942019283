import { InputError, quote, type SourcePosition } from '../core/errors.js';
import { type AlphabetChoice, chooseAlphabet } from '../core/alphabet.js';
import type { RawPuzzle } from './puzzle.js';
import { decodeSymbols } from './symbols.js';
import type { Shape } from '../core/shape.js';
import { isGridSide } from './text.js';
import { withArticle } from '../core/article.js';

/** One value of a nested list, where it stands in the file. */
export interface Atom {
  /** The value as written, without quotes; '' for a null. */
  text: string;
  /** Written as a string ("5", '.'): a longer one may be a whole row of symbols. */
  quoted: boolean;
  line: number;
  /** Column of the value's first character (inside the quotes). */
  column: number;
}

/** A list, as a reader of nested lists found it: its items are values or lists. */
export interface ListNode {
  line: number;
  column: number;
  items: (Atom | ListNode)[];
  /** The box shape a document names beside this list (`box: 2x3`). */
  shape?: Shape;
  /** The title a document gives beside this list (`title: …`). */
  title?: string;
  /** The values of a mapping: searched for grids, never rows of one (a grid's rows are a list). */
  keyed?: boolean;
}

const isList = (item: Atom | ListNode): item is ListNode => 'items' in item;

/** How deep readers of nested lists let lists nest: a grid needs two or three levels, a document a few more. */
export const MAX_LIST_DEPTH = 32;

/**
 * The grids in a tree of lists, in document order. A grid is a list of rows, each row a list of
 * cell values or one string of symbols (`"53..7...."`), or a flat list of n² values (n ≥ 4).
 * A list that is none of these is searched for grids inside it.
 */
export function findGrids(root: ListNode): ListNode[] {
  const grids: ListNode[] = [];
  const visit = (node: ListNode) => {
    const { items } = node;
    if (items.length === 0) return;
    const rowsOfCells = items.length > 1 && items.every((i) => isList(i) && i.items.length > 0 && i.items.every((c) => !isList(c)));
    // Strings are rows when there are as many as a grid has and most hold that many symbols: a
    // list of remarks beside a grid (`comments: ["an easy one", …]`) is none.
    const rowStrings =
      items.every((i) => !isList(i) && i.quoted && i.text.length > 1) &&
      isGridSide(items.length) &&
      items.filter((i) => [...(i as Atom).text].length === items.length).length * 2 > items.length;
    const side = Math.round(Math.sqrt(items.length));
    const flat = items.every((i) => !isList(i)) && side >= 4 && isGridSide(side) && side * side === items.length;
    if (!node.keyed && (rowsOfCells || rowStrings || flat)) grids.push(node);
    else for (const i of items) if (isList(i)) visit(i);
  };
  visit(root);
  return grids;
}

/** The rows of cells of a grid `findGrids` returned: row strings split into symbols, a flat list cut into rows. */
function rowsOf(grid: ListNode): Atom[][] {
  const { items } = grid;
  if (items.every(isList)) return items.map((row) => row.items as Atom[]);
  const atoms = items as Atom[];
  if (atoms.every((a) => a.quoted && a.text.length > 1)) {
    return atoms.map((a) => [...a.text].map((ch, i) => ({ text: ch, quoted: true, line: a.line, column: a.column + i })));
  }
  const n = Math.round(Math.sqrt(atoms.length));
  return Array.from({ length: n }, (_, r) => atoms.slice(r * n, (r + 1) * n));
}

const BLANK = /^(0|-1|[._*]|)$/;

/**
 * A grid of nested lists as a raw puzzle: n rows of n cells. Cells are decimal numbers (0, -1,
 * `.` or null for blanks) or, when some cell is not a number, one symbol each.
 */
export function rawFromList(grid: ListNode, file: string, alphabet: AlphabetChoice): RawPuzzle {
  const at = (line: number, column: number): SourcePosition => ({ file, line, column });
  const rows = rowsOf(grid);
  const n = rows.length;
  const cellCount = rows.reduce((sum, row) => sum + row.length, 0);
  if (!isGridSide(n)) throw new InputError(misfit(cellCount, n), at(grid.line, grid.column));
  rows.forEach((row, r) => {
    if (row.length !== n) {
      const where = row[Math.min(row.length, n)] ?? row[row.length - 1]!;
      throw new InputError(`row ${r + 1} has ${row.length} cells, expected ${n} (${misfit(cellCount, n)})`, at(where.line, where.column));
    }
  });
  const all = rows.flat();
  const decimal = all.every((a) => /^-?\d+$/.test(a.text) || BLANK.test(a.text));
  const cells = new Uint16Array(n * n);
  if (decimal) {
    all.forEach((a, cell) => {
      if (BLANK.test(a.text)) return;
      const v = Number(a.text);
      if (v < 1 || v > n)
        throw new InputError(`value ${a.text.length <= 12 ? a.text : quote(a.text, 12)} is out of range 1..${n}`, at(a.line, a.column));
      cells[cell] = v;
    });
  } else {
    const long = all.find((a) => a.text.length > 1);
    if (long) throw new InputError(`cell ${quote(long.text)} is more than one symbol`, at(long.line, long.column));
    const used = new Set(all.map((a) => a.text).filter((t) => t !== ''));
    const chosen = chooseAlphabet(n, used, alphabet);
    decodeSymbols(
      all.map((a) => (a.text === '' ? '.' : a.text)),
      n,
      chosen,
      (cell) => at(all[cell]!.line, all[cell]!.column),
      cells,
      0,
    );
  }
  return {
    n,
    ...(grid.shape ? { shape: grid.shape } : {}),
    ...(grid.title !== undefined ? { title: grid.title } : {}),
    cells,
    line: grid.line,
    position: (cell) => at(all[cell]!.line, all[cell]!.column),
  };
}

/** What a shape that fits no grid holds against what the nearest grid would: "found 100 cells in 10 rows; a 9×9 grid has 81". */
export function misfit(cells: number, rows: number): string {
  const n = nearestSide(cells);
  return `found ${cells} cell${cells === 1 ? '' : 's'} in ${rows} row${rows === 1 ? '' : 's'}; ${withArticle(`${n}x${n}`)} grid has ${n * n}`;
}

/** The grid side n (4 or more, with a plausible box shape) whose n² is nearest to `cells`. */
function nearestSide(cells: number): number {
  let best = 4;
  for (let n = 5; n * n <= cells * 4 + 16; n++) if (isGridSide(n) && Math.abs(n * n - cells) < Math.abs(best * best - cells)) best = n;
  return best;
}
