import { describe, expect, it } from 'vitest';
import { Grid, verify } from '../../src/core/grid.js';
import type { PuzzleEntry } from '../../src/formats/puzzle.js';
import { parsePuzzles, type ReadOptions } from '../../src/formats/read.js';
import { formatGrid, OUTPUT_FORMATS } from '../../src/formats/write.js';
import { writeLine } from '../../src/formats/line.js';
import { patternGrid, withHoles } from '../helpers.js';

const TOP95_1 = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

function one(text: string, options: ReadOptions = {}): Grid {
  const file = parsePuzzles(text, 'p.txt', options);
  expect(file.entries).toHaveLength(1);
  const e = file.entries[0]!;
  if (!e.ok) throw new Error(`unexpected error: ${e.error.toString()}`);
  return e.grid;
}

function failure(text: string, options: ReadOptions = {}): string {
  const entries = parsePuzzles(text, 'p.txt', options).entries;
  const bad = entries.find((e): e is Extract<PuzzleEntry, { ok: false }> => !e.ok);
  if (!bad) throw new Error('expected an error');
  return bad.error.toString();
}

const G4 = new Grid(2, Uint16Array.from([1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1]));

describe('line format', () => {
  it('reads a 9x9 line with . blanks and with 0 blanks', () => {
    const g = one(TOP95_1);
    expect(g.k).toBe(3);
    expect(g.givens()).toBe(17);
    expect(g.get(0, 0)).toBe(4);
    expect(g.get(0, 6)).toBe(8);
    expect(one(TOP95_1.replace(/\./g, '0')).equals(g)).toBe(true);
  });

  it('reads a batch: comments and blank lines skipped, a bad line reported, the rest read', () => {
    const text = `# header\n${TOP95_1}\n\n${TOP95_1.slice(1)}\n${TOP95_1}\n`;
    const file = parsePuzzles(text, 'b.txt');
    expect(file.format).toBe('line');
    expect(file.entries.map((e) => e.ok)).toEqual([true, false, true]);
    const bad = file.entries[1]!;
    expect(!bad.ok && bad.error.toString()).toBe('b.txt:4:1: a puzzle line has n² symbols (16, 36, 64, 81, 100, 144, …), this one has 80');
    expect(file.entries[2]).toMatchObject({ index: 3, line: 5 });
  });

  it('reads corpus lines puzzle:count[:solution]', () => {
    const solution = patternGrid(3);
    const puzzle = withHoles(solution, 0.5);
    const text = `${writeLine(puzzle)}:1:${writeLine(solution)}\n${writeLine(puzzle)}:7\n`;
    const [a, b] = parsePuzzles(text).entries;
    expect(a).toMatchObject({ ok: true, expectedCount: 1 });
    expect(a!.ok && a!.expectedSolution!.equals(solution)).toBe(true);
    expect(b).toMatchObject({ ok: true, expectedCount: 7 });
    expect(failure(`${writeLine(puzzle)}:x`)).toBe("p.txt:1:83: solution count 'x' is not a whole number");
  });

  it('reads 16x16 in 1-based 1-9A-G and 0-based hex, and --alphabet settles the ambiguity', () => {
    const g = patternGrid(4);
    const oneBased = writeLine(g);
    expect(oneBased).toContain('G');
    expect(one(oneBased).equals(g)).toBe(true);
    const hex = writeLine(withHoles(g, 0.5), '0-based');
    expect(hex).toMatch(/0/);
    expect(one(hex).equals(withHoles(g, 0.5))).toBe(true);
    // Without blanks other than 0 and without G, a hex line is read as 1-based (0 = blank) unless told.
    const full = writeLine(g, '0-based');
    expect(one(full, { alphabet: '0-based' }).equals(g)).toBe(true);
    expect(one(full).givens()).toBe(240);
  });

  it('names the column of an unknown symbol', () => {
    expect(failure(`${TOP95_1.slice(0, 10)}x${TOP95_1.slice(11)}`)).toBe(
      "p.txt:1:11: unknown symbol 'x' for a 9x9 grid (values 1-9, blanks . * _ 0)",
    );
  });

  it('names the symbol beyond n', () => {
    expect(failure('1234.........' + '5..')).toBe("p.txt:1:14: symbol '5' stands for 5, but a 4x4 grid has values 1..4");
    expect(failure(`${'G'.repeat(1)}H${'.'.repeat(254)}`)).toBe(
      "p.txt:1:2: symbol 'H' stands for 17, but a 16x16 grid has values 1..16; where A stands for 1, use alphabet: 'letters'",
    );
    expect(failure(`1234G${'.'.repeat(11)}`)).toBe("p.txt:1:5: unknown symbol 'G' for a 4x4 grid (values 1-4, blanks . * _ 0)");
  });
});

