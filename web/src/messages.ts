// What the page says: the status line under the grid, and the answers of the Solve panel.
import { $ } from './dom.js';
import { Stopped } from './worker-client.js';

/** The status line under the grid. */
export function say(text: string): void {
  const status = $('status');
  status.textContent = text;
  status.classList.remove('won');
}

/** The answer of a solve, a proof or a count: in the Solve panel and next to the grid, where it is in view. */
export function verdict(text: string): void {
  $('result').textContent = text;
  say(text);
  // Asked from the Solve panel (below the grid on a phone, scrolled to on a desktop): the grid and the answer under it come into view.
  const grid = $('grid').getBoundingClientRect();
  const status = $('status').getBoundingClientRect();
  if (text !== '' && (grid.top < 0 || status.bottom > window.innerHeight)) $('grid').scrollIntoView({ block: 'start' });
}

/** Says why work ended without an answer (stopped, or the worker's error); undefined, for `.catch(failed)`. */
export function failed(e: unknown): undefined {
  const text = e instanceof Stopped ? 'Stopped.' : `Failed: ${e instanceof Error ? e.message : String(e)}`;
  verdict(text);
  return undefined;
}

/** A duration as the page writes it: milliseconds below a second. */
export const ms = (seconds: number) => (seconds < 1 ? `${(seconds * 1000).toFixed(0)} ms` : `${seconds.toFixed(2)} s`);

/** A number with thousands separated, as the command line writes it. */
export const count = (x: number) => x.toLocaleString('en-US');
