// Reads every file of the shared puzzle collection and checks it against MANIFEST.tsv:
// grid size, puzzle count and givens for good files, a located error for malformed ones, and an
// error naming both cells for files whose givens clash.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verify } from '../../src/core/grid.js';
import { parsePuzzles, type PuzzleFile } from '../../src/formats/read.js';
import { HAVE_SHARED, SHARED } from '../helpers.js';

interface ManifestRow {
  path: string;
  format: string;
  n: string;
  puzzles: number;
  givens: string;
  expect: 'ok' | 'malformed' | 'clash';
}

function manifest(): ManifestRow[] {
  return readFileSync(resolve(SHARED, 'MANIFEST.tsv'), 'utf8')
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith('#') && !l.startsWith('path\t'))
    .map((l) => {
      const [path, format, n, puzzles, givens, expect] = l.split('\t');
      return { path: path!, format: format!, n: n!, puzzles: Number(puzzles), givens: givens!, expect: expect as ManifestRow['expect'] };
    });
}

const read = (path: string): PuzzleFile => parsePuzzles(readFileSync(resolve(SHARED, path), 'utf8'), path);

describe.skipIf(!HAVE_SHARED)('shared puzzle collection (MANIFEST.tsv)', () => {
  const rows = HAVE_SHARED ? manifest() : [];

  it('lists files', () => {
    expect(rows.length).toBeGreaterThan(500);
  });

  it.each(rows.filter((r) => r.expect === 'ok').map((r) => [r.path, r] as const))('%s reads as listed', (_path, row) => {
    const file = read(row.path);
    const errors = file.entries.filter((e) => !e.ok).map((e) => (!e.ok ? e.error.toString() : ''));
    expect(errors).toEqual([]);
    const grids = file.entries.map((e) => (e.ok ? e.grid : undefined)).filter((g) => g !== undefined);
    expect(grids).toHaveLength(row.puzzles);
    expect([...new Set(grids.map((g) => String(g.n)))].join(',')).toBe(row.n);
    const givens = grids.map((g) => g.givens());
    const range = givens.length === 1 ? String(givens[0]) : `${Math.min(...givens)}-${Math.max(...givens)}`;
    expect(range).toBe(row.givens);
  });

  it.each(rows.filter((r) => r.expect === 'malformed').map((r) => [r.path, r] as const))(
    '%s is reported with file:line:column',
    (_path, row) => {
      const bad = read(row.path).entries.find((e) => !e.ok);
      expect(bad && !bad.ok && bad.error.toString()).toMatch(new RegExp(`^${row.path.replace(/\./g, '\\.')}:\\d+:\\d+: \\S`));
    },
  );

  it.each(rows.filter((r) => r.expect === 'clash').map((r) => [r.path, r] as const))('%s names both clashing cells', (_path, row) => {
    const bad = read(row.path).entries.find((e) => !e.ok);
    expect(bad && !bad.ok && bad.error.toString()).toMatch(/:\d+:\d+: conflicting givens: r\d+c\d+ and r\d+c\d+ \(line \d+, column \d+\)/);
  });

  it('names the known clashes exactly', () => {
    const first = (path: string) => {
      const e = read(path).entries[0]!;
      return !e.ok ? e.error.toString() : '';
    };
    expect(first('9x9/invalid_and_multi/9x9gridFalse.txt')).toContain('r6c1 and r1c1 (line 1, column 1) both hold 8 in column 1');
    expect(first('shnarazk_sudoku_sat/sudoku64.txt')).toContain('and r8c58 (line 8, column 58)');
    expect(first('9x9/invalid_and_multi/9x9_extra_number.txt')).toBe(
      '9x9/invalid_and_multi/9x9_extra_number.txt:8:19: row 8 has 10 cells, expected 9',
    );
  });

  it('puzzle files and their solution files agree', () => {
    for (const [puzzle, solution] of [
      ['4x4.txt', '4x4s.txt'],
      ['9x9grid.txt', '9x9gridS.txt'],
      ['16x16.txt', '16x16s.txt'],
      ['25x25.txt', '25x25s.txt'],
    ]) {
      const p = read(`b-nguyen_theory-final-project/${puzzle}`).entries[0]!;
      const s = read(`b-nguyen_theory-final-project/${solution}`).entries[0]!;
      expect(p.ok && s.ok && verify(p.grid, s.grid)).toEqual({ ok: true });
    }
  });

  it('corpus lines carry counts, and their solutions verify', () => {
    const entries = read('9x9/tdoku_test_puzzles').entries;
    const counts = entries.map((e) => (e.ok ? e.expectedCount : -1));
    expect(counts.filter((c) => c === 1)).toHaveLength(18);
    expect(counts.filter((c) => c === 0)).toHaveLength(10);
    for (const e of entries) if (e.ok && e.expectedSolution) expect(verify(e.grid, e.expectedSolution)).toEqual({ ok: true });
  });

  it('complete grids verify', () => {
    for (const f of ['sudoku_9x9.csv', 'sudoku_16x16_shuffled.csv', 'sudoku_25x25.csv', 'Sudoku_49x49_Board.csv', 'sudoku_81x81.csv']) {
      const e = read(`EmilyPorter8_SudokuSolver_cpts440/BoardGenerator/${f}`).entries[0]!;
      expect(e.ok && verify(e.grid, e.grid)).toEqual({ ok: true });
    }
  });

  it('the Inkala 2012 puzzle reads the same from a grid file and from a line', () => {
    const grid = read('b-nguyen_theory-final-project/9x9grid.txt').entries[0]!;
    const line = read('9x9/famous_hard.txt').entries[1]!;
    expect(grid.ok && line.ok && grid.grid.equals(line.grid)).toBe(true);
  });
});