describe('grid formats', () => {
  it('reads whitespace grids with . _ and 0 blanks, box gaps and blank lines between bands', () => {
    const text = '1 2   . 4\n3 _   1 2\n\n2 1   4 3\n4 3   2 0\n';
    const g = one(text);
    expect(g.cells).toEqual(Uint16Array.from([1, 2, 0, 4, 3, 0, 1, 2, 2, 1, 4, 3, 4, 3, 2, 0]));
  });

  it('reads CSV with a trailing comma, TSV with trailing tabs, and -1 blanks', () => {
    expect(one('1,2,3,4,\n3,4,1,2,\n2,1,4,3,\n4,3,2,1,\n').equals(G4)).toBe(true);
    expect(one('1\t2\t3\t-1\t\r\n3\t4\t1\t2\t\r\n2\t1\t4\t3\t\r\n4\t3\t2\t1\t\r\n').get(0, 3)).toBe(0);
  });

  it('reads pipe-separated cells with empty fields as blanks, and | 1 | 2 | tables', () => {
    const g = one(' |2|3|4\n3|4|1|\n2|1|4|3\n4|3|2|1');
    expect(g.get(0, 0)).toBe(0);
    expect(g.get(1, 3)).toBe(0);
    expect(g.get(2, 3)).toBe(3);
    expect(one('| 1 | 2 | 3 | 4 |\n| 3 | 4 | 1 | 2 |\n| 2 | 1 | 4 | 3 |\n| 4 | 3 | 2 | 1 |').equals(G4)).toBe(true);
  });

  it('reads size lines: n (HDR), k then 1 (ACS), k (DTU with ;)', () => {
    expect(one('4\n1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1\n').equals(G4)).toBe(true);
    expect(one('2\r\n1\r\n1\t2\t3\t4\t\r\n3\t4\t1\t2\t\r\n2\t1\t4\t3\t\r\n4\t3\t2\t1\t\r\n').equals(G4)).toBe(true);
    const dtu = '2\n1;.;3;4;\n3;4;1;2\n2;1;4;3;\n4;3;2;1\n';
    expect(one(dtu).get(0, 1)).toBe(0);
    expect(one(dtu, { format: 'dtu' }).get(0, 2)).toBe(3);
  });

  it('reads borders, | between boxes, right-aligned numbers and a footer after a blank line', () => {
    const text = [
      ' +-------+-------+',
      ' |  1  2 |  3  4 |',
      ' |  3  4 |  .  2 |',
      ' +-------+-------+',
      ' |  2  1 |  4  3 |',
      ' |  4  3 |  2  1 |',
      ' +-------+-------+',
      '',
      '15 givens, 1 candidate.',
      'Puzzle is minimal',
    ].join('\r\n');
    const g = one(text);
    expect(g.givens()).toBe(15);
    expect(g.get(1, 2)).toBe(0);
  });

  it('reads rows of symbols grouped by spaces (0-based hex, * blanks)', () => {
    const g = withHoles(patternGrid(4), 0.6);
    const rows = writeLine(g, '0-based').replace(/\./g, '*').match(/.{16}/g)!;
    const text = rows
      .map((r) => r.match(/.{4}/g)!.join(' '))
      .map((r, i) => (i % 4 === 3 ? `${r}\n` : r))
      .join('\n');
    expect(parsePuzzles(text).format).toBe('grid');
    expect(one(text).equals(g)).toBe(true);
  });

  it('reads fixed-width symbol rows where a space is a blank (64-symbol alphabet)', () => {
    const g = withHoles(patternGrid(8), 0.5);
    const rows = writeLine(g).replace(/\./g, ' ').match(/.{64}/g)!;
    const file = parsePuzzles(`${rows.map((r) => `${r}\\n`).join('\n')}\n`);
    expect(file.format).toBe('symbols');
    expect(file.entries[0]!.ok && file.entries[0]!.grid.equals(g)).toBe(true);
  });

  it('reads a 16x16 one-symbol-per-character grid as symbols, not as a 4x4 batch', () => {
    const g = withHoles(patternGrid(4), 0.5);
    const text = writeLine(g).match(/.{16}/g)!.join('\n');
    expect(parsePuzzles(text).format).toBe('symbols');
    expect(one(text).equals(g)).toBe(true);
  });

  it('accepts a byte order mark and lone CR line ends', () => {
    expect(one('\ufeff1 2 3 4\r3 4 1 2\r2 1 4 3\r4 3 2 1').equals(G4)).toBe(true);
  });
});

