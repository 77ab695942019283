import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatGrid } from '../../src/formats/write.js';
import { SatRoute } from '../../src/routes/sat-route.js';
import { alive, CLI, FAKE_SOLVER, FULL, haveBinary, patternGrid, ROOT, runCli, sample, withHoles } from '../helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'sudocnf-limits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const INKALA = join(ROOT, 'puzzles/inkala-2012.txt');

function script(name: string, body: string): string {
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
}

/** Is any process of a process group still running (zombies aside)? Waits up to 2 s for the group to go. */
function groupAlive(pgid: number): boolean {
  const members = () =>
    readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .filter((pid) => {
        try {
          const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
            .replace(/^.*\) /, '')
            .split(' ');
          return fields[0] !== 'Z' && Number(fields[2]) === pgid;
        } catch {
          return false;
        }
      });
  for (const until = Date.now() + 2000; Date.now() < until; ) {
    if (members().length === 0) return false;
    spawnSync('sleep', ['0.05']);
  }
  return true;
}

/** A sparse 64×64 (a quarter of the cells given): its formula takes seconds to build and load. */
function sparse64(): string {
  const file = join(dir, 'sparse-64.txt');
  writeFileSync(file, `${formatGrid(withHoles(patternGrid(8), 0.25, 7), 'grid')}\n`);
  return file;
}

describe('--timeout bounds the whole puzzle and kills everything the solver started', () => {
  it('a wrapper script that does not exec its solver: the solver it started is killed with it', () => {
    const pidFile = join(dir, 'grandchild.pid');
    // The grandchild ignores SIGTERM and keeps the output pipe open: only a kill of the whole group ends it.
    // The shell writes the grandchild's id as soon as it has forked it (a busy machine may take long to start Node).
    const wrapper = script('wrapper.sh', `"${process.execPath}" "${FAKE_SOLVER}" hang &\necho $! > ${pidFile}\nwait`);
    const started = performance.now();
    const r = runCli(['solve', INKALA, '--solver-cmd', wrapper, '--timeout', '3s']);
    const seconds = (performance.now() - started) / 1000;
    expect(r.status).toBe(3);
    expect(r.stdout).toMatch(/^unknown: timeout after \d+\.\d s \(search\)/);
    expect(seconds).toBeLessThan(30); // the grandchild alone would hang forever
    expect(alive(Number(readFileSync(pidFile, 'utf8')))).toBe(false);
  });

  it('a script that ignores SIGTERM is killed by the second signal', () => {
    const stubborn = script('stubborn.sh', `trap '' TERM\necho $$ > ${join(dir, 'stubborn.pid')}\nsleep 100`);
    const r = runCli(['solve', INKALA, '--solver-cmd', stubborn, '--timeout', '3s']);
    expect(r.status).toBe(3);
    const leader = Number(readFileSync(join(dir, 'stubborn.pid'), 'utf8'));
    expect(alive(leader)).toBe(false);
    // Its sleep was in the same process group (led by the script): nothing of the group is left.
    expect(groupAlive(leader)).toBe(false);
  });

  it('the embedded solver: building and loading a large formula count, and the verdict names the phase', async () => {
    const grid = readFileSync(sparse64(), 'utf8');
    const { parsePuzzles } = await import('../../src/formats/read.js');
    const puzzle = (parsePuzzles(grid).entries[0] as { grid: import('../../src/core/grid.js').Grid }).grid;
    const route = SatRoute.open({ timeoutMs: 150, amo: 'pairwise' });
    const started = performance.now();
    const o = await route.solve(puzzle);
    await route.close();
    expect(o.verdict).toBe('unknown');
    expect(o.reason).toMatch(/^timeout after \d+\.\d s \((propagation|encoding|loading the formula)\)$/);
    expect(performance.now() - started).toBeLessThan(15_000); // loading it whole takes far longer
    const count = await SatRoute.open({ timeoutMs: 150, amo: 'pairwise' }).enumerate(puzzle, { max: 2 });
    expect(count).toMatchObject({
      count: 0,
      complete: false,
      reason: expect.stringMatching(/^timeout after .* \((propagation|encoding|loading the formula)\)$/),
    });
  });

  it.skipIf(!haveBinary('minisat'))('an external solver: writing its input file counts too', () => {
    const r = runCli(['solve', sparse64(), '--solver', 'minisat-bin', '--amo', 'pairwise', '--timeout', '100ms', '--format', 'grid']);
    expect(r.status).toBe(3);
    expect(r.stdout).toMatch(/^unknown: timeout after \d+\.\d s \((propagation|encoding|writing the formula)\)/);
  });
});

