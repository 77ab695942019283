// Pill arrows: the values along the arrow add up to the number its pill's digits make, read left to
// right or top to bottom. Counts on 4x4 grids against a brute force under every sum encoding, the
// forms they are written in, and a published puzzle.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUM_ENCODING_NAMES } from '../../encodings/sums/index.js';
import type { Arrow } from '../../src/core/rules/arrow.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { formatPuzzle } from '../../src/formats/write.js';
import { count, unique } from '../../src/index.js';
import { allSolutions, expectVerdict, ROOT } from '../helpers.js';

/** Pill arrows of a 4x4 (cells r1c1 = 0 … r4c4 = 15): a pill of two cells makes 12 to 43. */
const RULES: Arrow[][] = [
  [{ kind: 'arrow', circle: 1, pill: [0], cells: [5, 9, 10, 14] }],
  [{ kind: 'arrow', circle: 0, pill: [1], cells: [5, 6, 10, 14, 15, 11] }],
  [
    { kind: 'arrow', circle: 3, pill: [2], cells: [6, 10, 9, 5] },
    { kind: 'arrow', circle: 15, cells: [14, 13] },
  ],
];

/** Whether a complete 4x4 keeps an arrow, written here from the rule: the pill's digits in reading order make the number. */
function holds(rule: Arrow, cells: Uint16Array): boolean {
  const pill = [rule.circle, ...(rule.pill ?? [])].sort((a, b) => a - b);
  const number = pill.reduce((t, c) => 10 * t + cells[c]!, 0);
  return rule.cells.reduce((t, c) => t + cells[c]!, 0) === number;
}

describe('pill arrows', () => {
  it('count on 4x4 grids equals the solutions a brute force finds, under every sum encoding and treatment of givens', async () => {
    for (const rules of RULES) {
      const expected = allSolutions(2).filter((g) => rules.every((rule) => holds(rule, g.cells))).length;
      expect([rules, expected > 0, expected < 288]).toEqual([rules, true, true]);
      for (const sumEncoding of SUM_ENCODING_NAMES)
        for (const givens of ['units', 'eliminate'] as const) {
          const r = await count({ givens: new Array(16).fill(0), box: '2x2', rules }, { sumEncoding, givens, max: 1000 });
          expect([sumEncoding, givens, r.count]).toEqual([sumEncoding, givens, expected]);
        }
      expect((await count({ givens: new Array(16).fill(0), box: '2x2', rules }, { solver: 'tactics', max: 1000 })).count).toBe(expected);
    }
  });

  it('are {arrow: [pill…, cells…], pill: 2} in documents and an arrow with a circle of 2 or 3 cells in f-puzzles, written back so', () => {
    const e = parsePuzzles('sudocnf: 1\nsize: 4\nrules: [{arrow: [r1c2, r1c1, r2c2, r3c2, r3c3, r4c3], pill: 2}]\n', 'p.yaml').entries[0]!;
    expect(e.ok && e.grid.shape.id).toBe('2x2;rules=arrow:2:r1c2,r1c1,r2c2,r3c2,r3c3,r4c3');
    if (!e.ok) return;
    const written = JSON.parse(formatPuzzle(e.grid, 'fpuzzles')) as { arrow: unknown };
    expect(written.arrow).toEqual([{ cells: ['R1C2', 'R1C1'], lines: [['R1C2', 'R1C1', 'R2C2', 'R3C2', 'R3C3', 'R4C3']] }]);
    const back = parsePuzzles(JSON.stringify(written)).entries[0]!;
    expect(back.ok && back.grid.shape.id).toBe(e.grid.shape.id);
    const far = parsePuzzles('sudocnf: 1\nsize: 4\nrules: [{arrow: [r1c1, r1c2, r4c4], pill: 2}]\n', 'p.yaml').entries[0]!;
    expect(!far.ok && far.error.message).toBe("an arrow's first cell touches its circle");
  });

  it('the Pill Arrow Sudoku of the Interactive Sudoku Solver examples (MIT) is unique with its published solution', async () => {
    const text = readFileSync(resolve(ROOT, 'puzzles/pill-arrow-iss.yaml'), 'utf8');
    const published = /published solution: (\d{81})/.exec(text)![1];
    const r = expectVerdict(await unique(text), 'unique');
    expect(String(r.solution)).toBe(published);
  });
});