describe('bad input names file, line and column', () => {
  it.each([
    ['1 2 3 4\n3 4 1 2 9\n2 1 4 3\n4 3 2 1\n', 'p.txt:2:9: row 2 has 5 cells, expected 4'],
    ['1 2 3 4\n3 4 1\n2 1 4 3\n4 3 2 1\n', 'p.txt:2:6: row 2 has 3 cells, expected 4'],
    ['1 2 3 4\n3 4 1 2\n2 1 4 3\n', 'p.txt:4:1: the grid has 3 rows, expected 4'],
    [
      '1 2 3\n3 1 2\n2 3 1\n',
      'p.txt:1:1: found 9 cells in 3 rows; a 4x4 grid has 16; a Sudoku is n x n, boxes of r x c cells with n = r·c (4, 6, 8, 9, 12, 16, …)',
    ],
    [
      Array.from({ length: 11 }, () => '1 2 3 4 5 6 7 8 9 10 11').join('\n'),
      'p.txt:1:1: found 121 cells in 11 rows; a 10x10 grid has 100; a Sudoku is n x n, boxes of r x c cells with n = r·c (4, 6, 8, 9, 12, 16, …)',
    ],
    ['1'.repeat(80), 'p.txt:1:1: a puzzle line has n² symbols (16, 36, 64, 81, 100, 144, …), this one has 80'],
    ['1'.repeat(82), 'p.txt:1:1: a puzzle line has n² symbols (16, 36, 64, 81, 100, 144, …), this one has 82'],
    ['5'.repeat(162), 'p.txt:1:1: a puzzle line has n² symbols (16, 36, 64, 81, 100, 144, …), this one has 162'],
    [`1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 ${'7'.repeat(500)}\n`, "p.txt:4:7: value '777777777777'… is out of range 1..4"],
    [
      '1 2 3 4\n3 4 1 2\n2 1 \x1b[2J 3\n4 3 2 1\n',
      "p.txt:3:5: '\\x1b[2J' is not a cell: a number 1..4, or a blank (0 -1 . _ * or an empty field)",
    ],
    ['int g[4][4] = {{1,2,3,4},{3,4,1,2},{2,1,4,3}};', 'p.txt:1:15: found 12 cells in 3 rows; a 4x4 grid has 16'],
    ['[[1,2,3,4],[3,4,1,2],[2,1,4],[4,3,2,1]]', 'p.txt:1:27: row 3 has 3 cells, expected 4 (found 15 cells in 4 rows; a 4x4 grid has 16)'],
    ['[[1,2,3,4],[3,4,1,2]],\n [2,1,4,3]]', "p.txt:2:11: ']' closes no list"],
    ['{{1,2,3,4},{3,4,1,2],{2,1,4,3},{4,3,2,1}}', "p.txt:1:20: ']' closes the '{' of line 1, column 12"],
    [
      'grid:\n  - [1, 2, 3, 4]\n  - [3, 4, 1, 2\n',
      'p.txt:4:1: not a YAML or JSON document: Flow sequence in block collection must be sufficiently indented and end with a ]',
    ],
    ['1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1\n1 2 3 4\n', 'p.txt:5:1: the grid has more than 4 rows (a 4x4 grid)'],
    ['1 2 3 4\n3 4 1 2\n2 1 4 5\n4 3 2 1\n', 'p.txt:3:7: value 5 is out of range 1..4'],
    ['1 2 3 4\n3 4 1 2\n2 1 ? 3\n4 3 2 1\n', "p.txt:3:5: '?' is not a cell: a number 1..4, or a blank (0 -1 . _ * or an empty field)"],
    [
      '1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 4\n',
      'p.txt:4:7: conflicting givens: r4c4 and r4c1 (line 4, column 1) both hold 4 in row 4 (2 more clashes)',
    ],
    ['3\n1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1\n', 'p.txt:1:1: the size line says 3, but the grid below has 4 rows of 4 cells'],
    ['', 'p.txt:1:1: no puzzle found: the file is empty'],
    ['\n\n  \n', 'p.txt:1:1: no puzzle found: the file is empty'],
    ['# nothing\n+---+\n', 'p.txt:1:1: no puzzle found: the file has only comments and borders'],
  ])('%j', (text, message) => {
    expect(failure(text)).toBe(message);
  });

  it('a 9x9 with 10 rows, one of 10 cells, points at the long row', () => {
    const rows = Array.from({ length: 9 }, () => '0,0,0,0,0,0,0,0,0');
    rows[7] += ',8';
    rows.push('0,0,0,0,0,0,0,0,0');
    expect(failure(rows.join('\n'))).toBe('p.txt:8:19: row 8 has 10 cells, expected 9');
  });

  it('the DTU format requires its k line', () => {
    expect(failure('1;2;3;4\n3;4;1;2\n2;1;4;3\n4;3;2;1\n', { format: 'dtu' })).toBe('p.txt:1:1: the first line must hold the box size k');
  });
});

