// Playing: the value pad, the keys, and the moves (values, pencil marks, erase, undo, redo).
import { defaultAlphabet, symbolValue } from '../../src/core/alphabet.js';
import { cellName } from '../../src/core/grid.js';
import type { App } from './app.js';
import { moved, refresh } from './board.js';
import { $, onClick } from './dom.js';
import { symbolFor } from './cell-display.js';
import { hint, step } from './hints.js';
import { say } from './messages.js';

/** The symbol of a value in the game's grid. */
function symbolIn(app: App, v: number): string {
  return symbolFor(v, defaultAlphabet(app.state.game.n));
}

/** Enters a value in the selected cell, or toggles its pencil mark (0 clears the cell). */
function input(app: App, v: number): void {
  const { state, view, clock } = app;
  const { game } = state;
  const cell = view.selected;
  if (game.isGiven(cell)) {
    say(`${cellName(game.n, cell)} is a given`);
    return;
  }
  if (clock.paused) return;
  const changed = state.pencil && v !== 0 ? game.toggleMark(cell, v) : game.enter(cell, v);
  if (!changed) return;
  moved(app);
  if (v !== 0 && !state.pencil && state.decorations.conflicts.has(cell))
    say(`${cellName(game.n, cell)} = ${symbolIn(app, v)} clashes with another ${symbolIn(app, v)}`);
  else if (!clock.won) say('');
  clock.noticeWin(game);
}

function setPencil(app: App, on: boolean): void {
  app.state.pencil = on;
  $('pencil').setAttribute('aria-pressed', String(on));
  say(on ? 'Pencil marks: typing a value toggles its mark.' : 'Values: typing a value enters it.');
}

function undo(app: App): void {
  if (!app.state.game.undo().length) return;
  moved(app);
  if (!app.clock.won) say('');
}

function redo(app: App): void {
  if (!app.state.game.redo().length) return;
  moved(app);
  if (!app.clock.won) say('');
}

function erase(app: App): void {
  if (app.state.game.erase(app.view.selected)) moved(app);
}

function onKey(app: App, event: KeyboardEvent): void {
  const { state, view } = app;
  const n = state.game.n;
  const cell = view.selected;
  const r = Math.floor(cell / n);
  const c = cell % n;
  const moves: Record<string, number> = {
    ArrowUp: ((r + n - 1) % n) * n + c,
    ArrowDown: ((r + 1) % n) * n + c,
    ArrowLeft: r * n + ((c + n - 1) % n),
    ArrowRight: r * n + ((c + 1) % n),
    Home: r * n,
    End: r * n + n - 1,
  };
  const ctrl = event.ctrlKey || event.metaKey;
  const typed = event.key.length === 1 ? valueOfKey(n, event.key) : 0;
  let handled = true;
  if (event.key in moves) {
    view.select(moves[event.key]!);
    view.render(state.decorations);
  } else if (ctrl && event.key.toLowerCase() === 'z') event.shiftKey ? redo(app) : undo(app);
  else if (ctrl && event.key.toLowerCase() === 'y') redo(app);
  else if (ctrl || event.altKey) handled = false;
  else if (event.key === 'Delete' || event.key === 'Backspace') erase(app);
  else if (event.key === ' ') setPencil(app, !state.pencil);
  else if (typed > 0) input(app, typed);
  else if (event.key === 'h' || event.key === 'H') void hint(app);
  else if (event.key === 's' || event.key === 'S') void step(app);
  else handled = false;
  if (handled) event.preventDefault();
}

/** The value a key types in a grid of side n: its symbol in the grid's alphabet, 0 if none. */
function valueOfKey(n: number, key: string): number {
  const alphabet = defaultAlphabet(n);
  if (!alphabet) return 0;
  const v = symbolValue(key, alphabet);
  return v >= 1 && v <= n ? v : 0;
}

/** A button a value under the grid (none for a grid too large to type in). */
function buildPad(app: App): void {
  const { n } = app.state.game;
  const pad = $('pad');
  pad.replaceChildren();
  // Up to 9 values fit one row, on a phone too; more wrap.
  pad.classList.toggle('one-row', n <= 9);
  if (!app.view.interactive) return;
  for (let v = 1; v <= n; v++) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = symbolIn(app, v);
    b.setAttribute('aria-label', `value ${v}`);
    b.addEventListener('click', () => input(app, v));
    pad.append(b);
  }
}

/** The grid, its pad and its play buttons for each new game; the clicks and keys of play. */
export function wirePlay(app: App): void {
  const { state, view, clock } = app;
  state.onNewGame((game) => {
    view.show(game);
    buildPad(app);
    refresh(app);
  });
  const grid = $('grid');
  grid.addEventListener('click', (e) => {
    const cell = view.cellAt(e.target);
    if (cell === undefined) return;
    view.select(cell);
    view.render(state.decorations);
  });
  grid.addEventListener('keydown', (e) => onKey(app, e));
  onClick('undo', () => undo(app));
  onClick('redo', () => redo(app));
  onClick('pencil', () => setPencil(app, !state.pencil));
  onClick('erase', () => erase(app));
  onClick('pause', () => clock.setPaused(!clock.paused));
}
