// The web app's play state, outside a browser: one object holds the game (values, marks, colours,
// undo), what is marked on it, the hint and the solution, and tells the page's parts of each new
// game; and the page's modules keep no mutable state of their own at module level.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Grid } from '../../src/core/grid.js';
import { Shape } from '../../src/core/shape.js';
import { Game } from '../../web/src/game.js';
import { PlayState } from '../../web/src/play-state.js';
import { readProgress, writeProgress } from '../../web/src/progress.js';
import { ROOT } from '../helpers.js';

/** A 4×4 with 1 given in its first cell and 3 in its last. */
const puzzle = () => new Grid(Shape.square(2), Uint16Array.from([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3]));

describe('the play state of the web app', () => {
  it('has no game until one starts, and then tells each subscriber in order', () => {
    const state = new PlayState();
    expect(state.loaded).toBe(false);
    expect(() => state.game).toThrow('no puzzle is loaded yet');
    const told: string[] = [];
    state.onNewGame((game) => told.push(`first ${game.source}`));
    state.onNewGame((game) => told.push(`second ${game.source}`));
    state.start(new Game(puzzle(), 'a.txt'));
    state.start(new Game(puzzle(), 'b.txt#2'));
    expect(told).toEqual(['first a.txt', 'second a.txt', 'first b.txt#2', 'second b.txt#2']);
    expect(state.game.source).toBe('b.txt#2');
    expect(state.puzzleData()).toEqual({ box: '2x2', cells: Array.from(puzzle().cells) });
  });

  it('a new game forgets the old one’s solution, hint and marks; the entry mode stays', () => {
    const state = new PlayState();
    state.start(new Game(puzzle(), 'a.txt'));
    state.solution = [1, 2, 3, 4];
    state.decorations.wrong.add(3);
    state.hint = { step: { cells: [1] }, candidates: [] } as unknown as NonNullable<PlayState['hint']>;
    state.mode = 'corner';
    state.start(new Game(puzzle(), 'b.txt'));
    expect(state.solution).toBeUndefined();
    expect(state.hint).toBeUndefined();
    expect(state.decorations.wrong.size).toBe(0);
    expect(state.mode).toBe('corner');
  });

  it('keeps values, marks and their undo in the one game', () => {
    const state = new PlayState();
    state.start(new Game(puzzle(), 'a.txt'));
    const { game } = state;
    expect(game.enter([0], 2)).toBe(false); // a given
    expect(game.toggleMark([1], 'centre', 3)).toBe(true);
    expect(game.toggleMark([1], 'centre', 4)).toBe(true);
    expect(game.marks[1]).toEqual([3, 4]);
    expect(game.enter([1], 3)).toBe(true);
    expect(game.stateOf(1)).toEqual({ value: 3, marks: null, corner: null, colour: 0 });
    expect(game.undo()).toEqual([1]);
    expect(game.stateOf(1)).toEqual({ value: 0, marks: [3, 4], corner: null, colour: 0 });
    expect(game.redo()).toEqual([1]);
    expect(game.valueAt(1)).toBe(3);
    state.forgetMarks();
    expect(state.game).toBe(game);
    expect(game.canUndo()).toBe(true);
  });
});

