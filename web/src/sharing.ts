// Share links: the puzzle (its givens, rules and credit as a puzzle document) and the player's
// progress, each compressed into the page's address.
import LZString from 'lz-string';
import { formatPuzzle } from '../../src/formats/write.js';
import type { App } from './app.js';
import { $, onClick } from './dom.js';
import { say } from './messages.js';
import { writeProgress } from './progress.js';

/** A link to this page that opens the puzzle where the player is, shown selected and copied where the browser lets it be. */
function share({ state }: App): void {
  const pack = (text: string) => LZString.compressToEncodedURIComponent(text);
  const parts = [
    `puzzle=${pack(formatPuzzle(state.game.puzzle, 'document', undefined, state.credit))}`,
    `progress=${writeProgress(state.game)}`,
  ];
  const link = `${location.origin}${location.pathname}#${parts.join('&')}`;
  const field = $<HTMLInputElement>('share-link');
  field.value = link;
  field.hidden = false;
  field.select();
  void navigator.clipboard?.writeText(link).then(
    () => say('The link to this puzzle and the progress made is copied.'),
    () => say('The link to this puzzle and the progress made is selected: copy it.'),
  );
}

/** What a link opens: the puzzle's text (undefined if it holds none sudocnf reads) and the progress, where it has it. */
export interface SharedLink {
  text: string | undefined;
  progress: string | undefined;
}

/** What the page was opened with: no link, or a link and what it holds. */
export function sharedLink(): SharedLink | undefined {
  // Not URLSearchParams: a compressed text may hold '+', which a query would read as a space.
  const fields = new Map(
    location.hash
      .slice(1)
      .split('&')
      .map((field) => [field.slice(0, field.indexOf('=')), field.slice(field.indexOf('=') + 1)] as const),
  );
  const puzzle = fields.get('puzzle');
  if (puzzle === undefined) return undefined;
  return {
    text: LZString.decompressFromEncodedURIComponent(puzzle) || undefined,
    progress: fields.get('progress'),
  };
}

export function wireSharing(app: App): void {
  onClick('share', () => share(app));
}
