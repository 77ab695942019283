import { amoEncoding } from './amo/index.js';
import type { Shape } from '../src/core/shape.js';
import { type Family, isAtMostOne } from './families.js';
import { type RuleFamily, ruleFamilies, type FamilyChoice } from './rules.js';

/** Size of a formula. BigInt, so the closed forms stay exact for any k. */
export interface FormulaSize {
  /** The `p cnf` variable count: n³ cell variables plus auxiliary ones. */
  variables: bigint;
  auxVariables: bigint;
  clauses: bigint;
  literals: bigint;
}

/**
 * Closed-form size of the formula for a grid shape with no givens, plus `unitClauses`
 * one-literal clauses (the givens under the `units` treatment); a number is the box side k of
 * square boxes. Every family has n² groups of n literals, whatever the boxes' shape: an
 * at-least-one group is one clause of n literals, an at-most-one group costs what its encoding's
 * `size(n)` says. So the counts depend on n alone: 6×6 with 2×3 boxes is sized as any 6×6, and a
 * jigsaw as the boxes. A variant's rules add what `ruleFamilies` counts.
 */
export function closedFormSize(
  shape: Shape | number,
  families: readonly Family[],
  amo: string,
  unitClauses = 0,
  encodings?: FamilyChoice,
): FormulaSize {
  const side = typeof shape === 'number' ? shape * shape : shape.n;
  const n = BigInt(side);
  const groups = n * n;
  const atLeast = BigInt(families.filter((f) => !isAtMostOne(f)).length);
  const atMost = BigInt(families.filter(isAtMostOne).length);
  const group = amoEncoding(amo).size(side);
  const aux = groups * atMost * BigInt(group.aux);
  const units = BigInt(unitClauses);
  const rules = typeof shape === 'number' ? [] : ruleFamilies(shape, families, amo, encodings);
  const sum = (pick: (f: RuleFamily) => number) => BigInt(rules.reduce((total, f) => total + pick(f), 0));
  return {
    variables: n * n * n + aux + sum((f) => f.aux),
    auxVariables: aux + sum((f) => f.aux),
    clauses: groups * (atLeast + atMost * BigInt(group.clauses)) + units + sum((f) => f.clauses),
    literals: groups * (atLeast * n + atMost * BigInt(group.literals)) + units + sum((f) => f.literals),
  };
}

/** The DTU report's clause count for its encoding: ½·n·(k⁶ − k⁴ + 3n³ − 3n² + 6n). */
export function dtuReportClauses(k: number): bigint {
  const K = BigInt(k);
  const n = K * K;
  return (n * (K ** 6n - K ** 4n + 3n * n ** 3n - 3n * n * n + 6n * n)) / 2n;
}
