import { closedFormSize, type FormulaSize } from '../../encodings/counts.js';
import { resolveSpec } from '../../encodings/spec.js';
import { type ByteOutput, MemoryOutput, StreamOutput, type WritableLike } from '../cnf/byte-output.js';
import { InputError, opt, says, UsageError } from '../core/errors.js';
import { parsePuzzles } from '../formats/read.js';
import { writeDimacs } from '../formula/dimacs.js';
import type { FormulaInfo } from '../formula/puzzle-formula.js';
import { cellName, conflictText, findConflicts, Grid } from '../core/grid.js';
import { type Rule, rulesFromId } from '../core/rules/index.js';
import { Shape } from '../core/shape.js';
import { propagate } from '../logic/propagate.js';
import { withRoute } from './shared-route.js';
import type { PuzzleOutcome, SudokuRoute } from '../routes/route.js';
import type { InMemoryCertificate } from '../proof/certificate/in-memory.js';
import { type Certificate, CERTIFYING_SOLVER, certifiedUnique } from './certified.js';
import { checkCallOptions } from '../options/check.js';
import { definedOnly } from '../core/defined.js';
import { type RouteChoice, routeOptionsOf } from '../options/route.js';
import type { CountOptions, DimacsOptions, EncodingChoice, ReadingOptions, SolvingOptions, UniqueOptions } from '../options/types.js';
import { withArticle } from '../core/article.js';

export type { Certificate } from './certified.js';
export type { CountOptions, DimacsOptions, EncodingChoice, ReadingOptions, SolvingOptions, UniqueOptions } from '../options/types.js';

/**
 * A puzzle as plain data: the givens (n² values row-major, 0 for empty, or their one-line text),
 * and for a variant its jigsaw regions (a label per cell) and rules (`'antiknight'`, `'x'`, …, or
 * `Rule` objects).
 */
export interface PuzzleSpec {
  givens: ArrayLike<number> | string;
  /** The boxes, `2x3`, when the side has several shapes. */
  box?: string;
  regions?: ArrayLike<number>;
  rules?: readonly (Rule | string)[];
  /** The grid's values when they are not 1..n: `0-8` (`givens` then holds each cell's number, −1 for an empty cell). */
  values?: string;
}

/** A puzzle: its text in any format sudocnf reads (one puzzle, variants too), a `Grid`, or a `PuzzleSpec`. */
export type PuzzleInput = string | Grid | PuzzleSpec;

/** The grid a puzzle spec describes; what is wrong with it is an InputError. */
function gridOfSpec(spec: PuzzleSpec, options: ReadingOptions, clashing: Clashing): Grid {
  const base = typeof spec.givens === 'string' ? readPuzzle(spec.givens, options, clashing) : undefined;
  const zeroBased = spec.values !== undefined && /^\s*0\s*-/.test(spec.values);
  // On the values 0..n − 1 a given states its number (−1 empty); a cell holds its value index.
  const stated = base ? [] : Array.from(spec.givens as ArrayLike<number>, (v) => (zeroBased ? v + 1 : v));
  const cells = base ? base.cells : Uint16Array.from(stated, (v) => (Number.isInteger(v) && v > 0 ? v : 0));
  const n = Math.round(Math.sqrt(cells.length));
  if (n * n !== cells.length || n < 1) throw new InputError(`a puzzle's givens are n² values, got ${cells.length}`);
  if (spec.values !== undefined) {
    const given = spec.values.replace(/\s/g, '');
    // A puzzle's text says its own values: `values` may only say them again.
    if (base && given !== base.shape.valueRange)
      throw new InputError(`the puzzle's text holds the values ${base.shape.valueRange}, not ${spec.values}`);
    if (given !== `${zeroBased ? 0 : 1}-${n - (zeroBased ? 1 : 0)}`)
      throw new InputError(`values are 1-${n} or 0-${n - 1} on ${withArticle(`${n}x${n}`)} grid, not ${spec.values}`);
  }
  let shape = spec.box !== undefined ? Shape.parse(spec.box) : (base?.shape ?? Shape.plausible(n).at(-1) ?? Shape.of(1, n));
  if (!shape || shape.n !== n) throw new InputError(`box ${spec.box} does not make ${withArticle(`${n}x${n}`)} grid`);
  const rules: Rule[] = [];
  for (const rule of spec.rules ?? []) {
    const found = typeof rule === 'string' ? rulesFromId(rule, n) : [rule];
    if (typeof found === 'string') throw new InputError(found);
    rules.push(...found);
  }
  try {
    shape = shape.withVariant({ ...(spec.regions ? { regions: spec.regions } : {}), rules, ...(zeroBased ? { lowest: 0 } : {}) });
  } catch (e) {
    if (e instanceof RangeError) throw new InputError(e.message);
    throw e;
  }
  if (!base)
    for (const v of stated)
      if (!Number.isInteger(v) || v < 0 || v > n)
        throw new InputError(
          zeroBased
            ? `a given is a value from 0 to ${n - 1} (−1 for empty), got ${v - 1}`
            : `a given is a value from 1 to ${n} (0 for empty), got ${v}`,
        );
  return new Grid(shape, cells.slice());
}

