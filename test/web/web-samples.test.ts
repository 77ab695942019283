// The web app's sample menu says what some samples are ("with two solutions", "with no solution"):
// each such label is checked against the count of the puzzle it names.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePuzzles } from '../../src/formats/read.js';
import { count } from '../../src/index.js';
import { ROOT } from '../helpers.js';

const WORDS: Record<string, number> = { no: 0, one: 1, two: 2 };
const source = readFileSync(resolve(ROOT, 'web/src/samples.ts'), 'utf8');
const counted = [...source.matchAll(/sample\('([^']*with (\w+) solutions?[^']*)', '([^']+)'(?:, \w+(?:, (\d+))?)?\)/g)].map((m) => ({
  label: m[1]!,
  expected: WORDS[m[2]!] ?? Number(m[2]),
  file: m[3]!,
  index: Number(m[4] ?? 1),
}));

describe('the web app’s sample labels', () => {
  it('that say how many solutions a sample has say it right', async () => {
    expect(counted.length).toBeGreaterThanOrEqual(3);
    for (const { label, expected, file, index } of counted) {
      const entry = parsePuzzles(readFileSync(resolve(ROOT, 'puzzles', file), 'utf8')).entries[index - 1]!;
      if (!entry.ok) throw entry.error;
      const r = await count(entry.grid, { max: 100 });
      expect([label, r.count, r.complete]).toEqual([label, expected, true]);
    }
  });
});
