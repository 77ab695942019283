import { closedFormSize } from '../../encodings/counts.js';
import { encode, encodeSteps } from '../../encodings/encoder.js';
import { GivenLiterals } from '../../encodings/given-literals.js';
import { type EncodingSpec, encodingName } from '../../encodings/spec.js';
import type { FormulaSource } from '../../solvers/sat-solver.js';
import type { LiteralStatus } from '../candidates.js';
import type { Grid } from '../grid.js';
import type { PropagationResult } from '../propagate.js';
import type { ByteOutput } from './byte-output.js';
import { DimacsWriter } from './dimacs-writer.js';
import { CompactNumbering } from './compact.js';
import { type Clause, type ClauseBuffer, ClauseCounter, type ClauseSink } from './sink.js';

/** What a formula for one puzzle looks like, before or after it is written. */
export interface FormulaInfo {
  k: number;
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
    const r = encode(puzzle, spec, counter, options.known);
    const info: FormulaInfo = {
      k: puzzle.k,
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
  const size = closedFormSize(puzzle.k, spec.families, spec.amo, spec.givens === 'units' ? givens : 0);
  const assumptions = new Int32Array(spec.givens === 'assumptions' ? givens : 0);
  if (spec.givens === 'assumptions') {
    let i = 0;
    puzzle.cells.forEach((v, cell) => {
      if (v !== 0) assumptions[i++] = cell * puzzle.n + v;
    });
  }
  return {
    k: puzzle.k,
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

const GIVENS_NOTE = {
  units: 'units (one unit clause per given)',
  assumptions: 'assumptions (not written as clauses; listed below)',
  eliminate: "eliminate (Kwon & Jain's optimized encoding: literals decided by a given removed; numbering unchanged)",
};

/** The comment lines that open a puzzle's formula, without their `c `. */
export function headerComments(info: FormulaInfo, source?: string): string[] {
  const { n, k, spec } = info;
  const p = info.propagation;
  const cellVariables = info.numbering ? info.numbering.open : n ** 3;
  const mapping = `var(r,c,v) = ${n * n}*r + ${n}*c + v, r and c = 0..${n - 1} from the top left, v = 1..${n}`;
  const lines = [
    `sudocnf: ${n}x${n} Sudoku (k = ${k}), ${info.givens} givens${source ? `, from ${source}` : ''}`,
    `encoding: ${encodingName(spec.families)} = ${spec.families.join(' ')}`,
    `at-most-one: ${spec.amo}`,
    `givens: ${info.numbering ? GIVENS_NOTE[spec.givens].replace('numbering unchanged', 'then numbered compactly') : GIVENS_NOTE[spec.givens]}`,
    ...(p
      ? [
          `propagation: ${p.level}: ${p.decided} cells decided beyond the givens, ${p.openCells} open cells with ${p.openCandidates} candidates left`,
        ]
      : []),
    info.numbering
      ? `cell variables 1..${cellVariables}: compact numbering of the open literals; 'c map <variable> <original>' lines give the original ${mapping}`
      : `cell variables 1..${n ** 3}: ${mapping}`,
    info.auxVariables > 0
      ? `auxiliary variables ${cellVariables + 1}..${cellVariables + info.auxVariables}`
      : 'auxiliary variables: none',
  ];
  if (info.numbering) for (let v = 1; v <= info.numbering.open; v++) lines.push(`map ${v} ${info.numbering.toOriginal[v]}`);
  for (let i = 0; i < info.assumptions.length; i += 20) {
    lines.push(`assumptions ${Array.from(info.assumptions.subarray(i, i + 20)).join(' ')}`);
  }
  return lines;
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

/** Clauses kept in a buffer, as a formula source. */
export function bufferSource(buffer: ClauseBuffer, variables: number): FormulaSource {
  return {
    variables,
    clauses: buffer.length,
    *stream(sink) {
      for (let i = 0; i < buffer.length; i++) {
        sink.addClause(buffer.clause(i));
        if (i % 4096 === 4095) yield;
      }
    },
  };
}

/**
 * Streams formulas as one DIMACS text: `comments` (each line without its `c `), the `p cnf`
 * line, then every source's clauses, waiting for the output whenever it asks, so memory stays
 * bounded whatever the size. Checks that the body matches the header it wrote.
 */
export async function streamDimacs(
  out: ByteOutput,
  sources: readonly FormulaSource[],
  comments: readonly string[] = [],
): Promise<{ variables: number; clauses: number; literals: number }> {
  const variables = Math.max(0, ...sources.map((s) => s.variables));
  const clauses = sources.reduce((sum, s) => sum + s.clauses, 0);
  const writer = new DimacsWriter(out, variables);
  writer.writeText(comments.map((l) => `c ${l}\n`).join('') + `p cnf ${variables} ${clauses}\n`);
  for (const source of sources) {
    const steps = source.stream(writer);
    for (let step = steps.next(); !step.done; step = steps.next()) {
      if (out.blocked) {
        writer.flush();
        await out.drained();
      }
    }
  }
  writer.flush();
  if (writer.clauses !== clauses) {
    throw new Error(`internal error: header declares ${clauses} clauses, body has ${writer.clauses}`);
  }
  return { variables, clauses, literals: writer.literals };
}

/** Writes a puzzle's formula as DIMACS, its header comments describing the encoding. */
export async function writeDimacs(
  puzzle: Grid,
  spec: EncodingSpec,
  out: ByteOutput,
  source?: string,
  options: FormulaOptions = {},
): Promise<FormulaInfo> {
  const formula = puzzleFormula(puzzle, spec, options);
  const written = await streamDimacs(out, [formula], headerComments(formula.info, source));
  if (written.literals !== formula.info.literals) {
    throw new Error(`internal error: ${formula.info.literals} literals expected, ${written.literals} written`);
  }
  return formula.info;
}
