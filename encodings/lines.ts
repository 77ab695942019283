import { UsageError } from '../src/core/errors.js';
import { type Emitter, type Lit, neg } from './sums/sum-encoding.js';
import { orderVariables } from './thermometers.js';

/**
 * How the rules along a line (whispers, renban, modular, entropic, parity and nabner lines, slow
 * thermometers) and the comparisons (maximum and minimum cells, slow thermometers) are written:
 * `pairs`, the direct encoding, a binary clause for each two values two cells may not hold; `mdd`,
 * a line read in order by its automaton, unrolled into a layered diagram with a variable per node
 * and per edge (Bacchus, CP 2007), as outside clues are; `order`, comparisons through order
 * variables "c ≥ v" (Tamura et al. 2009, as thermometers' order encoding); `auto` (the default)
 * writes pairs, which BENCHMARKS.md ("variants") found the faster.
 */
export const LINE_ENCODING_NAMES = ['auto', 'pairs', 'mdd', 'order'] as const;
export type LineEncodingName = (typeof LINE_ENCODING_NAMES)[number];
export const DEFAULT_LINE_ENCODING: LineEncodingName = 'auto';

/** The name of a line encoding, checked. */
export function lineEncodingName(name: string): LineEncodingName {
  if (!(LINE_ENCODING_NAMES as readonly string[]).includes(name))
    throw new UsageError(`unknown line encoding '${name}': use ${LINE_ENCODING_NAMES.join(', ')}`);
  return name as LineEncodingName;
}

/** Whether lines are written through their automata under this choice. */
export function linesByAutomaton(choice: string | undefined): boolean {
  return choice === 'mdd';
}

/** Whether comparisons are written through order variables under this choice. */
export function comparisonsByOrder(choice: string | undefined): boolean {
  return choice === 'order';
}

/** Comparisons between cells through order variables: lower < higher (strict) or lower ≤ higher, as "lower ≥ v implies higher ≥ v (+ 1)". */
export function encodeComparisons(
  comparisons: readonly { lower: number; higher: number; strict: boolean }[],
  n: number,
  lit: (cell: number, v: number) => Lit,
  out: Emitter,
): void {
  const ge = orderVariables(n, lit, out);
  for (const { lower, higher, strict } of comparisons)
    for (let v = 1; v <= n; v++) out.clause([neg(ge(lower, v)), ge(higher, strict ? v + 1 : v)]);
}
