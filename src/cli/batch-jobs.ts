import type { PuzzleEntry } from '../formats/puzzle.js';
import type { Worker } from 'node:worker_threads';
import { runTasks, startWorkers } from '../worker-pool.js';
import { BatchFailure, type BatchRun, type JobResult } from './batch.js';
import type { Rendering } from './report.js';
import type { BatchCommand, SolverFlags } from './solver-options.js';

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

/**
 * Puts the worker threads to work on the batch's blocks and returns the job runBatch calls for
 * each puzzle: it waits for that puzzle's outcome, so the output keeps the file's order while the
 * threads work ahead. The caller ends the threads when the batch is over, or earlier (a failed write).
 */
export function workerJobs(workers: readonly Worker[], entries: readonly PuzzleEntry[], labelOf: (entry: PuzzleEntry) => string): BatchRun['job'] {
  const waiting = new Map<number, { resolve: (o: EntryOutcome) => void; reject: (e: unknown) => void }>();
  const arrived = new Map<number, Promise<EntryOutcome>>();
  const blocks: BlockEntry[][] = [];
  for (const entry of entries) {
    if (!entry.ok) continue;
    const outcome = new Promise<EntryOutcome>((resolve, reject) => waiting.set(entry.index, { resolve, reject }));
    // Awaited by the job; a failure before then must not count as unhandled.
    outcome.catch(() => {});
    arrived.set(entry.index, outcome);
    if (blocks.length === 0 || blocks.at(-1)!.length === BLOCK) blocks.push([]);
    blocks.at(-1)!.push({ index: entry.index, label: labelOf(entry), box: entry.grid.shape.key, cells: entry.grid.cells });
  }
  runTasks<BlockEntry[], EntryOutcome[]>(workers, blocks, (_block, outcomes) => {
    for (const o of outcomes) waiting.get(o.index)?.resolve(o);
  }).catch((e: unknown) => {
    for (const w of waiting.values()) w.reject(e);
  });
  return async (_grid, _label, index) => {
    const outcome = await arrived.get(index!)!;
    arrived.delete(index!);
    if ('result' in outcome) return outcome.result;
    throw new BatchFailure(outcome.failure, outcome.text);
  };
}
