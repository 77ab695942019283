// Renban lines: different values in a run of consecutive ones, in any order; the puzzles
// published with them.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Renban } from '../src/core/rules/renban.js';
import { count, type PuzzleSpec, toDimacs, unique } from '../src/index.js';
import { allSolutions, ROOT } from './helpers.js';

/** Lines of a 4x4 (cells r1c1 = 0 … r4c4 = 15). */
const LINES: Renban[][] = [
  [{ kind: 'renban', cells: [0, 5, 10] }],
  [
    { kind: 'renban', cells: [4, 9] },
    { kind: 'renban', cells: [2, 7, 11] },
  ],
];

describe('renban lines', () => {
  it('count on 4x4 grids equals the solutions a brute force finds, under every encoding and treatment of givens', async () => {
    for (const rules of LINES) {
      const spec: PuzzleSpec = { givens: new Array(16).fill(0), box: '2x2', rules };
      const holds = (cells: Uint16Array) =>
        rules.every((rule) => {
          const values = rule.cells.map((c) => cells[c]!);
          return new Set(values).size === values.length && Math.max(...values) - Math.min(...values) === values.length - 1;
        });
      const expected = allSolutions(2).filter((g) => holds(g.cells)).length;
      expect(expected).toBeGreaterThan(0);
      for (const encoding of ['minimal', 'efficient', 'extended', 'dtu'] as const)
        for (const givens of ['units', 'eliminate'] as const) {
          const r = await count(spec, { encoding, givens, max: 1000 });
          expect([rules, encoding, givens, r.count, r.complete]).toEqual([rules, encoding, givens, expected, true]);
        }
      const tactics = await count(spec, { solver: 'tactics', max: 1000 });
      expect([rules, tactics.count]).toEqual([rules, expected]);
    }
  });

  it('is an all-different unit and a pair relation (every two values less than the line’s length apart) in the header', async () => {
    const cnf = await toDimacs({ givens: new Array(16).fill(0), box: '2x2', rules: LINES[0]! });
    expect(cnf).toMatch(/^c rule: renban lines: family renban-amo, 1 unit/m);
    expect(cnf).toMatch(/^c rule: renban: family renban, 3 cell pairs/m);
  });

  it('the six published puzzles of renban (dclamage/SudokuVariantSolverJS, CC BY 4.0) are unique with their published solutions', async () => {
    const entries = JSON.parse(readFileSync(resolve(ROOT, 'puzzles/renban-dclamage.json'), 'utf8')) as {
      title: string;
      puzzle: string;
      solution: string;
    }[];
    expect(entries).toHaveLength(6);
    for (const entry of entries) {
      const r = await unique(entry.puzzle);
      expect([entry.title, r.verdict, r.verdict === 'unique' ? String(r.solution) : '']).toEqual([entry.title, 'unique', entry.solution]);
    }
  });
});
