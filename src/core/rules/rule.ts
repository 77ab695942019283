import type { Automaton } from './automaton.js';

/**
 * What every rule is: plain data naming its kind. Each kind is one module of this folder that
 * declares its rule's type and says which cells the rule ties together, as shapes (units, cell
 * pairs with a relation, sums, increasing chains) every other layer reads; `index.ts` lists them.
 */
export interface RuleData {
  kind: string;
}

/** What a rule kind needs to know of the grid: its side and its nominal boxes (and the puzzle's rules, where they are known). */
export interface Geometry {
  n: number;
  boxRows: number;
  boxCols: number;
  /** Every rule of the puzzle: the negative constraint reads the marks given beside it. */
  rules?: readonly RuleData[];
  /** The region of a cell (a jigsaw's, or the box), where the grid is known; the nominal boxes otherwise. */
  boxOf?(r: number, c: number): number;
}

/** The region of a cell: the grid's own, or its nominal box. */
export function regionOf(cell: number, geometry: Geometry): number {
  const { n, boxRows, boxCols } = geometry;
  const [r, c] = [Math.floor(cell / n), cell % n];
  return geometry.boxOf ? geometry.boxOf(r, c) : Math.floor(r / boxRows) * (n / boxCols) + Math.floor(c / boxCols);
}

/** Cells whose values add up to a sum. */
export interface SumConstraint {
  cells: readonly number[];
  sum: number;
  /** The cells also hold different values (a killer cage), which the sum encodings may use. */
  distinct: boolean;
  /** Cells that count n + 1 − v instead of v: an arrow's circle, so that "arrow = circle" is a sum. */
  complemented?: readonly number[];
  /** What each cell's value (or complement) is multiplied by, in the order of `cells` (a pill's digits: 10 for the tens); 1 unless given. */
  factors?: readonly number[];
}

/** Values a cell may not hold (an odd cell: the even values). */
export interface CellExclusion {
  cell: number;
  values: readonly number[];
}

/** A value that at least `count` of the cells hold (a quadruple's digit, `count` times where it is written so). */
export interface Occurrence {
  cells: readonly number[];
  value: number;
  count: number;
}

/** What a cell holding v adds to a sum: v, or n + 1 − v for a complemented cell, times the cell's factor. */
export function weightOf(sum: SumConstraint, cell: number, v: number, n: number): number {
  const factor = sum.factors?.[sum.cells.indexOf(cell)] ?? 1;
  return factor * (sum.complemented?.includes(cell) ? n + 1 - v : v);
}

/**
 * What a pair rule forbids: whether its first cell may not hold `a` while its second holds `b`.
 * Compiled once per grid side into a table (see `pairTable`) that every layer reads.
 */
export type PairRelation = (a: number, b: number) => boolean;

/**
 * A kind's relation for each number (forbidding what `allowed` does not allow), made once per
 * number, so that the table compiled from it is compiled once too (tables are kept per relation).
 */
export function relationsByNumber(allowed: (a: number, b: number, k: number) => boolean): (k: number) => PairRelation {
  const made = new Map<number, PairRelation>();
  return (k) => {
    let relation = made.get(k);
    if (!relation) {
      relation = (a, b) => !allowed(a, b, k);
      made.set(k, relation);
    }
    return relation;
  };
}

/** What a three-cell rule allows: the first two cells holding x and y and the third z (a between line's end, end and middle cell). */
export type TripleRelation = (x: number, y: number, z: number) => boolean;

/** The same value in both cells. */
export const equalValues: PairRelation = (a, b) => a === b;

/** Different values in the two cells. */
export const unequalValues: PairRelation = (a, b) => a !== b;

