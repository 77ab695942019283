// A puzzle's credit — title, author and rules text — read from documents, f-puzzles documents,
// their share links and collections, and written back by the writers that hold it, so that a
// puzzle keeps its credit through `show`.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import type { PuzzleEntry, PuzzleRecord } from '../../src/formats/puzzle.js';
import { MAX_RULES_TEXT } from '../../src/formats/puzzle.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { formatPuzzle } from '../../src/formats/write.js';
import { ROOT, runCli } from '../helpers.js';

const RULES = 'Normal sudoku rules apply.\nCells a knight\'s move apart differ: "no knight".';

const DOCUMENT = [
  'sudocnf: 1',
  'title: Knight Tour',
  'author: A. Setter',
  'ruleset: |',
  '  Normal sudoku rules apply.',
  `  Cells a knight's move apart differ: "no knight".`,
  'size: 4',
  'grid: ["1...", "....", "....", "...."]',
  'rules: [antiknight]',
].join('\n');

function only(text: string, file = 'p.txt'): PuzzleRecord {
  const { entries } = parsePuzzles(text, file);
  expect(entries).toHaveLength(1);
  const entry = entries[0] as PuzzleEntry;
  if (!entry.ok) throw entry.error;
  return entry;
}

const credit = (r: PuzzleRecord) => ({ title: r.title, author: r.author, rules: r.rules });

describe('credit', () => {
  it('is read from a document: title, author and its rules text under ruleset', () => {
    expect(credit(only(DOCUMENT))).toEqual({ title: 'Knight Tour', author: 'A. Setter', rules: RULES });
  });

  it('is written back by the document and f-puzzles writers, and read back the same', () => {
    const record = only(DOCUMENT);
    for (const format of ['document', 'fpuzzles'] as const) {
      const again = only(formatPuzzle(record.grid, format, undefined, record));
      expect(credit(again), format).toEqual(credit(record));
      expect(again.grid.cells).toEqual(record.grid.cells);
    }
  });

  it('is read from an f-puzzles document (its ruleset the rules text) and from its share link', () => {
    const doc = {
      title: 'Tiny',
      author: 'B. Setter',
      ruleset: 'Normal sudoku rules apply.\r\nNo knight.',
      size: 4,
      grid: Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => ({}))),
    };
    const expected = { title: 'Tiny', author: 'B. Setter', rules: 'Normal sudoku rules apply.\nNo knight.' };
    expect(credit(only(JSON.stringify(doc)))).toEqual(expected);
    expect(credit(only(`https://www.f-puzzles.com/?load=${LZString.compressToBase64(JSON.stringify(doc))}`))).toEqual(expected);
  });

  it("is read from a collection, the item's title and author standing over its puzzle's", () => {
    const { entries } = parsePuzzles(readFileSync(resolve(ROOT, 'puzzles/fortress-clone-dclamage.json'), 'utf8'), 'c.json');
    const first = entries[0]!;
    if (!first.ok) throw first.error;
    expect({ title: first.title, author: first.author }).toEqual({ title: 'Fortress Sudoku', author: 'Sam Cappleman-Lynes' });
  });

  it('is kept as plain text: a title or author one line of at most 100 characters, rules text bounded', () => {
    const long = 'x'.repeat(MAX_RULES_TEXT + 50);
    const record = only(
      JSON.stringify({
        title: `A\u0007 title\nover two lines ${'y'.repeat(200)}`,
        author: '  ',
        ruleset: `${long}\u0000`,
        size: 4,
        grid: Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => ({}))),
      }),
    );
    expect(record.title).toMatch(/^A title over two lines y+…$/);
    expect(record.title).toHaveLength(100);
    expect(record.author).toBeUndefined();
    expect(record.rules).toHaveLength(MAX_RULES_TEXT);
    expect(record.rules!.endsWith('…')).toBe(true);
  });

  it('that is not text is refused where it stands', () => {
    const { entries } = parsePuzzles(`sudocnf: 1\nsize: 4\nruleset: [a, b]\n`, 'p.yaml');
    const entry = entries[0]!;
    expect(entry.ok).toBe(false);
    if (entry.ok) return;
    expect(entry.error.message).toBe("'ruleset' is text");
    expect(entry.error.position).toMatchObject({ line: 3, column: 10 });
  });

  it('is kept by show from one format to another', () => {
    const shown = runCli(['show', '--format', 'fpuzzles', '-'], { input: DOCUMENT });
    expect(shown.status, shown.stderr).toBe(0);
    const doc = JSON.parse(shown.stdout) as Record<string, unknown>;
    expect({ title: doc.title, author: doc.author, ruleset: doc.ruleset }).toEqual({
      title: 'Knight Tour',
      author: 'A. Setter',
      ruleset: RULES,
    });
    const back = runCli(['show', '--format', 'document', '-'], { input: shown.stdout });
    expect(back.status, back.stderr).toBe(0);
    expect(credit(only(back.stdout))).toEqual(credit(only(DOCUMENT)));
  });
});
