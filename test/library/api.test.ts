import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as api from '../../src/index.js';
import { MemoryOutput } from '../../src/cnf/index.js';
import { closedFormSize, PRESETS, resolveSpec } from '../../encodings/index.js';
import { formatGrid, parsePuzzles } from '../../src/formats/index.js';
import { writeDimacs } from '../../src/formula/index.js';
import { expectVerdict, ROOT, runCli } from '../helpers.js';

const INKALA = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
const INKALA_SOLVED = '812753649943682175675491283154237896369845721287169534521974368438526917796318452';
const SUBPATHS = ['formats', 'cnf', 'encodings', 'formula', 'logic', 'solvers', 'routes', 'generate', 'proof'];

/** Runs an ES module in the repository, where `sudocnf` resolves to this package through its exports map. */
function node(script: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('the package root: one call, one job', () => {
  it('solves a puzzle given as text, verified, and the grid prints as one line', async () => {
    const r = expectVerdict(await api.solve(INKALA), 'solved');
    expect(String(r.solution)).toBe(INKALA_SOLVED);
    expect(r.solver).toBe('cadical');
  });

  it('takes the command line options: Dancing Links, MiniSat, an encoding', async () => {
    for (const options of [
      { solver: 'dlx' },
      { solver: 'minisat', encoding: 'minimal', amo: 'sequential' },
      { givens: 'units' },
    ] as const) {
      expect(String(expectVerdict(await api.solve(INKALA, options), 'solved').solution)).toBe(INKALA_SOLVED);
    }
  });

  it('solves a Grid, and refuses one with clashing givens', async () => {
    const grid = api.puzzleOf(INKALA);
    expect((await api.solve(grid)).verdict).toBe('solved');
    const clash = grid.clone();
    clash.set(0, 1, 8);
    await expect(api.solve(clash)).rejects.toThrow(/conflicting givens: r1c1 and r1c2 both hold 8 in row 1/);
  });

  it('reports no solution and unknown as verdicts', async () => {
    const none = readFileSync(`${ROOT}/puzzles/unsolvable-16x16.txt`, 'utf8');
    expect((await api.solve(none)).verdict).toBe('no-solution');
    const empty25 = '.'.repeat(625);
    const r = expectVerdict(await api.solve(empty25, { solver: 'dlx', nodeLimit: 5 }), 'unknown');
    expect(r.reason).toMatch(/node limit/);
  });

  it('unique: unique, or two solutions', async () => {
    const u = expectVerdict(await api.unique(INKALA), 'unique');
    expect(String(u.solution)).toBe(INKALA_SOLVED);
    const m = expectVerdict(await api.unique('.'.repeat(16)), 'multiple');
    expect(m.second.equals(m.solution)).toBe(false);
  });

  it('a loop of calls on one shape (its solver shared, the givens as assumptions) answers each puzzle as Dancing Links does', async () => {
    // 4x4 puzzles of a few givens each, drawn by a fixed sequence: some with many solutions, one, or none.
    let seed = 7;
    const next = (m: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return (seed >>> 16) % m;
    };
    const puzzles: string[] = [];
    while (puzzles.length < 40) {
      const cells = Array.from({ length: 16 }, () => '.');
      for (let i = next(6) + 5; i > 0; i--) cells[next(16)] = String(next(4) + 1);
      const text = cells.join('');
      try {
        api.puzzleOf(text);
        puzzles.push(text);
      } catch {
        // Clashing givens: not a puzzle a call takes.
      }
    }
    const expected: number[] = [];
    for (const p of puzzles) expected.push((await api.count(p, { solver: 'dlx' })).count);
    expect(new Set(expected.map((n) => Math.min(n, 2)))).toEqual(new Set([0, 1, 2]));
    const verdict = (n: number) => (n === 0 ? 'no-solution' : n === 1 ? 'unique' : 'multiple');
    for (const [i, p] of puzzles.entries()) {
      expect([i, (await api.count(p)).count]).toEqual([i, expected[i]]);
      expect([i, (await api.unique(p)).verdict]).toEqual([i, verdict(expected[i]!)]);
      expect([i, (await api.solve(p)).verdict]).toEqual([i, expected[i] === 0 ? 'no-solution' : 'solved']);
    }
    // Calls at once, and one made from another's callback, each get an answer of their own.
    const together = await Promise.all(puzzles.map((p) => api.unique(p)));
    expect(together.map((u) => u.verdict)).toEqual(expected.map(verdict));
    const inner: Promise<api.UniqueAnswer>[] = [];
    const outer = await api.count(puzzles[0]!, { max: 3, onSolution: () => inner.push(api.unique(puzzles[1]!)) });
    expect(outer.count).toBe(Math.min(expected[0]!, 3));
    expect((await Promise.all(inner)).map((u) => u.verdict)).toEqual(inner.map(() => verdict(expected[1]!)));
  });

  it('count: exact below the cap, a lower bound at it', async () => {
    expect(await api.count('.'.repeat(16), { max: 1000 })).toMatchObject({ count: 288, complete: true });
    const seen: string[] = [];
    const capped = await api.count('.'.repeat(16), { max: 5, solver: 'dlx', onSolution: (s) => seen.push(String(s)) });
    expect(capped).toMatchObject({ count: 5, complete: false });
    expect(new Set(seen).size).toBe(5);
  });

  it('toDimacs equals `sudocnf encode`, as a string or streamed', async () => {
    const options = { encoding: 'minimal', amo: 'sequential', givens: 'eliminate' } as const;
    const cli = runCli(['encode', 'puzzles/inkala-2012.txt', '--encoding', 'minimal', '--amo', 'sequential', '--givens', 'eliminate']);
    const text = await api.toDimacs(readFileSync(`${ROOT}/puzzles/inkala-2012.txt`, 'utf8'), {
      ...options,
      source: 'puzzles/inkala-2012.txt',
    });
    expect(text).toBe(cli.stdout);
    const out = new MemoryOutput();
    const info = await api.toDimacs(INKALA, { ...options, to: out });
    expect(info.clauses).toBeGreaterThan(0);
    expect(out.text()).toContain(`p cnf ${info.variables} ${info.clauses}\n`);
  });

  it('clauseCounts gives the published numbers', () => {
    expect(api.clauseCounts(3).clauses).toBe(11988n);
    expect(api.clauseCounts(3, { encoding: 'minimal' }).clauses).toBe(8829n);
    expect(api.clauseCounts(10).clauses).toBe(198040000n);
  });

  it('names options as the library spells them, not as command-line flags', async () => {
    await expect(api.solve(INKALA, { solver: 'minisat', solverCmd: 'cadical' })).rejects.toThrow('solver and solverCmd exclude each other');
    await expect(api.solve(INKALA, { solver: 'minisat', conflicts: 5 })).rejects.toThrow(
      'conflicts: the minisat solver takes no conflict limit; use timeout',
    );
    await expect(api.solve(INKALA, { nodeLimit: 5 })).rejects.toThrow(
      "nodeLimit is for solver: 'dlx' and solver: 'tactics'; SAT solvers take conflicts",
    );
    // @ts-expect-error: the type of `solver` lists the solvers there are.
    await expect(api.solve(INKALA, { solver: 'nope' })).rejects.toThrow(/or solverCmd$/);
    // The command line says the same with its flags.
    expect(runCli(['solve', 'puzzles/inkala-2012.txt', '--node-limit', '5']).stderr).toBe(
      'sudocnf: --node-limit is for --solver dlx and --solver tactics; SAT solvers take --conflicts\n',
    );
  });

  it('refuses text with several puzzles', async () => {
    await expect(api.solve(`${INKALA}\n${INKALA}\n`)).rejects.toThrow(/holds 2 puzzles/);
  });

  it('writes BigInt counts as exact JSON numbers', () => {
    expect(api.toJson({ a: 2n ** 70n, b: 'x' })).toBe('{"a":1180591620717411303424,"b":"x"}');
  });
});

describe('proofs and explanations from the root', () => {
  const temp = mkdtempSync(join(tmpdir(), 'sudocnf-api-proof-'));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));
  const UNSOLVABLE = readFileSync(`${ROOT}/puzzles/unsolvable-16x16.txt`, 'utf8');

  /** Writes a certificate's files into a folder and has the command line re-check it. */
  const checked = (certificate: api.Certificate, name: string) => {
    const dir = join(temp, name);
    mkdirSync(dir);
    for (const f of certificate.files) writeFileSync(join(dir, f.name), f.data);
    return runCli(['check-proof', dir]);
  };

  it('unique with proof: a certificate of uniqueness that check-proof accepts, and none for two solutions', async () => {
    const u = expectVerdict(await api.unique(INKALA, { proof: true, encoding: 'minimal', timeout: '1m' }), 'unique');
    expect(String(u.solution)).toBe(INKALA_SOLVED);
    expect(u.certificate.manifest).toMatchObject({ claim: 'unique', solver: { name: 'cadical' }, checks: [{ checker: 'sudocnf' }] });
    expect(u.certificate.manifest.encoding.encoding).toBe('minimal');
    expect(u.certificate.manifest.command).toBe("sudocnf unique '<puzzle>' --encoding minimal --timeout 60000ms --proof '<dir>'");
    const check = checked(u.certificate, 'unique');
    expect([check.status, check.stderr]).toEqual([0, '']);
    expect(check.stdout).toMatch(/verified, unique/);
    const m = expectVerdict(await api.unique('.'.repeat(16), { proof: true }), 'multiple');
    expect(m.second.equals(m.solution)).toBe(false);
    expect('certificate' in m).toBe(false);
  });

  it('unique with proof: a certificate of no solution', async () => {
    const none = expectVerdict(await api.unique(UNSOLVABLE, { proof: true }), 'no-solution');
    expect(none.certificate.manifest.claim).toBe('no-solution');
    const check = checked(none.certificate, 'none');
    expect([check.status, check.stderr]).toEqual([0, '']);
    expect(check.stdout).toMatch(/verified, no solution/);
  });

  it('unique with proof refuses what a certificate made in memory cannot honour, by the library names', async () => {
    await expect(api.unique(INKALA, { proof: true, solver: 'minisat' })).rejects.toThrow(
      'proof makes the certificate in memory with the embedded cadical, not minisat',
    );
    await expect(api.unique(INKALA, { proof: true, conflicts: 5 })).rejects.toThrow('it does not take conflicts');
    await expect(api.unique(INKALA, { proof: true, solver: 'dlx' })).rejects.toThrow('proof needs a SAT solver that writes proofs');
    await expect(api.unique(INKALA, { proof: true, givens: 'assumptions' })).rejects.toThrow(
      "a certificate's formula holds its givens: use givens: 'units' or eliminate, not assumptions",
    );
  });

  it('why: the minimal conflict solve --why names, clashing givens read, and none for a puzzle with a solution', async () => {
    const w = expectVerdict(await api.why(UNSOLVABLE), 'conflict');
    const cli = runCli(['solve', 'puzzles/unsolvable-16x16.txt', '--why']);
    expect(cli.stdout).toContain(`why: ${w.sentence} already conflict`);
    expect(w.conflict.at(-1)).toEqual({ kind: 'unit', name: 'column 1', cells: Array.from({ length: 16 }, (_, r) => r * 16) });
    const clash = expectVerdict(await api.why(`11${'.'.repeat(79)}`), 'conflict');
    expect(clash.sentence).toBe('r1c1 = 1, r1c2 = 1 and row 1');
    const solvable = expectVerdict(await api.why(INKALA), 'not-found');
    expect(solvable.reason).toBe('the puzzle has a solution');
    await expect(api.why(INKALA, { proof: true } as api.WhyOptions)).rejects.toThrow("unknown option 'proof'");
  });
});