/** Who answered and how long it took: every answer of `solve` has it. */
interface SolveTiming {
  /** The route that answered (`cadical`, `dlx`, …). */
  solver: string;
  /** Seconds spent building the formula or matrix, and searching. */
  encodeSeconds: number;
  solveSeconds: number;
}

/** What `solve` found; narrowing on `verdict` says which fields are there. */
export type SolveAnswer =
  | (SolveTiming & {
      verdict: 'solved';
      /** The solution, verified independently of the solver. */
      solution: Grid;
    })
  | (SolveTiming & {
      verdict: 'no-solution';
      /** The contradiction propagation found, if any. */
      reason?: string;
    })
  | (SolveTiming & {
      verdict: 'unknown';
      /** Why there is no answer: a time limit, a conflict limit, … */
      reason: string;
    });

/** What `unique` found; narrowing on `verdict` says which fields are there. */
export type UniqueAnswer =
  | {
      verdict: 'unique';
      /** The one solution. */
      solution: Grid;
      solver: string;
      /** With `proof`: the checked certificate that there is no other. */
      certificate?: Certificate;
    }
  | {
      verdict: 'multiple';
      /** Two different solutions. */
      solution: Grid;
      second: Grid;
      solver: string;
    }
  | {
      verdict: 'no-solution';
      solver: string;
      /** With `proof`: the checked certificate that there is none. */
      certificate?: Certificate;
    }
  | {
      verdict: 'unknown';
      /** Why there is no answer; a solution found before the limit is `solution`. */
      reason: string;
      solution?: Grid;
      solver: string;
    };

/** What `unique` with `proof: true` found: a unique or no-solution verdict comes with its certificate. */
export type CertifiedUniqueAnswer =
  | (Extract<UniqueAnswer, { verdict: 'unique' | 'no-solution' }> & { certificate: Certificate })
  | Extract<UniqueAnswer, { verdict: 'multiple' | 'unknown' }>;

/** What `count` found; narrowing on `complete` says whether `reason` can be there. */
export type CountAnswer =
  | {
      /** Solutions found, each verified: all there are. */
      count: number;
      /** The search proved there are no others. */
      complete: true;
      solver: string;
    }
  | {
      /** Solutions found, each verified: a lower bound. */
      count: number;
      complete: false;
      /** Why the count stopped short of the cap without a proof (a limit); none when it reached the cap. */
      reason?: string;
      solver: string;
    };

const DEFAULT_MAX = 1000;

/** The one puzzle of `input`, checked: a bad or clashing puzzle is an `InputError`. */
export function puzzleOf(input: PuzzleInput, options: ReadingOptions = {}): Grid {
  return readPuzzle(input, options, 'refused');
}

/** Givens that clash are bad input, except to `why`, which explains them. */
type Clashing = 'refused' | 'kept';

/** The one puzzle of `input`, checked, its clashing givens refused or kept. */
export function readPuzzle(input: PuzzleInput, options: ReadingOptions, clashing: Clashing): Grid {
  if (typeof input !== 'string') {
    const grid = input instanceof Grid ? input : gridOfSpec(input, options, clashing);
    const [clash] = clashing === 'refused' ? findConflicts(grid) : [];
    if (clash) {
      const { n } = grid;
      const text =
        clash.secondValue === undefined && !clash.alone
          ? `${cellName(n, clash.first)} and ${cellName(n, clash.second)} both hold ${grid.shape.valueOf(clash.value)} in ${clash.where}`
          : conflictText(grid.shape, clash);
      throw new InputError(`conflicting givens: ${text}`);
    }
    return grid;
  }
  const file = parsePuzzles(input, '<input>', {
    ...definedOnly({ format: options.inputFormat, alphabet: options.alphabet }),
  });
  if (file.entries.length !== 1) {
    throw new UsageError(`the text holds ${file.entries.length} puzzles; pass one (parsePuzzles reads a batch)`);
  }
  const entry = file.entries[0]!;
  if (entry.ok) return entry.grid;
  if (clashing === 'kept' && entry.clashing) return entry.clashing.grid;
  throw entry.error;
}

/** Runs a call on the route the options name (already checked: a time limit is in milliseconds), shared by a loop's calls on one shape. */
function onRoute<T>(options: SolvingOptions, puzzle: Grid, run: (route: SudokuRoute) => Promise<T>): Promise<T> {
  return withRoute(routeOptionsOf(options as RouteChoice), puzzle.shape, run);
}

/** Solves one puzzle. The solution is verified independently before it is returned. */
export async function solve(input: PuzzleInput, given?: SolvingOptions): Promise<SolveAnswer> {
  const options = checkCallOptions('solve', given);
  const puzzle = puzzleOf(input, options);
  return onRoute(options, puzzle, async (route) => solveAnswer(await route.solve(puzzle), route.name));
}

