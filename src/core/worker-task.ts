import { parentPort } from 'node:worker_threads';
import { isWorkerBound } from './worker-bound.js';
import type { Message } from './errors.js';
import type { WorkerReply } from './worker-pool.js';

/** The body of a pool worker: answers each task posted to it with `handle`, one at a time. */
export function serveTasks<T, R>(handle: (task: T) => Promise<R>): void {
  const port = parentPort;
  if (!port) throw new Error('internal error: a worker script was run outside a worker thread');
  port.on('message', (task: T) => {
    handle(task).then(
      (result) => port.postMessage({ ok: true, result } satisfies WorkerReply<R>),
      (e: unknown) => {
        const error = e instanceof Error ? e : new Error(String(e));
        const reply: WorkerReply<R> = { ok: false, message: error.message, name: error.name };
        if ('said' in error && Array.isArray(error.said)) reply.said = error.said as Message;
        if (isWorkerBound(error)) reply.retry = true;
        port.postMessage(reply);
      },
    );
  });
}
