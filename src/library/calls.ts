import { closedFormSize, type FormulaSize } from '../../encodings/counts.js';
import { resolveSpec } from '../../encodings/spec.js';
import { type ByteOutput, MemoryOutput, StreamOutput } from '../cnf/byte-output.js';
import { InputError, opt, says, UsageError } from '../core/errors.js';
import type { AlphabetChoice } from '../formats/alphabet.js';
import { type InputFormat, parsePuzzles } from '../formats/read.js';
import { writeDimacs } from '../formula/dimacs.js';
import type { FormulaInfo } from '../formula/puzzle-formula.js';
import { cellName, findConflicts, type Grid } from '../core/grid.js';
import { propagate, type PropagationLevel } from '../logic/propagate.js';
import { openRoute } from '../routes/open-route.js';
import type { Strategy } from '../routes/sat-route.js';
import type { Verdict } from '../routes/route.js';
import type { GivensChoice } from '../routes/sat-route.js';
import type { Writable } from 'node:stream';

/** A puzzle: its text in any format sudocnf reads (one puzzle), or a `Grid`. */
export type PuzzleInput = string | Grid;

/** How a puzzle's text is read. */
export interface ReadingOptions {
  /** How the text is written (default: detected). */
  inputFormat?: InputFormat;
  /** Symbols of one-character cells (default: detected). */
  alphabet?: AlphabetChoice;
}

/** The encoding, as `encode`, `solve` and `stats` take it on the command line. */
export interface EncodingChoice {
  /** A preset (`minimal`, `efficient`, `extended`, `dtu`) or comma-separated families. */
  encoding?: string;
  /** Add the redundant families to the preset. */
  redundant?: boolean;
  /** At-most-one encoding: `pairwise`, `sequential`, `commander`, `product`, `binary`, `auto`, `auto:T`. */
  amo?: string;
}

/** What `solve`, `unique` and `count` take: the command line's options, by their library names. */
export interface SolvingOptions extends ReadingOptions, EncodingChoice {
  /** A SAT backend (`cadical`, the default; `minisat`; an external preset such as `cadical-bin`) or `dlx`. */
  solver?: string;
  /** Any SAT binary with competition output, `"<command> [args…]"` with `{file}` for a file path. */
  solverCommand?: string;
  /** Threads, for solvers that take them. */
  threads?: number;
  /** How the givens enter the formula (default `auto`). */
  givens?: GivensChoice;
  /** Logic run on the candidates before an eliminate formula is built (default `singles`). */
  propagate?: PropagationLevel;
  /** Wall-clock limit in milliseconds (for `unique` and `count`, the whole search). */
  timeoutMs?: number;
  /** Conflict limit per solver call (embedded CaDiCaL). */
  conflicts?: number;
  /** Search-node limit (Dancing Links). */
  nodeLimit?: number;
  /** `solve` with a SAT solver: the whole formula, bands first, or `auto` (the default): bands for large sparse grids. */
  strategy?: Strategy;
}

export interface SolveAnswer {
  verdict: Verdict;
  /** The solution, verified independently of the solver, when the verdict is `solved`. */
  solution?: Grid;
  /** Why the verdict is `unknown`; for `no-solution`, the contradiction propagation found, if any. */
  reason?: string;
  /** The route that answered (`cadical`, `dlx`, …). */
  solver: string;
  /** Seconds spent building the formula or matrix, and searching. */
  encodeSeconds: number;
  solveSeconds: number;
}

export interface UniqueAnswer {
  verdict: 'unique' | 'multiple' | 'no-solution' | 'unknown';
  /** The solution when unique; the first of two when multiple. */
  solution?: Grid;
  /** A second solution, when multiple. */
  second?: Grid;
  reason?: string;
  solver: string;
}

export interface CountOptions extends SolvingOptions {
  /** Stop at this many solutions (default 1000). */
  max?: number;
  /** Called with every solution, each verified, as it is found. */
  onSolution?: (solution: Grid) => void;
}

export interface CountAnswer {
  /** Solutions found, each verified. */
  count: number;
  /** The search proved there are no others: `count` is exact. Otherwise it is a lower bound. */
  complete: boolean;
  /** Why the count stopped short of the cap without a proof (a limit). */
  reason?: string;
  solver: string;
}

export interface DimacsOptions extends ReadingOptions, EncodingChoice {
  /** How the givens enter the formula (default `units`). */
  givens?: 'units' | 'assumptions' | 'eliminate';
  /** Logic run on the candidates first (default `none`); implies eliminate. */
  propagate?: PropagationLevel;
  /** Renumber the open literals 1..m; implies eliminate. */
  compact?: boolean;
  /** Where the puzzle came from, for the header comments. */
  source?: string;
}

const DEFAULT_MAX = 1000;

/** The one puzzle of `input`, checked: a bad or clashing puzzle is an `InputError`. */
export function puzzleOf(input: PuzzleInput, options: ReadingOptions = {}): Grid {
  if (typeof input !== 'string') {
    const [clash] = findConflicts(input);
    if (clash) {
      const where = `${cellName(input.n, clash.first)} and ${cellName(input.n, clash.second)}`;
      throw new InputError(`conflicting givens: ${where} both hold ${clash.value} in ${clash.unit} ${clash.unitIndex + 1}`);
    }
    return input;
  }
  const file = parsePuzzles(input, '<input>', {
    ...(options.inputFormat !== undefined ? { format: options.inputFormat } : {}),
    ...(options.alphabet !== undefined ? { alphabet: options.alphabet } : {}),
  });
  if (file.entries.length !== 1) {
    throw new UsageError(`the text holds ${file.entries.length} puzzles; pass one (parsePuzzles reads a batch)`);
  }
  const entry = file.entries[0]!;
  if (!entry.ok) throw entry.error;
  return entry.grid;
}

