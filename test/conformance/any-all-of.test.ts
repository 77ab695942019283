import { describe, expect, it } from 'vitest';
import { Grid, ruleConflicts } from '../../src/core/grid.js';
import type { Rule } from '../../src/core/rules/index.js';
import type { RuleData } from '../../src/core/rules/rule.js';
import { Shape } from '../../src/core/shape.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { formatPuzzle } from '../../src/formats/write.js';
import { count, solve, unique, why } from '../../src/index.js';
import { expectUniqueAsPublished, ISS_CORPUS, readIss } from '../iss-corpus.js';
import { expectCountsOf } from '../variant-checks.js';

/** The rules inside any-of or all-of, each checked as the rule it is. */
const inner = (rules: Rule[]): readonly RuleData[] => rules;

const apart = (d: number) => (x: number, y: number) => Math.abs(x - y) === d;
const double = (x: number, y: number) => x === 2 * y || y === 2 * x;

describe('any-of and all-of counted on every 4x4 grid', () => {
  it('any-of two dots: one relation or the other on its own cells', async () => {
    const rules: Rule[] = [
      {
        kind: 'any-of',
        rules: inner([
          { kind: 'white-dot', cells: [0, 1], difference: 1 },
          { kind: 'black-dot', cells: [4, 5], ratio: 2 },
        ]),
      },
    ];
    await expectCountsOf(rules, (c) => apart(1)(c[0]!, c[1]!) || double(c[4]!, c[5]!));
  }, 120_000);

  it('any-of with an all-of alternative, beside a plain rule', async () => {
    const rules: Rule[] = [
      {
        kind: 'any-of',
        rules: inner([
          { kind: 'xv', cells: [0, 4], sum: 5 },
          {
            kind: 'all-of',
            rules: inner([
              { kind: 'odd', cells: [15] },
              { kind: 'thermometer', cells: [12, 13, 14] },
            ]),
          },
        ]),
      },
      { kind: 'white-dot', cells: [2, 3], difference: 2 },
    ];
    await expectCountsOf(
      rules,
      (c) => apart(2)(c[2]!, c[3]!) && (c[0]! + c[4]! === 5 || (c[15]! % 2 === 1 && c[12]! < c[13]! && c[13]! < c[14]!)),
    );
  }, 120_000);

  it('any-of over sums, automata and units: a cage, a regex line, an extra region', async () => {
    const rules: Rule[] = [
      {
        kind: 'any-of',
        rules: inner([
          { kind: 'cage', cells: [0, 5], sum: 7 },
          { kind: 'regex', cells: [3, 6, 9, 12], pattern: '4.*1' },
          { kind: 'extra-region', cells: [1, 6, 11, 12] },
        ]),
      },
    ];
    await expectCountsOf(
      rules,
      (c) => (c[0]! + c[5]! === 7 && c[0] !== c[5]) || (c[3] === 4 && c[12] === 1) || new Set([c[1], c[6], c[11], c[12]]).size === 4,
    );
  }, 120_000);

  it('nested any-of inside all-of inside any-of', async () => {
    const rules: Rule[] = [
      {
        kind: 'any-of',
        rules: inner([
          { kind: 'odd', cells: [0, 1] },
          {
            kind: 'all-of',
            rules: inner([
              { kind: 'even', cells: [0] },
              {
                kind: 'any-of',
                rules: inner([
                  { kind: 'white-dot', cells: [1, 2], difference: 3 },
                  { kind: 'xv', cells: [1, 5], sum: 7 },
                ]),
              },
            ]),
          },
        ]),
      },
    ];
    await expectCountsOf(
      rules,
      (c) => (c[0]! % 2 === 1 && c[1]! % 2 === 1) || (c[0]! % 2 === 0 && (apart(3)(c[1]!, c[2]!) || c[1]! + c[5]! === 7)),
    );
  }, 120_000);

  it("an alternative that cannot hold is false: a cage out of its sum's reach, a hidden skyscraper clue of the tallest", async () => {
    const rules: Rule[] = [
      {
        kind: 'any-of',
        rules: inner([
          { kind: 'cage', cells: [0, 1], sum: 2 },
          { kind: 'white-dot', cells: [0, 1], difference: 1 },
          {
            kind: 'all-of',
            rules: inner([
              { kind: 'odd', cells: [5] },
              { kind: 'hidden-skyscraper', cells: [0, 1, 2, 3], value: 4 },
            ]),
          },
        ]),
      },
    ];
    await expectCountsOf(rules, (c) => apart(1)(c[0]!, c[1]!));
  }, 120_000);

  it('the propagators route writes the sums inside a choice as clauses', async () => {
    const rules: Rule[] = [
      {
        kind: 'any-of',
        rules: inner([
          { kind: 'cage', cells: [0, 1], sum: 3 },
          { kind: 'cage', cells: [0, 4], sum: 7 },
        ]),
      },
    ];
    const spec = { givens: new Array(16).fill(0), box: '2x2', rules };
    const plain = await count(spec, { max: 1000 });
    const propagated = await count(spec, { max: 1000, propagators: 'on' });
    expect(propagated.count).toBe(plain.count);
  });
});

