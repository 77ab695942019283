import { cellName } from './cell-name.js';
import {
  canonicalRules,
  everyRule,
  type Rule,
  type RuleChoice,
  type RuleExclusion,
  type RuleOccurrence,
  type RulePair,
  type RulePartition,
  type RuleRanking,
  type RuleRegionCount,
  type RuleRegionGroup,
  type RuleSequence,
  type RuleTriple,
  type RuleSum,
  type RuleUnit,
  ruleChains,
  ruleChoices,
  ruleExclusions,
  ruleOccurrences,
  rulePartitions,
  ruleRankings,
  ruleRegionCounts,
  ruleRegionGroups,
  ruleSums,
  ruleId,
  ruleKind,
  ruleProblem,
  rulePairs,
  ruleSequences,
  ruleTriples,
  ruleUnits,
  rulesFromId,
} from './rules/index.js';
import { withArticle } from './article.js';

/**
 * The most cell pairs a puzzle's rules may tie: anti-knight and anti-king on a 100x100 tie 58,410, a nabner
 * line of 1,400 cells about 980,000.
 */
export const MAX_RULE_PAIRS = 1_000_000;

/** A choice between rules: at least one alternative (a shape of the same grid with those rules alone) holds. */
export interface ShapeChoice extends Omit<RuleChoice, 'alternatives'> {
  alternatives: readonly Shape[];
}

/**
 * The geometry and rules of a Sudoku: an n×n grid of boxes with `boxRows` rows and `boxCols`
 * columns (n = boxRows·boxCols, boxRows ≤ boxCols by convention), or of n irregular regions of n
 * cells (a jigsaw), and the rules a variant adds (`rules`). Square boxes (k×k, n = k²) are the
 * case boxRows = boxCols = k. Everything that asks "which box holds (r, c)" or "the cells of box
 * b" asks the shape, so rectangular boxes and jigsaw regions touch this module and nothing else:
 * a region is a box to every other module.
 *
 * Boxes are numbered row-major: the grid has n / boxRows bands of boxes stacked vertically and
 * n / boxCols stacks side by side, and box b is in band ⌊b / (n / boxCols)⌋. Regions are numbered
 * in the order their first cell comes in reading order, their cells in reading order.
 */
export class Shape {
  readonly n: number;
  /** Boxes side by side in one band: n / boxCols. */
  readonly stacks: number;
  /** The region of each cell (row-major) when regions replace the boxes; undefined for boxes. */
  readonly regions: Uint16Array | undefined;
  /** The rules beyond rows, columns and regions, in canonical order. */
  readonly rules: readonly Rule[];
  /**
   * The smallest value (0 or 1): the grid holds the values lowest … lowest + n − 1 (`values: 0-8`).
   * Cells and their variables hold the index 1..n of a value all the same; what a rule reads of a
   * value is its number, `valueOf(index)`.
   */
  readonly lowest: number;
  /** Cell j of region b: regionCells[b·n + j]. */
  private readonly regionCells: Int32Array | undefined;
  private variantId?: string;
  private derived?: {
    units: RuleUnit[];
    pairs: RulePair[];
    triples: RuleTriple[];
    sequences: RuleSequence[];
    sums: RuleSum[];
    chains: { rule: Rule; cells: number[] }[];
    rankings: RuleRanking[];
    exclusions: RuleExclusion[];
    occurrences: RuleOccurrence[];
    partitions: RulePartition[];
    regionGroups: RuleRegionGroup[];
    regionCounts: RuleRegionCount[];
    choices: ShapeChoice[];
  };

  private constructor(
    readonly boxRows: number,
    readonly boxCols: number,
    regions?: Uint16Array,
    rules: readonly Rule[] = [],
    lowest = 1,
  ) {
    this.n = boxRows * boxCols;
    this.lowest = lowest;
    this.stacks = this.n / boxCols;
    this.regions = regions;
    this.rules = rules;
    if (regions) {
      const n = this.n;
      this.regionCells = new Int32Array(n * n);
      const filled = new Int32Array(n);
      for (let cell = 0; cell < n * n; cell++) {
        const b = regions[cell]!;
        this.regionCells[b * n + filled[b]!++] = cell;
      }
    }
  }

