// Digging with the uniqueness checks on worker threads, two at once.
import { Grid, verify } from '../core/grid.js';
import { propagate } from '../logic/propagate.js';
import type { Deadline } from '../core/deadline.js';
import type { FinishReserve } from './finish-reserve.js';
import { startWorkers, type WorkerReply } from '../core/worker-pool.js';
import type { CheckTask } from './check-worker.js';
import { type CheckLimits, defaultCheckMethod, type DiggingStats, type GenerateOptions } from './options.js';

/** A digging question's answer: another solution exists (the given stays), none does, or the check hit its limit. */
type Answer = { other: boolean | undefined; askedSolver: boolean };

/**
 * The SAT dig on worker threads, the questions of two cells at once: cell i's on the puzzle
 * without i, and the next cell j's on the puzzle without j but with i. When i stays (another
 * solution without it: the usual case late in the dig), j's answer stands as asked. When i goes,
 * an answer "another solution exists" for j still stands (fewer givens only add solutions); any
 * other is asked again without i. So every decision is the one the single-threaded dig makes, in
 * the same order, and the puzzle is the same.
 */
export async function digSpeculatively(
  puzzle: Grid,
  solution: Grid,
  order: readonly number[],
  target: number,
  stats: Pick<DiggingStats, 'tried' | 'byPropagation' | 'bySat' | 'timedOut' | 'stoppedAtLimit'>,
  limits: CheckLimits,
  options: GenerateOptions,
  deadline: Deadline,
  reserve: FinishReserve,
): Promise<void> {
  const { n } = solution;
  const method = options.checkMethod ?? defaultCheckMethod(n);
  const jobs = options.jobs ?? 2;
  const workers = startWorkers(
    new URL('./check-worker.js', import.meta.url),
    { box: solution.shape.id, solution: solution.cells, method },
    jobs,
  );
  const waiting = workers.map(() => [] as ((reply: WorkerReply<boolean | undefined>) => void)[]);
  // Set when the dig is over: questions asked ahead and never needed are dropped with the threads.
  let closing = false;
  workers.forEach((w, i) => {
    w.on('message', (reply: WorkerReply<boolean | undefined>) => waiting[i]!.shift()?.(reply));
    // A thread that fails or stops fails the questions it holds (and so the dig).
    const fail = (message: string) => {
      if (closing) return;
      for (const answer of waiting[i]!.splice(0)) answer({ ok: false, message, name: 'Error' });
    };
    w.on('error', (e) => fail(`a checking thread failed: ${e.message}`));
    w.on('exit', (code) => fail(`a checking thread stopped (exit code ${code})`));
  });
  let turn = 0;
  const ask = (cells: Uint16Array, cell: number): Promise<Answer> => {
    const without = cells.slice();
    without[cell] = 0;
    // Propagation settles many questions at once, here.
    const question = new Grid(solution.shape, without);
    const p = propagate(question, 'singles', [{ cell, value: solution.cells[cell]! }]);
    if (p.contradiction !== undefined) return Promise.resolve({ other: false, askedSolver: false });
    // Propagation knows rows, columns and regions only: a grid it completes may break a variant's rule.
    if (p.openCells === 0) return Promise.resolve({ other: verify(question, p.candidates.toGrid(question)).ok, askedSolver: false });
    const k = turn++ % workers.length;
    const asked = performance.now();
    const answer = new Promise<Answer>((resolve, reject) => {
      waiting[k]!.push((reply) => {
        reserve.record(performance.now() - asked);
        if (reply.ok) resolve({ other: reply.result, askedSolver: true });
        else reject(Object.assign(new Error(reply.message), { name: reply.name }));
      });
      workers[k]!.postMessage({ cells: without, cell, limits } satisfies CheckTask);
    });
    // Awaited where it is needed; one asked ahead and then not needed must not fail the process.
    answer.catch(() => {});
    return answer;
  };
  try {
    const cells = order.filter((cell) => puzzle.cells[cell] !== 0);
    let ahead: { cell: number; answer: Promise<Answer> } | undefined;
    for (let i = 0; i < cells.length && puzzle.givens() > target; i++) {
      if (reserve.due(deadline)) {
        stats.stoppedAtLimit = true;
        break;
      }
      const cell = cells[i]!;
      const next = cells[i + 1];
      let answer = ahead?.cell === cell ? ahead.answer : ask(puzzle.cells, cell);
      // Asked now, with this cell's given still in: right if it stays, and for "exists" either way.
      ahead = next !== undefined ? { cell: next, answer: ask(puzzle.cells, next) } : undefined;
      const a = await answer;
      stats.tried++;
      if (a.other === undefined) stats.timedOut++;
      if (a.other !== false) continue;
      puzzle.cells[cell] = 0;
      stats[a.askedSolver ? 'bySat' : 'byPropagation']++;
      if (ahead) {
        const speculative = ahead;
        answer = speculative.answer.then((b) => (b.other === true ? b : ask(puzzle.cells, speculative.cell)));
        answer.catch(() => {});
        ahead = { cell: speculative.cell, answer };
      }
    }
  } finally {
    closing = true;
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
