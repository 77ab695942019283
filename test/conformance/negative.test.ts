// The negative constraint: every white dot, black dot or XV mark is given, so neighbours without
// one stand in none of its relations. Counts on small grids against a brute force, its forms, and
// the puzzles published with it.
import { describe, expect, it } from 'vitest';
import type { Rule } from '../../src/core/rules/index.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { formatPuzzle } from '../../src/formats/write.js';
import { allSolutions } from '../helpers.js';
import { expectCountsOf, expectPublishedUnique } from '../variant-checks.js';

const side = (a: number, b: number) => Math.abs((a >> 2) - (b >> 2)) + Math.abs((a & 3) - (b & 3)) === 1;
const NEIGHBOURS = [...Array(16).keys()].flatMap((a) =>
  [...Array(16).keys()].filter((b) => a < b && side(a, b)).map((b) => [a, b] as const),
);

type Mark =
  | { kind: 'white-dot'; cells: number[]; difference: number }
  | { kind: 'black-dot'; cells: number[]; ratio: number }
  | { kind: 'xv'; cells: number[]; sum: number };

const stands = (m: Mark, a: number, b: number) =>
  m.kind === 'white-dot'
    ? Math.abs(a - b) === m.difference
    : m.kind === 'black-dot'
      ? a === m.ratio * b || b === m.ratio * a
      : a + b === m.sum;

/** Whether a complete 4x4 keeps the marks and, for each negative, has no unmarked neighbours in a relation of its kind. */
function holds(marks: Mark[], negatives: ('white-dot' | 'black-dot' | 'xv')[], cells: Uint16Array): boolean {
  if (!marks.every((m) => stands(m, cells[m.cells[0]!]!, cells[m.cells[1]!]!))) return false;
  return negatives.every((kind) => {
    const same = marks.filter((m) => m.kind === kind);
    const numbers =
      kind === 'white-dot'
        ? [1, ...same.map((m) => (m as { difference: number }).difference)]
        : kind === 'black-dot'
          ? [2, ...same.map((m) => (m as { ratio: number }).ratio)]
          : [5, 10, ...same.map((m) => (m as { sum: number }).sum)];
    const freeing = marks.filter((m) => (kind === 'xv' ? m.kind === 'xv' : m.kind !== 'xv'));
    return NEIGHBOURS.every(([a, b]) => {
      if (freeing.some((m) => Math.min(...m.cells) === a && Math.max(...m.cells) === b)) return true;
      const probe = (k: number) =>
        stands({ ...(same[0] ?? { kind, cells: [] }), kind, cells: [], difference: k, ratio: k, sum: k } as Mark, cells[a]!, cells[b]!);
      return !numbers.some(probe);
    });
  });
}

/** A complete 4x4 (1234/3412/2143/4321) and, for a kind of mark, a mark on every pair of neighbours that stands in its usual relation there. */
const GRID = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
function marksOf(kind: Mark['kind'], number?: number): Mark[] {
  const usual = { kind, cells: [], difference: number ?? 1, ratio: number ?? 2, sum: number ?? 5 } as unknown as Mark;
  return NEIGHBOURS.filter(([a, b]) => stands(usual, GRID[a]!, GRID[b]!)).map(([a, b]) => ({ ...usual, cells: [a, b] }));
}

/** Cases the grid above keeps: its marks, some left out (so that the negative rules out more). */
const CASES: { marks: Mark[]; negatives: ('white-dot' | 'black-dot' | 'xv')[] }[] = [
  { marks: marksOf('black-dot'), negatives: ['black-dot'] },
  { marks: marksOf('xv'), negatives: ['xv'] },
  { marks: marksOf('white-dot'), negatives: ['white-dot'] },
  // White dots free their pairs from the black-dot negative too (any Kropki dot does).
  {
    marks: [...marksOf('white-dot'), ...marksOf('black-dot').filter((m) => Math.abs(GRID[m.cells[0]!]! - GRID[m.cells[1]!]!) !== 1)],
    negatives: ['black-dot'],
  },
  // A mark of another sum: the negative rules out that sum too between unmarked neighbours.
  { marks: [...marksOf('xv'), ...marksOf('xv', 4)], negatives: ['xv'] },
];

describe('the negative constraint', () => {
  it('count on 4x4 grids equals the solutions a brute force finds, under every encoding and treatment of givens', async () => {
    for (const { marks, negatives } of CASES) {
      const rules = [...marks, ...negatives.map((marks) => ({ kind: 'negative', marks }))] as Rule[];
      await expectCountsOf(rules, (cells) => holds(marks, negatives, cells));
    }
  });

  it('on 4x4, no grid is without two neighbours in ratio 2 (so the negative alone rules out every grid)', () => {
    expect(allSolutions(2).filter((g) => holds([], ['black-dot'], g.cells))).toHaveLength(0);
  });

  it('is negative-white-dot, -black-dot, -xv in documents and f-puzzles negative: ["difference", "ratio", "xv"], written back so', () => {
    const e = parsePuzzles('sudocnf: 1\nsize: 4\nrules: [negative-xv, negative-black-dot, {xv: [r1c1, r2c1], sum: 5}]\n').entries[0]!;
    expect(e.ok && e.grid.shape.id).toBe('2x2;rules=xv:5:r1c1,r2c1 negative-black-dot negative-xv');
    if (!e.ok) return;
    const written = JSON.parse(formatPuzzle(e.grid, 'fpuzzles')) as { negative: string[] };
    expect(written.negative).toEqual(['ratio', 'xv']);
    const back = parsePuzzles(JSON.stringify(written)).entries[0]!;
    expect(back.ok && back.grid.shape.id).toBe(e.grid.shape.id);
    const bad = parsePuzzles(JSON.stringify({ ...written, negative: ['sum'] }), 'n.json').entries[0]!;
    expect(!bad.ok && bad.error.toString()).toMatch(
      /^n\.json:1:\d+: sudocnf reads the negative constraint of difference, ratio, xv, not 'sum'$/,
    );
  });

  it('the two published puzzles with it (dclamage/SudokuVariantSolverJS, CC BY 4.0) are unique with their published solutions', async () => {
    await expectPublishedUnique('negative-dclamage.json', 2);
  });
});
