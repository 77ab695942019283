import { renderCsv, renderTable } from '../core/text-table.js';
import { lineChart } from '../plot/svg-chart.js';
import type { BenchTask } from './plan.js';
import type { Summary } from './summary.js';

export const BENCH_FORMATS = ['table', 'markdown', 'csv', 'json'] as const;
export type BenchFormat = (typeof BENCH_FORMATS)[number];

/** How a run was made, stated with its results. */
export interface RunContext {
  task: BenchTask;
  threads: number;
  timeout: string;
  node: string;
  wrongAnswers: string[];
}

const round = (x: number, digits: number) => Number(x.toFixed(digits));
const orDash = (x: number | undefined, digits = 0) => (x === undefined ? '-' : round(x, digits));

/** The results as a table (aligned text or Markdown), CSV or JSON. */
export function renderReport(summaries: readonly Summary[], context: RunContext, format: BenchFormat): string {
  if (format === 'json') return JSON.stringify({ ...context, results: summaries }, null, 2);
  const counting = summaries.some((s) => s.solutions !== undefined);
  const headers = [
    'file',
    'route',
    'puzzles',
    'solved',
    'unsolvable',
    'unknown',
    'errors',
    ...(counting ? ['solutions'] : []),
    'puzzles/s',
    'median ms',
    'p95 ms',
    'max ms',
    'variables',
    'clauses',
    'conflicts',
    'decisions',
    'search nodes',
    'DLX updates',
  ];
  const rows = summaries.map((s) => [
    s.file,
    s.route,
    s.puzzles,
    s.solved,
    s.unsolvable,
    s.unknown,
    s.errors,
    ...(counting ? [s.solutions ?? 0] : []),
    round(s.perSecond, 1),
    round(s.medianMs, 3),
    round(s.p95Ms, 3),
    round(s.maxMs, 3),
    orDash(s.variables),
    orDash(s.clauses),
    orDash(s.conflicts, 1),
    orDash(s.decisions, 1),
    orDash(s.nodes, 1),
    orDash(s.updates),
  ]);
  if (format === 'csv') return renderCsv(headers, rows);
  const about = `task ${context.task}, ${context.threads} thread${context.threads === 1 ? '' : 's'}, timeout ${context.timeout} per puzzle and route, ${context.node}; times are each route's own (build and search), means per puzzle for sizes and effort (search nodes: Dancing Links' nodes, the tactics route's guesses)`;
  if (format === 'markdown') {
    const line = (cells: readonly (string | number)[]) =>
      `| ${cells.map((c) => (typeof c === 'number' ? c.toLocaleString('en-US') : c)).join(' | ')} |`;
    return [`${about}.`, '', line(headers), `|${headers.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
  }
  return [about, '', renderTable(headers, rows)].join('\n');
}

/** Time per puzzle of each route, fastest first (a "cactus" plot), on log scales. */
export function timePlot(times: ReadonlyMap<string, number[]>, task: BenchTask): string {
  const series = [...times].map(([name, ms]) => ({
    name,
    // Sub-microsecond times (a contradiction found while encoding) are drawn at 0.001 ms.
    points: [...ms].sort((a, b) => a - b).map((t, i) => [i + 1, Math.max(t, 0.001)] as const),
  }));
  return lineChart({
    title: `sudocnf bench: time per puzzle (${task})`,
    xLabel: 'puzzles, fastest first',
    yLabel: 'milliseconds per puzzle',
    series,
    logY: true,
  });
}
