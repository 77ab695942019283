// The development corpus of published variant puzzles (puzzles/variants-dclamage.json: dclamage's
// SudokuVariantSolverJS collection, CC BY 4.0): every puzzle read, and proved unique with its
// published solution, but for one whose published solution breaks its own stated rule.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Grid, verify } from '../../src/core/grid.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { unique } from '../../src/index.js';
import { expectVerdict, ROOT } from '../helpers.js';

const corpus = JSON.parse(readFileSync(resolve(ROOT, 'puzzles/variants-dclamage.json'), 'utf8')) as {
  title: string;
  puzzle: string;
  solution: string;
}[];
/** Its published solution breaks its region-sum line r1c7-r1c6-r2c5: 2 against 5 + 6. */
const INCONSISTENT = 'Executive Function';

describe('published variant puzzles', () => {
  it('are 85, every one read as a puzzle sudocnf supports', () => {
    expect(corpus).toHaveLength(85);
    const refused = corpus.flatMap((entry) => {
      const e = parsePuzzles(entry.puzzle).entries[0]!;
      return e.ok ? [] : [`${entry.title}: ${e.error.message}`];
    });
    expect(refused).toEqual([]);
  });

  it('are unique with their published solutions', async () => {
    for (const entry of corpus.filter((e) => e.title !== INCONSISTENT)) {
      const r = await unique(entry.puzzle);
      expect([entry.title, r.verdict, r.verdict === 'unique' ? String(r.solution) : '']).toEqual([entry.title, 'unique', entry.solution]);
    }
  });

  it(`"${INCONSISTENT}": the published solution breaks a rule the puzzle states, and the unique solution found keeps them all`, async () => {
    const entry = corpus.find((e) => e.title === INCONSISTENT)!;
    const e = parsePuzzles(entry.puzzle).entries[0]!;
    if (!e.ok) throw e.error;
    const published = verify(e.grid, new Grid(e.grid.shape, Uint16Array.from(entry.solution, Number)));
    expect(published.ok ? '' : published.reason).toMatch(/^r2c5 = 6 and r1c7 = 2 break the region-sum line: r1c7 = r1c6\+r2c5/);
    const r = expectVerdict(await unique(entry.puzzle), 'unique');
    expect(verify(e.grid, r.solution).ok).toBe(true);
  });
});
