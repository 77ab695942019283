import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { houseSums } from '../../encodings/sums/house-sums.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { ROOT } from '../helpers.js';

// The innies and outies the `innies` redundancy writes hold on published solutions: each derived
// sum, its cells counted with their signs, adds up to its sum.
describe('innies and outies', () => {
  it('every derived sum of the 9 HS_KILLERS holds on its published solution, and there are some of each kind', () => {
    const file = resolve(ROOT, 'puzzles/killers-hs.txt');
    const entries = parsePuzzles(readFileSync(file, 'utf8'), file).entries;
    let innies = 0;
    let outies = 0;
    for (const entry of entries) {
      if (!entry.ok) throw new Error(entry.error.message);
      const solution = entry.expectedSolution!;
      for (const d of houseSums(entry.grid.shape)) {
        const total = d.cells.reduce((t, c, i) => t + d.signs[i]! * solution.get(Math.floor(c / 9), c % 9), 0);
        expect([d.what, d.cells, total]).toEqual([d.what, d.cells, d.sum]);
        expect(d.cells.length).toBeLessThanOrEqual(3);
        if (d.signs.includes(-1)) outies++;
        else innies++;
      }
    }
    expect([innies > 0, outies > 0]).toEqual([true, true]);
  });
});
