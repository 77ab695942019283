import { symbolOf, valuesAlphabet } from './alphabet.js';
import { cellName } from './cell-name.js';
import { partitionOf, rankingHolds, ruleKind, supported, weightOf } from './rules/index.js';

export { cellName } from './cell-name.js';
import { Shape } from './shape.js';
import { withArticle } from './article.js';

/**
 * The puzzle model: a grid of the given shape (n×n cells, boxes of boxRows × boxCols), cells
 * stored row-major; 0 is an empty cell, values are 1..n.
 */
export class Grid {
  readonly shape: Shape;
  readonly n: number;
  readonly cells: Uint16Array;

  /**
   * An empty grid, or a grid over the given cells (taken, not copied). A number is the box side
   * k of square k×k boxes: `new Grid(3)` is an empty 9×9.
   */
  constructor(shape: Shape | number, cells?: Uint16Array) {
    if (typeof shape === 'number' && (!Number.isInteger(shape) || shape < 1 || shape > 255)) {
      throw new RangeError(`box side k must be an integer from 1 to 255, got ${shape}`);
    }
    this.shape = typeof shape === 'number' ? Shape.square(shape) : shape;
    this.n = this.shape.n;
    const size = this.n * this.n;
    if (cells && cells.length !== size) {
      throw new RangeError(`${withArticle(this.shape.name)} grid has ${size} cells, got ${cells.length}`);
    }
    this.cells = cells ?? new Uint16Array(size);
  }

  /** The box side k of square k×k boxes; undefined for rectangular boxes. */
  get k(): number | undefined {
    return this.shape.square ? this.shape.boxRows : undefined;
  }

  get(row: number, col: number): number {
    return this.cells[row * this.n + col]!;
  }

  set(row: number, col: number, value: number): void {
    this.cells[row * this.n + col] = value;
  }

  /** Index (0..n-1) of the box holding a cell, boxes numbered row-major. */
  boxOf(row: number, col: number): number {
    return this.shape.boxOf(row, col);
  }

  /** Number of filled cells. */
  givens(): number {
    let count = 0;
    for (const v of this.cells) if (v !== 0) count++;
    return count;
  }

  clone(): Grid {
    return new Grid(this.shape, this.cells.slice());
  }

  /**
   * The one-line form, as the `line` format writes it: n² symbols in reading order, `.` for an
   * empty cell (81 characters for 9×9). Beyond 64×64 (36×36 on the values 0..n − 1), where no
   * one-character alphabet reaches, rows of space-separated numbers (cellText), one row a line.
   */
  toString(): string {
    const alphabet = valuesAlphabet(this.n, this.shape.lowest);
    if (alphabet) return Array.from(this.cells, (v) => symbolOf(v, alphabet)).join('');
    const rows: string[] = [];
    for (let r = 0; r < this.n; r++)
      rows.push(Array.from(this.cells.subarray(r * this.n, (r + 1) * this.n), (v) => cellText(this.shape, v)).join(' '));
    return rows.join('\n');
  }

  equals(other: Grid): boolean {
    if (!other.shape.equals(this.shape)) return false;
    for (let i = 0; i < this.cells.length; i++) if (this.cells[i] !== other.cells[i]) return false;
    return true;
  }
}

/** A cell as the plain writers show it: its number, or for an empty cell 0 (`.` where 0 is a value). */
export function cellText(shape: Shape, v: number): string {
  return v === 0 ? (shape.lowest === 1 ? '0' : '.') : String(shape.valueOf(v));
}

export type Unit = 'row' | 'column' | 'box';

/** Two givens that break a rule: the same value twice in a unit, or a pair a rule forbids. */
export interface Conflict {
  value: number;
  /** `row`, `column`, `box`; `region` for a jigsaw's; a rule's label for its units and pairs. */
  unit: Unit | 'region' | (string & {});
  /** 0-based index of the unit (row, column, box or region number; the rule's unit for rules; 0 for pairs). */
  unitIndex: number;
  /** `row 3`, `box 2`, `diagonal (main)`, `anti-knight`: where the clash is, as messages say it. */
  where: string;
  /** Cell indices (row-major); `first` comes before `second` in reading order. */
  first: number;
  second: number;
  /** For a pair rule: the value of `second` (which may differ from `value`, as under non-consecutive). */
  secondValue?: number;
  /** A cell that breaks a rule alone (an odd cell holding 2): `first` and `second` are that cell. */
  alone?: true;
}

