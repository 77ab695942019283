import type { Credit as PuzzleCredit } from '../../src/formats/puzzle.js';
import { type Decorations, noDecorations } from './cell-display.js';
import type { Game } from './game.js';
import type { LoadedFile } from './load.js';
import type { HintResult, PuzzleData } from './protocol.js';

/** The entry modes, as SudokuPad names them (keys Z, X, C and V). */
export const ENTRY_MODES = ['normal', 'corner', 'centre', 'colour'] as const;
export type EntryMode = (typeof ENTRY_MODES)[number];

/** The colours of the palette (style.css draws colour i as `[data-colour="i"]`). */
export const COLOURS = 9;

/** What a game was loaded from, so that a reload or a link can load it again: a file's text, which of its puzzles, its title. */
export interface Origin {
  text: string;
  file: string;
  index: number;
}

/** Who and what the puzzle is, as its file says (or the page's name for it): shown with the grid, carried by a share link. */
export type Credit = PuzzleCredit & { title: string };

/** A hint the worker found, with the candidates it was found among. */
export type ShownHint = Extract<HintResult, { step: unknown }>;

/**
 * The puzzle in play and all that goes with it, in one object that main.ts makes and hands to
 * every part of the page: the game (givens, the player's values and pencil marks, undo and redo),
 * what is marked on the grid, the hint shown, the solution once a solve found it, what typing
 * enters (values, marks or colours), and the file the puzzle came from while it holds several. A new puzzle is
 * announced to the parts that subscribed to it.
 */
export class PlayState {
  /** What is marked on the grid beside the values; its conflicts are the game's, renewed on each drawing. */
  decorations: Decorations = noDecorations();
  /** The verified solution of the current puzzle, once a solve found it (for Check). */
  solution: number[] | undefined;
  /** The hint shown, until the grid changes. */
  hint: ShownHint | undefined;
  /** What typing a value does: enter it, toggle its corner or centre mark, or paint that colour. */
  mode: EntryMode = 'normal';
  /** A value entered leaves the marks of the cells that share a house with it. */
  clearHousemates = false;
  /** Where the game was loaded from, and its credit. */
  origin: Origin | undefined;
  credit: Credit = { title: '' };
  /** The file the puzzle came from, while it holds several: each of them can be reached. */
  batch: LoadedFile | undefined;
  private current: Game | undefined;
  private readonly listeners: ((game: Game) => void)[] = [];

  /** The game in play; there is one from the first puzzle loaded on. */
  get game(): Game {
    if (!this.current) throw new Error('no puzzle is loaded yet');
    return this.current;
  }

  get loaded(): boolean {
    return this.current !== undefined;
  }

  /** Calls `listener` with each new game, in the order of subscription. */
  onNewGame(listener: (game: Game) => void): void {
    this.listeners.push(listener);
  }

  /** Plays a new puzzle: nothing known or marked of the old one stays. */
  start(game: Game): void {
    this.current = game;
    this.solution = undefined;
    this.forgetMarks();
    for (const listener of this.listeners) listener(game);
  }

  /** After a move: the hint and the marks made on an older grid go. */
  forgetMarks(): void {
    this.hint = undefined;
    this.decorations = noDecorations();
  }

  /** The puzzle as it crosses to the worker. */
  puzzleData(): PuzzleData {
    return { box: this.game.shape.id, cells: Array.from(this.game.puzzle.cells) };
  }
}
