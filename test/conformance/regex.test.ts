import { describe, expect, it } from 'vitest';
import { Shape } from '../../src/core/shape.js';
import type { Rule } from '../../src/core/rules/index.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { formatPuzzle } from '../../src/formats/write.js';
import { count, solve } from '../../src/index.js';
import { Grid } from '../../src/core/grid.js';
import { allSolutions, withHoles } from '../helpers.js';
import { expectUniqueAsPublished, readIss } from '../iss-corpus.js';
import { expectCountsOf } from '../variant-checks.js';

/** The values along the cells match the pattern, by JavaScript's RegExp (whole). */
const matches = (pattern: string, line: readonly number[]) => {
  const re = new RegExp(`^(?:${pattern})$`);
  return (cells: Uint16Array) => re.test(line.map((c) => cells[c]!).join(''));
};

const regex = (pattern: string, cells: readonly number[]): Rule => ({ kind: 'regex', cells, pattern });

describe('regex lines counted against RegExp', () => {
  it.each([
    ['[12].*[34]|3+.?', [0, 1, 5, 6]],
    ['(12|21|34)*4?3?', [0, 1, 2, 3]],
    ['.?[^4]{2,3}', [12, 8, 4, 0]],
    ['1.*|.*1', [0, 5, 10, 15]],
    ['(3|4)+2?', [4, 5, 6]],
  ] as const)(
    '%s along %j, on every 4x4 grid and every encoding',
    async (pattern, line) => {
      await expectCountsOf([regex(pattern, line)], matches(pattern, line));
    },
    120_000,
  );

  it('two lines at once on 6x6 grids with holes, counted by the solver and by a brute force', async () => {
    const shape = Shape.of(2, 3);
    const lines = [
      ['(12|2.3|3..4|4...5|5....6).*', [0, 1, 2, 3, 4, 5]],
      ['.*(12|24).*', [0, 6, 12, 18, 24, 30]],
    ] as const;
    const rules = lines.map(([p, cells]) => regex(p, cells));
    const checks = lines.map(([p, cells]) => matches(p, cells));
    // Holes in a grid that keeps both rules (the solver's, checked here by RegExp), so that some grids complete it.
    const found = await solve({ givens: new Array(36).fill(0), box: '2x3', rules });
    if (found.verdict !== 'solved') throw new Error(found.verdict);
    const full = new Grid(shape, Uint16Array.from(found.solution.cells));
    expect(checks.every((holds) => holds(full.cells))).toBe(true);
    for (const seed of [3, 7, 11]) {
      const start = withHoles(full, 0.4, seed);
      const expected = allSolutions(shape, Infinity, start).filter((g) => checks.every((holds) => holds(g.cells))).length;
      const r = await count({ givens: Array.from(start.cells), box: '2x3', rules }, { max: 10_000 });
      expect([seed, r.count, r.complete, expected > 0]).toEqual([seed, expected, true, true]);
    }
  }, 120_000);
});

describe("ISS's Regex", () => {
  it.each(['Regex line', 'Successor Arrows'])(
    '%s is read (its pattern base64) and unique with its published solution',
    async (name) => expectUniqueAsPublished(name, (grid) => grid.shape.rules.filter((r) => r.kind === 'regex').length > 1),
    90_000,
  );

  it('reads the lines of one pattern set apart by an empty argument, and a percent-encoded pattern of older links', () => {
    const entry = readIss(`.Shape~4x4.Regex~${btoa('1.*').replace(/=+$/, '')}~R1C1~R1C2~~R2C1~R3C1.Regex~%5B12%5D*~R4C4`);
    expect(entry.ok && entry.grid.shape.rules).toEqual([regex('1.*', [0, 1]), regex('1.*', [4, 8]), regex('[12]*', [15])]);
  });

  it('refuses a pattern that does not compile at the pattern', () => {
    const entry = readIss(`.Shape~4x4.Regex~${btoa('[1-5]')}~R1C1`);
    expect(!entry.ok && entry.error.toString()).toBe(
      "p.txt:1:18: the regular expression at character 4 of '[1-5]': '5' is not a value of the 4x4 grid (1 to 4, then a = 10 …)",
    );
  });
});

