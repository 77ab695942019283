// Value-indexing lines and equal sums (ISS's ValueIndexing and EqualSum): counted against a brute
// force over every 4x4 grid under every sum encoding, read from ISS, ISS's stored puzzles that use
// them unique with their published solutions, hostile documents refused at the rule.
import { describe, expect, it } from 'vitest';
import { SUM_ENCODING_NAMES } from '../../encodings/sums/index.js';
import type { Rule } from '../../src/core/rules/index.js';
import { Shape } from '../../src/core/shape.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { count, type PuzzleSpec } from '../../src/index.js';
import { allSolutions } from '../helpers.js';
import { expectUniqueAsPublished, readIss } from '../iss-corpus.js';

const GRIDS = allSolutions(Shape.of(2, 2)).map((g) => g.cells);

/** What each rule says, written out here apart from the model, as ISS's descriptions put it. */
function holds(rule: Rule, g: ArrayLike<number>): boolean {
  if (rule.kind === 'value-indexing') {
    const [value, control, ...indexed] = rule.cells;
    const k = g[control!]!;
    return k <= indexed.length && g[indexed[k - 1]!] === g[value!];
  }
  if (rule.kind !== 'equal-sum') throw new Error(rule.kind);
  let at = 0;
  const totals = rule.segments.map((length) => {
    const total = rule.cells.slice(at, at + length).reduce((sum, c) => sum + g[c]!, 0);
    at += length;
    return total;
  });
  return totals.every((t) => t === totals[0]);
}

describe('value-indexing lines and equal sums', () => {
  const cases: Rule[] = [
    { kind: 'value-indexing', cells: [0, 1, 6, 7, 11] },
    { kind: 'value-indexing', cells: [5, 9, 3, 2] },
    { kind: 'equal-sum', cells: [0, 1, 10, 11, 15], segments: [2, 2, 1] },
    { kind: 'equal-sum', cells: [0, 1, 2, 1, 5, 9], segments: [3, 3] },
  ];
  it.each(cases.map((r) => [JSON.stringify(r), r] as const))(
    '%s: count equals the brute force over every 4x4 grid, under every sum encoding and the tactics route',
    async (_, rule) => {
      const want = GRIDS.filter((g) => holds(rule, g)).length;
      expect(want).toBeGreaterThan(0);
      expect(want).toBeLessThan(GRIDS.length);
      const spec: PuzzleSpec = { givens: Array(16).fill(0), box: '2x2', rules: [rule] };
      for (const sumEncoding of SUM_ENCODING_NAMES)
        expect([sumEncoding, (await count(spec, { sumEncoding, max: 1000 })).count]).toEqual([sumEncoding, want]);
      expect((await count(spec, { solver: 'tactics', max: 1000 })).count).toBe(want);
    },
  );

  it("reads ISS's ValueIndexing (value cell, control cell, indexed cells) and EqualSum (segments set apart by '-')", () => {
    const rules = (text: string) => {
      const entry = readIss(text);
      if (!entry.ok) throw entry.error;
      return [...entry.grid.shape.rules];
    };
    expect(rules('.Shape~4x4.ValueIndexing~R1C1~R1C2~R1C3~R1C4')).toEqual([{ kind: 'value-indexing', cells: [0, 1, 2, 3] }]);
    expect(rules('.Shape~4x4.EqualSum~R1C1~R1C2~-~R2C2~-~R3C3~R1C1')).toEqual([
      { kind: 'equal-sum', cells: [0, 1, 5, 10, 0], segments: [2, 1, 2] },
    ]);
  });

  it.each([
    ['Slingshot sudoku', 'value-indexing'],
    ['Magic square', 'equal-sum'],
  ])("ISS's '%s' is unique with its published solution", async (name, kind) =>
    expectUniqueAsPublished(name, (grid) => grid.shape.rules.some((r) => r.kind === kind)),
  );

  it('hostile input: too few cells, segments that never meet or do not add up to the cells, refused at the rule', () => {
    const doc = (rule: string) => {
      const [entry] = parsePuzzles(`sudocnf: 1\nsize: 4\ngrid: ["....", "....", "....", "...."]\nrules: [${rule}]\n`, 'h.yaml').entries;
      return entry?.ok ? 'read' : String(entry?.error);
    };
    expect(doc('{value-indexing: [r1c1, r1c2]}')).toBe(
      'h.yaml:4:9: a value-indexing line holds its value cell, its control cell and at least one indexed cell',
    );
    expect(doc('{equal-sum: [r1c1, r2c1, r2c2, r2c3, r2c4, r3c1], segments: [1, 5]}')).toBe(
      "h.yaml:4:9: an equal sum's segments of 1 and 5 cells never add up to the same",
    );
    expect(doc('{equal-sum: [r1c1, r2c1, r2c2], segments: [1, 1]}')).toBe(
      "h.yaml:4:9: an equal sum's segments (1 + 1 cells) are its 3 cells",
    );
    expect(doc('{equal-sum: [r1c1, r2c1]}')).toMatch(/^h\.yaml:4:9: equal sums are written \{equal-sum: \[r1c1, …\], segments: \[2, 2\]\}/);
    expect(readIss('.Shape~4x4.EqualSum~R1C1~-~-~R2C2').ok).toBe(false);
  });
});
