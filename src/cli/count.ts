import { addOptions } from '../options/register.js';
import type { Command } from 'commander';
import { EXIT } from '../library/exit-codes.js';
import { placeJson, puzzleTime, renderPhases } from './report.js';
import { DEFAULT_MAX } from './solve.js';
import { type Describe, runSolverCommand } from './solver-options.js';
import type { SolverFlags } from './solver-flags.js';

export type CountFlags = SolverFlags & { max?: number };

/** What `count` does with each puzzle, for the command and for its worker threads (--jobs). */
export function describeCount(flags: CountFlags): Describe {
  const max = flags.max ?? DEFAULT_MAX;
  const json = flags.format === 'json';
  return ({ route, found }) => ({
    tallies: ['counted', 'capped', 'unknown'],
    counts: 'solution',
    async job(grid, label, place, call) {
      const began = performance.now();
      const e = await route.enumerate(grid, { max, ...(found ? { onSolution: found } : {}) }, call);
      const limited = !e.complete && e.reason !== undefined;
      const text = e.complete ? String(e.count) : `at least ${e.count}${limited ? ` (stopped: ${e.reason})` : ''}`;
      const output = json
        ? JSON.stringify({
            ...placeJson(place),
            count: e.count,
            complete: e.complete,
            ...(e.reason ? { reason: e.reason } : {}),
          })
        : place === undefined
          ? text
          : `${place.index} ${text}`;
      const time = puzzleTime(call, began);
      return {
        code: limited ? EXIT.unknown : EXIT.ok,
        output,
        tally: e.complete ? 'counted' : limited ? 'unknown' : 'capped',
        get stats() {
          return renderPhases(label, text, e, time);
        },
      };
    },
  });
}

function countCommand(path: string, flags: CountFlags): Promise<number> {
  return runSolverCommand(path, flags, 'count', describeCount(flags));
}

export function countCommandSpec(program: Command, run: (action: Promise<number>) => Promise<void>): void {
  const cmd = program
    .command('count')
    .description('count solutions with blocking clauses (or Dancing Links), up to a cap; "at least N" when capped')
    .argument('<puzzle-file>', 'puzzle file or batch, or - for standard input');
  addOptions(cmd, 'count');
  cmd.action((path: string, flags: CountFlags) => run(countCommand(path, flags)));
}
