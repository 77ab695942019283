import { Worker } from 'node:worker_threads';
import { SolverError } from '../../solvers/sat-solver.js';
import type { Deadline } from '../core/deadline.js';
import { Grid, verify } from '../core/grid.js';
import { BAND_ORDERS, type BandOrder, type BandSettings, type BandsOutcome } from './bands.js';

/** What a lane's worker thread is given. */
export interface LaneTask extends BandSettings {
  box: string;
  cells: Uint16Array;
  orders: readonly BandOrder[];
  /** A SAT backend name (the embedded cadical). */
  solver: string;
  /** The time limit's end in Unix time: the lane's clock starts later than the command's. */
  deadlineEpochMs?: number;
}

/** What it posts back. */
export type LaneReply =
  | ({ ok: true; cells: Uint16Array | null } & Omit<BandsOutcome, 'solution'>)
  | { ok: false; name: string; message: string };

/** How long past the time limit the lanes have to report what they tried. */
const LANE_REPLY_GRACE_MS = 200;

/** The orders split over `lanes` lanes, round robin: two lanes take rows top-down and bottom-up, and columns both ways. */
export function bandLanes(lanes: number): BandOrder[][] {
  return Array.from({ length: Math.min(lanes, BAND_ORDERS.length) }, (_, i) => BAND_ORDERS.filter((_, j) => j % lanes === i));
}

/**
 * The bands strategy on several cores: each lane of orders in a worker thread of its own, tried
 * in turn as `solveByBands` does. The first lane with a solution ends the others; its solution
 * is verified again here. When no lane has one, their attempts are all reported, in the order
 * of BAND_ORDERS. Which solution a puzzle with several gets depends on which lane ends first.
 */
export async function solveBandsOnLanes(
  puzzle: Grid,
  lanes: readonly (readonly BandOrder[])[],
  task: Omit<LaneTask, 'box' | 'cells' | 'orders' | 'deadlineEpochMs'>,
  deadline: Deadline,
): Promise<BandsOutcome> {
  // The worker is the compiled file beside the package's routes entry, found through the
  // package's own exports (so that it is the built module even when this one runs from source).
  const script = new URL('./band-lane-worker.js', import.meta.resolve('sudocnf/routes'));
  const deadlineEpochMs = deadline.epochMs();
  const workers = lanes.map(
    (orders) =>
      new Worker(script, {
        workerData: {
          ...task,
          box: puzzle.shape.id,
          cells: puzzle.cells,
          orders,
          ...(deadlineEpochMs !== undefined ? { deadlineEpochMs } : {}),
        } satisfies LaneTask,
      }),
  );
  const outcomes: Omit<BandsOutcome, 'solution'>[] = [];
  try {
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    const solution = await new Promise<Grid | undefined>((resolve, reject) => {
      // A running lane stops at the limit and says how far it got; one still starting (a thread
      // and its solver take a while on a busy machine) is not waited for past a short grace.
      const remainingMs = deadline.remainingMs();
      if (remainingMs !== undefined) {
        timer = setTimeout(() => {
          timedOut = true;
          resolve(undefined);
        }, remainingMs + LANE_REPLY_GRACE_MS);
      }
      let pending = workers.length;
      workers.forEach((worker) => {
        let replied = false;
        worker.once('message', (reply: LaneReply) => {
          replied = true;
          if (!reply.ok) return reject(new SolverError('bands', `a lane failed: ${reply.message}`));
          const { cells, ...rest } = reply;
          outcomes.push(rest);
          if (cells) return resolve(new Grid(puzzle.shape, cells));
          if (--pending === 0) resolve(undefined);
        });
        worker.once('error', (e) => reject(new SolverError('bands', `a lane failed: ${e.message}`)));
        worker.once('exit', () => {
          if (!replied) reject(new SolverError('bands', 'a lane stopped without an answer'));
        });
      });
    }).finally(() => clearTimeout(timer));
    const attempts = outcomes.flatMap((o) => o.attempts).sort((a, b) => BAND_ORDERS.indexOf(a.order) - BAND_ORDERS.indexOf(b.order));
    const largest = outcomes.map((o) => o.largest).reduce((a, b) => (b.variables > a.variables ? b : a), { variables: 0, clauses: 0 });
    if (solution) {
      const verdict = verify(puzzle, solution);
      if (!verdict.ok) throw new SolverError('bands', `the grid a lane built fails verification: ${verdict.reason}`);
      return { solution, attempts, largest, timedOut: false };
    }
    return { attempts, largest, timedOut: timedOut || outcomes.some((o) => o.timedOut) };
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
