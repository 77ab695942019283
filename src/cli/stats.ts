import { addOptions } from '../options/register.js';
import type { Command } from 'commander';
import { type EncodingSpec, encodingOptionsOf, resolveSpec } from '../../encodings/spec.js';
import { UsageError } from '../core/errors.js';
import { EXIT } from '../library/exit-codes.js';
import { toJson } from '../core/json.js';
import { lineChart } from '../plot/svg-chart.js';
import { writePlot } from '../plot/write-plot.js';
import type { PropagationLevel } from '../logic/propagate.js';
import { parseKRange, puzzleSizeRows, type SizeRow, sizeTable } from '../formula/size-table.js';
import { encodingList, type EncodingFlags, type InputFlags, parseBoxList } from './options.js';
import { eachPuzzle, entryLabel, loadEntries } from './puzzles.js';
import { renderCsv, renderTable } from '../core/text-table.js';
import { writeStdout } from './stdout.js';
import { sumEncodingName } from '../../encodings/sums/index.js';
import { type SumSizeRow, sumSizeTable } from '../formula/sum-table.js';

const STATS_FORMATS = ['table', 'csv', 'json'] as const;
/** The largest grid of the sum size table: its rows grow with n, each counted by running the encodings. */
const MAX_SUM_TABLE_K = 6;
/** `log-y`: clauses on a log scale against n; `log-log`: both, so a polynomial's degree is its slope. */
const PLOT_SCALES = ['log-y', 'log-log'] as const;

type StatsFlags = InputFlags &
  Omit<EncodingFlags, 'givens'> & {
    k?: number[];
    format: (typeof STATS_FORMATS)[number];
    propagate: PropagationLevel;
    plot?: string;
    plotScale: (typeof PLOT_SCALES)[number];
  };

/** Clause counts against the grid side, one series per encoding × AMO, on a log scale. */
function clausePlot(rows: readonly SizeRow[], scale: StatsFlags['plotScale']): string {
  const series = new Map<string, [number, number][]>();
  for (const r of rows) {
    const name = `${r.encoding} / ${r.amo}`;
    if (!series.has(name)) series.set(name, []);
    if (r.clauses > 0n) series.get(name)!.push([r.n, Number(r.clauses)]);
  }
  return lineChart({
    title: 'Clauses by grid size',
    xLabel: 'grid side n (n = k²)',
    yLabel: 'clauses',
    series: [...series].map(([name, points]) => ({ name, points })),
    logX: scale === 'log-log',
    logY: true,
  });
}

function specsOf(flags: StatsFlags): EncodingSpec[] {
  const encodings = encodingList(flags.encoding);
  const amos = flags.amo.split(',').map((s) => s.trim());
  const sums = flags.sumEncoding === undefined ? [undefined] : sumEncodings(flags.sumEncoding);
  return encodings.flatMap((encoding) =>
    amos.flatMap((amo) =>
      sums.map((sumEncoding) =>
        // Every encoding option as given, each list taken one name at a time.
        resolveSpec({
          ...encodingOptionsOf(flags),
          encoding,
          amo,
          redundant: flags.redundant ?? false,
          ...(sumEncoding ? { sumEncoding } : {}),
        }),
      ),
    ),
  );
}

const sumEncodings = (list: string) => list.split(',').map((s) => sumEncodingName(s.trim()));

/** The sizes of every cage of 1 to 5 cells and every sum, a column pair per sum encoding. */
function renderSumTable(rows: readonly SumSizeRow[], format: StatsFlags['format']): string {
  if (format === 'json') return toJson(rows, 2);
  const encodings = rows[0]?.sizes.map((s) => s.encoding) ?? [];
  const headers = ['n', 'cells', 'sum', 'sets', ...encodings.flatMap((e) => [`${e} variables`, `${e} clauses`])];
  const body = rows.map((r) => [r.n, r.cells, r.sum, r.sets, ...r.sizes.flatMap((s) => [s.variables, s.clauses])]);
  return format === 'csv' ? renderCsv(headers, body) : renderTable(headers, body);
}

/** Clauses against the sum, a line per encoding and cage size. */
function sumPlot(rows: readonly SumSizeRow[]): string {
  const series = new Map<string, [number, number][]>();
  for (const r of rows)
    for (const s of r.sizes) {
      const name = `${s.encoding}, ${r.cells} cells`;
      if (!series.has(name)) series.set(name, []);
      if (s.clauses > 0) series.get(name)!.push([r.sum, s.clauses]);
    }
  return lineChart({
    title: `Clauses of a cage by its sum (values 1..${rows[0]?.n ?? 9})`,
    xLabel: 'sum',
    yLabel: 'clauses',
    series: [...series].map(([name, points]) => ({ name, points })),
    logX: false,
    logY: true,
  });
}

