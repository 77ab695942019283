import type { Automaton } from './automaton.js';
import { issBothEnds, lineName, wholeLineProblem } from './outside-clue.js';
import type { RuleKind } from './rule.js';

/**
 * A full-rank clue: every row and column read as a number from each end (4n numbers), ranked from
 * the lowest (1); `rank` is where the line `cells` (from the clue) stands. The four lines that
 * start with a value v take ranks 4(v − 1) + 1 to 4v, so the clue says the line's first value and
 * how many of the other three lines that start with it are lower.
 */
export type FullRank = { kind: 'full-rank'; cells: readonly number[]; rank: number };

/** Full rank takes grids up to this side: its automaton reads every line that may share a clued line's first value. */
export const FULL_RANK_MAX_SIDE = 6;

/** The four ways a line reads: rows from the left and the right, columns from the top and the bottom; line m of each, cell j. */
const READINGS: ((m: number, j: number, n: number) => number)[] = [
  (m, j, n) => m * n + j,
  (m, j, n) => m * n + (n - 1 - j),
  (m, j, n) => j * n + m,
  (m, j, n) => (n - 1 - j) * n + m,
];

/** Which way a whole line reads (its first two cells). */
function readingOf(cells: readonly number[], n: number): number {
  const step = cells[1]! - cells[0]!;
  return step === 1 ? 0 : step === -1 ? 1 : step === n ? 2 : 3;
}

/**
 * The clue's automaton, over its line's first cell, then for each other way of reading: the n
 * first cells of its lines (which one starts with the clued line's value v), then for each j ≥ 1
 * the clued line's j-th cell and each line's j-th cell (the one found compared, while equal so
 * far). It counts the lines found lower and higher; a tie with the clued line breaks the rule
 * (ISS's ties `only-unclued`, its default; its `none` and `any` are refused by the ISS reader).
 */
function rankAutomaton(n: number, rank: number): Automaton {
  const v = Math.ceil(rank / 4);
  const lower = (rank - 1) % 4;
  const higher = 3 - lower;
  const perReading = n + (n - 1) * (n + 1);
  return {
    start: '0',
    next: (state, x) => {
      const [t, less, more, p, lj] = String(state).split(',').map(Number) as [number, number?, number?, number?, number?];
      if (t === 0) return x === v ? `1,0,0,-1,0` : undefined;
      const u = (t - 1) % perReading;
      let [l, g, found, held] = [less!, more!, p!, lj!];
      if (u < n) {
        if (x === v) {
          if (found !== -1) return undefined;
          found = u;
        }
        if (u === n - 1 && found === -1) return undefined;
      } else {
        const w = u - n;
        const r = w % (n + 1);
        // held: the clued line's value at j while the found line is equal so far, 0 once they differ.
        if (r === 0) held = found === -2 ? 0 : x;
        else if (r - 1 === found && held !== 0) {
          if (x < held) l++;
          if (x > held) g++;
          if (x !== held) found = -2;
        }
        if (w === (n - 1) * (n + 1) - 1) {
          // The end of a reading: a line equal all along is a tie.
          if (found !== -2) return undefined;
          found = -1;
          held = 0;
        }
      }
      if (l > lower || g > higher) return undefined;
      return `${t + 1},${l},${g},${found},${held}`;
    },
    accepts: (state) => {
      const [, less, more] = String(state).split(',').map(Number);
      return less === lower && more === higher;
    },
  };
}

/** The sequence the clue's automaton reads: see `rankAutomaton`. */
function rankSequence(cells: readonly number[], n: number): number[] {
  const own = readingOf(cells, n);
  const sequence = [cells[0]!];
  for (const [way, read] of READINGS.entries()) {
    if (way === own) continue;
    for (let m = 0; m < n; m++) sequence.push(read(m, 0, n));
    for (let j = 1; j < n; j++) {
      sequence.push(cells[j]!);
      for (let m = 0; m < n; m++) sequence.push(read(m, j, n));
    }
  }
  return sequence;
}

/** A full-rank clue: where its line stands when every row and column, read from each end, is ranked as a number. */
export const fullRank: RuleKind<FullRank> = {
  kind: 'full-rank',
  label: (rule) => `full rank ${rule.rank} (${lineName(rule.cells, rule.cells.length)})`,
  family: 'full-rank',
  problem: ({ cells, rank }, geometry) => {
    const { n } = geometry;
    if (n > FULL_RANK_MAX_SIDE || n < 2)
      return `full rank takes grids of side 2 to ${FULL_RANK_MAX_SIDE} (its automaton reads every line that may share a clued line's first value), not ${n}`;
    if (!Number.isInteger(rank) || rank < 1 || rank > 4 * n) return `a full-rank clue is 1..${4 * n}, not ${rank}`;
    return wholeLineProblem(cells, geometry, 'a full-rank clue');
  },
  sequences: ({ cells, rank }, { n }) => [{ cells: rankSequence(cells, n), automaton: rankAutomaton(n, rank) }],
  counted: { one: 'full-rank clue', many: 'full-rank clues' },
  listed: {
    cells: (rule) => rule.cells,
    number: { key: 'rank', of: (rule) => rule.rank },
    make: (cells, rank) =>
      rank === undefined ? 'a full-rank clue is written {full-rank: [r1c1, …], rank: 5}' : { kind: 'full-rank', cells, rank },
  },
  // .FullRank~C1~10~: the clue from the start of the row or column (top, left) and from its end;
  // .FullRankTies~only-unclued is ISS's default (a tie with a clued line breaks the rule).
  iss: {
    read: {
      ...issBothEnds('FullRank', (cells, rank): FullRank => ({ kind: 'full-rank', cells, rank })),
      FullRankTies: (a) =>
        a.args[0] === 'only-unclued'
          ? []
          : a.fail(`ISS's FullRankTies~${a.args[0] ?? ''} is not one sudocnf supports (only only-unclued, ISS's default)`, 0),
    },
  },
  example: ({ n }) => ({ kind: 'full-rank', cells: Array.from({ length: n }, (_, j) => j), rank: 1 }),
  description:
    'every row and column is read as a number from each end and the 4n numbers ranked from the lowest: a clue says where its line stands (no other line reads the same as a clued one)',
  drawing: 'outside',
  mark: (rule) => ({ fill: 'none', text: `#${rule.rank}` }),
};
