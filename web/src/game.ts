import { findConflicts, Grid } from '../../src/core/grid.js';
import type { Step } from '../../src/logic/step.js';
import type { Shape } from '../../src/core/shape.js';

/** A cell as the player left it: a value (0 for none) and pencil marks (null for none). */
export interface CellState {
  value: number;
  marks: number[] | null;
}

/** One undoable move: every cell it changed, before and after. */
interface Move {
  changes: { cell: number; before: CellState; after: CellState }[];
}

/**
 * The puzzle being played: its givens, the player's entries and pencil marks, and the history
 * of moves for undo and redo. Givens never change; a new puzzle starts a new game.
 */
export class Game {
  readonly n: number;
  readonly values: Uint16Array;
  readonly marks: (number[] | null)[];
  private readonly done: Move[] = [];
  private readonly undone: Move[] = [];

  constructor(
    readonly puzzle: Grid,
    /** Where the puzzle came from, as `encode` labels it (file, or file#index). */
    readonly source: string,
  ) {
    this.n = puzzle.n;
    this.values = new Uint16Array(puzzle.cells.length);
    this.marks = Array.from(puzzle.cells, () => null);
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
    return { value: this.values[cell]!, marks: marks ? [...marks] : null };
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

  /** Puts a value in an open cell (0 clears it); pencil marks give way to a value. */
  enter(cell: number, value: number): boolean {
    if (this.isGiven(cell) || (this.values[cell] === value && value !== 0)) return false;
    return this.play([{ cell, after: { value, marks: value === 0 ? this.stateOf(cell).marks : null } }]);
  }

  /** Clears a cell's value, or its pencil marks when it has no value. */
  erase(cell: number): boolean {
    if (this.isGiven(cell)) return false;
    const state = this.stateOf(cell);
    if (state.value !== 0) return this.play([{ cell, after: { value: 0, marks: state.marks } }]);
    return state.marks ? this.play([{ cell, after: { value: 0, marks: null } }]) : false;
  }

  /** Adds or removes one pencil mark of an empty open cell. */
  toggleMark(cell: number, value: number): boolean {
    if (this.isGiven(cell) || this.values[cell] !== 0) return false;
    const marks = new Set(this.marks[cell] ?? []);
    if (marks.has(value)) marks.delete(value);
    else marks.add(value);
    return this.play([{ cell, after: { value: 0, marks: marks.size ? [...marks].sort((a, b) => a - b) : null } }]);
  }

  /**
   * Applies a logical step as one move: its placements as entries, its eliminations as pencil
   * marks (a cell without marks gets every candidate the step leaves, `candidates` gives them).
   */
  applyStep(step: Step, candidates: (cell: number) => number[]): boolean {
    const after = new Map<number, CellState>();
    for (const { cell, value } of step.placements) if (!this.isGiven(cell)) after.set(cell, { value, marks: null });
    for (const { cell, value } of step.eliminations) {
      if (this.isGiven(cell) || this.values[cell] !== 0 || after.has(cell)) continue;
      const marks = after.get(cell)?.marks ?? this.marks[cell] ?? candidates(cell);
      after.set(cell, { value: 0, marks: marks.filter((v) => v !== value) });
    }
    return this.play([...after].map(([cell, state]) => ({ cell, after: state })));
  }

  /** Fills every open cell from a solution, as one move. */
  fill(solution: ArrayLike<number>): boolean {
    const changes: { cell: number; after: CellState }[] = [];
    for (let cell = 0; cell < this.values.length; cell++) {
      if (!this.isGiven(cell) && this.values[cell] !== solution[cell])
        changes.push({ cell, after: { value: solution[cell]!, marks: null } });
    }
    return this.play(changes);
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

  private play(changes: { cell: number; after: CellState }[]): boolean {
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
  }
}
