// A worker thread of the bands strategy: one lane of orders (see band-lanes.ts), tried in turn
// on the puzzle it is given; it posts the BandsOutcome (the solution as cells) or the error.
import { parentPort, workerData } from 'node:worker_threads';
import { satBackend } from '../../solvers/registry.js';
import { Deadline } from '../core/deadline.js';
import { Grid } from '../core/grid.js';
import { Shape } from '../core/shape.js';
import type { LaneReply, LaneTask } from './band-lanes.js';
import { bandsContext, solveByBands } from './bands.js';

const task = workerData as LaneTask;
const post = (reply: LaneReply) => parentPort!.postMessage(reply);
try {
  const puzzle = new Grid(Shape.fromId(task.box), task.cells);
  const outcome = await solveByBands(
    puzzle,
    bandsContext(satBackend(task.solver), task, Deadline.atEpoch(task.deadlineEpochMs), task.orders),
  );
  const { solution, ...rest } = outcome;
  post({ ok: true, ...rest, cells: solution ? solution.cells : null });
} catch (e) {
  post({ ok: false, name: e instanceof Error ? e.name : 'Error', message: e instanceof Error ? e.message : String(e) });
}
