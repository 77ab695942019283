// The game kept in the page's storage, so that a reload goes on with it: the puzzle's origin once
// for each new game, the progress after each move.
import type { App } from './app.js';
import { COLOURS, type Credit, type Origin } from './play-state.js';
import { readProgress, writeProgress } from './progress.js';

const PUZZLE_KEY = 'sudocnf-puzzle';
const PROGRESS_KEY = 'sudocnf-progress';

/** Storage may be off or full (private windows, a very large file): the game then lasts for this visit. */
function store(key: string, value: string): boolean {
  try {
    localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

function forget(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage is off: nothing was kept.
  }
}

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps the game's origin (for a new game) and its progress. */
export function saveGame(app: App, newGame: boolean): void {
  const { origin, credit, loaded, game } = app.state;
  if (!loaded || !origin) return;
  // A puzzle that cannot be kept takes the last one's with it: its progress is not this game's.
  if (newGame && !store(PUZZLE_KEY, JSON.stringify({ ...origin, credit }))) forget(PUZZLE_KEY);
  store(PROGRESS_KEY, writeProgress(game));
}

/** The game kept by the last visit, if any: where its puzzle came from and the progress made. */
export function savedGame(): { origin: Origin; credit: Credit; progress: string } | undefined {
  const origin = stored(PUZZLE_KEY);
  const progress = stored(PROGRESS_KEY);
  if (origin === null || progress === null) return undefined;
  try {
    const { credit, ...parsed } = JSON.parse(origin) as Origin & { credit: Credit };
    const ok = typeof parsed.text === 'string' && typeof parsed.file === 'string' && Number.isInteger(parsed.index);
    return ok && typeof credit?.title === 'string' ? { origin: parsed, credit, progress } : undefined;
  } catch {
    return undefined;
  }
}

/** Puts progress read from a link or storage on the game just loaded (to be drawn); false if it does not fit the puzzle. */
export function applyProgress(app: App, progress: string): boolean {
  const { game } = app.state;
  const states = readProgress(progress, game.values.length, game.n, COLOURS);
  if (!states) return false;
  game.restore(states);
  return true;
}
