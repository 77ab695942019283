import type { Shape } from '../core/shape.js';
import { Candidates } from './candidates.js';
import { opt, says, UsageError } from '../core/errors.js';
import { cellName, type Grid } from '../core/grid.js';
import { Board } from './board.js';
import { Units } from './units.js';
import { resolveTactics, type Tactics, toFixpoint } from './engine.js';
import { MASK_BOARD_MAX_N, MaskBoard } from './mask-board.js';

/**
 * How much logic runs before encoding:
 *   none:     only the givens' own eliminations (the `eliminate` encoding's view);
 *   singles:  naked singles and hidden singles, to a fixpoint;
 *   box-line: singles, plus box-line reduction (pointing and claiming), to a fixpoint;
 *   subsets:  then the logic engine's techniques up to naked and hidden subsets (pairs to quads);
 *   fish:     the same up to fish (X-wing, swordfish, jellyfish).
 * Or an explicit list of techniques (`NS+HS+NP`, `UC+X`, as `resolveTechniques` reads them),
 * run to a fixpoint together. Every step only removes candidates that no solution uses. Beyond
 * box-line the techniques run on the tactics route's bit-mask board: for grids up to 32×32.
 */
export const PROPAGATION_LEVELS = ['none', 'singles', 'box-line', 'subsets', 'fish'] as const;
/** The grid side up to which the engine's techniques run before encoding. */
export const ENGINE_PROPAGATION_MAX_N = MASK_BOARD_MAX_N;
/** A level of PROPAGATION_LEVELS, or a list of techniques in the short forms, joined by '+' (`NS+HS+NP`). */
export type PropagationLevel = (typeof PROPAGATION_LEVELS)[number] | (string & {});

/** What a propagation runs: the fast singles and box-line passes, and techniques beyond them. */
interface PropagationPlan {
  singles: boolean;
  boxLine: boolean;
  techniques?: Tactics;
}

function planOf(level: PropagationLevel): PropagationPlan {
  switch (level) {
    case 'none':
      return { singles: false, boxLine: false };
    case 'singles':
      return { singles: true, boxLine: false };
    case 'box-line':
      return { singles: true, boxLine: true };
    case 'subsets':
    case 'fish':
      return { singles: true, boxLine: true, techniques: resolveTactics(level) };
  }
  const techniques = resolveTactics(level);
  const has = (...abbreviations: string[]) => abbreviations.every((a) => techniques.abbreviations.has(a));
  // The fast passes first where the list holds their techniques; the list then runs to its own fixpoint.
  return { singles: has('NS', 'HS'), boxLine: has('NS', 'HS', 'PT', 'CL'), techniques };
}

/**
 * A propagation as a user names it: a level, or a technique list, given back in its short form
 * (`naked pair, x-wing` is `NP+X`). Unknown names are a UsageError.
 */
export function parsePropagation(text: string): PropagationLevel {
  if ((PROPAGATION_LEVELS as readonly string[]).includes(text)) return text;
  try {
    return resolveTactics(text).label;
  } catch (e) {
    if (e instanceof UsageError)
      throw new UsageError(
        `unknown propagation '${text}': use a level (${PROPAGATION_LEVELS.join(', ')}) or a list of techniques (${e.message.replace(/^.*?: use /, '')})`,
      );
    throw e;
  }
}

export interface PropagationResult {
  level: PropagationLevel;
  candidates: Candidates;
  /** Set when propagation proved that the puzzle has no solution, with why. */
  contradiction?: string;
  /** Cells decided beyond the givens. */
  decided: number;
  /** Open cells left, and candidates left in them. */
  openCells: number;
  openCandidates: number;
  nakedSingles: number;
  hiddenSingles: number;
  /** Candidates removed by box-line reduction. */
  boxLine: number;
  /** Deductions of the techniques beyond box-line (levels subsets and fish, and technique lists). */
  logicSteps: number;
  seconds: number;
}

class Contradiction extends Error {}

/**
 * The techniques on the propagated candidates, in place, to a fixpoint, on a bit-mask board; the
 * deductions made. On a contradiction the step engine runs instead, to say what contradicts.
 */
function techniquesFixpoint(puzzle: Grid, candidates: Candidates, techniques: Tactics): number {
  const board = MaskBoard.over(puzzle, candidates, techniques);
  if (board.settle()) {
    board.writeTo(candidates);
    return board.steps;
  }
  throw new Contradiction(toFixpoint(Board.over(puzzle, candidates), techniques.techniques) ?? 'the techniques contradict each other');
}

/** A value ruled out of a cell before propagation starts (a hypothesis, not a given). */
export interface Exclusion {
  cell: number;
  value: number;
}

/**
 * Propagates a puzzle (whose givens do not clash) and reports what it decided. `excluded` values
 * are struck from open cells first, so the result speaks of the solutions that avoid them.
 */
