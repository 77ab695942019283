import { addOptions } from '../options/register.js';
import type { Command } from 'commander';
import { EXIT } from '../library/exit-codes.js';
import type { Grid } from '../core/grid.js';
import { describeDifference, differingCells, puzzleTime, renderAnswer, renderPhases } from './report.js';
import type { CertifyingJob } from './certify-job.js';
import { type Describe, runSolverCommand } from './solver-options.js';
import type { SolverFlags } from './solver-flags.js';

/** What `unique` does with each puzzle, for the command and for its worker threads (--jobs). */
export function describeUnique(flags: SolverFlags, certifying?: CertifyingJob): Describe {
  return ({ route, rendering: r, batch }) => ({
    tallies: ['unique', 'multiple', 'none', 'unknown'],
    job: certifying
      ? certifying(flags, 'unique', r, batch)
      : async (grid, label, place, call) => {
          const began = performance.now();
          const solutions: Grid[] = [];
          const e = await route.enumerate(grid, { max: 2, onSolution: (s) => solutions.push(s) }, call);
          const verdict = e.count >= 2 ? 'multiple' : e.complete ? (e.count === 1 ? 'unique' : 'none') : 'unknown';
          const reason = verdict === 'unknown' ? (e.count === 1 ? `one solution found, then ${e.reason}` : e.reason) : undefined;
          const differ = verdict === 'multiple' ? differingCells(solutions[0]!, solutions[1]!) : [];
          // The line format keeps `<index> multiple <grid> <grid>` for scripts; the others name the cells.
          const words = reason
            ? `unknown: ${reason}`
            : verdict === 'multiple' && r.format !== 'line'
              ? `multiple: ${describeDifference(differ)}`
              : verdict;
          const time = puzzleTime(call, began);
          return {
            code: verdict === 'unique' ? EXIT.ok : verdict === 'unknown' ? EXIT.unknown : EXIT.noSolution,
            output: renderAnswer(words, verdict === 'unknown' ? [] : solutions, r, {
              place,
              showVerdict: true,
              json: { verdict, ...(reason ? { reason } : {}), ...(differ.length ? { differ } : {}) },
            }),
            tally: verdict,
            // The second call found a second solution, proved there is none, or stopped at a limit.
            get stats() {
              return renderPhases(
                label,
                verdict,
                e,
                time,
                verdict === 'multiple' ? 'second solution' : verdict === 'unknown' ? 'second call' : 'proof of no second solution',
              );
            },
          };
        },
  });
}

async function uniqueCommand(path: string, flags: SolverFlags): Promise<number> {
  // Loaded only for --proof: the checker and certificate code are not every run's cost.
  const certifying = flags.proof !== undefined ? (await import('./certify-job.js')).certifyingJob : undefined;
  return runSolverCommand(path, flags, 'unique', describeUnique(flags, certifying));
}

export function uniqueCommandSpec(program: Command, run: (action: Promise<number>) => Promise<void>): void {
  const cmd = program
    .command('unique')
    .description('prove a puzzle has exactly one solution: unique, multiple (two solutions shown), none, or unknown')
    .argument('<puzzle-file>', 'puzzle file or batch, or - for standard input');
  addOptions(cmd, 'unique');
  cmd.action((path: string, flags: SolverFlags) => run(uniqueCommand(path, flags)));
}
