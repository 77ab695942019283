import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { houseSums } from '../../encodings/sums/house-sums.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { PROPAGATED_HOUSE_SUM_CELLS, propagatedSums } from '../../src/routes/propagated-sums.js';
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

  it("the sums for the propagator (--propagators on) are the derived sums of distinct values longer than the CNF's, each holding on the published solution", () => {
    const file = resolve(ROOT, 'puzzles/killers-hs.txt');
    const entries = parsePuzzles(readFileSync(file, 'utf8'), file).entries;
    let sums = 0;
    for (const entry of entries) {
      if (!entry.ok) throw new Error(entry.error.message);
      const solution = entry.expectedSolution!;
      const expected = houseSums(entry.grid.shape, PROPAGATED_HOUSE_SUM_CELLS).filter((d) => d.distinct && d.cells.length > 3);
      const given = propagatedSums(entry.grid.shape);
      expect(given.map((s) => s.label)).toEqual(expected.map((d) => d.what));
      for (const s of given) {
        sums++;
        expect(s.distinct).toBe(true);
        expect(s.cells.length).toBeGreaterThan(3);
        expect(s.cells.length).toBeLessThanOrEqual(PROPAGATED_HOUSE_SUM_CELLS);
        // Each cell's literals are its values' (cell * 9 + value), the value its weight; the
        // solution's literals add up to the target.
        const total = s.cells.reduce((t, cell) => {
          const at = cell.lits.findIndex((lit, i) => {
            const c = Math.floor((lit - 1) / 9);
            return solution.get(Math.floor(c / 9), c % 9) === cell.weights[i];
          });
          return t + cell.weights[at]!;
        }, 0);
        expect([s.label, total]).toEqual([s.label, s.target]);
      }
    }
    expect(sums).toBeGreaterThan(9);
  });
});