  /**
   * Rows and columns only: boxes of one row (1×n), which are the rows again, with no regions in
   * their place. Rules that read the boxes (a box indexer, disjoint groups) refuse such a grid.
   */
  get boxless(): boolean {
    return this.boxRows === 1 && this.regions === undefined;
  }

  /** Plain boxes, the values 1..n and no further rules: the classic puzzle. */
  get classic(): boolean {
    return this.regions === undefined && this.rules.length === 0 && this.lowest === 1;
  }

  /** The number a cell holding value index v (1..n) holds: v on the values 1..n, v − 1 on 0..n − 1. */
  valueOf(index: number): number {
    return index + this.lowest - 1;
  }

  /** The value index (1..n) of a number of the grid's values; undefined for a number outside them. */
  indexOf(value: number): number | undefined {
    const index = value - this.lowest + 1;
    return Number.isInteger(index) && index >= 1 && index <= this.n ? index : undefined;
  }

  /** `0-8`, `1-9`: the grid's values, as a document's `values:` writes them. */
  get valueRange(): string {
    return `${this.valueOf(1)}-${this.valueOf(this.n)}`;
  }

  /**
   * This shape with irregular regions (cell → region label, row-major, n labels each on n cells),
   * rules and the smallest value (0 or 1; the shape's own unless given); throws a RangeError saying
   * what is wrong. Regions that are the boxes are boxes.
   */
  withVariant(variant: {
    regions?: ArrayLike<number> | undefined;
    rules?: readonly Rule[] | undefined;
    lowest?: number | undefined;
  }): Shape {
    const n = this.n;
    const lowest = variant.lowest ?? this.lowest;
    if (lowest !== 0 && lowest !== 1) throw new RangeError(`a grid's values start at 0 or 1, not ${lowest}`);
    let regions = this.regions;
    if (variant.regions !== undefined) regions = canonicalRegions(variant.regions, n, this);
    const rules = canonicalRules([...this.rules, ...(variant.rules ?? [])], n);
    // A rule marks cells or the pairs between them: room for one on every cell and every pair of
    // orthogonal or diagonal neighbours (under 5n²) is room for any puzzle, and bounds hostile input.
    const most = 5 * n * n;
    // Rules inside rules (any-of, all-of) count as rules, and their pairs as pairs.
    const every = everyRule(rules);
    if (every.length > most)
      throw new RangeError(`${withArticle(`${n}x${n}`)} grid takes at most ${most} rules, these are ${every.length}`);
    if (regions === undefined && rules.length === 0 && lowest === 1) return this.classic ? this : Shape.of(this.boxRows, this.boxCols);
    const shape = new Shape(this.boxRows, this.boxCols, regions, rules, lowest);
    // Each rule on the grid with its regions and values (a region-sum line reads a jigsaw's regions
    // where the side has no boxes).
    for (const rule of rules) {
      const problem = ruleProblem(rule, shape);
      if (problem) throw new RangeError(problem);
    }
    // The pairs are kept and encoded one by one: a line whose every two cells are tied (a nabner
    // line) is quadratic in its length, and this bounds the memory a hostile one takes.
    const pairs = every.reduce((total, rule) => total + (ruleKind(rule).pairs?.(rule, shape).length ?? 0), 0);
    if (pairs > MAX_RULE_PAIRS)
      throw new RangeError(
        `these rules tie ${pairs.toLocaleString('en-US')} pairs of cells; a puzzle takes at most ${MAX_RULE_PAIRS.toLocaleString('en-US')}`,
      );
    return shape;
  }

