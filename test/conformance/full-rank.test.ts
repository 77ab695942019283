// Full rank (ISS's FullRank, and its FullRankTies none, only-unclued and any): counted against a
// brute force over every 4x4 grid that ranks the 16 lines as ISS's solver does; ISS's stored
// puzzles of it, 4x4 to 9x9, unique with their published solutions; grids past 16x16 refused.
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
function clueHolds(line: readonly number[], rank: number, g: ArrayLike<number>, ties: Ties = 'only-unclued'): boolean {
  const read = (cells: readonly number[]) => cells.map((c) => g[c]!).join('');
  const v = Math.ceil(rank / 4);
  if (g[line[0]!] !== v) return false;
  const own = read(line);
  const others = LINES.filter((l) => l.join() !== line.join() && g[l[0]!] === v).map(read);
  const below = (rank - 1) % 4;
  // With ties `any`, the rank is one more than the lines below; the rest may read the same.
  if (ties === 'any') return others.filter((o) => o < own).length === below;
  return others.filter((o) => o < own).length === below && others.filter((o) => o > own).length === 3 - below;
}

type Ties = 'none' | 'only-unclued' | 'any';

/** With ties `none`, no two of the 16 lines read the same. */
const allDistinct = (g: ArrayLike<number>) => new Set(LINES.map((l) => l.map((c) => g[c]!).join(''))).size === LINES.length;

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
  const tied: [[number[], number][], Ties][] = [
    ...cases.map((c) => [c, 'only-unclued'] as [[number[], number][], Ties]),
    [[], 'none'],
    [[[LINES[0]!, 2]], 'none'],
    [[[LINES[0]!, 2]], 'any'],
    [
      [
        [LINES[0]!, 1],
        [LINES[6]!, 6],
      ],
      'any',
    ],
    // Two clues of one rank: their lines read the same with ties any, and no grid keeps them otherwise.
    [
      [
        [LINES[0]!, 5],
        [LINES[13]!, 5],
      ],
      'any',
    ],
  ];
  it.each(tied.map(([c, ties]) => [`${JSON.stringify(c)} ties ${ties}`, c, ties] as const))(
    '%s: count equals the brute force over every 4x4 grid, under SAT, its encodings and the tactics route',
    async (_, clues, ties) => {
      const rules: Rule[] = clues.map(([cells, rank]): Rule => ({ kind: 'full-rank', cells, rank }));
      if (ties !== 'only-unclued') rules.push({ kind: 'full-rank-ties', ties });
      const want = GRIDS.filter(
        (g) => clues.every(([line, rank]) => clueHolds(line, rank, g, ties)) && (ties !== 'none' || allDistinct(g)),
      ).length;
      expect(want).toBeGreaterThan(0);
      expect(want).toBeLessThan(GRIDS.length);
      const spec: PuzzleSpec = { givens: Array(16).fill(0), box: '2x2', rules };
      for (const encoding of ['minimal', 'extended'] as const)
        for (const givens of ['units', 'eliminate'] as const) expect((await count(spec, { encoding, givens, max: 1000 })).count).toBe(want);
      expect((await count(spec, { solver: 'tactics', max: 1000 })).count).toBe(want);
    },
    60_000,
  );

  it.each(['any', 'none', 'only-unclued'] as const)(
    "a clue inside an any-of reads the grid's ties (%s), as ISS reads its FullRankTies: count equals the brute force",
    async (ties) => {
      const column = LINES[14]!;
      const alternatives: Rule[] = [
        { kind: 'full-rank', cells: column, rank: 11 },
        { kind: 'cell-values', cells: [2], values: [4] },
      ];
      const rules: Rule[] = [{ kind: 'any-of', rules: alternatives }];
      if (ties !== 'only-unclued') rules.push({ kind: 'full-rank-ties', ties });
      // ISS counts 98, 29 and 80.
      const want = GRIDS.filter((g) => (clueHolds(column, 11, g, ties) || g[2] === 4) && (ties !== 'none' || allDistinct(g))).length;
      const spec: PuzzleSpec = { givens: Array(16).fill(0), box: '2x2', rules };
      expect((await count(spec, { max: 1000 })).count).toBe(want);
      expect((await count(spec, { solver: 'tactics', max: 1000 })).count).toBe(want);
    },
    60_000,
  );

  it("reads ISS's FullRank clues from either end; FullRankTies only-unclued (ISS's default) is nothing more, none and any a rule of their own", () => {
    const entry = readIss('.Shape~4x4.FullRank~C1~10~3.FullRankTies~only-unclued');
    if (!entry.ok) throw entry.error;
    expect(entry.grid.shape.rules).toEqual(
      expect.arrayContaining([
        { kind: 'full-rank', cells: [0, 4, 8, 12], rank: 10 },
        { kind: 'full-rank', cells: [12, 8, 4, 0], rank: 3 },
      ]),
    );
    const any = readIss('.Shape~4x4.FullRank~R2~5~.FullRankTies~any');
    expect(any.ok && any.grid.shape.rules).toEqual(expect.arrayContaining([{ kind: 'full-rank-ties', ties: 'any' }]));
    const odd = readIss('.Shape~4x4.FullRankTies~some');
    expect(odd.ok ? 'read' : odd.error.toString()).toBe("p.txt:1:25: ISS's FullRankTies is none, only-unclued or any, not 'some'");
    const doc = parsePuzzles('sudocnf: 1\nsize: 4\nrules: [full-rank-ties-none]\n', 'p.yaml').entries[0]!;
    expect(doc.ok && doc.grid.shape.rules).toEqual([{ kind: 'full-rank-ties', ties: 'none' }]);
  });

  it.each([
    '6x6: Full rank',
    '4x4: Full Rank - unclued ties',
    '4x4: Full Rank - with ties',
    '4x4: Full Rank - tied clues',
    '4x4: Full Rank - no ties',
    '0-indexed: 4x4 Full Rank',
    // 9x9: each clue's line compared with the 35 others through order variables.
    'DSM 2023 Leftover: Full Rank Sudoku',
    'Full rank 2',
    'Full rank 3',
    'Full rank 4',
    'Full rank - 6 clue snipe',
  ])(
    "ISS's '%s' is unique with its published solution",
    async (name) => expectUniqueAsPublished(name, (grid) => grid.shape.rules.some((r) => r.kind === 'full-rank')),
    60_000,
  );

  it('hostile input: grids past 16x16, ranks past 4n, a line that is no whole row or column, refused at the rule', () => {
    const doc = (rule: string, size = 4) => {
      const rows = Array.from({ length: size }, () => `"${'.'.repeat(size)}"`).join(', ');
      const [entry] = parsePuzzles(`sudocnf: 1\nsize: ${size}\ngrid: [${rows}]\nrules: [${rule}]\n`, 'h.yaml').entries;
      return entry?.ok ? 'read' : String(entry?.error);
    };
    expect(doc('{full-rank: [r1c1, r1c2, r1c3, r1c4], rank: 17}')).toBe('h.yaml:4:9: a full-rank clue is 1..16, not 17');
    expect(doc('{full-rank: [r1c1, r1c2, r1c3], rank: 2}')).toMatch(/^h\.yaml:4:9: a full-rank clue reads a whole row or column/);
    const far = Array.from({ length: 25 }, (_, j) => `r1c${j + 1}`).join(', ');
    expect(doc(`{full-rank: [${far}], rank: 2}`, 25)).toMatch(/^h\.yaml:4:9: full rank takes grids of side 2 to 16 .*, not 25/);
    expect(doc('full-rank-ties-none', 25)).toBe('h.yaml:4:9: full rank takes grids of side 2 to 16, not 25');
    const many = [
      ...Array.from({ length: 16 }, (_, k) => `{full-rank: [r1c1, r1c2, r1c3, r1c4], rank: ${k + 1}}`),
      '{full-rank: [r2c1, r2c2, r2c3, r2c4], rank: 1}',
    ].join(', ');
    expect(doc(many)).toBe('h.yaml:4:8: a grid takes at most 16 full-rank clues (one a row or column read from one end), these are 17');
  });
});