describe('output that cannot be written', () => {
  const commands = [
    ['solve', 'puzzles/top95.txt'],
    ['unique', 'puzzles/famous_hard.txt'],
    ['count', 'puzzles/famous_hard.txt'],
    ['rate', 'puzzles/famous_hard.txt'],
    ['generate', '--k', '2'],
    ['stats'],
    ['solvers'],
    ['bench', 'puzzles/famous_hard.txt', '--solver', 'dlx'],
    ['show', 'puzzles/inkala-2012.txt'],
    ['encode', 'puzzles/inkala-2012.txt'],
  ];
  // npm test: a spread of the commands; test:full: every one.
  it.each(sample(commands, 5).map((c) => [c.join(' '), c] as const))('%s > /dev/full exits 5 and says so', (_name, args) => {
    const full = openSync('/dev/full', 'w');
    try {
      const r = spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, stdio: ['ignore', full, 'pipe'], encoding: 'utf8' });
      expect(r.stderr).toBe('sudocnf: cannot write standard output: no space left on device\n');
      expect(r.status).toBe(5);
    } finally {
      closeSync(full);
    }
  });

  it('decode > /dev/full too', () => {
    const model = join(dir, 'model.out');
    const solved = runCli(['solve', INKALA, '--format', 'line']).stdout.trim();
    const lits = Array.from({ length: 729 }, (_, i) => (Number(solved[Math.floor(i / 9)]) === (i % 9) + 1 ? i + 1 : -(i + 1)));
    writeFileSync(model, `s SATISFIABLE\nv ${lits.join(' ')} 0\n`);
    const full = openSync('/dev/full', 'w');
    try {
      const r = spawnSync(process.execPath, [CLI, 'decode', INKALA, model], {
        cwd: ROOT,
        stdio: ['ignore', full, 'pipe'],
        encoding: 'utf8',
      });
      expect(r.status).toBe(5);
    } finally {
      closeSync(full);
    }
  });

  /** Runs the command, reads its first line of output, closes the pipe, and waits for the exit. */
  function firstLineThenClose(args: string[]): Promise<{ first: string; code: number | null; stderr: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let stderr = '';
      let first = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        if (!first && out.includes('\n')) {
          first = out.slice(0, out.indexOf('\n'));
          child.stdout.destroy();
        }
      });
      child.on('close', (code) => resolve({ first, code, stderr }));
    });
  }

  it('a closed pipe stops a batch at once, quietly, with exit 0', async () => {
    const batch = join(dir, 'many.txt');
    writeFileSync(batch, readFileSync(join(ROOT, 'puzzles/top95.txt'), 'utf8').repeat(30));
    const r = await firstLineThenClose(['solve', batch]);
    expect(r.first).toMatch(/^1 solved /);
    expect(r.code).toBe(0);
    // Stopped early: the summary of all 2,850 puzzles was never reached.
    expect(r.stderr).toBe('');
  });

  it('and stops generate after the puzzles it could print', async () => {
    // 9x9 puzzles take a tenth of a second each: all 200 would take half a minute.
    const r = await firstLineThenClose(['generate', '--k', '3', '--count', '200']);
    expect(r.code).toBe(0);
    expect(r.stderr.split('\n').filter((l) => l.startsWith('seed ')).length).toBeLessThan(20);
  });
});

