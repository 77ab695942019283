import { describe, expect, it } from 'vitest';
import { parsePuzzles } from '../../src/formats/read.js';
import { Grid } from '../../src/core/grid.js';
import { Shape } from '../../src/core/shape.js';
import { count, solve } from '../../src/index.js';
import { allSolutions, withHoles } from '../helpers.js';
import { expectUniqueAsPublished, readIss } from '../iss-corpus.js';
import { expectCountsOf } from '../variant-checks.js';

const sumOf = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const distinct = (values: readonly number[]) => new Set(values).size === values.length;
/** Every subset of 0..m-1, as a list of its members. */
const subsets = (m: number) =>
  Array.from({ length: 1 << m }, (_, mask) => Array.from({ length: m }, (_, i) => i).filter((i) => mask & (1 << i)));

/** An open line cut into segments of `sum`: some set of cuts between its cells makes every segment add up to it. */
function openLineHolds(values: readonly number[], sum: number): boolean {
  return subsets(values.length - 1).some((cuts) => {
    const bounds = [0, ...cuts.map((c) => c + 1), values.length];
    return bounds.slice(1).every((end, i) => sumOf(values.slice(bounds[i], end)) === sum);
  });
}

const at = (cells: Uint16Array, list: readonly number[]) => list.map((c) => cells[c]!);

describe('the new kinds, counted on every 4x4 grid against their words', () => {
  it('sum lines', async () => {
    for (const [line, sum] of [
      [[0, 5, 6], 4],
      [[0, 1, 2, 3], 5],
      [[4, 5, 9, 13, 14], 5],
    ] as const)
      await expectCountsOf([{ kind: 'sum-line', cells: line, sum }], (cells) => openLineHolds(at(cells, line), sum));
  }, 120_000);

  it('lunchboxes', async () => {
    const holds = (line: readonly number[], sum: number) => (cells: Uint16Array) => {
      const values = at(cells, line);
      if (!distinct(values)) return false;
      const [lo, hi] = [values.indexOf(Math.min(...values)), values.indexOf(Math.max(...values))];
      return sumOf(values.slice(Math.min(lo, hi) + 1, Math.max(lo, hi))) === sum;
    };
    for (const [line, sum] of [
      [[0, 1, 5, 4], 2],
      [[0, 4, 8], 0],
      [[1, 6, 11], 3],
    ] as const)
      await expectCountsOf([{ kind: 'lunchbox', cells: line, sum }], holds(line, sum));
  }, 120_000);

  it('counting circles', async () => {
    for (const circles of [
      [0, 6, 9, 15],
      [0, 6, 9],
    ])
      await expectCountsOf([{ kind: 'counting-circles', cells: circles }], (cells) => {
        const values = at(cells, circles);
        return values.every((v) => values.filter((w) => w === v).length === v);
      });
  }, 120_000);

  it('numbered rooms, from every side', async () => {
    for (const [line, value] of [
      [[0, 1, 2, 3], 3],
      [[15, 11, 7, 3], 1],
      [[13, 9, 5, 1], 4],
    ] as const)
      await expectCountsOf([{ kind: 'numbered-room', cells: line, value }], (cells) => cells[line[cells[line[0]]! - 1]!] === value);
  }, 120_000);

  it('rellik cages', async () => {
    for (const [cage, sum] of [
      [[0, 1, 4], 7],
      [[0, 1], 5],
      [[2, 7, 11], 8],
    ] as const)
      await expectCountsOf([{ kind: 'rellik-cage', cells: cage, sum }], (cells) => {
        const values = at(cells, cage);
        return distinct(values) && subsets(values.length).every((s) => s.length === 0 || sumOf(s.map((i) => values[i]!)) !== sum);
      });
  }, 120_000);

  // Both rule out every 4x4 grid: on a 6x6 (low 1-2, middle 3-4, high 5-6), the completions of a
  // grid that keeps the rule with most cells blanked, counted against the plain completions the words keep.
  it.each([
    [
      'global entropy',
      { kind: 'global-entropy' } as const,
      (cells: Uint16Array) => {
        for (let r = 0; r < 5; r++)
          for (let c = 0; c < 5; c++) {
            const square = at(cells, [r * 6 + c, r * 6 + c + 1, r * 6 + c + 6, r * 6 + c + 7]);
            if (new Set(square.map((v) => Math.ceil(v / 2))).size !== 3) return false;
          }
        return true;
      },
    ],
    [
      'anti-taxicab',
      { kind: 'anti-taxicab' } as const,
      (cells: Uint16Array) =>
        Array.from(cells).every((v, a) =>
          Array.from(cells).every(
            (w, b) => a === b || v !== w || Math.abs(Math.floor(a / 6) - Math.floor(b / 6)) + Math.abs((a % 6) - (b % 6)) !== v,
          ),
        ),
    ],
  ])(
    '%s, on the completions of a 6x6',
    async (_, rule, holds) => {
      const shape = Shape.of(2, 3);
      const solved = await solve({ givens: new Array(36).fill(0), box: '2x3', rules: [rule] });
      if (solved.verdict !== 'solved') throw new Error(`no 6x6 keeps ${rule.kind}`);
      for (const seed of [1, 2, 3]) {
        const puzzle = withHoles(new Grid(shape, solved.solution.cells), 0.3, seed);
        const completions = allSolutions(shape, Infinity, puzzle);
        const expected = completions.filter((g) => holds(g.cells)).length;
        expect([seed, expected > 0, expected < completions.length]).toEqual([seed, true, true]);
        const r = await count({ givens: Array.from(puzzle.cells), box: '2x3', rules: [rule] }, { max: 100_000 });
        expect([seed, r.count]).toEqual([seed, expected]);
      }
    },
    120_000,
  );

  it('look-and-say regions', async () => {
    for (const [region, says] of [
      [
        [0, 5, 10, 15],
        [2, 1],
      ],
      [
        [0, 1, 4, 6],
        [1, 2, 0, 4],
      ],
    ] as const)
      await expectCountsOf([{ kind: 'look-and-say', cells: region, says }], (cells) => {
        const values = at(cells, region);
        return Array.from({ length: says.length / 2 }, (_, i) => values.filter((v) => v === says[2 * i + 1]).length === says[2 * i]).every(
          Boolean,
        );
      });
  }, 120_000);

  it('hidden skyscrapers', async () => {
    for (const [line, value] of [
      [[0, 1, 2, 3], 2],
      [[12, 8, 4, 0], 1],
      [[7, 6, 5, 4], 3],
    ] as const)
      await expectCountsOf([{ kind: 'hidden-skyscraper', cells: line, value }], (cells) => {
        const values = at(cells, line);
        const first = values.findIndex((v, i) => i > 0 && v < Math.max(...values.slice(0, i)));
        return first >= 0 && values[first] === value;
      });
  }, 120_000);
});