describe('writers', () => {
  const grids = [2, 3, 4, 5].map((k) => withHoles(patternGrid(k), 0.5, k));

  it.each(OUTPUT_FORMATS.filter((f) => f !== 'json'))('%s reads back to the same grid', (format) => {
    // f-puzzles (and its links) hold grids up to 16x16.
    for (const g of grids.filter((g) => !format.startsWith('fpuzzles') || g.n <= 16))
      expect(one(formatGrid(g, format)).equals(g)).toBe(true);
  });

  it('line covers grids up to 64x64 and refuses larger ones', () => {
    for (const k of [6, 7, 8]) {
      const g = withHoles(patternGrid(k), 0.5, k);
      expect(one(formatGrid(g, 'line')).equals(g)).toBe(true);
    }
    expect(() => formatGrid(patternGrid(9), 'line')).toThrow(/cannot write an 81x81 grid/);
  });

  it('pretty frames boxes', () => {
    expect(formatGrid(G4, 'pretty')).toBe(
      ['+-----+-----+', '| 1 2 | 3 4 |', '| 3 4 | 1 2 |', '+-----+-----+', '| 2 1 | 4 3 |', '| 4 3 | 2 1 |', '+-----+-----+'].join('\n'),
    );
  });

  it('json gives rows with 0 for blanks', () => {
    const g = G4.clone();
    g.cells[0] = 0;
    expect(JSON.parse(formatGrid(g, 'json'))).toEqual({
      k: 2,
      box: '2x2',
      n: 4,
      givens: 15,
      rows: [
        [0, 2, 3, 4],
        [3, 4, 1, 2],
        [2, 1, 4, 3],
        [4, 3, 2, 1],
      ],
    });
  });

  it('dtu writes k then ;-separated rows', () => {
    expect(formatGrid(G4, 'dtu')).toBe('2\n1;2;3;4\n3;4;1;2\n2;1;4;3\n4;3;2;1');
  });

  it('a solved grid from any reader verifies against its puzzle', () => {
    const solution = patternGrid(3);
    const puzzle = one(formatGrid(withHoles(solution), 'dtu'));
    expect(verify(puzzle, one(formatGrid(solution, 'grid')))).toEqual({ ok: true });
  });
});

