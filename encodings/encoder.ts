import type { LiteralStatus } from '../src/logic/candidates.js';
import { givenLiterals } from '../src/core/cell-variables.js';
import type { ClauseSink } from '../src/cnf/sink.js';
import { VarPool } from '../src/cnf/var-pool.js';
import type { Grid } from '../src/core/grid.js';
import type { Shape } from '../src/core/shape.js';
import { amoEncoding } from './amo/index.js';
import { FAMILIES, type FamilyUnit, familyUnit, groupVars, isAtMostOne } from './families.js';
import { GivenLiterals } from './given-literals.js';
import { encodeRules } from './rules.js';
import type { EncodingSpec } from './spec.js';

export interface EncodeResult {
  shape: Shape;
  n: number;
  /** n³: cell variables are 1..n³. */
  cellVariables: number;
  /** Auxiliary variables, numbered n³+1 .. n³+auxVariables. */
  auxVariables: number;
  /** The `p cnf` variable count. */
  variables: number;
  /** The given cells' literals when givens are `assumptions`; empty otherwise. */
  assumptions: Int32Array;
}

/**
 * Streams the formula of a puzzle into a sink, yielding after every group so an asynchronous
 * writer can wait for its output between groups. Order: unit clauses of the givens (under
 * `units`), then each family in canonical order, group by group. Under `eliminate`, `known`
 * says which literals are decided (by default the givens alone; propagation decides more).
 */
export function* encodeSteps(puzzle: Grid, spec: EncodingSpec, sink: ClauseSink, known?: LiteralStatus): Generator<void, EncodeResult> {
  const { shape, n } = puzzle;
  const cellVariables = n * n * n;
  const pool = new VarPool(cellVariables + 1);
  const amo = amoEncoding(spec.amo);
  let assumptions: Int32Array = new Int32Array(0);

  if (spec.givens !== 'eliminate') {
    const givens = givenLiterals(puzzle);
    if (spec.givens === 'assumptions') assumptions = givens;
    else {
      const unit = new Int32Array(1);
      for (let i = 0; i < givens.length; i++) {
        unit[0] = givens[i]!;
        sink.addClause(unit);
        if (i % n === n - 1) yield;
      }
    }
  }

  const given = spec.givens === 'eliminate' ? (known ?? new GivenLiterals(puzzle)) : undefined;
  const satisfied = given ? satisfiedGroups(puzzle, given) : undefined;
  const all = new Int32Array(n);
  const open = new Int32Array(n);
  for (const family of FAMILIES) {
    if (!spec.families.includes(family)) continue;
    const unit = familyUnit(family);
    const atMost = isAtMostOne(family);
    for (let g = 0; g < n * n; g++) {
      if (satisfied?.[unit][g]) continue; // a decided cell holds the group's literal
      groupVars(unit, shape, g, all);
      let lits = all;
      if (given) {
        let m = 0;
        let satisfied = false;
        for (let j = 0; j < n && !satisfied; j++) {
          const s = given.status(all[j]!);
          if (s > 0) satisfied = true;
          else if (s === 0) open[m++] = all[j]!;
        }
        if (satisfied) continue; // a given is in the group: every other literal is false
        lits = open.subarray(0, m);
      }
      if (atMost) amo.encode(lits, pool, sink);
      else sink.addClause(lits); // empty under `eliminate` when nothing is left: no solution
      yield;
    }
  }
  if (!shape.classic) for (const _ of encodeRules(shape, spec.families, amo, pool, sink, given, spec)) yield;
  return { shape, n, cellVariables, auxVariables: pool.used, variables: cellVariables + pool.used, assumptions };
}

/**
 * Groups that a decided cell satisfies, by unit: its cell, and its value in its row, column and
 * box. Under `eliminate` they drop out without looking at their literals, which makes nearly
 * decided large grids cheap to encode.
 */
function satisfiedGroups(puzzle: Grid, known: LiteralStatus): Record<FamilyUnit, Uint8Array> {
  const { n, shape } = puzzle;
  const groups = { cell: new Uint8Array(n * n), row: new Uint8Array(n * n), col: new Uint8Array(n * n), box: new Uint8Array(n * n) };
  for (let cell = 0; cell < n * n; cell++) {
    const v = known.fixedValue(cell);
    if (v === 0) continue;
    const r = Math.floor(cell / n);
    const c = cell % n;
    groups.cell[cell] = 1;
    groups.row[r * n + v - 1] = 1;
    groups.col[c * n + v - 1] = 1;
    groups.box[shape.boxOf(r, c) * n + v - 1] = 1;
  }
  return groups;
}

/** Streams the whole formula into a sink at once. */
export function encode(puzzle: Grid, spec: EncodingSpec, sink: ClauseSink, known?: LiteralStatus): EncodeResult {
  const steps = encodeSteps(puzzle, spec, sink, known);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
