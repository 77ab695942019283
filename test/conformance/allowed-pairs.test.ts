import { describe, expect, it } from 'vitest';
import type { Rule } from '../../src/core/rules/index.js';
import { Shape } from '../../src/core/shape.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { formatPuzzle } from '../../src/formats/write.js';
import { expectUniqueAsPublished, readIss } from '../iss-corpus.js';
import { expectCountsOf } from '../variant-checks.js';

/** The set of `a-b` pairs a list allows. */
const allows = (pairs: string) => {
  const set = new Set(pairs.split(','));
  return (a: number, b: number) => set.has(`${a}-${b}`);
};

describe('pair lines and groups counted on every 4x4 grid', () => {
  it.each([
    ['1-2,2-3,3-4,4-1', [0, 1, 5, 4]],
    ['1-3,3-1,2-4,4-2,1-4', [3, 6, 9, 12]],
  ] as const)(
    'a pair line allowing %s along %j: each neighbour pair, the earlier value first',
    async (allowed, line) => {
      const ok = allows(allowed);
      await expectCountsOf([{ kind: 'pair-line', cells: line, allowed }], (c) => line.slice(1).every((b, i) => ok(c[line[i]!]!, c[b]!)));
    },
    120_000,
  );

  it('a pair group: every two of its cells, in either order', async () => {
    const group = [0, 6, 15];
    const ok = allows('1-2,1-3,2-3,3-4');
    await expectCountsOf([{ kind: 'pair-group', cells: group, allowed: '1-2,1-3,2-3,3-4' }], (c) =>
      group.every((a, i) => group.slice(i + 1).every((b) => ok(c[a]!, c[b]!) || ok(c[b]!, c[a]!))),
    );
  }, 120_000);
});

describe('pair lines in documents', () => {
  const doc = (rule: string) => `sudocnf: 1\nsize: 4\nrules:\n  - ${rule}\n`;
  const failure = (text: string) => {
    const e = parsePuzzles(text, 'p.yaml').entries[0]!;
    return e.ok ? 'read' : e.error.toString();
  };

  it('are written {pair-line: [cells], allowed: "1-2, 2-3"}, kept in a canonical order through a document and the id', () => {
    const e = parsePuzzles(doc('{pair-line: [r1c1, r1c2, r2c2], allowed: "2-3 1-2, 1-2"}'), 'p.yaml').entries[0]!;
    if (!e.ok) throw e.error;
    expect(e.grid.shape.rules).toEqual([{ kind: 'pair-line', cells: [0, 1, 5], allowed: '1-2,2-3' }]);
    expect(e.grid.shape.id).toBe('2x2;rules=pair-line:1-2,2-3:r1c1,r1c2,r2c2');
    expect(Shape.fromId(e.grid.shape.id).id).toBe(e.grid.shape.id);
    const again = parsePuzzles(formatPuzzle(e.grid, 'document'), 'q.yaml').entries[0]!;
    expect(again.ok && again.grid.shape.id).toBe(e.grid.shape.id);
  });

  it('a malformed pair, a value off the grid or one cell alone is refused at the rule', () => {
    expect(failure(doc('{pair-line: [r1c1, r1c2], allowed: "1-5"}'))).toBe(
      "p.yaml:4:40: a pair line's allowed pairs: '1-5' is not a pair of values of 1..4: write the first cell's value, a dash and the second's, as 1-2",
    );
    expect(failure(doc('{pair-group: [r1c1, r1c2], allowed: ""}'))).toBe(
      'p.yaml:4:41: a pair group\'s allowed pairs: the allowed pairs name at least one pair, as "1-2, 2-3"',
    );
    expect(failure(doc('{pair-line: [r1c1], allowed: "1-2"}'))).toBe('p.yaml:4:5: a pair line holds at least two cells');
  });
});

describe("ISS's Pair, PairX, Binary and BinaryX", () => {
  it('read the key a bit per pair of values (1-1 first), groups set apart by ~~ or a name, Binary with - and _ swapped', () => {
    // On a 4x4: bits 1 (1-2) and 6 (2-3) → 'C' (2) then 'B' (1); bit 11 (3-4) → 'g' (32) in the second character;
    // Binary's 'C_' is Pair's 'C-', '-' (62) the bits 7 to 11: 2-4, 3-1, 3-2, 3-3, 3-4.
    const entry = readIss('.Shape~4x4.Pair~Cg~_line~R1C1~R1C2~~R2C1~R2C2.PairX~CB~R3C1~R4C2.Binary~C_~R1C4~R2C4');
    expect(entry.ok && entry.grid.shape.rules).toEqual([
      { kind: 'pair-line', cells: [3, 7], allowed: '1-2,2-4,3-1,3-2,3-3,3-4' },
      { kind: 'pair-line', cells: [0, 1], allowed: '1-2,3-4' },
      { kind: 'pair-line', cells: [4, 5], allowed: '1-2,3-4' },
      { kind: 'pair-group', cells: [8, 13], allowed: '1-2,2-3' },
    ]);
  });

  it.each(['Odd/Even Thermo Sudoku', 'Cold Sauerkraut', 'Nabner', 'Knight-arrows', 'Beauty Mark'])(
    '%s is read and unique with its published solution',
    async (name) =>
      expectUniqueAsPublished(name, (grid) => grid.shape.rules.some((r: Rule) => r.kind === 'pair-line' || r.kind === 'pair-group')),
    90_000,
  );

  it('a key that is not base64, or allows nothing, is refused at the key', () => {
    const error = (text: string) => {
      const e = readIss(text);
      return e.ok ? 'read' : e.error.toString();
    };
    expect(error('.Pair~C*~R1C1~R1C2')).toBe("p.txt:1:7: a pairwise constraint's key is base64");
    expect(error('.PairX~AAA~R1C1~R1C2')).toBe("p.txt:1:8: a pairwise constraint's key allows no pair of values");
  });
});
