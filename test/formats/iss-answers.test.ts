// ISS's stored puzzles that are published without a solution, checked against ISS's own answers
// (puzzles/iss-answers.json, written by `npm run bench -- iss-answers` from ISS's solver): unique
// with ISS's solution, multiple where ISS finds two (each of ISS's verified by sudocnf), no
// solution where ISS finds none. A sample of each verdict; all of them under FULL.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Grid as GridType } from '../../src/core/grid.js';
import { Grid, unique, verify } from '../../src/index.js';
import { FULL, ROOT, sampleBy } from '../helpers.js';
import { ISS_CORPUS, readIss } from '../iss-corpus.js';

type Answer = { status: 'unique'; solution: string } | { status: 'multiple'; solutions: string[] } | { status: 'no-solution' };
const ANSWERS = JSON.parse(readFileSync(resolve(ROOT, 'puzzles/iss-answers.json'), 'utf8')) as Record<string, Answer>;

/** A solution as ISS writes it (digits, or letters from A = 1 where the values pass 9), on the puzzle's shape. */
function gridOf(text: string, puzzle: GridType): GridType {
  const { shape } = puzzle;
  expect(text).toHaveLength(shape.n * shape.n);
  const numbers = Array.from(text, (ch) => (/\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 64));
  return new Grid(
    shape,
    Uint16Array.from(numbers, (v) => shape.indexOf(v) ?? 0),
  );
}

/** A solution written as ISS writes its published ones: digits, or on grids whose values pass 9 every value a letter from A = 1. */
function written(solution: GridType): string {
  const { shape } = solution;
  const letters = shape.valueOf(shape.n) > 9;
  return Array.from(solution.cells, (index) => {
    const v = shape.valueOf(index);
    return letters ? String.fromCharCode(64 + v) : String(v);
  }).join('');
}

describe("ISS's answers (puzzles/iss-answers.json)", () => {
  // A stored puzzle's key: its name, the n-th one of a name met again `name #n` (as bench/lib/iss-answers.mjs keys them).
  const keys = new Set(
    ISS_CORPUS.map((item, i) => {
      const before = ISS_CORPUS.slice(0, i).filter((other) => other.name === item.name).length;
      return before === 0 ? item.name : `${item.name} #${before + 1}`;
    }),
  );

  it('name stored puzzles, each with an answer of its kind, and agree with every solution published but one (multiple for ISS too)', () => {
    for (const [key, answer] of Object.entries(ANSWERS)) {
      expect(keys.has(key), key).toBe(true);
      expect(['unique', 'multiple', 'no-solution']).toContain(answer.status);
      if (answer.status === 'multiple') expect(new Set(answer.solutions).size).toBe(2);
    }
    const disagree = ISS_CORPUS.filter((item) => {
      const answer = ANSWERS[item.name];
      return item.solution !== undefined && answer !== undefined && !(answer.status === 'unique' && answer.solution === item.solution);
    }).map((item) => [item.name, ANSWERS[item.name]!.status]);
    // "Sandwich snipe 18" is published with a solution; ISS's solver finds it and a second.
    expect(disagree).toEqual([['Sandwich snipe 18', 'multiple']]);
  });

  const unpublished = ISS_CORPUS.filter((item) => item.solution === undefined && ANSWERS[item.name] !== undefined)
    .map((item) => ({ item, entry: readIss(item.input), answer: ANSWERS[item.name]! }))
    .filter((r) => r.entry.ok);
  const chosen = sampleBy(unpublished, (r) => r.answer.status, 3);

  it.each(chosen.map((r) => [r.item.name.slice(0, 60), r.answer.status, r] as const))(
    '%s: as ISS finds (%s)',
    async (_, __, { item, entry, answer }) => {
      if (!entry.ok) throw entry.error;
      const { grid } = entry;
      // Every one of ISS's solutions solves the puzzle as sudocnf reads it.
      const theirs = answer.status === 'unique' ? [answer.solution] : answer.status === 'multiple' ? answer.solutions : [];
      for (const text of theirs) expect(verify(grid, gridOf(text, grid)), item.name).toEqual({ ok: true });
      const r = await unique(grid, { timeout: FULL ? '60s' : '10s' });
      // A puzzle hard for the embedded solver is not a wrong answer: it is counted apart (npm run bench -- iss-share).
      if (r.verdict === 'unknown') return;
      expect(r.verdict).toBe(answer.status);
      if (r.verdict === 'unique' && answer.status === 'unique') expect(written(r.solution)).toBe(answer.solution);
      if (r.verdict === 'multiple') {
        expect(written(r.solution)).not.toBe(written(r.second));
        for (const solution of [r.solution, r.second]) expect(verify(grid, solution)).toEqual({ ok: true });
      }
    },
    90_000,
  );
});
