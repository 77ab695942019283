// Every sample under puzzles/ opens, through the command line and through the web app's loader
// (the function its page reads a file with); and collections of shared puzzles, a JSON list of
// {title, puzzle} items as puzzle sites export them, are batches named by their titles.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePuzzles } from '../../src/formats/read.js';
import { loadPuzzleFile } from '../../web/src/load.js';
import { FULL, ROOT, runCli, sample } from '../helpers.js';

/**
 * ISS's stored puzzles are a corpus that refuses many on purpose: test/formats/iss-format.test.ts
 * reads every one; ISS's answers to them are no puzzles (test/formats/iss-answers.test.ts).
 */
const CORPORA = new Set(['SOURCES.md', 'iss-examples.json', 'iss-answers.json']);
const FILES = readdirSync(resolve(ROOT, 'puzzles')).filter((f) => !CORPORA.has(f));
/** The one sample whose givens clash on purpose (the web app's "X-Sudoku, no solution"). */
const CLASHING = 'x-sudoku-clash.yaml';
const text = (file: string) => readFileSync(resolve(ROOT, 'puzzles', file), 'utf8');
const collection = (file: string) => JSON.parse(text(file)) as { title: string; puzzle: string }[];
const isCollection = (file: string) => file.endsWith('-dclamage.json');

describe('every file under puzzles/', () => {
  it('is a sample folder of many files, collections among them', () => {
    expect(FILES.length).toBeGreaterThan(40);
    expect(FILES.filter(isCollection).length).toBeGreaterThan(10);
  });

  // A process each: the quick run opens an evenly spread sample and the clashing one (the web
  // app's loader below reads every file in process), test:full every file.
  const opened = FULL ? FILES : [...new Set([...sample(FILES, 10), CLASHING])];
  it.each(opened)('%s opens with show, which says what it read', (file) => {
    const r = runCli(['show', `puzzles/${file}`, '--format', 'document']);
    const said = r.stderr.trim().split('\n').at(-1)!;
    if (file === CLASHING) {
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('conflicting givens');
      return;
    }
    expect([r.status, said]).toEqual([0, expect.stringMatching(new RegExp(`^puzzles/${file}: \\d+ puzzles? read as \\w+ \\(`))]);
    if (isCollection(file)) expect(said).toMatch(`: ${collection(file).length} puzzles read as fpuzzles (`);
  });

  it.each(FILES)('%s loads in the web app, every puzzle of it', (file) => {
    const loaded = loadPuzzleFile(text(file), file);
    for (let index = 1; index <= loaded.count; index++) {
      const shown = loaded.puzzle(index);
      if ('failure' in shown) throw new Error(shown.failure);
      expect([shown.record.index, shown.problem === undefined]).toEqual([index, file !== CLASHING]);
      if (isCollection(file)) expect(shown.title).toBe(collection(file)[index - 1]!.title);
    }
    expect(loaded.count).toBe(isCollection(file) ? collection(file).length : parsePuzzles(text(file)).entries.length);
    expect(loaded.puzzle(loaded.count + 1)).toEqual({
      failure: `${file} holds ${loaded.count} puzzles; there is no puzzle ${loaded.count + 1}`,
    });
  });
});