function render(rows: readonly SizeRow[], format: StatsFlags['format']): string {
  if (format === 'json') return toJson(rows, 2);
  const withPuzzle = rows.some((r) => r.puzzle !== undefined);
  const withSums = rows.some((r) => r.sums !== undefined);
  // Square boxes only: the k column, as in the published tables; else the box shape.
  const square = rows.every((r) => r.k !== undefined);
  const headers = [
    ...(withPuzzle ? ['puzzle'] : []),
    square ? 'k' : 'box',
    'n',
    'encoding',
    'amo',
    ...(withSums ? ['sums'] : []),
    ...(withPuzzle ? ['givens', 'decided', 'open candidates', 'used variables'] : []),
    'variables',
    'clauses',
    'literals',
  ];
  const body = rows.map((r) => [
    ...(withPuzzle ? [r.puzzle ?? ''] : []),
    square ? r.k! : r.box,
    r.n,
    r.encoding,
    r.amo,
    ...(withSums ? [r.sums ?? '-'] : []),
    ...(withPuzzle
      ? [r.givens, r.decided === undefined ? '-' : r.decided, r.openCandidates === undefined ? '-' : r.openCandidates, r.usedVariables]
      : []),
    r.variables,
    r.clauses,
    r.literals,
  ]);
  return format === 'csv' ? renderCsv(headers, body) : renderTable(headers, body);
}

async function statsCommand(path: string | undefined, flags: StatsFlags): Promise<number> {
  const specs = specsOf(flags);
  if (path === undefined && flags.sumEncoding !== undefined) {
    if (flags.box !== undefined) throw new UsageError('--sum-encoding without a puzzle takes --k (the grid side n = k²), not --box');
    if ((flags.k?.length ?? 1) !== 1) throw new UsageError('--sum-encoding without a puzzle takes one --k');
    const k = flags.k?.[0] ?? 3;
    if (k > MAX_SUM_TABLE_K)
      throw new UsageError(
        `--sum-encoding without a puzzle draws a table for grids up to --k ${MAX_SUM_TABLE_K} (${MAX_SUM_TABLE_K ** 2}x${MAX_SUM_TABLE_K ** 2}), got --k ${k}: for a larger grid, give a killer puzzle`,
      );
    const rows = sumSizeTable(k * k, sumEncodings(flags.sumEncoding));
    writeStdout(`${renderSumTable(rows, flags.format)}\n`);
    if (flags.plot !== undefined) await writePlot(flags.plot, sumPlot(rows));
    return EXIT.ok;
  }
  if (path === undefined) {
    const rows = sizeTable(flags.box !== undefined ? parseBoxList(flags.box) : (flags.k ?? parseKRange('2..10')), specs);
    writeStdout(`${render(rows, flags.format)}\n`);
    if (flags.plot !== undefined) await writePlot(flags.plot, clausePlot(rows, flags.plotScale));
    return EXIT.ok;
  }
  if (flags.plot !== undefined) throw new UsageError('--plot draws the table by k; it takes no puzzle file');
  if (flags.k !== undefined) throw new UsageError('--k is for tables without a puzzle: a puzzle file sets its own k');
  const { file, entries } = await loadEntries(path, flags);
  const rows: SizeRow[] = [];
  const status = await eachPuzzle(file, entries, async (entry) => {
    const sizes = puzzleSizeRows(entry.grid, entryLabel(file, entry), specs, flags.propagate);
    if (sizes.contradiction)
      process.stderr.write(`${entryLabel(file, entry)}: no solution: propagation proved it: ${sizes.contradiction}\n`);
    rows.push(...sizes.rows);
  });
  if (rows.length > 0) writeStdout(`${render(rows, flags.format)}\n`);
  return status;
}

export function statsCommandSpec(program: Command, run: (action: Promise<number>) => Promise<void>): void {
  const cmd = program
    .command('stats')
    .description('exact variable, clause and literal counts by k (closed forms); with a puzzle, also after eliminate')
    .argument('[puzzle-file]', 'a puzzle (or batch): its counts with units and after eliminate');
  addOptions(cmd, 'stats');
  cmd.action((path: string | undefined, flags: StatsFlags) => run(statsCommand(path, flags)));
}
