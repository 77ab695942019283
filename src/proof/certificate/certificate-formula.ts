import { DEFAULT_SUM_REDUNDANCY, sumRedundancyName } from '../../../encodings/sums/redundancy.js';
import { type EncodingOptions, encodingName, resolveSpec } from '../../../encodings/spec.js';
import { definedOnly } from '../../core/defined.js';
import type { LiteralStatus } from '../../logic/candidates.js';
import { MemoryOutput } from '../../cnf/byte-output.js';
import type { CompactNumbering } from '../../cnf/compact.js';
import { type FormulaSource, bufferSource, streamDimacs } from '../../cnf/formula-source.js';
import { ClauseBuffer } from '../../cnf/sink.js';
import type { Deadline } from '../../core/deadline.js';
import { opt, says, UsageError } from '../../core/errors.js';
import { type FormulaInfo, puzzleFormula } from '../../formula/puzzle-formula.js';
import type { Grid } from '../../core/grid.js';
import { parsePropagation, propagate } from '../../logic/propagate.js';
import { blockingClause } from '../../routes/blocking-clause.js';
import { checkedSolution } from '../../routes/decode-model.js';
import { SAT_ROUTE_DEFAULTS } from '../../routes/route-options.js';

/**
 * How a certificate's formula is built: everything `check-proof` needs to build it again. Its
 * manifest names the chosen encodings `sum`, `thermo` and `line` (the options' `sumEncoding`,
 * `thermoEncoding` and `lineEncoding`): the file's format, read as it was written.
 */
export interface CertificateEncoding {
  /** A preset name or a family list (redundant families included). */
  encoding: string;
  amo: string;
  givens: 'units' | 'eliminate';
  /** The logic run before an `eliminate` formula is built (`none` under `units`). */
  propagate: string;
  sum?: string;
  thermo?: string;
  sumRedundancy?: string;
  line?: string;
}

/** Resolves the solving options into a certificate's encoding, refusing what it cannot hold. */
export function certificateEncoding(options: EncodingOptions & { propagate?: string }): CertificateEncoding {
  const givens = options.givens === undefined || options.givens === 'auto' ? 'eliminate' : options.givens;
  if (givens !== 'units' && givens !== 'eliminate') {
    throw new UsageError(says`a certificate's formula holds its givens: use ${opt('givens', 'units')} or eliminate, not ${givens}`);
  }
  const spec = resolveSpec({ ...options, givens, amo: options.amo ?? SAT_ROUTE_DEFAULTS.amo });
  return {
    encoding: encodingName(spec.families),
    amo: spec.amo,
    givens,
    propagate: givens === 'eliminate' ? parsePropagation(options.propagate ?? 'singles') : 'none',
    ...definedOnly({ sum: spec.sumEncoding, thermo: spec.thermoEncoding }),
    // Always named, so that a change of default cannot change the formula a manifest stands for.
    sumRedundancy: sumRedundancyName(spec.sumRedundancy ?? DEFAULT_SUM_REDUNDANCY),
    ...definedOnly({ line: spec.lineEncoding }),
  };
}

/** The encoding options a certificate's encoding (or any of its names, as its manifest writes them) stands for. */
export function encodingOptionsOf(encoding: Partial<CertificateEncoding>): EncodingOptions {
  return definedOnly({
    encoding: encoding.encoding,
    givens: encoding.givens,
    amo: encoding.amo,
    sumEncoding: encoding.sum,
    thermoEncoding: encoding.thermo,
    sumRedundancy: encoding.sumRedundancy,
    lineEncoding: encoding.line,
  });
}

/** A puzzle's formula, with what decoding a model and blocking a solution need. */
export interface CertificateFormula {
  encoding: CertificateEncoding;
  formula: FormulaSource & { info: FormulaInfo };
  known?: LiteralStatus;
  numbering?: CompactNumbering;
}

/**
 * The formula of a puzzle under a certificate's encoding. When propagation alone refutes the
 * puzzle or decides every cell, the formula is built with no propagation instead (recorded in its
 * encoding): an empty formula would leave the claim resting on sudocnf's logic; this way it rests
 * on a formula and proof anyone can check. The deadline bounds the counting pass of an
 * `eliminate` formula.
 */
export function certificateFormula(puzzle: Grid, encoding: CertificateEncoding, deadline?: Deadline): CertificateFormula {
  // A manifest of a puzzle with sums that records no redundancy beside them was made before there was any.
  const recorded = puzzle.shape.sums.length > 0 && encoding.sumRedundancy === undefined ? { sumRedundancy: 'none' } : {};
  const spec = resolveSpec({ ...encodingOptionsOf(encoding), ...recorded });
  const timed = deadline ? { deadline } : {};
  if (encoding.givens === 'units') return { encoding, formula: puzzleFormula(puzzle, spec, timed) };
  const propagation = encoding.propagate === 'none' ? undefined : propagate(puzzle, encoding.propagate);
  if (propagation && (propagation.contradiction !== undefined || propagation.openCells === 0)) {
    return certificateFormula(puzzle, { ...encoding, propagate: 'none' }, deadline);
  }
  const known = propagation?.candidates;
  const formula = puzzleFormula(puzzle, spec, { ...(known ? { known, propagation: propagation! } : {}), compact: true, ...timed });
  return { encoding, formula, ...(known ? { known } : {}), ...(formula.info.numbering ? { numbering: formula.info.numbering } : {}) };
}

/** The clause that forbids a solution, numbered as the formula is. */
export function blockingLiterals(puzzle: Grid, solution: Grid, built: CertificateFormula): number[] {
  const { numbering } = built;
  return blockingClause(puzzle, solution, built.known).map((lit) => (numbering ? -numbering.compact(-lit) : lit));
}

/** The blocking clause as a formula to stream after the puzzle's. */
export function blockingSource(puzzle: Grid, solution: Grid, built: CertificateFormula): FormulaSource {
  const buffer = new ClauseBuffer();
  buffer.addClause(blockingLiterals(puzzle, solution, built));
  return bufferSource(buffer, built.formula.variables);
}

/** The DIMACS text the sources make, as the solver is given it. */
export async function dimacsBytes(sources: readonly FormulaSource[]): Promise<Uint8Array> {
  const out = new MemoryOutput();
  await streamDimacs(out, sources);
  return out.bytes();
}

/** The solution a model of the certificate's formula encodes, verified against the puzzle. */
export function solutionOf(puzzle: Grid, model: Int8Array, built: CertificateFormula, solver: string): Grid {
  return checkedSolution(puzzle, built.numbering ? built.numbering.expand(model) : model, solver, built.known);
}
