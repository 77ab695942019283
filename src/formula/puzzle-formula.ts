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
import { type Clause, ClauseCounter, type ClauseSink } from '../cnf/sink.js';

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
}

/** The counting pass: every clause into a counter, the deadline checked between groups. */
function countEncoding(puzzle: Grid, spec: EncodingSpec, counter: ClauseCounter, options: FormulaOptions) {
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
  const givens = puzzle.givens();
  if (spec.givens === 'eliminate') {
    const n3 = puzzle.n ** 3;
    const counter = new ClauseCounter(n3);
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

/** A puzzle's formula as a source that can be streamed any number of times. */
export function puzzleFormula(puzzle: Grid, spec: EncodingSpec, options: FormulaOptions = {}): FormulaSource & { info: FormulaInfo } {
  const info = measureFormula(puzzle, spec, options);
  const { known } = options;
  const numbering = info.numbering;
  return {
    info,
    variables: info.variables,
    clauses: info.clauses,
    stream: (sink) => encodeSteps(puzzle, spec, numbering ? new Renumbering(sink, numbering) : sink, known),
  };
}