/** A route's outcome as `solve` answers it. */
function solveAnswer(o: PuzzleOutcome, solver: string): SolveAnswer {
  const timing = { solver, encodeSeconds: o.encodeSeconds, solveSeconds: o.solveSeconds };
  switch (o.verdict) {
    case 'solved':
      if (!o.solution) throw new Error('internal error: a route answered solved without a solution');
      return { verdict: 'solved', solution: o.solution, ...timing };
    case 'no-solution':
      return { verdict: 'no-solution', ...definedOnly({ reason: o.reason }), ...timing };
    case 'unknown':
      return { verdict: 'unknown', reason: o.reason ?? 'unknown', ...timing };
  }
}

/**
 * Proves that a puzzle has exactly one solution, or shows two. With `proof: true`, a unique or
 * no-solution answer comes with its certificate, made in memory by the embedded CaDiCaL and
 * checked (see `Certificate`).
 */
export function unique(input: PuzzleInput, options: UniqueOptions & { proof: true }): Promise<CertifiedUniqueAnswer>;
export function unique(input: PuzzleInput, options?: UniqueOptions): Promise<UniqueAnswer>;
export async function unique(input: PuzzleInput, given?: UniqueOptions): Promise<UniqueAnswer> {
  const options = checkCallOptions('unique', given);
  const puzzle = puzzleOf(input, options);
  if (options.proof) return certifiedAnswer(await certifiedUnique(puzzle, options));
  const found: Grid[] = [];
  const { e, solver } = await onRoute(options, puzzle, async (route) => ({
    e: await route.enumerate(puzzle, { max: 2, onSolution: (s) => found.push(s) }),
    solver: route.name,
  }));
  const [solution, second] = found;
  if (solution && second) return { verdict: 'multiple', solver, solution, second };
  if (!e.complete)
    return {
      verdict: 'unknown',
      ...definedOnly({ solver, solution }),
      reason: solution ? `one solution found, then ${e.reason}` : (e.reason ?? 'unknown'),
    };
  return solution ? { verdict: 'unique', solver, solution } : { verdict: 'no-solution', solver };
}

/** A certificate made in memory, as `unique` answers with it. */
function certifiedAnswer(c: InMemoryCertificate): CertifiedUniqueAnswer {
  const solver = CERTIFYING_SOLVER;
  switch (c.verdict) {
    case 'unique':
      return { verdict: 'unique', solver, solution: c.solution, certificate: { manifest: c.manifest, files: c.files } };
    case 'no-solution':
      return { verdict: 'no-solution', solver, certificate: { manifest: c.manifest, files: c.files } };
    case 'multiple':
      return { verdict: 'multiple', solver, solution: c.solutions[0], second: c.solutions[1] };
    case 'unknown':
      return { verdict: 'unknown', solver, reason: c.reason };
  }
}

/** Counts a puzzle's solutions up to `max` (default 1000). */
export async function count(input: PuzzleInput, given?: CountOptions): Promise<CountAnswer> {
  const { max = DEFAULT_MAX, onSolution, ...rest } = checkCallOptions('count', given);
  const puzzle = puzzleOf(input, rest);
  const { e, solver } = await onRoute(rest, puzzle, async (route) => ({
    e: await route.enumerate(puzzle, definedOnly({ max, onSolution })),
    solver: route.name,
  }));
  return e.complete
    ? { count: e.count, complete: true, solver }
    : { count: e.count, complete: false, ...definedOnly({ reason: e.reason }), solver };
}

/**
 * The DIMACS CNF of a puzzle, exactly as `sudocnf encode` writes it with the same options:
 * as a string, or streamed into `to` (a Node stream or a `ByteOutput`) with bounded memory,
 * resolving to the formula's description.
 */
export function toDimacs(input: PuzzleInput, options?: DimacsOptions): Promise<string>;
export function toDimacs(input: PuzzleInput, options: DimacsOptions & { to: WritableLike | ByteOutput }): Promise<FormulaInfo>;
export async function toDimacs(
  input: PuzzleInput,
  given?: DimacsOptions & { to?: WritableLike | ByteOutput },
): Promise<string | FormulaInfo> {
  const options = checkCallOptions('toDimacs', given);
  const puzzle = puzzleOf(input, options);
  const level = options.propagate ?? 'none';
  const needsEliminate = level !== 'none' || options.compact === true;
  const spec = resolveSpec({ ...options, givens: needsEliminate ? 'eliminate' : options.givens });
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
export function clauseCounts(k: number, given?: EncodingChoice & { givens?: number }): FormulaSize {
  if (!Number.isInteger(k) || k < 1) throw new UsageError(says`${opt('k')} must be a positive whole number, got ${k}`);
  const options = checkCallOptions('clauseCounts', given);
  const { families, amo } = resolveSpec({ ...options, givens: 'units' });
  return closedFormSize(k, families, amo, options.givens ?? 0);
}