export function propagate(puzzle: Grid, asked: PropagationLevel = 'singles', excluded: readonly Exclusion[] = []): PropagationResult {
  const started = performance.now();
  const level = parsePropagation(asked);
  const plan = planOf(level);
  if (plan.techniques !== undefined && puzzle.n > ENGINE_PROPAGATION_MAX_N) {
    throw new UsageError(
      says`${opt('propagate', level)} runs the logic engine, for grids up to ${ENGINE_PROPAGATION_MAX_N}x${ENGINE_PROPAGATION_MAX_N}; this one is ${puzzle.n}x${puzzle.n}: use ${opt('propagate', 'box-line')}`,
    );
  }
  const p = new Propagator(puzzle);
  let contradiction: string | undefined;
  let logicSteps = 0;
  try {
    p.start();
    for (const { cell, value } of excluded) p.exclude(cell, value);
    if (plan.singles) {
      p.singles();
      while (plan.boxLine && p.boxLine() > 0) p.singles();
    }
    if (plan.techniques !== undefined) logicSteps = techniquesFixpoint(puzzle, p.candidates, plan.techniques);
  } catch (e) {
    if (!(e instanceof Contradiction)) throw e;
    contradiction = e.message;
  }
  const open = p.candidates.openCount();
  const result: PropagationResult = {
    level,
    candidates: p.candidates,
    // The engine's placements are not the propagator's to count: count the decided cells then.
    decided: logicSteps === 0 ? p.decided : p.candidates.value.filter((v) => v !== 0).length - puzzle.givens(),
    openCells: open.cells,
    openCandidates: open.candidates,
    nakedSingles: p.nakedSingles,
    hiddenSingles: p.hiddenSingles,
    boxLine: p.boxLineRemovals,
    logicSteps,
    seconds: (performance.now() - started) / 1000,
  };
  if (contradiction !== undefined) result.contradiction = contradiction;
  return result;
}

/**
 * Units are numbered rows 0..n-1, columns n..2n-1, boxes 2n..3n-1. For every unit and value it
 * keeps how many cells of the unit still allow the value (`places`) and whether a cell of the
 * unit holds it (`placed`), so hidden singles and dead ends show up as counts reach 1 and 0.
 */
class Propagator {
  readonly candidates: Candidates;
  decided = 0;
  nakedSingles = 0;
  hiddenSingles = 0;
  boxLineRemovals = 0;
  private readonly n: number;
  private readonly shape: Shape;
  private readonly units: Units;
  private readonly unitCells: Int32Array;
  private readonly places: Int32Array;
  private readonly placed: Uint8Array;
  private readonly sizes: Uint16Array;
  private readonly nakedQueue: number[] = [];
  private readonly hiddenQueue: number[] = [];

  constructor(private readonly puzzle: Grid) {
    const { n, shape } = puzzle;
    this.n = n;
    this.shape = shape;
    this.candidates = new Candidates(shape);
    this.units = Units.of(shape);
    this.unitCells = this.units.cells;
    this.places = new Int32Array(3 * n * (n + 1));
    this.placed = new Uint8Array(3 * n * (n + 1));
    this.sizes = new Uint16Array(n * n);
  }

  private unitsOf(cell: number): [number, number, number] {
    const { of } = this.units;
    return [of[3 * cell]!, of[3 * cell + 1]!, of[3 * cell + 2]!];
  }

  private unitName(unit: number): string {
    return this.units.name(unit);
  }

  /** Candidates from the givens alone; counts; the first singles and dead ends. */
  start(): void {
    const { n, candidates, puzzle, places, placed } = this;
    const { stride, bits } = candidates;
    const used = new Uint32Array(3 * n * stride);
    puzzle.cells.forEach((v, cell) => {
      if (v === 0) return;
      for (const u of this.unitsOf(cell)) used[u * stride + ((v - 1) >>> 5)]! |= 1 << ((v - 1) & 31);
    });
    const full = new Uint32Array(stride).fill(0xffffffff);
    if (n % 32 !== 0) full[stride - 1] = (1 << (n % 32)) - 1;
    for (let cell = 0; cell < n * n; cell++) {
      const v = puzzle.cells[cell]!;
      if (v !== 0) {
        candidates.add(cell, v);
        candidates.value[cell] = v;
        this.sizes[cell] = 1;
        for (const u of this.unitsOf(cell)) placed[u * (n + 1) + v] = 1;
        continue;
      }
      const [a, b, c] = this.unitsOf(cell);
      for (let w = 0; w < stride; w++) {
        bits[cell * stride + w] = full[w]! & ~(used[a * stride + w]! | used[b * stride + w]! | used[c * stride + w]!);
      }
      this.sizes[cell] = candidates.size(cell);
      if (this.sizes[cell] === 0) throw new Contradiction(`${cellName(n, cell)} has no value left`);
    }
    for (let cell = 0; cell < n * n; cell++) {
      for (const v of candidates.values(cell)) for (const u of this.unitsOf(cell)) places[u * (n + 1) + v]!++;
      if (candidates.value[cell] === 0 && this.sizes[cell] === 1) this.nakedQueue.push(cell);
    }
    for (let u = 0; u < 3 * n; u++) {
      for (let v = 1; v <= n; v++) this.checkPlaces(u, v);
    }
  }

