import type { Shape } from '../core/shape.js';
import { openRoute } from '../routes/open-route.js';
import type { RouteOptions } from '../routes/route-options.js';
import type { SudokuRoute } from '../routes/route.js';

/** How long the shared route outlives its latest call: a loop's next call comes sooner. */
const IDLE_MS = 1000;

/** Calls a shared route serves before it is opened afresh, as a command line's batch does per block. */
const SHARED_CALLS = 256;

interface Shared {
  key: string;
  route: SudokuRoute;
  calls: number;
  busy: boolean;
  timer?: ReturnType<typeof setTimeout>;
}

let shared: Shared | undefined;
/** The options and shape of the latest call. */
let latest: { key: string; shape: Shape } | undefined;

/**
 * Runs a call on a route. A loop of calls on puzzles of one shape, with the same options, shares
 * one route opened as for a batch (as the command line's are): an incremental solver keeps the
 * shape's formula and takes each puzzle's givens as assumptions. A call on a shape the call before
 * did not have, a call made while the shared route is busy (calls at once, or one from another's
 * callback), and options that write a file per call or run threads get a route of their own,
 * closed after it. The shared route is closed a moment after its latest call, and never keeps the
 * process alive.
 */
export async function withRoute<T>(options: RouteOptions, shape: Shape, run: (route: SudokuRoute) => Promise<T>): Promise<T> {
  const key = JSON.stringify(options);
  const again = latest !== undefined && latest.key === key && latest.shape.equals(shape);
  latest = { key, shape };
  if (!again || shared?.busy || options.keepCnf !== undefined || (options.threads ?? 1) > 1) {
    await using route = openRoute(options);
    return await run(route);
  }
  if (shared && (shared.key !== key || shared.calls >= SHARED_CALLS)) await closeShared();
  shared ??= { key, route: openRoute({ ...options, batch: true }), calls: 0, busy: false };
  const mine = shared;
  clearTimeout(mine.timer);
  mine.busy = true;
  mine.calls++;
  try {
    return await run(mine.route);
  } finally {
    mine.busy = false;
    mine.timer = setTimeout(() => {
      // A solver that fails to close has nothing left to answer for: the route is dropped either way.
      if (shared === mine && !mine.busy) closeShared().catch(() => {});
    }, IDLE_MS);
    (mine.timer as { unref?(): void }).unref?.();
  }
}

async function closeShared(): Promise<void> {
  const closing = shared;
  shared = undefined;
  if (!closing) return;
  clearTimeout(closing.timer);
  await closing.route.close();
}
