// Checks every variant kind's tests share: counts on 4x4 grids against a brute force, and the
// published puzzles of a collection file unique with their published solutions (propagators off and on).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import { type Rule, ruleKind } from '../src/core/rules/index.js';
import { count, type PuzzleSpec, unique } from '../src/index.js';
import { allSolutions, ROOT, sample } from './helpers.js';

/**
 * `count` of a 4x4 with these rules and no givens, under every encoding preset and treatment of
 * givens (and for lines and comparisons, read by their automata and order variables), and by the tactics route, equals the complete grids `holds` accepts (a check written in
 * the test from the rules), which are some but not all of the 288.
 */
export async function expectCountsOf(rules: Rule[], holds: (cells: Uint16Array) => boolean): Promise<void> {
  const spec: PuzzleSpec = { givens: new Array(16).fill(0), box: '2x2', rules };
  const expected = allSolutions(2).filter((g) => holds(g.cells)).length;
  expect([rules, expected > 0, expected < 288]).toEqual([rules, true, true]);
  for (const encoding of ['minimal', 'efficient', 'extended', 'dtu'] as const)
    for (const givens of ['units', 'eliminate'] as const) {
      const r = await count(spec, { encoding, givens, max: 1000 });
      expect([rules, encoding, givens, r.count, r.complete]).toEqual([rules, encoding, givens, expected, true]);
    }
  // Rules along lines read by their automata, and comparisons through order variables, instead of their pairs.
  for (const [lineEncoding, has] of [
    ['mdd', 'lineAutomaton'],
    ['order', 'comparisons'],
  ] as const)
    if (rules.some((rule) => ruleKind(rule)[has]))
      for (const givens of ['units', 'eliminate'] as const) {
        const r = await count(spec, { lineEncoding, givens, max: 1000 });
        expect([rules, lineEncoding, givens, r.count, r.complete]).toEqual([rules, lineEncoding, givens, expected, true]);
      }
  const tactics = await count(spec, { solver: 'tactics', max: 1000 });
  expect([rules, tactics.count]).toEqual([rules, expected]);
}

/**
 * Every puzzle of a collection in `puzzles/` ({title, puzzle, solution} entries, `many` of them) is
 * unique with its published solution, with the embedded core's propagators off and on (on: two of
 * them, first and last, in the quick run).
 */
export async function expectPublishedUnique(file: string, many: number): Promise<void> {
  const entries = JSON.parse(readFileSync(resolve(ROOT, 'puzzles', file), 'utf8')) as { title: string; puzzle: string; solution: string }[];
  expect(entries).toHaveLength(many);
  const propagated = new Set(sample(entries, 2));
  for (const entry of entries)
    for (const propagators of propagated.has(entry) ? (['off', 'on'] as const) : (['off'] as const)) {
      const r = await unique(entry.puzzle, { propagators });
      expect([entry.title, propagators, r.verdict, r.verdict === 'unique' ? String(r.solution) : '']).toEqual([
        entry.title,
        propagators,
        'unique',
        entry.solution,
      ]);
    }
}
