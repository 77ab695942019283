// Selecting cells: a click, a drag (mouse or finger), Shift or Ctrl with a click, Shift with the arrows.
import type { App } from './app.js';
import { $ } from './dom.js';

/** The cell an arrow key moves to from `cell`, wrapping round; undefined for any other key. */
export function cellAfterKey(n: number, cell: number, key: string): number | undefined {
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
  return moves[key];
}

/**
 * A press on a cell selects it (Shift adds it to the selection, Ctrl or Cmd adds or removes it);
 * moving on while pressed adds every cell passed over, for a mouse and a finger alike.
 */
export function wireSelecting(app: App): void {
  const { state, view } = app;
  const grid = $('grid');
  let dragging = false;
  const show = () => view.render(state.decorations);
  grid.addEventListener('pointerdown', (e) => {
    const cell = view.cellAt(e.target);
    if (cell === undefined || !view.interactive || e.button > 0) return;
    const extend = e.ctrlKey || e.metaKey ? 'toggle' : e.shiftKey ? 'add' : undefined;
    view.select(cell, true, extend);
    dragging = true;
    // The focus stays on the cell, not where the press would move it; a finger's drag selects instead of scrolling.
    e.preventDefault();
    show();
  });
  grid.addEventListener('pointermove', (e) => {
    if (!dragging) return;
    // A finger's events keep to the cell it first touched: the cell under it now is found by position.
    const cell = view.cellAt(document.elementFromPoint(e.clientX, e.clientY));
    if (cell === undefined || view.selection.has(cell)) return;
    view.select(cell, true, 'add');
    show();
  });
  for (const end of ['pointerup', 'pointercancel']) document.addEventListener(end, () => (dragging = false));
}
