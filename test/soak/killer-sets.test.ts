// Interactive Sudoku Solver's public killer sets (puzzles/killers-*.txt): every puzzle proved
// unique, with its published solution where one is published, under the default encoding and
// every sum encoding (under SUDOCNF_TEST_FULL: every puzzle under every encoding; else the HS set
// and every tenth TAREK puzzle, each under one encoding in turn, so that every encoding is run).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUM_ENCODING_NAMES } from '../../encodings/sums/index.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { unique } from '../../src/index.js';
import { FULL, ROOT } from '../helpers.js';

function entries(name: string) {
  const file = resolve(ROOT, 'puzzles', name);
  return parsePuzzles(readFileSync(file, 'utf8'), file).entries.map((entry) => {
    if (!entry.ok) throw new Error(entry.error.message);
    return entry;
  });
}

describe("ISS's killer sets are unique under every sum encoding", () => {
  for (const [name, every] of [
    ['killers-hs.txt', 1],
    ['killers-tarek.txt', FULL ? 1 : 10],
  ] as const) {
    it(`${name}${every > 1 ? `, every ${every}th puzzle` : ''}`, async () => {
      const puzzles = entries(name).filter((_, i) => i % every === 0);
      for (const [i, entry] of puzzles.entries())
        for (const sumEncoding of FULL ? SUM_ENCODING_NAMES : [SUM_ENCODING_NAMES[i % SUM_ENCODING_NAMES.length]!]) {
          const r = await unique(entry.grid, { sumEncoding });
          const solution = r.verdict === 'unique' ? String(r.solution) : '';
          expect([i, sumEncoding, r.verdict]).toEqual([i, sumEncoding, 'unique']);
          if (entry.expectedSolution) expect([i, sumEncoding, solution]).toEqual([i, sumEncoding, String(entry.expectedSolution)]);
        }
    }, 600_000);
  }
});