/**
 * `r8c6 and r8c4 both hold 1 in row 8`, `r3c2 = 5 and r1c1 = 5 break anti-knight`: the values as the
 * grid's numbers (0 the first on a grid of 0-8).
 */
export function conflictText(grid: Pick<Shape, 'n' | 'valueOf'> | number, c: Conflict, firstAt = ''): string {
  // A side alone is a grid of the values 1..n.
  const shape = typeof grid === 'number' ? { n: grid, valueOf: (v: number) => v } : grid;
  const { n } = shape;
  const value = shape.valueOf(c.value);
  if (c.alone) return `${cellName(n, c.first)}${firstAt} = ${value} breaks ${c.where}`;
  if (c.secondValue !== undefined)
    return `${cellName(n, c.second)} = ${shape.valueOf(c.secondValue)} and ${cellName(n, c.first)}${firstAt} = ${value} break ${c.where}`;
  return `${cellName(n, c.second)} and ${cellName(n, c.first)}${firstAt} both hold ${value} in ${c.where}`;
}

/**
 * Every pair of clashing givens, each reported once per unit: the later cell against the
 * first cell of that unit holding the same value. Ordered by the later cell; then the clashes in
 * a variant's extra units and pair rules.
 */
export function findConflicts(grid: Grid): Conflict[] {
  const { n, shape, cells } = grid;
  const nn = n * n;
  const boxUnit = shape.regions ? 'region' : 'box';
  // The first cell holding each value in each row, column and box (-1: none yet), in one array.
  const seen = new Int32Array(3 * nn).fill(-1);
  let conflicts: Conflict[] | undefined;
  for (let cell = 0; cell < nn; cell++) {
    const v = cells[cell]!;
    if (v === 0) continue;
    const r = (cell / n) | 0;
    const c = cell - r * n;
    const b = shape.boxOf(r, c);
    for (let u = 0; u < 3; u++) {
      const unitIndex = u === 0 ? r : u === 1 ? c : b;
      const slot = u * nn + unitIndex * n + (v - 1);
      const first = seen[slot]!;
      if (first < 0) seen[slot] = cell;
      else {
        const unit = u === 2 ? boxUnit : UNITS[u]!;
        conflicts ??= [];
        conflicts.push({ value: v, unit, unitIndex, where: `${unit} ${unitIndex + 1}`, first, second: cell });
      }
    }
  }
  if (shape.classic) return conflicts ?? [];
  return [...(conflicts ?? []), ...ruleConflicts(grid)];
}

/**
 * The filled cells that break a variant's rules: the same value twice in an extra unit, a pair a
 * pair rule forbids, a sum exceeded (or complete and missed), a thermometer that cannot rise.
 * Givens, a board's decided cells and a complete solution are all checked by it.
 */
