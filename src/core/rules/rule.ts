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
  /** Rows and columns only (boxes of one row, no regions in their place). */
  readonly boxless?: boolean;
  /** The smallest value, 0 on a grid of the values 0..n − 1; 1 unless given. */
  readonly lowest?: number;
}

/** The number a cell holding value index v (1..n) holds on this grid: v, or v − 1 where the values start at 0. */
export function numberOf(v: number, geometry: Pick<Geometry, 'lowest'>): number {
  return v + (geometry.lowest ?? 1) - 1;
}

/** Why a rule that reads the boxes cannot apply to a grid without them. */
export function boxlessProblem(geometry: Geometry, what: string): string | undefined {
  return geometry.boxless ? `${what} reads the boxes, and a grid without boxes has none` : undefined;
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

/**
 * A cell whose value counts something of the regions the solver builds (chaos construction). With
 * `arms`, lines that all start at one cell: the value is the cells along them, from the start on
 * while they stay in the start's region (the start counted once), less `offset`. With `regionsOf`:
 * the value is how many of the regions hold one or more of those cells.
 */
export interface RegionCount {
  control: number;
  arms?: readonly (readonly number[])[];
  regionsOf?: readonly number[];
  offset: number;
}

/** What a region count says of the cut `region` (a region number per cell) for its control cell: its value. */
export function regionCountValue(count: RegionCount, region: ArrayLike<number>): number {
  if (count.regionsOf) return new Set(count.regionsOf.map((c) => region[c])).size;
  let total = 1;
  for (const arm of count.arms ?? []) {
    let run = 1;
    while (run < arm.length && region[arm[run]!] === region[arm[0]!]) run++;
    total += run - 1;
  }
  return total - count.offset;
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

/**
 * A line ranked among others read as numbers (full rank): of the `others` whose first cell holds
 * the same value as the line's, exactly `below` read lower (compared cell by cell from the first;
 * no count where it is undefined), and none of those at the indices `untied` reads the same.
 */
export interface Ranking {
  line: readonly number[];
  others: readonly (readonly number[])[];
  below?: number;
  untied: readonly number[];
}

/** How another line reads against a ranked one, on a grid whose cells are all filled: `apart` where their first values differ. */
export function compareLines(
  line: readonly number[],
  other: readonly number[],
  value: (cell: number) => number,
): 'lower' | 'same' | 'higher' | 'apart' {
  if (value(other[0]!) !== value(line[0]!)) return 'apart';
  for (let j = 1; j < line.length; j++) {
    const [a, b] = [value(other[j]!), value(line[j]!)];
    if (a !== b) return a < b ? 'lower' : 'higher';
  }
  return 'same';
}

/** Whether a ranking holds: as yet where a cell it reads is empty (value 0), else as its lines read. */
export function rankingHolds({ line, others, below, untied }: Ranking, value: (cell: number) => number): boolean {
  if (line.some((c) => value(c) === 0) || others.some((other) => other.some((c) => value(c) === 0))) return true;
  const read = others.map((other) => compareLines(line, other, value));
  if (untied.some((i) => read[i] === 'same')) return false;
  return below === undefined || read.filter((r) => r === 'lower').length === below;
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
  /**
   * A setting of how others of its family read (full rank's ties): it reaches the rules inside an
   * any-of or all-of too, each of whose alternatives is read as a grid of its own rules.
   */
  setting?: true;
  /**
   * Why a well-formed rule can hold on no grid (a cage's sum out of its cells' reach), checked
   * after `problem`: a puzzle's own rule is refused with it, and an alternative of a choice
   * (any-of) that holds it is simply false.
   */
  impossible?(rule: R, geometry: Geometry): string | undefined;
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
  /**
   * The same rule as an automaton reading the rule's cells in order (a line's), which `--line-encoding
   * mdd` writes instead of its pairs; none for a rule whose automaton would grow too large (its pairs written then).
   */
  lineAutomaton?(rule: R, geometry: Geometry): Automaton | undefined;
  /** The same rule as comparisons between cells (a maximum's, a slow thermometer's), which `--line-encoding order` writes through order variables instead of its pairs. */
  comparisons?(rule: R, geometry: Geometry): { lower: number; higher: number; strict: boolean }[];
  /** Rows or columns read in order by an automaton (an outside clue's). */
  sequences?(rule: R, geometry: Geometry): { cells: readonly number[]; automaton: Automaton }[];
  /**
   * Alternatives of rules, at least one of which holds whole (every rule of it): `any-of`'s each
   * rule alone, `all-of`'s one alternative of all its rules. Every layer reads them as a choice.
   */
  alternatives?(rule: R, geometry: Geometry): RuleData[][];
  /**
   * For a kind made of other rules (`any-of`, `all-of`): its rules, and the rule made of them. A
   * document writes it `{<kind>: [<rule>, …]}`, its id `<kind><<id>&<id>…>`.
   */
  nested?: { rules(rule: R): readonly RuleData[]; make(rules: RuleData[]): R };
  /** Values cells may not hold. */
  excluded?(rule: R, geometry: Geometry): CellExclusion[];
  /** Values that cells must hold, at least so many times. */
  required?(rule: R, geometry: Geometry): Occurrence[];
  /** Chains of cells whose values strictly increase along the chain. */
  chains?(rule: R, geometry: Geometry): number[][];
  /** Lines ranked among others read as numbers (a full-rank clue's). */
  rankings?(rule: R, geometry: Geometry): Ranking[];
  /**
   * Regions the solver builds beside rows, columns and the boxes (chaos construction): the grid cut
   * into n orthogonally connected regions of n cells, each holding every value once, which no
   * cell's value alone decides.
   */
  buildsRegions?: boolean;
  /** Groups of cells that one of the regions the solver builds holds. */
  sameRegion?(rule: R, geometry: Geometry): number[][];
  /** Cells whose values count cells or regions of the regions the solver builds (a kind with them builds regions). */
  regionCounts?(rule: R, geometry: Geometry): RegionCount[];
  /**
   * For a rule over cells a puzzle names (a cage, a thermometer): how a puzzle document writes it,
   * `{<kind>: [<cells>], <key>: <number>}`, where the number is there when the kind has one (a
   * cage's `sum`, a white dot's `difference`). Other rules are written by their id (`antiknight`,
   * `diagonal-main`).
   */
  listed?: {
    cells(rule: R): readonly number[];
    number?: { key: string; of(rule: R): number | undefined };
    /** Its cells name the same rule in any order (it holds them as `cells`): its id lists them sorted, and so does the canonical rule. */
    unordered?: boolean;
    /** A list of numbers instead (a quadruple's values): written `values: [1, 2]` in a document, `1+2` in its id. */
    values?: { key: string; of(rule: R): readonly number[] };
    /** A text instead (a regular expression): written `pattern: "…"` in a document, `<kind>:<text>:<cells>` as its id (the text without white space or colons). */
    text?: { key: string; of(rule: R): string };
    /** The rule over these cells (and number, values or text, where the kind has them) on a grid of side n, or how the kind is written. */
    make(cells: number[], number: number | undefined, n: number, values?: number[], text?: string): R | string;
  };
  /**
   * For a rule a puzzle names by a word alone: each word with the rules it names (`x` both
   * diagonals); a rule's id is the first word that names it alone. Without it, a kind whose rules
   * say nothing but their kind is named by its kind.
   */
  names?: Record<string, readonly R[]>;
  /**
   * For a kind a puzzle holds many of (cages, thermometers): one of them and several, as formula
   * headers count them; how the web app lists them (`3 killer cages`), and what a header calls
   * their sums, where either differs from `many`. Other kinds are named one by one by `label`.
   */
  counted?: { one: string; many: string; listed?: string; sums?: string };
  /**
   * Its rules mean the same on a grid whose values start at 0 (`values: 0-8`): it reads a value's
   * number only through its pairs' and triples' relations, its sums (which are read as numbers, a
   * cage's `sum` the total of the numbers) and `numberOf`. A kind without it is refused on such a
   * grid by name.
   */
  anyValues?: true;
  /** A rule of this kind on a grid of side 4 or more (the conformance tests try every kind through it). */
  example(geometry: Geometry): R;
  /** The rule in a sentence, for the web app's list of rules and the documentation. */
  description: string;
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
