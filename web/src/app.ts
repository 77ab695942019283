import type { PlayClock } from './clock.js';
import type { GridView } from './grid-view.js';
import type { PlayState } from './play-state.js';
import type { WorkerClient } from './worker-client.js';

/** The page's three workers, each with its own queue. */
export interface Workers {
  /** Solving, counting, generating: one at a time, and Stop ends it. */
  long: WorkerClient;
  /** Hints, closed-form counts and downloads: quick, and never queued behind a long solve. */
  quick: WorkerClient;
  /** The current puzzle's formula size: a new question stops the old one (a 100×100 takes a while). */
  sizes: WorkerClient;
}

/** What the parts of the page share, made once by main.ts and passed to each: they keep no state of their own at module level. */
export interface App {
  state: PlayState;
  view: GridView;
  clock: PlayClock;
  workers: Workers;
}
