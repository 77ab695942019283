import { SolverError } from '../../solvers/sat-solver.js';
import { ProofRejected } from '../core/errors.js';
import { EXIT, worstExit } from '../library/exit-codes.js';
import type { PuzzleEntry } from '../formats/puzzle.js';
import type { PuzzleSource } from '../formats/source.js';
import type { Grid } from '../core/grid.js';
import type { RouteCall } from '../routes/route.js';
import { counted, errorText } from './messages.js';
import { entryLabel, reportBadEntry } from './puzzles.js';
import type { BatchPlace } from './report.js';
import { writeStdout } from './stdout.js';

/** A puzzle's failure reported by a worker thread (--jobs): a solver error or a rejected proof, as text. */
export class BatchFailure extends Error {
  constructor(
    readonly kind: 'solver' | 'proof',
    readonly text: string,
  ) {
    super(text);
    this.name = 'BatchFailure';
  }
}

/** What one puzzle's job printed and meant. */
export interface JobResult {
  code: number;
  /** stdout text for this puzzle (no final newline); empty to print nothing. */
  output: string;
  /** The word counted in the batch summary ("solved", "unique", …). */
  tally: string;
  /** A line for --stats (stderr): a getter where making it costs, read only when it is shown (or sent from a worker thread). */
  stats?: string;
}

export interface BatchRun {
  file: PuzzleSource;
  entries: Iterable<PuzzleEntry>;
  /** Numbered batch output and a summary (see loadEntries). */
  batch: boolean;
  routeName: string;
  json: boolean;
  showStats: boolean;
  /** Summary words in the order they are reported. */
  tallies: readonly string[];
  /** When reading the file began: a one-puzzle file's time limit counts from there. */
  startedAt?: number;
  /** `place` is the puzzle's in a batch, undefined for a puzzle alone. */
  job(grid: Grid, label: string, place: BatchPlace | undefined, call: BatchCall): Promise<JobResult>;
}

/** A puzzle's call: the route's, and the seconds reading the puzzle took (for --stats; none where another thread read it). */
export interface BatchCall extends RouteCall {
  readSeconds?: number;
}

/**
 * Runs a job over every puzzle of a file. A bad puzzle, or (in a batch) a solver failure, is
 * reported for its puzzle and the others still run; a batch ends with a summary on stderr.
 * Returns the exit code of the most serious outcome.
 */
export async function runBatch(run: BatchRun): Promise<number> {
  const { file, entries, json, batch } = run;
  const tally = new Map<string, number>([...run.tallies, 'bad input', 'solver errors'].map((t) => [t, 0]));
  let worst: number = EXIT.ok;
  const outcome = (code: number) => (worst = worstExit([worst, code]));
  let count = 0;
  const started = performance.now();
  const print = (text: string) => {
    if (text !== '') writeStdout(`${text}\n`);
  };
  const source = entries[Symbol.iterator]();
  for (;;) {
    const reading = performance.now();
    const step = source.next();
    if (step.done) break;
    const entry = step.value;
    count++;
    const index = batch ? entry.index : undefined;
    if (!entry.ok) {
      reportBadEntry(file, entry);
      tally.set('bad input', tally.get('bad input')! + 1);
      outcome(EXIT.badInput);
      if (batch) print(json ? JSON.stringify({ index, verdict: 'bad-input', error: errorText(entry.error) }) : `${index} bad input`);
      continue;
    }
    const label = entryLabel(file, entry);
    try {
      // A puzzle alone was read with its file, since the command began.
      const alone = !batch && run.startedAt !== undefined;
      const readSeconds = (performance.now() - (alone ? run.startedAt! : reading)) / 1000;
      const call = { startedAt: alone ? run.startedAt! : performance.now(), index: entry.index, readSeconds };
      const place = index === undefined ? undefined : { index, ...(entry.title !== undefined ? { title: entry.title } : {}) };
      const result = await run.job(entry.grid, label, place, call);
      tally.set(result.tally, (tally.get(result.tally) ?? 0) + 1);
      outcome(result.code);
      print(result.output);
      if (run.showStats && result.stats) process.stderr.write(`${result.stats}\n`);
    } catch (e) {
      // In a batch, a failing solver, or a proof that does not check (--proof), is that puzzle's outcome.
      const relayed = e instanceof BatchFailure ? e : undefined;
      const rejected = e instanceof ProofRejected || relayed?.kind === 'proof';
      if (!(e instanceof SolverError || rejected || relayed) || !batch) throw e;
      process.stderr.write(`${label}: ${relayed ? relayed.text : errorText(e)}\n`);
      const [counted, said, verdict, code] = rejected
        ? ['proof rejected', 'proof rejected', 'proof-rejected', EXIT.proofRejected]
        : ['solver errors', 'solver error', 'solver-error', EXIT.solverFailure];
      tally.set(counted, (tally.get(counted) ?? 0) + 1);
      outcome(code);
      print(json ? JSON.stringify({ index, verdict, error: relayed ? relayed.text : errorText(e) }) : `${index} ${said}`);
    }
  }
  if (batch) {
    const seconds = (performance.now() - started) / 1000;
    const parts = [...tally].map(([word, n]) => `${n} ${word}`);
    const of = count < file.count ? ` (of ${file.count} in the file)` : '';
    process.stderr.write(
      `${counted(count, 'puzzle')}${of}: ${parts.join(', ')}; ${seconds.toFixed(2)} s, ${(count / seconds).toFixed(1)} puzzles/s with ${run.routeName}\n`,
    );
  }
  return worst;
}
