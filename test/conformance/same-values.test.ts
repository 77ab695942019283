// Sets of the same values (ISS's SameValues over grid cells): counted against a brute force over
// every 4x4 grid, read as ISS defines them, ISS's stored puzzles that use them unique with their
// published solutions, hostile documents refused at the rule.
import { describe, expect, it } from 'vitest';
import type { Rule } from '../../src/core/rules/index.js';
import { Shape } from '../../src/core/shape.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { count, type PuzzleSpec } from '../../src/index.js';
import { allSolutions, FULL } from '../helpers.js';
import { expectUniqueAsPublished, readIss } from '../iss-corpus.js';

const GRIDS = allSolutions(Shape.of(2, 2)).map((g) => g.cells);

/** What the rule says, written out here apart from the model: every set's values, sorted, are the first set's. */
function holds(rule: Rule & { kind: 'same-values' }, g: ArrayLike<number>): boolean {
  const size = rule.cells.length / rule.sets;
  const sorted = Array.from({ length: rule.sets }, (_, i) =>
    rule.cells
      .slice(i * size, (i + 1) * size)
      .map((c) => g[c]!)
      .sort()
      .join(),
  );
  return sorted.every((s) => s === sorted[0]);
}

describe('same values: the cells, cut in order into sets of one size, hold the same values in every set, as many times each', () => {
  const cases: (Rule & { kind: 'same-values' })[] = [
    { kind: 'same-values', cells: [0, 6], sets: 2 },
    { kind: 'same-values', cells: [0, 1, 10, 11], sets: 2 },
    { kind: 'same-values', cells: [0, 5, 2, 7, 8, 13], sets: 3 },
    { kind: 'same-values', cells: [0, 1, 4, 10, 11, 15], sets: 2 },
  ];
  it.each(cases.map((r) => [JSON.stringify(r), r] as const))(
    '%s: count equals the brute force, under SAT and the tactics route',
    async (_, rule) => {
      const want = GRIDS.filter((g) => holds(rule, g)).length;
      expect(want).toBeGreaterThan(0);
      expect(want).toBeLessThan(GRIDS.length);
      const spec: PuzzleSpec = { givens: Array(16).fill(0), box: '2x2', rules: [rule] };
      expect((await count(spec, { max: 1000 })).count).toBe(want);
      expect((await count(spec, { solver: 'tactics', max: 1000 })).count).toBe(want);
    },
  );

  it("reads ISS's SameValues over grid cells as sets of the same values, and over region cells (one a set) as a same-region mark", () => {
    const rules = (text: string) => {
      const entry = readIss(text);
      if (!entry.ok) throw entry.error;
      return [...entry.grid.shape.rules];
    };
    expect(rules('.Shape~4x4.SameValues~2~R1C1~R1C2~R2C3~R2C4')).toEqual([{ kind: 'same-values', cells: [0, 1, 6, 7], sets: 2 }]);
    expect(rules('.Shape~4x4.ChaosConstruction.NoBoxes.SameValues~2~CC1~CC2')).toContainEqual({ kind: 'same-region', cells: [0, 1] });
  });

  it.each(['Clone', ...(FULL ? ['Copycat', 'Copycat [easy]'] : [])])(
    "ISS's '%s' is unique with its published solution",
    async (name) => expectUniqueAsPublished(name, (grid) => grid.shape.rules.some((r) => r.kind === 'same-values')),
    120_000,
  );

  it('hostile input: sets that do not divide the cells, one set, cells named twice, refused at their place', () => {
    const doc = (rule: string) => {
      const [entry] = parsePuzzles(`sudocnf: 1\nsize: 4\ngrid: ["....", "....", "....", "...."]\nrules: [${rule}]\n`, 'h.yaml').entries;
      return entry?.ok ? 'read' : String(entry?.error);
    };
    expect(doc('{same-values: [r1c1, r1c2, r1c3], sets: 2}')).toBe(
      'h.yaml:4:9: same values cut their 3 cells into 2 sets of one size, which 2 does not divide',
    );
    expect(doc('{same-values: [r1c1, r1c2], sets: 1}')).toBe('h.yaml:4:9: same values are 2 or more sets of cells');
    expect(doc('{same-values: [r1c1, r1c1], sets: 2}')).toBe('h.yaml:4:9: same values name a cell twice');
    expect(doc('{same-values: [r1c1, r1c2]}')).toMatch(/^h\.yaml:4:9: same values are written \{same-values: \[r1c1, …\], sets: 2\}/);
  });
});