export interface RuleKind<R extends RuleData> {
  kind: R['kind'];
  /** How a person names it: `anti-knight`, `diagonal (main)`. */
  label(rule: R): string;
  /** The encoding family its clauses form: `diagonal`, `antiknight`. */
  family: string;
  /** Why the rule cannot apply to this grid, or undefined when it can. */
  problem(rule: R, geometry: Geometry): string | undefined;
  /** Extra all-different units, each a list of cells (row-major indices). */
  units?(rule: R, geometry: Geometry): number[][];
  /**
   * Cell pairs whose values must not stand in the relation `forbids` gives the rule, the relation
   * reading the first cell's value first (first < second where the relation is symmetric).
   */
  pairs?(rule: R, geometry: Geometry): [number, number][];
  /** The same relation for the same rule's number (tables are compiled once per relation). */
  forbids?(rule: R, geometry: Geometry): PairRelation;
  /** Instead of `forbids`, a relation for each pair (an indexer's: which value of the first names the second). */
  forbidsBetween?(rule: R, geometry: Geometry, a: number, b: number): PairRelation;
  /** Sums: cells whose values add up to `sum` (cells of a sum are all different when `distinct`). */
  sums?(rule: R, geometry: Geometry): SumConstraint[];
  /** How messages name one of its sums (`the cage r1c1+r1c2 = 3`); `the <label> <cells>` unless said. */
  sumLabel?(rule: R, sum: SumConstraint, n: number): string;
  /** Three cells each, whose values must stand in the relation `allows` gives the rule (the ends of a line and one cell between them). */
  triples?(rule: R, geometry: Geometry): [number, number, number][];
  /** The same relation for the same rule (tables are compiled once per relation). */
  allows?(rule: R, geometry: Geometry): TripleRelation;
  /** The same rule as an automaton reading the rule's cells in order (a line's), which `--line-encoding mdd` writes instead of its pairs. */
  lineAutomaton?(rule: R, geometry: Geometry): Automaton;
  /** The same rule as comparisons between cells (a maximum's, a slow thermometer's), which `--line-encoding order` writes through order variables instead of its pairs. */
  comparisons?(rule: R, geometry: Geometry): { lower: number; higher: number; strict: boolean }[];
  /** Rows or columns read in order by an automaton (an outside clue's). */
  sequences?(rule: R, geometry: Geometry): { cells: readonly number[]; automaton: Automaton }[];
  /** Values cells may not hold. */
  excluded?(rule: R, geometry: Geometry): CellExclusion[];
  /** Values that cells must hold, at least so many times. */
  required?(rule: R, geometry: Geometry): Occurrence[];
  /** Chains of cells whose values strictly increase along the chain. */
  chains?(rule: R, geometry: Geometry): number[][];
  /**
   * For a rule over cells a puzzle names (a cage, a thermometer): how a puzzle document writes it,
   * `{<kind>: [<cells>], <key>: <number>}`, where the number is there when the kind has one (a
   * cage's `sum`, a white dot's `difference`). Other rules are written by their id (`antiknight`,
   * `diagonal-main`).
   */
  listed?: {
    cells(rule: R): readonly number[];
    number?: { key: string; of(rule: R): number | undefined };
    /** Its cells name the same rule in any order: its id lists them sorted. */
    unordered?: boolean;
    /** A list of numbers instead (a quadruple's values): written `values: [1, 2]` in a document, `1+2` in its id. */
    values?: { key: string; of(rule: R): readonly number[] };
    /** The rule over these cells (and number or values, where the kind has them) on a grid of side n, or how the kind is written. */
    make(cells: number[], number: number | undefined, n: number, values?: number[]): R | string;
  };
  /**
   * For a rule a puzzle names by a word alone: each word with the rules it names (`x` both
   * diagonals); a rule's id is the first word that names it alone. Without it, a kind whose rules
   * say nothing but their kind is named by its kind.
   */
  names?: Record<string, readonly R[]>;
  /** Its form in f-puzzles documents, where f-puzzles has one. */
  fpuzzles?: FpuzzlesForm<R>;
  /** Its form in the constraint strings of sigh's Interactive Sudoku Solver (ISS), where ISS has one meaning the same. */
  iss?: IssForm<R>;
  /**
   * For a kind a puzzle holds many of (cages, thermometers): one of them and several, as formula
   * headers count them; how the web app lists them (`3 killer cages`), and what a header calls
   * their sums, where either differs from `many`. Other kinds are named one by one by `label`.
   */
  counted?: { one: string; many: string; listed?: string; sums?: string };
  /** A rule of this kind on a grid of side 4 or more (the conformance tests try every kind through it). */
  example(geometry: Geometry): R;
  /** The rule in a sentence, for the web app's list of rules and the documentation. */
  description: string;
  /** How the web app draws it: lines through the cells, its cells shaded, or named in the list of rules. */
  drawing:
    | 'diagonal'
    | 'shade'
    | 'list'
    | 'cage'
    | 'thermometer'
    | 'arrow'
    | 'little-killer'
    | 'dot'
    | 'line'
    | 'cell'
    | 'corner'
    | 'outside';
  /**
   * A `dot` drawing's mark between its two cells (a white or black dot, or none, with its text), a
   * `line`'s number, a `cell` drawing's symbol in each of its cells, a `corner` drawing's circle
   * where its four cells meet, with its text, or an `outside` clue's text beside its first cell.
   */
  mark?(rule: R, geometry: Geometry): { fill: 'white' | 'black' | 'none'; text: string; symbol?: CellSymbol };
}

/** How a `cell` drawing marks its cells: chevrons pointing out (a maximum) or in (a minimum), a shaded circle or square. */
export type CellSymbol = 'chevrons-out' | 'chevrons-in' | 'circle' | 'square';

/**
 * What an f-puzzles reader hands a kind: the document's values as opaque nodes, read through these
 * helpers, each of which refuses what is not as described at its line and column.
 */
export interface FpuzzlesNodes {
  /** The value of `key` in an object node, or undefined (also when the node is not an object). */
  field(node: unknown, key: string): unknown;
  isObject(node: unknown): boolean;
  isList(node: unknown): boolean;
  /** A list of cells written `"R1C1"`; `what` names the list in a refusal. */
  cells(node: unknown, what: string): number[];
  /** One cell written `"R1C1"`. */
  cell(node: unknown, what: string): number;
  /** The items of a list node, refused as not `what` when it is not a list. */
  items(node: unknown, what: string): unknown[];
  /** The grid's side. */
  n: number;
  /** A scalar's text (`"X"`, `10` as `10`), or undefined where it is absent or not a scalar. */
  text(node: unknown): string | undefined;
  /** A sum written `"10"` or 10, or undefined where it is absent, null or `""`. */
  sum(node: unknown, what: string): number | undefined;
  /** The lines of `item` (`{"lines": [[…], …]}`, at least one), refused as not `written`. */
  lines(item: unknown, what: string, written: string): unknown[];
  fail(message: string, node: unknown): never;
}

