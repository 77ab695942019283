// Automatic choice per group: pairwise while a group is small (its binary clauses propagate
// best), a compact encoding above the threshold (pairwise grows as m²/2). The threshold and the
// compact encoding were measured on the large grids of the shared set
// (docs/decisions/06-amo-auto-threshold.md).
import type { AmoEncoding } from './encoding.js';
import { pairwise } from './pairwise.js';
import { sequential } from './sequential.js';

/** Groups of up to this many literals are encoded pairwise. */
export const AUTO_THRESHOLD = 24;

export function autoAmo(threshold: number, above: AmoEncoding = sequential): AmoEncoding {
  const pick = (m: number) => (m <= threshold ? pairwise : above);
  return {
    name: threshold === AUTO_THRESHOLD && above === sequential ? 'auto' : `auto:${threshold}`,
    aliases: [],
    description: `pairwise for groups of up to ${threshold} literals, ${above.name} above ('auto:T' sets T)`,
    encode: (lits, pool, sink) => pick(lits.length).encode(lits, pool, sink),
    size: (m) => pick(m).size(m),
  };
}

export const auto = autoAmo(AUTO_THRESHOLD);
