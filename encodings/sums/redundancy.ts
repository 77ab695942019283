// Redundant clauses for killer cages, beside the sum encoding: what a killer solver deduces,
// carried into the formula so that propagation finds it instead of search (decision record 23).
import { UsageError } from '../../src/core/errors.js';
import { type NameOf, Registry } from '../../src/core/registry.js';

/** The redundancies beside killer cages' sums, any of them together. */
export const SUM_REDUNDANCY = new Registry('sum redundancy', {
  sets: {
    name: 'sets',
    aliases: [],
    description:
      "a cage's sets of values as variables (the support encoding's selectors and clauses), beside any sum encoding: the cage combinations a killer solver reasons on",
    gloss: "each cage's sets of values as variables, under any sum encoding",
  },
  innies: {
    name: 'innies',
    aliases: [],
    description:
      'the rule of 45 as sums of their own: the cells of a house (or of a run of rows or columns) outside the cages inside it, less the cells its cages reach out with, add up to what the houses and cages leave (house-sums.ts)',
    gloss: 'the rule of 45: innies and outies as sums of their own',
  },
});
export const SUM_REDUNDANCIES = SUM_REDUNDANCY.names;
export type SumRedundancy = NameOf<typeof SUM_REDUNDANCY>;
export const DEFAULT_SUM_REDUNDANCY = 'sets,innies';

/** A list's canonical form: the families in their declared order, comma-separated, or `none`. */
export function sumRedundancyName(text: string): string {
  const words = text
    .split(',')
    .map((w) => w.trim())
    .filter((w) => w !== '');
  if (words.length === 1 && words[0] === 'none') return 'none';
  for (const w of words)
    if (!SUM_REDUNDANCY.find(w))
      throw new UsageError(`unknown sum redundancy '${w}': use none or a comma-separated list of ${SUM_REDUNDANCIES.join(', ')}`);
  if (words.length === 0)
    throw new UsageError(`no sum redundancy named: use none or a comma-separated list of ${SUM_REDUNDANCIES.join(', ')}`);
  return SUM_REDUNDANCIES.filter((r) => words.includes(r)).join(',');
}

/** The families a name (or the default) turns on. */
export function sumRedundancies(name: string | undefined): SumRedundancy[] {
  const canonical = sumRedundancyName(name ?? DEFAULT_SUM_REDUNDANCY);
  return canonical === 'none' ? [] : (canonical.split(',') as SumRedundancy[]);
}
