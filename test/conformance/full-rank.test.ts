// Full rank (ISS's FullRank, ties as its default only-unclued): counted against a brute force over
// every 4x4 grid that ranks the 16 lines as ISS's solver does; ISS's stored puzzles of it up to 6x6
// unique with their published solutions; larger grids and other tie modes refused.
import { describe, expect, it } from 'vitest';
import type { Rule } from '../../src/core/rules/index.js';
import { Shape } from '../../src/core/shape.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { count, type PuzzleSpec } from '../../src/index.js';
import { allSolutions } from '../helpers.js';
import { expectUniqueAsPublished, readIss } from '../iss-corpus.js';

const N = 4;
const GRIDS = allSolutions(Shape.of(2, 2)).map((g) => g.cells);

/** Every row and column read from each end, as lists of cells. */
const LINES = Array.from({ length: N }, (_, i) => {
  const row = Array.from({ length: N }, (_, j) => i * N + j);
  const column = Array.from({ length: N }, (_, j) => j * N + i);
  return [row, [...row].reverse(), column, [...column].reverse()];
}).flat();

/**
 * A clue as ISS's solver checks it (ties only-unclued), written out here apart from the model: the
 * clued line starts with ⌈rank/4⌉; of the other lines that start with that value, (rank − 1) mod 4
 * read lower and the rest higher, none the same.
 */
function clueHolds(line: readonly number[], rank: number, g: ArrayLike<number>): boolean {
  const read = (cells: readonly number[]) => cells.map((c) => g[c]!).join('');
  const v = Math.ceil(rank / 4);
  if (g[line[0]!] !== v) return false;
  const own = read(line);
  const others = LINES.filter((l) => l.join() !== line.join() && g[l[0]!] === v).map(read);
  const below = (rank - 1) % 4;
  return others.filter((o) => o < own).length === below && others.filter((o) => o > own).length === 3 - below;
}

describe('full rank', () => {
  const cases: [number[], number][][] = [
    [[LINES[0]!, 2]],
    [[LINES[2]!, 10]],
    [[LINES[5]!, 7]],
    [
      [LINES[0]!, 1],
      [LINES[6]!, 6],
    ],
  ];
  it.each(cases.map((c) => [JSON.stringify(c), c] as const))(
    '%s: count equals the brute force over every 4x4 grid, under SAT and the tactics route',
    async (_, clues) => {
      const rules = clues.map(([cells, rank]): Rule => ({ kind: 'full-rank', cells, rank }));
      const want = GRIDS.filter((g) => clues.every(([line, rank]) => clueHolds(line, rank, g))).length;
      expect(want).toBeGreaterThan(0);
      expect(want).toBeLessThan(GRIDS.length);
      const spec: PuzzleSpec = { givens: Array(16).fill(0), box: '2x2', rules };
      expect((await count(spec, { max: 1000 })).count).toBe(want);
      expect((await count(spec, { solver: 'tactics', max: 1000 })).count).toBe(want);
    },
    60_000,
  );

  it("reads ISS's FullRank clues from either end; FullRankTies only-unclued (ISS's default) is nothing more, none and any are refused", () => {
    const entry = readIss('.Shape~4x4.FullRank~C1~10~3.FullRankTies~only-unclued');
    if (!entry.ok) throw entry.error;
    expect(entry.grid.shape.rules).toEqual(
      expect.arrayContaining([
        { kind: 'full-rank', cells: [0, 4, 8, 12], rank: 10 },
        { kind: 'full-rank', cells: [12, 8, 4, 0], rank: 3 },
      ]),
    );
    const any = readIss('.Shape~4x4.FullRank~R2~5~.FullRankTies~any');
    expect(any.ok ? 'read' : any.error.toString()).toMatch(/^p\.txt:1:\d+: ISS's FullRankTies~any is not one sudocnf supports/);
  });

  it.each(['6x6: Full rank', '4x4: Full Rank - unclued ties'])(
    "ISS's '%s' is unique with its published solution",
    async (name) => expectUniqueAsPublished(name, (grid) => grid.shape.rules.some((r) => r.kind === 'full-rank')),
    60_000,
  );

  it('hostile input: grids past 6x6, ranks past 4n, a line that is no whole row or column, refused at the rule', () => {
    const doc = (rule: string, size = 4) => {
      const rows = Array.from({ length: size }, () => `"${'.'.repeat(size)}"`).join(', ');
      const [entry] = parsePuzzles(`sudocnf: 1\nsize: ${size}\ngrid: [${rows}]\nrules: [${rule}]\n`, 'h.yaml').entries;
      return entry?.ok ? 'read' : String(entry?.error);
    };
    expect(doc('{full-rank: [r1c1, r1c2, r1c3, r1c4], rank: 17}')).toBe('h.yaml:4:9: a full-rank clue is 1..16, not 17');
    expect(doc('{full-rank: [r1c1, r1c2, r1c3], rank: 2}')).toMatch(/^h\.yaml:4:9: a full-rank clue reads a whole row or column/);
    expect(doc('{full-rank: [r1c1, r1c2, r1c3, r1c4, r1c5, r1c6, r1c7, r1c8, r1c9], rank: 2}', 9)).toMatch(
      /^h\.yaml:4:9: full rank takes grids of side 2 to 6 .*, not 9/,
    );
  });
});
