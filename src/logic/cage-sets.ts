import { listedCombinations, type RuleSum } from '../core/rules/index.js';

const listed = new WeakMap<RuleSum, number[][] | null>();

/**
 * The sets of different values that reach a cage's sum, listed once per cage; undefined for a
 * cage with more than the logic lists (MAX_LISTED_SETS), whose sum is then reasoned on by reach.
 */
export function cageSets(sum: RuleSum, n: number): number[][] | undefined {
  let sets = listed.get(sum);
  if (sets === undefined) {
    sets = listedCombinations(sum.cells.length, sum.sum, n) ?? null;
    listed.set(sum, sets);
  }
  return sets ?? undefined;
}
