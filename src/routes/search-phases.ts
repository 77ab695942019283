import type { Grid } from '../core/grid.js';

/**
 * Runs a search that hands over solutions as it finds them, and splits its time in two: to the
 * first solution (or the end, when there is none) and after it, as enumeration outcomes report.
 */
export function timedSearch<T>(
  onSolution: (solution: Grid) => void,
  search: (found: (solution: Grid) => void) => T,
): { found: T; firstSeconds: number; restSeconds: number } {
  const started = performance.now();
  let firstAt: number | undefined;
  const found = search((solution) => {
    firstAt ??= performance.now();
    onSolution(solution);
  });
  const total = (performance.now() - started) / 1000;
  const firstSeconds = firstAt === undefined ? total : (firstAt - started) / 1000;
  return { found, firstSeconds, restSeconds: total - firstSeconds };
}