describe('regex lines in documents', () => {
  const read = (text: string) => parsePuzzles(text, 'p.yaml').entries[0]!;
  const failure = (text: string) => {
    const e = read(text);
    return e.ok ? 'read' : e.error.toString();
  };
  const doc = (rule: string, size = 9) => `sudocnf: 1\nsize: ${size}\nrules:\n  - ${rule}\n`;

  it('are written {regex: [cells], pattern: "…"} and kept through a document and the id', () => {
    const entry = read(doc('{regex: [r1c1, r1c2, r1c3], pattern: "[1-3]* 9 | A"}', 16));
    if (!entry.ok) throw entry.error;
    // White space is dropped and letters (a = 10) kept in lower case.
    expect(entry.grid.shape.rules).toEqual([regex('[1-3]*9|a', [0, 1, 2])]);
    expect(entry.grid.shape.id).toBe('4x4;rules=regex:[1-3]*9|a:r1c1,r1c2,r1c3');
    expect(Shape.fromId(entry.grid.shape.id).rules).toEqual(entry.grid.shape.rules);
    const again = read(formatPuzzle(entry.grid, 'document'));
    expect(again.ok && again.grid.shape.id).toBe(entry.grid.shape.id);
  });

  it('a malformed expression is refused at its pattern, naming the character', () => {
    expect(failure(doc('{regex: [r1c1, r1c2], pattern: "(12"}'))).toBe(
      "p.yaml:4:36: the regular expression at character 1 of '(12': the group is not closed by ')'",
    );
    expect(failure(doc('{regex: [r1c1, r1c2], pattern: "1{3,2}"}'))).toBe(
      "p.yaml:4:36: the regular expression at character 2 of '1{3,2}': {3,2} counts down: the larger count goes second",
    );
    expect(failure(doc('{regex: [r1c1, r1c2], pattern: "1:2"}'))).toBe(
      "p.yaml:4:36: the regular expression at character 2 of '1:2': ':' is not a value, nor one of . [ ] ( ) | * + ? { }",
    );
    expect(failure(doc('{regex: [r1c1, r1c2]}'))).toBe('p.yaml:4:5: a regex has its pattern, a text: {regex: [r1c1, …], pattern: "…"}');
    expect(failure(doc('{regex: [r1c1, r1c2, r1c1], pattern: "1*"}'))).toBe('p.yaml:4:5: a regex line names a cell twice');
  });

  it('hostile expressions are bounded: counted repeats, states or work that blow up once determinised, deep nesting, long counts', () => {
    expect(failure(doc('{regex: [r1c1], pattern: "((.{99}){99}){99}"}'))).toBe(
      "p.yaml:4:30: the regular expression '((.{99}){99}){99}': the expression needs more than 4096 states (counted repeats multiply them)",
    );
    // The states are made as far as a line of its length reads: ".*1.{14}" must remember the last 15 values,
    // which a line of 9 cells never holds, and one of 27 does (2^15 states); "(.?){2000}" has large subsets.
    const snake = (m: number) =>
      Array.from({ length: m }, (_, k) => `r${Math.floor(k / 9) + 1}c${Math.floor(k / 9) % 2 === 0 ? (k % 9) + 1 : 9 - (k % 9)}`).join(
        ', ',
      );
    expect(failure(doc(`{regex: [${snake(9)}], pattern: ".*1.{14}"}`))).toBe('read');
    expect(failure(doc(`{regex: [${snake(27)}], pattern: ".*1.{14}"}`))).toMatch(
      /^p\.yaml:4:\d+: the regular expression '\.\*1\.\{14\}': the expression needs more than 4096 states once determinised$/,
    );
    expect(failure(doc(`{regex: [${snake(81)}], pattern: "(.?){2000}"}`))).toMatch(
      /^p\.yaml:4:\d+: the regular expression '\(\.\?\)\{2000\}': the expression takes more than 4,000,000 steps to determinise$/,
    );
    expect(failure(doc(`{regex: [r1c1], pattern: "${'('.repeat(500)}1${')'.repeat(500)}"}`))).toMatch(
      /^p\.yaml:4:30: the regular expression at character 101 of '\(+…': groups are nested at most 100 deep$/,
    );
    expect(failure(doc('{regex: [r1c1], pattern: "1{999999999}"}'))).toBe(
      "p.yaml:4:30: the regular expression at character 3 of '1{999999999}': a count is at most 99999, not 999999999",
    );
    // Within the bounds, a long counted repeat is read.
    expect(failure(doc('{regex: [r1c1, r1c2], pattern: "(1|2){0,2000}"}'))).toBe('read');
  });
});
