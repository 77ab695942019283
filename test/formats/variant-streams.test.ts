import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PuzzleEntry } from '../../src/formats/puzzle.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { openPuzzleSource, type PuzzleSource, variantLineSource } from '../../src/formats/source.js';
import { CLI, piecesOf, ROOT, runCli } from '../helpers.js';

// Batches of variant puzzles (a killer a line, a share link a line, a YAML stream of documents)
// are read as they are answered, not parsed whole first: a heap far smaller than the parsed
// batch holds them.

const dir = mkdtempSync(join(tmpdir(), 'sudocnf-variant-streams-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const sample = (name: string) => readFileSync(resolve(ROOT, 'puzzles', name), 'utf8');
const killers = sample('killers-tarek.txt')
  .split('\n')
  .filter((l) => l.trim() !== '' && !l.startsWith('#'));
const links = ['dots-xv-dclamage.json', 'whispers-dclamage.json', 'renban-dclamage.json'].map(
  (name) => JSON.parse(sample(name))[0] as { puzzle: string; solution: string },
);

/** Runs the command line in a V8 heap of `heapMb` megabytes. */
function inSmallHeap(heapMb: number, args: readonly string[]) {
  const r = spawnSync(process.execPath, [`--max-old-space-size=${heapMb}`, CLI, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The text of `count` lines, line i being `line(i)`. */
const lines = (count: number, line: (i: number) => string) => `${Array.from({ length: count }, (_, i) => line(i)).join('\n')}\n`;

const summary = (e: PuzzleEntry) =>
  e.ok
    ? `${e.index}@${e.line}:${e.grid.cells.join('')}:${JSON.stringify(e.grid.shape.rules)}`
    : `${e.index}@${e.line}:${e.error.toString()}`;

function sameAsWhole(source: PuzzleSource, text: string, path: string) {
  const whole = parsePuzzles(text, path);
  expect(source.format).toBe(whole.format);
  expect(source.count).toBe(whole.entries.length);
  expect([...source.entries()].map(summary)).toEqual(whole.entries.map(summary));
  // Asking for some of them reads those alone, with the same indices.
  const odd = (i: number) => i % 2 === 1;
  expect([...source.entries(odd)].map(summary)).toEqual(whole.entries.filter((e) => odd(e.index)).map(summary));
}

describe('a file of killer lines larger than 8 MiB', () => {
  // 105,000 killers: parsed whole, they took some 2.7 GB.
  const count = 105_000;
  const path = join(dir, 'killers.txt');
  writeFileSync(
    path,
    lines(count, (i) => killers[i % killers.length]!),
  );

  it('is read in chunks: --shard answers in a 48 MB heap, each puzzle as it reads alone', () => {
    const half = count / 2;
    const r = inSmallHeap(48, ['solve', path, '--shard', `1/${half}`]);
    expect(r.stderr).toMatch(new RegExp(`^2 puzzles \\(of ${count} in the file\\): 2 solved`));
    expect(r.status).toBe(0);
    const alone = runCli(['solve', '-', '--format', 'line'], { input: lines(1, () => killers[half % killers.length]!) });
    const [first, last] = r.stdout.trim().split('\n');
    expect(first).toBe(`1 solved ${runCli(['solve', '-', '--format', 'line'], { input: `${killers[0]}\n` }).stdout.trim()}`);
    expect(last).toBe(`${half + 1} solved ${alone.stdout.trim()}`);
  });
});

describe('a file of share links larger than 8 MiB', () => {
  const count = 6_000;
  const path = join(dir, 'links.txt');
  writeFileSync(path, `# shared puzzles\n${lines(count, (i) => `https://www.f-puzzles.com/?load=${links[i % 3]!.puzzle}`)}`);

  it('--index reads the one puzzle asked for, in a 48 MB heap', () => {
    const r = inSmallHeap(48, ['solve', path, '--index', String(count), '--format', 'line']);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(`${links[(count - 1) % 3]!.solution}\n`);
  });
});

describe('a YAML stream of puzzle documents', () => {
  const documents = ['x-9x9.yaml', 'thermo-9x9.yaml', 'windoku-9x9.yaml'].map(sample);
  const count = 20_000;
  const path = join(dir, 'stream.yaml');
  writeFileSync(path, Array.from({ length: count }, (_, i) => documents[i % 3]).join('---\n'));

  it('reads each document as it is asked for: --shard answers in a 48 MB heap', () => {
    const r = inSmallHeap(48, ['unique', path, '--shard', `3/${count / 2}`]);
    expect(r.stderr).toMatch(new RegExp(`^2 puzzles \\(of ${count} in the file\\): 2 unique`));
    const alone = (i: number) =>
      runCli(['unique', resolve(ROOT, 'puzzles', ['x-9x9.yaml', 'thermo-9x9.yaml', 'windoku-9x9.yaml'][i]!), '--format', 'line']);
    const [third, later] = r.stdout.trim().split('\n');
    expect(third).toBe(`3 ${alone(2).stdout.trim().split('\n').join(' ')}`);
    expect(later).toBe(
      `${count / 2 + 3} ${alone((count / 2 + 2) % 3)
        .stdout.trim()
        .split('\n')
        .join(' ')}`,
    );
  });

  it('gives what reading it whole gives, an error in a document at its line', async () => {
    const text = `# a stream\n${documents[0]}---\nsudocnf: 1\ngrid: [".."]\n...\n${documents[1]}---\n${documents[2]}`;
    const small = join(dir, 'small.yaml');
    writeFileSync(small, text);
    sameAsWhole(await openPuzzleSource(small), text, small);
  });
});

describe('variant lines read in chunks give what reading them whole gives', () => {
  const killerText = (eol: string) =>
    `\ufeff# killers${eol}${eol}${Array.from({ length: 600 }, (_, i) => (i === 300 ? killers[0]!.slice(1) : killers[i % killers.length]!)).join(eol)}${eol}`;
  const linkText = `# links\n${lines(30, (i) => (i === 7 ? 'https://www.f-puzzles.com/?id=abc' : `https://www.f-puzzles.com/?load=${links[i % 3]!.puzzle}`))}`;
  it.each([
    ['killers, LF', killerText('\n')],
    ['killers, CRLF', killerText('\r\n')],
    ['killers, a literal \\n ending every line', lines(50, (i) => `${killers[i % killers.length]}\\n`)],
    ['share links with a bad one', linkText],
  ])('%s, cut in pieces of 1 to 5 KiB', (_what, text) => {
    const format = text.includes('f-puzzles') ? 'fpuzzles' : 'killer';
    sameAsWhole(
      variantLineSource(() => piecesOf(text), 'cut.txt', format, {}),
      text,
      'cut.txt',
    );
  });
});
