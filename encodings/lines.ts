import { UsageError } from '../src/core/errors.js';

/**
 * How the rules along a line (whispers, renban, modular, entropic, parity and nabner lines, slow
 * thermometers) are written: `pairs`, the direct encoding, a binary clause for each two values two
 * cells may not hold; `mdd`, the line read in order by its automaton, unrolled into a layered
 * diagram with a variable per node and per edge (Bacchus, CP 2007), as outside clues are; `auto`
 * (the default) writes pairs, which BENCHMARKS.md ("variants") found the faster of the two.
 */
export const LINE_ENCODING_NAMES = ['auto', 'pairs', 'mdd'] as const;
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