  /** The same boxes and values without regions or rules. */
  get plain(): Shape {
    if (this.classic) return this;
    return this.lowest === 1 ? Shape.of(this.boxRows, this.boxCols) : new Shape(this.boxRows, this.boxCols, undefined, [], this.lowest);
  }

  private derive() {
    // A classic shape has none: nothing is kept on it, so classic shapes stay plain values.
    if (this.classic) return NOTHING_DERIVED;
    this.derived ??= {
      units: ruleUnits(this.rules, this),
      pairs: rulePairs(this.rules, this),
      triples: ruleTriples(this.rules, this),
      sequences: ruleSequences(this.rules, this),
      sums: ruleSums(this.rules, this),
      chains: ruleChains(this.rules, this),
      rankings: ruleRankings(this.rules, this),
      exclusions: ruleExclusions(this.rules, this),
      occurrences: ruleOccurrences(this.rules, this),
      partitions: rulePartitions(this.rules),
      regionGroups: ruleRegionGroups(this.rules, this),
      regionCounts: ruleRegionCounts(this.rules, this),
      choices: ruleChoices(this.rules, this).map((choice) => {
        const settings = this.rules.filter((rule) => ruleKind(rule).setting);
        return {
          ...choice,
          alternatives: choice.alternatives.map((rules) =>
            this.plain.withVariant({ regions: this.regions, rules: [...settings, ...rules] }),
          ),
        };
      }),
    };
    return this.derived;
  }

  /** The extra all-different units the rules add (diagonals, windows, groups, extra regions, cages). */
  get extraUnits(): readonly RuleUnit[] {
    return this.derive().units;
  }

  /** The cell pairs the rules constrain (anti-knight, anti-king, non-consecutive). */
  get pairs(): readonly RulePair[] {
    return this.derive().pairs;
  }

  /** The cell triples the rules constrain (between and lockout lines: the ends and a cell between them). */
  get triples(): readonly RuleTriple[] {
    return this.derive().triples;
  }

  /** The rows and columns automata read (outside clues: sandwich sums, X-sums, skyscrapers). */
  get sequences(): readonly RuleSequence[] {
    return this.derive().sequences;
  }

  /** The sums the rules ask for (killer cages). */
  get sums(): readonly RuleSum[] {
    return this.derive().sums;
  }

  /** The chains of strictly increasing cells (thermometers). */
  get chains(): readonly { rule: Rule; cells: number[] }[] {
    return this.derive().chains;
  }

  /** The lines ranked among others read as numbers (full-rank clues). */
  get rankings(): readonly RuleRanking[] {
    return this.derive().rankings;
  }

  /** The choices between rules (any-of, all-of), each alternative a shape of the same grid with its rules alone. */
  get choices(): readonly ShapeChoice[] {
    return this.derive().choices;
  }

  /** The values the rules keep out of cells (odd and even cells). */
  get exclusions(): readonly RuleExclusion[] {
    return this.derive().exclusions;
  }

  /** The values the rules ask cells to hold (quadruples). */
  get occurrences(): readonly RuleOccurrence[] {
    return this.derive().occurrences;
  }

  /** The regions the solver builds (chaos construction). */
  get partitions(): readonly RulePartition[] {
    return this.derive().partitions;
  }

  /** Groups of cells one built region holds. */
  get regionGroups(): readonly RuleRegionGroup[] {
    return this.derive().regionGroups;
  }

  /** Cells whose values count cells or regions of the built regions. */
  get regionCounts(): readonly RuleRegionCount[] {
    return this.derive().regionCounts;
  }

  /**
   * Everything that makes this shape, as one string that `fromId` reads back: the box key for
   * classic shapes (`3x3`), followed by `;values=…`, `;regions=…` and `;rules=…` for variants.
   */
  get id(): string {
    if (this.classic) return this.key;
    // Kept once made: caches and thread messages ask for a variant's id once a puzzle.
    this.variantId ??= [
      this.key,
      ...(this.lowest !== 1 ? [`values=${this.valueRange}`] : []),
      ...(this.regions ? [`regions=${Array.from(this.regions, (b) => b.toString(36)).join('.')}`] : []),
      ...(this.rules.length > 0 ? [`rules=${this.rules.map((r) => ruleId(r, this.n)).join(' ')}`] : []),
    ].join(';');
    return this.variantId;
  }

