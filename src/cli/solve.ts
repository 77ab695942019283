import { counted } from './messages.js';
import { addOptions } from '../options/register.js';
import type { Command } from 'commander';
import { EXIT } from '../library/exit-codes.js';
import type { Grid } from '../core/grid.js';
import type { EnumerationOutcome, SudokuRoute } from '../routes/route.js';
import type { BatchCall, JobResult } from './batch.js';
import { type BatchPlace, puzzleTime, renderAnswer, renderPhases, renderTimings, type Rendering, verdictWords } from './report.js';
import type { CertifyingJob } from './certify-job.js';
import { type Describe, runSolverCommand } from './solver-options.js';
import type { SolverFlags } from './solver-flags.js';
import { conflictSentence, explainNoSolution, type WhyOutcome } from '../routes/why.js';
import { definedOnly } from '../core/defined.js';

/** Default cap of `solve --all` and `count`. */
export const DEFAULT_MAX = 1000;

export type SolveFlags = SolverFlags & { all?: boolean; max?: number };

const VERDICT_EXIT = { solved: EXIT.ok, 'no-solution': EXIT.noSolution, unknown: EXIT.unknown } as const;

async function solveOne(
  route: SudokuRoute,
  grid: Grid,
  label: string,
  place: BatchPlace | undefined,
  r: Rendering,
  call: BatchCall,
  why?: { timeoutMs?: number },
): Promise<JobResult> {
  const began = performance.now();
  const outcome = await route.solve(grid, call);
  const words = verdictWords(outcome);
  const explained = why && outcome.verdict === 'no-solution' ? await explainNoSolution(grid, why.timeoutMs) : undefined;
  const output = renderAnswer(words, outcome.solution ? [outcome.solution] : [], r, {
    place,
    showVerdict: false,
    json: {
      verdict: outcome.verdict,
      ...(outcome.reason ? { reason: outcome.reason } : {}),
      ...(explained ? { why: explained.conflict ? { conflict: explained.conflict } : { reason: explained.reason } } : {}),
    },
  });
  const time = puzzleTime(call, began);
  return {
    code: VERDICT_EXIT[outcome.verdict],
    output: explained && r.format !== 'json' ? `${output}\n${whyText(explained)}` : output,
    tally: outcome.verdict.replace('-', ' '),
    get stats() {
      return renderTimings(label, outcome, time);
    },
  };
}

/** The answer of `--why`, as a line. */
function whyText(w: WhyOutcome): string {
  if (!w.conflict) return `why: not found: ${w.reason}`;
  return `why: ${conflictSentence(w.conflict)} already conflict (a minimal set: without any one of them the rest has a solution; checked again by a second solver)`;
}

async function solveAll(
  route: SudokuRoute,
  grid: Grid,
  label: string,
  place: BatchPlace | undefined,
  r: Rendering,
  max: number,
  call: BatchCall,
): Promise<JobResult> {
  const began = performance.now();
  const solutions: Grid[] = [];
  const e = await route.enumerate(grid, { max, onSolution: (s) => solutions.push(s) }, call);
  const capped = !e.complete && e.reason === undefined;
  const verdict = enumerationVerdict(e, capped);
  const time = puzzleTime(call, began);
  return {
    code: enumerationExit(e, capped),
    output: renderAnswer(verdict, solutions, r, {
      place,
      showVerdict: false,
      json: { count: e.count, complete: e.complete, ...(e.reason ? { reason: e.reason } : {}) },
    }),
    tally: e.count > 0 ? 'solved' : e.complete ? 'no solution' : 'unknown',
    get stats() {
      return `${renderPhases(label, verdict, e, time)}; ${e.complete ? 'no more solutions' : capped ? `stopped at the cap (--max ${max}); there may be more` : 'stopped by a limit'}`;
    },
  };
}

/** solve --all's verdict: how many solutions, and why the search stopped (`capped`: at --max). */
function enumerationVerdict(e: EnumerationOutcome, capped: boolean): string {
  if (e.count === 0) return e.complete ? 'no solution' : `unknown: ${e.reason}`;
  if (capped) return `${counted(e.count, 'solution')} (the cap)`;
  if (e.complete) return counted(e.count, 'solution');
  return `${counted(e.count, 'solution')}, then unknown: ${e.reason}`;
}

/** solve --all's exit code: solutions found all, or up to the cap, are an answer; a limit is not. */
function enumerationExit(e: EnumerationOutcome, capped: boolean): number {
  if (e.count === 0) return e.complete ? EXIT.noSolution : EXIT.unknown;
  return e.complete || capped ? EXIT.ok : EXIT.unknown;
}

/** What `solve` does with each puzzle, for the command and for its worker threads (--jobs). */
export function describeSolve(flags: SolveFlags, certifying?: CertifyingJob): Describe {
  return ({ route, rendering: r, batch }) => ({
    // With --all, one puzzle's summary (how many, and whether there are more) is worth seeing.
    showStats: (flags.stats ?? false) || (flags.all === true && !batch),
    tallies: ['solved', 'no solution', 'unknown'],
    job: certifying
      ? certifying(flags, 'solve', r, batch)
      : (grid, label, place, call) =>
          flags.all
            ? solveAll(route, grid, label, place, r, flags.max ?? DEFAULT_MAX, call)
            : solveOne(route, grid, label, place, r, call, flags.why ? definedOnly({ timeoutMs: flags.timeout }) : undefined),
  });
}

async function solveCommand(path: string, flags: SolveFlags): Promise<number> {
  // Loaded only for --proof: the checker and certificate code are not every run's cost.
  const certifying = flags.proof !== undefined ? (await import('./certify-job.js')).certifyingJob : undefined;
  return runSolverCommand(path, flags, 'solve', describeSolve(flags, certifying));
}

export function solveCommandSpec(program: Command, run: (action: Promise<number>) => Promise<void>): void {
  const cmd = program
    .command('solve')
    .description('solve puzzles through SAT or Dancing Links; every solution is verified before it is printed')
    .argument('<puzzle-file>', 'puzzle file or batch, or - for standard input');
  addOptions(cmd, 'solve');
  cmd.action((path: string, flags: SolveFlags) => run(solveCommand(path, flags)));
}
