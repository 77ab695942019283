import { InputError } from '../core/errors.js';
import { type Rule, rulesFromId } from '../core/rules/index.js';
import { Shape } from '../core/shape.js';
import type { RawPuzzle } from './puzzle.js';
import { contentLines, type TextLine } from './text.js';

/**
 * The killer forms of the forums, a 9×9 killer a line, each optionally followed by white space and
 * its 81-digit solution:
 *  - the enjoysudoku "snarfable" form: 81 characters, a cage's first cell its sum (0-9, A-Z for
 *    10-35, a-j for 36-45; 0 for a cage whose total is not given) and every other cell an arrow to
 *    a neighbour of the same cage (`<` `>` `^` `v`, and `` ` `` `'` `,` `.` diagonally up-left,
 *    up-right, down-left, down-right);
 *  - SudoCue's `3x3::k:` form (`3x3:d:k:` for killer X: both diagonals), then per cell
 *    sum × 256 + cage number, 0 for a cell in no cage, each followed by `:`.
 */

/** Killer lines are 9×9. */
export const KILLER_SIDE = 9;
const ARROWS: Record<string, [number, number]> = {
  '<': [0, -1],
  '>': [0, 1],
  '^': [-1, 0],
  v: [1, 0],
  '`': [-1, -1],
  "'": [-1, 1],
  ',': [1, -1],
  '.': [1, 1],
};
const SNARFABLE = /^[0-9A-Za-j<>^v`',.]{81}$/;
const SUDOCUE = /^3x3:d?:k:/;

/** The first token of a line: the puzzle, without its solution. */
const puzzleToken = (text: string) => text.trim().split(/\s+/)[0] ?? '';

/** A line in one of the two forms: the snarfable one with an arrow other than `.`, which classic lines write for an empty cell. */
export function isKillerLine(text: string): boolean {
  const token = puzzleToken(text);
  return (SNARFABLE.test(token) && /[<>^v`',]/.test(token)) || SUDOCUE.test(token);
}

/** Most content lines are killers in one of the forms. */
export function looksLikeKillerLines(lines: readonly TextLine[]): boolean {
  const content = contentLines(lines);
  return content.length > 0 && content.filter((l) => isKillerLine(l.text)).length * 2 >= content.length;
}

function sumOfChar(ch: string): number | undefined {
  if (/[0-9]/.test(ch)) return Number(ch);
  if (/[A-Z]/.test(ch)) return ch.charCodeAt(0) - 55;
  if (/[a-j]/.test(ch)) return ch.charCodeAt(0) - 61;
  return undefined;
}

/** One killer line as a raw puzzle: no givens, its cages (and diagonals) as rules. */
export function readKillerLine(line: TextLine, file: string): RawPuzzle {
  const start = line.text.search(/\S/);
  const token = puzzleToken(line.text);
  const at = (offset: number) => ({ file, line: line.number, column: start + offset + 1 });
  const fail = (message: string, offset: number): never => {
    throw new InputError(message, at(offset));
  };
  const rules: Rule[] = SUDOCUE.test(token) ? sudocueRules(token, fail) : snarfableRules(token, fail);
  const raw: RawPuzzle = {
    n: KILLER_SIDE,
    shape: Shape.square(3),
    cells: new Uint16Array(KILLER_SIDE * KILLER_SIDE),
    line: line.number,
    position: () => at(0),
    variant: { rules, at: at(0) },
  };
  const rest = line.text.trim().slice(token.length).trim();
  if (rest !== '') {
    if (!/^[1-9]{81}$/.test(rest)) fail('after a killer, a line holds only its solution: 81 digits 1-9', line.text.indexOf(rest) - start);
    raw.expectedSolution = Uint16Array.from(rest, Number);
  }
  return raw;
}

function snarfableRules(token: string, fail: (message: string, offset: number) => never): Rule[] {
  if (!SNARFABLE.test(token))
    fail("a killer in the snarfable form is 81 characters: a sum (0-9, A-Z, a-j) or an arrow (< > ^ v ` ' , .) a cell", 0);
  const head = (cell: number): number => {
    let at = cell;
    // A path of more steps than the grid has cells visits one twice: a loop.
    for (let steps = 0; steps <= KILLER_SIDE * KILLER_SIDE; steps++) {
      const move = ARROWS[token[at]!];
      if (!move) return at;
      const r = Math.floor(at / KILLER_SIDE) + move[0];
      const c = (at % KILLER_SIDE) + move[1];
      if (r < 0 || r >= KILLER_SIDE || c < 0 || c >= KILLER_SIDE) fail(`the arrow '${token[at]}' points off the grid`, at);
      at = r * KILLER_SIDE + c;
    }
    return fail('these arrows go round in a loop and reach no cage sum', cell);
  };
  const cages = new Map<number, number[]>();
  for (let cell = 0; cell < KILLER_SIDE * KILLER_SIDE; cell++) {
    const first = head(cell);
    cages.set(first, [...(cages.get(first) ?? []), cell]);
  }
  for (const [first, cells] of cages)
    if (cells.length > KILLER_SIDE)
      fail(
        `the cage whose sum is here has ${cells.length} cells: a killer cage holds at most ${KILLER_SIDE}, as its values are all different`,
        first,
      );
  // A sum of 0 is a cage whose total is not given.
  return [...cages].map(([first, cells]): Rule => {
    const sum = sumOfChar(token[first]!)!;
    return sum === 0 ? { kind: 'cage', cells } : { kind: 'cage', cells, sum };
  });
}

function sudocueRules(token: string, fail: (message: string, offset: number) => never): Rule[] {
  const parts = token.split(':');
  const values = parts.slice(3);
  if (values.at(-1) === '') values.pop();
  if (values.length !== KILLER_SIDE * KILLER_SIDE)
    fail(`a killer in SudoCue's form has 81 cells after '3x3:${parts[1]}:k:', this one ${values.length}`, 0);
  const cages = new Map<number, { sum: number; cells: number[] }>();
  let offset = parts.slice(0, 3).join(':').length + 1;
  values.forEach((text, cell) => {
    if (!/^\d{1,6}$/.test(text)) fail(`'${text}' is not a cell of SudoCue's form: sum × 256 + cage number`, offset);
    const value = Number(text);
    const sum = Math.floor(value / 256);
    const id = value % 256;
    offset += text.length + 1;
    if (sum === 0) return;
    const cage = cages.get(id) ?? { sum, cells: [] };
    if (cage.sum !== sum) fail(`cage ${id} has the sum ${cage.sum} in an earlier cell and ${sum} here`, offset - text.length - 1);
    cage.cells.push(cell);
    cages.set(id, cage);
  });
  const diagonals = parts[1] === 'd' ? (rulesFromId('x', KILLER_SIDE) as Rule[]) : [];
  return [...diagonals, ...[...cages.values()].map(({ sum, cells }): Rule => ({ kind: 'cage', cells, sum }))];
}
