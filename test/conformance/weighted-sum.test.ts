// Sums with factors, repeats and cells written twice (ISS's Sum, and its Cage with a cell written
// twice): counted against a brute force over every 4x4 grid under every sum encoding, read as ISS
// defines them, ISS's stored puzzles that use them unique with their published solutions, hostile
// documents refused at the rule.
import { describe, expect, it } from 'vitest';
import { SUM_ENCODING_NAMES } from '../../encodings/sums/index.js';
import { Shape } from '../../src/core/shape.js';
import type { Rule } from '../../src/core/rules/index.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { count, type PuzzleSpec } from '../../src/index.js';
import { allSolutions } from '../helpers.js';
import { expectUniqueAsPublished, readIss } from '../iss-corpus.js';

const GRIDS = allSolutions(Shape.of(2, 2)).map((g) => g.cells);

/** What the rule says, written out here apart from the model: each written cell's value times its factor, added up. */
const holds = (rule: Rule & { kind: 'sum' }, g: ArrayLike<number>) =>
  rule.cells.reduce((total, cell, i) => total + g[cell]! * (rule.factors?.[i] ?? 1), 0) === rule.total;

describe('a sum: the values times their factors add up to the total; values repeat, a cell written twice counts twice', () => {
  const cases: (Rule & { kind: 'sum' })[] = [
    { kind: 'sum', cells: [0, 5, 10], total: 6 },
    { kind: 'sum', cells: [0, 1, 1], total: 9 },
    { kind: 'sum', cells: [0, 15, 6], total: 22, factors: [3, 2, 1] },
    { kind: 'sum', cells: [3, 3, 12], total: 17, factors: [2, 3, 1] },
  ];
  it.each(cases.map((r) => [JSON.stringify(r), r] as const))(
    '%s: count equals the brute force, under every sum encoding and the tactics route',
    async (_, rule) => {
      const want = GRIDS.filter((g) => holds(rule, g)).length;
      expect(want).toBeGreaterThan(0);
      expect(want).toBeLessThan(GRIDS.length);
      const spec: PuzzleSpec = { givens: Array(16).fill(0), box: '2x2', rules: [rule] };
      for (const sumEncoding of SUM_ENCODING_NAMES) {
        const r = await count(spec, { sumEncoding, max: 1000 });
        expect([sumEncoding, r.count]).toEqual([sumEncoding, want]);
      }
      expect((await count(spec, { solver: 'tactics', max: 1000 })).count).toBe(want);
    },
  );

  it("reads ISS's Sum with and without factors, and its Cage with a cell written twice as ISS's solver takes it: the cells once all different, the cell twice in the sum (a document's cage refuses a cell named twice)", () => {
    const rules = (text: string) => {
      const entry = readIss(text);
      if (!entry.ok) throw entry.error;
      return [...entry.grid.shape.rules];
    };
    expect(rules('.Shape~4x4.Sum~7~R1C1~R1C2~R1C2')).toEqual([{ kind: 'sum', cells: [0, 1, 1], total: 7 }]);
    expect(rules('.Shape~4x4.Sum~9_=_2_1~R1C1~R2C2')).toEqual([{ kind: 'sum', cells: [0, 5], total: 9, factors: [2, 1] }]);
    expect(rules('.Shape~4x4.Cage~9~R1C1~R1C2~R1C2')).toEqual(
      expect.arrayContaining([
        { kind: 'cage', cells: [0, 1] },
        { kind: 'sum', cells: [0, 1, 1], total: 9 },
      ]),
    );
    const doc = parsePuzzles(
      'sudocnf: 1\nsize: 4\ngrid: ["....", "....", "....", "...."]\nrules: [{cage: [r1c1, r1c2, r1c2], sum: 9}]\n',
      'c.yaml',
    ).entries[0]!;
    expect(doc.ok ? 'read' : doc.error.message).toMatch(/a cage names a cell twice/);
  });

  it.each(['Neighbor Sums', 'Little killer [Sum clue]', 'Event horizon', 'Event Horizon [simplified]'])(
    "ISS's '%s' is unique with its published solution",
    async (name) => expectUniqueAsPublished(name, (grid) => grid.shape.rules.some((r) => r.kind === 'sum')),
    60_000,
  );

  it('hostile input: factors out of range, totals it cannot make, spans too wide, refused at their place', () => {
    const doc = (rule: string, size = 4) => {
      const rows = Array.from({ length: size }, () => `"${'.'.repeat(size)}"`).join(', ');
      const [entry] = parsePuzzles(`sudocnf: 1\nsize: ${size}\ngrid: [${rows}]\nrules: [${rule}]\n`, 'h.yaml').entries;
      return entry?.ok ? 'read' : String(entry?.error);
    };
    expect(doc('{sum: [r1c1, r1c2], total: 99}')).toBe('h.yaml:4:9: a sum of these cells and factors adds up to 2..8, not 99');
    expect(doc('{sum: [r1c1, r1c2], total: 5, factors: [1, 101]}')).toBe("h.yaml:4:9: a sum's factors are whole numbers 1 to 100");
    expect(doc('{sum: [r1c1, r1c2], total: 5, factors: [1]}')).toBe("h.yaml:4:9: a sum's factors are one a cell (2), not 1");
    expect(doc('{sum: [r1c1], total: 999999999, factors: [100]}', 49)).toMatch(
      /^h\.yaml:4:9: a sum's values span 4801 totals \(100, its cells and factors, to 4900\), at most 4097/,
    );
    const iss = (text: string) => {
      const entry = readIss(text);
      return entry.ok ? 'read' : entry.error.toString();
    };
    expect(iss('.Shape~4x4.Sum~0_=_1_-1~R1C1~R1C2')).toMatch(/^p\.txt:1:\d+: ISS's Sum with a factor below 1 is not one sudocnf supports/);
    expect(iss('.Shape~4x4.Sum~5_=_1~R1C1~R1C2')).toMatch(/^p\.txt:1:\d+: an ISS Sum's factors are written <total>_=_<factor>_<factor>…/);
    expect(iss('.Shape~4x4.Sum~x~R1C1')).toMatch(/^p\.txt:1:\d+: an ISS Sum's total is a whole number/);
  });
});
