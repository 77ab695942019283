// A worker thread of the bands strategy: one lane of orders (see band-lanes.ts), tried in turn
// on the puzzle it is given; it posts the BandsOutcome (the solution as cells) or the error.
import { parentPort, workerData } from 'node:worker_threads';
import { amoEncoding } from '../../encodings/amo/index.js';
import { satBackend } from '../../solvers/registry.js';
import { Deadline } from '../deadline.js';
import { Grid } from '../grid.js';
import { Shape } from '../shape.js';
import type { LaneReply, LaneTask } from './band-lanes.js';
import { solveByBands } from './bands.js';

const task = workerData as LaneTask;
const post = (reply: LaneReply) => parentPort!.postMessage(reply);
try {
  const puzzle = new Grid(Shape.parse(task.box)!, task.cells);
  const backend = satBackend(task.solver);
  const outcome = await solveByBands(puzzle, {
    amo: amoEncoding(task.amo),
    createSolver: () => backend.create({ ...task.backendOptions, stableSearch: true }),
    deadline: Deadline.after(task.timeoutMs),
    orders: task.orders,
    ...(task.conflicts !== undefined ? { conflicts: task.conflicts } : {}),
    ...(task.propagation !== undefined ? { propagation: task.propagation } : {}),
  });
  const { solution, ...rest } = outcome;
  post({ ok: true, ...rest, cells: solution ? solution.cells : null });
} catch (e) {
  post({ ok: false, name: e instanceof Error ? e.name : 'Error', message: e instanceof Error ? e.message : String(e) });
}
