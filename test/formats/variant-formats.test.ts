import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { parsePuzzles } from '../../src/formats/read.js';
import { formatGrid, formatPuzzle } from '../../src/formats/write.js';
import { fpuzzlesLink } from '../../src/formats/fpuzzles.js';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ROOT, runCli } from '../helpers.js';

const read = (text: string, format?: 'document' | 'jigsaw' | 'fpuzzles') => parsePuzzles(text, 'p.txt', format ? { format } : {});
const failure = (text: string) => {
  const e = read(text).entries[0]!;
  return e.ok ? 'read' : e.error.toString();
};
const miracle = readFileSync(resolve(ROOT, 'puzzles/miracle-sudoku.yaml'), 'utf8');
const jigsaw = readFileSync(resolve(ROOT, 'puzzles/jigsaw-9x9.txt'), 'utf8');
const fpuzzles = readFileSync(resolve(ROOT, 'puzzles/jigsaw-9x9.fpuzzles.json'), 'utf8');

describe('puzzle documents', () => {
  it('are told from their text and read with their rules', () => {
    const file = read(miracle);
    expect(file.format).toBe('document');
    const e = file.entries[0]!;
    expect(e.ok && e.grid.shape.name).toBe('9x9 with anti-knight, anti-king, non-consecutive');
    expect(e.ok && e.grid.givens()).toBe(2);
  });

  it('take JSON as well as YAML, rows as one block, and extra regions', () => {
    const doc = JSON.stringify({
      sudocnf: 1,
      grid: '1...\n....\n....\n...2',
      rules: ['diagonal-main', { 'extra-region': ['r1c2', 'r2c1'] }],
    });
    const e = read(doc).entries[0]!;
    expect(e.ok && e.grid.shape.id).toBe('2x2;rules=diagonal-main extra-region:r1c2,r2c1');
  });

  it('say where they are wrong', () => {
    expect(failure('sudocnf: 1\nsize: 4\nbogus: 3\n')).toBe(
      "p.txt:3:1: unknown key 'bogus' in a puzzle document: use sudocnf, title, author, ruleset, source, notes, size, box, values, grid, givens, regions, rules",
    );
    expect(failure('sudocnf: 1\nsize: 4\nrules: [antiknight, killer]\n')).toMatch(/^p\.txt:3:21: unknown rule 'killer': use x, /);
    expect(failure('sudocnf: 1\ngrid:\n  - "1..."\n  - "...."\n  - "..."\n  - "...."\n')).toBe(
      "p.txt:5:6: row 3 of 'grid' has 3 cells, not 4",
    );
    expect(failure('sudocnf: 1\ngrid: ["1...", "....", "..x.", "...."]\n')).toBe(
      "p.txt:2:27: 'x' is not a value of a 4x4 grid (use 1-4, . or 0 for empty)",
    );
    expect(failure('sudocnf: 1\nsize: 4\ngivens: {r5c1: 2}\n')).toBe('p.txt:3:10: r5c1 is outside the 4x4 grid');
    expect(failure('sudocnf: 1\nsize: 4\nregions: [AABB, AABB, CCDD, CCCD]\n')).toBe(
      'p.txt:3:10: every region has 4 cells; the region of r3c1 has 5',
    );
    expect(failure('sudocnf: 1\nsize: 6\nrules: [windoku]\n')).toBe(
      'p.txt:3:9: windoku needs square boxes of side 2 or more, the grid has 2x3 boxes',
    );
    expect(failure('sudocnf: 2\nsize: 4\n')).toBe("p.txt:1:10: a puzzle document opens with 'sudocnf: 1' (the version of the format)");
    // Its rules without the marker: read as a document, which says what it lacks (not as grids without the rules).
    expect(failure('size: 4\ngrid: ["1...", "....", "....", "...."]\nrules: [antiknight]\n')).toBe(
      "p.txt:1:1: a puzzle document opens with 'sudocnf: 1' (the version of the format)",
    );
    expect(failure('regions: [AABB, AABB, CCDD, CCDD]\n')).toMatch(/^p\.txt:1:1: a puzzle document opens with 'sudocnf: 1'/);
    // Told from its `sudocnf:` key even when it does not parse, so that the parser's error is the one reported.
    expect(failure('sudocnf: 1\nsize: [4\n')).toMatch(/^p\.txt:3:1: not a YAML or JSON document: /);
  });

  it('clashing givens name the rule they break', () => {
    expect(failure('sudocnf: 1\ngrid: ["1...", "..1.", "....", "...."]\nrules: [antiknight]\n')).toBe(
      'p.txt:2:19: conflicting givens: r2c3 = 1 and r1c1 (line 2, column 9) = 1 break anti-knight',
    );
  });
});

