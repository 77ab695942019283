import { type Named, type NameOf, Registry } from '../src/core/registry.js';
import { type Emitter, type Lit, neg } from './sums/sum-encoding.js';
import { orderVariables } from './thermometers.js';

/** How a line encoding writes lines and comparisons: as pairs of values, by automaton, through order variables. */
interface LineEncoding extends Named {
  readonly lines: 'pairs' | 'automaton';
  readonly comparisons: 'pairs' | 'order';
}

/**
 * How the rules along a line (whispers, renban, modular, entropic, parity and nabner lines, slow
 * thermometers) and the comparisons (maximum and minimum cells, slow thermometers) are written.
 * `auto` writes pairs, which BENCHMARKS.md ("variants") found the faster.
 */
export const LINES = new Registry(
  'line encoding',
  {
    pairs: {
      name: 'pairs',
      aliases: [],
      description: 'the direct encoding: a binary clause for each two values two cells may not hold',
      gloss: 'a clause per two values two cells may not hold',
      lines: 'pairs',
      comparisons: 'pairs',
    },
    mdd: {
      name: 'mdd',
      aliases: [],
      description:
        'a line read in order by its automaton, unrolled into a layered diagram with a variable per node and per edge (Bacchus, CP 2007), as outside clues are',
      gloss: 'a line read by its automaton, as a layered diagram',
      lines: 'automaton',
      comparisons: 'pairs',
    },
    order: {
      name: 'order',
      aliases: [],
      description: 'comparisons through order variables "c ≥ v" (Tamura et al. 2009, as thermometers\' order encoding)',
      gloss: 'comparisons through order variables',
      lines: 'pairs',
      comparisons: 'order',
    },
  } satisfies Record<string, LineEncoding>,
  { name: 'auto', description: 'pairs', help: 'auto (pairs)' },
);
export const LINE_ENCODING_NAMES = LINES.names;
export type LineEncodingName = NameOf<typeof LINES>;
export const DEFAULT_LINE_ENCODING: LineEncodingName = 'auto';

/** The name of a line encoding, checked. */
export function lineEncodingName(name: string): LineEncodingName {
  return LINES.canonical(name);
}

/** The line encoding a choice names; `auto` (or none) is pairs. */
const lineEncoding = (choice: string | undefined): LineEncoding => LINES.get(choice === undefined || choice === 'auto' ? 'pairs' : choice);

/** Whether lines are written through their automata under this choice. */
export function linesByAutomaton(choice: string | undefined): boolean {
  return lineEncoding(choice).lines === 'automaton';
}

/** Whether comparisons are written through order variables under this choice. */
export function comparisonsByOrder(choice: string | undefined): boolean {
  return lineEncoding(choice).comparisons === 'order';
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