  /** The shape an `id` names. */
  static fromId(id: string): Shape {
    const [key, ...parts] = id.split(';');
    const shape = Shape.parse(key!);
    if (!shape) throw new RangeError(`not a shape id: ${id}`);
    if (parts.length === 0) return shape;
    let regions: number[] | undefined;
    let lowest: number | undefined;
    const rules: Rule[] = [];
    for (const part of parts) {
      if (part.startsWith('values=')) lowest = Number.parseInt(part.slice(7), 10);
      else if (part.startsWith('regions='))
        regions = part
          .slice(8)
          .split('.')
          .map((b) => Number.parseInt(b, 36));
      else if (part.startsWith('rules=')) {
        for (const word of part.slice(6).split(' ')) {
          const found = rulesFromId(word, shape.n);
          if (typeof found === 'string') throw new RangeError(found);
          rules.push(...found);
        }
      }
    }
    return shape.withVariant({ regions, rules, lowest });
  }

  /** k×k boxes: the classic shape (k = 3 is 9×9). */
  static square(k: number): Shape {
    return Shape.of(k, k);
  }

  /** Boxes of `boxRows` rows and `boxCols` columns. */
  static of(boxRows: number, boxCols: number): Shape {
    if (!Number.isInteger(boxRows) || !Number.isInteger(boxCols) || boxRows < 1 || boxCols < 1 || boxRows * boxCols > 65535) {
      throw new RangeError(`a box shape is two whole numbers from 1 up, at most 65535 cells, got ${boxRows}x${boxCols}`);
    }
    if (boxRows > boxCols)
      throw new RangeError(`a box shape is written rows x columns with rows ≤ columns (${boxCols}x${boxRows}), got ${boxRows}x${boxCols}`);
    return new Shape(boxRows, boxCols);
  }

  /** Reads `2x3` (also `2×3`, `2X3`). Undefined for any other text. */
  static parse(text: string): Shape | undefined {
    const m = /^\s*(\d+)\s*[xX×]\s*(\d+)\s*$/.exec(text);
    if (!m) return undefined;
    const [r, c] = [Number(m[1]), Number(m[2])];
    return r >= 1 && c >= 1 && r <= c && r * c <= 65535 ? Shape.of(r, c) : undefined;
  }

  /**
   * The box shapes a grid of side n may have when nothing says which: k×k for square n, else
   * the r×c with 2 ≤ r ≤ c (1×n, boxes that are rows, only when asked for).
   */
  static plausible(n: number): Shape[] {
    if (!Number.isInteger(n) || n < 1 || n > 65535) return [];
    const k = Math.round(Math.sqrt(n));
    if (k * k === n) return [Shape.square(k)];
    const shapes: Shape[] = [];
    for (let r = 2; r * r <= n; r++) if (n % r === 0) shapes.push(Shape.of(r, n / r));
    return shapes;
  }

  /** The side alone says this shape (9×9 is 3x3, 6×6 is 2x3; 12×12 could be 2x6 or 3x4). */
  get inferable(): boolean {
    const plausible = Shape.plausible(this.n);
    return plausible.length === 1 && plausible[0]!.boxRows === this.boxRows && plausible[0]!.boxCols === this.boxCols;
  }

  get square(): boolean {
    return this.boxRows === this.boxCols;
  }

  /** `3x3`, `2x3`: the box, as `--box` takes it. */
  get key(): string {
    return `${this.boxRows}x${this.boxCols}`;
  }

