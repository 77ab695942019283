import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PuzzleRecord } from '../../src/formats/puzzle.js';
import { Grid, verify } from '../../src/core/grid.js';
import { Shape } from '../../src/core/shape.js';
import { puzzleFormula } from '../../src/formula/puzzle-formula.js';
import { resolveSpec } from '../../encodings/spec.js';
import { SatRoute } from '../../src/routes/sat-route.js';
import type { SatRouteOptions } from '../../src/routes/route-options.js';
import { CadicalSolver } from '../../solvers/cadical.js';
import { findExecutable } from '../../solvers/external/path.js';
import { satBackend } from '../../solvers/registry.js';
import { SolverError } from '../../solvers/sat-solver.js';
import { FAKE_SOLVER, FULL, haveBinary, readRecords, sample } from '../helpers.js';

// Every temporary file of this file's solvers lands here, and nothing may be left behind.
// Made in beforeAll, so a file that fails while loading leaves no folder behind.
// The test files of a worker share its process: TMPDIR is given back as it was.
let TEMP = '';
const tmpdirBefore = process.env.TMPDIR;
beforeAll(() => {
  TEMP = mkdtempSync(join(tmpdir(), 'sudocnf-test-temp-'));
  process.env.TMPDIR = TEMP;
});
afterAll(() => {
  if (tmpdirBefore === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = tmpdirBefore;
  expect(readdirSync(TEMP)).toEqual([]);
  rmSync(TEMP, { recursive: true, force: true });
});

const records = (file: string): PuzzleRecord[] => readRecords(`puzzles/${file}`);

const corpus = records('tdoku_test_puzzles.txt');
const unique = sample(
  corpus.filter((p) => p.expectedCount === 1),
  6,
);
const unsolvable = sample(
  corpus.filter((p) => p.expectedCount === 0),
  2,
);
const [big16] = records('sample-16x16.txt');
const [big25] = records('sample-25x25.txt');
const [none16] = records('unsolvable-16x16.txt');

/** Encodings tried on every backend: each AMO encoding, each preset, each givens treatment. */
const SPECS: SatRouteOptions[] = [
  { encoding: 'extended', amo: 'pairwise', givens: 'units' },
  { encoding: 'extended', amo: 'sequential', givens: 'eliminate' },
  { encoding: 'extended', amo: 'commander', givens: 'assumptions' },
  { encoding: 'extended', amo: 'product', givens: 'auto' },
  { encoding: 'extended', amo: 'binary', givens: 'eliminate' },
  { encoding: 'minimal', amo: 'pairwise', givens: 'auto' },
  { encoding: 'efficient', amo: 'pairwise', givens: 'eliminate' },
  { encoding: 'dtu', amo: 'pairwise', givens: 'units' },
];

const BACKENDS: [string, boolean][] = [
  ['cadical', true],
  ['minisat', true],
  ['cadical-bin', haveBinary('cadical')],
  ['minisat-bin', haveBinary('minisat')],
  ['picosat', haveBinary('picosat')],
  ['cryptominisat5', haveBinary('cryptominisat5')],
];

describe.each(BACKENDS)('%s', (solver, available) => {
  // The MiniSat port builds a fresh worker per puzzle unless givens are assumptions: keep it to one spec.
  // An external binary is a process per puzzle: npm test tries each on a spread of the specs, test:full on all.
  const external = !['cadical', 'minisat'].includes(solver);
  const specs =
    solver === 'minisat'
      ? SPECS.filter((s) => s.givens === 'assumptions' || s.givens === 'auto').concat([SPECS[1]!])
      : external
        ? sample(SPECS, 3)
        : SPECS;

  it.skipIf(!available).each(specs.map((s) => [`${s.encoding}/${s.amo}/${s.givens}`, s] as const))(
    '%s: the 9x9 corpus, 16x16 and 25x25 samples, and unsolvable puzzles (npm test: a sample)',
    async (_name, spec) => {
      const route = SatRoute.open({ solver, ...spec, batch: true });
      try {
        const fresh = solver === 'minisat' && spec.givens === 'eliminate';
        for (const p of fresh ? unique.slice(0, 3) : unique) {
          const o = await route.solve(p.grid);
          expect(o.verdict).toBe('solved');
          expect(o.solution!.equals(p.expectedSolution!)).toBe(true);
        }
        for (const p of fresh ? unsolvable.slice(0, 2) : unsolvable) expect((await route.solve(p.grid)).verdict).toBe('no-solution');
        for (const p of FULL ? [big16!, big25!] : [big16!]) {
          const o = await route.solve(p.grid);
          expect(o.verdict).toBe('solved');
          expect(verify(p.grid, o.solution!)).toEqual({ ok: true });
        }
        expect((await route.solve(none16!.grid)).verdict).toBe('no-solution');
      } finally {
        await route.close();
      }
    },
  );
});

describe('fake solvers stand in for output styles and failures', () => {
  const inkala = records('inkala-2012.txt')[0]!;
  const fake = (mode: string, extra = '') => `${process.execPath} ${FAKE_SOLVER} ${mode}${extra}`;
  const solveWith = async (command: string, options: SatRouteOptions = {}) => {
    const route = SatRoute.open({ solverCmd: command, ...options });
    try {
      return await route.solve(inkala.grid);
    } finally {
      await route.close();
    }
  };

  it.each([
    ['split', ''],
    ['split', ' {file}'],
    ['v-first', ''],
  ])('%s%s: a model over many v lines, or v before s, is read', async (mode, extra) => {
    const o = await solveWith(fake(mode, extra), { givens: 'units' });
    expect(o.verdict).toBe('solved');
    const known = (await SatRoute.open({}).solve(inkala.grid)).solution!;
    expect(o.solution!.equals(known)).toBe(true);
    expect(verify(inkala.grid, o.solution!)).toEqual({ ok: true });
  });

  it('s UNKNOWN is unknown, never unsat', async () => {
    expect(await solveWith(fake('unknown'))).toMatchObject({ verdict: 'unknown', reason: expect.stringMatching(/reported UNKNOWN/) });
  });

  it.each([
    ['wrong-model', /its model fails verification: /],
    ['crash', /was killed by SIGSEGV; the end of its stderr:\n {4}fake-solver: parsing clauses\n {4}fake-solver: internal error/],
    ['garbage', /no result line .* line 1 of its output reads 'hello'/],
    ['exit-mismatch', /contradicts its exit code 20/],
    ['no-model', /without a model/],
  ])('%s is a clear solver error', async (mode, message) => {
    const error = await solveWith(fake(mode), { givens: 'units' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SolverError);
    expect((error as Error).message).toMatch(message);
  });

  it('a solver that hangs and ignores SIGTERM is killed at the timeout and reaped', async () => {
    // The shell writes the pid at once and then becomes the solver: Node starts too slowly on a
    // busy machine to write it before the time limit.
    const dir = mkdtempSync(join(tmpdir(), 'sudocnf-hang-')); // not TEMP, which must stay empty
    try {
      const pidFile = join(dir, 'fake.pid');
      const wrapper = join(dir, 'hang.sh');
      writeFileSync(wrapper, `#!/bin/sh\necho $$ > '${pidFile}'\nexec ${fake('hang')}\n`, { mode: 0o755 });
      const started = performance.now();
      const o = await solveWith(wrapper, { timeoutMs: 500 });
      expect(o).toMatchObject({ verdict: 'unknown', reason: expect.stringMatching(/^timeout after \d\.\d s \(search\)$/) });
      expect(performance.now() - started).toBeLessThan(30_000); // without the kill it would never end
      const pid = Number(readFileSync(pidFile, 'utf8'));
      expect(() => process.kill(pid, 0)).toThrow(/ESRCH/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a missing binary names itself', async () => {
    expect(() => SatRoute.open({ solverCmd: 'no-such-sat-solver --flag' })).toThrow(/'no-such-sat-solver' was not found/);
  });

  // kissat is not packaged in Debian, so CI does not install it: look it up, do not require it.
  it.skipIf(findExecutable('kissat') !== undefined)('a preset whose binary is absent says how to proceed', async () => {
    await expect(satBackend('kissat').create()).rejects.toThrow(
      /'kissat' was not found on PATH; install it, or run another binary with solverCmd/,
    );
  });
});

/** Pigeonhole 11 into 10, guarded by variable `a`: hard unsat under a, trivially sat without it. */
function addPigeonhole(add: (c: number[]) => void, first: number, a: number) {
  const v = (p: number, h: number) => first + p * 10 + h;
  for (let p = 0; p < 11; p++) add([-a, ...Array.from({ length: 10 }, (_, h) => v(p, h))]);
  for (let h = 0; h < 10; h++) for (let p = 0; p < 11; p++) for (let q = p + 1; q < 11; q++) add([-v(p, h), -v(q, h)]);
}

describe('limits', () => {
  it.each(['cadical', 'minisat'])('%s: a wall-clock limit gives unknown and the instance stays usable', async (name) => {
    const solver = await satBackend(name).create();
    try {
      addPigeonhole((c) => solver.addClause(c), 2, 1);
      const started = performance.now();
      const r = await solver.solve({ assumptions: [1], timeoutMs: 300 });
      expect(r).toMatchObject({ status: 'unknown', reason: expect.stringMatching(/timeout/) });
      expect(performance.now() - started).toBeLessThan(30_000);
      expect((await solver.solve({ assumptions: [-1] })).status).toBe('sat');
      expect(solver.model()[1]).toBe(-1);
    } finally {
      await solver.dispose();
    }
  });

  it('cadical: a conflict limit gives unknown', async () => {
    const solver = await satBackend('cadical').create();
    addPigeonhole((c) => solver.addClause(c), 2, 1);
    expect(await solver.solve({ assumptions: [1], conflicts: 50 })).toMatchObject({
      status: 'unknown',
      reason: 'conflict limit 50 reached',
    });
    await solver.dispose();
  });

  it('cadical: the suggested phases decide which of many models is found', async () => {
    // Any one of 1..6 true satisfies the clause; the phases pick which, with no conflict to undo them.
    for (const chosen of [2, 5]) {
      const solver = await CadicalSolver.create();
      try {
        solver.addClause([1, 2, 3, 4, 5, 6]);
        for (let v = 1; v <= 6; v++) solver.phase(v === chosen ? v : -v);
        expect((await solver.solve()).status).toBe('sat');
        expect(Array.from(solver.model().subarray(1, 7))).toEqual([1, 2, 3, 4, 5, 6].map((v) => (v === chosen ? 1 : -1)));
      } finally {
        await solver.dispose();
      }
    }
  });

  it('minisat refuses a conflict limit', () => {
    expect(() => SatRoute.open({ solver: 'minisat', conflicts: 10 })).toThrow(/takes no conflict limit/);
  });

  it.skipIf(!haveBinary('cadical'))('cadical-bin stops at its own time limit: unknown', async () => {
    const solver = await satBackend('cadical-bin').create();
    addPigeonhole((c) => solver.addClause(c), 2, 1);
    solver.addClause([1]);
    const r = await solver.solve({ timeoutMs: 1000 });
    expect(r).toMatchObject({ status: 'unknown', reason: 'cadical-bin reported UNKNOWN at its time limit' });
  });
});

describe('MiniSat on the calling thread (the web app’s host)', () => {
  it('solves with and without assumptions, and retires the assumptions afterwards', async () => {
    const { MinisatSolver } = await import('../../solvers/minisat/in-thread.js');
    const solver = new MinisatSolver();
    // x1 ∨ x2, ¬x1 ∨ x3
    solver.addClause([1, 2]);
    solver.addClause([-1, 3]);
    expect((await solver.solve({ assumptions: [1, -3] })).status).toBe('unsat');
    expect((await solver.solve({ assumptions: [1] })).status).toBe('sat');
    expect(solver.model()[3]).toBe(1);
    expect((await solver.solve({ assumptions: [-2] })).status).toBe('sat');
    expect(solver.model()[1]).toBe(1);
    expect((await solver.solve()).status).toBe('sat');
    solver.addClause([-2]);
    solver.addClause([-3]);
    expect((await solver.solve()).status).toBe('unsat');
    await expect(solver.solve({ conflicts: 5 })).rejects.toThrow(/no conflict limit/);
  });
});

describe('the state contract of SatSolver', () => {
  // The empty 49x49: seconds of search for any backend, so a disposal 0.3 s in comes mid-search.
  const slow = () => puzzleFormula(new Grid(Shape.square(7)), resolveSpec({ encoding: 'extended', amo: 'sequential', givens: 'units' }));
  const backends: [string, object][] = [
    ['cadical', { threads: 2 }],
    ['minisat', {}],
    ...(haveBinary('cadical') ? [['cadical-bin', {}] as [string, object]] : []),
  ];

  it.each(backends)('%s: dispose during a solve ends it, the call rejects, and a second dispose does nothing', async (name, options) => {
    const solver = await satBackend(name).create(options);
    solver.addFormula(slow());
    const pending = solver.solve();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await solver.dispose();
    await solver.dispose();
    await expect(pending).rejects.toThrow(`${name}: `);
    await expect(pending).rejects.toThrow(/disposed of/);
    await expect(solver.solve()).rejects.toThrow(/disposed of/);
  });

  it.each(backends)('%s: a call the state does not allow is refused by name, while solving and after disposal', async (name, options) => {
    const solver = await satBackend(name).create(options);
    addPigeonhole((c) => solver.addClause(c), 2, 1);
    const pending = solver.solve({ assumptions: [1], timeoutMs: 60_000 });
    expect(() => solver.addClause([1])).toThrow(/addClause was called while a solve call is pending/);
    expect(() => solver.addFormula(slow())).toThrow(/addFormula was called while a solve call is pending/);
    expect(() => solver.newVariable()).toThrow(/newVariable was called while a solve call is pending/);
    expect(() => solver.model()).toThrow(/model was called without a sat answer/);
    await expect(solver.solve()).rejects.toThrow(new RegExp(`^${name}: solve was called while a solve call is pending`));
    await solver.dispose();
    await pending.catch(() => undefined);
    expect(() => solver.addClause([1])).toThrow(/addClause was called after the solver was disposed of/);
    expect(() => solver.newVariable()).toThrow(/newVariable was called after the solver was disposed of/);
  });

  it.each(backends)('%s: the model is read after a sat answer only, until something changes', async (name, options) => {
    await using solver = await satBackend(name).create(options);
    expect(() => solver.model()).toThrow(SolverError);
    solver.addClause([1, 2]);
    solver.addClause([-1]);
    expect((await solver.solve()).status).toBe('sat');
    expect(solver.model()[2]).toBe(1);
    expect(solver.model()[2]).toBe(1);
    solver.addClause([-2, 3]);
    expect(() => solver.model()).toThrow(/model was called without a sat answer since the last change/);
    expect((await solver.solve({ assumptions: [-3] })).status).toBe('unsat');
    expect(() => solver.model()).toThrow(SolverError);
    expect((await solver.solve()).status).toBe('sat');
    expect(solver.model()[3]).toBe(1);
  });

  it('await using disposes of a solver and a route at the end of the block', async () => {
    let solver: CadicalSolver | undefined;
    {
      await using held = await CadicalSolver.create();
      held.addClause([1]);
      expect((await held.solve()).status).toBe('sat');
      solver = held;
    }
    expect(() => solver!.addClause([2])).toThrow();
    let closed = false;
    {
      await using route = SatRoute.open({ solver: 'minisat' });
      const close = route.close.bind(route);
      route.close = async () => {
        closed = true;
        await close();
      };
    }
    expect(closed).toBe(true);
  });
});
