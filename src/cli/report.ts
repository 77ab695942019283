import type { Alphabet } from '../formats/alphabet.js';
import { gridToJson } from '../formats/json.js';
import { formatGrid, type OutputFormat } from '../formats/write.js';
import type { Grid } from '../grid.js';
import type { PuzzleOutcome } from '../solve.js';

/** How one puzzle's outcome is printed on stdout, alone or as part of a batch. */
export function renderOutcome(
  outcome: PuzzleOutcome,
  options: { format: OutputFormat; alphabet?: Alphabet; batchIndex?: number },
): string {
  const { format, alphabet, batchIndex } = options;
  const words = outcome.verdict === 'unknown' ? `unknown: ${outcome.reason}` : outcome.verdict === 'solved' ? 'solved' : 'no solution';
  if (format === 'json') {
    return JSON.stringify({
      ...(batchIndex !== undefined ? { index: batchIndex } : {}),
      verdict: outcome.verdict,
      ...(outcome.solution ? { solution: gridToJson(outcome.solution) } : {}),
      ...(outcome.reason ? { reason: outcome.reason } : {}),
    });
  }
  const grid = (g: Grid) => formatGrid(g, format, alphabet);
  if (batchIndex === undefined) return outcome.solution ? grid(outcome.solution) : words;
  if (format === 'line') return `${batchIndex} ${outcome.solution ? `solved ${grid(outcome.solution)}` : words}`;
  return `# puzzle ${batchIndex}: ${words}${outcome.solution ? `\n${grid(outcome.solution)}` : ''}`;
}

/** Per-puzzle statistics and timings for --stats (stderr). */
export function renderTimings(label: string, outcome: PuzzleOutcome): string {
  const ms = (s: number) => `${(s * 1000).toFixed(1)} ms`;
  const num = (x: number) => x.toLocaleString('en-US');
  const s = outcome.stats;
  if (s.kind === 'dlx') {
    return (
      `${label}: ${outcome.verdict}; matrix ${num(s.rows)} rows x ${num(s.columns)} columns; ` +
      `${num(s.nodes)} nodes, ${num(s.updates)} updates; search ${ms(outcome.solveSeconds)}`
    );
  }
  return (
    `${label}: ${outcome.verdict}; formula ${num(s.variables)} variables, ${num(s.clauses)} clauses (givens: ${s.givens}); ` +
    `encode ${ms(outcome.encodeSeconds)}, solve ${ms(outcome.solveSeconds)}`
  );
}
