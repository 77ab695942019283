import { definedOnly } from '../core/defined.js';
import { SolverError } from '../../solvers/sat-solver.js';
import { Grid } from '../core/grid.js';
import { Shape } from '../core/shape.js';
import type { SudokuRoute } from '../routes/route.js';
import type { GivensChoice } from '../routes/route-options.js';
import type { PropagationLevel } from '../logic/propagate.js';
import { openRoute } from '../routes/open-route.js';
import { findSatBackend } from '../../solvers/registry.js';
import type { BenchTask, Combination } from './plan.js';
import { type PuzzleRun, runPuzzle } from './run-puzzle.js';

/** Everything a runner needs; plain data, so that it can be handed to a worker thread. */
export interface RunnerSettings {
  combinations: Combination[];
  task: BenchTask;
  /** Cap of the count task. */
  max: number;
  timeoutMs?: number;
  givens: GivensChoice;
  propagate: PropagationLevel;
}

/** One puzzle to run, as plain data. */
export interface PuzzleJob {
  id: number;
  /** The box shape, as `3x3` (a worker gets plain data). */
  box: string;
  cells: Uint16Array;
}

/**
 * Runs every combination on one puzzle after another, with routes of its own (opened when first
 * needed). The combinations take turns starting, puzzle by puzzle, so that warm-up and machine
 * drift fall on all of them alike.
 */
export class BenchRunner {
  private readonly routes: (SudokuRoute | undefined)[];

  constructor(private readonly settings: RunnerSettings) {
    this.routes = settings.combinations.map(() => undefined);
  }

  async run(job: PuzzleJob): Promise<PuzzleRun[]> {
    const { combinations, task, max } = this.settings;
    const puzzle = new Grid(Shape.fromId(job.box), job.cells);
    const runs: PuzzleRun[] = new Array(combinations.length);
    for (let turn = 0; turn < combinations.length; turn++) {
      const i = (job.id + turn) % combinations.length;
      const route = this.route(i);
      try {
        runs[i] = await runPuzzle(route, task, puzzle, max);
      } catch (e) {
        if (!(e instanceof SolverError)) throw e;
        runs[i] = { answer: 'error', reason: e.message, seconds: 0 };
      }
    }
    return runs;
  }

  async close(): Promise<void> {
    for (const route of this.routes) await route?.close();
  }

  private route(i: number): SudokuRoute {
    const { combinations, timeoutMs, givens, propagate } = this.settings;
    const c = combinations[i]!;
    this.routes[i] ??= openRoute({
      ...(c.solverCmd !== undefined ? { solverCmd: c.solverCmd } : { solver: c.solver }),
      // Routes are compared one thread each: the embedded CaDiCaL does not race here.
      ...(c.solverCmd === undefined && c.solver !== undefined && findSatBackend(c.solver)?.maxThreads !== undefined ? { threads: 1 } : {}),
      batch: true,
      statistics: true,
      givens,
      propagate,
      ...definedOnly({ encoding: c.encoding, amo: c.amo, timeoutMs }),
    });
    return this.routes[i];
  }
}
