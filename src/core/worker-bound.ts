/**
 * Errors that end a task in one worker thread only: the thread could not get a resource of its
 * own (its WebAssembly memory), so another thread may run the task. Apart from the pool (which the
 * web build replaces), so that the solvers can mark them anywhere.
 */

/** Marks an error as one that ends a task in this worker only. */
export function retryElsewhere<E extends Error>(error: E): E {
  return Object.assign(error, { workerBound: true });
}

/** Whether an error was marked by `retryElsewhere`. */
export function isWorkerBound(error: unknown): boolean {
  return (error as { workerBound?: unknown } | null)?.workerBound === true;
}
