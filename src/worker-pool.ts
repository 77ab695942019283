import { Worker } from 'node:worker_threads';

/** What a pool worker posts back for each task: its result, or the error that ended it. */
export type WorkerReply<R> = { ok: true; result: R } | { ok: false; message: string; name: string };

/**
 * Hands tasks to `jobs` worker threads running `script`, each task to the next idle worker, and
 * passes each result on as it arrives (in completion order). The first failure stops every
 * worker and rejects. Workers get `workerData` once, and are terminated at the end.
 */
export function runOnWorkers<T, R>(script: URL, workerData: unknown, tasks: readonly T[], jobs: number, onResult: (task: T, result: R) => void): Promise<void> {
  return runTasks(startWorkers(script, workerData, Math.min(jobs, tasks.length)), tasks, onResult);
}

/** `count` worker threads running `script`, started now (they load their modules while the caller goes on). */
export function startWorkers(script: URL, workerData: unknown, count: number): Worker[] {
  return Array.from({ length: count }, () => new Worker(script, { workerData }));
}

/** runOnWorkers on workers already started; they are terminated at the end (a caller may end them sooner: the promise then rejects). */
export async function runTasks<T, R>(workers: readonly Worker[], tasks: readonly T[], onResult: (task: T, result: R) => void): Promise<void> {
  let next = 0;
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            let current: T | undefined;
            const feed = () => {
              if (next >= tasks.length) return resolve();
              current = tasks[next++]!;
              worker.postMessage(current);
            };
            worker.on('message', (reply: WorkerReply<R>) => {
              if (!reply.ok) return reject(Object.assign(new Error(reply.message), { name: reply.name }));
              const task = current!;
              current = undefined;
              onResult(task, reply.result);
              feed();
            });
            worker.on('error', reject);
            worker.on('exit', (code) => {
              if (current !== undefined) reject(new Error(`a worker thread stopped (exit code ${code})`));
            });
            feed();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
