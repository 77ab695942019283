// The killer forms of the forums: the enjoysudoku "snarfable" 81-character form and SudoCue's
// `3x3::k:` form, read from the two published sets in puzzles/ and from small hand-made lines.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unique } from '../../src/index.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { expectVerdict, ROOT, runCli } from '../helpers.js';

const read = (text: string) => parsePuzzles(text, 'k.txt');
const failure = (text: string) => {
  const e = read(text).entries[0]!;
  return e.ok ? 'read' : e.error.toString();
};
const lines = (file: string) =>
  readFileSync(resolve(ROOT, 'puzzles', file), 'utf8')
    .trim()
    .split('\n');

/** A snarfable line whose every row is one cage: the row's sum at its first cell, arrows to the left after it. */
const rowCages = 'j<<<<<<<<'.repeat(9);

describe('killer lines', () => {
  it('the snarfable form: a cage per sum, its cells reached by arrows', () => {
    const file = read(`${rowCages}\n`);
    expect(file.format).toBe('killer');
    const e = file.entries[0]!;
    expect(e.ok).toBe(true);
    if (!e.ok) return;
    expect(e.grid.shape.rules).toHaveLength(9);
    expect(e.grid.shape.rules[0]).toEqual({ kind: 'cage', cells: [0, 1, 2, 3, 4, 5, 6, 7, 8], sum: 45 });
    expect(e.grid.givens()).toBe(0);
  });

  it("every arrow: < > ^ v and the diagonals ` ' , .", () => {
    const grid = Array.from({ length: 81 }, () => '0');
    // r1c1 = 10 with r1c2 (<), r2c1 (^) and r2c2 (`, up-left).
    grid[0] = 'A';
    grid[1] = '<';
    grid[9] = '^';
    grid[10] = '`';
    // r2c4 (no sum) with r2c5 (<), r3c3 (', up-right) and r3c4 (^).
    grid[13] = '<';
    grid[20] = "'";
    grid[21] = '^';
    // r4c2 (, down-left) with r5c1; r4c4 (. down-right) with r5c5; r5c2 (>) with r5c3.
    grid[28] = ',';
    grid[30] = '.';
    grid[37] = '>';
    const e = read(`${grid.join('')}\n`).entries[0]!;
    expect(e.ok).toBe(true);
    if (!e.ok) return;
    const cages = e.grid.shape.rules.filter((r) => r.kind === 'cage' && r.cells.length > 1);
    expect(cages).toHaveLength(5);
    for (const cage of [
      { kind: 'cage', cells: [0, 1, 9, 10], sum: 10 },
      { kind: 'cage', cells: [12, 13, 20, 21] },
      { kind: 'cage', cells: [28, 36] },
      { kind: 'cage', cells: [30, 40] },
      { kind: 'cage', cells: [37, 38] },
    ])
      expect(cages).toContainEqual(cage);
  });

  it('the published TAREK_ALL set reads, 42 killers of 9x9 with cages only', () => {
    const file = read(lines('killers-tarek.txt').join('\n'));
    expect(file.format).toBe('killer');
    expect(file.entries).toHaveLength(42);
    for (const e of file.entries) {
      expect(e.ok).toBe(true);
      if (e.ok) expect(e.grid.shape.rules.reduce((t, r) => t + (r.kind === 'cage' ? r.cells.length : 0), 0)).toBe(81);
    }
  });

  it("SudoCue's form, with d for both diagonals, and a published solution after it", async () => {
    const file = read(lines('killers-hs.txt').slice(0, 2).join('\n'));
    expect(file.format).toBe('killer');
    const [e] = file.entries;
    expect(e!.ok).toBe(true);
    if (!e!.ok) return;
    expect(e!.grid.shape.rules.filter((r) => r.kind === 'diagonal')).toHaveLength(2);
    expect(Array.from(e!.expectedSolution!.cells).join('')).toBe(lines('killers-hs.txt')[0]!.split(' ')[1]);
    const r = expectVerdict(await unique(e!.grid), 'unique');
    expect(r.solution.equals(e!.expectedSolution!)).toBe(true);
  });

  it('the CLI reads a file of them as a batch, one verdict each and one summary line', () => {
    const r = runCli(['unique', '-', '--format', 'line'], { input: `${lines('killers-hs.txt').slice(0, 3).join('\n')}\n` });
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n').filter((l) => /^\d+ unique \d{81}$/.test(l))).toHaveLength(3);
    expect(r.stderr).toMatch(/^3 puzzles: 3 unique, 0 multiple/m);
  });

  it('a classic line with . for empty cells is still a classic line', () => {
    expect(read('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n').format).toBe('line');
  });

  it('say where they are wrong', () => {
    expect(failure(`${'>'.repeat(81)}\n`)).toBe("k.txt:1:9: the arrow '>' points off the grid");
    expect(failure(`><${rowCages.slice(2)}\n`)).toBe('k.txt:1:1: these arrows go round in a loop and reach no cage sum');
    expect(failure(`${rowCages} 1234\n`)).toBe('k.txt:1:83: after a killer, a line holds only its solution: 81 digits 1-9');
    expect(failure('3x3::k:1:2:3:\n')).toBe("k.txt:1:1: a killer in SudoCue's form has 81 cells after '3x3::k:', this one 3");
    const cells = Array.from({ length: 81 }, (_, i) => (i === 1 ? 10 * 256 + 1 : i === 0 ? 3 * 256 + 1 : 0));
    expect(failure(`3x3::k:${cells.join(':')}:\n`)).toBe('k.txt:1:12: cage 1 has the sum 3 in an earlier cell and 10 here');
  });
});