describe('array literals, YAML and JSON documents, and several grids in one file', () => {
  const INKALA = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
  const rowsOf = (line: string) =>
    Array.from({ length: 9 }, (_, r) => [...line.slice(r * 9, r * 9 + 9)].map((c) => (c === '.' ? 0 : Number(c))));

  function read(text: string, options: ReadOptions = {}) {
    const file = parsePuzzles(text, 'p.txt', options);
    return { format: file.format, grids: file.entries.map((e) => (e.ok ? String(e.grid) : e.error.toString())) };
  }

  it('a C initialiser, with its declaration and comments', () => {
    const c = `/* Inkala 2012 */\nint grid[9][9] = {\n${rowsOf(INKALA)
      .map((r) => `  {${r.join(', ')}}, // row`)
      .join('\n')}\n};\n`;
    expect(read(c)).toEqual({ format: 'array', grids: [INKALA] });
  });

  it('a JSON array of rows, a Python list with None and strings, a flat list', () => {
    expect(read(JSON.stringify(rowsOf(INKALA)))).toEqual({ format: 'yaml', grids: [INKALA] });
    const python = `grid = [\n${rowsOf(INKALA)
      .map((r) => `    [${r.map((v) => (v === 0 ? 'None' : `'${v}'`)).join(', ')}],`)
      .join('\n')}\n]  # the puzzle\n`;
    expect(read(python)).toEqual({ format: 'array', grids: [INKALA] });
    expect(read(`const p = [${rowsOf(INKALA).flat().join(',')}];`)).toEqual({ format: 'array', grids: [INKALA] });
  });

  it('YAML and JSON documents with grids under keys, rows as lists or strings', () => {
    const yaml = `four:\n  - [1, 0, 0, 4]\n  - [0, 0, 1, 0]\n  - [0, 1, 0, 0]\n  - [4, 0, 0, 1]\nnine:\n${rowsOf(INKALA)
      .map((r) => `  - "${r.join('').replaceAll('0', '.')}"`)
      .join('\n')}\n`;
    expect(read(yaml)).toEqual({ format: 'yaml', grids: ['1..4..1..1..4..1', INKALA] });
    const json = JSON.stringify({
      name: 'x',
      puzzles: {
        a: rowsOf(INKALA),
        b: [
          [1, 0, 0, 4],
          [0, 0, 1, 0],
          [0, 1, 0, 0],
          [4, 0, 0, 1],
        ],
      },
    });
    expect(read(json)).toEqual({ format: 'yaml', grids: [INKALA, '1..4..1..1..4..1'] });
    expect(read(json, { format: 'array' })).toEqual({ format: 'array', grids: [INKALA, '1..4..1..1..4..1'] });
  });

  it('grids under label lines, or set apart by blank lines, are a batch; bands stay one grid', () => {
    const a = '1 . . 4\n. . 1 .\n. 1 . .\n4 . . 1';
    const b = '. 2 . .\n. . . 3\n2 . . .\n. . 4 .';
    const batch = { format: 'grid', grids: ['1..4..1..1..4..1', '.2.....32.....4.'] };
    expect(read(`#1\n${a}\n\n#2\n${b}\n`)).toEqual(batch);
    expect(read(`Grid 01\n${a}\nGrid 02\n${b}\n`)).toEqual(batch);
    expect(read(`Puzzle 1:\n${a}\n\nPuzzle 2:\n${b}\n`)).toEqual(batch);
    expect(read(`${a}\n\n${b}\n`)).toEqual(batch);
    const bands = rowsOf(INKALA).map((r) => r.join(' '));
    expect(read([...bands.slice(0, 3), '', ...bands.slice(3, 6), '', ...bands.slice(6)].join('\n'))).toEqual({
      format: 'grid',
      grids: [INKALA],
    });
  });

  it('the sample files read as their names say', async () => {
    const { readPuzzleFile } = await import('../../src/formats/read-file.js');
    const cases: [string, string, number][] = [
      ['puzzles/inkala-2012.c', 'array', 1],
      ['puzzles/inkala-2012.json', 'yaml', 1],
      ['puzzles/grids.yaml', 'yaml', 2],
      ['puzzles/two-4x4.txt', 'grid', 2],
    ];
    for (const [path, format, count] of cases) {
      const file = await readPuzzleFile(path);
      expect([path, file.format, file.entries.length, file.entries.every((e) => e.ok)]).toEqual([path, format, count, true]);
    }
  });
});

