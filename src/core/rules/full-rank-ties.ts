import type { Geometry, Ranking, RuleKind } from './rule.js';

/**
 * How full rank treats lines that read the same (ISS's FullRankTies): `none`, no two of the 4n
 * lines read the same, clues or not; `any`, any lines may, a clue's rank one more than the lines
 * below its line (two clues of one rank read the same). Without this rule, ISS's default
 * `only-unclued`: no line ties a clued one, unclued ones may tie each other.
 */
export type FullRankTies = { kind: 'full-rank-ties'; ties: 'none' | 'any' };

const TIES = ['none', 'any'] as const;

/** Full rank takes grids up to this side: each clue compares its line with the 4n − 1 others. */
export const FULL_RANK_MAX_SIDE = 16;

/** Every row and column read from each end (rows from the left and the right, then columns from above and below), as cells. */
export function lineReadings(n: number): number[][] {
  const lines: number[][] = [];
  for (let m = 0; m < n; m++) {
    const row = Array.from({ length: n }, (_, j) => m * n + j);
    lines.push(row, [...row].reverse());
  }
  for (let m = 0; m < n; m++) {
    const column = Array.from({ length: n }, (_, j) => j * n + m);
    lines.push(column, [...column].reverse());
  }
  return lines;
}

/**
 * No two lines read the same: each row and column, from its start, against every later one from
 * either end. Two rows (two columns) never read the same the same way round: a column (row) holds
 * each value once.
 */
function distinctLines({ n }: Geometry): Ranking[] {
  const lines = lineReadings(n).filter((_, i) => i % 2 === 0);
  return lines.map((line, i) => {
    const others = lines.slice(i + 1).flatMap((other, k) => {
      const crosswise = i < n !== i + 1 + k < n;
      return crosswise ? [other, [...other].reverse()] : [[...other].reverse()];
    });
    return { line, others, untied: others.map((_, k) => k) };
  });
}

export const fullRankTies: RuleKind<FullRankTies> = {
  kind: 'full-rank-ties',
  label: (rule) => (rule.ties === 'none' ? 'full rank without ties' : 'full rank with ties'),
  family: 'full-rank',
  anyValues: true,
  setting: true,
  problem: ({ ties }, { n }) =>
    !TIES.includes(ties)
      ? `full-rank ties are none or any, not ${String(ties)}`
      : n < 2 || n > FULL_RANK_MAX_SIDE
        ? `full rank takes grids of side 2 to ${FULL_RANK_MAX_SIDE}, not ${n}`
        : undefined,
  rankings: (rule, geometry) => (rule.ties === 'none' ? distinctLines(geometry) : []),
  names: {
    'full-rank-ties-none': [{ kind: 'full-rank-ties', ties: 'none' }],
    'full-rank-ties-any': [{ kind: 'full-rank-ties', ties: 'any' }],
  },
  iss: {
    read: {
      // .FullRankTies~only-unclued is ISS's default: nothing more.
      FullRankTies: (a) => {
        const ties = a.args[0] ?? '';
        if (ties === 'only-unclued') return [];
        if (ties !== 'none' && ties !== 'any') return a.fail(`ISS's FullRankTies is none, only-unclued or any, not '${ties}'`, 0);
        return [{ kind: 'full-rank-ties', ties }];
      },
    },
  },
  example: () => ({ kind: 'full-rank-ties', ties: 'none' }),
  description:
    'full rank without ties: no two rows or columns read the same from either end; with ties: lines may read the same, a full-rank clue one rank above the lines lower than its line',
  drawing: 'list',
};
