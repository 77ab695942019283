import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import LZString from 'lz-string';
import { afterAll, describe, expect, it } from 'vitest';
import { withArticle } from '../../src/core/article.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { CLI, haveBinary, ROOT, runCli } from '../helpers.js';

/** Probes a hostile user tried: each is bad input with a located message, or read as what it is. */
const dir = mkdtempSync(join(tmpdir(), 'sudocnf-probes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** The message of the first entry of a text read as puzzles, or 'read' when it reads. */
function refusalOf(text: string, name = 'p.yaml'): string {
  const entry = parsePuzzles(text, name).entries[0]!;
  return entry.ok ? 'read' : entry.error.toString();
}

const documentWith = (rule: string, size = 9) => `sudocnf: 1\nsize: ${size}\nrules: [${rule}]\n`;

describe("a document's list of cells holds cells alone", () => {
  it.each([
    ['{white-dot: ["3:r1c1", r1c2]}', "p.yaml:3:22: '3:r1c1' in {white-dot: […]} is not a cell", "under 'difference'"],
    ['{xv: ["5:r1c1", r1c2]}', "p.yaml:3:15: '5:r1c1' in {xv: […]} is not a cell", "under 'sum'"],
    ['{cage: ["5:r1c1", r1c2]}', "p.yaml:3:17: '5:r1c1' in {cage: […]} is not a cell", "under 'sum'"],
    ['{quadruple: ["1+2:r1c1", r1c2, r2c1, r2c2]}', "p.yaml:3:22: '1+2:r1c1' in {quadruple: […]} is not a cell", 'r1c1'],
    ['{whispers: [r1c1, "5:r1c2", r1c3]}', "p.yaml:3:27: '5:r1c2' in {whispers: […]} is not a cell", "under 'difference'"],
    ['{sandwich: ["12:r1c1", r1c2]}', "p.yaml:3:21: '12:r1c1' in {sandwich: […]} is not a cell", 'r1c1'],
    ['{thermometer: [r1c1, "r1c2,r1c3"]}', "p.yaml:3:30: 'r1c2,r1c3' in {thermometer: […]} is not a cell", 'r1c1'],
    ['{thermometer: [r1c1, [r1c2]]}', 'p.yaml:3:30: an item in {thermometer: […]} is not a cell', 'r1c1'],
    ['{cage: [r1c1, r10c1], sum: 5}', 'p.yaml:3:23: r10c1 is outside the 9x9 grid', ''],
  ])('%s is refused at the item', (rule, message, hint) => {
    const refusal = refusalOf(documentWith(rule));
    expect(refusal).toContain(message);
    expect(refusal).toContain(hint);
  });

  it('while the number under its key, and a compact id in its own place, are read', () => {
    expect(refusalOf(documentWith('{white-dot: [r1c1, r1c2], difference: 3}'))).toBe('read');
    expect(refusalOf(documentWith('"cage:5:r1c1,r1c2"'))).toBe('read');
  });

  it('and check-proof rejects a certificate whose puzzle writes a number into a list of cells', () => {
    const puzzle = file(
      'dot.yaml',
      'sudocnf: 1\nsize: 4\ngrid: ["124.", "3..1", ".3..", "...."]\nrules: [{white-dot: [r4c1, r4c2], difference: 1}]\n',
    );
    const certificate = join(dir, 'dot-certificate');
    expect(runCli(['unique', puzzle, '--proof', certificate]).status).toBe(0);
    expect(runCli(['check-proof', certificate]).status).toBe(0);
    const path = join(certificate, 'puzzle.yaml');
    // The same rule (difference 1) written through a compact id inside the list.
    const text = readFileSync(path, 'utf8').replace('{white-dot: [r4c1, r4c2], difference: 1}', '{white-dot: ["1:r4c1", r4c2]}');
    writeFileSync(path, text);
    const r = runCli(['check-proof', certificate]);
    expect(r.status).toBe(7);
    expect(r.stderr).toContain("puzzle.yaml:9:18: '1:r4c1' in {white-dot: […]} is not a cell");
  });
});

describe('YAML nested deep in block form is refused before it is composed', () => {
  it.each([
    ['block lists on one line', `${'- '.repeat(3000)}x\n`, 'p.yaml:1:65: lists nest more than 32 deep here'],
    ['block lists 500,000 deep in a MB', `${'- '.repeat(500_000)}x\n`, 'p.yaml:1:65: lists nest more than 32 deep here'],
    ['explicit keys in a document', `sudocnf: 1\nrules:\n  ${'? '.repeat(3000)}x\n`, 'p.yaml:3:65: lists nest more than 32 deep here'],
    [
      'block lists indented a level a line',
      `${Array.from({ length: 40 }, (_, i) => `${' '.repeat(i)}- `).join('\n')}x\n`,
      'p.yaml:33:33: lists nest more than 32 deep here',
    ],
  ])('%s', (_, text, message) => {
    const refusal = refusalOf(text);
    expect(refusal).toContain(message);
    expect(refusal).not.toMatch(/call stack/);
  });

  it('through the command line: exit 2 and the place', () => {
    const r = runCli(['solve', file('deep.yaml', `${'- '.repeat(3000)}x\n`)]);
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toMatch(/deep\.yaml:1:65: lists nest more than 32 deep here/);
  });
});

describe('check-proof checks every certificate of several', () => {
  it('naming the manifest of each whose encoding has an unknown name, and verifying the good ones after it', () => {
    const puzzle = file(
      'several.yaml',
      'sudocnf: 1\nsize: 4\ngrid: ["124.", "3..1", ".3..", "...."]\nrules: [{white-dot: [r4c1, r4c2], difference: 1}]\n',
    );
    const good = join(dir, 'good');
    expect(runCli(['unique', puzzle, '--proof', good]).status).toBe(0);
    const withName = (name: string, key: string) => {
      const copy = join(dir, name);
      cpSync(good, copy, { recursive: true });
      const path = join(copy, 'manifest.json');
      const manifest = JSON.parse(readFileSync(path, 'utf8'));
      manifest.encoding[key] = 'bogus';
      writeFileSync(path, JSON.stringify(manifest, null, 2));
      return copy;
    };
    const dirs = [withName('bad-amo', 'amo'), good, withName('bad-sum', 'sum'), withName('bad-line', 'line'), good];
    const r = runCli(['check-proof', ...dirs]);
    expect(r.status).toBe(2);
    expect(r.stdout.split('\n').filter((line) => line.startsWith(`${good}: verified, unique`))).toHaveLength(2);
    const errors = r.stderr.trim().split('\n');
    expect(errors).toHaveLength(3);
    for (const [name, key, words] of [
      ['bad-amo', 'amo', 'at-most-one encoding'],
      ['bad-sum', 'sum', 'sum encoding'],
      ['bad-line', 'line', 'line encoding'],
    ]) {
      const path = join(dir, name!, 'manifest.json');
      const line =
        readFileSync(path, 'utf8')
          .split('\n')
          .findIndex((text) => text.includes(`"${key}": "bogus"`)) + 1;
      expect(errors).toContainEqual(
        expect.stringContaining(`${path}:${line}:5: not a sudocnf certificate manifest: its encoding's ${key}: unknown ${words} 'bogus'`),
      );
    }
  });
});

describe('a pill arrow is a pill of 2 or 3 cells in one row or column', () => {
  it.each([
    ['{arrow: [r1c1, r1c2, r1c3], pill: 0}', 'p.yaml:3:9: a pill holds 2 or 3 cells, not 0'],
    ['{arrow: [r1c1, r1c2, r1c3], pill: 1}', 'p.yaml:3:9: a pill holds 2 or 3 cells, not 1'],
    ['{arrow: [r1c1, r1c2, r1c3, r1c4, r1c5], pill: 4}', 'p.yaml:3:9: a pill holds 2 or 3 cells, not 4'],
    ['{arrow: [r1c1, r2c2, r3c3], pill: 2}', "p.yaml:3:9: a pill's cells lie side by side in one row or one column"],
    ['{arrow: [r1c1, r1c2, r2c2, r3c2], pill: 3}', "p.yaml:3:9: a pill's cells lie side by side in one row or one column"],
    ['{arrow: [r1c1, r1c3, r2c3], pill: 2}', "p.yaml:3:9: a pill's cells lie side by side in one row or one column"],
  ])('%s is refused', (rule, message) => {
    expect(refusalOf(documentWith(rule))).toContain(message);
  });

  it('while pills along a row or a column, written in any order, are read', () => {
    for (const rule of ['{arrow: [r1c2, r1c1, r2c1], pill: 2}', '{arrow: [r3c1, r1c1, r2c1, r2c2], pill: 3}'])
      expect(refusalOf(documentWith(rule))).toBe('read');
  });

  it('and a diagonal pill from f-puzzles is refused too', () => {
    const fpuzzles = JSON.stringify({
      size: 9,
      grid: Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({}))),
      arrow: [{ cells: ['R1C1', 'R2C2'], lines: [['R1C1', 'R2C2', 'R3C3']] }],
    });
    expect(refusalOf(fpuzzles, 'p.json')).toContain("a pill's cells lie side by side in one row or one column");
  });
});

