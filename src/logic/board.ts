import { Candidates } from './candidates.js';
import { cellName, conflictText, type Grid, ruleConflicts } from '../core/grid.js';
import type { Step } from './step.js';
import { Units } from './units.js';

/**
 * The candidate grid that logic works on: every cell's candidates (a decided cell has one, and a
 * value), the units, and the moves that keep them consistent. Placing a value removes it from the
 * cell's peers; nothing else is done implicitly, so every other deduction is a step of its own.
 */
export class Board {
  readonly n: number;
  readonly units: Units;
  readonly candidates: Candidates;

  private constructor(
    readonly puzzle: Grid,
    candidates?: Candidates,
  ) {
    this.n = puzzle.n;
    this.units = Units.of(puzzle.shape);
    this.candidates = candidates ?? new Candidates(puzzle.shape);
  }

  /** How a step names value index v: the grid's number (0 the first on a grid of 0-8). */
  valueText(v: number): string {
    return String(this.puzzle.shape.valueOf(v));
  }

  /** A board over candidates that are already consistent (each decided cell's value gone from its peers); they are changed in place. */
  static over(puzzle: Grid, candidates: Candidates): Board {
    return new Board(puzzle, candidates);
  }

  /** The board of a puzzle: every value in every open cell, less what the givens' peers rule out. */
  static of(puzzle: Grid): Board {
    const board = new Board(puzzle);
    const { n, candidates } = board;
    for (let cell = 0; cell < n * n; cell++) for (let v = 1; v <= n; v++) candidates.add(cell, v);
    puzzle.cells.forEach((v, cell) => {
      if (v !== 0) board.place(cell, v);
    });
    return board;
  }

  /** An independent copy, for a guess that may be taken back. */
  clone(): Board {
    const copy = new Board(this.puzzle);
    copy.candidates.bits.set(this.candidates.bits);
    copy.candidates.value.set(this.candidates.value);
    return copy;
  }

  value(cell: number): number {
    return this.candidates.value[cell]!;
  }

  /**
   * Sets a cell's value, leaves it that one candidate, and removes the value from its peers (the
   * cells of its units, a variant's extra units too). What pair rules remove is a step of its own.
   */
  place(cell: number, v: number): void {
    const { n, candidates, units } = this;
    for (let w = 1; w <= n; w++) if (w !== v) candidates.delete(cell, w);
    candidates.value[cell] = v;
    for (const u of units.unitsOf(cell)) {
      for (let j = 0; j < n; j++) {
        const peer = units.cells[u * n + j]!;
        if (peer !== cell && candidates.value[peer] === 0) candidates.delete(peer, v);
      }
    }
    for (const peer of units.partialPeers[cell] ?? []) if (candidates.value[peer] === 0) candidates.delete(peer, v);
  }

  eliminate(cell: number, v: number): void {
    this.candidates.delete(cell, v);
  }

  apply(step: Step): void {
    for (const { cell, value } of step.eliminations) this.eliminate(cell, value);
    for (const { cell, value } of step.placements) this.place(cell, value);
  }

  /** The open cells of unit u that still have candidate v. */
  places(unit: number, v: number): number[] {
    const { n, candidates, units } = this;
    const out: number[] = [];
    for (let j = 0; j < n; j++) {
      const cell = units.cells[unit * n + j]!;
      if (candidates.value[cell] === 0 && candidates.has(cell, v)) out.push(cell);
    }
    return out;
  }

  /** Is value v already placed in unit u? */
  placedIn(unit: number, v: number): boolean {
    const { n, candidates, units } = this;
    for (let j = 0; j < n; j++) if (candidates.value[units.cells[unit * n + j]!] === v) return true;
    return false;
  }

  solved(): boolean {
    return this.candidates.value.every((v) => v !== 0);
  }

  /**
   * Why the board has no solution, if it plainly has none: an open cell without candidates, a
   * value placed twice in a unit, or a value with no place left in a unit.
   */
  contradiction(): string | undefined {
    const { n, candidates, units } = this;
    for (let cell = 0; cell < n * n; cell++) {
      if (candidates.value[cell] === 0 && candidates.size(cell) === 0) return `${cellName(n, cell)} has no candidate left`;
    }
    for (let u = 0; u < units.count; u++) {
      const seen = new Uint8Array(n + 1);
      for (let j = 0; j < n; j++) {
        const v = candidates.value[units.cells[u * n + j]!]!;
        if (v === 0) continue;
        if (seen[v]) return `${units.name(u)} holds ${this.valueText(v)} twice`;
        seen[v] = 1;
      }
      for (let v = 1; v <= n; v++)
        if (!seen[v] && this.places(u, v).length === 0) return `${this.valueText(v)} has no place left in ${units.name(u)}`;
    }
    return this.ruleContradiction();
  }

  /** Decided cells that break a variant's rules: extra units, pair rules, sums, thermometers. */
  private ruleContradiction(): string | undefined {
    if (this.puzzle.shape.classic) return undefined;
    const [c] = ruleConflicts(this.toGrid());
    return c && conflictText(this.puzzle.shape, c);
  }

  /** The decided cells as a grid. */
  toGrid(): Grid {
    return this.candidates.toGrid(this.puzzle);
  }
}