  /** `9x9`, `6x6 (2x3 boxes)`, `9x9 without boxes`, `9x9 jigsaw with anti-knight`: for messages and headers. */
  get name(): string {
    const side = `${this.n}x${this.n}`;
    const base = this.regions
      ? `${side} jigsaw`
      : this.boxless
        ? `${side} without boxes`
        : this.square
          ? side
          : `${side} (${this.key} boxes)`;
    const values = this.lowest === 1 ? '' : ` of the values ${this.valueRange}`;
    return this.rules.length === 0 ? `${base}${values}` : `${base}${values} with ${this.ruleLabels().join(', ')}`;
  }

  /** How a person names each rule: `diagonal (main)`, `anti-knight`. */
  ruleLabels(): string[] {
    return this.rules.map((r) => ruleKind(r).label(r));
  }

  /** Index (0..n-1) of the box (or region) holding row r, column c. */
  boxOf(r: number, c: number): number {
    if (this.regions) return this.regions[r * this.n + c]!;
    return Math.floor(r / this.boxRows) * this.stacks + Math.floor(c / this.boxCols);
  }

  /** Row of cell j (0..n-1, row-major within the box) of box b. */
  boxCellRow(b: number, j: number): number {
    if (this.regionCells) return Math.floor(this.regionCells[b * this.n + j]! / this.n);
    return Math.floor(b / this.stacks) * this.boxRows + Math.floor(j / this.boxCols);
  }

  /** Column of cell j (0..n-1, row-major within the box) of box b. */
  boxCellCol(b: number, j: number): number {
    if (this.regionCells) return this.regionCells[b * this.n + j]! % this.n;
    return (b % this.stacks) * this.boxCols + (j % this.boxCols);
  }

  equals(other: Shape): boolean {
    if (this === other) return true;
    if (this.classic && other.classic) return this.boxRows === other.boxRows && this.boxCols === other.boxCols;
    return this.id === other.id;
  }
}

const NOTHING_DERIVED: NonNullable<Shape['derived']> = {
  units: [],
  pairs: [],
  triples: [],
  sequences: [],
  sums: [],
  chains: [],
  rankings: [],
  exclusions: [],
  occurrences: [],
  partitions: [],
  regionGroups: [],
  regionCounts: [],
  choices: [],
};

/**
 * Regions numbered by their first cell in reading order; undefined when they are the boxes.
 * Throws a RangeError unless there are n labels on n cells each.
 */
function canonicalRegions(labels: ArrayLike<number>, n: number, boxes: Shape): Uint16Array | undefined {
  if (labels.length !== n * n) throw new RangeError(`${withArticle(`${n}x${n}`)} grid's regions name ${n * n} cells, got ${labels.length}`);
  const number = new Map<number, number>();
  const sizes: number[] = [];
  const regions = new Uint16Array(n * n);
  for (let cell = 0; cell < n * n; cell++) {
    const label = labels[cell]!;
    let b = number.get(label);
    if (b === undefined) {
      b = number.size;
      if (b >= n) throw new RangeError(`${withArticle(`${n}x${n}`)} grid has ${n} regions; ${cellName(n, cell)} starts region ${b + 1}`);
      number.set(label, b);
      sizes.push(0);
    }
    regions[cell] = b;
    sizes[b]!++;
  }
  if (number.size < n) throw new RangeError(`${withArticle(`${n}x${n}`)} grid has ${n} regions, these are ${number.size}`);
  const wrong = sizes.findIndex((s) => s !== n);
  if (wrong >= 0) {
    const first = regions.indexOf(wrong);
    throw new RangeError(`every region has ${n} cells; the region of ${cellName(n, first)} has ${sizes[wrong]}`);
  }
  let boxesAgain = true;
  for (let cell = 0; cell < n * n && boxesAgain; cell++) {
    const r = Math.floor(cell / n);
    boxesAgain = regions[cell] === Math.floor(r / boxes.boxRows) * boxes.stacks + Math.floor((cell % n) / boxes.boxCols);
  }
  return boxesAgain ? undefined : regions;
}
