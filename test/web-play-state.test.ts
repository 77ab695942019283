// The web app's play state, outside a browser: one object holds the game (values, pencil marks,
// undo), what is marked on it, the hint and the solution, and tells the page's parts of each new
// game; and the page's modules keep no mutable state of their own at module level.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Grid } from '../src/core/grid.js';
import { Shape } from '../src/core/shape.js';
import { Game } from '../web/src/game.js';
import { PlayState } from '../web/src/play-state.js';
import { ROOT } from './helpers.js';

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

  it('a new game forgets the old one’s solution, hint and marks; pencil mode stays', () => {
    const state = new PlayState();
    state.start(new Game(puzzle(), 'a.txt'));
    state.solution = [1, 2, 3, 4];
    state.decorations.wrong.add(3);
    state.hint = { step: { cells: [1] }, candidates: [] } as unknown as NonNullable<PlayState['hint']>;
    state.pencil = true;
    state.start(new Game(puzzle(), 'b.txt'));
    expect(state.solution).toBeUndefined();
    expect(state.hint).toBeUndefined();
    expect(state.decorations.wrong.size).toBe(0);
    expect(state.pencil).toBe(true);
  });

  it('keeps values, pencil marks and their undo in the one game', () => {
    const state = new PlayState();
    state.start(new Game(puzzle(), 'a.txt'));
    const { game } = state;
    expect(game.enter(0, 2)).toBe(false); // a given
    expect(game.toggleMark(1, 3)).toBe(true);
    expect(game.toggleMark(1, 4)).toBe(true);
    expect(game.marks[1]).toEqual([3, 4]);
    expect(game.enter(1, 3)).toBe(true);
    expect(game.stateOf(1)).toEqual({ value: 3, marks: null });
    expect(game.undo()).toEqual([1]);
    expect(game.stateOf(1)).toEqual({ value: 0, marks: [3, 4] });
    expect(game.redo()).toEqual([1]);
    expect(game.valueAt(1)).toBe(3);
    state.forgetMarks();
    expect(state.game).toBe(game);
    expect(game.canUndo()).toBe(true);
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
