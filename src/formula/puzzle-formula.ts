import { closedFormSize } from '../../encodings/counts.js';
import { encode, encodeSteps } from '../../encodings/encoder.js';
import { GivenLiterals } from '../../encodings/given-literals.js';
import type { EncodingSpec } from '../../encodings/spec.js';
import type { LiteralStatus } from '../logic/candidates.js';
import { givenLiterals } from '../core/cell-variables.js';
import type { Grid } from '../core/grid.js';
import type { PropagationResult } from '../logic/propagate.js';
import type { Deadline } from '../core/deadline.js';
import type { Shape } from '../core/shape.js';
import { CompactNumbering } from '../cnf/compact.js';
import type { FormulaSource } from '../cnf/formula-source.js';
import { type Clause, ClauseBuffer, ClauseCounter, type ClauseSink } from '../cnf/sink.js';

/** What a formula for one puzzle looks like, before or after it is written. */
export interface FormulaInfo {
  shape: Shape;
  n: number;
  givens: number;
  spec: EncodingSpec;
  /** The `p cnf` counts. */
  variables: number;
  clauses: number;
  literals: number;
  auxVariables: number;
  /** Variables that occur in some clause (fewer than `variables` under `eliminate`). */
  usedVariables: number;
  /** Given literals to pass as assumptions (givens = `assumptions`). */
  assumptions: Int32Array;
  /** With compact numbering: how variables were renumbered. */
  numbering?: CompactNumbering;
  /** What propagation decided before encoding, when it ran. */
  propagation?: PropagationResult;
}

export interface FormulaOptions {
  /** Decided literals for `eliminate` (default: the givens alone); propagation decides more. */
  known?: LiteralStatus;
  /** The propagation behind `known`, for the header. */
  propagation?: PropagationResult;
  /** Renumber the open cell literals 1..m, auxiliary variables after them (`eliminate` only). */
  compact?: boolean;
  /** Past it, the counting pass of an `eliminate` formula stops with TimeLimitReached ('encoding'). */
  deadline?: Deadline;
  /** The most literals of an `eliminate` formula kept in memory to stream again (default KEPT_LITERALS_MAX); past it the formula is built again as it streams. */
  keptLiterals?: number;
}

/**
 * The most literals the counting pass keeps for the formula's stream: up to it a formula is built
 * once, past it built again as it streams, in bounded memory.
 */
export const KEPT_LITERALS_MAX = 1 << 22;

/** A counter that also keeps the clauses it counts, while they fit in `most` literals. */
class KeepingCounter extends ClauseCounter {
  kept: ClauseBuffer | undefined = new ClauseBuffer();

  constructor(
    trackUpTo: number,
    private readonly most: number,
  ) {
    super(trackUpTo);
  }

  override addClause(lits: Clause): void {
    super.addClause(lits);
    if (this.kept === undefined) return;
    if (this.literals > this.most) this.kept = undefined;
    else this.kept.addClause(lits);
  }
}

/** The counting pass: every clause into a counter, the deadline checked between groups. */
function countEncoding(puzzle: Grid, spec: EncodingSpec, counter: ClauseSink, options: FormulaOptions) {
  if (!options.deadline) return encode(puzzle, spec, counter, options.known);
  const steps = encodeSteps(puzzle, spec, counter, options.known);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    options.deadline.check('encoding');
  }
}

/** Rewrites literals into the compact numbering on their way to a sink. */
class Renumbering implements ClauseSink {
  private scratch = new Int32Array(16);

  constructor(
    private readonly inner: ClauseSink,
    private readonly numbering: CompactNumbering,
  ) {}

  addClause(lits: Clause): void {
    if (this.scratch.length < lits.length) this.scratch = new Int32Array(lits.length * 2);
    const out = this.scratch.subarray(0, lits.length);
    for (let i = 0; i < lits.length; i++) {
      const lit = lits[i]!;
      const w = this.numbering.compact(Math.abs(lit));
      if (w === 0) throw new Error(`internal error: literal ${lit} is decided but in the formula`);
      out[i] = lit < 0 ? -w : w;
    }
    this.inner.addClause(out);
  }
}

/**
 * Exact size of a puzzle's formula: closed forms when the givens are units or assumptions,
 * a counting pass (nothing stored) under `eliminate`.
 */
export function measureFormula(puzzle: Grid, spec: EncodingSpec, options: FormulaOptions = {}): FormulaInfo {
  return measured(puzzle, spec, options);
}

/** `measureFormula`, its counting pass (`eliminate`) into `counter` when one is given. */
function measured(puzzle: Grid, spec: EncodingSpec, options: FormulaOptions, given?: ClauseCounter): FormulaInfo {
  const givens = puzzle.givens();
  if (spec.givens === 'eliminate') {
    const counter = given ?? new ClauseCounter(puzzle.n ** 3);
    const r = countEncoding(puzzle, spec, counter, options);
    const info: FormulaInfo = {
      shape: puzzle.shape,
      n: puzzle.n,
      givens,
      spec,
      variables: r.variables,
      clauses: counter.clauses,
      literals: counter.literals,
      auxVariables: r.auxVariables,
      usedVariables: counter.usedVariables + r.auxVariables,
      assumptions: r.assumptions,
    };
    if (options.propagation) info.propagation = options.propagation;
    if (options.compact) {
      info.numbering = new CompactNumbering(puzzle.n, options.known ?? new GivenLiterals(puzzle));
      info.variables = info.numbering.open + r.auxVariables;
    }
    return info;
  }
  if (options.compact || options.known) throw new Error('internal error: compact numbering and propagation need eliminate');
  const size = closedFormSize(puzzle.shape, spec.families, spec.amo, spec.givens === 'units' ? givens : 0, spec);
  const assumptions = spec.givens === 'assumptions' ? givenLiterals(puzzle) : new Int32Array(0);
  return {
    shape: puzzle.shape,
    n: puzzle.n,
    givens,
    spec,
    variables: Number(size.variables),
    clauses: Number(size.clauses),
    literals: Number(size.literals),
    auxVariables: Number(size.auxVariables),
    usedVariables: Number(size.variables),
    assumptions,
  };
}

/**
 * A puzzle's formula as a source that can be streamed any number of times. Under `eliminate` the
 * clauses its counting pass wrote are streamed again from memory (up to `keptLiterals`), so the
 * formula is built once.
 */
export function puzzleFormula(puzzle: Grid, spec: EncodingSpec, options: FormulaOptions = {}): FormulaSource & { info: FormulaInfo } {
  const counter = spec.givens === 'eliminate' ? new KeepingCounter(puzzle.n ** 3, options.keptLiterals ?? KEPT_LITERALS_MAX) : undefined;
  const info = measured(puzzle, spec, options, counter);
  const { known } = options;
  const numbering = info.numbering;
  const kept = counter?.kept;
  return {
    info,
    variables: info.variables,
    clauses: info.clauses,
    stream: (sink) => {
      const into = numbering ? new Renumbering(sink, numbering) : sink;
      return kept ? replay(kept, into) : encodeSteps(puzzle, spec, into, known);
    },
  };
}

/** Kept clauses into a sink, yielding between chunks as the encoder does between groups. */
function* replay(kept: ClauseBuffer, sink: ClauseSink): Generator<void> {
  for (let i = 0; i < kept.length; i++) {
    sink.addClause(kept.clause(i));
    if (i % 4096 === 4095) yield;
  }
}
