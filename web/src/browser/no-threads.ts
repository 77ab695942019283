import { UsageError } from '../../../src/core/errors.js';

/**
 * The web build's stand-in for src/core/worker-pool.ts: Node's worker threads are the command line's
 * (generate --jobs, bench); the page runs its work in a Web Worker of its own and never asks for them.
 */
function refuse(): never {
  throw new UsageError('worker threads (--jobs) are for the command line; in the page, work runs in its Web Worker');
}

export const runOnWorkers = refuse;
export const startWorkers = refuse;
export const runTasks = refuse;
