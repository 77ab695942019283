// Three shapes of classic puzzle files that people have: YAML lists with remarks beside the rows,
// a size line over numbers and letters (A = 26), and 16x16 batches with a label after each grid.
// Each is read from a fixture of its shape and from texts the test writes from known grids.
import { describe, expect, it } from 'vitest';
import type { Grid } from '../../src/core/grid.js';
import type { PuzzleEntry } from '../../src/formats/puzzle.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { patternGrid, runCli, withHoles } from '../helpers.js';

const good = (entries: PuzzleEntry[]): Extract<PuzzleEntry, { ok: true }>[] =>
  entries.map((e) => {
    if (!e.ok) throw new Error(`unexpected error: ${e.error.toString()}`);
    return e;
  });

const cellsOf = (grid: Grid) => Array.from(grid.cells);

describe('a YAML list whose items carry remarks beside their rows', () => {
  it('reads every item of the fixture, the remarks read as no rows, and keeps an item’s title', () => {
    const r = runCli(['show', 'test/fixtures/yaml-comments.yaml', '--format', 'line']);
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n')).toEqual(['1.....4..3.....2', '12............12', '...22........1..', '4..............4', '']);
    expect(r.stderr).toBe('test/fixtures/yaml-comments.yaml: 4 puzzles read as yaml (4x4)\n');
  });

  it('skips remarks under any of their usual keys, in flow and block style, and names the puzzle by its title', () => {
    const text = [
      '- {rows: ["1...", "..4.", ".3..", "...2"], notes: ["abcd", "efgh", "ijkl", "mnop"]}',
      '- title: Second',
      '  rows: [[0, 0, 0, 2], [2, 0, 0, 0], [0, 0, 0, 0], [0, 1, 0, 0]]',
      '  remarks: [[1, 2], [3, 4]]',
      '  description: [x, y, z, w]',
    ].join('\n');
    const [first, second] = good(parsePuzzles(text, 'r.yaml').entries);
    expect(cellsOf(first!.grid)).toEqual([1, 0, 0, 0, 0, 0, 4, 0, 0, 3, 0, 0, 0, 0, 0, 2]);
    expect(cellsOf(second!.grid)).toEqual([0, 0, 0, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0]);
    expect([first!.title, second!.title]).toEqual([undefined, 'Second']);
  });

  it('a mapping of lists is searched for grids, never taken for the rows of one', () => {
    // Two lists of four numbers under keys were once read as a grid of two rows.
    const text = '- {a: [1, 2, 3, 4], b: [4, 3, 2, 1]}\n- rows: ["1...", "....", "....", "...1"]\n';
    const entries = parsePuzzles(text, 'm.yaml').entries;
    expect(good(entries).map((e) => e.index)).toEqual([1]);
  });
});

/** A grid written as the size-line files write it: numbers up to 25, letters beyond, | between boxes, dashes between bands. */
function sizeLineText(grid: Grid, blank = '0'): string {
  const { n } = grid;
  const k = Math.sqrt(n);
  const token = (v: number) => (v === 0 ? blank : v <= 25 ? String(v) : String.fromCharCode(65 + v - 26));
  const lines = [String(n)];
  for (let r = 0; r < n; r++) {
    if (r > 0 && r % k === 0) lines.push('-'.repeat(4 * n));
    const boxes = Array.from({ length: k }, (_, b) => Array.from({ length: k }, (_, c) => token(grid.get(r, b * k + c))).join(' '));
    lines.push(boxes.join(' | '));
  }
  return `${lines.join('\n')}\n`;
}

