import type { PuzzleEntry } from '../formats/puzzle.js';
import type { Worker } from 'node:worker_threads';
import { startWorkers, WorkQueue } from '../core/worker-pool.js';
import { noteRetired } from './messages.js';
import { BatchFailure, type BatchRun, type JobResult } from './batch.js';
import type { Rendering } from './report.js';
import type { BatchCommand, SolverFlags } from './solver-flags.js';

/** Puzzles per block: each block gets a route of its own, whichever thread solves it. */
export const BLOCK = 256;

/** What a worker thread needs to do the command's work: the command and its options. */
export interface WorkerSetup {
  command: BatchCommand;
  flags: SolverFlags;
  rendering: Rendering;
  batch: boolean;
}

/** A puzzle as it crosses to a worker thread. */
export interface BlockEntry {
  index: number;
  title?: string;
  label: string;
  box: string;
  cells: Uint16Array;
}

/** A puzzle's outcome from a worker: the job's result, or the failure a batch reports for that puzzle. */
export type EntryOutcome = { index: number; result: JobResult } | { index: number; failure: 'solver' | 'proof'; text: string };

/** Worker threads for a batch, started before the file is read so that they load as it is. */
export function startBatchWorkers(setup: WorkerSetup, jobs: number): Worker[] {
  return startWorkers(new URL('./batch-worker.js', import.meta.url), setup, jobs);
}

/** Blocks handed out ahead of the one being printed, per thread: enough to keep every thread busy, few enough to bound memory. */
const BLOCKS_AHEAD = 4;

/**
 * Puts the worker threads to work on the batch's blocks as the batch is read. Returns the entries
 * for runBatch to walk (the same, in file order, read a few blocks ahead of it and handed out) and
 * the job it calls for each puzzle: it waits for that puzzle's outcome, so the output keeps the
 * file's order while the threads work ahead. Memory holds the blocks ahead, never the batch. The
 * caller ends the threads when the batch is over, or earlier (a failed write).
 */
export function workerJobs(
  workers: readonly Worker[],
  entries: Iterable<PuzzleEntry>,
  labelOf: (entry: PuzzleEntry) => string,
): { entries: Iterable<PuzzleEntry>; job: BatchRun['job'] } {
  const waiting = new Map<number, { resolve: (o: EntryOutcome) => void; reject: (e: unknown) => void }>();
  const arrived = new Map<number, Promise<EntryOutcome>>();
  const queue = new WorkQueue<BlockEntry[], EntryOutcome[]>(
    workers,
    (_block, outcomes) => {
      for (const o of outcomes) {
        waiting.get(o.index)?.resolve(o);
        waiting.delete(o.index);
      }
    },
    (e) => {
      for (const w of waiting.values()) w.reject(e);
    },
    noteRetired,
  );
  const register = (entry: Extract<PuzzleEntry, { ok: true }>) => {
    const outcome = new Promise<EntryOutcome>((resolve, reject) => waiting.set(entry.index, { resolve, reject }));
    // Awaited by the job; a failure before then must not count as unhandled.
    outcome.catch(() => {});
    arrived.set(entry.index, outcome);
  };
  function* handedOut(): Generator<PuzzleEntry> {
    const source = entries[Symbol.iterator]();
    /** Read and not yet handed to runBatch; the first `ready` are in blocks sent to a thread (or bad). */
    const ahead: PuzzleEntry[] = [];
    let ready = 0;
    let goodReady = 0;
    let ended = false;
    let block: BlockEntry[] = [];
    const send = () => {
      if (block.length > 0) queue.push(block);
      goodReady += block.length;
      block = [];
      ready = ahead.length;
    };
    const readBlock = () => {
      for (;;) {
        const step = source.next();
        if (step.done) {
          ended = true;
          return send();
        }
        const entry = step.value;
        ahead.push(entry);
        if (!entry.ok) continue;
        register(entry);
        block.push({
          index: entry.index,
          ...(entry.title !== undefined ? { title: entry.title } : {}),
          label: labelOf(entry),
          box: entry.grid.shape.id,
          cells: entry.grid.cells,
        });
        if (block.length === BLOCK) return send();
      }
    };
    for (;;) {
      while (!ended && goodReady < BLOCKS_AHEAD * workers.length * BLOCK) readBlock();
      if (ready === 0) return;
      ready--;
      const entry = ahead.shift()!;
      if (entry.ok) goodReady--;
      yield entry;
    }
  }
  const job: BatchRun['job'] = async (_grid, _label, place) => {
    const outcome = await arrived.get(place!.index)!;
    arrived.delete(place!.index);
    if ('result' in outcome) return outcome.result;
    throw new BatchFailure(outcome.failure, outcome.text);
  };
  return { entries: handedOut(), job };
}
