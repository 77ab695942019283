import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDimacs } from '../../src/cnf/dimacs-reader.js';
import { CLI, ROOT, runCli } from '../helpers.js';

const INKALA = 'puzzles/inkala-2012.txt';
const dirs: string[] = [];
function scratch(): string {
  const d = mkdtempSync(join(tmpdir(), 'sudocnf-test-'));
  dirs.push(d);
  return d;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('sudocnf encode', () => {
  it('writes the extended CNF with 11,988 + givens clauses', () => {
    const r = runCli(['encode', INKALA, '--encoding', 'extended']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^p cnf 729 12009$/m); // 21 givens
    const cnf = parseDimacs(r.stdout);
    expect(cnf.clauses.length).toBe(12009);
    expect(r.stderr).toBe('');
  });

  it('reads the same puzzle from the DTU file and from stdin', () => {
    const fromLine = runCli(['encode', INKALA]).stdout.split('\n').slice(1).join('\n');
    const fromDtu = runCli(['encode', 'puzzles/inkala-2012.dtu']).stdout.split('\n').slice(1).join('\n');
    const fromStdin = runCli(['encode', '-'], { input: readFileSync(INKALA, 'utf8') })
      .stdout.split('\n')
      .slice(1)
      .join('\n');
    expect(fromDtu).toBe(fromLine);
    expect(fromStdin).toBe(fromLine);
  });

  it('--givens eliminate and --amo sequential shrink the formula; the header stays exact', () => {
    const r = runCli(['encode', INKALA, '--givens', 'eliminate', '--amo', 'sequential']);
    expect(r.status).toBe(0);
    const cnf = parseDimacs(r.stdout);
    expect(cnf.declaredClauses).toBe(cnf.clauses.length);
    expect(cnf.clauses.length).toBeLessThan(3000);
    expect(r.stdout).toMatch(/^c givens: eliminate/m);
  });

  it('-o x.cnf.gz writes gzip, atomically, and reports the header on stderr', () => {
    const dir = scratch();
    const target = join(dir, 'x.cnf.gz');
    const r = runCli(['encode', INKALA, '--givens', 'assumptions', '-o', target]);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe(`${target}: p cnf 729 11988\n`);
    expect(gunzipSync(readFileSync(target)).toString()).toBe(runCli(['encode', INKALA, '--givens', 'assumptions']).stdout);
    expect(readdirSync(dir)).toEqual(['x.cnf.gz']);
  });

  it('a batch needs --index or an {i} output pattern; a bad puzzle is reported and the rest written', () => {
    const dir = scratch();
    const batch = join(dir, 'batch.txt');
    const lines = readFileSync('puzzles/top95.txt', 'utf8').split('\n').slice(0, 3);
    lines.splice(1, 0, lines[0]!.slice(2)); // a line too short
    writeFileSync(batch, `${lines.join('\n')}\n`);
    const plain = runCli(['encode', batch]);
    expect(plain.status).toBe(2);
    expect(plain.stderr).toContain("holds 4 puzzles: pick one with --index N, or write one file each with -o 'name-{i}.cnf'");
    expect(runCli(['encode', batch, '--index', '3']).stdout).toMatch(/from .*batch\.txt#3/);
    const all = runCli(['encode', batch, '-o', join(dir, 'p-{i}.cnf')]);
    expect(all.status).toBe(2);
    expect(all.stderr).toContain(`${batch}:2:1: a puzzle line has n² symbols (16, 36, 64, 81, 100, 144, …), this one has 79 (puzzle 2)`);
    expect(readdirSync(dir).sort()).toEqual(['batch.txt', 'p-1.cnf', 'p-3.cnf', 'p-4.cnf']);
  });

  it('an unwritable output is an I/O error (exit 5) and leaves nothing behind', () => {
    const dir = scratch();
    const r = runCli(['encode', INKALA, '-o', join(dir, 'missing', 'x.cnf')]);
    expect(r.status).toBe(5);
    expect(r.stderr).toBe(`sudocnf: cannot write ${join(dir, 'missing', 'x.cnf')}: no such directory\n`);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('an interrupted write removes its temporary file and keeps the earlier output', async () => {
    const dir = scratch();
    const target = join(dir, 'big.cnf');
    writeFileSync(target, 'earlier\n');
    const { spawn } = await import('node:child_process');
    // The empty 100x100 grid: 198 million clauses, still being written when interrupted.
    const big = spawn(process.execPath, [CLI, 'encode', '-', '-o', target], { stdio: ['pipe', 'ignore', 'ignore'] });
    big.stdin.end(`${'0 '.repeat(100)}\n`.repeat(100));
    const exited = new Promise((r) => big.on('exit', (c) => r(c)));
    // Interrupted once the temporary file is there (however long a busy machine takes to start).
    const writing = () => readdirSync(dir).some((f) => f.endsWith('.tmp'));
    for (let waited = 0; !writing() && waited < 120_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    expect(writing()).toBe(true);
    big.kill('SIGINT');
    const code = await exited;
    expect(code).toBe(130);
    expect(readdirSync(dir)).toEqual(['big.cnf']);
    expect(readFileSync(target, 'utf8')).toBe('earlier\n');
  });

  it('a signal stops a long embedded solve at once (no handler waits for the solver)', async () => {
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, [CLI, 'generate', '--k', '5', '--seed', '1'], { stdio: 'ignore' });
    await new Promise((r) => setTimeout(r, 1500));
    const killedAt = performance.now();
    child.kill('SIGTERM');
    const signal = await new Promise((r) => child.on('exit', (_code, s) => r(s)));
    expect(signal).toBe('SIGTERM');
    expect(performance.now() - killedAt).toBeLessThan(10_000); // the generation itself takes minutes
  });

  it('-o to a named pipe writes into the pipe instead of replacing it', () => {
    const dir = scratch();
    const fifo = join(dir, 'pipe');
    const r = spawnSync(
      'bash',
      [
        '-c',
        `mkfifo "${fifo}" && { cat "${fifo}" > "${dir}/copy" & reader=$!; } && "${process.execPath}" "${CLI}" encode ${INKALA} -o "${fifo}" && wait $reader && [ -p "${fifo}" ] && echo still-a-pipe`,
      ],
      { encoding: 'utf8' },
    );
    expect(r.stdout.trim()).toBe('still-a-pipe');
    expect(readFileSync(join(dir, 'copy'), 'utf8')).toBe(runCli(['encode', INKALA]).stdout);
  });

  it('a reader that stops early (| head) ends the command quietly', () => {
    const r = spawnSync('bash', ['-o', 'pipefail', '-c', `"${process.execPath}" "${CLI}" encode - | head -c 100 > /dev/null`], {
      input: `${'.'.repeat(256)}\n`,
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});

describe('sudocnf stats', () => {
  it('gives 198,040,000 clauses at k = 10 for extended (json)', () => {
    const r = runCli(['stats', '--k', '2..10', '--encoding', 'extended', '--format', 'json']);
    expect(r.status).toBe(0);
    const rows = JSON.parse(r.stdout) as { k: number; clauses: number; variables: number }[];
    expect(rows.map((x) => x.k)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rows[8]).toMatchObject({ k: 10, clauses: 198040000, variables: 1000000 });
    expect(rows[1]).toMatchObject({ k: 3, clauses: 11988 });
  });

  it('compares presets and AMO encodings in a table and as CSV', () => {
    const table = runCli(['stats', '--k', '3', '--encoding', 'minimal,efficient', '--amo', 'pairwise,binary']).stdout;
    expect(table).toMatch(/^3 +9 +minimal +pairwise +729 +8,829 +18,225$/m);
    expect(table).toMatch(/^3 +9 +efficient +pairwise +729 +11,745 /m);
    expect(table.split('\n').filter((l) => /^3 /.test(l))).toHaveLength(4);
    const csv = runCli(['stats', '--k', '2,3', '--encoding', 'dtu', '--format', 'csv']).stdout;
    expect(csv).toBe('k,n,encoding,amo,variables,clauses,literals\n2,4,dtu,pairwise,64,432,960\n3,9,dtu,pairwise,729,11907,25515\n');
  });

  it('with a puzzle, reports units, eliminate and the effect of propagation', () => {
    const r = runCli(['stats', INKALA, '--format', 'json']);
    const rows = JSON.parse(r.stdout) as { givens: string; clauses: number; usedVariables: number }[];
    expect(rows.map((x) => x.givens)).toEqual(['units', 'eliminate', 'propagated']);
    const sample = JSON.parse(runCli(['stats', 'puzzles/sample-16x16.txt', '--format', 'json', '--propagate', 'box-line']).stdout) as {
      givens: string;
      decided?: number;
      openCandidates?: number;
      clauses: number;
    }[];
    const [, eliminate, propagated] = sample;
    expect(eliminate!.decided).toBe(0);
    expect(propagated!.decided).toBeGreaterThan(0);
    expect(propagated!.openCandidates).toBeLessThan(eliminate!.openCandidates!);
    expect(propagated!.clauses).toBeLessThan(eliminate!.clauses);
    // Givens that leave a cell without a value: no partial counts, and the proof on stderr.
    const none = runCli(['stats', 'puzzles/unsolvable-16x16.txt', '--format', 'json']);
    expect((JSON.parse(none.stdout) as { givens: string; openCandidates?: number }[]).map((x) => [x.givens, x.openCandidates])).toEqual([
      ['units', undefined],
      ['eliminate', undefined],
    ]);
    expect(none.stderr).toBe('puzzles/unsolvable-16x16.txt: no solution: propagation proved it: r1c1 has no value left\n');
    expect(rows[0]!.clauses).toBe(12009);
    expect(rows[1]!.clauses).toBeLessThan(rows[0]!.clauses / 4);
    expect(rows[1]!.usedVariables).toBeLessThan(729);
  });
});

describe('sudocnf show and bad input', () => {
  it('converts between formats', () => {
    const dtu = runCli(['show', INKALA, '--format', 'dtu']).stdout;
    expect(dtu).toBe(readFileSync('puzzles/inkala-2012.dtu', 'utf8'));
    expect(runCli(['show', 'puzzles/inkala-2012.dtu', '--format', 'line']).stdout).toBe(readFileSync(INKALA, 'utf8'));
    expect(runCli(['show', 'puzzles/top95.txt']).stdout.split('\n')).toHaveLength(96);
  });

  it('clashing givens: exit 2, both cells named at file:line:column', () => {
    const dir = scratch();
    const f = join(dir, 'clash.txt');
    writeFileSync(f, `8.......8${'.'.repeat(72)}\n`);
    const r = runCli(['show', f]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      `${f}:1:9: conflicting givens: r1c9 and r1c1 (line 1, column 1) both hold 8 in row 1\n${f}: 1 puzzle read as line, 1 bad\n`,
    );
    expect(r.stdout).toBe('');
  });

  it.each([
    [['encode', 'nope.txt'], 'sudocnf: cannot read nope.txt: no such file'],
    [['encode', INKALA, '--amo', 'foo'], "sudocnf: unknown at-most-one encoding 'foo'"],
    [['encode', INKALA, '--encoding', 'maximal'], "sudocnf: unknown encoding 'maximal'"],
    [['encode', INKALA, '--givens', 'later'], "error: option '--givens <mode>' argument 'later' is invalid"],
    [['stats', '--k', '0'], "sudocnf: bad --k '0'"],
    [['stats', INKALA, '--k', '3'], 'sudocnf: --k is for tables without a puzzle'],
    [['encode', INKALA, '--index', '2'], 'sudocnf: --index 2: puzzles/inkala-2012.txt holds 1 puzzle(s)'],
    [['frobnicate'], "error: unknown command 'frobnicate'"],
  ])('%j exits 2 with a clear message', (args, message) => {
    const r = runCli(args);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });
});

describe('progress of one long puzzle', () => {
  const script = '/usr/bin/script';
  const run = `${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} unique puzzles/minimal-25x25.txt --timeout 3s --format line`;

  it.skipIf(!existsSync(script))('on a terminal, the time taken so far is shown while the embedded solver searches', () => {
    // `script` gives the command a terminal; the embedded CaDiCaL holds the thread, and its polls redraw the line.
    const r = spawnSync(script, ['-qfec', run, '/dev/null'], { encoding: 'utf8', cwd: join(CLI, '../../..') });
    expect(r.stdout).toMatch(/unique puzzles\/minimal-25x25\.txt: \d s so far/);
    expect(r.stdout).toMatch(/unknown: timeout after \d+\.\d s/);
  });

  it('without a terminal, nothing but the answer', () => {
    const r = runCli(['unique', 'puzzles/minimal-25x25.txt', '--timeout', '2s', '--format', 'line']);
    // On a busy machine the limit may be reached while the formula is still being built: any phase.
    expect(r.stdout).toMatch(/^unknown: timeout after \d+\.\d s \([\w ]+\)\n$/);
    expect(r.stderr).not.toMatch(/so far/);
  });
});

describe('progress of count and generate', () => {
  const script = '/usr/bin/script';
  /** Runs the command line on a terminal (script(1)); what the terminal showed, each control sequence (a move or a clearing) a line break. */
  const onTerminal = (args: string) => {
    const r = spawnSync(script, ['-qfec', `${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} ${args}`, '/dev/null'], {
      encoding: 'utf8',
      cwd: ROOT,
    });
    return r.stdout.replace(/\x1b(\[[0-9;?]*[a-zA-Z]|[78])/g, '\n');
  };
  const empty = join(scratch(), 'empty-9x9.txt');
  writeFileSync(empty, `${'.'.repeat(81)}\n`);

  it.skipIf(!existsSync(script))('count on a terminal shows the solutions found so far beside the time', () => {
    // Bound by the time limit: the empty grid has far more solutions than are counted in 2 s.
    const shown = onTerminal(`count ${JSON.stringify(empty)} --max 10000000 --timeout 2s`);
    const counts = [...shown.matchAll(/empty-9x9\.txt: (\d+) solutions?, \d+ s so far/g)].map((m) => Number(m[1]));
    expect(counts.length).toBeGreaterThan(0);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const answer = /at least (\d+) \(stopped: timeout/.exec(shown);
    expect(Number(answer?.[1])).toBeGreaterThanOrEqual(counts.at(-1)!);
  });

  it.skipIf(!existsSync(script))("generate on a terminal shows the puzzles made so far of the count, each puzzle's line above it", () => {
    // Each 25x25 digs for 2 s (--timeout), so the status is shown before the first is made.
    const shown = onTerminal('generate --k 5 --seed 1 --timeout 2s --count 2 --format grid');
    expect(shown).toMatch(/generate: 0 of 2 puzzles made, \d+ s so far/);
    expect(shown).toMatch(/generate: 1 of 2 puzzles made, \d+ s so far/);
    // The status is cleared before a line is written: each seed's line stands alone.
    expect(shown).toMatch(/^seed 1: \d+ givens.*final proof [\d.]+ s\r?$/m);
    expect(shown).toMatch(/^seed 2: \d+ givens.*final proof [\d.]+ s\r?$/m);
  });

  it('without a terminal, stderr has the lines of the puzzles made, and nothing from count', () => {
    const made = runCli(['generate', '--seed', '1', '--count', '2', '--format', 'grid']);
    expect(made.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^seed 1: /), expect.stringMatching(/^seed 2: /)]);
    const r = runCli(['count', empty, '--max', '10000000', '--timeout', '1500ms']);
    expect(r.stdout).toMatch(/^at least \d+ \(stopped: timeout/);
    expect(r.stderr).toBe('');
  });
});