describe('a share link given as an argument', () => {
  /** An f-puzzles link whose first row is given as 1 to 9, padded with `extra` characters that compress poorly. */
  function link(extra: number): string {
    let seed = 7;
    const noise = Array.from({ length: extra }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return 'abcdefghijklmnopqrstuvwxyz0123456789'[seed % 36];
    }).join('');
    const grid = Array.from({ length: 9 }, (_, r) => Array.from({ length: 9 }, (_, c) => (r === 0 ? { value: c + 1, given: true } : {})));
    return `https://www.f-puzzles.com/?load=${LZString.compressToBase64(JSON.stringify({ size: 9, title: noise, grid }))}`;
  }

  it('of more than 4 KB is read as the puzzle it holds, not looked for as a file', () => {
    const long = link(6000);
    expect(long.length).toBeGreaterThan(4096);
    const r = runCli(['solve', long]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('| 1 2 3 | 4 5 6 | 7 8 9 |');
  });

  it('whose + were written as spaces is read as the link it is, as an argument, from a file and from standard input', () => {
    const plus = link(0);
    expect(plus).toContain('+');
    const spaced = plus.replace(/\+/g, ' ');
    for (const r of [
      runCli(['solve', spaced]),
      runCli(['solve', file('spaced.txt', `${spaced}\n`)]),
      runCli(['solve', '-'], { input: `${spaced}\n` }),
    ]) {
      expect(r.stderr).toBe('');
      expect(r.stdout).toContain('| 1 2 3 | 4 5 6 | 7 8 9 |');
    }
  });

  it('too long for its payload, or an argument of 100 KB that is no link, gets a message of a line, not the argument back', () => {
    const payload = runCli(['solve', `https://www.f-puzzles.com/?load=${'A'.repeat(100_000)}`]);
    expect(payload.status).toBe(2);
    expect(payload.stderr.trim()).toBe("<link>:1:1: the link's payload is not an f-puzzles document of at most 16,000 characters");
    const name = runCli(['solve', 'a'.repeat(100_000)]);
    expect(name.status).toBe(2);
    expect(name.stderr.trim()).toBe(`sudocnf: cannot read ${'a'.repeat(100)}… (100,000 characters): a name too long for a file`);
  });
});

