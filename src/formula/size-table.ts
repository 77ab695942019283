import { DEFAULT_SUM_ENCODING, sumEncodingName } from '../../encodings/sums/index.js';
import { closedFormSize } from '../../encodings/counts.js';
import { type EncodingSpec, encodingName } from '../../encodings/spec.js';
import { measureFormula } from './puzzle-formula.js';
import { opt, says, UsageError } from '../core/errors.js';
import type { Grid } from '../core/grid.js';
import { propagate, type PropagationLevel } from '../logic/propagate.js';
import type { Shape } from '../core/shape.js';

export interface SizeRow {
  /** `file#index` when the row is about a puzzle. */
  puzzle?: string;
  /** The box side of square boxes (absent for rectangular ones). */
  k?: number;
  /** The box shape: `3x3`, `2x3`. */
  box: string;
  n: number;
  encoding: string;
  amo: string;
  /** The sum encoding, for a puzzle with killer cages. */
  sums?: string;
  /** none: the closed form without givens; units/eliminate: for the puzzle; propagated: eliminate after propagation. */
  givens: 'none' | 'units' | 'eliminate' | 'propagated';
  /** For a puzzle: cells decided beyond the givens, and candidates left in open cells. */
  decided?: number;
  openCandidates?: number;
  variables: bigint;
  /** Variables that occur in some clause. */
  usedVariables: bigint;
  clauses: bigint;
  literals: bigint;
}

/** Closed-form sizes for every shape × spec, no givens; a number is the box side k of square boxes. */
export function sizeTable(shapes: readonly (Shape | number)[], specs: readonly EncodingSpec[]): SizeRow[] {
  const rows: SizeRow[] = [];
  for (const entry of shapes) {
    // A box side k stays a number: the closed forms need no Shape, which stops at 65,535 cells a box.
    const shape = typeof entry === 'number' ? { square: true, boxRows: entry, key: `${entry}x${entry}`, n: entry * entry } : entry;
    for (const spec of specs) {
      const s = closedFormSize(entry, spec.families, spec.amo);
      rows.push({
        ...(shape.square ? { k: shape.boxRows } : {}),
        box: shape.key,
        n: shape.n,
        encoding: encodingName(spec.families),
        amo: spec.amo,
        givens: 'none',
        variables: s.variables,
        usedVariables: s.variables,
        clauses: s.clauses,
        literals: s.literals,
      });
    }
  }
  return rows;
}

/** A puzzle's rows, and the contradiction propagation found, when it found one (no propagated row then). */
export interface PuzzleSizes {
  rows: SizeRow[];
  contradiction?: string;
}

/**
 * Sizes for one puzzle: with its givens as unit clauses, after `eliminate`, and (unless the level
 * is none) after propagation too, with the cells it decided and the candidates it left.
 */
export function puzzleSizeRows(
  puzzle: Grid,
  label: string,
  specs: readonly EncodingSpec[],
  level: PropagationLevel = 'singles',
): PuzzleSizes {
  const rows: SizeRow[] = [];
  const none = propagate(puzzle, 'none');
  const propagation = level === 'none' ? undefined : propagate(puzzle, level);
  for (const spec of specs) {
    for (const givens of ['units', 'eliminate', 'propagated'] as const) {
      if (givens === 'propagated' && (!propagation || propagation.contradiction !== undefined)) continue;
      const options = givens === 'propagated' ? { known: propagation!.candidates } : {};
      const info = measureFormula(puzzle, { ...spec, givens: givens === 'units' ? 'units' : 'eliminate' }, options);
      // Counts from a propagation that stopped at a contradiction would be partial: none are given.
      const effect = givens === 'units' ? undefined : givens === 'propagated' ? propagation! : none;
      rows.push({
        ...(effect && effect.contradiction === undefined ? { decided: effect.decided, openCandidates: effect.openCandidates } : {}),
        puzzle: label,
        ...(puzzle.k !== undefined ? { k: puzzle.k } : {}),
        box: puzzle.shape.key,
        n: puzzle.n,
        encoding: encodingName(spec.families),
        amo: spec.amo,
        ...(puzzle.shape.sums.length > 0 ? { sums: sumEncodingName(spec.sumEncoding ?? DEFAULT_SUM_ENCODING) } : {}),
        givens,
        variables: BigInt(info.variables),
        usedVariables: BigInt(info.usedVariables),
        clauses: BigInt(info.clauses),
        literals: BigInt(info.literals),
      });
    }
  }
  return propagation?.contradiction === undefined ? { rows } : { rows, contradiction: propagation.contradiction };
}

/** Parses `3`, `2..10` or `2,3,5` into box sides. */
export function parseKRange(text: string): number[] {
  const ks: number[] = [];
  for (const part of text.split(',')) {
    const m = /^\s*(\d+)\s*(?:\.\.\s*(\d+)\s*)?$/.exec(part);
    if (!m) throw new UsageError(says`bad ${opt('k')} '${text}': use a number (3), a range (2..10) or a list (2,3,5)`);
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (from < 1 || to < from || to > 1000) {
      throw new UsageError(says`bad ${opt('k')} '${text}': box sides run from 1 to 1000, low to high`);
    }
    for (let k = from; k <= to; k++) ks.push(k);
  }
  return [...new Set(ks)];
}
