// The test helpers that choose what a quick run covers.
import { describe, expect, it } from 'vitest';
import { combinations, FULL, sample } from './helpers.js';

describe('combinations', () => {
  const options = [
    ['a', 'b', 'c', 'd', 'e', 'f'],
    [1, 2, 3],
    [true, false],
    ['w', 'x', 'y', 'z'],
  ] as const;
  const rows = combinations(...options);

  it('meets every pair of values of two options in some row', () => {
    for (let a = 0; a < options.length; a++)
      for (let b = a + 1; b < options.length; b++)
        for (const va of options[a]!)
          for (const vb of options[b]!)
            expect(
              rows.some((row) => row[a] === va && row[b] === vb),
              `${va} with ${vb}`,
            ).toBe(true);
  });

  it('is every combination under test:full, far fewer otherwise', () => {
    if (FULL) expect(rows).toHaveLength(6 * 3 * 2 * 4);
    else expect(rows.length).toBeLessThanOrEqual(30);
    expect(new Set(rows.map((row) => row.join())).size).toBe(rows.length);
  });

  it('is the whole product for two options', () => {
    expect(combinations(['a', 'b'], [1, 2, 3])).toHaveLength(6);
  });
});

describe('sample', () => {
  it('keeps the first and the last, evenly spread between', () => {
    const items = Array.from({ length: 101 }, (_, i) => i);
    if (!FULL) expect(sample(items, 5)).toEqual([0, 25, 50, 75, 100]);
    expect(sample(items, 200)).toEqual(items);
  });
});