describe('a formula too large for an embedded solver', () => {
  it('is refused with the limit that applies, and no advice to use what is already in use', () => {
    const file = join(dir, 'empty-49.txt');
    writeFileSync(file, `${formatGrid(withHoles(patternGrid(7), 0), 'grid')}\n`);
    const r = runCli(['solve', file, '--solver', 'minisat', '--amo', 'sequential', '--propagate', 'none', '--format', 'grid']);
    expect(r.status).toBe(4);
    expect(r.stderr).toMatch(
      /^sudocnf: minisat: the formula \([\d,]+ variables, [\d,]+ clauses\) would need about [\d,]+ MB; the MiniSat port \(a fixed 64 MB heap\) takes formulas up to about 48 MB; it already uses the compact sequential at-most-one encoding: use stronger propagation \(--propagate box-line\) or an external solver \(--solver cadical-bin\)\n$/,
    );
  });
});

describe('messages for input that fits no format', () => {
  it('a 10 MB line gets a short message that says what a puzzle line must hold', () => {
    const file = join(dir, 'huge.txt');
    writeFileSync(file, `${'1'.repeat(10_000_000)}\n`);
    const r = runCli(['solve', file]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`${file}:1:1: a puzzle line has n² symbols (16, 36, 64, 81, 100, 144, …), this one has 10000000\n`);
    expect(Buffer.byteLength(r.stderr)).toBeLessThan(1024);
  });

  it('random bytes: one located line, no stack trace, nothing raw', () => {
    const file = join(dir, 'noise.bin');
    let s = 12345;
    const next = () => {
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      return s >>> 24;
    };
    writeFileSync(file, Buffer.from(Array.from({ length: 4096 }, next)));
    const r = runCli(['solve', file]);
    expect(r.status).toBe(2);
    expect(r.stderr.split('\n')).toHaveLength(2);
    expect(r.stderr).toMatch(
      new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+:\\d+: [^\\x00-\\x1f\\x7f\\ufffd]{1,200}\\n$`),
    );
  });

  it('a C initialiser, a JSON array and two labelled 4x4 grids are read from the command line', () => {
    expect(runCli(['solve', 'puzzles/inkala-2012.c', '--format', 'line']).stdout).toBe(
      `${runCli(['solve', INKALA, '--format', 'line']).stdout}`,
    );
    expect(runCli(['solve', 'puzzles/inkala-2012.json', '--format', 'line']).status).toBe(0);
    const r = runCli(['solve', 'puzzles/two-4x4.txt']);
    expect(r.stdout).toMatch(/^1 solved \d{16}\n2 solved \d{16}\n$/);
    expect(r.stderr).toMatch(/^2 puzzles: 2 solved/);
  });
});

describe('options that cannot apply are refused (exit 2)', () => {
  it.each([
    [['solve', INKALA, '--threads', '5'], 'sudocnf: --threads: the cadical solver races at most 4 configurations\n'],
    [['solve', INKALA, '--solver', 'minisat', '--threads', '2'], 'sudocnf: --threads: the minisat solver takes no thread count\n'],
    [['solve', INKALA, '--solver', 'dlx', '--threads', '2'], 'sudocnf: --threads: dlx runs on one thread\n'],
    [
      ['solve', INKALA, '--keep-cnf', join(dir, 'x.cnf')],
      'sudocnf: --keep-cnf is for external solvers; for cadical, encode writes the same formula\n',
    ],
    [
      ['generate', '--k', '2', '--givens', '100'],
      'sudocnf: --givens must be a whole number from 0 to 16 (the cells of a 4x4 grid), got 100\n',
    ],
    [['generate', '--k', '1'], 'sudocnf: generate takes --k from 2 to 8, got 1\n'],
  ])('%j', (args, stderr) => {
    expect(runCli(args)).toMatchObject({ status: 2, stdout: '', stderr });
  });
});

describe('smaller things', () => {
  it('unique names the cells where the two solutions differ', () => {
    const pretty = runCli(['unique', 'puzzles/empty-4x4.txt']);
    const json = JSON.parse(runCli(['unique', 'puzzles/empty-4x4.txt', '--format', 'json']).stdout) as {
      verdict: string;
      differ: string[];
      solutions: { rows: number[][] }[];
    };
    expect(json.verdict).toBe('multiple');
    const [a, b] = json.solutions.map((s) => s.rows.flat());
    const differ = a!.flatMap((v, cell) => (v !== b![cell] ? [`r${Math.floor(cell / 4) + 1}c${(cell % 4) + 1}`] : []));
    expect(json.differ).toEqual(differ);
    expect(pretty.stdout.split('\n')[0]).toBe(`multiple: the two solutions differ in ${differ.length} cells: ${differ.join(' ')}`);
  });

  it('stats --plot labels a log axis in powers of ten only, and --plot-scale log-log puts n on one too', () => {
    const plot = join(dir, 'loglog.svg');
    expect(runCli(['stats', '--k', '2..10', '--plot', plot, '--plot-scale', 'log-log']).status).toBe(0);
    const labels = [...readFileSync(plot, 'utf8').matchAll(/text-anchor="(?:middle|end)"[^>]*>([^<]*)</g)].map((m) => m[1]!);
    const ticks = labels.filter((l) => /^[\d,]+$|^10/.test(l));
    expect(ticks.length).toBeGreaterThan(5);
    expect(ticks.every((l) => /^10[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+$/.test(l))).toBe(true);
    const linear = join(dir, 'logy.svg');
    expect(runCli(['stats', '--k', '2..10', '--plot', linear]).status).toBe(0);
    const xTicks = [...readFileSync(linear, 'utf8').matchAll(/text-anchor="middle">([\d,]+)</g)].map((m) => m[1]!);
    expect(xTicks.length).toBeGreaterThan(3);
  });

  it.skipIf(!haveBinary('cadical'))('--keep-cnf keeps the formula the external solver read, one file per puzzle with {i}', () => {
    const kept = join(dir, 'kept-{i}.cnf');
    const r = runCli(['solve', 'puzzles/famous_hard.txt', '--solver', 'cadical-bin', '--keep-cnf', kept]);
    expect(r.status).toBe(0);
    for (const i of [1, 2, 3]) {
      const text = readFileSync(kept.replace('{i}', String(i)), 'utf8');
      const [, , clauses] = /^p cnf (\d+) (\d+)$/m.exec(text)!;
      expect(Number(clauses)).toBeGreaterThan(100);
      expect(
        text
          .trimEnd()
          .split('\n')
          .filter((l) => !/^[pc]/.test(l) && / ?0$/.test(l)),
      ).toHaveLength(Number(clauses));
      expect(spawnSync('cadical', ['-q', kept.replace('{i}', String(i))], { encoding: 'utf8' }).stdout).toMatch(/^s SATISFIABLE$/m);
    }
    expect(runCli(['solve', 'puzzles/two-4x4.txt', '--solver', 'cadical-bin', '--keep-cnf', join(dir, 'one.cnf')])).toMatchObject({
      status: 2,
      stderr: expect.stringContaining('give --keep-cnf a name with {i}'),
    });
  });
});

describe('solve --why on large grids keeps its time limit', () => {
  const SYM64 = '123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz#$+?';
  const grid64 = (set: (rows: string[][]) => void) => {
    const rows = Array.from({ length: 64 }, () => Array<string>(64).fill('.'));
    set(rows);
    return rows.map((r) => r.join('')).join('\n');
  };

  it('three clashing 5s in a 64x64: the clash is the conflict, found at once', () => {
    const text = grid64((rows) => {
      for (const r of [0, 5, 9]) rows[r]![0] = '5';
    });
    const started = performance.now();
    const r = runCli(['solve', '-', '--why', '--timeout', '20s'], { input: text });
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^why: r1c1 = 5, r6c1 = 5 and column 1 already conflict/m);
    expect((performance.now() - started) / 1000).toBeLessThan(60); // it was minutes, and 5 GB
  });

  // Seconds of a 64x64: the full sweep (npm run test:full, which CI runs) tries it.
  it.runIf(FULL)('a 64x64 whose conflict needs a search: stopped at the limit with the phase named', () => {
    // Row 1 holds 1..63, and column 64 a 64: r1c64 has no value left, and no two givens clash.
    const text = grid64((rows) => {
      for (let c = 0; c < 63; c++) rows[0]![c] = SYM64[c]!;
      rows[1]![63] = SYM64[63]!;
    });
    const started = performance.now();
    const r = runCli(['solve', '-', '--why', '--timeout', '2s'], { input: text });
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^why: not found: timeout after \d+\.\d s \((encoding|loading the formula|search)\)$/m);
    expect((performance.now() - started) / 1000).toBeLessThan(60);
  });
});