describe('the two-line jigsaw form', () => {
  it('is told from its text, and regions that are the boxes read as the boxes', () => {
    expect(read(jigsaw).format).toBe('jigsaw');
    const boxes = read('1234341221434321\nAABBAABBCCDDCCDD\n').entries[0]!;
    expect(boxes.ok && boxes.grid.shape.id).toBe('2x2');
  });

  it('says where it is wrong', () => {
    expect(read('..\n', 'jigsaw').entries[0]).toMatchObject({ ok: false });
    const e = read('1...............\nAABBAABBCCDDCCD\n', 'jigsaw').entries[0]!;
    expect(!e.ok && e.error.toString()).toBe('p.txt:2:1: the regions line has 15 labels, one per cell is 16');
    const regions = read('1...............\nAAABAABBCCDDCCDD\n', 'jigsaw').entries[0]!;
    expect(!regions.ok && regions.error.toString()).toBe('p.txt:2:1: every region has 4 cells; the region of r1c1 has 5');
  });
});

describe('f-puzzles documents', () => {
  it('read as JSON, as an lz-string payload and as a share link, to the same puzzle', () => {
    const direct = read(fpuzzles).entries[0]!;
    const payload = read(LZString.compressToBase64(fpuzzles)).entries[0]!;
    const link = read(`https://www.f-puzzles.com/?load=${LZString.compressToBase64(fpuzzles)}\n`).entries[0]!;
    expect(direct.ok && payload.ok && link.ok).toBe(true);
    if (direct.ok && payload.ok && link.ok) {
      expect(payload.grid.equals(direct.grid) && link.grid.equals(direct.grid)).toBe(true);
      expect(read(fpuzzlesLink(direct.grid)).entries[0]).toMatchObject({ ok: true });
    }
  });

  it('are written as share links by show --format fpuzzles-link, a link a line, each read back as the same puzzle with its credit', () => {
    const file = resolve(ROOT, 'puzzles/variants-dclamage.json');
    const original = read(readFileSync(file, 'utf8')).entries.filter((e) => e.ok);
    const shown = runCli(['show', '--format', 'fpuzzles-link', file]);
    expect(shown.status, shown.stderr).toBe(0);
    const lines = shown.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(original.length);
    expect(original.length).toBeGreaterThan(1);
    lines.forEach((line, i) => {
      expect(line).toMatch(/^https:\/\/www\.f-puzzles\.com\/\?load=[A-Za-z0-9+/=]+$/);
      const back = read(line).entries[0]!;
      const before = original[i]!;
      if (!back.ok || !before.ok) throw new Error(`puzzle ${i + 1} did not read back`);
      expect(back.grid.equals(before.grid), `puzzle ${i + 1}`).toBe(true);
      expect({ title: back.title, author: back.author }).toEqual({ title: before.title, author: before.author });
    });
  });

  it('take every rule sudocnf has, and write them back', () => {
    const doc = JSON.stringify({
      size: 4,
      grid: Array.from({ length: 4 }, (_, r) => Array.from({ length: 4 }, (_, c) => (r === 0 && c === 0 ? { value: 1, given: true } : {}))),
      'diagonal+': true,
      'diagonal-': true,
      antiknight: true,
      nonconsecutive: false,
      extraregion: [{ cells: ['R1C2', 'R2C1'] }],
      title: 'x',
    });
    const e = read(doc).entries[0]!;
    expect(e.ok && e.grid.shape.id).toBe('2x2;rules=diagonal-anti diagonal-main extra-region:r1c2,r2c1 antiknight');
    if (e.ok)
      expect(read(formatGrid(e.grid, 'fpuzzles')).entries[0]).toMatchObject({ ok: true, grid: { shape: { rules: e.grid.shape.rules } } });
  });

  it('take killer cages, thermometers, arrows and little killers, and write them back', () => {
    const cell = (r: number, c: number) => `R${r}C${c}`;
    const doc = JSON.stringify({
      size: 4,
      grid: Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => ({}))),
      killercage: [{ cells: [cell(1, 1), cell(1, 2)], value: '3' }, { cells: [cell(3, 3), cell(3, 4)] }],
      thermometer: [{ lines: [[cell(4, 1), cell(3, 1), cell(2, 1)]] }],
      arrow: [{ cells: [cell(4, 4)], lines: [[cell(4, 4), cell(4, 3), cell(4, 2)]] }],
      littlekillersum: [
        { cell: 'R0C2', cells: [cell(1, 3), cell(2, 4)], direction: 'DR', value: '5' },
        { cell: 'R0C3', cells: [cell(1, 4)], value: '' },
      ],
    });
    const e = read(doc).entries[0]!;
    expect(e.ok && e.grid.shape.id).toBe(
      '2x2;rules=cage:3:r1c1,r1c2 cage:r3c3,r3c4 thermometer:r4c1,r3c1,r2c1 arrow:r4c4,r4c3,r4c2 little-killer:5:r1c3,r2c4',
    );
    if (e.ok) {
      for (const format of ['fpuzzles', 'document'] as const) {
        const back = read(formatGrid(e.grid, format)).entries[0]!;
        expect([format, back.ok && back.grid.shape.id]).toEqual([format, e.grid.shape.id]);
      }
    }
  });

  it('read a little killer from its place outside the grid and its direction, as other solvers write it, and write both', () => {
    const e = read(
      fdoc({
        littlekillersum: [
          { cell: 'R0C1', direction: 'DR', value: '7' },
          { cell: 'R5C3', direction: 'UL', value: '3' },
        ],
      }),
    ).entries[0]!;
    expect(e.ok && e.grid.shape.id).toBe('2x2;rules=little-killer:3:r4c2,r3c1 little-killer:7:r1c2,r2c3,r3c4');
    if (!e.ok) return;
    const written = JSON.parse(formatPuzzle(e.grid, 'fpuzzles')) as { littlekillersum: unknown[] };
    expect(written.littlekillersum).toContainEqual({ cell: 'R0C1', direction: 'DR', cells: ['R1C2', 'R2C3', 'R3C4'], value: '7' });
    expect(failure(fdoc({ littlekillersum: [{ cell: 'R0C1', direction: 'UP', value: '7' }] }))).toMatch(
      /^p\.txt:1:\d+: a little killer names its cells, or its place outside the grid \("cell": "R0C1"\) and its "direction" \(DR, DL, UR, UL\)$/,
    );
    expect(failure(fdoc({ littlekillersum: [{ cell: 'R0C1', direction: 'UR', value: '7' }] }))).toMatch(/direction points into the grid/);
  });

  it('refuse the constraints sudocnf does not support, by name and place', () => {
    const doc = `{"size": 4,\n "grid": ${JSON.stringify(Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => ({}))))},\n "sum": [{"cells": ["R1C1", "R1C2"], "value": "3"}]}`;
    expect(failure(doc)).toMatch(/^p\.txt:3:2: the f-puzzles constraint 'sum' is not one sudocnf supports/);
    const link = LZString.compressToBase64(doc);
    const broken = read(`{"size": 4, "grid": [[{}`, 'fpuzzles').entries[0]!;
    expect(!broken.ok && broken.error.toString()).toMatch(/^p\.txt:1:25: not a JSON document: /);
    expect(failure(link)).toMatch(
      /^p\.txt:1:1: the f-puzzles constraint 'sum' is not one sudocnf supports .*\(in the document the payload holds\), line 3, column 2$/,
    );
    expect(failure(`https://www.f-puzzles.com/?load=${link}`)).toMatch(/\(in the document the link holds\), line 3, column 2$/);
  });

  const empty4 = () => Array.from({ length: 4 }, () => Array.from({ length: 4 }, (): Record<string, unknown> => ({})));
  const fdoc = (extra: Record<string, unknown>, grid = empty4()) => JSON.stringify({ size: 4, grid, ...extra });

  it('name every constraint they do not support, not just the first', () => {
    expect(
      failure(
        fdoc({
          sum: [{ cells: ['R1C1', 'R1C2'], value: '3' }],
          fog: [{ cells: ['R2C1'] }],
          clock: [{ lines: [['R3C1', 'R3C2']] }],
        }),
      ),
    ).toMatch(/^p\.txt:1:\d+: the f-puzzles constraints 'sum', 'fog', 'clock' are not ones sudocnf supports/);
  });

  it('pass over drawings and solver settings with a note (the message shown when solved, without one), and read the puzzle', () => {
    const text = fdoc({
      successMessage: 'Well done!',
      disabledlogic: ['Naked Single'],
      truecandidatesoptions: ['colored'],
      line: [{ lines: [['R1C1', 'R1C2']] }],
      circle: [{ cells: ['R2C2'] }],
      text: [],
    });
    const e = read(text).entries[0]!;
    expect(e.ok && e.notes).toEqual([
      {
        text: "ignored 'disabledlogic' (a solver's setting), 'truecandidatesoptions' (a solver's setting), 'line' (cosmetic), 'circle' (cosmetic): nothing that constrains the solution",
        at: { file: 'p.txt', line: 1, column: 1 },
      },
    ]);
    const dir = mkdtempSync(join(tmpdir(), 'sudocnf-fp-'));
    writeFileSync(join(dir, 'p.json'), text);
    const r = runCli(['count', join(dir, 'p.json'), '--max', '1']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe(`${join(dir, 'p.json')}:1:1: note: ${e.ok && e.notes?.[0]?.text}\n`);
  });

  it('refuse what has the wrong type, where it is, instead of taking it silently', () => {
    const grid = empty4();
    grid[1]![1] = { value: 2, given: 'yes' };
    expect(failure(fdoc({}, grid))).toMatch(/^p\.txt:1:\d+: "given" of R2C2 is true or false$/);
    expect(failure(fdoc({ killercage: [{ cells: ['R1C1', 'R1C2'], value: [] }] }))).toMatch(
      /: a killer cage's value is its sum, a whole number written "10"$/,
    );
    expect(failure(fdoc({ arrow: [{ cells: ['R1C1'], lines: [] }] }))).toMatch(/: an arrow has at least one line; "lines" is empty$/);
    expect(failure(fdoc({ thermometer: [{ lines: [] }] }))).toMatch(/: a thermometer has at least one line; "lines" is empty$/);
    expect(failure(fdoc({ littlekillersum: [{ cells: ['R1C1'], value: { sum: 3 } }] }))).toMatch(
      /: a little killer's value is its sum, a whole number written "10"$/,
    );
  });

  it('a link that holds no puzzle (a short link, a SudokuPad id) says so, and a SudokuPad link to an f-puzzles payload reads', () => {
    for (const link of [
      'https://f-puzzles.com/?id=yc8x7r4q',
      'https://sudokupad.app/abc123xyz',
      'https://sudokupad.app/?puzzleid=scl0123abc',
    ]) {
      const f = read(link);
      expect([link, f.format]).toEqual([link, 'fpuzzles']);
      expect(failure(link)).toMatch(
        /^p\.txt:1:1: this link does not hold the puzzle \(a short link such as \?id=… or a SudokuPad puzzle id/,
      );
    }
    const payload = LZString.compressToBase64(fpuzzles);
    const e = read(`https://sudokupad.app/fpuzzles${payload}`).entries[0]!;
    expect(e.ok && e.grid.shape.regions !== undefined).toBe(true);
  });
});

