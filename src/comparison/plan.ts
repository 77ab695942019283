import { UsageError } from '../core/errors.js';
import { DLX, TACTICS } from '../routes/open-route.js';

/** What each puzzle is asked: a solution, whether it is unique, or how many solutions it has. */
export const BENCH_TASKS = ['solve', 'unique', 'count'] as const;
export type BenchTask = (typeof BENCH_TASKS)[number];

/** How many solutions a task looks for: one to solve, two to decide uniqueness, `max` to count. */
export function solutionCap(task: BenchTask, max: number): number {
  return task === 'solve' ? 1 : task === 'unique' ? 2 : max;
}

/** One route of a benchmark: a solver, and for SAT solvers an encoding and an at-most-one choice. */
export interface Combination {
  label: string;
  /** A backend name, or (with `solverCmd`) the label of a command. */
  solver: string;
  solverCmd?: string;
  encoding?: string;
  amo?: string;
}

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/**
 * Every solver × encoding × AMO combination the flags name. Dancing Links and the tactics route
 * have no encoding, so each is one combination however many encodings are compared.
 */
export function combinations(solvers: string, encodings: readonly string[], amos: string, commands: readonly string[] = []): Combination[] {
  const result: Combination[] = [];
  const sat = (solver: string, extra: Partial<Combination>) => {
    for (const encoding of encodings) {
      for (const amo of list(amos)) result.push({ label: `${solver} ${encoding}/${amo}`, solver, encoding, amo, ...extra });
    }
  };
  for (const solver of list(solvers)) {
    // Dancing Links and the tactics route read no formula: one combination each.
    if (solver === DLX || solver === TACTICS || solver.startsWith(`${TACTICS}:`)) result.push({ label: solver, solver });
    else sat(solver, {});
  }
  for (const command of commands) sat(`"${command}"`, { solverCmd: command });
  if (result.length === 0) throw new UsageError('--solver and --solver-cmd name no solver');
  const seen = new Set<string>();
  for (const c of result) {
    if (seen.has(c.label)) throw new UsageError(`--solver, --encoding and --amo name '${c.label}' twice`);
    seen.add(c.label);
  }
  return result;
}