/** How f-puzzles (f-puzzles.com's JSON, the setters' exchange format) writes a kind's rules. */
export interface FpuzzlesForm<R extends RuleData> {
  /** Keys that are true or false, each with the rules `true` stands for (`diagonal+`: the anti-diagonal). */
  flags?: Record<string, readonly R[]>;
  /** A key whose value is a list, each item read into rules. */
  list?: {
    key: string;
    read(item: unknown, nodes: FpuzzlesNodes): R[];
    /** The rules of all the list's items as one (maximum cells: the marked cells are one set). */
    joined?(rules: R[]): R;
  };
  /**
   * Where f-puzzles gives a rule another meaning beside the document's other rules (non-consecutive
   * beside Kropki dots: the dots are all given): the rule read there, and the rule written for it
   * there (by its flag or list), each a refusal's reason where f-puzzles cannot mean it.
   */
  inContext?: {
    read(rule: R, rules: readonly RuleData[]): R | string;
    write(rule: R, rules: readonly RuleData[]): R | string;
  };
  /** The items a rule adds to the lists of the document, by key; a flag's rule is written by its flag. */
  write?(rule: R, geometry: Geometry, name: (cell: number) => string): [key: string, item: unknown][];
}

/**
 * What an ISS reader hands a kind: one constraint's arguments (`.Cage~10~R1C1~R1C2` has `10`,
 * `R1C1`, `R1C2`), read through these helpers, each of which refuses what is not as described at
 * the argument's place.
 */
export interface IssArgs {
  /** The grid's side. */
  n: number;
  /** The arguments after the type, as written. */
  args: readonly string[];
  /** Whether the argument at `index` is a cell (`R1C1`; rows and columns past 9 as letters, `R1Ca` for r1c10). */
  isCell(index: number): boolean;
  /** The argument at `index`, a cell; `what` names it in a refusal. */
  cell(index: number, what: string): number;
  /** The arguments from `from` on, each a cell; `what` names them in a refusal. */
  cells(from: number, what: string): number[];
  /** The argument at `index`, a whole number (negative too), or undefined where it is absent or empty. */
  number(index: number, what: string): number | undefined;
  /** Refuses the constraint, at the argument `index` where given (else at its type). */
  fail(message: string, index?: number): never;
}

/** How ISS (sigh's Interactive Sudoku Solver) writes a kind's rules: `.Type~arg~…`, each type read as ISS means it. */
export interface IssForm<R extends RuleData> {
  /** Types without arguments (`.AntiKnight`), each with the rules it stands for. */
  flags?: Record<string, readonly R[]>;
  /** Types read from their arguments, each giving the rules one constraint stands for. */
  read?: Record<string, (a: IssArgs) => R[]>;
  /** The rule a cell's given candidates (`.~R1C1_1_3_5_7_9`) mean where they mean one of this kind (all the odd values: an odd cell). */
  candidates?(cell: number, values: readonly number[], n: number): R | undefined;
}

/**
 * The pairs of orthogonal neighbours among cells, as ISS takes a dot or mark over several cells: each
 * cell in the order written with every neighbour written after it.
 */
export function neighbourPairsAmong(cells: readonly number[], n: number): [number, number][] {
  const pairs: [number, number][] = [];
  cells.forEach((a, i) => {
    for (const b of cells.slice(i + 1))
      if (Math.abs(a - b) === n || (Math.abs(a - b) === 1 && Math.floor(a / n) === Math.floor(b / n))) pairs.push([a, b]);
  });
  return pairs;
}

/** Whether two cells are a king's move apart (orthogonal or diagonal neighbours). */
export function kingsMove(a: number, b: number, n: number): boolean {
  return Math.max(Math.abs(Math.floor(a / n) - Math.floor(b / n)), Math.abs((a % n) - (b % n))) === 1;
}

/** Every pair (first < second) of cells a fixed set of moves apart, the moves given one way round. */
export function pairsByMoves(n: number, moves: readonly [number, number][]): [number, number][] {
  const pairs: [number, number][] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      for (const [dr, dc] of moves) {
        const r2 = r + dr;
        const c2 = c + dc;
        if (r2 < 0 || r2 >= n || c2 < 0 || c2 >= n) continue;
        const a = r * n + c;
        const b = r2 * n + c2;
        pairs.push(a < b ? [a, b] : [b, a]);
      }
    }
  }
  return pairs.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
}

/** Every pair (first < second) of orthogonal neighbours. */
export function orthogonalPairs(n: number): [number, number][] {
  return pairsByMoves(n, [
    [0, 1],
    [1, 0],
  ]);
}
