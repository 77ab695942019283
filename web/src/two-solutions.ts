import { $ } from './dom.js';
import { Game } from './game.js';
import { noDecorations } from './cell-display.js';
import { GridView } from './grid-view.js';

/** Two solutions of the game's puzzle side by side, read-only, with the cells where they differ marked on both. */
export function showTwo(game: Game, first: number[], second: number[]): void {
  const box = $('solutions');
  box.replaceChildren();
  const differs = new Set(first.flatMap((v, i) => (v !== second[i] ? [i] : [])));
  [first, second].forEach((cells, i) => {
    const figure = document.createElement('figure');
    const host = document.createElement('div');
    host.id = `solution-${i + 1}`;
    const caption = document.createElement('figcaption');
    caption.textContent = `Solution ${i + 1}`;
    figure.append(caption, host);
    box.append(figure);
    const shown = new Game(game.puzzle, game.source);
    shown.fill(cells);
    const v = new GridView(host, true);
    v.show(shown);
    v.render({ ...noDecorations(), differs });
    host.classList.add('readonly');
    host.querySelectorAll('[tabindex]').forEach((e) => {
      e.setAttribute('tabindex', '-1');
    });
  });
  box.hidden = false;
}

export function hideTwo(): void {
  $('solutions').hidden = true;
}
