// Playing: the pad, the keys and the moves (values, corner and centre marks, colours, erase, undo,
// redo), each applied to every selected cell.
import { symbolValue, valuesAlphabet } from '../../src/core/alphabet.js';
import { cellName } from '../../src/core/grid.js';
import type { App } from './app.js';
import { moved, refresh } from './board.js';
import { symbolFor } from './cell-display.js';
import { $, onClick } from './dom.js';
import { hint, step } from './hints.js';
import { say } from './messages.js';
import { COLOURS, ENTRY_MODES, type EntryMode } from './play-state.js';
import { cellAfterKey, wireSelecting } from './selecting.js';

/** The keys that choose an entry mode, as in SudokuPad; a letter that is a value of the grid types the value instead. */
const MODE_KEYS: Record<string, EntryMode> = { z: 'normal', x: 'corner', c: 'centre', v: 'colour' };

const MODE_SAID: Record<EntryMode, string> = {
  normal: 'Values: typing a value enters it.',
  corner: 'Corner marks: typing a value toggles its mark in the corner.',
  centre: 'Centre marks: typing a value toggles its mark in the centre (the candidates hints read).',
  colour: `Colours: 1 to ${COLOURS} paint the selected cells, again to clear.`,
};

/** The symbol of a value in the game's grid. */
function symbolIn(app: App, v: number): string {
  return symbolFor(v, valuesAlphabet(app.state.game.n, app.state.game.shape.lowest));
}

/** Types `v` into every selected cell as the mode says (or as `mode`, for Shift with a digit). */
function input(app: App, v: number, mode = app.state.mode): void {
  const { state, view, clock } = app;
  const { game } = state;
  const cells = [...view.selection];
  if (clock.paused) return;
  if (mode !== 'colour' && cells.every((cell) => game.isGiven(cell))) {
    say(cells.length === 1 ? `${cellName(game.n, cells[0]!)} is a given` : 'The selected cells are givens');
    return;
  }
  const changed =
    mode === 'normal'
      ? game.enter(cells, v, state.clearHousemates)
      : mode === 'colour'
        ? game.paint(cells, v)
        : game.toggleMark(cells, mode, v);
  if (!changed) return;
  moved(app);
  const clash = mode === 'normal' ? cells.find((cell) => state.decorations.conflicts.has(cell)) : undefined;
  if (clash !== undefined) say(`${cellName(game.n, clash)} = ${symbolIn(app, v)} clashes with another ${symbolIn(app, v)}`);
  clock.noticeWin(game);
}

function setMode(app: App, mode: EntryMode): void {
  app.state.mode = mode;
  for (const m of ENTRY_MODES) $(`mode-${m}`).setAttribute('aria-pressed', String(m === mode));
  buildPad(app);
  say(MODE_SAID[mode]);
}

function undo(app: App): void {
  if (app.state.game.undo().length) moved(app);
}

function redo(app: App): void {
  if (app.state.game.redo().length) moved(app);
}

function erase(app: App): void {
  if (app.state.game.erase([...app.view.selection])) moved(app);
}