describe("ISS's published puzzles of the new kinds", () => {
  it.each([
    ['Ten Lines 01: Adding to Ten', 'sum-line'],
    ['Sum lines - single line', 'sum-line'],
    ['Extreme Lunchbox 2', 'lunchbox'],
    ['4x4: Counting circles', 'counting-circles'],
    ['Clockwork', 'counting-circles'],
    ['6x6: Numbered rooms', 'numbered-room'],
    ['6x6: Rellik cages', 'rellik-cage'],
    ['[New Constraint] Entropy Sudoku', 'global-entropy'],
    ['Hidden skyscrapers', 'hidden-skyscraper'],
    ['Anti-Taxi Sudoku X', 'anti-taxicab'],
    ['Look-and-Say 2', 'look-and-say'],
  ])(
    '%s is read with its %s rules and is unique with its published solution',
    async (name, kind) => expectUniqueAsPublished(name, (grid) => grid.shape.rules.some((r) => r.kind === kind)),
    90_000,
  );

  it("reads ISS's SumLine loops (~LOOP) as any of the lines that go round from one of its first cells (a cut falls among them), counted against the loop's words", async () => {
    const entry = readIss('.Shape~4x4.SumLine~5~R1C2~R1C3~R2C3~R2C2~LOOP');
    if (!entry.ok) throw entry.error;
    const loop = [1, 2, 6, 5];
    /** A cut somewhere around the loop (at any of its cells) from which the line round is cut into segments of the sum. */
    const loopHolds = (values: readonly number[], sum: number) =>
      values.some((_, c) => openLineHolds([...values.slice(c), ...values.slice(0, c)], sum));
    expect(entry.grid.shape.rules).toEqual([
      {
        kind: 'any-of',
        rules: [0, 1, 2, 3].map((k) => ({ kind: 'sum-line', cells: [...loop.slice(k), ...loop.slice(0, k)], sum: 5 })),
      },
    ]);
    await expectCountsOf([...entry.grid.shape.rules], (cells) => loopHolds(at(cells, loop), 5));
    for (const name of ['10 Lines', 'Sum lines - long loop'])
      await expectUniqueAsPublished(name, (grid) => grid.shape.rules.some((r) => r.kind === 'any-of'));
    expect(String(readIss('.Shape~4x4.SumLine~5~R1C1~R1C2~R3C3~LOOP').ok || 'refused')).toBe('refused');
  }, 120_000);
});