describe('hostile variant files', () => {
  it('a document nested thousands deep is refused where it gets too deep, without the parser', () => {
    expect(failure(`sudocnf: 1\nsize: 4\nrules: ${'['.repeat(50_000)}`)).toBe(
      'p.txt:3:40: lists nest more than 32 deep here: a puzzle document needs two',
    );
  });

  it('an f-puzzles payload too long to expand safely is no f-puzzles payload; one nested too deep is refused', () => {
    const long = 'A'.repeat(40_000);
    expect(read(long).format).not.toBe('fpuzzles');
    expect(failure(`{"size": 4, "grid": ${'['.repeat(50_000)}`)).toMatch(/lists nest more than 32 deep here/);
  });

  it('more rules than five times the cells are refused; as many as there are pairs of neighbours are not', () => {
    // 81 different two-cell regions of the 120 pairs of cells.
    const cells = Array.from({ length: 16 }, (_, i) => `r${Math.floor(i / 4) + 1}c${(i % 4) + 1}`);
    const pairs = cells.flatMap((a, i) => cells.slice(i + 1).map((b) => [a, b]));
    const regions = pairs.slice(0, 81).map((r) => `{extra-region: [${r.join(', ')}]}`);
    expect(failure(`sudocnf: 1\nsize: 4\nrules: [${regions.join(', ')}]\n`)).toMatch(/a 4x4 grid takes at most 80 rules, these are 81/);
    // A white dot between every two orthogonal neighbours (24): more rules than cells, all read.
    const dots = pairs.filter(([a, b]) => {
      const [ra, ca, rb, cb] = [a, b].flatMap((c) => [Number(c![1]), Number(c![3])]);
      return Math.abs(ra! - rb!) + Math.abs(ca! - cb!) === 1;
    });
    expect(dots).toHaveLength(24);
    expect(failure(`sudocnf: 1\nsize: 4\nrules: [${dots.map((d) => `{white-dot: [${d.join(', ')}]}`).join(', ')}]\n`)).toBe('read');
  });
});

