// Palindrome and modular lines: counts on small grids against a brute force, and the puzzles
// published with them.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Modular } from '../src/core/rules/modular.js';
import type { Palindrome } from '../src/core/rules/palindrome.js';
import { count, type PuzzleSpec, unique } from '../src/index.js';
import { allSolutions, ROOT } from './helpers.js';

/** Lines of a 4x4 (cells r1c1 = 0 … r4c4 = 15). */
const LINES: (Palindrome | Modular)[][] = [
  [{ kind: 'palindrome', cells: [2, 7, 11, 14, 13] }],
  [{ kind: 'modular', cells: [0, 1, 2, 6] }],
  [
    { kind: 'palindrome', cells: [2, 7, 11, 14, 13] },
    { kind: 'modular', cells: [0, 4, 8] },
  ],
];

/** Whether a complete grid keeps a line's rule, written here from the rules. */
function holds(rule: Palindrome | Modular, cells: Uint16Array): boolean {
  const values = rule.cells.map((c) => cells[c]!);
  if (rule.kind === 'palindrome') return values.every((v, i) => v === values.at(-1 - i));
  return values.every((_, i) => i + 2 >= values.length || new Set(values.slice(i, i + 3).map((v) => v % 3)).size === 3);
}

describe('palindrome and modular lines', () => {
  it('count on 4x4 grids equals the solutions a brute force finds, under every encoding and treatment of givens', async () => {
    for (const rules of LINES) {
      const spec: PuzzleSpec = { givens: new Array(16).fill(0), box: '2x2', rules };
      const expected = allSolutions(2).filter((g) => rules.every((rule) => holds(rule, g.cells))).length;
      expect(expected).toBeGreaterThan(0);
      expect(expected).toBeLessThan(288);
      for (const encoding of ['minimal', 'efficient', 'extended', 'dtu'] as const)
        for (const givens of ['units', 'eliminate'] as const) {
          const r = await count(spec, { encoding, givens, max: 1000 });
          expect([rules, encoding, givens, r.count, r.complete]).toEqual([rules, encoding, givens, expected, true]);
        }
      const tactics = await count(spec, { solver: 'tactics', max: 1000 });
      expect([rules, tactics.count]).toEqual([rules, expected]);
    }
  });

  it('the three published puzzles of them (dclamage/SudokuVariantSolverJS, CC BY 4.0) are unique with their published solutions', async () => {
    const entries = JSON.parse(readFileSync(resolve(ROOT, 'puzzles/palindrome-modular-dclamage.json'), 'utf8')) as {
      title: string;
      puzzle: string;
      solution: string;
    }[];
    expect(entries).toHaveLength(3);
    for (const entry of entries) {
      const r = await unique(entry.puzzle);
      expect([entry.title, r.verdict, r.verdict === 'unique' ? String(r.solution) : '']).toEqual([entry.title, 'unique', entry.solution]);
    }
  });
});
