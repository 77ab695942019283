// Share links: the puzzle (its givens and rules as a puzzle document) compressed into the page's address.
import LZString from 'lz-string';
import { formatPuzzle } from '../../src/formats/write.js';
import type { App } from './app.js';
import { $, onClick } from './dom.js';
import { say } from './messages.js';

/** A link to this page that opens the puzzle, shown selected and copied where the browser lets it be. */
function share({ state }: App): void {
  const text = formatPuzzle(state.game.puzzle, 'document');
  const link = `${location.origin}${location.pathname}#puzzle=${LZString.compressToEncodedURIComponent(text)}`;
  const field = $<HTMLInputElement>('share-link');
  field.value = link;
  field.hidden = false;
  field.select();
  void navigator.clipboard?.writeText(link).then(
    () => say('The link to this puzzle is copied.'),
    () => say('The link to this puzzle is selected: copy it.'),
  );
}

/** What the page was opened with: no link, a link and the puzzle text it holds, or a link that holds none. */
export function sharedLink(): { text: string | undefined } | undefined {
  const shared = /^#puzzle=(.+)$/.exec(location.hash)?.[1];
  if (!shared) return undefined;
  return { text: LZString.decompressFromEncodedURIComponent(shared) || undefined };
}

export function wireSharing(app: App): void {
  onClick('share', () => share(app));
}