function routeFor(options: SolvingOptions) {
  const { inputFormat: _f, alphabet: _a, ...route } = options;
  return openRoute({ ...route, givens: options.givens ?? 'auto', amo: options.amo ?? 'auto' });
}

/** Solves one puzzle. The solution is verified independently before it is returned. */
export async function solve(input: PuzzleInput, options: SolvingOptions = {}): Promise<SolveAnswer> {
  const puzzle = puzzleOf(input, options);
  const route = routeFor(options);
  try {
    const o = await route.solve(puzzle);
    return {
      verdict: o.verdict,
      ...(o.solution ? { solution: o.solution } : {}),
      ...(o.reason !== undefined ? { reason: o.reason } : {}),
      solver: route.name,
      encodeSeconds: o.encodeSeconds,
      solveSeconds: o.solveSeconds,
    };
  } finally {
    await route.close();
  }
}

/** Proves that a puzzle has exactly one solution, or shows two. */
export async function unique(input: PuzzleInput, options: SolvingOptions = {}): Promise<UniqueAnswer> {
  const puzzle = puzzleOf(input, options);
  const route = routeFor(options);
  try {
    const found: Grid[] = [];
    const e = await route.enumerate(puzzle, { max: 2, onSolution: (s) => found.push(s) });
    const [solution, second] = found;
    const base = { solver: route.name, ...(solution ? { solution } : {}) };
    if (second) return { verdict: 'multiple', ...base, second };
    if (!e.complete) return { verdict: 'unknown', ...base, reason: solution ? `one solution found, then ${e.reason}` : (e.reason ?? 'unknown') };
    return { verdict: solution ? 'unique' : 'no-solution', ...base };
  } finally {
    await route.close();
  }
}

/** Counts a puzzle's solutions up to `max` (default 1000). */
export async function count(input: PuzzleInput, options: CountOptions = {}): Promise<CountAnswer> {
  const { max = DEFAULT_MAX, onSolution, ...rest } = options;
  if (!Number.isInteger(max) || max < 1) throw new UsageError(says`${opt('max')} must be a positive whole number, got ${max}`);
  const puzzle = puzzleOf(input, rest);
  const route = routeFor(rest);
  try {
    const e = await route.enumerate(puzzle, { max, ...(onSolution ? { onSolution } : {}) });
    return { count: e.count, complete: e.complete, ...(e.reason !== undefined ? { reason: e.reason } : {}), solver: route.name };
  } finally {
    await route.close();
  }
}

/**
 * The DIMACS CNF of a puzzle, exactly as `sudocnf encode` writes it with the same options:
 * as a string, or streamed into `to` (a Node stream or a `ByteOutput`) with bounded memory,
 * resolving to the formula's description.
 */
export function toDimacs(input: PuzzleInput, options?: DimacsOptions): Promise<string>;
export function toDimacs(input: PuzzleInput, options: DimacsOptions & { to: Writable | ByteOutput }): Promise<FormulaInfo>;
export async function toDimacs(input: PuzzleInput, options: DimacsOptions & { to?: Writable | ByteOutput } = {}): Promise<string | FormulaInfo> {
  const puzzle = puzzleOf(input, options);
  const level = options.propagate ?? 'none';
  const needsEliminate = level !== 'none' || options.compact === true;
  if (needsEliminate && options.givens !== undefined && options.givens !== 'eliminate') {
    throw new UsageError(says`${opt('propagate')} and ${opt('compact')} work on an eliminate formula; they do not go with ${opt('givens', options.givens)}`);
  }
  const spec = resolveSpec({ ...options, givens: needsEliminate ? 'eliminate' : (options.givens ?? 'units') });
  const propagation = level === 'none' ? undefined : propagate(puzzle, level);
  if (propagation?.contradiction !== undefined) throw new InputError(`no solution: propagation proved it: ${propagation.contradiction}`);
  const formulaOptions = {
    ...(propagation ? { known: propagation.candidates, propagation } : {}),
    ...(options.compact ? { compact: true } : {}),
  };
  const to = options.to;
  if (to) {
    const out = 'drained' in to ? to : new StreamOutput(to);
    return writeDimacs(puzzle, spec, out, options.source, formulaOptions);
  }
  const memory = new MemoryOutput();
  await writeDimacs(puzzle, spec, memory, options.source, formulaOptions);
  return memory.text();
}

/**
 * Exact variable, clause and literal counts of the formula for box side k, in closed form
 * (BigInt): the empty grid, or with `givens` unit clauses added.
 */
export function clauseCounts(k: number, options: EncodingChoice & { givens?: number } = {}): FormulaSize {
  if (!Number.isInteger(k) || k < 1) throw new UsageError(says`${opt('k')} must be a positive whole number, got ${k}`);
  const { families, amo } = resolveSpec({ ...options, givens: 'units' });
  return closedFormSize(k, families, amo, options.givens ?? 0);
}
