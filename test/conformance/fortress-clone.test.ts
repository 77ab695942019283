// Maximum and minimum cells (fortresses) and clones: counts on small grids against a brute force,
// and the puzzles published with them.
import { describe, expect, it } from 'vitest';
import type { Clone } from '../../src/core/rules/clone.js';
import type { Maximum } from '../../src/core/rules/maximum.js';
import type { Minimum } from '../../src/core/rules/minimum.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { formatPuzzle } from '../../src/formats/write.js';
import { expectCountsOf, expectPublishedUnique } from '../variant-checks.js';

type Kind = Maximum | Minimum | Clone;

/** Rules of a 4x4 (cells r1c1 = 0 … r4c4 = 15); marked cells side by side form one area. */
const RULES: Kind[][] = [
  [{ kind: 'maximum', cells: [5] }],
  [{ kind: 'maximum', cells: [5, 6, 10] }],
  [{ kind: 'minimum', cells: [0, 15] }],
  [
    { kind: 'maximum', cells: [1, 2] },
    { kind: 'minimum', cells: [13] },
  ],
  [{ kind: 'clone', cells: [0, 1, 10, 11] }],
  [
    { kind: 'clone', cells: [0, 4, 7, 11] },
    { kind: 'minimum', cells: [5] },
  ],
];

const orthogonal = (a: number, b: number) => Math.abs((a >> 2) - (b >> 2)) + Math.abs((a & 3) - (b & 3)) === 1;

/** Whether a complete 4x4 keeps a rule, written here from the rules. */
function holds(rule: Kind, cells: Uint16Array): boolean {
  if (rule.kind === 'clone') {
    const half = rule.cells.length / 2;
    return rule.cells.slice(0, half).every((c, i) => cells[c] === cells[rule.cells[half + i]!]);
  }
  const above = rule.kind === 'maximum';
  return rule.cells.every((c) =>
    [...Array(16).keys()]
      .filter((b) => orthogonal(c, b) && !rule.cells.includes(b))
      .every((b) => (above ? cells[c]! > cells[b]! : cells[c]! < cells[b]!)),
  );
}

describe('maximum and minimum cells, and clones', () => {
  it('count on 4x4 grids equals the solutions a brute force finds, under every encoding and treatment of givens', async () => {
    for (const rules of RULES) await expectCountsOf(rules, (cells) => rules.every((rule) => holds(rule, cells)));
  });

  it('f-puzzles lists maximum cells one by one, read as one area and written back so', () => {
    const rule: Maximum = { kind: 'maximum', cells: [5, 6] };
    const text = formatPuzzle(
      parsePuzzles(`sudocnf: 1\nsize: 4\nrules: [{maximum: [r2c2, r2c3]}]\n`).entries.map((e) => (e.ok ? e.grid : undefined))[0]!,
      'fpuzzles',
    );
    expect(JSON.parse(text).maximum).toEqual([{ cell: 'R2C2' }, { cell: 'R2C3' }]);
    const back = parsePuzzles(text).entries[0]!;
    expect(back.ok && back.grid.shape.rules).toEqual([rule]);
  });

  it('the four published puzzles of them (dclamage/SudokuVariantSolverJS, CC BY 4.0) are unique with their published solutions', async () => {
    await expectPublishedUnique('fortress-clone-dclamage.json', 4);
  });
});
