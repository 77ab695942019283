import type { Alphabet } from '../core/alphabet.js';
import { gridToJson } from '../formats/json.js';
import { formatGrid, isOneLine, type OutputFormat } from '../formats/write.js';
import { cellName, type Grid } from '../core/grid.js';
import type { EnumerationOutcome, PuzzleOutcome } from '../routes/route.js';
import type { BandAttempt } from '../routes/bands.js';

/** Where a puzzle stands in a batch: its index in the file, and its title where the file gives one. */
export interface BatchPlace {
  index: number;
  title?: string;
}

/** The place's fields of a batch's JSON line: `index`, and `title` where there is one. */
export function placeJson(place: BatchPlace | undefined): { index?: number; title?: string } {
  return place ? { index: place.index, ...(place.title !== undefined ? { title: place.title } : {}) } : {};
}

export interface Rendering {
  format: OutputFormat;
  alphabet?: Alphabet | undefined;
}

/** Several grids: one per line for the one-line formats (line, json, fpuzzles-link), blank lines between multi-line blocks. */
export function renderGrids(grids: readonly Grid[], r: Rendering): string {
  return grids.map((g) => formatGrid(g, r.format, r.alphabet)).join(isOneLine(r.format) ? '\n' : '\n\n');
}

/**
 * One puzzle's answer: alone, the verdict word (when there is one to say) then the grids; in a
 * batch, `<index> <verdict> <grids on one line>` for line, a `# puzzle <index> (<title>): <verdict>`
 * header before multi-line grids, or one JSON object per puzzle (with its `title`, where it has one).
 */
export function renderAnswer(
  verdict: string,
  grids: readonly Grid[],
  r: Rendering,
  { place, showVerdict, json }: { place: BatchPlace | undefined; showVerdict: boolean; json: Record<string, unknown> },
): string {
  if (r.format === 'json') {
    return JSON.stringify({
      ...placeJson(place),
      ...json,
      ...(grids.length ? { solutions: grids.map(gridToJson) } : {}),
    });
  }
  if (place === undefined)
    return [...(showVerdict || grids.length === 0 ? [verdict] : []), ...(grids.length ? [renderGrids(grids, r)] : [])].join('\n');
  if (r.format === 'line') return [String(place.index), verdict, ...grids.map((g) => formatGrid(g, 'line', r.alphabet))].join(' ');
  const title = place.title !== undefined ? ` (${place.title})` : '';
  return [`# puzzle ${place.index}${title}: ${verdict}`, ...(grids.length ? [renderGrids(grids, r)] : [])].join('\n');
}

export function verdictWords(outcome: PuzzleOutcome): string {
  if (outcome.verdict === 'unknown') return `unknown: ${outcome.reason}`;
  return outcome.verdict === 'solved' ? 'solved' : 'no solution';
}

const ms = (s: number) => `${(s * 1000).toFixed(1)} ms`;
// Thousands separators by hand: toLocaleString would load ICU's number data, some 35 ms, on every run.
export const num = (x: number) => String(x).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function routeStats(stats: PuzzleOutcome['stats']): string {
  if (stats.kind === 'dlx')
    return `matrix ${num(stats.rows)} rows x ${num(stats.columns)} columns; ${num(stats.nodes)} nodes, ${num(stats.updates)} updates`;
  if (stats.kind === 'tactics') return `techniques ${stats.techniques}; ${num(stats.steps)} deductions, ${num(stats.guesses)} guesses`;
  const p = stats.propagation;
  const propagation = p
    ? `propagation (${p.level}) ${num(p.decided)} cells decided, ${num(p.openCells)} open with ${num(p.openCandidates)} candidates, ${ms(p.seconds)}; `
    : '';
  const race = stats.race ? `; race won by the ${stats.race.winner} configuration` : '';
  const formula = `formula ${num(stats.variables)} variables, ${num(stats.clauses)} clauses (givens: ${stats.givens})${race}`;
  if (!stats.bands) return propagation + formula;
  const unguided = (a: BandAttempt) => (a.unguided > 0 ? ` (${a.unguided} without the guess)` : '');
  const tried = stats.bands.attempts.map(
    (a) => `${a.order} ${a.failure === undefined ? `solved ${a.solved} bands${unguided(a)}` : `gave up (${a.failure})`}`,
  );
  if (tried.length === 0) return `bands ${ms(stats.bands.seconds)}: the time limit came before any band was tried`;
  const largest = stats.bands.answered ? 'the largest band ' : '';
  return `bands ${ms(stats.bands.seconds)}: ${tried.join(', ')}; ${propagation}${largest}${formula}`;
}

/** A puzzle's time for --stats: reading it (where this thread did) and the whole of it, from reading to the answer. */
export interface PuzzleTime {
  readSeconds?: number;
  totalSeconds: number;
}

/** The time of a job that began at `began` (performance.now()), after reading its puzzle for `call.readSeconds`. */
export function puzzleTime(call: { readSeconds?: number }, began: number): PuzzleTime {
  const read = call.readSeconds;
  return { ...(read !== undefined ? { readSeconds: read } : {}), totalSeconds: (read ?? 0) + (performance.now() - began) / 1000 };
}

/** `time: read …, build …, load …, search …, verify …, total …`: the phases of the SAT route, those there are on others. */
function timeSplit(stats: PuzzleOutcome['stats'], time: PuzzleTime): string {
  const phases = stats.kind === 'sat' ? stats.phases : undefined;
  const parts = [
    ...(time.readSeconds !== undefined ? [`read ${ms(time.readSeconds)}`] : []),
    ...(phases
      ? [`build ${ms(phases.build)}`, `load ${ms(phases.load)}`, `search ${ms(phases.search)}`, `verify ${ms(phases.verify)}`]
      : []),
    `total ${ms(time.totalSeconds)}`,
  ];
  return `time: ${parts.join(', ')}`;
}

/** Per-puzzle sizes and times for --stats (stderr). */
export function renderTimings(label: string, outcome: PuzzleOutcome, time: PuzzleTime): string {
  const times =
    outcome.stats.kind !== 'sat'
      ? `search ${ms(outcome.solveSeconds)}`
      : `encode ${ms(outcome.encodeSeconds)}, solve ${ms(outcome.solveSeconds)}`;
  return `${label}: ${outcome.verdict}; ${routeStats(outcome.stats)}; ${times}; ${timeSplit(outcome.stats, time)}`;
}

/** The two phases of a count: the first answer, and the rest (for uniqueness, the proof). */
export function renderPhases(label: string, verdict: string, e: EnumerationOutcome, time: PuzzleTime, rest = 'after it'): string {
  return `${label}: ${verdict}; ${routeStats(e.stats)}; first answer ${ms(e.firstSeconds)}, ${rest} ${ms(e.restSeconds)}; ${timeSplit(e.stats, time)}`;
}

/** The cells (r1c1 …) where two solutions hold different values. */
export function differingCells(a: Grid, b: Grid): string[] {
  const names: string[] = [];
  a.cells.forEach((v, cell) => {
    if (b.cells[cell] !== v) names.push(cellName(a.n, cell));
  });
  return names;
}

const LISTED = 12;

export function describeDifference(cells: readonly string[]): string {
  const listed = cells.slice(0, LISTED).join(' ');
  return `the two solutions differ in ${cells.length} cells: ${listed}${cells.length > LISTED ? ` and ${cells.length - LISTED} more` : ''}`;
}