export function ruleConflicts(grid: Grid): Conflict[] {
  const { shape, cells } = grid;
  const found: Conflict[] = [];
  // The first cell holding each value in the unit, plus one (0: none), cleared after each unit.
  const at = new Int32Array(shape.n + 1);
  shape.extraUnits.forEach((unit, unitIndex) => {
    for (const cell of unit.cells) {
      const v = cells[cell]!;
      if (v === 0) continue;
      const first = at[v]! - 1;
      if (first < 0) at[v] = cell + 1;
      else found.push({ value: v, unit: unit.name, unitIndex, where: unit.name, first, second: cell });
    }
    for (const cell of unit.cells) at[cells[cell]!] = 0;
  });
  for (const pair of shape.pairs) {
    const x = cells[pair.a]!;
    const y = cells[pair.b]!;
    if (x !== 0 && y !== 0 && pair.forbidden.forbids(x, y))
      found.push({ value: x, unit: pair.label, unitIndex: 0, where: pair.label, first: pair.a, second: pair.b, secondValue: y });
  }
  for (const {
    cells: [a, b, c],
    allowed,
    label,
  } of shape.triples) {
    const [x, y, z] = [cells[a]!, cells[b]!, cells[c]!];
    if (x !== 0 && y !== 0 && z !== 0 && !allowed.allows(x, y, z)) {
      const [first, second] = a < c ? [a, c] : [c, a];
      const where = `the ${label} (${cellName(shape.n, a)} = ${shape.valueOf(x)}, ${cellName(shape.n, b)} = ${shape.valueOf(y)})`;
      found.push({ value: cells[first]!, unit: label, unitIndex: 0, where, first, second, secondValue: cells[second]! });
    }
  }
  // A row or column whose filled cells leave its automaton no accepted sequence.
  for (const { cells: line, automaton, label } of shape.sequences) {
    const filled = line.filter((c) => cells[c] !== 0);
    if (filled.length === 0) continue;
    const all = Array.from({ length: shape.n }, (_, i) => i + 1);
    if (
      supported(
        automaton,
        line.map((c) => (cells[c] !== 0 ? [cells[c]!] : all)),
      ) !== undefined
    )
      continue;
    found.push(ruleBroken(cells, label, `the ${label}`, Math.min(...filled), Math.max(...filled)));
  }
  // A ranked line checked once every cell it is compared through is filled.
  for (const ranking of shape.rankings) {
    if (rankingHolds(ranking, (c) => cells[c]!)) continue;
    found.push(ruleBroken(cells, ranking.label, `the ${ranking.label}`, ranking.line[0]!, ranking.line.at(-1)!));
  }
  for (const { cell, values, label } of shape.exclusions) {
    const v = cells[cell]!;
    if (v !== 0 && values.includes(v))
      found.push({ value: v, unit: label, unitIndex: 0, where: `the ${label}`, first: cell, second: cell, alone: true });
  }
  found.push(...occurrenceConflicts(grid));
  found.push(...orderAndSumConflicts(grid));
  found.push(...choiceConflicts(grid));
  return found;
}

/** Filled cells that break every alternative of a choice between rules (any-of), each alternative checked alone. */
function choiceConflicts(grid: Grid): Conflict[] {
  const { shape, cells } = grid;
  const out: Conflict[] = [];
  for (const { alternatives, label } of shape.choices) {
    const broken = alternatives.map((alternative) => ruleConflicts(new Grid(alternative, cells))[0]);
    if (broken.some((c) => c === undefined)) continue;
    const [{ first, second }] = broken as [Conflict];
    const where = `the ${label} (each is broken: ${broken.map((c) => c!.where).join('; ')})`;
    out.push(ruleBroken(cells, label, where, Math.min(first, second), Math.max(first, second)));
  }
  return out;
}

/** Filled cells that leave a required value too few cells (a quadruple's 1 with every cell filled otherwise). */
function occurrenceConflicts(grid: Grid): Conflict[] {
  const { shape, cells } = grid;
  const out: Conflict[] = [];
  for (const { cells: group, value, count, label } of shape.occurrences) {
    const others = group.filter((c) => cells[c] !== 0 && cells[c] !== value);
    if (group.length - others.length >= count) continue;
    const where = `the ${label} (${count === 1 ? `${value} is` : `${value} is ${count} times`} among its cells)`;
    out.push(ruleBroken(cells, label, where, others[0]!, others.at(-1)!));
  }
  return out;
}

/** A rule its filled cells break, named by the first and last of them (one cell alone where they are the same). */
function ruleBroken(cells: Uint16Array, unit: string, where: string, first: number, second: number): Conflict {
  const base = { value: cells[first]!, unit, unitIndex: 0, where, first, second };
  return first === second ? { ...base, alone: true } : { ...base, secondValue: cells[second]! };
}

/** Filled cells that break a sum (more than it, or all filled and not it) or a thermometer's order. */
function orderAndSumConflicts(grid: Grid): Conflict[] {
  const { shape, cells } = grid;
  const out: Conflict[] = [];
  for (const sum of shape.sums) {
    let total = 0;
    let filled = 0;
    let first = -1;
    let second = -1;
    for (const c of sum.cells) {
      const v = cells[c]!;
      if (v === 0) continue;
      total += weightOf(sum, c, v, shape.n);
      filled++;
      if (first < 0) first = c;
      second = c;
    }
    if (filled === 0 || (total <= sum.sum && (filled < sum.cells.length || total === sum.sum))) continue;
    const where = `${sum.label} (its filled cells add up to ${total})`;
    out.push({ value: cells[first]!, unit: sum.label, unitIndex: 0, where, first, second, secondValue: cells[second]! });
  }
  for (const { rule, cells: chain } of shape.chains) {
    const label = ruleKind(rule).label(rule);
    for (let i = 0; i < chain.length; i++) {
      for (let j = i + 1; j < chain.length; j++) {
        const a = cells[chain[i]!]!;
        const b = cells[chain[j]!]!;
        // Strictly increasing: j − i steps up from a need b ≥ a + (j − i).
        if (a !== 0 && b !== 0 && b - a < j - i) {
          const [first, second] = chain[i]! < chain[j]! ? [chain[i]!, chain[j]!] : [chain[j]!, chain[i]!];
          out.push({
            value: cells[first]!,
            unit: label,
            unitIndex: 0,
            where: withArticle(label),
            first,
            second,
            secondValue: cells[second]!,
          });
        }
      }
    }
  }
  return out;
}