describe('hostile forms of the new kinds', () => {
  const failure = (text: string) => {
    const e = parsePuzzles(text, 'p.yaml').entries[0]!;
    return e.ok ? 'read' : e.error.toString();
  };
  const doc = (rule: string) => `sudocnf: 1\nsize: 9\nrules:\n  - ${rule}\n`;

  it('are refused where they stand: sums past what the cells hold, cells named twice, loops, clues off the grid', () => {
    expect(failure(doc('{sum-line: [r1c1, r1c2], sum: 999999999}'))).toBe(
      'p.yaml:4:5: a sum line of 2 cells has a sum of 1..18, not 999999999',
    );
    expect(failure(doc('{sum-line: [r1c1, r1c2, r2c2, r2c1, r1c1], sum: 10}'))).toBe(
      "p.yaml:4:5: a sum line that ends on its first cell is a loop: write it as {any-of: […]} of the lines that go round from each of its first cells (as ISS's ~LOOP is read)",
    );
    expect(failure(doc('{sum-line: [r1c1, r1c2, r1c3, r1c2], sum: 10}'))).toBe('p.yaml:4:5: a sum line names a cell twice');
    expect(failure(doc('{lunchbox: [r1c1, r1c2, r1c1], sum: 3}'))).toBe('p.yaml:4:5: a lunchbox names a cell twice');
    expect(failure(doc('{lunchbox: [r1c1, r1c2], sum: 40}'))).toBe("p.yaml:4:5: a lunchbox's sum is 0..35, not 40");
    expect(failure(doc('{rellik-cage: [r1c1, r1c2], sum: 123456789}'))).toBe("p.yaml:4:5: a rellik cage's number is 1..45, not 123456789");
    expect(failure(doc('{numbered-room: [r1c1, r1c2, r1c3], value: 3}'))).toMatch(
      /^p\.yaml:4:5: a numbered room clue reads a whole row or column from one end/,
    );
    expect(failure(doc('{look-and-say: [r1c1, r1c2], says: [2, 3, 1]}'))).toBe(
      'p.yaml:4:5: a look-and-say clue is (count, value) pairs: says: [2, 3] for two 3s',
    );
    expect(failure(doc('{hidden-skyscraper: [r1c1, r1c2, r1c3, r1c4, r1c5, r1c6, r1c7, r1c8, r1c9], value: 9}'))).toBe(
      'p.yaml:4:5: the tallest building (9) is never hidden: a hidden skyscraper clue of it cannot hold',
    );
  });

  it('lunchboxes and rellik cages, whose automata grow with the values, are refused past 9x9', () => {
    const big = (rule: string) => `sudocnf: 1\nsize: 16\nrules:\n  - ${rule}\n`;
    expect(failure(big('{lunchbox: [r1c1, r1c2, r1c3], sum: 2}'))).toBe('p.yaml:4:5: lunchboxes are read on grids up to 9x9, not 16x16');
    expect(failure(big('{rellik-cage: [r1c1, r1c2], sum: 5}'))).toBe('p.yaml:4:5: rellik cages are read on grids up to 9x9, not 16x16');
  });

  it('more counting circles than the values can fill are refused', () => {
    const names = Array.from({ length: 46 }, (_, k) => `r${Math.floor(k / 9) + 1}c${(k % 9) + 1}`);
    expect(failure(doc(`{counting-circles: [${names.join(', ')}]}`))).toBe(
      'p.yaml:4:5: at most 45 counting circles can be filled on 9x9 (1 + 2 + … + 9)',
    );
  });

  it('a long line with a large sum is bounded by the grid: 45 on a 9x9, and cells times sum', () => {
    const names = Array.from({ length: 81 }, (_, k) => {
      const r = Math.floor(k / 9);
      return `r${r + 1}c${r % 2 === 0 ? (k % 9) + 1 : 9 - (k % 9)}`;
    });
    expect(failure(doc(`{sum-line: [${names.join(', ')}], sum: 46}`))).toBe(
      'p.yaml:4:5: a sum line of 81 cells has a sum of 1..45, not 46',
    );
    expect(failure(doc(`{sum-line: [${names.join(', ')}], sum: 45}`))).toBe('read');
  });
});
