// A worker thread of `sudocnf bench --jobs N`: its own routes, one puzzle at a time.
import { workerData } from 'node:worker_threads';
import { serveTasks } from '../core/worker-task.js';
import { BenchRunner, type PuzzleJob, type RunnerSettings } from './runner.js';

const runner = new BenchRunner(workerData as RunnerSettings);
serveTasks((job: PuzzleJob) => runner.run(job));