describe('any-of and all-of in documents', () => {
  const doc = (rule: string) => `sudocnf: 1\nsize: 4\nrules:\n  - ${rule}\n`;
  const failure = (text: string) => {
    const e = parsePuzzles(text, 'p.yaml').entries[0]!;
    return e.ok ? 'read' : e.error.toString();
  };

  it('are written {any-of: [<rule>, …]} with any rule inside, and kept through a document and the id', () => {
    const e = parsePuzzles(
      doc('{any-of: [antiking, {all-of: [{cage: [r1c2, r1c1], sum: 3}, {regex: [r2c1, r2c2], pattern: "1.|.1"}]}]}'),
      'p.yaml',
    ).entries[0]!;
    if (!e.ok) throw e.error;
    expect(e.grid.shape.id).toBe('2x2;rules=any-of<antiking&all-of<cage:3:r1c1,r1c2&regex:1.|.1:r2c1,r2c2>>');
    expect(Shape.fromId(e.grid.shape.id).id).toBe(e.grid.shape.id);
    const again = parsePuzzles(formatPuzzle(e.grid, 'document'), 'q.yaml').entries[0]!;
    expect(again.ok && again.grid.shape.id).toBe(e.grid.shape.id);
  });

  it('a solution that breaks every alternative is refused by the check, one that keeps one is not', async () => {
    const rules: Rule[] = [
      {
        kind: 'any-of',
        rules: inner([
          { kind: 'odd', cells: [0] },
          { kind: 'even', cells: [1] },
        ]),
      },
    ];
    await expect(solve({ givens: [2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], box: '2x2', rules })).rejects.toThrow(
      'conflicting givens: r1c1 = 2 breaks the any-of rule (each is broken: the odd cell; the even cell)',
    );
    const blocked = await solve({ givens: [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], box: '2x2', rules });
    expect(blocked.verdict === 'solved' && blocked.solution.cells[1]! % 2).toBe(0);
    const shape = Shape.of(2, 2).withVariant({ rules });
    const kept = await solve({ givens: [1, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], box: '2x2', rules });
    expect(kept.verdict === 'solved' && ruleConflicts(new Grid(shape, kept.solution.cells))).toEqual([]);
    // The check itself: a grid with r1c1 even and r1c2 odd breaks both alternatives.
    const broken = Uint16Array.from([2, 1, 4, 3, 4, 3, 2, 1, 1, 2, 3, 4, 3, 4, 1, 2]);
    expect(ruleConflicts(new Grid(shape, broken)).map((c) => c.where)).toEqual([
      'the any-of rule (each is broken: the odd cell; the even cell)',
    ]);
  });

  it("a rule that cannot hold is refused as a puzzle's own, and an any-of whose every alternative cannot", () => {
    expect(failure(doc('{cage: [r1c1, r1c2], sum: 2}'))).toBe(
      'p.yaml:4:5: the cage r1c1+r1c2 of 2 different values of 1..4 adds up to 3..7, not 2',
    );
    expect(failure(doc('{any-of: [{cage: [r1c1, r1c2], sum: 2}, {cage: [r1c3], sum: 9}]}'))).toBe(
      'p.yaml:4:5: the any-of rule cannot hold: the cage r1c1+r1c2 of 2 different values of 1..4 adds up to 3..7, not 2; the cage r1c3 of 1 different values of 1..4 adds up to 1..4, not 9',
    );
    const kept = parsePuzzles(doc('{any-of: [{cage: [r1c1, r1c2], sum: 2}, {white-dot: [r1c1, r1c2]}]}'), 'p.yaml').entries[0]!;
    expect(kept.ok && kept.grid.shape.choices[0]!.alternatives).toHaveLength(1);
    expect(kept.ok && formatPuzzle(kept.grid, 'document')).toMatch(/sum: 2/);
  });

  it('are refused where malformed: an empty list, an item that is no rule, nesting past the limit', () => {
    expect(failure(doc('{any-of: []}'))).toBe('p.yaml:4:5: {any-of: [<rule>, …]} holds a list of rules');
    expect(failure(doc('{any-of: [antiking, {cage: [r9c9], sum: 3}]}'))).toBe('p.yaml:4:33: r9c9 is outside the 4x4 grid');
    // Rules inside count toward the grid's limit of rules (5n², 80 on a 4x4), as the pairs inside toward the pairs'.
    const many: Rule = { kind: 'any-of', rules: Array.from({ length: 80 }, (_, k) => ({ kind: 'odd', cells: [k % 16] })) };
    expect(() => Shape.of(2, 2).withVariant({ rules: [many] })).toThrow('a 4x4 grid takes at most 80 rules, these are 81');
    const deep = `${'{any-of: ['.repeat(12)}antiking${']}'.repeat(12)}`;
    expect(failure(doc(deep))).toMatch(/^p\.yaml:4:\d+: rules are nested at most 8 deep \(any-of, all-of\)$/);
  });
});

