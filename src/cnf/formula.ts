import { closedFormSize } from '../../encodings/counts.js';
import { encode, encodeSteps } from '../../encodings/encoder.js';
import { type EncodingSpec, encodingName } from '../../encodings/spec.js';
import type { Grid } from '../grid.js';
import type { FormulaSource } from '../../solvers/sat-solver.js';
import type { ByteOutput } from './byte-output.js';
import { DimacsWriter } from './dimacs-writer.js';
import { type ClauseBuffer, ClauseCounter } from './sink.js';

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
}

/**
 * Exact size of a puzzle's formula: closed forms when the givens are units or assumptions,
 * a counting pass (nothing stored) under `eliminate`.
 */
export function measureFormula(puzzle: Grid, spec: EncodingSpec): FormulaInfo {
  const givens = puzzle.givens();
  if (spec.givens === 'eliminate') {
    const n3 = puzzle.n ** 3;
    const counter = new ClauseCounter(n3);
    const r = encode(puzzle, spec, counter);
    return {
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
  }
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
  const lines = [
    `sudocnf: ${n}x${n} Sudoku (k = ${k}), ${info.givens} givens${source ? `, from ${source}` : ''}`,
    `encoding: ${encodingName(spec.families)} = ${spec.families.join(' ')}`,
    `at-most-one: ${spec.amo}`,
    `givens: ${GIVENS_NOTE[spec.givens]}`,
    `cell variables 1..${n ** 3}: var(r,c,v) = ${n * n}*r + ${n}*c + v, r and c = 0..${n - 1} from the top left, v = 1..${n}`,
    info.auxVariables > 0
      ? `auxiliary variables ${n ** 3 + 1}..${n ** 3 + info.auxVariables}`
      : 'auxiliary variables: none',
  ];
  for (let i = 0; i < info.assumptions.length; i += 20) {
    lines.push(`assumptions ${Array.from(info.assumptions.subarray(i, i + 20)).join(' ')}`);
  }
  return lines;
}

/** A puzzle's formula as a source that can be streamed any number of times. */
export function puzzleFormula(puzzle: Grid, spec: EncodingSpec): FormulaSource & { info: FormulaInfo } {
  const info = measureFormula(puzzle, spec);
  return { info, variables: info.variables, clauses: info.clauses, stream: (sink) => encodeSteps(puzzle, spec, sink) };
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
export async function writeDimacs(puzzle: Grid, spec: EncodingSpec, out: ByteOutput, source?: string): Promise<FormulaInfo> {
  const formula = puzzleFormula(puzzle, spec);
  const written = await streamDimacs(out, [formula], headerComments(formula.info, source));
  if (written.literals !== formula.info.literals) {
    throw new Error(`internal error: ${formula.info.literals} literals expected, ${written.literals} written`);
  }
  return formula.info;
}
