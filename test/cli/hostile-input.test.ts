import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import LZString from 'lz-string';
import { tmpdir } from 'node:os';
import type { Writable } from 'node:stream';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parsePuzzles } from '../../src/formats/read.js';
import { Shape } from '../../src/core/shape.js';
import { lineSource, openPuzzleSource, type PuzzleSource } from '../../src/formats/source.js';
import type { PuzzleEntry } from '../../src/formats/puzzle.js';
import { CLI, FULL, HAVE_SHARED, piecesOf, ROOT, runCli, SHARED } from '../helpers.js';

/** Input a hostile user would try: each gets a located message and exit 2, never a crash. */
const dir = mkdtempSync(join(tmpdir(), 'sudocnf-hostile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('pathological input is bad input (exit 2), not a crash', () => {
  it.each([
    ['JSON lists nested 100,000 deep', 'deep.json', '['.repeat(100_000) + ']'.repeat(100_000), ':1:33: lists nest more than 32 deep here'],
    [
      'YAML flow lists nested 50,000 deep',
      'deep.yaml',
      `a: ${'['.repeat(50_000)}${']'.repeat(50_000)}\n`,
      ':1:36: lists nest more than 32 deep here',
    ],
    [
      'YAML flow lists nested 200,000 deep under a block list',
      'deep2.yaml',
      `a:\n  - ${'['.repeat(200_000)}${']'.repeat(200_000)}\n`,
      ':2:37: lists nest more than 32 deep here',
    ],
    ['a C list of pointers', 'pointers.c', 'int *cells[] = {*a, *b, *c, *d, *e, *f, *g, *h, *i, *j, *k, *l, *m, *n, *o, *p};\n', ''],
    [
      'a C initialiser of pointers',
      'pointers9.c',
      `int *g[9][9] = {${Array(9)
        .fill(`{${Array(9).fill('*p').join(', ')}}`)
        .join(',\n')}};\n`,
      ":1:18: '*p' is not a cell",
    ],
    [
      'YAML aliases in flow lists',
      'aliases.yaml',
      `[${Array(4)
        .fill(`[${Array(4).fill('*a').join(', ')}]`)
        .join(', ')}]\n`,
      ":1:3: '*a' is not a cell",
    ],
  ])('%s', (_what, name, text, message) => {
    const r = runCli(['solve', file(name, text)]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(new RegExp(`^${join(dir, name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+:\\d+: `));
    expect(r.stderr).toContain(message);
    expect(r.stderr.split('\n').length).toBe(2);
  });

  it('stats gives the closed forms for every k the README allows, up to 1000', () => {
    const r = runCli(['stats', '--k', '255..1000', '--amo', 'pairwise,sequential,binary,auto', '--format', 'csv']);
    expect(r.status).toBe(0);
    const rows = r.stdout.trim().split('\n');
    expect(rows).toHaveLength(1 + 746 * 4);
    // Extended pairwise at k = 1000: 4n² + 4n²·C(n, 2) with n = 10⁶.
    const n = 10n ** 6n;
    expect(rows.find((l) => l.startsWith('1000,') && l.includes(',pairwise,'))).toContain(
      String(4n * n * n + 4n * n * n * ((n * (n - 1n)) / 2n)),
    );
  });
});

describe('every option has bounds it holds', () => {
  it('a time limit a timer cannot wait for is refused, on the command line and in the library', async () => {
    for (const solver of ['minisat', 'cadical', 'dlx']) {
      const r = runCli(['solve', 'puzzles/inkala-2012.txt', '--solver', solver, '--timeout', '600h']);
      expect(r).toMatchObject({ status: 2, stderr: "sudocnf: bad duration '600h': a time limit is at most 596h (about 24 days)\n" });
    }
    expect(runCli(['solve', 'puzzles/inkala-2012.txt', '--solver', 'minisat', '--timeout', '596h', '--format', 'line']).status).toBe(0);
    const { solve } = await import('../../src/library/calls.js');
    await expect(solve(readFileSync(join(ROOT, 'puzzles/inkala-2012.txt'), 'utf8'), { timeout: 2 ** 31 })).rejects.toThrow(
      'timeout is at most 2,147,483,647 ms (about 24 days), got 2,147,483,648',
    );
  });

  it('--jobs past the cores runs on the cores, with the same output', () => {
    const one = runCli(['solve', 'puzzles/top95.txt', '--solver', 'dlx']);
    const many = runCli(['solve', 'puzzles/top95.txt', '--solver', 'dlx', '--jobs', '1000000']);
    expect(many.status).toBe(0);
    expect(many.stdout).toBe(one.stdout);
  });

  it('generate --seed beyond 32 bits is refused: it would repeat a smaller seed', () => {
    expect(runCli(['generate', '--k', '2', '--seed', '4294967297'])).toMatchObject({
      status: 2,
      stderr: 'sudocnf: --seed is at most 4294967295 (the generator keeps 32 bits of a seed), got 4294967297\n',
    });
    expect(runCli(['generate', '--k', '2', '--seed', '4294967295', '--count', '2']).status).toBe(2);
    expect(runCli(['generate', '--k', '2', '--seed', '4294967295']).status).toBe(0);
  });
});

describe('reading is bounded: by --timeout on a stream, by what a puzzle can need on any input', () => {
  /** Runs the CLI with a standard input the test controls; resolves with the exit code, output and seconds taken. */
  function withStdin(
    args: string[],
    feed: (stdin: Writable) => void,
  ): Promise<{ code: number | null; stdout: string; stderr: string; seconds: number }> {
    const started = performance.now();
    const child = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdin.on('error', () => {});
    feed(child.stdin);
    return new Promise((resolve) =>
      child.on('close', (code) => resolve({ code, stdout, stderr, seconds: (performance.now() - started) / 1000 })),
    );
  }

  it('standard input that sends nothing: unknown (reading) at the time limit, exit 3', async () => {
    let held: Writable | undefined;
    const r = await withStdin(['solve', '-', '--timeout', '2s'], (stdin) => (held = stdin));
    held?.end();
    expect(r).toMatchObject({ code: 3, stdout: expect.stringMatching(/^unknown: timeout after \d+\.\d s \(reading\)\n$/) });
    expect(r.seconds).toBeLessThan(30); // the input is held open: without the limit it waits for ever
  });

  it('a FIFO no one writes to: the same', () => {
    const fifo = join(dir, 'fifo');
    spawnSync('mkfifo', [fifo]);
    const r = runCli(['unique', fifo, '--timeout', '1s']);
    expect(r).toMatchObject({ status: 3, stdout: expect.stringMatching(/^unknown: timeout after \d+\.\d s \(reading\)\n$/) });
  });

  it('standard input that never ends a line (zeros): refused at the line limit, at once', async () => {
    const r = await withStdin(['solve', '-', '--timeout', '30s'], (stdin) => {
      const zeros = Buffer.alloc(1 << 20);
      const write = () => {
        while (!stdin.destroyed && stdin.write(zeros));
        if (!stdin.destroyed) stdin.once('drain', write);
      };
      write();
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('<stdin>:1:1: line 1 has more than 16,777,216 bytes: no puzzle needs a line that long\n');
  });

  it('a file with a line longer than any puzzle needs is bad input', () => {
    const long = file('long.txt', '1'.repeat((16 << 20) + 1));
    expect(runCli(['solve', long])).toMatchObject({
      status: 2,
      stderr: `${long}:1:1: line 1 has more than 16,777,216 characters: no puzzle needs a line that long\n`,
    });
  });

  // A file past the 8 MiB from which a line file is streamed: 20,000 puzzles each followed by a note (the
  // notes fill it out), or 300,000 puzzles under npm run test:full.
  it.skipIf(!HAVE_SHARED)(
    `a batch of ${FULL ? '300,000' : '20,000'} puzzles in more than 8 MiB streams through to the end, with the same verdicts as the whole file read at once`,
    () => {
      const lines = readFileSync(join(SHARED, '9x9/sudokus_17.first1000.txt'), 'utf8').trim().split('\n');
      const count = FULL ? 300_000 : 20_000;
      const note = FULL ? '' : `\r\n# ${'-'.repeat(420)}`;
      const text = `${Array.from({ length: count }, (_, i) => lines[i % lines.length] + note).join('\r\n')}\r\n`;
      expect(text.length).toBeGreaterThan(8 << 20);
      const batch = file('many.txt', text);
      const r = runCli(['solve', batch, '--solver', 'dlx', '--format', 'line']);
      expect(r.status).toBe(0);
      expect(r.stderr).toMatch(new RegExp(`^${count} puzzles: ${count} solved, 0 no solution`));
      const out = r.stdout.split('\n');
      expect(out).toHaveLength(count + 1);
      const first = runCli(['solve', '-', '--solver', 'dlx', '--format', 'line'], {
        input: `${lines.slice(0, 3).join('\n')}\n`,
      }).stdout.split('\n');
      expect(out.slice(0, 3)).toEqual(first.slice(0, 3));
      expect(out[count - 1]).toMatch(new RegExp(`^${count} solved \\d{81}$`));
    },
    120_000,
  );
});

describe('a line text read in chunks gives what reading it whole gives', () => {
  const base = readFileSync(join(ROOT, 'puzzles/top95.txt'), 'utf8').trim().split('\n');
  /** A text of `lines` puzzle lines joined by `eol`. */
  const big = (eol: string, lines: number, edit: (line: string, i: number) => string = (l) => l) =>
    Array.from({ length: lines }, (_, i) => edit(base[i % base.length]!, i)).join(eol) + eol;
  const texts = (lines: number): [string, string][] => [
    ['LF', big('\n', lines)],
    ['CRLF', big('\r\n', lines)],
    ['lone CR', big('\r', lines)],
    [
      'a byte order mark, comments, blank lines and a bad line',
      `\ufeff# a batch\n\n${big('\n', lines, (l, i) => (i === lines >> 1 ? l.slice(1) : i % 997 === 0 ? `${l}\n# note` : l))}`,
    ],
    ['a literal \\n ending every line', big('\n', lines, (l) => `${l}\\n`)],
    ['a # box line that names no box', `# box 4x3\n${big('\n', lines)}`],
  ];
  const summary = (e: PuzzleEntry) =>
    e.ok ? `${e.index}@${e.line}:${e.grid.cells.join('')}` : `${e.index}@${e.line}:${e.error.toString()}`;
  const sameAsWhole = (source: PuzzleSource, text: string, path: string) => {
    const whole = parsePuzzles(text, path);
    expect(source.format).toBe(whole.format);
    expect(source.count).toBe(whole.entries.length);
    const read = [...source.entries()];
    expect(read.length).toBe(whole.entries.length);
    expect(read.map(summary).join('\n')).toBe(whole.entries.map(summary).join('\n'));
  };

  // Cut at every few kilobytes, at places that fall inside lines, CRLF pairs and `\n` escapes alike.
  it.each(texts(12_000))('%s, cut in pieces of 1 to 5 KiB', (_what, text) => {
    sameAsWhole(
      lineSource(() => piecesOf(text), 'cut.txt', {}),
      text,
      'cut.txt',
    );
  });

  // A file over 8 MiB is read from disk in 1 MiB chunks, its UTF-8 decoded across their ends.
  it.skipIf(!FULL).each(texts(FULL ? 110_000 : 1))(
    '%s, a file of more than 8 MiB (npm run test:full)',
    async (_what, text) => {
      const path = file('chunked.txt', text);
      sameAsWhole(await openPuzzleSource(path), text, path);
    },
    60_000,
  );
});

describe('WebAssembly out of memory is a solver failure (exit 4) with advice, not a crash', () => {
  // 4 GB of address space: enough for Node, too little for the WebAssembly memory CaDiCaL reserves.
  const capped = (args: string[]) =>
    spawnSync('prlimit', ['--as=4000000000', process.execPath, CLI, ...args], { cwd: ROOT, encoding: 'utf8' });
  it.each([
    ['solve', ['solve', 'puzzles/inkala-2012.txt']],
    ['unique --propagators on', ['unique', 'puzzles/killer-9x9.yaml', '--propagators', 'on']],
    ['solve --jobs 2', ['solve', 'puzzles/two-4x4.txt', '--jobs', '2']],
    ['generate', ['generate', '--k', '3']],
    ['generate --jobs 2 --count 4', ['generate', '--k', '3', '--jobs', '2', '--count', '4']],
  ])('%s', (_what, args) => {
    const r = capped(args);
    expect(r.status).toBe(4);
    expect(r.stderr).toMatch(/the WebAssembly solver could not start: (RangeError: )?WebAssembly.instantiate\(\): Out of memory/);
    expect(r.stderr).toContain('raise the address-space limit (ulimit -v), or use fewer --jobs, --solver minisat or dlx');
    expect(r.stderr).not.toContain('Aborted(');
    expect(r.stderr).not.toMatch(/^\s+at /m);
  });

  it('2 GB with --jobs 2: as many threads as fit start (a thread more would be a fatal V8 error), and the failure is exit 4', () => {
    const r = spawnSync('prlimit', ['--as=2000000000', process.execPath, CLI, 'generate', '--k', '3', '--jobs', '2', '--count', '4'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect([r.status, r.signal]).toEqual([4, null]);
    expect(r.stderr).toContain('the WebAssembly solver could not start');
  });

  it('threads fit the address-space limit', async () => {
    const { workersThatFit, WORKER_ADDRESS_SPACE } = await import('../../src/core/address-space.js');
    expect(workersThatFit(4, Infinity)).toBe(4);
    expect(workersThatFit(4, 2 * 2 ** 30)).toBe(1);
    expect(workersThatFit(4, 2.5 * WORKER_ADDRESS_SPACE)).toBe(2);
  });

  it('a task whose worker cannot start its solver goes to another worker, which finishes the work', async () => {
    const { Worker } = await import('node:worker_threads');
    const { WorkQueue } = await import('../../src/core/worker-pool.js');
    // A worker told to fail answers every task with a failure of its own (retry); the other doubles numbers.
    const code = `const { parentPort, workerData } = require('node:worker_threads');
      parentPort.on('message', (n) => parentPort.postMessage(workerData.fail
        ? { ok: false, message: 'no memory here', name: 'SolverError', retry: true }
        : { ok: true, result: 2 * n }));`;
    const workers = [
      new Worker(code, { eval: true, workerData: { fail: true } }),
      new Worker(code, { eval: true, workerData: { fail: false } }),
    ];
    const results: number[] = [];
    const retired: string[] = [];
    try {
      await new Promise<void>((resolve, reject) => {
        const queue = new WorkQueue<number, number>(
          workers,
          (_t, r) => results.push(r),
          reject,
          (e, left) => retired.push(`${e.message}; ${left}`),
        );
        for (const n of [1, 2, 3, 4, 5]) queue.push(n);
        void queue.drained().then(resolve);
      });
    } finally {
      await Promise.all(workers.map((w) => w.terminate()));
    }
    expect(results.sort((a, b) => a - b)).toEqual([2, 4, 6, 8, 10]);
    expect(retired).toEqual(['no memory here; 1']);
    // The last worker's failure is the queue's.
    const alone = new Worker(code, { eval: true, workerData: { fail: true } });
    try {
      await expect(
        new Promise<void>((resolve, reject) => {
          const queue = new WorkQueue<number, number>([alone], () => {}, reject);
          queue.push(1);
          void queue.drained().then(resolve);
        }),
      ).rejects.toThrow('no memory here');
    } finally {
      await alone.terminate();
    }
  });
});

describe('smaller things a hostile user finds', () => {
  it('encode -o x.cnf.gz on a disk that fills up exits 5 with the reason, and leaves no file', () => {
    const target = join(dir, 'full.cnf.gz');
    // A file size limit (the signal it sends ignored) stands for a full disk: writes fail with EFBIG.
    const r = spawnSync(
      'bash',
      [
        '-c',
        `trap '' XFSZ; ulimit -f 200; exec "${process.execPath}" "${CLI}" encode puzzles/sample-25x25.txt --givens units -o "${target}"`,
      ],
      {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(r.status).toBe(5);
    expect(r.stderr).toBe(`sudocnf: cannot write ${target}: EFBIG: file too large, write\n`);
    expect(readdirSync(dir).filter((f) => f.includes('full.cnf'))).toEqual([]);
  });

  it('a --solver-cmd that is there but not executable says so', () => {
    const script = file('not-executable.sh', '#!/bin/sh\nexit 0\n');
    const r = runCli(['solve', 'puzzles/inkala-2012.txt', '--solver-cmd', script]);
    expect(r.status).toBe(4);
    expect(r.stderr).toContain(`'${script}' is not executable: give it execute permission (chmod +x)`);
  });

  it('unique --stats names the second call by what it did', () => {
    const r = runCli(['unique', 'puzzles/two-4x4.txt', '--stats']);
    expect(r.stderr).toMatch(/two-4x4\.txt#1: multiple; .*first answer [\d.]+ ms, second solution [\d.]+ ms/);
    expect(r.stderr).toMatch(/two-4x4\.txt#2: unique; .*first answer [\d.]+ ms, proof of no second solution [\d.]+ ms/);
  });
});

describe('solvers', () => {
  it('asks plingeling and treengeling their version, as the others', () => {
    const bin = mkdtempSync(join(dir, 'bin-'));
    for (const name of ['plingeling', 'treengeling']) {
      writeFileSync(join(bin, name), '#!/bin/sh\n[ "$1" = "--version" ] && echo 1.0.0\n');
      chmodSync(join(bin, name), 0o755);
    }
    const r = runCli(['solvers'], { env: { ...process.env, PATH: `${bin}:${process.env.PATH}` } });
    expect(r.stdout).toMatch(/^plingeling +external +\S+ +1\.0\.0 /m);
    expect(r.stdout).toMatch(/^treengeling +external +\S+ +1\.0\.0 /m);
  });
});

/** The first `count` cells of an n×n grid, row by row, every other row backwards: each a king's move from the one before. */
function snake(n: number, count = n * n): string[] {
  return Array.from({ length: count }, (_, i) => {
    const r = Math.floor(i / n);
    return `r${r + 1}c${r % 2 === 0 ? (i % n) + 1 : n - (i % n)}`;
  });
}

describe('hostile variant documents: refused where they are wrong, in bounded time and memory', () => {
  const TIME = '/usr/bin/time';
  const cells9 = (count: number) => Array.from({ length: count }, (_, i) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`);
  const payload = (json: string) => LZString.compressToBase64(json);
  const cases: [string, string, () => string, RegExp][] = [
    [
      'YAML aliases standing for rules',
      'aliases.yaml',
      () => 'sudocnf: 1\nsize: 9\ntitle: &t x\nrules: [*t, *t, *t]\n',
      /:4:9: a rule is a name \(antiknight, x, …\) or a mapping/,
    ],
    [
      'lists nested 100,000 deep',
      'deep.yaml',
      () => `sudocnf: 1\nsize: 9\nrules: ${'['.repeat(100_000)}\n`,
      /:3:40: lists nest more than 32 deep here/,
    ],
    ['a size of 1e308', 'size.yaml', () => 'sudocnf: 1\nsize: 1e308\n', /:2:7: size is the grid side, a whole number from 1 to 64$/],
    [
      'a sum of 23 digits',
      'sum.yaml',
      () => 'sudocnf: 1\nsize: 9\nrules:\n  - {cage: [r1c1, r1c2], sum: 99999999999999999999999}\n',
      /:4:5: a cage's sum is a whole number, at most 9 digits$/,
    ],
    [
      'a cell far off the grid',
      'off.yaml',
      () => 'sudocnf: 1\nsize: 9\ngivens: {r99999999999999999999c1: 3}\n',
      /:3:10: r99999999999999999999c1 is outside the 9x9 grid$/,
    ],
    [
      'a thermometer that loops back to its bulb',
      'loop.yaml',
      () => 'sudocnf: 1\nsize: 9\nrules:\n  - {thermometer: [r1c1, r1c2, r2c2, r2c1, r1c1]}\n',
      /:4:5: a thermometer names a cell twice$/,
    ],
    [
      'YAML tags',
      'tags.yaml',
      () => 'sudocnf: 1\nsize: 9\ntitle: !!js/function "function () {}"\n',
      /:3:22: YAML tags such as !!js\/function are not read/,
    ],
    [
      'a given stated twice with two values',
      'twice.yaml',
      () => 'sudocnf: 1\nsize: 4\ngivens: [r1c1 = 3, r1c1 = 2]\n',
      /:3:20: r1c1 is given as 2 here and as 3 in 'givens' \(line 3, column 10\)$/,
    ],
    [
      'a grid and givens that disagree',
      'disagree.yaml',
      () => 'sudocnf: 1\ngrid: ["3...", "....", "....", "...."]\ngivens: {r1c1: 2}\n',
      /:3:10: r1c1 is given as 2 here and as 3 in 'grid' \(line 2, column 9\)$/,
    ],
    [
      'a million anti-knight rules (15 MB)',
      'million.yaml',
      () => `sudocnf: 1\nsize: 9\nrules:\n${'  - antiknight\n'.repeat(1_000_000)}`,
      /:1:1: a YAML or JSON document of 14\.3 MB: sudocnf reads such documents up to 1 MB/,
    ],
    [
      '480,000 identical cages (16 MB)',
      'cages.yaml',
      () => `sudocnf: 1\nsize: 9\nrules:\n${`  - {cage: [${cells9(2).join(', ')}], sum: 3}\n`.repeat(480_000)}`,
      /:1:1: a YAML or JSON document of 15\.\d MB/,
    ],
    [
      '4 million comment lines before a document (16 MB)',
      'comments.yaml',
      () => `${'# c\n'.repeat(4_000_000)}sudocnf: 1\nsize: 4\n`,
      /:1:1: a YAML or JSON document of 15\.\d MB/,
    ],
    [
      'an f-puzzles payload that would expand past a MB',
      'expand.txt',
      () => payload(`{"size": 9, "title": "${'ab'.repeat(700_000)}"}`),
      /:1:1: a JSON document of 1\.3 MB: sudocnf reads such documents up to 1 MB .*\(in the document the payload holds\), line 1, column 1$/,
    ],
    // The fixture is LZString.compressToBase64('{' + 'a'.repeat(30_000_000)): each code one character longer than the last.
    [
      'an lz-string payload of 15,436 characters that expands to 30 million (test/fixtures/lz-payload-30m.txt)',
      'bomb.txt',
      () => readFileSync(join(ROOT, 'test/fixtures/lz-payload-30m.txt'), 'utf8'),
      /:1:1: a JSON document of 28\.6 MB: sudocnf reads such documents up to 1 MB .*\(in the document the payload holds\), line 1, column 1$/,
    ],
    [
      'a nabner line through 1,500 cells of a 49x49, every two of them tied',
      'nabner.yaml',
      () => `sudocnf: 1\nsize: 49\nrules:\n  - {nabner: [${snake(49, 1500).join(', ')}]}\n`,
      /:4:3: these rules tie 1,124,250 pairs of cells; a puzzle takes at most 1,000,000$/,
    ],
    [
      'an f-puzzles payload of 40,000 characters',
      'long.txt',
      () => `https://f-puzzles.com/?load=${'A'.repeat(40_000)}`,
      /:1:1: the link's payload is not an f-puzzles document of at most 16,000 characters$/,
    ],
  ];

  it.skipIf(!existsSync(TIME)).each(cases)('%s', (_what, name, make, message) => {
    const path = file(name, make());
    const started = performance.now();
    const r = spawnSync(TIME, ['-q', '-f', 'peak %M', process.execPath, CLI, 'solve', path], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 120_000,
    });
    const seconds = (performance.now() - started) / 1000;
    const peak = /peak (\d+)\n$/.exec(r.stderr);
    const stderr = r.stderr.replace(/peak \d+\n$/, '');
    expect(r.status).toBe(2);
    expect(stderr.startsWith(`${path}:`)).toBe(true);
    expect(stderr.trimEnd()).toMatch(message);
    expect(stderr.split('\n').length).toBe(2);
    // Generous bounds: a busy machine is slow, but not by orders of magnitude.
    expect(seconds).toBeLessThan(60);
    expect(peak ? Number(peak[1]) / 1024 : Infinity).toBeLessThan(400);
  });
});

describe('a line through a whole grid: --timeout holds while its formula is built, in bounded memory', () => {
  // A slow thermometer through all 1,296 cells of a 36x36: each cell is tied to the 36 after it
  // (every later one made 840,000 pairs, and sizing them held the command for minutes).
  // 49×49: its whole formula takes several times the limits below to build, on a fast machine
  // too, while its first band passes its bound in a fraction of them, on a loaded one too.
  const empty49 = `sudocnf: 1\nsize: 49\ngrid:\n${`  - "${'.'.repeat(49)}"\n`.repeat(49)}`;
  const slow49 = () => file('slow-49.yaml', `${empty49}rules:\n  - {slow-thermometer: [${snake(49).join(', ')}]}\n`);
  const timed = (args: string[]) => {
    const r = spawnSync('/usr/bin/time', ['-q', '-f', 'peak %M', process.execPath, CLI, ...args], { cwd: ROOT, encoding: 'utf8' });
    const peak = /peak (\d+)\n$/.exec(r.stderr);
    return { ...r, stderr: r.stderr.replace(/peak \d+\n$/, ''), peakMb: peak ? Number(peak[1]) / 1024 : Infinity };
  };

  it.skipIf(!existsSync('/usr/bin/time'))('the whole formula: unknown at the limit, while encoding (exit 3)', () => {
    const r = timed(['solve', slow49(), '--strategy', 'whole', '--timeout', '2s']);
    expect(r.status).toBe(3);
    expect(r.stdout).toMatch(/^unknown: timeout after \d+\.\d s \(encoding\)\n$/);
    expect(r.stderr).toBe('');
    expect(r.peakMb).toBeLessThan(400);
  });

  it.skipIf(!existsSync('/usr/bin/time'))(
    'bands: a band whose formula grows past its bound ends the bands, and the whole formula meets the limit',
    () => {
      const r = timed(['solve', slow49(), '--strategy', 'bands', '--threads', '1', '--timeout', '5s', '--stats']);
      expect(r.status).toBe(3);
      expect(r.stdout).toMatch(/^unknown: timeout after \d+\.\d s \(encoding\)\n$/);
      expect(r.stderr).toMatch(
        /: unknown; bands [\d.]+ ms: rows top-down gave up \(band 1: its formula passed 2,000,000 clauses\); propagation/,
      );
      expect(r.peakMb).toBeLessThan(400);
    },
  );

  it('a slow thermometer or an entropic line ties each cell to the n after it: all of a line of up to n + 1 cells, near-linear beyond', () => {
    const short = Shape.square(3).withVariant({ rules: [{ kind: 'slow-thermometer', cells: [0, 1, 2, 3, 4, 5, 6, 7, 8, 17] }] });
    expect(short.pairs).toHaveLength(45);
    const cells = snake(16).map((name) => {
      const [, r, c] = /^r(\d+)c(\d+)$/.exec(name)!;
      return (Number(r) - 1) * 16 + Number(c) - 1;
    });
    const long = Shape.square(4).withVariant({ rules: [{ kind: 'slow-thermometer', cells }] });
    // 240 cells with 16 after them, and 15, 14, … 1 for the last 16.
    expect(long.pairs).toHaveLength(240 * 16 + 120);
    const entropic = Shape.square(4).withVariant({ rules: [{ kind: 'entropic', cells }] });
    expect(entropic.pairs.length).toBeLessThan(256 * 16);
    expect(entropic.pairs.length).toBeGreaterThan(256 * 10);
  });
});

describe('bounds at the edges', () => {
  it('decode refuses solver output past what the answer can need (a device that never ends)', () => {
    const r = runCli(['decode', 'puzzles/inkala-2012.txt', '/dev/zero']);
    expect(r).toMatchObject({
      status: 2,
      stderr: '/dev/zero:1:1: more than 67,117,612 bytes of solver output: the answer for 729 variables needs far less\n',
    });
  });

  // Node itself holds some 20; the bundled command line opens its few chunks at once.
  it.skipIf(!existsSync('/usr/bin/prlimit'))('32 open files are enough to load the command line and solve', () => {
    const r = spawnSync('/usr/bin/prlimit', ['--nofile=32', process.execPath, CLI, 'solve', 'puzzles/inkala-2012.txt'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect([r.status, r.stderr]).toEqual([0, '']);
  });

  // A file of 17 MB: the full sweep (npm run test:full, which CI runs) reads it.
  it.runIf(FULL)('a grid batch larger than the longest line allowed is read in time linear in its size (no search per line)', () => {
    const block = `${Array.from({ length: 9 }, (_, r) => Array.from({ length: 9 }, (_, c) => String(((r * 3 + Math.floor(r / 3) + c) % 9) + 1)).join(' ')).join('\n')}\n\n`;
    const path = file('big-batch.txt', block.repeat(110_000));
    const started = performance.now();
    const r = runCli(['solve', path, '--shard', '1/100000', '--format', 'line', '--solver', 'dlx']);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/^2 puzzles \(of 110000 in the file\): 2 solved/m);
    // Linear: seconds. The search for a CR once per line took hours on this file.
    expect((performance.now() - started) / 1000).toBeLessThan(120);
  });
});