  /** Strikes a value from an open cell. */
  exclude(cell: number, v: number): void {
    if (this.candidates.value[cell] === 0 && this.candidates.has(cell, v)) this.remove(cell, v);
  }

  private checkPlaces(u: number, v: number): void {
    const count = this.places[u * (this.n + 1) + v]!;
    if (count === 0) throw new Contradiction(`${this.puzzle.shape.valueOf(v)} has no place left in ${this.unitName(u)}`);
    if (count === 1 && !this.placed[u * (this.n + 1) + v]) this.hiddenQueue.push(u * (this.n + 1) + v);
  }

  private remove(cell: number, v: number): void {
    const { candidates, n } = this;
    candidates.delete(cell, v);
    for (const u of this.unitsOf(cell)) {
      this.places[u * (n + 1) + v]!--;
      this.checkPlaces(u, v);
    }
    if (candidates.value[cell] !== 0) return;
    const size = --this.sizes[cell]!;
    if (size === 0) throw new Contradiction(`${cellName(n, cell)} has no value left`);
    if (size === 1) this.nakedQueue.push(cell);
  }

  private assign(cell: number, v: number): void {
    const { candidates, n, unitCells } = this;
    candidates.value[cell] = v;
    this.decided++;
    for (const w of candidates.values(cell)) if (w !== v) this.remove(cell, w);
    this.sizes[cell] = 1;
    for (const u of this.unitsOf(cell)) {
      this.placed[u * (n + 1) + v] = 1;
      for (let j = 0; j < n; j++) {
        const peer = unitCells[u * n + j]!;
        if (peer === cell || !candidates.has(peer, v)) continue;
        if (candidates.value[peer] === v) {
          throw new Contradiction(
            `${cellName(n, cell)} and ${cellName(n, peer)} would both hold ${this.puzzle.shape.valueOf(v)} in ${this.unitName(u)}`,
          );
        }
        this.remove(peer, v);
      }
    }
  }

  /** Naked and hidden singles until neither finds anything. */
  singles(): void {
    const { candidates, n, unitCells } = this;
    while (this.nakedQueue.length > 0 || this.hiddenQueue.length > 0) {
      const cell = this.nakedQueue.pop();
      if (cell !== undefined) {
        if (candidates.value[cell] !== 0) continue;
        this.nakedSingles++;
        this.assign(cell, candidates.values(cell)[0]!);
        continue;
      }
      const key = this.hiddenQueue.pop()!;
      const u = Math.floor(key / (n + 1));
      const v = key % (n + 1);
      if (this.placed[key]) continue;
      let target = -1;
      for (let j = 0; j < n && target < 0; j++) {
        const c = unitCells[u * n + j]!;
        if (candidates.value[c] === 0 && candidates.has(c, v)) target = c;
      }
      if (target < 0) throw new Contradiction(`${this.puzzle.shape.valueOf(v)} has no place left in ${this.unitName(u)}`);
      this.hiddenSingles++;
      this.assign(target, v);
    }
  }

  /**
   * Box-line reduction: a value that, within a box, fits only one row (or column) leaves the
   * rest of that row (column); a value that, within a row or column, fits only one box leaves the
   * rest of that box. Returns the candidates removed.
   */
  boxLine(): number {
    const { n, shape, candidates, unitCells, placed } = this;
    let removed = 0;
    const strike = (cell: number, v: number) => {
      if (candidates.value[cell] === 0 && candidates.has(cell, v)) {
        this.remove(cell, v);
        removed++;
      }
    };
    for (let v = 1; v <= n; v++) {
      for (let u = 0; u < 3 * n; u++) {
        if (placed[u * (n + 1) + v]) continue;
        let lineR = -1;
        let lineC = -1;
        let box = -1;
        let oneRow = true;
        let oneCol = true;
        let oneBox = true;
        for (let j = 0; j < n; j++) {
          const c = unitCells[u * n + j]!;
          if (candidates.value[c] !== 0 || !candidates.has(c, v)) continue;
          const r = Math.floor(c / n);
          const col = c % n;
          const b = shape.boxOf(r, col);
          if (lineR < 0) [lineR, lineC, box] = [r, col, b];
          oneRow &&= r === lineR;
          oneCol &&= col === lineC;
          oneBox &&= b === box;
        }
        if (lineR < 0) continue;
        if (u >= 2 * n) {
          // Pointing: the box's places for v share a row or a column.
          const inBox = (c: number) => shape.boxOf(Math.floor(c / n), c % n) === box;
          if (oneRow) for (let j = 0; j < n; j++) if (!inBox(lineR * n + j)) strike(lineR * n + j, v);
          if (oneCol) for (let j = 0; j < n; j++) if (!inBox(j * n + lineC)) strike(j * n + lineC, v);
        } else if (oneBox) {
          // Claiming: the line's places for v share a box.
          for (let j = 0; j < n; j++) {
            const c = unitCells[(2 * n + box) * n + j]!;
            const onLine = u < n ? Math.floor(c / n) === u : c % n === u - n;
            if (!onLine) strike(c, v);
          }
        }
      }
    }
    this.boxLineRemovals += removed;
    return removed;
  }
}