describe('writing variants', () => {
  it("the pretty format of a jigsaw draws its regions' walls, not boxes", () => {
    const e = read(jigsaw).entries[0]!;
    if (!e.ok) throw e.error;
    const lines = formatGrid(e.grid, 'pretty').split('\n');
    const { n, shape } = e.grid;
    expect(lines).toHaveLength(2 * n + 1);
    for (let r = 0; r < n; r++)
      for (let c = 1; c < n; c++) {
        // Cells are three characters wide, with a wall or a blank before each.
        const between = lines[2 * r + 1]![c * 4];
        expect([r, c, between]).toEqual([r, c, shape.boxOf(r, c - 1) !== shape.boxOf(r, c) ? '|' : ' ']);
      }
    for (let r = 1; r < n; r++)
      for (let c = 0; c < n; c++) expect(lines[2 * r]![c * 4 + 2]).toBe(shape.boxOf(r - 1, c) !== shape.boxOf(r, c) ? '-' : ' ');
  });

  it('a variant is written only in a format that holds its rules', () => {
    const e = read(miracle).entries[0]!;
    if (!e.ok) throw e.error;
    expect(() => formatPuzzle(e.grid, 'line')).toThrow(
      "the line format holds no rules; a 9x9 with anti-knight, anti-king, non-consecutive is written with format: 'document' (or fpuzzles)",
    );
    for (const format of ['document', 'fpuzzles'] as const)
      expect(read(formatPuzzle(e.grid, format)).entries[0]).toMatchObject({ ok: true });
    const j = read(jigsaw).entries[0]!;
    if (!j.ok) throw j.error;
    for (const format of ['document', 'fpuzzles', 'jigsaw'] as const) {
      const back = read(formatPuzzle(j.grid, format)).entries[0]!;
      expect([format, back.ok && back.grid.equals(j.grid)]).toEqual([format, true]);
    }
  });

  it('show --format converts between them, and refuses a format that would drop the rules', () => {
    const r = runCli(['show', 'puzzles/jigsaw-9x9.fpuzzles.json', '--format', 'jigsaw']);
    expect(r.stdout).toBe(jigsaw);
    const refused = runCli(['show', 'puzzles/miracle-sudoku.yaml', '--format', 'line']);
    expect([refused.status, refused.stderr]).toEqual([2, expect.stringContaining('the line format holds no rules')]);
  });
});

describe('certificates of variants', () => {
  it('unique --proof writes puzzle and solution as documents, and check-proof builds the variant again', () => {
    const dir = resolve(ROOT, 'test-artifacts/variant-certificate');
    const made = runCli(['unique', 'puzzles/jigsaw-9x9.txt', '--proof', dir, '--replace']);
    expect(made.status).toBe(0);
    expect(readFileSync(resolve(dir, 'puzzle.yaml'), 'utf8')).toContain('regions:');
    const checked = runCli(['check-proof', dir]);
    expect([checked.status, checked.stdout]).toEqual([0, expect.stringContaining('verified, unique')]);
  });
});
