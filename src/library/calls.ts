import { closedFormSize, type FormulaSize } from '../../encodings/counts.js';
import { resolveSpec } from '../../encodings/spec.js';
import { type ByteOutput, MemoryOutput, StreamOutput } from '../cnf/byte-output.js';
import { InputError, opt, says, UsageError } from '../core/errors.js';
import { parsePuzzles } from '../formats/read.js';
import { writeDimacs } from '../formula/dimacs.js';
import type { FormulaInfo } from '../formula/puzzle-formula.js';
import { cellName, conflictText, findConflicts, Grid } from '../core/grid.js';
import { type Rule, rulesFromId } from '../core/rules/index.js';
import { Shape } from '../core/shape.js';
import { propagate } from '../logic/propagate.js';
import { openRoute } from '../routes/open-route.js';
import type { Verdict } from '../routes/route.js';
import type { Writable } from 'node:stream';
import { checkCallOptions } from '../options/check.js';
import { definedOnly } from '../core/defined.js';
import { type RouteChoice, routeOptionsOf } from '../options/route.js';
import type { CountOptions, DimacsOptions, EncodingChoice, ReadingOptions, SolvingOptions } from '../options/types.js';

export type { CountOptions, DimacsOptions, EncodingChoice, ReadingOptions, SolvingOptions } from '../options/types.js';

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
}

/** A puzzle: its text in any format sudocnf reads (one puzzle, variants too), a `Grid`, or a `PuzzleSpec`. */
export type PuzzleInput = string | Grid | PuzzleSpec;

/** The grid a puzzle spec describes; what is wrong with it is an InputError. */
function gridOfSpec(spec: PuzzleSpec, options: ReadingOptions): Grid {
  const base = typeof spec.givens === 'string' ? puzzleOf(spec.givens, options) : undefined;
  const cells = base ? base.cells : Uint16Array.from(spec.givens as ArrayLike<number>);
  const n = Math.round(Math.sqrt(cells.length));
  if (n * n !== cells.length || n < 1) throw new InputError(`a puzzle's givens are n² values, got ${cells.length}`);
  let shape = spec.box !== undefined ? Shape.parse(spec.box) : (base?.shape ?? Shape.plausible(n).at(-1) ?? Shape.of(1, n));
  if (!shape || shape.n !== n) throw new InputError(`box ${spec.box} does not make a ${n}x${n} grid`);
  const rules: Rule[] = [];
  for (const rule of spec.rules ?? []) {
    const found = typeof rule === 'string' ? rulesFromId(rule, n) : [rule];
    if (typeof found === 'string') throw new InputError(found);
    rules.push(...found);
  }
  try {
    shape = shape.withVariant({ ...(spec.regions ? { regions: spec.regions } : {}), rules });
  } catch (e) {
    if (e instanceof RangeError) throw new InputError(e.message);
    throw e;
  }
  for (const v of cells)
    if (!Number.isInteger(v) || v < 0 || v > n) throw new InputError(`a given is a value from 1 to ${n} (0 for empty), got ${v}`);
  return new Grid(shape, cells.slice());
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

export interface CountAnswer {
  /** Solutions found, each verified. */
  count: number;
  /** The search proved there are no others: `count` is exact. Otherwise it is a lower bound. */
  complete: boolean;
  /** Why the count stopped short of the cap without a proof (a limit). */
  reason?: string;
  solver: string;
}

const DEFAULT_MAX = 1000;

/** The one puzzle of `input`, checked: a bad or clashing puzzle is an `InputError`. */
export function puzzleOf(input: PuzzleInput, options: ReadingOptions = {}): Grid {
  if (typeof input !== 'string') {
    const grid = input instanceof Grid ? input : gridOfSpec(input, options);
    const [clash] = findConflicts(grid);
    if (clash) {
      const { n } = grid;
      const text =
        clash.secondValue === undefined
          ? `${cellName(n, clash.first)} and ${cellName(n, clash.second)} both hold ${clash.value} in ${clash.where}`
          : conflictText(n, clash);
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
  if (!entry.ok) throw entry.error;
  return entry.grid;
}

/** The route the options name (already checked: a time limit is in milliseconds). */
function routeFor(options: SolvingOptions) {
  return openRoute(routeOptionsOf(options as RouteChoice));
}

/** Solves one puzzle. The solution is verified independently before it is returned. */
export async function solve(input: PuzzleInput, given?: SolvingOptions): Promise<SolveAnswer> {
  const options = checkCallOptions('solve', given);
  const puzzle = puzzleOf(input, options);
  await using route = routeFor(options);
  const o = await route.solve(puzzle);
  return definedOnly({
    verdict: o.verdict,
    solution: o.solution,
    reason: o.reason,
    solver: route.name,
    encodeSeconds: o.encodeSeconds,
    solveSeconds: o.solveSeconds,
  });
}

/** Proves that a puzzle has exactly one solution, or shows two. */
export async function unique(input: PuzzleInput, given?: SolvingOptions): Promise<UniqueAnswer> {
  const options = checkCallOptions('unique', given);
  const puzzle = puzzleOf(input, options);
  await using route = routeFor(options);
  const found: Grid[] = [];
  const e = await route.enumerate(puzzle, { max: 2, onSolution: (s) => found.push(s) });
  const [solution, second] = found;
  const base = definedOnly({ solver: route.name, solution });
  if (second) return { verdict: 'multiple', ...base, second };
  if (!e.complete)
    return { verdict: 'unknown', ...base, reason: solution ? `one solution found, then ${e.reason}` : (e.reason ?? 'unknown') };
  return { verdict: solution ? 'unique' : 'no-solution', ...base };
}

/** Counts a puzzle's solutions up to `max` (default 1000). */
export async function count(input: PuzzleInput, given?: CountOptions): Promise<CountAnswer> {
  const { max = DEFAULT_MAX, onSolution, ...rest } = checkCallOptions('count', given);
  const puzzle = puzzleOf(input, rest);
  await using route = routeFor(rest);
  const e = await route.enumerate(puzzle, definedOnly({ max, onSolution }));
  return definedOnly({ count: e.count, complete: e.complete, reason: e.reason, solver: route.name });
}

/**
 * The DIMACS CNF of a puzzle, exactly as `sudocnf encode` writes it with the same options:
 * as a string, or streamed into `to` (a Node stream or a `ByteOutput`) with bounded memory,
 * resolving to the formula's description.
 */
export function toDimacs(input: PuzzleInput, options?: DimacsOptions): Promise<string>;
export function toDimacs(input: PuzzleInput, options: DimacsOptions & { to: Writable | ByteOutput }): Promise<FormulaInfo>;
export async function toDimacs(input: PuzzleInput, given?: DimacsOptions & { to?: Writable | ByteOutput }): Promise<string | FormulaInfo> {
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
