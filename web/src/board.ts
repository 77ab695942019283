// The grid as the play state shows it, and the play buttons that depend on it.
import type { App } from './app.js';
import { ENTRY_MODES } from './play-state.js';
import { $ } from './dom.js';
import { say } from './messages.js';
import { saveGame } from './saved-game.js';

/** Draws the grid with the game's conflicts, enables the buttons the grid allows, and keeps the progress in the page's storage. */
export function refresh(app: App): void {
  const { state, view } = app;
  saveGame(app, false);
  state.decorations.conflicts = state.game.conflicts();
  view.render(state.decorations);
  $<HTMLButtonElement>('undo').disabled = !state.game.canUndo();
  $<HTMLButtonElement>('redo').disabled = !state.game.canRedo();
  for (const id of ['hint', 'step', 'erase', ...ENTRY_MODES.map((m) => `mode-${m}`)]) $<HTMLButtonElement>(id).disabled = !view.interactive;
}

/** After a move: what was marked from an older state goes, and so does the message about it (but for a win's). */
export function moved(app: App): void {
  app.state.forgetMarks();
  if (!app.clock.won) say('');
  refresh(app);
}
