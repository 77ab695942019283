import { Worker } from 'node:worker_threads';

/** What a pool worker posts back for each task: its result, or the error that ended it. */
export type WorkerReply<R> = { ok: true; result: R } | { ok: false; message: string; name: string };

/**
 * Hands tasks to `jobs` worker threads running `script`, each task to the next idle worker, and
 * passes each result on as it arrives (in completion order). The first failure stops every
 * worker and rejects. Workers get `workerData` once, and are terminated at the end.
 */
export function runOnWorkers<T, R>(
  script: URL,
  workerData: unknown,
  tasks: readonly T[],
  jobs: number,
  onResult: (task: T, result: R) => void,
): Promise<void> {
  return runTasks(startWorkers(script, workerData, Math.min(jobs, tasks.length)), tasks, onResult);
}

/** `count` worker threads running `script`, started now (they load their modules while the caller goes on). */
export function startWorkers(script: URL, workerData: unknown, count: number): Worker[] {
  return Array.from({ length: count }, () => new Worker(script, { workerData }));
}

/**
 * Tasks handed to worker threads as they come: each task to the next idle worker, each result
 * passed on as it arrives (in completion order). The first failure (a task's error, a worker that
 * fails or stops mid-task) is passed to `onError` once, and no more tasks are handed out.
 */
export class WorkQueue<T, R> {
  private readonly waiting: T[] = [];
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, T>();
  private failed = false;
  private whenDone: (() => void) | undefined;

  constructor(
    workers: readonly Worker[],
    onResult: (task: T, result: R) => void,
    private readonly onError: (error: unknown) => void,
  ) {
    for (const worker of workers) {
      worker.on('message', (reply: WorkerReply<R>) => {
        if (!reply.ok) return this.fail(Object.assign(new Error(reply.message), { name: reply.name }));
        const task = this.busy.get(worker)!;
        this.busy.delete(worker);
        onResult(task, reply.result);
        this.idle.push(worker);
        this.feed();
      });
      worker.on('error', (e) => this.fail(e));
      worker.on('exit', (code) => {
        if (this.busy.has(worker)) this.fail(new Error(`a worker thread stopped (exit code ${code})`));
      });
      this.idle.push(worker);
    }
  }

  push(task: T): void {
    this.waiting.push(task);
    this.feed();
  }

  /** Resolves once every task pushed so far has its result (never, after a failure). */
  drained(): Promise<void> {
    return new Promise((resolve) => {
      this.whenDone = resolve;
      this.feed();
    });
  }

  private feed(): void {
    while (!this.failed && this.idle.length > 0 && this.waiting.length > 0) {
      const worker = this.idle.pop()!;
      const task = this.waiting.shift()!;
      this.busy.set(worker, task);
      worker.postMessage(task);
    }
    if (!this.failed && this.waiting.length === 0 && this.busy.size === 0) this.whenDone?.();
  }

  private fail(error: unknown): void {
    if (this.failed) return;
    this.failed = true;
    this.onError(error);
  }
}

/** runOnWorkers on workers already started; they are terminated at the end (a caller may end them sooner: the promise then rejects). */
export async function runTasks<T, R>(
  workers: readonly Worker[],
  tasks: readonly T[],
  onResult: (task: T, result: R) => void,
): Promise<void> {
  try {
    await new Promise<void>((resolve, reject) => {
      const queue = new WorkQueue<T, R>(workers, onResult, reject);
      for (const task of tasks) queue.push(task);
      void queue.drained().then(resolve);
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