describe('classic files in the wild', () => {
  /** A grid's rows of symbols with `|` between boxes and `-` lines between bands, some cells blank. */
  function drawn(grid: Grid, symbols: string, within = ' '): string {
    const { n, shape } = grid;
    const out: string[] = [];
    for (let r = 0; r < n; r++) {
      const cells = Array.from({ length: n }, (_, c) => symbols[grid.get(r, c) - 1] ?? '.');
      const boxes = Array.from({ length: n / shape.boxCols }, (_, b) =>
        cells.slice(b * shape.boxCols, (b + 1) * shape.boxCols).join(within),
      );
      out.push(boxes.join(' | '));
      if (r % shape.boxRows === shape.boxRows - 1 && r < n - 1) out.push('-'.repeat(out.at(-1)!.length));
    }
    return `${out.join('\n')}\n`;
  }
  const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const SYM64 = '123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz#$+?';

  it('25x25 written with the letters A-Y (A = 1) reads, run together or spaced; a sparse one says which option reads it', () => {
    const puzzle = withHoles(patternGrid(5), 0.6, 3);
    const rows = (sep: string) =>
      Array.from({ length: 25 }, (_, r) => Array.from({ length: 25 }, (_, c) => LETTERS[puzzle.get(r, c) - 1] ?? '.').join(sep)).join('\n');
    expect(one(rows('')).equals(puzzle)).toBe(true);
    expect(one(rows(' ')).equals(puzzle)).toBe(true);
    expect(one(rows(''), { alphabet: 'letters' }).equals(puzzle)).toBe(true);
    const sparse = `UV${'.'.repeat(623)}`;
    expect(failure(sparse)).toBe(
      "p.txt:1:1: symbol 'U' stands for 30, but a 25x25 grid has values 1..25; where A stands for 1, use alphabet: 'letters'",
    );
    expect(one(sparse, { alphabet: 'letters' }).get(0, 0)).toBe(21);
  });

  it('symbols grouped by box with | between boxes and - lines between bands, at 9x9, 36x36 and 49x49', () => {
    for (const k of [3, 6, 7]) {
      const puzzle = withHoles(patternGrid(k), 0.5, k);
      expect([k, one(drawn(puzzle, SYM64, '')).equals(puzzle)]).toEqual([k, true]);
      expect([k, one(drawn(puzzle, SYM64)).equals(puzzle)]).toEqual([k, true]);
    }
  });

  it('a #label after the last row is no cell', () => {
    const puzzle = withHoles(patternGrid(3), 0.5, 2);
    const text = drawn(puzzle, '123456789').trimEnd();
    expect(one(`${text} #puzzle-1\n`).equals(puzzle)).toBe(true);
    expect(one(`${text}   # from the newspaper\n`).equals(puzzle)).toBe(true);
    expect(failure(`${text} 5\n`)).toMatch(/^p\.txt:11:\d+: row 9 has 10 cells, expected 9$/);
  });

  it('a YAML list of puzzles whose entries hold remarks beside the rows reads the grids only', () => {
    const rows = TOP95_1.match(/.{9}/g)!.map((r) => `    - "${r}"`);
    const text = [
      '- name: first',
      '  comments: ["an easy one", "from a newspaper"]',
      '  tags: ["hard", "classic", "top95", "second"]',
      '  grid:',
      ...rows,
      '- name: second',
      '  grid:',
      ...rows,
    ].join('\n');
    const file = parsePuzzles(text, 'p.yaml');
    expect(file.entries.map((e) => e.ok && writeLine(e.grid))).toEqual([TOP95_1, TOP95_1]);
  });
});