function onKey(app: App, event: KeyboardEvent): void {
  const { state, view } = app;
  if (!state.loaded || !view.interactive) return;
  const n = state.game.n;
  const next = cellAfterKey(n, view.selected, event.key);
  const ctrl = event.ctrlKey || event.metaKey;
  const typed = event.key.length === 1 ? valueOfKey(n, event.key, state.game.shape.lowest) : 0;
  // Shift with a digit key writes a corner mark, as in SudokuPad (the key itself is then '!', '@', …).
  // The digit is a number of the grid's values (0 the first on 0-8); the mark is its value index.
  const shifted =
    /^Digit[0-9]$/.exec(event.code) && event.shiftKey && !ctrl ? Number(event.code.slice(5)) - state.game.shape.lowest + 1 : 0;
  const mode = MODE_KEYS[event.key.toLowerCase()];
  let handled = true;
  if (next !== undefined) {
    view.select(next, true, event.shiftKey ? 'add' : undefined);
    view.render(state.decorations);
  } else if (ctrl && event.key.toLowerCase() === 'z') event.shiftKey ? redo(app) : undo(app);
  else if (ctrl && event.key.toLowerCase() === 'y') redo(app);
  else if (ctrl || event.altKey) handled = false;
  else if (shifted > 0 && shifted <= n && state.mode !== 'colour') input(app, shifted, 'corner');
  else if (event.key === 'Delete' || event.key === 'Backspace') erase(app);
  else if (event.key === ' ') setMode(app, ENTRY_MODES[(ENTRY_MODES.indexOf(state.mode) + 1) % ENTRY_MODES.length]!);
  else if (event.key === 'Escape') {
    view.select(view.selected);
    view.render(state.decorations);
  } else if (state.mode === 'colour' && typed >= 1 && typed <= COLOURS) input(app, typed);
  else if (typed > 0 && state.mode !== 'colour') input(app, typed);
  else if (mode) setMode(app, mode);
  else if (event.key === 'h' || event.key === 'H') void hint(app);
  else if (event.key === 's' || event.key === 'S') void step(app);
  else handled = false;
  if (handled) event.preventDefault();
}

/** The value a key types in a grid of side n whose values start at `lowest`: its symbol in the grid's alphabet (0 a value on 0-8), 0 if none. */
function valueOfKey(n: number, key: string, lowest: number): number {
  const alphabet = valuesAlphabet(n, lowest);
  if (!alphabet) return 0;
  const v = symbolValue(key, alphabet);
  return v >= 1 && v <= n ? v : 0;
}

/**
 * The pad under the grid: a button a value (or, in colour mode, a colour of the palette), in rows
 * of at most nine of equal length, so that a 16×16's pad is two rows of eight. None for a grid too
 * large to type in.
 */
function buildPad(app: App): void {
  const { n } = app.state.game;
  const pad = $('pad');
  pad.replaceChildren();
  if (!app.view.interactive) return;
  const colours = app.state.mode === 'colour';
  const keys = colours ? COLOURS : n;
  pad.style.setProperty('--pad-columns', String(Math.ceil(keys / Math.ceil(keys / 9))));
  pad.classList.toggle('colours', colours);
  for (let v = 1; v <= keys; v++) {
    const b = document.createElement('button');
    b.type = 'button';
    if (colours) {
      b.dataset.colour = String(v);
      b.setAttribute('aria-label', `colour ${v}`);
    } else {
      b.textContent = symbolIn(app, v);
      b.setAttribute('aria-label', `value ${v}`);
    }
    b.addEventListener('click', () => input(app, v));
    pad.append(b);
  }
}

/** The grid, its pad and its play buttons for each new game; the selection, the clicks and keys of play. */
export function wirePlay(app: App): void {
  const { state, clock } = app;
  state.onNewGame((game) => {
    app.view.show(game);
    buildPad(app);
    refresh(app);
  });
  wireSelecting(app);
  // The keys play wherever the focus is on the board (the grid, its pad, the mode buttons) or on nothing;
  // a button keeps Space and Enter, which press it.
  const board = document.querySelector('.board')!;
  document.addEventListener('keydown', (e) => {
    const target = e.target as HTMLElement;
    const onBoard = target === document.body || (board.contains(target) && !target.matches('input, select, textarea'));
    if (onBoard && !(target.matches('button') && (e.key === ' ' || e.key === 'Enter'))) onKey(app, e);
  });
  onClick('undo', () => undo(app));
  onClick('redo', () => redo(app));
  for (const mode of ENTRY_MODES) onClick(`mode-${mode}`, () => setMode(app, mode));
  onClick('erase', () => erase(app));
  onClick('pause', () => clock.setPaused(!clock.paused));
  $<HTMLInputElement>('clear-housemates').addEventListener('change', (e) => {
    state.clearHousemates = (e.target as HTMLInputElement).checked;
  });
}
