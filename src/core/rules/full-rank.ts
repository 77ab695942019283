import { FULL_RANK_MAX_SIDE, type FullRankTies, lineReadings } from './full-rank-ties.js';
import { issBothEnds, lineName, wholeLineProblem } from './outside-clue.js';
import type { Geometry, RuleKind } from './rule.js';

/**
 * A full-rank clue: every row and column read as a number from each end (4n numbers), ranked from
 * the lowest (1); `rank` is where the line `cells` (from the clue) stands. The four lines that
 * start with a value v take ranks 4(v − 1) + 1 to 4v, so the clue says the line's first value and
 * how many of the other three lines that start with it are lower.
 */
export type FullRank = { kind: 'full-rank'; cells: readonly number[]; rank: number };

const sameLine = (a: readonly number[], b: readonly number[]) => a[0] === b[0] && a[1] === b[1];

/**
 * The clue's line among the 4n − 1 others: of those that start with its value, (rank − 1) mod 4
 * read lower. None reads the same (ISS's ties `only-unclued`, its default, and `none`); with ties
 * `any` (full-rank-ties.ts) any may, its rank one more than the lines below it, so two clues of one
 * rank read the same (as ISS makes them).
 */
function rankingOf({ cells, rank }: FullRank, geometry: Geometry) {
  const others = lineReadings(geometry.n).filter((line) => !sameLine(line, cells));
  const anyTies = (geometry.rules ?? []).some((rule) => rule.kind === 'full-rank-ties' && (rule as FullRankTies).ties === 'any');
  return { line: cells, others, below: (rank - 1) % 4, untied: anyTies ? [] : others.map((_, i) => i) };
}

/** A full-rank clue: where its line stands when every row and column, read from each end, is ranked as a number. */
export const fullRank: RuleKind<FullRank> = {
  kind: 'full-rank',
  label: (rule) => `full rank ${rule.rank} (${lineName(rule.cells, rule.cells.length)})`,
  family: 'full-rank',
  // Ranks count value indices (the first value is rank 1 to 4 on the values 0..n − 1 too, as ISS reads them).
  anyValues: true,
  problem: ({ cells, rank }, geometry) => {
    const { n } = geometry;
    if (n > FULL_RANK_MAX_SIDE || n < 2)
      return `full rank takes grids of side 2 to ${FULL_RANK_MAX_SIDE} (each clue compares its line with the 4n − 1 others), not ${n}`;
    if (!Number.isInteger(rank) || rank < 1 || rank > 4 * n) return `a full-rank clue is 1..${4 * n}, not ${rank}`;
    // A line read from one end has one rank: more clues than lines would only repeat them, and each
    // clue's comparisons grow the formula.
    const clues = (geometry.rules ?? []).filter((rule) => rule.kind === 'full-rank').length;
    if (clues > 4 * n) return `a grid takes at most ${4 * n} full-rank clues (one a row or column read from one end), these are ${clues}`;
    return wholeLineProblem(cells, geometry, 'a full-rank clue');
  },
  excluded: ({ cells, rank }, { n }) => [
    { cell: cells[0]!, values: Array.from({ length: n }, (_, i) => i + 1).filter((v) => v !== Math.ceil(rank / 4)) },
  ],
  rankings: (rule, geometry) => [rankingOf(rule, geometry)],
  counted: { one: 'full-rank clue', many: 'full-rank clues' },
  listed: {
    cells: (rule) => rule.cells,
    number: { key: 'rank', of: (rule) => rule.rank },
    make: (cells, rank) =>
      rank === undefined ? 'a full-rank clue is written {full-rank: [r1c1, …], rank: 5}' : { kind: 'full-rank', cells, rank },
  },
  // .FullRank~C1~10~: the clue from the start of the row or column (top, left) and from its end.
  iss: { read: issBothEnds('FullRank', (cells, rank): FullRank => ({ kind: 'full-rank', cells, rank })) },
  example: ({ n }) => ({ kind: 'full-rank', cells: Array.from({ length: n }, (_, j) => j), rank: 1 }),
  description:
    'every row and column is read as a number from each end and the 4n numbers ranked from the lowest: a clue says where its line stands (no other line reads the same as a clued one)',
  drawing: 'outside',
  mark: (rule) => ({ fill: 'none', text: `#${rule.rank}` }),
};
