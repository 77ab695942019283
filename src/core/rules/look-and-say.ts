import type { Automaton } from './automaton.js';
import { markedCellsProblem } from './marked-cells.js';
import type { RuleKind } from './rule.js';

/**
 * A look-and-say region: its clue read as (count, value) pairs, `says: [2, 3, 1, 5]` holding
 * exactly two 3s and one 5 (a count of 0: the value is not there); other values are free.
 */
export type LookAndSay = { kind: 'look-and-say'; cells: readonly number[]; says: readonly number[] };

/** The clue's (count, value) pairs. */
const pairsOf = (says: readonly number[]) => Array.from({ length: says.length >> 1 }, (_, i) => [says[2 * i]!, says[2 * i + 1]!] as const);

/** Reading the cells for one value: how many hold it so far, `count` at most; at the end exactly `count`. */
function exactly(count: number, value: number): Automaton {
  return {
    start: 0,
    next: (seen, v) => (v !== value ? seen : Number(seen) < count ? Number(seen) + 1 : undefined),
    accepts: (seen) => seen === count,
  };
}

/** A look-and-say region: its clue's (count, value) pairs, each value held by exactly that many of its cells. */
export const lookAndSay: RuleKind<LookAndSay> = {
  kind: 'look-and-say',
  label: (rule) => `look-and-say ${rule.says.join('')}`,
  family: 'look-and-say',
  anyValues: true,
  problem: ({ cells, says }, geometry) => {
    const { n, lowest = 1 } = geometry;
    if (cells.length < 1) return 'a look-and-say region is at least one cell';
    const cellsProblem = markedCellsProblem(cells, geometry, 'a look-and-say region');
    if (cellsProblem) return cellsProblem;
    if (says.length === 0 || says.length % 2 !== 0) return 'a look-and-say clue is (count, value) pairs: says: [2, 3] for two 3s';
    const pairs = pairsOf(says);
    if (pairs.some(([count]) => !Number.isInteger(count) || count < 0 || count > cells.length))
      return `a look-and-say count is 0..${cells.length}, the region's cells`;
    if (pairs.some(([, value]) => !Number.isInteger(value) || value < lowest || value > n + lowest - 1))
      return `a look-and-say value is ${lowest}..${n + lowest - 1}`;
    if (new Set(pairs.map(([, value]) => value)).size !== pairs.length) return 'a look-and-say clue names a value twice';
    return undefined;
  },
  // The clue's values are numbers; the automata read value indices.
  sequences: ({ cells, says }, { lowest = 1 }) =>
    pairsOf(says).map(([count, value]) => ({ cells, automaton: exactly(count, value - lowest + 1) })),
  counted: { one: 'look-and-say region', many: 'look-and-say regions' },
  listed: {
    cells: (rule) => rule.cells,
    unordered: true,
    values: { key: 'says', of: (rule) => rule.says },
    make: (cells, _, __, says) => ({ kind: 'look-and-say', cells, says: [...(says ?? [])] }),
  },
  iss: {
    // `.LookAndSay~1223~R1C1~…`: the clue's digits, two a pair.
    read: {
      LookAndSay: (a) => {
        const clue = a.args[0] ?? '';
        if (!/^(\d\d)+$/.test(clue)) a.fail('a LookAndSay clue is (count, value) digit pairs: 1223 for one 2 and two 3s', 0);
        return [{ kind: 'look-and-say', cells: a.cells(1, 'a LookAndSay region'), says: Array.from(clue, Number) }];
      },
    },
  },
  example: ({ n }) => ({ kind: 'look-and-say', cells: [0, n + 1, 2 * n + 2, 3 * n + 3], says: [2, 1] }),
  description: 'a look-and-say clue reads as (count, value) pairs: its region holds exactly that many of each value it names',
  drawing: 'cage',
};