describe('moves on several cells', () => {
  it('a value, a mark or a colour goes to every selected cell as one move (givens keep their value, not their colour)', () => {
    const game = new Game(puzzle(), 'a.txt');
    expect(game.enter([0, 1, 2], 4)).toBe(true);
    expect([game.valueAt(0), game.values[1], game.values[2]]).toEqual([1, 4, 4]);
    expect(game.undo()).toEqual([1, 2]);
    expect(game.paint([0, 1], 5)).toBe(true);
    expect(Array.from(game.colours.slice(0, 3))).toEqual([5, 5, 0]);
    // The same colour again, where every cell has it, clears it.
    expect(game.paint([0, 1], 5)).toBe(true);
    expect(Array.from(game.colours.slice(0, 2))).toEqual([0, 0]);
  });

  it('a mark is added where it is missing, and goes only when every cell has it', () => {
    const game = new Game(puzzle(), 'a.txt');
    game.toggleMark([1], 'corner', 2);
    game.toggleMark([1, 2], 'corner', 2);
    expect([game.corner[1], game.corner[2]]).toEqual([[2], [2]]);
    game.toggleMark([1, 2], 'corner', 2);
    expect([game.corner[1], game.corner[2]]).toEqual([null, null]);
    // Corner and centre marks are apart; a value hides both, and Undo brings them back.
    game.toggleMark([1], 'corner', 3);
    game.toggleMark([1], 'centre', 4);
    game.enter([1], 2);
    expect(game.stateOf(1)).toEqual({ value: 2, marks: null, corner: null, colour: 0 });
    game.undo();
    expect(game.stateOf(1)).toEqual({ value: 0, marks: [4], corner: [3], colour: 0 });
  });

  it('erase takes one layer at a time: values, then marks, then colours', () => {
    const game = new Game(puzzle(), 'a.txt');
    game.paint([1, 2], 3);
    game.toggleMark([2], 'centre', 4);
    game.enter([1], 2);
    expect(game.erase([1, 2])).toBe(true);
    expect(game.stateOf(1)).toEqual({ value: 0, marks: null, corner: null, colour: 3 });
    expect(game.stateOf(2).marks).toEqual([4]);
    expect(game.erase([1, 2])).toBe(true);
    expect(game.stateOf(2).marks).toBeNull();
    expect(Array.from(game.colours.slice(1, 3))).toEqual([3, 3]);
    expect(game.erase([1, 2])).toBe(true);
    expect(Array.from(game.colours.slice(1, 3))).toEqual([0, 0]);
    expect(game.erase([1, 2])).toBe(false);
  });

  it('a value placed, on request, leaves the marks of its row, column and box, in the same move', () => {
    const game = new Game(puzzle(), 'a.txt');
    // r1c2's housemates r1c3 (row), r2c1 (box), r4c2 (column); r3c3 shares no house with it.
    for (const cell of [2, 4, 13, 10]) game.toggleMark([cell], 'centre', 2);
    game.toggleMark([2], 'corner', 2);
    game.enter([1], 2, true);
    expect([2, 4, 13, 10].map((c) => game.marks[c])).toEqual([null, null, null, [2]]);
    expect(game.corner[2]).toBeNull();
    game.undo();
    expect([2, 4, 13, 10].map((c) => game.marks[c])).toEqual([[2], [2], [2], [2]]);
    expect(game.values[1]).toBe(0);
  });
});

describe('progress written for a link or the page’s storage', () => {
  it('reads back as the game was, and a text that does not fit the grid is refused whole', () => {
    const game = new Game(puzzle(), 'a.txt');
    game.enter([1], 2);
    game.toggleMark([2], 'centre', 3);
    game.toggleMark([2, 5], 'corner', 4);
    game.paint([0, 5], 9);
    const text = writeProgress(game);
    expect(text).toMatch(/^[A-Za-z0-9+\-$]+$/);
    const states = readProgress(text, 16, 4, 9)!;
    const copy = new Game(puzzle(), 'a.txt');
    copy.restore(states);
    expect(Array.from({ length: 16 }, (_, c) => copy.stateOf(c))).toEqual(Array.from({ length: 16 }, (_, c) => game.stateOf(c)));
    // Another grid's size, a value or a colour past the grid's or the palette's, a cut text: nothing is taken.
    expect(readProgress(text, 81, 9, 9)).toBeUndefined();
    expect(readProgress(text, 16, 4, 8)).toBeUndefined();
    expect(readProgress(text.slice(0, text.length / 2), 16, 4, 9)).toBeUndefined();
    expect(readProgress('not progress', 16, 4, 9)).toBeUndefined();
    const big = new Game(new Grid(Shape.square(3), new Uint16Array(81)), 'b.txt');
    big.enter([0], 9);
    expect(readProgress(writeProgress(big), 81, 4, 9)).toBeUndefined();
  });
});

describe('the modules of the web app', () => {
  const dir = resolve(ROOT, 'web/src');
  const modules = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));

  it('are many, one a concern', () => {
    expect(modules.length).toBeGreaterThan(20);
  });

  it.each(modules)('%s declares no variable at module level (a let or var shared by its functions)', (file) => {
    const text = readFileSync(resolve(dir, file), 'utf8');
    expect(text.match(/^(export )?(let|var) .*/gm) ?? []).toEqual([]);
  });
});