describe("ISS's Or and And", () => {
  it('read .Or … .End as any-of and .And … .End as all-of, givens inside as cell values, nested', () => {
    const entry = readIss('.Shape~4x4.Or.~R1C1_1.And.Thermo~R2C1~R2C2.~R1C2_3_4.End.End');
    expect(entry.ok && entry.grid.shape.rules).toEqual([
      {
        kind: 'any-of',
        rules: inner([
          { kind: 'cell-values', cells: [0], values: [1] },
          {
            kind: 'all-of',
            rules: inner([
              { kind: 'thermometer', cells: [4, 5] },
              { kind: 'cell-values', cells: [1], values: [3, 4] },
            ]),
          },
        ]),
      },
    ]);
  });

  it('read an item that is several rules (a cage naming a cell twice: the cells once all different, beside the sum) as one alternative, as ISS counts it', async () => {
    // ISS counts 48: no 4x4 cell doubled makes 3, so only the thermometer's grids are left.
    const entry = readIss('.Shape~4x4.Or.Cage~3~R1C1~R1C1.Thermo~R1C1~R1C2~R1C3.End');
    if (!entry.ok) throw entry.error;
    expect(entry.grid.shape.rules[0]!.kind === 'any-of' && entry.grid.shape.rules[0]!.rules.map((r) => r.kind)).toEqual([
      'all-of',
      'thermometer',
    ]);
    expect((await count(entry.grid, { max: 1000 })).count).toBe(48);
  });

  it('read the givens of one item (.~R1C1_1~R2C2_1) as one alternative, all of them together, as ISS counts them', async () => {
    const counted = async (text: string) => {
      const entry = readIss(text);
      if (!entry.ok) throw entry.error;
      return (await count(entry.grid, { max: 1000 })).count;
    };
    // ISS counts 0: r1c1 and r2c2 share a box, so they never both hold 1.
    expect(await counted('.Shape~4x4.Or.~R1C1_1~R2C2_1.End')).toBe(0);
    // ISS counts 48: r1c1 never holds both 1 and 2, so only the thermometer's grids are left.
    expect(await counted('.Shape~4x4.Or.~R1C1_1~R1C1_2.Thermo~R1C1~R1C2~R1C3.End')).toBe(48);
  });

  it('refuse an Or left open, an End with none open, and a constraint sudocnf lacks inside, by name where they stand', () => {
    const error = (text: string) => {
      const entry = readIss(text);
      return entry.ok ? 'read' : entry.error.toString();
    };
    expect(error('.Or.~R1C1_1.~R1C2_1')).toBe("p.txt:1:2: ISS's Or is closed by .End");
    expect(error('.~R1C1_1.End')).toBe("p.txt:1:10: ISS's End closes an Or or And, and none is open here");
    expect(error('.Or.Var~A~~1.End')).toBe("p.txt:1:5: the ISS constraint 'Var' is not one sudocnf supports");
  });

  it('refuse what ISS refuses inside them, a global rule or the layout, at its column: ISS gives it no meaning there', () => {
    const error = (text: string) => {
      const entry = readIss(text);
      return entry.ok ? 'read' : entry.error.toString();
    };
    expect(error('.Shape~4x4.Or.AntiKnight.Thermo~R1C1~R1C2~R1C3.End')).toBe(
      "p.txt:1:15: ISS's Or does not hold AntiKnight, as ISS refuses it there",
    );
    expect(error('.Shape~4x4.Or.And.Windoku.End.End')).toBe("p.txt:1:19: ISS's And does not hold Windoku, as ISS refuses it there");
    // An outside clue is held, as in ISS.
    expect(error('.Shape~4x4.Or.Sandwich~3~R1.Thermo~R1C1~R1C2.End')).toBe('read');
  });

  it.each([
    'Either/Or',
    'Numbered Rooms vs X-Sums',
    'City Planning',
    'Hidden Skyscraper - Full Odd',
    // An alternative cage out of its sum's reach, a hidden skyscraper clue of 9: false, not refused.
    'Killer lunchboxes',
    'Unbidden First Hidden',
    // Arrows whose cells do not touch, as ISS allows them.
    'Ambiguous Arrows - composite',
  ])(
    '%s is read and unique with its published solution',
    async (name) => expectUniqueAsPublished(name, (grid) => grid.shape.choices.length > 0),
    90_000,
  );

  it("a cell's candidates that are neither one value nor a parity are a cell-values rule (ISS's Pencilmark sudoku, unique with its solution)", async () => {
    expect(readIss('.~R1C1_1_2').ok && (readIss('.~R1C1_1_2') as { grid: Grid }).grid.shape.rules).toEqual([
      { kind: 'cell-values', cells: [0], values: [1, 2] },
    ]);
    const item = ISS_CORPUS.find((i) => i.name === 'Pencilmark sudoku')!;
    const entry = readIss(item.input);
    if (!entry.ok) throw entry.error;
    const r = await unique(entry.grid, { timeout: '60s' });
    expect(r.verdict === 'unique' && String(r.solution).replace(/\D/g, '')).toBe(item.solution);
  }, 90_000);
});

