// Odd and even cells and quadruples, the kinds that rule on cells' values: counts on small grids
// against a brute force, the forms they are written in, each route's reasoning, and the puzzles
// published with them.
import { describe, expect, it } from 'vitest';
import type { Even } from '../../src/core/rules/even.js';
import type { Odd } from '../../src/core/rules/odd.js';
import type { Quadruple } from '../../src/core/rules/quadruple.js';
import { Grid } from '../../src/core/grid.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { formatPuzzle } from '../../src/formats/write.js';
import { count } from '../../src/index.js';
import { solveByLogic } from '../../src/logic/engine.js';
import { Shape } from '../../src/core/shape.js';
import { expectCountsOf, expectPublishedUnique } from '../variant-checks.js';

type Kind = Odd | Even | Quadruple;

/** Rules of a 4x4 (cells r1c1 = 0 … r4c4 = 15). */
const RULES: Kind[][] = [
  [{ kind: 'odd', cells: [0, 5, 10] }],
  [{ kind: 'even', cells: [3, 6] }],
  [
    { kind: 'odd', cells: [0] },
    { kind: 'even', cells: [15] },
  ],
  [{ kind: 'quadruple', cells: [1, 2, 5, 6], values: [1, 2] }],
  // A value twice: only a diagonal pair of the four cells can hold it.
  [{ kind: 'quadruple', cells: [5, 6, 9, 10], values: [3, 3] }],
  [
    { kind: 'quadruple', cells: [9, 10, 13, 14], values: [1, 2, 4] },
    { kind: 'odd', cells: [10] },
  ],
];

/** Whether a complete 4x4 keeps a rule, written here from the rules. */
function holds(rule: Kind, cells: Uint16Array): boolean {
  if (rule.kind === 'odd') return rule.cells.every((c) => cells[c]! % 2 === 1);
  if (rule.kind === 'even') return rule.cells.every((c) => cells[c]! % 2 === 0);
  return rule.values.every((v) => rule.cells.filter((c) => cells[c] === v).length >= rule.values.filter((w) => w === v).length);
}

const document = (rules: string) => parsePuzzles(`sudocnf: 1\nsize: 4\nrules: ${rules}\n`, 'q.yaml').entries[0]!;

describe('odd and even cells, and quadruples', () => {
  it('count on 4x4 grids equals the solutions a brute force finds, under every encoding and treatment of givens', async () => {
    for (const rules of RULES) await expectCountsOf(rules, (cells) => rules.every((rule) => holds(rule, cells)));
  });

  it("a quadruple's values are a list in documents, 1+2 in its id, and written back so; f-puzzles writes them as a list", () => {
    const e = document('[{quadruple: [r2c3, r1c2, r1c3, r2c2], values: [2, 1]}]');
    expect(e.ok && e.grid.shape.id).toBe('2x2;rules=quadruple:1+2:r1c2,r1c3,r2c2,r2c3');
    if (!e.ok) return;
    expect(formatPuzzle(e.grid, 'document')).toContain('{quadruple: [r1c2, r1c3, r2c2, r2c3], values: [1, 2]}');
    const written = JSON.parse(formatPuzzle(e.grid, 'fpuzzles')) as { quadruple: unknown };
    expect(written.quadruple).toEqual([{ cells: ['R1C2', 'R1C3', 'R2C2', 'R2C3'], values: [1, 2] }]);
  });

  it('refuses a quadruple off a corner, with too many values or a value thrice, and values that are not a list, where they are', () => {
    const refusal = (rules: string) => {
      const e = document(rules);
      return e.ok ? 'read' : e.error.toString();
    };
    expect(refusal('[{quadruple: [r1c1, r1c2, r1c3, r1c4], values: [1]}]')).toBe(
      'q.yaml:3:9: a quadruple lies on the four cells around a corner (a 2x2 square)',
    );
    expect(refusal('[{quadruple: [r1c1, r1c2, r2c1, r2c2], values: [1, 1, 1]}]')).toBe(
      'q.yaml:3:9: a quadruple holds a value at most twice',
    );
    expect(refusal('[{quadruple: [r1c1, r1c2, r2c1, r2c2], values: [1, 2, 3, 4, 1]}]')).toBe(
      'q.yaml:3:9: a quadruple holds one to four values',
    );
    expect(refusal('[{quadruple: [r1c1, r1c2, r2c1, r2c2], values: [x]}]')).toBe(
      "q.yaml:3:9: a quadruple's values are whole numbers: [1, 2]",
    );
    expect(refusal('[{odd: [r1c1, r1c1]}]')).toBe('q.yaml:3:9: an odd rule names a cell twice');
  });

  it('a given that breaks them is a clash, named; Dancing Links refuses them by name', async () => {
    const odd = parsePuzzles('sudocnf: 1\ngrid: ["2...", "....", "....", "...."]\nrules: [{odd: [r1c1]}]\n', 'o.yaml').entries[0]!;
    expect(!odd.ok && odd.error.toString()).toBe('o.yaml:2:9: conflicting givens: r1c1 (line 2, column 9) = 2 breaks the odd cell');
    const quad = parsePuzzles(
      'sudocnf: 1\ngrid: ["34..", "12..", "....", "...."]\nrules: [{quadruple: [r1c2, r1c3, r2c2, r2c3], values: [1]}]\n',
      'q.yaml',
    ).entries[0]!;
    expect(quad.ok).toBe(true);
    const spec = {
      givens: [3, 4, 0, 0, 2, 1, 0, 0, ...Array(8).fill(0)],
      box: '2x2',
      rules: [{ kind: 'quadruple' as const, cells: [1, 2, 5, 6], values: [3] }],
    };
    await expect(count(spec, { solver: 'dlx' })).rejects.toThrow(/quadruple is not one/);
  });

  it('the step engine names the rule that removes the values, and the tactics route counts what SAT counts', async () => {
    const shape = Shape.of(2, 2).withVariant({
      rules: [
        { kind: 'even', cells: [5, 10] },
        { kind: 'quadruple', cells: [5, 6, 9, 10], values: [3, 3] },
      ],
    });
    const { steps } = solveByLogic(new Grid(shape));
    const text = steps.filter((s) => s.abbreviation === 'CR').map((s) => s.explanation);
    expect(text.slice(0, 3)).toEqual([
      'r2c2 ≠ 1, 3: the even cell r2c2',
      'r3c3 ≠ 1, 3: the even cell r3c3',
      expect.stringMatching(/: the quadruple r2c2\+r2c3\+r3c2\+r3c3 holds 3 2 times, which only r2c3, r3c2 can$/),
    ]);
    const spec = { givens: Array(16).fill(0), box: '2x2', rules: shape.rules };
    expect((await count(spec, { solver: 'tactics', max: 500 })).count).toBe((await count(spec, { max: 500 })).count);
  });

  it('the seven published puzzles of them (dclamage/SudokuVariantSolverJS, CC BY 4.0) are unique with their published solutions', async () => {
    await expectPublishedUnique('odd-even-quadruple-dclamage.json', 7);
  });
});
