// A worker thread of `generate --jobs N` for one puzzle: answers the digging's questions about
// one complete grid (is there a solution with this cell not holding its value?) on a solver of
// its own, so that two questions are asked at once (see digSpeculatively in generate.ts).
import { workerData } from 'node:worker_threads';
import type { CheckLimits, CheckMethod } from './options.js';
import { finderFor } from './uniqueness-checks.js';
import { Grid } from '../core/grid.js';
import { propagate } from '../logic/propagate.js';
import { Shape } from '../core/shape.js';
import { serveTasks } from '../core/worker-task.js';

export interface CheckSetup {
  box: string;
  solution: Uint16Array;
  method: CheckMethod;
}

export interface CheckTask {
  cells: Uint16Array;
  cell: number;
  limits: CheckLimits;
}

const setup = workerData as CheckSetup;
const shape = Shape.fromId(setup.box);
const solution = new Grid(shape, setup.solution);
const finder = finderFor(solution, setup.method);

serveTasks(async ({ cells, cell, limits }: CheckTask): Promise<boolean | undefined> => {
  const puzzle = new Grid(shape, cells);
  const p = propagate(puzzle, 'singles', [{ cell, value: solution.cells[cell]! }]);
  return (await finder).exists(puzzle, cell, p.candidates, limits);
});
