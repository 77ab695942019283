// Commander encoding (Klieber & Kwon 2007, "Efficient CNF encoding for selecting 1 from N objects"):
// groups of 3 under a commander variable, pairwise inside a group, recursion over the commanders.
import { type AmoEncoding, binaryClause, type GroupSize } from './encoding.js';
import { encodePairwise, pairwiseSize } from './pairwise.js';

const GROUP = 3;
/** Up to this many literals pairwise is no larger, so the recursion stops there. */
const BASE = 4;

export const commander: AmoEncoding = {
  name: 'commander',
  aliases: ['cmd'],
  description: 'Klieber & Kwon 2007 commander, groups of 3; about m/2 auxiliary variables, 3m clauses',
  encode(lits, pool, sink) {
    if (lits.length <= BASE) return encodePairwise(lits, sink);
    const groups = Math.ceil(lits.length / GROUP);
    const commanders = new Int32Array(groups);
    for (let g = 0; g < groups; g++) {
      const members = lits.subarray(g * GROUP, Math.min((g + 1) * GROUP, lits.length));
      encodePairwise(members, sink);
      const c = pool.take();
      commanders[g] = c;
      for (const x of members) binaryClause(sink, -x, c); // a true member raises its commander
    }
    commander.encode(commanders, pool, sink);
  },
  size(m): GroupSize {
    if (m <= BASE) return pairwiseSize(m);
    const groups = Math.ceil(m / GROUP);
    const last = m - (groups - 1) * GROUP;
    const inner = (s: number) => pairwiseSize(s).clauses + s;
    const clauses = (groups - 1) * inner(GROUP) + inner(last);
    const rest = commander.size(groups);
    return { aux: groups + rest.aux, clauses: clauses + rest.clauses, literals: 2 * clauses + rest.literals };
  },
};
