// Global modular, Dutch flatmates and equality cages (ISS's GlobalMod, DutchFlatmates and
// EqualityCage): counted against a brute force over every 4x4 grid, read from ISS, ISS's stored
// puzzles that use them unique with their published solutions, hostile documents refused.
import { describe, expect, it } from 'vitest';
import type { Rule } from '../../src/core/rules/index.js';
import { Shape } from '../../src/core/shape.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { Grid } from '../../src/core/grid.js';
import { count, type PuzzleSpec, solve } from '../../src/index.js';
import { allSolutions } from '../helpers.js';
import { expectUniqueAsPublished } from '../iss-corpus.js';

const N = 4;
const GRIDS = allSolutions(Shape.of(2, 2)).map((g) => g.cells);
const at = (g: ArrayLike<number>, r: number, c: number) => g[r * N + c]!;

/** What each rule says, written out here apart from the model, as ISS's descriptions put it. */
const checks: [Rule, (g: ArrayLike<number>) => boolean][] = [
  [
    { kind: 'dutch-flatmates' },
    (g) => {
      // The middle value of 1-4 is 2: a 1 directly above it or a 4 directly below it.
      for (let r = 0; r < N; r++)
        for (let c = 0; c < N; c++)
          if (at(g, r, c) === 2 && !((r > 0 && at(g, r - 1, c) === 1) || (r + 1 < N && at(g, r + 1, c) === N))) return false;
      return true;
    },
  ],
  [
    { kind: 'equality-cage', cells: [1, 2, 5, 9] },
    (g) => {
      const values = [1, 2, 5, 9].map((c) => g[c]!);
      const even = values.filter((v) => v % 2 === 0).length;
      const low = values.filter((v) => v <= N / 2).length;
      return new Set(values).size === 4 && even === 2 && low === 2;
    },
  ],
  [{ kind: 'equality-cage', cells: [0, 15] }, (g) => g[0] !== g[15] && (g[0]! + g[15]!) % 2 === 1 && g[0]! <= 2 !== g[15]! <= 2],
];

describe('global modular, Dutch flatmates and equality cages', () => {
  it.each(checks.map(([rule, check]) => [JSON.stringify(rule), rule, check] as const))(
    '%s: count equals the brute force over every 4x4 grid, under SAT and the tactics route',
    async (_, rule, check) => {
      const want = GRIDS.filter(check).length;
      expect(want).toBeGreaterThan(0);
      expect(want).toBeLessThan(GRIDS.length);
      const spec: PuzzleSpec = { givens: Array(16).fill(0), box: '2x2', rules: [rule] };
      expect((await count(spec, { max: 1000 })).count).toBe(want);
      expect((await count(spec, { solver: 'tactics', max: 1000 })).count).toBe(want);
    },
  );

  it('global modular on a 6x6 (no 4x4 keeps it: 1 and 4 leave the same remainder): count equals the completions of its givens the brute force keeps', async () => {
    const n = 6;
    /** Every 2x2 square holds remainders 0, 1 and 2 by 3. */
    const holds = (g: ArrayLike<number>) => {
      for (let r = 0; r + 1 < n; r++)
        for (let c = 0; c + 1 < n; c++)
          if (new Set([g[r * n + c]!, g[r * n + c + 1]!, g[(r + 1) * n + c]!, g[(r + 1) * n + c + 1]!].map((v) => v % 3)).size !== 3)
            return false;
      return true;
    };
    const shape = Shape.of(2, 3);
    const solved = await solve({ givens: Array(36).fill(0), box: '2x3', rules: [{ kind: 'global-mod' }] });
    if (solved.verdict !== 'solved') throw new Error(solved.verdict);
    // The first two rows left open: every plain completion, kept where the squares hold.
    const start = new Grid(
      shape,
      Uint16Array.from(solved.solution.cells, (v, i) => (i < 2 * n ? 0 : v)),
    );
    const want = allSolutions(shape, Infinity, start).filter((g) => holds(g.cells)).length;
    expect(want).toBeGreaterThan(0);
    const spec: PuzzleSpec = { givens: Array.from(start.cells), box: '2x3', rules: [{ kind: 'global-mod' }] };
    expect((await count(spec, { max: 1000 })).count).toBe(want);
    expect((await count(spec, { solver: 'tactics', max: 1000 })).count).toBe(want);
  });

  it.each([
    ['Global mod 3', 'global-mod'],
    ['Dutch Flat Mates (Kropki)', 'dutch-flatmates'],
    ['Equality cages', 'equality-cage'],
  ])("ISS's '%s' is unique with its published solution", async (name, kind) =>
    expectUniqueAsPublished(name, (grid) => grid.shape.rules.some((r) => r.kind === kind)),
  );

  it('hostile input: an equality cage of an odd number of cells, or more than the side, refused at the rule', () => {
    const doc = (rule: string) => {
      const [entry] = parsePuzzles(`sudocnf: 1\nsize: 4\ngrid: ["....", "....", "....", "...."]\nrules: [${rule}]\n`, 'h.yaml').entries;
      return entry?.ok ? 'read' : String(entry?.error);
    };
    expect(doc('{equality-cage: [r1c1, r1c2, r1c3]}')).toBe('h.yaml:4:9: an equality cage holds an even number of cells, 2 to 4, not 3');
    expect(doc('{equality-cage: [r1c1, r1c2, r1c3, r1c4, r2c1, r2c2]}')).toBe(
      'h.yaml:4:9: an equality cage holds an even number of cells, 2 to 4, not 6',
    );
    expect(doc('{equality-cage: [r1c1, r1c1]}')).toBe('h.yaml:4:9: an equality cage names a cell twice');
  });
});
