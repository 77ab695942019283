import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { haveBinary, runCli } from '../helpers.js';

const INKALA = 'puzzles/inkala-2012.txt';
const SOLVED = [
  '+-------+-------+-------+',
  '| 8 1 2 | 7 5 3 | 6 4 9 |',
  '| 9 4 3 | 6 8 2 | 1 7 5 |',
  '| 6 7 5 | 4 9 1 | 2 8 3 |',
  '+-------+-------+-------+',
  '| 1 5 4 | 2 3 7 | 8 9 6 |',
  '| 3 6 9 | 8 4 5 | 7 2 1 |',
  '| 2 8 7 | 1 6 9 | 5 3 4 |',
  '+-------+-------+-------+',
  '| 5 2 1 | 9 7 4 | 3 6 8 |',
  '| 4 3 8 | 5 2 6 | 9 1 7 |',
  '| 7 9 6 | 3 1 8 | 4 5 2 |',
  '+-------+-------+-------+',
  '',
].join('\n');
const dir = mkdtempSync(join(tmpdir(), 'sudocnf-cli-solve-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sudocnf solve', () => {
  it('prints the solved grid with the embedded default', () => {
    const r = runCli(['solve', INKALA]);
    expect(r).toMatchObject({ status: 0, stdout: SOLVED, stderr: '' });
  });

  for (const [solver, binary] of [
    ['cadical-bin', 'cadical'],
    ['minisat-bin', 'minisat'],
    ['minisat', undefined],
    ['picosat', 'picosat'],
    ['cryptominisat5', 'cryptominisat5'],
  ] as const) {
    it.skipIf(binary !== undefined && !haveBinary(binary))(`--solver ${solver} prints the same grid`, () => {
      expect(runCli(['solve', INKALA, '--solver', solver])).toMatchObject({ status: 0, stdout: SOLVED });
    });
  }

  it('solves a batch: one verdict per puzzle on stdout, bad puzzles reported, a summary on stderr', () => {
    const lines = readFileSync('puzzles/top95.txt', 'utf8').split('\n').slice(0, 4);
    lines[1] = lines[1]!.slice(1);
    const batch = join(dir, 'batch.txt');
    writeFileSync(batch, `${lines.join('\n')}\n`);
    const r = runCli(['solve', batch]);
    expect(r.status).toBe(2);
    const out = r.stdout.trim().split('\n');
    expect(out).toHaveLength(4);
    expect(out[0]).toMatch(/^1 solved \d{81}$/);
    expect(out[1]).toBe('2 bad input');
    expect(out[3]).toMatch(/^4 solved \d{81}$/);
    expect(r.stderr).toContain(`${batch}:2:1: a puzzle line has n² symbols`);
    expect(r.stderr).toMatch(
      /4 puzzles: 3 solved, 0 no solution, 0 unknown, 1 bad input, 0 solver errors; [\d.]+ s, [\d.]+ puzzles\/s with cadical\n$/,
    );
  });

  it('json output of a batch: one object per line', () => {
    const r = runCli(['solve', 'puzzles/tdoku_test_puzzles.txt', '--format', 'json', '--index', '19']);
    expect(JSON.parse(r.stdout)).toEqual({ verdict: 'no-solution' });
    expect(r.status).toBe(1);
  });

  it('no solution: exit 1; unknown at a limit: exit 3', () => {
    expect(runCli(['solve', 'puzzles/unsolvable-16x16.txt'])).toMatchObject({ status: 1, stdout: 'no solution\n' });
    const r = runCli(['solve', INKALA, '--conflicts', '1']);
    expect(r).toMatchObject({ status: 3, stdout: 'unknown: conflict limit 1 reached\n' });
  });

  it('--stats reports propagation, the formula (compactly numbered) and the times on stderr', () => {
    const r = runCli(['solve', INKALA, '--stats', '--format', 'line', '--givens', 'eliminate', '--amo', 'sequential']);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(
      /^puzzles\/inkala-2012\.txt: solved; propagation \(singles\) 0 cells decided, 60 open with 254 candidates, [\d.]+ ms; formula 1,030 variables, 2,328 clauses \(givens: eliminate\); encode [\d.]+ ms, solve [\d.]+ ms; time: read [\d.]+ ms, build [\d.]+ ms, load [\d.]+ ms, search [\d.]+ ms, verify [\d.]+ ms, total [\d.]+ ms\n$/,
    );
    const plain = runCli(['solve', INKALA, '--stats', '--format', 'line', '--givens', 'units', '--propagate', 'none']);
    expect(plain.stderr).toMatch(/: solved; formula 729 variables, 12,009 clauses \(givens: units\); /);
  });

  it("--stats splits each puzzle's time into read, build, load, search and verify, which add up to no more than its total", () => {
    const phases = (line: string) => {
      const m =
        /time: read ([\d.]+) ms, build ([\d.]+) ms, load ([\d.]+) ms, search ([\d.]+) ms, verify ([\d.]+) ms, total ([\d.]+) ms/.exec(line);
      if (!m) throw new Error(`no time split in: ${line}`);
      const [read, build, load, search, verify, total] = m.slice(1).map(Number) as [number, number, number, number, number, number];
      // Each figure is rounded to 0.1 ms on its own.
      expect(read + build + load + search + verify).toBeLessThanOrEqual(total + 0.3);
      return { build, load, search };
    };
    const alone = runCli(['solve', INKALA, '--stats', '--format', 'line']);
    expect(alone.status).toBe(0);
    expect(phases(alone.stderr).load).toBeGreaterThan(0);
    // A batch of one shape shares one loaded solver: only its first puzzle loads it.
    const batch = runCli(['unique', 'puzzles/top95.txt', '--stats', '--format', 'line']);
    expect(batch.status).toBe(0);
    const lines = batch.stderr.split('\n').filter((l) => l.startsWith('puzzles/top95.txt#'));
    expect(lines).toHaveLength(95);
    const split = lines.map(phases);
    expect(split[0]!.load).toBeGreaterThan(0);
    expect(split.slice(1).every((p) => p.load === 0)).toBe(true);
    expect(split.every((p) => p.search > 0)).toBe(true);
    // Dancing Links has no formula: the line has the phases there are.
    const dlx = runCli(['solve', INKALA, '--stats', '--solver', 'dlx']);
    expect(dlx.stderr).toMatch(/; time: read [\d.]+ ms, total [\d.]+ ms\n$/);
  });

  it('a solver failure is exit 4 with the solver named', () => {
    const fake = `${process.execPath} test/fixtures/fake-solver.mjs garbage`;
    const r = runCli(['solve', INKALA, '--solver-cmd', fake]);
    expect(r.status).toBe(4);
    expect(r.stderr).toContain(`sudocnf: ${fake}: no result line`);
  });

  it.each([
    [['--solver', 'zchaff'], "unknown solver 'zchaff'"],
    [['--solver', 'minisat', '--conflicts', '5'], 'the minisat solver takes no conflict limit'],
    [['--solver', 'cadical', '--solver-cmd', 'cadical'], '--solver and --solver-cmd exclude each other'],
    [['--timeout', 'soon'], "bad duration 'soon'"],
    [['--givens', 'never'], "argument 'never' is invalid"],
  ])('%j is a usage error (exit 2)', (args, message) => {
    const r = runCli(['solve', INKALA, ...args]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(message);
  });
});

describe('sudocnf decode', () => {
  it.skipIf(!haveBinary('cadical'))('reads the output of a solver run by hand on the encoded CNF', () => {
    const cnf = join(dir, 'p.cnf');
    const out = join(dir, 'out.txt');
    writeFileSync(cnf, runCli(['encode', INKALA]).stdout);
    spawnSync('sh', ['-c', `cadical "${cnf}" > "${out}"`]);
    expect(runCli(['decode', INKALA, out])).toMatchObject({ status: 0, stdout: SOLVED });
  });

  it.skipIf(!haveBinary('minisat'))("reads MiniSat's result file, also for the eliminate formula", () => {
    const cnf = join(dir, 'e.cnf');
    const result = join(dir, 'result.txt');
    writeFileSync(cnf, runCli(['encode', INKALA, '--givens', 'eliminate', '--amo', 'commander']).stdout);
    spawnSync('minisat', [cnf, result]);
    expect(readFileSync(result, 'utf8')).toMatch(/^SAT\n/);
    expect(runCli(['decode', INKALA, result])).toMatchObject({ status: 0, stdout: SOLVED });
  });

  it('unsat and unknown answers, and output that is not solver output', () => {
    const file = join(dir, 'answer.txt');
    writeFileSync(file, 's UNSATISFIABLE\n');
    expect(runCli(['decode', INKALA, file])).toMatchObject({ status: 1, stdout: 'no solution\n' });
    writeFileSync(file, 'INDET\n');
    expect(runCli(['decode', INKALA, file])).toMatchObject({ status: 3 });
    writeFileSync(file, 'c fine\nSegmentation fault\n');
    expect(runCli(['decode', INKALA, file])).toMatchObject({
      status: 2,
      stderr: `${file}:2:1: 'Segmentation fault' is not solver output (s, v or c lines)\n`,
    });
  });

  it('rejects output it cannot trust, located, with the reason (exit 2)', () => {
    const file = join(dir, 'doubtful.txt');
    const solved = runCli(['solve', INKALA, '--format', 'line']).stdout.trim();
    const lits = [...solved].flatMap((d, cell) => Array.from({ length: 9 }, (_, v) => (Number(d) === v + 1 ? 1 : -1) * (cell * 9 + v + 1)));
    const model = lits.join(' ');
    const typo = lits.map(String);
    typo[10] = 'five';
    const cases: [string, string][] = [
      [`s SATISFIABLE\nv ${typo.join(' ')} 0\n`, `:2:${typo.slice(0, 10).join(' ').length + 4}: 'five' is not a literal (a whole number)`],
      [`s SATISFIABLE\nv ${model}\nv ${lits[7]! > 0 ? -8 : 8} 0\n`, `:3:3: the model gives variable 8 both signs`],
      [`s SATISFIABLE\ns UNSATISFIABLE\nv ${model} 0\n`, `:2:3: a second result line contradicts 's SATISFIABLE' on line 1`],
      [
        `s SATISFIABLE\nv ${lits.slice(0, 400).join(' ')}\n`,
        `:2:${lits.slice(0, 400).join(' ').length + 3}: truncated: the model has no closing 0`,
      ],
    ];
    for (const [text, message] of cases) {
      writeFileSync(file, text);
      const r = runCli(['decode', INKALA, file]);
      expect(r.status, message).toBe(2);
      expect(r.stderr.startsWith(file)).toBe(true);
      expect(r.stderr).toContain(message);
      expect(r.stderr).not.toContain('--cnf');
    }
  });

  it('quotes binary garbage escaped and short', () => {
    const file = join(dir, 'garbage.bin');
    writeFileSync(file, Buffer.from([0x1b, 0x5b, 0x32, 0x4a, 0x00, 0xff, 0x07, ...Buffer.from('x'.repeat(5000))]));
    const r = runCli(['decode', INKALA, file]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`${file}:1:1: '\\x1b[2J\\x00\\xff\\x07${'x'.repeat(33)}'… is not solver output (s, v or c lines)\n`);
  });

  it('a model of another puzzle is rejected (exit 4)', () => {
    const file = join(dir, 'other.txt');
    // A model of AI Escargot's solution, given to Inkala's puzzle.
    const escargot = runCli(['solve', 'puzzles/famous_hard.txt', '--index', '1', '--format', 'line']).stdout.trim();
    const lits = [...escargot].flatMap((d, cell) =>
      Array.from({ length: 9 }, (_, v) => (Number(d) === v + 1 ? 1 : -1) * (cell * 9 + v + 1)),
    );
    writeFileSync(file, `s SATISFIABLE\nv ${lits.join(' ')} 0\n`);
    const r = runCli(['decode', INKALA, file]);
    expect(r.status).toBe(4);
    expect(r.stderr).toMatch(/other\.txt: its model (does not decode|fails verification): /);
  });
});

describe('sudocnf solvers', () => {
  it('lists the embedded solvers and the binaries on PATH with versions', () => {
    const r = runCli(['solvers', '--format', 'json']);
    expect(r.status).toBe(0);
    const { solvers } = JSON.parse(r.stdout) as { solvers: { name: string; version: string; incremental: boolean }[] };
    expect(solvers.find((s) => s.name === 'cadical')).toMatchObject({
      incremental: true,
      version: "CaDiCaL 1.7.4 from Debian's cadical 1.7.4-1 (MIT licence)",
      proof: 'drat-binary',
    });
    expect(solvers.find((s) => s.name === 'minisat')).toMatchObject({ incremental: true, version: 'logic-solver 2.0.1' });
    if (haveBinary('cryptominisat5')) expect(solvers.find((s) => s.name === 'cryptominisat5')?.version).toMatch(/CryptoMiniSat version 5/);
    expect(runCli(['solvers']).stdout).toMatch(/^solver +kind +path +version +incremental +time limit +conflict limit +proof$/m);
  });
});
