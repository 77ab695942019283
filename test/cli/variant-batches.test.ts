import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePuzzles } from '../../src/formats/read.js';
import { ROOT, runCli } from '../helpers.js';

// Files of several variant puzzles, read and answered in one process: a YAML stream of puzzle
// documents, and a share link (or payload, or f-puzzles document) a line.

const dir = mkdtempSync(join(tmpdir(), 'sudocnf-variant-batch-'));
const sample = (name: string) => readFileSync(resolve(ROOT, 'puzzles', name), 'utf8');
const published = (name: string): { puzzle: string; solution: string }[] => JSON.parse(sample(name));

/** The verdict lines (`1 unique 79318…`) and the summary line of a batch run. */
function verdicts(stdout: string): string[] {
  return stdout.trim().split('\n');
}

describe('a YAML stream of variant puzzles', () => {
  const documents = ['x-9x9.yaml', 'thermo-9x9.yaml', 'windoku-9x9.yaml'].map(sample);
  const stream = join(dir, 'stream.yaml');
  writeFileSync(stream, `# three variants\n${documents.join('---\n')}`);

  it('gives a verdict for each document and one summary line, each answer what the document alone gives', () => {
    const r = runCli(['unique', stream]);
    expect(r.status).toBe(0);
    const lines = verdicts(r.stdout);
    expect(lines).toHaveLength(3);
    ['x-9x9.yaml', 'thermo-9x9.yaml', 'windoku-9x9.yaml'].forEach((name, i) => {
      const [verdict, solution] = verdicts(runCli(['unique', resolve(ROOT, 'puzzles', name), '--format', 'line']).stdout);
      expect(lines[i]).toBe(`${i + 1} ${verdict} ${solution}`);
    });
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^3 puzzles: 3 unique, 0 multiple, 0 none, .*0 bad input/)]);
  });

  it('takes --jobs and --format json', () => {
    const r = runCli(['unique', stream, '--jobs', '2', '--format', 'json']);
    expect(r.status).toBe(0);
    const records = verdicts(r.stdout).map((line) => JSON.parse(line) as { index: number; verdict: string });
    expect(records.map((x) => [x.index, x.verdict])).toEqual([
      [1, 'unique'],
      [2, 'unique'],
      [3, 'unique'],
    ]);
  });

  it('places an error in a document at its line in the stream, and reads the others', () => {
    const [first, , third] = documents;
    const text = `${first}--- \nsudocnf: 1\ngrid: [".."]\n...\n${third}`;
    const file = parsePuzzles(text, 's.yaml');
    expect(file.format).toBe('document');
    expect(file.entries.map((e) => e.ok)).toEqual([true, false, true]);
    const bad = file.entries[1]!;
    const row = first!.split('\n').length + 2;
    expect(!bad.ok && bad.error.toString()).toBe(`s.yaml:${row}:9: row 1 of 'grid' has 2 cells, not 1`);
    // The third document's places are its own lines in the stream.
    const third3 = file.entries[2]!;
    expect(third3.line).toBe(row + 2);
  });

  it('a document with a leading --- alone is one puzzle, as before', () => {
    const file = parsePuzzles(`---\n${documents[0]}`, 'one.yaml');
    expect(file.entries).toHaveLength(1);
    expect(file.entries[0]!.ok).toBe(true);
  });

  it('is what generate --variant --count writes, and reads back', () => {
    const made = runCli(['generate', '--variant', 'x', '--k', '3', '--count', '3', '--seed', '1']);
    expect(made.status).toBe(0);
    expect(made.stdout.match(/^---$/gm)).toHaveLength(2);
    const r = runCli(['unique', '-'], { input: made.stdout });
    expect(r.status).toBe(0);
    expect(verdicts(r.stdout).map((l) => l.split(' ').slice(0, 2).join(' '))).toEqual(['1 unique', '2 unique', '3 unique']);
  });
});

describe('a file of shared variant puzzles, one a line', () => {
  const puzzles = [published('dots-xv-dclamage.json')[0]!, published('whispers-dclamage.json')[0]!, published('renban-dclamage.json')[0]!];
  const links = join(dir, 'links.txt');
  writeFileSync(links, `# three shared puzzles\n\n${puzzles.map((p) => `https://www.f-puzzles.com/?load=${p.puzzle}`).join('\n')}\n`);

  it('gives each link its verdict, the published solution, and one summary line', () => {
    const r = runCli(['unique', links]);
    expect(r.status).toBe(0);
    expect(verdicts(r.stdout)).toEqual(puzzles.map((p, i) => `${i + 1} unique ${p.solution}`));
    expect(r.stderr).toMatch(/^3 puzzles: 3 unique, 0 multiple, 0 none, .*0 bad input/m);
  });

  it('takes payloads and f-puzzles documents a line as well, and refuses a bad line at its line', () => {
    const json = runCli(['show', links, '--format', 'fpuzzles']);
    expect(json.status).toBe(0);
    const documents = json.stdout.trim().split(/\n+/);
    expect(documents).toHaveLength(3);
    const text = [puzzles[0]!.puzzle, documents[1], 'https://www.f-puzzles.com/?id=abc', documents[2]].join('\n');
    const file = parsePuzzles(text, 'mixed.txt');
    expect(file.format).toBe('fpuzzles');
    expect(file.entries.map((e) => e.ok)).toEqual([true, true, false, true]);
    const bad = file.entries[2]!;
    expect(!bad.ok && bad.error.toString()).toMatch(/^mixed\.txt:3:1: this link does not hold the puzzle/);
    const solved = runCli(['solve', '-', '--format', 'line'], { input: text });
    expect(solved.status).toBe(2);
    expect(verdicts(solved.stdout)).toEqual([
      `1 solved ${puzzles[0]!.solution}`,
      `2 solved ${puzzles[1]!.solution}`,
      '3 bad input',
      `4 solved ${puzzles[2]!.solution}`,
    ]);
  });

  it('an f-puzzles document written over several lines is still one puzzle', () => {
    const one = runCli(['show', links, '--format', 'fpuzzles']).stdout.trim().split(/\n+/)[0]!;
    const pretty = JSON.stringify(JSON.parse(one), null, 2);
    const file = parsePuzzles(pretty, 'pretty.json');
    expect(file.format).toBe('fpuzzles');
    expect(file.entries).toHaveLength(1);
    expect(file.entries[0]!.ok).toBe(true);
  });
});

describe('a share link given where a file goes', () => {
  it('is read as the puzzle it holds (nothing fetched); one that holds none says so, exit 2', () => {
    const [entry] = published('dots-xv-dclamage.json');
    const r = runCli(['unique', `https://www.f-puzzles.com/?load=${entry!.puzzle}`, '--format', 'line']);
    expect([r.status, r.stdout]).toEqual([0, `unique\n${entry!.solution}\n`]);
    const none = runCli(['solve', 'https://f-puzzles.com/?id=abc']);
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/^<link>:1:1: this link does not hold the puzzle/m);
    expect(runCli(['solve', 'no-such-file.txt']).stderr).toMatch(/cannot read no-such-file\.txt: no such file/);
  });
});