describe('the building blocks', () => {
  it('read, encode, count, write', async () => {
    const file = parsePuzzles(INKALA);
    const entry = file.entries[0]!;
    expect(entry.ok).toBe(true);
    if (!entry.ok) return;
    const spec = resolveSpec({ encoding: 'minimal', redundant: true });
    expect(spec.families).toEqual(PRESETS.extended);
    const out = new MemoryOutput();
    const info = await writeDimacs(entry.grid, spec, out);
    expect(out.text()).toContain('p cnf 729 12009\n');
    expect(info.clauses).toBe(12009);
    expect(closedFormSize(3, spec.families, spec.amo, 21).clauses).toBe(12009n);
    expect(formatGrid(entry.grid, 'line')).toBe(INKALA);
  });
});

describe('the installed package (built dist, through the exports map)', () => {
  it('imports as sudocnf and solves', () => {
    const r = node(
      `import('sudocnf').then(async m => { const r = await m.solve('${INKALA}'); console.log(r.verdict, String(r.solution)) })`,
    );
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(`solved ${INKALA_SOLVED}\n`);
  });

  it('keeps every name the root used to export reachable from the root or a subpath, but the tuning internals', () => {
    // The names src/index.ts exported before the public API was split into subpaths.
    const formerly = [
      'cellName',
      'findConflicts',
      'Grid',
      'verify',
      'InputError',
      'UsageError',
      'EXIT',
      'exitCodeFor',
      'worstExit',
      'ALPHABETS',
      'INPUT_FORMATS',
      'parsePuzzles',
      'readPuzzleFile',
      'formatGrid',
      'OUTPUT_FORMATS',
      'gridToJson',
      'MemoryOutput',
      'StreamOutput',
      'parseDimacs',
      'DimacsWriter',
      'openOutput',
      'bufferSource',
      'headerComments',
      'measureFormula',
      'puzzleFormula',
      'streamDimacs',
      'writeDimacs',
      'ClauseBuffer',
      'ClauseCounter',
      'VarPool',
      'AMO_ENCODINGS',
      'AMO_NAMES',
      'amoEncoding',
      'closedFormSize',
      'dtuReportClauses',
      'encode',
      'encodeSteps',
      'cellVar',
      'FAMILIES',
      'groupVars',
      'PRESET_NAMES',
      'PRESETS',
      'presetOf',
      'REDUNDANT_FAMILIES',
      'resolveFamilies',
      'DEFAULT_AMO',
      'DEFAULT_ENCODING',
      'encodingName',
      'GIVENS_MODES',
      'resolveSpec',
      'parseKRange',
      'puzzleSizeRows',
      'sizeTable',
      'Candidates',
      'propagate',
      'PROPAGATION_LEVELS',
      'CompactNumbering',
      'CHECK_METHODS',
      'generatePuzzle',
      'GRID_METHODS',
      'SYMMETRIES',
      'rate',
      'RATING_LEVELS',
      'Random',
      'readCnfHeader',
      'checkedSolution',
      'decodeModel',
      'parseDuration',
      'blockingClause',
      'GIVENS_CHOICES',
      'SatRoute',
      'DlxRoute',
      'DLX',
      'openRoute',
      'SudokuDlx',
      'SolverError',
      'commandBackend',
      'DEFAULT_SOLVER',
      'estimateWasmHeapBytes',
      'findSatBackend',
      'SAT_BACKENDS',
      'satBackend',
      'EXTERNAL_PRESETS',
      'toJson',
    ];
    const entries = ['sudocnf', ...SUBPATHS.map((s) => `sudocnf/${s}`)];
    const r = node(
      `const names = new Set(); for (const e of ${JSON.stringify(entries)}) for (const k of Object.keys(await import(e))) names.add(k);` +
        `console.log(JSON.stringify(${JSON.stringify(formerly)}.filter((n) => !names.has(n))));`,
    );
    expect(r.stderr).toBe('');
    // Marked @internal: the embedded solver's heap estimate is a tuning detail, not an API.
    expect(JSON.parse(r.stdout)).toEqual(['estimateWasmHeapBytes']);
  });

  it('ships types for every entry point', () => {
    const pkg = JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as { exports: Record<string, { types: string } | string> };
    for (const sub of ['.', ...SUBPATHS.map((s) => `./${s}`)]) {
      const entry = pkg.exports[sub] as { types: string };
      expect(readFileSync(`${ROOT}/${entry.types}`, 'utf8')).toMatch(/export/);
    }
  });
});