describe('a collection of shared puzzles', () => {
  const [one, two] = collection('indexers-dclamage.json');
  const item = (fields: string) => `{${fields}}`;

  it('reads as the same puzzles as their payloads alone', () => {
    const listed = parsePuzzles(JSON.stringify([one, two]), 'c.json').entries;
    const alone = parsePuzzles(`${one!.puzzle}\n${two!.puzzle}\n`, 'p.txt').entries;
    expect(listed.map((e) => (e.ok ? String(e.grid) : e.error.toString()))).toEqual(
      alone.map((e) => (e.ok ? String(e.grid) : e.error.toString())),
    );
    expect(listed.map((e) => e.ok && e.grid.shape.rules.length)).toEqual(alone.map((e) => e.ok && e.grid.shape.rules.length));
  });

  it('takes a share link, and a list written in YAML, with --input-format fpuzzles as without', () => {
    const yaml = `- title: By link\n  url: https://www.f-puzzles.com/?load=${one!.puzzle}\n`;
    for (const args of [[], ['--input-format', 'fpuzzles']]) {
      const r = runCli(['show', '-', '--format', 'document', ...args], { input: yaml });
      expect([r.status, r.stderr]).toEqual([
        0,
        "<stdin>:2:8: note: ignored 'cage' (cosmetic): nothing that constrains the solution\n<stdin>: 1 puzzle read as fpuzzles (9x9)\n",
      ]);
    }
  });

  it('bad items are bad input where they stand, exit 2, and the good ones are read', () => {
    const list = [
      item(`"title": "Good", "puzzle": "${one!.puzzle}"`),
      item('"title": "No puzzle", "author": "x"'),
      item('"title": "Cut short", "puzzle": "N4IgzglgXgpiBcBOANCALhNAbO8QCUB7AdwAIBJAOwBMYAPCSgc1IBUYw0RU"'),
      item(
        '"title": "Document", "puzzle": {"size": 4, "grid": [[{"value": 1, "given": true},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{"value": 9, "given": true}]]}',
      ),
    ];
    const r = runCli(['show', '-', '--format', 'document'], { input: `[\n  ${list.join(',\n  ')}\n]\n` });
    expect(r.status).toBe(2);
    const errors = r.stderr.split('\n').filter((l) => !l.includes(': note: '));
    expect(errors).toEqual([
      '<stdin>:3:3: item 2 holds no puzzle: an item holds an f-puzzles payload, share link or document (under "puzzle", say) beside its "title" (puzzle 2)',
      '<stdin>:4:37: not an f-puzzles document, or a link or lz-string payload of one (of at most 16,000 characters) (puzzle 3)',
      `<stdin>:5:${list[3]!.indexOf('9') + 3}: the given of R4C4 is a value from 1 to 4 (puzzle 4)`,
      '<stdin>: 4 puzzles read as fpuzzles (9x9), 3 bad',
      '',
    ]);
  });

  it('a list whose first puzzle cannot be read is still a collection, and says so there', () => {
    const r = runCli(['show', '-'], { input: '[{"title": "x", "puzzle": "N4Ig"}]' });
    expect([r.status, r.stderr.split('\n')[0]]).toEqual([
      2,
      '<stdin>:1:28: not an f-puzzles document, or a link or lz-string payload of one (of at most 16,000 characters)',
    ]);
  });

  it('a list that does not parse is bad input at the place the parser names, exit 2', () => {
    const r = runCli(['show', '-'], { input: `[{"title": "One", "puzzle": "${one!.puzzle}"},\n {"title": "x" "puzzle": 1}]` });
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      '<stdin>:2:16: not a JSON document: Unexpected double-quoted-scalar token\n<stdin>: 1 puzzle read as fpuzzles, 1 bad\n',
    );
  });
});

describe('titles name the puzzles of a batch', () => {
  const titles = collection('indexers-dclamage.json').map((e) => e.title);

  it('in JSON lines and headers, with --jobs as without, and in --stats; the line format stays as it was', () => {
    for (const jobs of [[], ['--jobs', '2']]) {
      const json = runCli(['count', 'puzzles/indexers-dclamage.json', '--format', 'json', ...jobs]);
      expect(
        json.stdout
          .trim()
          .split('\n')
          .map((l) => (JSON.parse(l) as { title: string }).title),
      ).toEqual(titles);
    }
    const grid = runCli(['solve', 'puzzles/indexers-dclamage.json', '--format', 'grid', '--stats']);
    expect(grid.stdout.split('\n').filter((l) => l.startsWith('#'))).toEqual(titles.map((t, i) => `# puzzle ${i + 1} (${t}): solved`));
    expect(grid.stderr).toContain(`puzzles/indexers-dclamage.json#2 (${titles[1]}): solved;`);
    const line = runCli(['unique', 'puzzles/indexers-dclamage.json']);
    expect(line.stdout.split('\n')[0]).toMatch(/^1 unique \d{81}$/);
  });

  it('a title is one line of printable text', () => {
    const [one] = collection('indexers-dclamage.json');
    const list = [1, 2].map((i) => ({ title: `Line one\nline\ttwo\u0007 ${'x'.repeat(200)}`, puzzle: one!.puzzle, n: i }));
    const r = runCli(['count', '-', '--format', 'json'], { input: JSON.stringify(list) });
    const title = (JSON.parse(r.stdout.split('\n')[0]!) as { title: string }).title;
    expect(title).toBe(`Line one line two ${'x'.repeat(81)}…`);
    expect(title).toHaveLength(100);
  });
});
