import type { Combination } from './plan.js';
import type { Effort, PuzzleRun } from './run-puzzle.js';

/** One combination's results on one file. Its `Effort` figures are means per puzzle, where the route reports them. */
export interface Summary extends Effort {
  file: string;
  route: string;
  puzzles: number;
  /** Puzzles with a verified solution, proved to have none, left undecided by a limit, failed. */
  solved: number;
  unsolvable: number;
  unknown: number;
  errors: number;
  /** unique and count tasks: verified solutions counted over all puzzles. */
  solutions?: number;
  /** Puzzles per second of the route's own time (the sum of its per-puzzle times). */
  perSecond: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

/** The value at rank ⌈p·n⌉ of the sorted values (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length))) - 1]!;
}

const MEANS: readonly (keyof Effort)[] = ['variables', 'clauses', 'conflicts', 'decisions', 'nodes', 'updates'];

/** Summarizes the runs of each combination (`runs[p][c]`: puzzle p, combination c) on one file. */
export function summarize(
  file: string,
  combinations: readonly Combination[],
  runs: readonly (readonly PuzzleRun[])[],
  counting: boolean,
): Summary[] {
  return combinations.map((c, i) => {
    const mine = runs.map((r) => r[i]!);
    const times = mine.map((r) => r.seconds * 1000).sort((a, b) => a - b);
    const total = times.reduce((a, b) => a + b, 0) / 1000;
    const tally = (answer: PuzzleRun['answer']) => mine.filter((r) => r.answer === answer).length;
    const summary: Summary = {
      file,
      route: c.label,
      puzzles: mine.length,
      solved: tally('solved'),
      unsolvable: tally('no-solution'),
      unknown: tally('unknown'),
      errors: tally('error'),
      ...(counting ? { solutions: mine.reduce((a, r) => a + (r.count ?? 0), 0) } : {}),
      perSecond: total > 0 ? mine.length / total : 0,
      medianMs: percentile(times, 0.5),
      p95Ms: percentile(times, 0.95),
      maxMs: times.at(-1) ?? 0,
    };
    for (const key of MEANS) {
      const values = mine.map((r) => r[key]).filter((v): v is number => v !== undefined);
      if (values.length > 0) summary[key] = values.reduce((a, b) => a + b, 0) / values.length;
    }
    return summary;
  });
}