describe('an argument of 100 KB is never said back whole', () => {
  const long = 'a'.repeat(100_000);
  it.each([
    ['a solver', ['solve', 'puzzles/inkala-2012.txt', '--solver', long], "sudocnf: unknown solver 'aaaa"],
    ['an encoding', ['solve', 'puzzles/inkala-2012.txt', '--encoding', long], "sudocnf: unknown encoding 'aaaa"],
    ['a variant', ['generate', '--variant', long], 'sudocnf: --variant aaaa'],
    ['a command', [long], "error: unknown command 'aaaa"],
    ['an option', ['solve', 'puzzles/inkala-2012.txt', `--${long}`], "error: unknown option '--aaaa"],
    ['a certificate', ['check-proof', long], 'sudocnf: aaaa'],
  ])('as %s', (_, args, start) => {
    const r = runCli(args);
    expect(r.status).toBe(2);
    expect(r.stderr.startsWith(start)).toBe(true);
    expect(r.stderr).toMatch(/a… \(100,0\d\d characters\)/);
    expect(r.stderr.length).toBeLessThan(1000);
  });
});

describe('a snarfable killer with a cage of more than 9 cells', () => {
  it.each([
    ['one cage of all 81 cells', `0${'<'.repeat(8)}${`^${'<'.repeat(8)}`.repeat(8)}`, 81],
    // r1c1 the sum, the rest of row 1 pointing back to it, and row 2 pointing right to r2c9, which points up: 17 steps from r2c1.
    ['a cage of 18 cells, a snake through two rows', `0${'<'.repeat(8)}${'>'.repeat(8)}^${'1'.repeat(63)}`, 18],
  ])('%s is refused as too large, not as a loop', (_, line, cells) => {
    expect(line).toHaveLength(81);
    expect(refusalOf(`${line}\n`, 'k.txt')).toBe(
      `k.txt:1:1: the cage whose sum is here has ${cells} cells: a killer cage holds at most 9, as its values are all different`,
    );
  });

  it('while arrows that do go round in a loop are still said to', () => {
    const loop = ['>', 'v', ...'1'.repeat(7), '^', '<', ...'1'.repeat(70)].join('');
    expect(refusalOf(`${loop}\n`, 'k.txt')).toBe('k.txt:1:1: these arrows go round in a loop and reach no cage sum');
  });
});

