import type { FpuzzlesNodes, IssArgs } from './reading.js';
import type { Geometry } from './rule.js';

// What the clues outside the grid share (sandwich sums, X-sums, skyscrapers): each reads a whole row
// or column from the end it stands by. A rule lists the cells in that order, nearest first; f-puzzles
// names the clue's own place outside the grid (R0C5 above column 5, R5C10 right of row 5).

/** The cells are a whole row or column, in order from one end, or why not. */
export function wholeLineProblem(cells: readonly number[], { n }: Geometry, what: string): string | undefined {
  const problem = `${what} reads a whole row or column from one end: its cells are that row or column in order`;
  if (cells.length !== n || cells.some((c) => !Number.isInteger(c) || c < 0 || c >= n * n)) return problem;
  const steps = new Set(cells.slice(1).map((c, i) => c - cells[i]!));
  const [step] = [...steps];
  if (steps.size !== 1 || ![1, -1, n, -n].includes(step!)) return problem;
  const [a, b] = [cells[0]!, cells.at(-1)!];
  const sameRow = Math.floor(a / n) === Math.floor(b / n);
  return (Math.abs(step!) === 1) === sameRow ? undefined : problem;
}

/** `row 3, from the left`, `column 5, from below`. */
export function lineName(cells: readonly number[], n: number): string {
  const [a, b] = [cells[0]!, cells[1]!];
  if (b - a === 1) return `row ${Math.floor(a / n) + 1}, from the left`;
  if (b - a === -1) return `row ${Math.floor(a / n) + 1}, from the right`;
  return b > a ? `column ${(a % n) + 1}, from above` : `column ${(a % n) + 1}, from below`;
}

/** The cells a clue at row r, column c outside an n×n grid (0 or n + 1 on one of them) reads, nearest first; undefined when it is not beside a row or column. */
function cellsFromOutside(r: number, c: number, n: number): number[] | undefined {
  const along = (start: number, step: number) => Array.from({ length: n }, (_, i) => start + i * step);
  if (r === 0 && c >= 1 && c <= n) return along(c - 1, n);
  if (r === n + 1 && c >= 1 && c <= n) return along((n - 1) * n + c - 1, -n);
  if (c === 0 && r >= 1 && r <= n) return along((r - 1) * n, 1);
  if (c === n + 1 && r >= 1 && r <= n) return along((r - 1) * n + n - 1, -1);
  return undefined;
}

/** The place outside the grid of a clue that reads these cells: `R0C5`. */
function outsideName(cells: readonly number[], n: number): string {
  const [a, b] = [cells[0]!, cells[1]!];
  const [r, c] = [Math.floor(a / n) + 1, (a % n) + 1];
  if (b - a === 1) return `R${r}C0`;
  if (b - a === -1) return `R${r}C${n + 1}`;
  return b > a ? `R0C${c}` : `R${n + 1}C${c}`;
}

/** The place outside the grid an f-puzzles clue names (`"cell": "R0C5"`): its row and column, 0 to n + 1, or undefined. */
export function outsidePlace(item: unknown, f: FpuzzlesNodes): [number, number] | undefined {
  const place = /^R(\d+)C(\d+)$/i.exec(f.text(f.field(item, 'cell'))?.trim() ?? '');
  return place ? [Number(place[1]), Number(place[2])] : undefined;
}

/** The f-puzzles form of a kind of outside clues: a list under `key` of `{"cell": "R0C5", "value": "12"}`. */
export function outsideForm<R extends { kind: string; cells: readonly number[] }>(
  key: string,
  what: string,
  numberOf: (rule: R) => number,
  make: (cells: number[], number: number) => R,
) {
  return {
    list: {
      key,
      read: (item: unknown, f: FpuzzlesNodes): R[] => {
        if (!f.isObject(item)) f.fail(`${what} is {"cell": "R0C5", "value": "12"}`, item);
        const place = outsidePlace(item, f);
        const cells = place ? cellsFromOutside(place[0], place[1], f.n) : undefined;
        if (!cells)
          return f.fail(
            `${what} stands outside the grid beside a row or column: R0C1..R0C${f.n}, R1C0..R${f.n}C0, …`,
            f.field(item, 'cell') ?? item,
          );
        const number = f.sum(f.field(item, 'value'), `${what}'s value is a number`);
        if (number === undefined) return f.fail(`${what} has a value`, item);
        return [make(cells, number)];
      },
    },
    write: (rule: R, { n }: Geometry, _: (cell: number) => string): [string, unknown][] => [
      [key, { cell: outsideName(rule.cells, n), value: String(numberOf(rule)) }],
    ],
  };
}

/** The cells of the row or column ISS names (`R3`, `C5`; past 9 as letters), first to last, or undefined where it names none. */
function issWholeLine(arg: string, n: number): number[] | undefined {
  const m = /^([RC])([0-9a-z])$/i.exec(arg);
  const i = m ? Number.parseInt(m[2]!, 36) - 1 : -1;
  if (!m || i < 0 || i >= n) return undefined;
  return Array.from({ length: n }, (_, k) => (m[1]!.toUpperCase() === 'R' ? i * n + k : k * n + i));
}

/**
 * The ISS form of a clue at either end of a row or column, `.<type>~R3~<from the start>~<from the end>`
 * (the start: the left of a row, the top of a column), either number left empty where there is none.
 */
export function issBothEnds<R>(type: string, make: (cells: number[], value: number) => R): Record<string, (a: IssArgs) => R[]> {
  return {
    [type]: (a) => {
      const line = issWholeLine(a.args[0] ?? '', a.n) ?? a.fail(`a ${type} clue names its row or column first: R3, C5`, 0);
      const rules: R[] = [];
      const first = a.number(1, `the ${type} clue from the start of the line`);
      const last = a.number(2, `the ${type} clue from the end of the line`);
      if (first !== undefined) rules.push(make(line, first));
      if (last !== undefined) rules.push(make([...line].reverse(), last));
      return rules;
    },
  };
}

/** The ISS form of a clue on one end of a row or column, `.<type>~<value>~R3`: the left of a row, the top of a column. */
export function issOneEnd<R>(type: string, make: (cells: number[], value: number) => R): Record<string, (a: IssArgs) => R[]> {
  return {
    [type]: (a) => {
      const value = a.number(0, `a ${type} clue's value`) ?? a.fail(`a ${type} clue has a value`, 0);
      const line = issWholeLine(a.args[1] ?? '', a.n) ?? a.fail(`a ${type} clue names its row or column after its value: R3, C5`, 1);
      return [make(line, value)];
    },
  };
}
