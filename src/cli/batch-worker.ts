// A worker thread of solve, unique and count --jobs N: one block of puzzles at a time, each
// block with a route of its own, as the main thread does with one job.
import { workerData } from 'node:worker_threads';
import { SolverError } from '../../solvers/sat-solver.js';
import { Grid } from '../core/grid.js';
import { Shape } from '../core/shape.js';
import { serveTasks } from '../core/worker-task.js';
import type { BlockEntry, EntryOutcome, WorkerSetup } from './batch-jobs.js';
import { describeCount } from './count.js';
import { errorText } from './messages.js';
import { describeSolve } from './solve.js';
import { routeFromFlags } from './solver-options.js';
import { describeUnique } from './unique.js';

const setup = workerData as WorkerSetup;
const describe = { solve: describeSolve, unique: describeUnique, count: describeCount }[setup.command](setup.flags);

serveTasks(async (block: BlockEntry[]): Promise<EntryOutcome[]> => {
  await using route = routeFromFlags(setup.flags, setup.batch);
  const { job } = describe({ route, rendering: setup.rendering, batch: setup.batch });
  const outcomes: EntryOutcome[] = [];
  for (const entry of block) {
    const grid = new Grid(Shape.fromId(entry.box), entry.cells);
    try {
      outcomes.push({
        index: entry.index,
        result: await job(
          grid,
          entry.label,
          { index: entry.index, ...(entry.title !== undefined ? { title: entry.title } : {}) },
          {
            startedAt: performance.now(),
            index: entry.index,
          },
        ),
      });
    } catch (e) {
      // As in one thread: a failing solver is that puzzle's outcome; anything else ends the run.
      if (!(e instanceof SolverError)) throw e;
      outcomes.push({ index: entry.index, failure: 'solver', text: errorText(e) });
    }
  }
  return outcomes;
});
