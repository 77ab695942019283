import { findConflicts, Grid } from '../../src/core/grid.js';
import type { Shape } from '../../src/core/shape.js';
import type { Step } from '../../src/logic/step.js';
import { housemates } from './houses.js';

/**
 * A cell as the player left it: a value (0 for none), centre marks (the candidates the hints
 * read; null for none), corner marks (null for none) and a colour of the palette (0 for none).
 */
export interface CellState {
  value: number;
  marks: number[] | null;
  corner: number[] | null;
  colour: number;
}

/** The two kinds of pencil mark: in the centre (candidates) and in the corners (placements noted). */
export type MarkKind = 'centre' | 'corner';

/** One undoable move: every cell it changed, before and after. */
interface Move {
  changes: { cell: number; before: CellState; after: CellState }[];
}

type Change = { cell: number; after: CellState };

const sorted = (values: Set<number>): number[] | null => (values.size ? [...values].sort((a, b) => a - b) : null);

/**
 * The puzzle being played: its givens, the player's entries, marks and colours, and the history of
 * moves for undo and redo. Each move may touch many cells (a selection of several) and is undone
 * as one. Givens never change; a new puzzle starts a new game.
 */
export class Game {
  readonly n: number;
  readonly values: Uint16Array;
  readonly marks: (number[] | null)[];
  readonly corner: (number[] | null)[];
  readonly colours: Uint8Array;
  private readonly done: Move[] = [];
  private readonly undone: Move[] = [];

  constructor(
    readonly puzzle: Grid,
    /** Where the puzzle came from (file, or file#index). */
    readonly source: string,
    /** The same as a formula's header names it: with the title the file gives the puzzle, as `encode` writes it. */
    readonly label = source,
  ) {
    this.n = puzzle.n;
    this.values = new Uint16Array(puzzle.cells.length);
    this.marks = Array.from(puzzle.cells, () => null);
    this.corner = Array.from(puzzle.cells, () => null);
    this.colours = new Uint8Array(puzzle.cells.length);
  }

  get shape(): Shape {
    return this.puzzle.shape;
  }

  isGiven(cell: number): boolean {
    return this.puzzle.cells[cell] !== 0;
  }

  /** The value shown in a cell: the given or the entry, 0 for none. */
  valueAt(cell: number): number {
    return this.puzzle.cells[cell] || this.values[cell]!;
  }

  stateOf(cell: number): CellState {
    const marks = this.marks[cell] ?? null;
    const corner = this.corner[cell] ?? null;
    return {
      value: this.values[cell]!,
      marks: marks ? [...marks] : null,
      corner: corner ? [...corner] : null,
      colour: this.colours[cell]!,
    };
  }

  /** Givens and entries as one grid. */
  current(): Grid {
    return new Grid(
      this.shape,
      Uint16Array.from(this.puzzle.cells, (v, i) => v || this.values[i]!),
    );
  }

  /** Cells whose value clashes with another in a row, column or box. */
  conflicts(): Set<number> {
    const cells = new Set<number>();
    for (const c of findConflicts(this.current())) {
      cells.add(c.first);
      cells.add(c.second);
    }
    return cells;
  }

  canUndo(): boolean {
    return this.done.length > 0;
  }

  canRedo(): boolean {
    return this.undone.length > 0;
  }

  /**
   * Puts a value in the open cells among `cells` (0 clears them), as one move; marks give way to a
   * value. With `clearHousemates`, the value also leaves the marks of every cell that shares a house
   * with one it is placed in.
   */
  enter(cells: readonly number[], value: number, clearHousemates = false): boolean {
    const open = cells.filter((cell) => !this.isGiven(cell) && (this.values[cell] !== value || value === 0));
    const after = new Map<number, CellState>();
    for (const cell of open) {
      const state = this.stateOf(cell);
      after.set(cell, value === 0 ? { ...state, value: 0 } : { ...state, value, marks: null, corner: null });
    }
    if (clearHousemates && value !== 0) {
      for (const cell of open) {
        for (const mate of housemates(this.shape, cell)) {
          if (after.has(mate) || this.valueAt(mate) !== 0) continue;
          const state = this.stateOf(mate);
          const without = (marks: number[] | null) => marks && sorted(new Set(marks.filter((v) => v !== value)));
          if (state.marks?.includes(value) || state.corner?.includes(value))
            after.set(mate, { ...state, marks: without(state.marks), corner: without(state.corner) });
        }
      }
    }
    return this.play([...after].map(([cell, state]) => ({ cell, after: state })));
  }

