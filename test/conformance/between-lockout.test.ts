// Between and lockout lines, the kinds of three cells (the two ends and a cell between them):
// counts on small grids against a brute force, each route's reasoning, and the published puzzles.
import { describe, expect, it } from 'vitest';
import type { Between } from '../../src/core/rules/between.js';
import type { Lockout } from '../../src/core/rules/lockout.js';
import { Grid } from '../../src/core/grid.js';
import { Shape } from '../../src/core/shape.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { formatPuzzle } from '../../src/formats/write.js';
import { count } from '../../src/index.js';
import { solveByLogic } from '../../src/logic/engine.js';
import { expectCountsOf, expectPublishedUnique } from '../variant-checks.js';

type Kind = Between | Lockout;

/** Lines of a 4x4 (cells r1c1 = 0 … r4c4 = 15). */
const RULES: Kind[][] = [
  [{ kind: 'between', cells: [0, 1, 2] }],
  [{ kind: 'between', cells: [0, 5, 10, 15] }],
  [{ kind: 'lockout', cells: [0, 1, 2], difference: 2 }],
  [{ kind: 'lockout', cells: [3, 6, 9], difference: 1 }],
  [
    { kind: 'between', cells: [12, 13, 14] },
    { kind: 'lockout', cells: [3, 7, 11], difference: 2 },
  ],
];

/** Whether a complete 4x4 keeps a line, written here from the rules. */
function holds(rule: Kind, cells: Uint16Array): boolean {
  const [a, b] = [cells[rule.cells[0]!]!, cells[rule.cells.at(-1)!]!];
  const [lo, hi] = [Math.min(a, b), Math.max(a, b)];
  const middle = rule.cells.slice(1, -1).map((c) => cells[c]!);
  if (rule.kind === 'between') return middle.every((v) => lo < v && v < hi);
  return hi - lo >= rule.difference && middle.every((v) => v < lo || v > hi);
}

describe('between and lockout lines', () => {
  it('count on 4x4 grids equals the solutions a brute force finds, under every encoding and treatment of givens', async () => {
    for (const rules of RULES) await expectCountsOf(rules, (cells) => rules.every((rule) => holds(rule, cells)));
  });

  it("a lockout line's difference is ⌊n/2⌋ unless written; f-puzzles holds that one only and is refused another by name", () => {
    const read = (text: string) => parsePuzzles(text, 'l.yaml').entries[0]!;
    const usual = read('sudocnf: 1\nsize: 4\nrules: [{lockout: [r1c1, r1c2, r1c3]}]\n');
    expect(usual.ok && usual.grid.shape.id).toBe('2x2;rules=lockout:2:r1c1,r1c2,r1c3');
    const other = read('sudocnf: 1\nsize: 4\nrules: [{lockout: [r1c1, r1c2, r1c3], difference: 3}]\n');
    expect(other.ok).toBe(true);
    if (!usual.ok || !other.ok) return;
    expect(JSON.parse(formatPuzzle(usual.grid, 'fpuzzles')).lockout).toEqual([{ lines: [['R1C1', 'R1C2', 'R1C3']] }]);
    expect(() => formatPuzzle(other.grid, 'fpuzzles')).toThrow(/f-puzzles writes lockout lines of difference 2 on a 4x4, not 3/);
  });

  it('a given that breaks a line is a clash; the step engine names the line; tactics count what SAT counts; Dancing Links refuses by name', async () => {
    const clash = parsePuzzles('sudocnf: 1\ngrid: ["12..", "....", "....", "...."]\nrules: [{between: [r1c1, r2c1, r1c2]}]\n', 'b.yaml')
      .entries[0]!;
    expect(clash.ok).toBe(true);
    const broken = parsePuzzles('sudocnf: 1\ngrid: ["132.", "....", "....", "...."]\nrules: [{between: [r1c1, r1c2, r1c3]}]\n', 'b.yaml')
      .entries[0]!;
    expect(!broken.ok && broken.error.toString()).toMatch(
      /^b\.yaml:\d+:\d+: conflicting givens: .* break the between line \(r1c1 = 1, r1c3 = 2\)/,
    );
    const rules: Kind[] = [{ kind: 'between', cells: [0, 5, 10] }];
    const { steps } = solveByLogic(new Grid(Shape.of(2, 2).withVariant({ rules })));
    expect(steps.find((s) => s.abbreviation === 'LE')?.explanation).toMatch(/: the between line with ends r1c1 and r3c3, at r2c2$/);
    const spec = { givens: Array(16).fill(0), box: '2x2', rules };
    expect((await count(spec, { solver: 'tactics', max: 500 })).count).toBe((await count(spec, { max: 500 })).count);
    await expect(count(spec, { solver: 'dlx' })).rejects.toThrow(/between line is not one/);
  });

  it('the seven published puzzles with them (dclamage/SudokuVariantSolverJS, CC BY 4.0) are unique with their published solutions', async () => {
    await expectPublishedUnique('between-lockout-dclamage.json', 7);
  });
});