describe('a size line over rows of numbers and letters (A = 26)', () => {
  it.each([6, 7])('reads a grid of boxes of side %i written so, cell for cell, boxes from the separators', (k) => {
    const puzzle = withHoles(patternGrid(k), 0.5, k);
    const [e] = good(parsePuzzles(sizeLineText(puzzle), 'big.txt').entries);
    expect(cellsOf(e!.grid)).toEqual(cellsOf(puzzle));
    expect(e!.grid.shape.key).toBe(`${k}x${k}`);
  });

  it('reads lower-case letters and . blanks alike', () => {
    const puzzle = withHoles(patternGrid(6), 0.5, 5);
    const [e] = good(parsePuzzles(sizeLineText(puzzle, '.').toLowerCase(), 'big.txt').entries);
    expect(cellsOf(e!.grid)).toEqual(cellsOf(puzzle));
  });

  it('reads the 49x49 fixture, and show says what it read', () => {
    const r = runCli(['show', 'test/fixtures/size-line-letters-49x49.txt', '--format', 'json']);
    expect(r.status).toBe(0);
    const rows = (JSON.parse(r.stdout) as { rows: number[][] }).rows;
    // Row 1 as written: `4 5 6 7 8 0 0 | 0 12 0 14 15 16 0 | 0 0 0 21 0 0 0 | 25 A B 0 0 0 0 | G …`.
    expect(rows[0]!.slice(0, 29)).toEqual([4, 5, 6, 7, 8, 0, 0, 0, 12, 0, 14, 15, 16, 0, 0, 0, 0, 21, 0, 0, 0, 25, 26, 27, 0, 0, 0, 0, 32]);
    expect(rows.flat().filter((v) => v > 25).length).toBeGreaterThan(100);
    expect(r.stderr).toBe('test/fixtures/size-line-letters-49x49.txt: 1 puzzle read as grid (49x49)\n');
  });

  it('a letter beyond the grid is bad input at its place, exit 2', () => {
    const text = sizeLineText(withHoles(patternGrid(6), 0.5, 2)).replace(/^(\d+ )/m, 'Z ');
    const r = runCli(['show', '-'], { input: text });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(
      "<stdin>:2:1: letter 'Z' stands for 51 (numbers up to 25, then A = 26, B = 27, …), but a 36x36 grid has values 1..36",
    );
  });
});

describe('several 16x16 grids, a label after the last row of each and a blank line between them', () => {
  const puzzles = [1, 2, 3].map((seed) => withHoles(patternGrid(4), 0.5, seed));
  const rows = (grid: Grid) =>
    Array.from({ length: 16 }, (_, r) =>
      Array.from({ length: 16 }, (_, c) => (grid.get(r, c) === 0 ? '.' : String(grid.get(r, c)))).join(' '),
    );

  it('reads each grid, the label on the last row or on a line of its own', () => {
    const onRow = puzzles.map((g, i) => `${rows(g).join('\n')} #${i + 1}`).join('\n\n');
    const onLine = puzzles.map((g, i) => `${rows(g).join('\n')}\n#${i + 1}`).join('\n\n');
    for (const [text, starts] of [
      [onRow, [1, 18, 35]],
      [onLine, [1, 19, 37]],
    ] as const) {
      const entries = good(parsePuzzles(`${text}\n`, 'b.txt').entries);
      expect(entries.map((e) => cellsOf(e.grid))).toEqual(puzzles.map(cellsOf));
      expect(entries.map((e) => e.line)).toEqual(starts);
    }
  });

  it('reads the fixture as a batch of three, and show says so', () => {
    const r = runCli(['show', 'test/fixtures/labelled-16x16.txt']);
    expect(r.status).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(3);
    expect(r.stderr).toBe('test/fixtures/labelled-16x16.txt: 3 puzzles read as grid (16x16)\n');
  });

  it('a row too short in the second grid is bad input there; the others are read', () => {
    const text = puzzles.map((g, i) => `${rows(g).join('\n')} #${i + 1}`).join('\n\n');
    const lines = text.split('\n');
    lines[20] = lines[20]!.replace(/ \S+$/, '');
    const entries = parsePuzzles(lines.join('\n'), 'b.txt').entries;
    expect(entries.map((e) => e.ok)).toEqual([true, false, true]);
    const bad = entries[1]!;
    expect(bad.ok ? '' : bad.error.toString()).toMatch(/^b\.txt:21:\d+: row 4 has 15 cells, expected 16$/);
  });
});