describe('bench checks a stated solution whatever the task', () => {
  const [killer, solution] = readFileSync(join(ROOT, 'puzzles/killers-hs.txt'), 'utf8').split('\n')[2]!.trim().split(/\s+/);
  // Its first two digits swapped: row 1 still holds each digit once, columns 1 and 2 do not.
  const swapped = `${solution![1]}${solution![0]}${solution!.slice(2)}`;

  it.each(['solve', 'unique', 'count'])('%s: a killer line whose solution is wrong is a wrong answer (exit 6)', (task) => {
    const r = runCli(['bench', file(`wrong-${task}.txt`, `${killer} ${swapped}\n`), '--task', task]);
    expect(r.status).toBe(6);
    expect(r.stderr).toMatch(
      /WRONG ANSWER: .*wrong-\w+\.txt: the solution the file states is not a solution of the puzzle: column 1 holds \d twice/,
    );
    expect(r.stderr).not.toContain('the solutions differ');
  });

  it('while the same line with its right solution is not', () => {
    const r = runCli(['bench', file('right.txt', `${killer} ${solution}\n`)]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});

describe('a low limit of open files', () => {
  it('64 files: commands load their modules and run', () => {
    const r = spawnSync('sh', ['-c', `ulimit -n 64 && exec "${process.execPath}" "${CLI}" solve puzzles/inkala-2012.txt`], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('| 8 1 2 | 7 5 3 | 6 4 9 |');
  });
});

describe('articles before vowel sounds', () => {
  it.each([
    ['arrow', 'an arrow'],
    ['xv', 'an xv'],
    ['XV (sum 10)', 'an XV (sum 10)'],
    ['X-sum 15 (row 1)', 'an X-sum 15 (row 1)'],
    ['entropic line', 'an entropic line'],
    ['odd cell', 'an odd cell'],
    ['even cell', 'an even cell'],
    ['8x8', 'an 8x8'],
    ['11x11', 'an 11x11'],
    ['18x18', 'an 18x18'],
    ['9x9', 'a 9x9'],
    ['16x16', 'a 16x16'],
    ['cage', 'a cage'],
    ['unique puzzle', 'a unique puzzle'],
    ['unknown rule', 'an unknown rule'],
    ['one-cell cage', 'a one-cell cage'],
    ['YAML or JSON', 'a YAML or JSON'],
    ['white-dot', 'a white-dot'],
  ])('%s: %s', (phrase, said) => expect(withArticle(phrase)).toBe(said));

  it.each([
    ['{xv: [r1c1, r1c2], sum: x}', "p.yaml:3:9: an xv's sum is a whole number"],
    ['{arrow: [r1c1, r1c2], pill: [2]}', "p.yaml:3:9: an arrow's pill is a whole number"],
  ])('in a document: %s', (rule, message) => expect(refusalOf(documentWith(rule))).toContain(message));

  it('before sizes', () => {
    expect(refusalOf('sudocnf: 1\nsize: 8\nbox: 3x3\n')).toContain('makes an 8x8 grid');
    expect(refusalOf('sudocnf: 1\nsize: 11\nbox: 3x3\n')).toContain('makes an 11x11 grid');
  });
});

describe.skipIf(!haveBinary('minisat'))('--solver-cmd minisat', () => {
  it('is run as MiniSat is, its answer read from its result file, and leaves no file behind', () => {
    const temp = join(dir, 'minisat-temp');
    mkdirSync(temp);
    const env = { ...process.env, TMPDIR: temp };
    for (const command of ['minisat', 'minisat -verb=0', 'minisat {file}']) {
      const solved = runCli(['solve', 'puzzles/inkala-2012.txt', '--solver-cmd', command], { env });
      expect(solved.stderr).toBe('');
      expect(solved.status).toBe(0);
      expect(solved.stdout).toContain('| 8 1 2 | 7 5 3 | 6 4 9 |');
    }
    const unique = runCli(['unique', 'puzzles/inkala-2012.txt', '--solver-cmd', 'minisat'], { env });
    expect([unique.status, unique.stdout.split('\n')[0]]).toEqual([0, 'unique']);
    expect(readdirSync(temp)).toEqual([]);
  });

  it('asked for a proof it cannot write is a usage error (exit 2)', () => {
    const r = runCli(['solve', 'puzzles/inkala-2012.txt', '--solver-cmd', 'minisat {file} {proof}']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe("sudocnf: minisat writes no proof: --solver-cmd 'minisat {file} {proof}' cannot fill {proof}\n");
  });

  it('under another name, the failure says which preset to use', () => {
    const renamed = join(dir, 'my-sat');
    symlinkSync('/usr/bin/minisat', renamed);
    const r = runCli(['solve', 'puzzles/inkala-2012.txt', '--solver-cmd', renamed]);
    expect(r.status).toBe(4);
    expect(r.stderr).toContain("no result line ('s SATISFIABLE' …) in its output (exit code 10)");
    expect(r.stderr).toContain('(a solver that writes its answer to a file, as MiniSat does, runs with --solver minisat-bin)');
  });
});

describe('an output format too small for the grid', () => {
  // A 25x25 of the boxes' pattern with one hole: solved at once, refused when written.
  const grid = Array.from({ length: 625 }, (_, k) => {
    const [r, c] = [Math.floor(k / 25), k % 25];
    return k === 0 ? '.' : ((r * 5 + Math.floor(r / 5) + c) % 25) + 1;
  });
  const puzzle = file(
    'pattern-25x25.json',
    JSON.stringify(Array.from({ length: 25 }, (_, r) => grid.slice(r * 25, r * 25 + 25).map((v) => (v === '.' ? 0 : v)))),
  );
  it.each(['fpuzzles', 'fpuzzles-link'])('solve --format %s on a 25x25 is a usage error naming the limit (exit 2)', (format) => {
    const r = runCli(['solve', puzzle, '--format', format]);
    expect([r.status, r.stderr.trim(), r.stdout]).toEqual([2, 'sudocnf: f-puzzles holds grids up to 16x16, this one is 25x25', '']);
  });
});