describe('other routes', () => {
  it('why names a choice among the conflict of a puzzle it makes unsolvable', async () => {
    // r1c1 = 1 leaves r1c2 in 2..4; any-of asks r1c2 = 1 or r2c1 = 1, both in r1c1's box.
    const rules: Rule[] = [
      {
        kind: 'any-of',
        rules: inner([
          { kind: 'cell-values', cells: [1], values: [1] },
          { kind: 'cell-values', cells: [4], values: [1] },
        ]),
      },
    ];
    const r = await why({ givens: [1, ...new Array(15).fill(0)], box: '2x2', rules });
    expect(r.verdict).toBe('conflict');
    if (r.verdict !== 'conflict') return;
    expect(r.conflict.map((p) => p.name)).toContain('any-of rule');
    expect(r.conflict.map((p) => p.name)).toContain('r1c1 = 1');
  });

  it('Dancing Links and the bands strategy refuse a choice by name; the tactics route counts it (above)', async () => {
    const rules: Rule[] = [
      {
        kind: 'any-of',
        rules: inner([
          { kind: 'odd', cells: [0] },
          { kind: 'even', cells: [1] },
        ]),
      },
    ];
    await expect(solve({ givens: new Array(16).fill(0), box: '2x2', rules }, { solver: 'dlx' })).rejects.toThrow(
      /an any-of rule is not one/,
    );
  });
});
