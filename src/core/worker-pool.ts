import type { Message } from './errors.js';
import { Worker } from 'node:worker_threads';
import { workersThatFit } from './address-space.js';

/**
 * What a pool worker posts back for each task: its result, or the error that ended it. `retry`:
 * the worker could not start what the task needs (its WebAssembly memory): another worker may.
 */
/** A failure keeps its name (the exit code goes by it) and, when it has one, its message with the options apart (`said`). */
export type WorkerReply<R> = { ok: true; result: R } | { ok: false; message: string; name: string; said?: Message; retry?: boolean };

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
  onRetired?: (error: Error, left: number) => void,
): Promise<void> {
  return runTasks(startWorkers(script, workerData, Math.min(jobs, tasks.length)), tasks, onResult, onRetired);
}

/**
 * Up to `count` worker threads running `script`, started now (they load their modules while the
 * caller goes on): as many as the address-space limit leaves room for, at least one.
 */
export function startWorkers(script: URL, workerData: unknown, count: number): Worker[] {
  return Array.from({ length: workersThatFit(count) }, () => new Worker(script, { workerData }));
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

  private live: number;

  /**
   * A task that fails in one worker only (`retry`) goes to another, and that worker is let go
   * (`onRetired` hears of it); when it was the last, the failure is the queue's.
   */
  constructor(
    workers: readonly Worker[],
    onResult: (task: T, result: R) => void,
    private readonly onError: (error: unknown) => void,
    private readonly onRetired?: (error: Error, left: number) => void,
  ) {
    this.live = workers.length;
    for (const worker of workers) {
      worker.on('message', (reply: WorkerReply<R>) => {
        if (!reply.ok) {
          const error = Object.assign(new Error(reply.message), { name: reply.name }, reply.said ? { said: reply.said } : {});
          if (!reply.retry || this.live <= 1) return this.fail(error);
          this.retire(worker, error);
          return;
        }
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

  /** Lets a worker go and hands its task to the others. */
  private retire(worker: Worker, error: Error): void {
    const task = this.busy.get(worker)!;
    this.busy.delete(worker);
    this.live--;
    this.onRetired?.(error, this.live);
    void worker.terminate();
    this.waiting.unshift(task);
    this.feed();
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
  onRetired?: (error: Error, left: number) => void,
): Promise<void> {
  try {
    await new Promise<void>((resolve, reject) => {
      const queue = new WorkQueue<T, R>(workers, onResult, reject, onRetired);
      for (const task of tasks) queue.push(task);
      void queue.drained().then(resolve);
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

/**
 * Tasks taken from `tasks` as they are needed and handed to worker threads, their results passed
 * to `onResult` in the tasks' order: at most `window` tasks are taken ahead of the oldest whose
 * result is not yet passed on, so that an endless run holds bounded work. The first failure (a
 * task's, a worker's, or one `onResult` throws: a closed pipe) rejects; the workers are terminated
 * at the end either way.
 */
export async function runInOrder<T extends object, R>(
  workers: readonly Worker[],
  tasks: Iterable<T>,
  window: number,
  onResult: (task: T, result: R) => void,
  onRetired?: (error: Error, left: number) => void,
): Promise<void> {
  const source = tasks[Symbol.iterator]();
  try {
    await new Promise<void>((resolve, reject) => {
      // The tasks taken and not yet passed on, oldest first, with their results as they come.
      const taken: { task: T; result?: R; done: boolean }[] = [];
      const slots = new Map<T, (typeof taken)[number]>();
      let exhausted = false;
      let failed = false;
      const fail = (e: unknown) => {
        failed = true;
        reject(e);
      };
      const take = () => {
        while (!exhausted && taken.length < window) {
          const next = source.next();
          if (next.done) exhausted = true;
          else {
            const slot = { task: next.value, done: false };
            taken.push(slot);
            slots.set(next.value, slot);
            queue.push(next.value);
          }
        }
        if (exhausted && taken.length === 0) resolve();
      };
      const queue = new WorkQueue<T, R>(
        workers,
        (task, result) => {
          if (failed) return;
          Object.assign(slots.get(task)!, { result, done: true });
          try {
            while (taken[0]?.done) {
              const { task: first, result: ready } = taken.shift()!;
              slots.delete(first);
              onResult(first, ready as R);
            }
            take();
          } catch (e) {
            fail(e);
          }
        },
        fail,
        onRetired,
      );
      try {
        take();
      } catch (e) {
        fail(e);
      }
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
