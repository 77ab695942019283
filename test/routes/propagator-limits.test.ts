// The embedded core's limits and state contract with a propagator connected: the time limit, a
// stop request and an interrupt end the search, calls the state does not allow are refused, and a
// propagator's error is a SolverError naming its shape, never an answer (the memory cap is in
// test/cli/hostile-input.test.ts, beside the other commands').
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { count, unique } from '../../src/index.js';
import { CadicalSolver } from '../../solvers/cadical.js';
import { satBackend } from '../../solvers/registry.js';
import { SolverError } from '../../solvers/sat-solver.js';
import { CLI, pigeonhole, ROOT } from '../helpers.js';

/** A 9x9 with three cages and no givens: more solutions than any count reaches, found one search at a time with the propagator. */
const FEW_CAGES = `sudocnf: 1
size: 9
rules:
  - {cage: [r1c1, r1c2], sum: 3}
  - {cage: [r5c5, r5c6, r6c5], sum: 20}
  - {cage: [r9c8, r9c9, r8c9, r8c8], sum: 12}
`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('limits with propagators on', () => {
  it('the time limit ends a count in its search, with the solutions found so far', async () => {
    const r = await count(FEW_CAGES, { propagators: 'on', timeout: '1s', max: 1e9 });
    expect(r).toMatchObject({ complete: false, reason: expect.stringMatching(/^timeout after \d+\.\d s \(search\)$/) });
    expect(r.count).toBeGreaterThan(0);
  });

  it('an interrupt (SIGINT) ends a count with propagators on at once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sudocnf-propagators-'));
    writeFileSync(join(dir, 'few.yaml'), FEW_CAGES);
    const child = spawn(process.execPath, [CLI, 'count', join(dir, 'few.yaml'), '--propagators', 'on', '--max', '1000000000'], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    await new Promise((r) => setTimeout(r, 1500));
    const exited = new Promise<[number | null, NodeJS.Signals | null]>((r) => child.on('exit', (code, signal) => r([code, signal])));
    const interruptedAt = performance.now();
    child.kill('SIGINT');
    expect([
      [130, null],
      [null, 'SIGINT'],
    ]).toContainEqual(await exited);
    expect(performance.now() - interruptedAt).toBeLessThan(10_000);
  });

  it("a propagator's error reaches the caller as the SolverError naming its shape, not as an answer", async () => {
    const propagatorError = new SolverError('cadical', 'the sum propagator gave a clause that its sum does not imply');
    const addSum = vi.spyOn(CadicalSolver.prototype, 'addSum');
    // The core reports a failed check of the propagator as the outcome of the search.
    vi.spyOn(CadicalSolver.prototype as unknown as { search: () => Promise<never> }, 'search').mockRejectedValue(propagatorError);
    await expect(unique(readFileSync(join(ROOT, 'puzzles/killer-9x9.yaml'), 'utf8'), { propagators: 'on' })).rejects.toThrow(
      'cadical: the sum propagator gave a clause that its sum does not imply',
    );
    expect(addSum).toHaveBeenCalled();
  });
});

describe('the state contract with a propagator connected', () => {
  // With a propagator the solver runs on the calling thread: the calls below are made from inside
  // its search, where it polls for a stop, and the stop ends it.
  it('a call the state does not allow is refused by name while it solves; a stop ends the solve, after which it answers again; after disposal calls are refused', async () => {
    const solver = await satBackend('cadical').create({ sums: true });
    for (const clause of pigeonhole(10)) solver.addClause(clause);
    const base = 10 * 11 + 1;
    for (let cell = 0; cell < 3; cell++) solver.addClause([base + 2 * cell, base + 2 * cell + 1]);
    const sum = {
      target: 4,
      distinct: false,
      label: 'a test sum',
      cells: [0, 1, 2].map((cell) => ({ lits: [base + 2 * cell, base + 2 * cell + 1], weights: [1, 2] })),
    };
    solver.addSum!(sum);
    const refused: string[] = [];
    const attempt = (call: () => unknown) => {
      try {
        call();
      } catch (e) {
        refused.push((e as Error).message);
      }
    };
    (solver as CadicalSolver).stopWhen(() => {
      if (refused.length > 0) return true;
      attempt(() => solver.addSum!(sum));
      attempt(() => solver.addClause([1]));
      attempt(() => solver.newVariable());
      attempt(() => solver.model());
      return false;
    });
    expect((await solver.solve()).status).toBe('unknown');
    expect(refused).toEqual([
      'cadical: addSum was called while a solve call is pending',
      'cadical: addClause was called while a solve call is pending',
      'cadical: newVariable was called while a solve call is pending',
      expect.stringMatching(/^cadical: model was called without a sat answer/),
    ]);
    (solver as CadicalSolver).stopWhen(() => false);
    expect((await solver.solve({ assumptions: [-1, 1] })).status).toBe('unsat');
    await solver.dispose();
    await solver.dispose();
    expect(() => solver.addSum!(sum)).toThrow(/addSum was called after the solver was disposed of/);
    await expect(solver.solve()).rejects.toThrow(/disposed of/);
  });

  it('the model is read after a sat answer only, and keeps the sum', async () => {
    await using solver = await CadicalSolver.create();
    // Two cells of values 1..3 (literals cell * 3 + value), each exactly one value, summing to 5.
    for (const cell of [0, 1]) {
      solver.addClause([1, 2, 3].map((v) => cell * 3 + v));
      for (const a of [1, 2, 3]) for (const b of [1, 2, 3]) if (a < b) solver.addClause([-(cell * 3 + a), -(cell * 3 + b)]);
    }
    solver.addSum({
      target: 5,
      distinct: false,
      label: 'a test sum',
      cells: [0, 1].map((cell) => ({ lits: [1, 2, 3].map((v) => cell * 3 + v), weights: [1, 2, 3] })),
    });
    expect(() => solver.model()).toThrow(SolverError);
    expect((await solver.solve()).status).toBe('sat');
    const value = (cell: number) => [1, 2, 3].find((v) => solver.model()[cell * 3 + v] === 1)!;
    expect(value(0) + value(1)).toBe(5);
    solver.addClause([-(0 * 3 + value(0))]);
    expect(() => solver.model()).toThrow(/model was called without a sat answer since the last change/);
    expect((await solver.solve()).status).toBe('sat');
    expect(value(0) + value(1)).toBe(5);
    // 2+3 and 3+2 are the only ways: with both first values ruled out, none is left.
    solver.addClause([-(0 * 3 + value(0))]);
    expect((await solver.solve()).status).toBe('unsat');
    expect(() => solver.model()).toThrow(SolverError);
  });
});
