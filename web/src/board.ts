// The grid as the play state shows it, and the play buttons that depend on it.
import type { App } from './app.js';
import { $ } from './dom.js';

/** Draws the grid with the game's conflicts, and enables the buttons the grid allows. */
export function refresh({ state, view }: App): void {
  state.decorations.conflicts = state.game.conflicts();
  view.render(state.decorations);
  $<HTMLButtonElement>('undo').disabled = !state.game.canUndo();
  $<HTMLButtonElement>('redo').disabled = !state.game.canRedo();
  for (const id of ['hint', 'step', 'erase', 'pencil']) $<HTMLButtonElement>(id).disabled = !view.interactive;
}

/** After a move: what was marked from an older state goes. */
export function moved(app: App): void {
  app.state.forgetMarks();
  $('explanation').textContent = '';
  refresh(app);
}