const UNITS: readonly Unit[] = ['row', 'column', 'box'];

/** Why givens that clash give a puzzle no solution ("r8c6 and r8c4 both hold 1 in row 8"), or undefined when none clash. */
export function clashOf(grid: Grid): string | undefined {
  const [c] = findConflicts(grid);
  return c && `conflicting givens: ${conflictText(grid.shape, c)}`;
}

export type VerifyResult = { ok: true } | { ok: false; reason: string };

/**
 * Independent check that `solution` solves `puzzle`: same size, complete, every row, column
 * and box (or region) a permutation of 1..n, every given kept, and a variant's extra units and
 * pair rules kept. Knows nothing about encodings.
 */
export function verify(puzzle: Grid, solution: Grid): VerifyResult {
  if (!solution.shape.equals(puzzle.shape))
    return { ok: false, reason: `shape differs: ${solution.shape.name}, the puzzle is ${puzzle.shape.name}` };
  const { n, shape } = puzzle;
  for (let cell = 0; cell < n * n; cell++) {
    const v = solution.cells[cell]!;
    if (v < 1 || v > n) return { ok: false, reason: `${cellName(n, cell)} holds ${v}, not a value 1..${n}` };
    const given = puzzle.cells[cell]!;
    if (given !== 0 && given !== v) {
      return { ok: false, reason: `${cellName(n, cell)} holds ${v} but the puzzle gives ${given}` };
    }
  }
  const seen = new Uint8Array(n + 1);
  const check = (unit: string, cellAt: (j: number) => number): VerifyResult => {
    for (let i = 0; i < n; i++) {
      seen.fill(0);
      for (let j = 0; j < n; j++) {
        const cell = cellAt(i * n + j);
        const v = solution.cells[cell]!;
        if (seen[v]) return { ok: false, reason: `${unit} ${i + 1} holds ${v} twice (at ${cellName(n, cell)})` };
        seen[v] = 1;
      }
    }
    return { ok: true };
  };
  const byRow = check('row', (ij) => ij);
  if (!byRow.ok) return byRow;
  const byCol = check('column', (ij) => (ij % n) * n + Math.floor(ij / n));
  if (!byCol.ok) return byCol;
  const byBox = check(shape.regions ? 'region' : 'box', (ij) => {
    const b = Math.floor(ij / n);
    const j = ij % n;
    return shape.boxCellRow(b, j) * n + shape.boxCellCol(b, j);
  });
  if (!byBox.ok || shape.classic) return byBox;
  return verifyRules(solution);
}

/** The extra units and pair rules of a variant, on a complete grid, and the regions it builds. */
function verifyRules(solution: Grid): VerifyResult {
  const [c] = ruleConflicts(solution);
  if (c) return { ok: false, reason: conflictText(solution.shape, c) };
  const built = solution.shape.partitions[0];
  if (built && !builtRegions(solution))
    return {
      ok: false,
      reason: `no ${built.label} regions fit the values: no cut into connected regions of ${solution.n} cells each holding every value once`,
    };
  return { ok: true };
}

/**
 * The regions a complete grid of a chaos construction makes (a region number per cell, numbered
 * by their first cells), or undefined when none fit its values or the shape builds none. Where
 * several fit, the first the search finds.
 */
export function builtRegions(grid: Grid): Int16Array | undefined {
  const { shape, cells, n } = grid;
  if (shape.partitions.length === 0 || cells.includes(0)) return undefined;
  return partitionOf(
    cells,
    n,
    shape.regionGroups.map((g) => g.cells),
    shape.regionCounts,
  );
}
