import type { Job, Reply, Request, Results } from './protocol.js';

/** A job ended because the page stopped it. */
export class Stopped extends Error {
  constructor() {
    super('stopped');
  }
}

interface Pending {
  id: number;
  job: Job;
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
  progress?: (found: number) => void;
}

/**
 * One Web Worker running jobs one at a time, in the order asked. Stopping terminates the worker
 * outright (a solver deep in WebAssembly cannot be asked to stop), fails the running and queued
 * jobs, and starts a fresh worker for the next ones.
 */
export class WorkerClient {
  private worker: Worker;
  private nextId = 1;
  private pending: Pending | undefined;
  private readonly queue: Pending[] = [];

  constructor(private readonly url: URL) {
    this.worker = this.start();
  }

  get busy(): boolean {
    return this.pending !== undefined;
  }

  /** Runs a job once the jobs before it are done. */
  run<K extends Job['kind']>(job: Extract<Job, { kind: K }>, progress?: (found: number) => void): Promise<Results[K]> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve: resolve as (v: unknown) => void, reject, ...(progress ? { progress } : {}) });
      this.next();
    });
  }

  /** Ends the running job and drops the queued ones at once: the worker is terminated and replaced. */
  stop(): void {
    this.worker.terminate();
    this.worker = this.start();
    const dropped = [...(this.pending ? [this.pending] : []), ...this.queue.splice(0)];
    this.pending = undefined;
    for (const p of dropped) p.reject(new Stopped());
  }

  private next(): void {
    if (this.pending) return;
    this.pending = this.queue.shift();
    if (this.pending) this.worker.postMessage({ id: this.pending.id, job: this.pending.job } satisfies Request);
  }

  private start(): Worker {
    const worker = new Worker(this.url, { type: 'module', name: 'sudocnf' });
    worker.onmessage = (event: MessageEvent<Reply>) => {
      const reply = event.data;
      const pending = this.pending;
      if (!pending || pending.id !== reply.id) return;
      if (reply.type === 'progress') return pending.progress?.(reply.found);
      this.pending = undefined;
      if (reply.type === 'done') pending.resolve(reply.result);
      else pending.reject(new Error(reply.message));
      this.next();
    };
    worker.onerror = (event) => {
      const pending = this.pending;
      this.pending = undefined;
      pending?.reject(new Error(event.message || 'the worker failed'));
      this.next();
    };
    return worker;
  }
}
