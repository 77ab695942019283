// Grids without boxes (`box: none`, ISS's NoBoxes): rows and columns only. Counts on small grids
// against a brute force written here (Latin squares), under every encoding, treatment of givens
// and route; the document form read and written back; rules that read the boxes refused.
import { describe, expect, it } from 'vitest';
import type { Rule } from '../../src/core/rules/index.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { formatPuzzle } from '../../src/formats/write.js';
import { count, type PuzzleSpec } from '../../src/index.js';
import { Grid } from '../../src/core/grid.js';
import { Shape } from '../../src/core/shape.js';
import { allSolutions } from '../helpers.js';

/** Every complete n×n grid whose rows and columns each hold 1..n once (boxes of one row are the rows), filling the givens (0: empty). */
const latinSquares = (n: number, givens: readonly number[] = []): Uint16Array[] =>
  allSolutions(
    Shape.of(1, n),
    Infinity,
    new Grid(
      Shape.of(1, n),
      Uint16Array.from({ length: n * n }, (_, k) => givens[k] ?? 0),
    ),
  ).map((g) => g.cells);

const kingsDiagonal = (n: number) => (g: Uint16Array) => {
  for (let r = 0; r + 1 < n; r++)
    for (let c = 0; c < n; c++)
      for (const d of [-1, 1]) if (c + d >= 0 && c + d < n && g[r * n + c] === g[(r + 1) * n + c + d]) return false;
  return true;
};

describe('grids without boxes', () => {
  it('count the Latin squares of sides 3 and 4 (12 and 576), under every encoding, treatment of givens and route', async () => {
    for (const n of [3, 4]) {
      const spec: PuzzleSpec = { givens: new Array(n * n).fill(0), box: `1x${n}` };
      const expected = latinSquares(n).length;
      for (const encoding of ['minimal', 'efficient', 'extended', 'dtu'] as const)
        for (const givens of ['units', 'eliminate'] as const) {
          const r = await count(spec, { encoding, givens, max: 1000 });
          expect([n, encoding, givens, r.count, r.complete]).toEqual([n, encoding, givens, expected, true]);
        }
      for (const solver of ['dlx', 'tactics'] as const)
        expect([n, solver, (await count(spec, { solver, max: 1000 })).count]).toEqual([n, solver, expected]);
    }
  });

  it('with givens on a 5x5 and with anti-king on a 5x5, count what the brute force finds', async () => {
    const givens = [1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    const five = await count({ givens, box: '1x5' }, { max: 100_000 });
    expect(five.count).toBe(latinSquares(5, givens).length);
    const rules: Rule[] = [{ kind: 'antiking' }];
    const expected = latinSquares(5).filter(kingsDiagonal(5)).length;
    expect(expected).toBeGreaterThan(0);
    for (const solver of [undefined, 'tactics'] as const)
      expect((await count({ givens: new Array(25).fill(0), box: '1x5', rules }, { max: 1000, ...(solver ? { solver } : {}) })).count).toBe(
        expected,
      );
  });

  it('a document says box: none, and is written back so', () => {
    const text = 'sudocnf: 1\nsize: 4\nbox: none\ngrid: ["1...", "....", "....", "...."]\nrules: [antiking]\n';
    const [entry] = parsePuzzles(text, 'p.yaml').entries;
    if (!entry?.ok) throw entry?.error;
    expect([entry.grid.shape.boxless, entry.grid.shape.name]).toEqual([true, '4x4 without boxes with anti-king']);
    const written = formatPuzzle(entry.grid, 'document');
    expect(written).toContain('box: none');
    const [again] = parsePuzzles(`${written}\n`, 'q.yaml').entries;
    expect(again?.ok && again.grid.shape.id).toBe(entry.grid.shape.id);
  });

  it('the grid, dtu and json formats keep a grid without boxes; a line, which says no box shape, is refused', () => {
    const [entry] = parsePuzzles(
      'sudocnf: 1\nsize: 9\nbox: none\ngrid: ["1........", "", "", "", "", "", "", "", ""]\n'.replace(/""/g, '"........."'),
      'p.yaml',
    ).entries;
    if (!entry?.ok) throw entry?.error;
    for (const format of ['grid', 'dtu', 'json'] as const) {
      const [again] = parsePuzzles(`${formatPuzzle(entry.grid, format)}\n`, `p.${format}`).entries;
      expect([format, again?.ok && again.grid.shape.boxless]).toEqual([format, true]);
    }
    expect(() => formatPuzzle(entry.grid, 'line')).toThrow(/the line format says no box shape; a 9x9 without boxes is written with/);
  });

  it('rules that read the boxes are refused on a grid without them, at the rule', () => {
    const refused = (rule: string) => {
      const [entry] = parsePuzzles(
        `sudocnf: 1\nsize: 4\nbox: none\ngrid: ["....", "....", "....", "...."]\nrules: [${rule}]\n`,
        'p.yaml',
      ).entries;
      return entry?.ok ? 'read' : String(entry?.error);
    };
    expect(refused('disjoint-groups')).toBe('p.yaml:5:9: disjoint groups reads the boxes, and a grid without boxes has none');
    expect(refused('{box-indexer: [r1c1]}')).toMatch(/^p\.yaml:5:9: a box indexer reads the boxes, and a grid without boxes has none/);
    expect(refused('{region-sum: [r1c1, r1c2]}')).toMatch(/a region-sum line reads the boxes/);
    expect(refused('windoku')).toMatch(/windoku needs square boxes/);
  });
});