  /**
   * Clears the selection, one layer at a time as the player sees them: the values entered if any
   * cell has one, else the marks, else the colours.
   */
  erase(cells: readonly number[]): boolean {
    const open = cells.filter((cell) => !this.isGiven(cell));
    const states = cells.map((cell) => ({ cell, state: this.stateOf(cell) }));
    if (open.some((cell) => this.values[cell] !== 0))
      return this.play(open.filter((c) => this.values[c] !== 0).map((cell) => ({ cell, after: { ...this.stateOf(cell), value: 0 } })));
    const marked = states.filter(({ cell, state }) => !this.isGiven(cell) && (state.marks || state.corner));
    if (marked.length) return this.play(marked.map(({ cell, state }) => ({ cell, after: { ...state, marks: null, corner: null } })));
    return this.play(states.filter(({ state }) => state.colour !== 0).map(({ cell, state }) => ({ cell, after: { ...state, colour: 0 } })));
  }

  /**
   * Toggles a mark of one kind in the empty open cells among `cells`, as one move: it goes from all
   * of them when all have it, else it is added where it is missing (as SudokuPad does).
   */
  toggleMark(cells: readonly number[], kind: MarkKind, value: number): boolean {
    const empty = cells.filter((cell) => !this.isGiven(cell) && this.values[cell] === 0);
    const key = kind === 'centre' ? 'marks' : 'corner';
    const has = (cell: number) => (this[key][cell] ?? []).includes(value);
    const remove = empty.length > 0 && empty.every(has);
    const changes = empty
      .filter((cell) => remove || !has(cell))
      .map((cell) => {
        const state = this.stateOf(cell);
        const marks = new Set(state[key] ?? []);
        if (remove) marks.delete(value);
        else marks.add(value);
        return { cell, after: { ...state, [key]: sorted(marks) } };
      });
    return this.play(changes);
  }

  /** Colours `cells` (givens too) with a colour of the palette, or clears it where every one has it already. */
  paint(cells: readonly number[], colour: number): boolean {
    const clear = cells.every((cell) => this.colours[cell] === colour);
    return this.play(
      cells
        .filter((cell) => clear || this.colours[cell] !== colour)
        .map((cell) => ({ cell, after: { ...this.stateOf(cell), colour: clear ? 0 : colour } })),
    );
  }

  /**
   * Applies a logical step as one move: its placements as entries, its eliminations as centre
   * marks (a cell without marks gets every candidate the step leaves, `candidates` gives them).
   */
  applyStep(step: Step, candidates: (cell: number) => number[]): boolean {
    const after = new Map<number, CellState>();
    for (const { cell, value } of step.placements)
      if (!this.isGiven(cell)) after.set(cell, { ...this.stateOf(cell), value, marks: null, corner: null });
    for (const { cell, value } of step.eliminations) {
      if (this.isGiven(cell) || this.values[cell] !== 0 || after.has(cell)) continue;
      const marks = after.get(cell)?.marks ?? this.marks[cell] ?? candidates(cell);
      after.set(cell, { ...this.stateOf(cell), marks: marks.filter((v) => v !== value) });
    }
    return this.play([...after].map(([cell, state]) => ({ cell, after: state })));
  }

  /** Fills every open cell from a solution, as one move. */
  fill(solution: ArrayLike<number>): boolean {
    const changes: Change[] = [];
    for (let cell = 0; cell < this.values.length; cell++) {
      if (!this.isGiven(cell) && this.values[cell] !== solution[cell])
        changes.push({ cell, after: { ...this.stateOf(cell), value: solution[cell]!, marks: null, corner: null } });
    }
    return this.play(changes);
  }

  /** Sets every cell's state at once (progress restored from a link or the page's storage), with no history. */
  restore(states: readonly CellState[]): void {
    states.forEach((state, cell) => {
      if (cell < this.values.length) this.set(cell, this.isGiven(cell) ? { ...state, value: 0, marks: null, corner: null } : state);
    });
  }

  undo(): number[] {
    const move = this.done.pop();
    if (!move) return [];
    for (const { cell, before } of move.changes) this.set(cell, before);
    this.undone.push(move);
    return move.changes.map((c) => c.cell);
  }

  redo(): number[] {
    const move = this.undone.pop();
    if (!move) return [];
    for (const { cell, after } of move.changes) this.set(cell, after);
    this.done.push(move);
    return move.changes.map((c) => c.cell);
  }

  private play(changes: Change[]): boolean {
    if (changes.length === 0) return false;
    const move: Move = { changes: changes.map(({ cell, after }) => ({ cell, before: this.stateOf(cell), after })) };
    for (const { cell, after } of move.changes) this.set(cell, after);
    this.done.push(move);
    this.undone.length = 0;
    return true;
  }

  private set(cell: number, state: CellState): void {
    this.values[cell] = state.value;
    this.marks[cell] = state.marks ? [...state.marks] : null;
    this.corner[cell] = state.corner ? [...state.corner] : null;
    this.colours[cell] = state.colour;
  }
}
