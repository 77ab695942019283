// Palindrome and modular lines: counts on small grids against a brute force, and the puzzles
// published with them.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers.js';
import type { Modular } from '../../src/core/rules/modular.js';
import type { Palindrome } from '../../src/core/rules/palindrome.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { formatPuzzle } from '../../src/formats/write.js';
import { expectUniqueAsPublished, readIss } from '../iss-corpus.js';
import { expectCountsOf, expectPublishedUnique } from '../variant-checks.js';

/** Lines of a 4x4 (cells r1c1 = 0 … r4c4 = 15). */
const LINES: (Palindrome | Modular)[][] = [
  [{ kind: 'palindrome', cells: [2, 7, 11, 14, 13] }],
  [{ kind: 'modular', cells: [0, 1, 2, 6] }],
  // Of mod 4 (ISS's Modular~4): any four cells in a row of different remainders by 4.
  [{ kind: 'modular', cells: [0, 5, 10, 15, 14], mod: 4 }],
  [
    { kind: 'palindrome', cells: [2, 7, 11, 14, 13] },
    { kind: 'modular', cells: [0, 4, 8] },
  ],
];

/** Whether a complete grid keeps a line's rule, written here from the rules. */
function holds(rule: Palindrome | Modular, cells: Uint16Array): boolean {
  const values = rule.cells.map((c) => cells[c]!);
  if (rule.kind === 'palindrome') return values.every((v, i) => v === values.at(-1 - i));
  const mod = rule.mod ?? 3;
  return values.every((_, i) => i + mod - 1 >= values.length || new Set(values.slice(i, i + mod).map((v) => v % mod)).size === mod);
}

describe('palindrome and modular lines', () => {
  it('count on 4x4 grids equals the solutions a brute force finds, under every encoding and treatment of givens', async () => {
    for (const rules of LINES) await expectCountsOf(rules, (cells) => rules.every((rule) => holds(rule, cells)));
  });

  it("a modular line of any mod is ISS's: its document form, its f-puzzles refusal past mod 3, ISS's puzzle with lines of mod 4 unique with its solution", async () => {
    const e = parsePuzzles('sudocnf: 1\nsize: 9\nrules: [{modular: [r1c1, r1c2, r1c3, r1c4], mod: 4}]\n', 'p.yaml').entries[0]!;
    expect(e.ok && e.grid.shape.id).toBe('3x3;rules=modular:4:r1c1,r1c2,r1c3,r1c4');
    if (e.ok) expect(() => formatPuzzle(e.grid, 'fpuzzles')).toThrow(/f-puzzles has no modular line of mod 4/);
    const bad = parsePuzzles('sudocnf: 1\nsize: 4\nrules: [{modular: [r1c1, r1c2], mod: 5}]\n', 'p.yaml').entries[0]!;
    expect(!bad.ok && bad.error.toString()).toBe("p.yaml:3:9: a modular line's mod is 2..4 (a remainder for each of its values), not 5");
    expect(readIss('.Modular~99999~R1C1~R1C2').ok).toBe(false);
    await expectUniqueAsPublished('Ahhhh, look at the pretty colors', (grid) =>
      grid.shape.rules.some((r) => r.kind === 'modular' && r.mod === 4),
    );
  }, 60_000);

  it('the three published puzzles of them (dclamage/SudokuVariantSolverJS, CC BY 4.0) are unique with their published solutions', async () => {
    await expectPublishedUnique('palindrome-modular-dclamage.json', 3);
  });

  it('a certificate made with --line-encoding mdd records it, and check-proof builds the same formula again; a puzzle without lines records none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sudocnf-line-cert-'));
    const published = JSON.parse(readFileSync('puzzles/whispers-dclamage.json', 'utf8')) as { puzzle: string }[];
    writeFileSync(join(dir, 'p.txt'), `${published[0]!.puzzle}\n`);
    const made = runCli(['unique', join(dir, 'p.txt'), '--line-encoding', 'mdd', '--proof', join(dir, 'cert')]);
    expect(made.status).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'cert/manifest.json'), 'utf8')).encoding.line).toBe('mdd');
    expect(runCli(['check-proof', join(dir, 'cert')]).stdout).toMatch(/verified, unique/);
    expect(runCli(['unique', 'puzzles/x-9x9.yaml', '--line-encoding', 'mdd', '--proof', join(dir, 'x')]).status).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'x/manifest.json'), 'utf8')).encoding.line).toBeUndefined();
  });
});
