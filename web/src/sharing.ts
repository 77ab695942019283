// Share links: the puzzle (its givens and rules as a puzzle document), its credit and the player's
// progress, each compressed into the page's address.
import LZString from 'lz-string';
import { formatPuzzle } from '../../src/formats/write.js';
import type { App } from './app.js';
import { $, onClick } from './dom.js';
import { say } from './messages.js';
import type { Credit } from './play-state.js';
import { writeProgress } from './progress.js';

/** A link to this page that opens the puzzle where the player is, shown selected and copied where the browser lets it be. */
function share({ state }: App): void {
  const pack = (text: string) => LZString.compressToEncodedURIComponent(text);
  const parts = [
    `puzzle=${pack(formatPuzzle(state.game.puzzle, 'document'))}`,
    `credit=${pack(JSON.stringify(state.credit))}`,
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

/** What a link opens: the puzzle's text (undefined if it holds none sudocnf reads), its credit and the progress, where it has them. */
export interface SharedLink {
  text: string | undefined;
  credit: Credit;
  progress: string | undefined;
}

/** The credit a link carries: a title, and an author and rules where they are text. */
function creditOf(packed: string | undefined): Credit {
  const shared: Credit = { title: 'Shared puzzle' };
  try {
    const raw = JSON.parse(LZString.decompressFromEncodedURIComponent(packed ?? '') || '{}') as Record<string, unknown>;
    for (const key of ['title', 'author', 'rules'] as const) if (typeof raw[key] === 'string' && raw[key] !== '') shared[key] = raw[key];
  } catch {
    // A credit cut short: the puzzle is still shared, under the plain title.
  }
  return shared;
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
    credit: creditOf(fields.get('credit')),
    progress: fields.get('progress'),
  };
}

export function wireSharing(app: App): void {
  onClick('share', () => share(app));
}
