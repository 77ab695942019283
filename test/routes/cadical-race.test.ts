import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { CadicalSolver } from '../../solvers/cadical.js';
import { CadicalRace } from '../../solvers/cadical-race/index.js';
import { RACERS } from '../../solvers/cadical-race/racers.js';
import { RACE_MIN_CLAUSES, satBackend } from '../../solvers/registry.js';
import { SolverError } from '../../solvers/sat-solver.js';
import { formatGrid } from '../../src/formats/write.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { verify } from '../../src/core/grid.js';
import { openRoute } from '../../src/routes/open-route.js';
import { EXIT } from '../../src/library/exit-codes.js';
import { allSolutions, patternGrid, pigeonhole, runCli, satisfies, withHoles } from '../helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'sudocnf-race-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function race(clauses: readonly number[][], threads = 2): Promise<CadicalRace> {
  const solver = await CadicalRace.create(RACERS.slice(0, threads));
  for (const c of clauses) solver.addClause(c);
  return solver;
}

describe('CadicalRace: the embedded CaDiCaL racing configurations in worker threads', () => {
  it('answers as one CaDiCaL does on random 3-SAT formulas, and its models satisfy every clause', async () => {
    const literal = fc.integer({ min: 1, max: 12 }).chain((v) => fc.constantFrom(v, -v));
    const formulas = fc.array(
      fc.tuple(literal, literal, literal).map((t) => [...t]),
      { minLength: 30, maxLength: 70 },
    );
    await fc.assert(
      fc.asyncProperty(formulas, async (clauses) => {
        const single = await CadicalSolver.create();
        for (const c of clauses) single.addClause(c);
        const expected = (await single.solve()).status;
        await single.dispose();
        const solver = await race(clauses);
        try {
          const result = await solver.solve();
          expect(result.status).toBe(expected);
          expect(RACERS.slice(0, 2).map((r) => r.name)).toContain(result.by);
          if (result.status === 'sat') {
            const model = solver.model();
            expect(satisfies(clauses, (v) => model[v] === 1)).toBe(true);
          }
        } finally {
          await solver.dispose();
        }
      }),
      { numRuns: 12 },
    );
  });

  it('is incremental: assumptions hold for one call, and clauses added between calls reach every racer', async () => {
    const solver = await race([
      [1, 2],
      [-1, 3],
    ]);
    try {
      expect((await solver.solve({ assumptions: [-2, -3] })).status).toBe('unsat');
      expect((await solver.solve()).status).toBe('sat');
      solver.addClause([-3]);
      expect((await solver.solve()).status).toBe('sat');
      const model = solver.model();
      expect([model[1], model[2], model[3]]).toEqual([-1, 1, -1]);
      solver.addClause([-2]);
      expect((await solver.solve()).status).toBe('unsat');
    } finally {
      await solver.dispose();
    }
  });

  it("counts a 4×4 puzzle's solutions through blocking clauses as brute force does", async () => {
    const puzzle = withHoles(patternGrid(2), 0.15, 5);
    const expected = allSolutions(2).filter((g) => puzzle.cells.every((v, i) => v === 0 || g.cells[i] === v)).length;
    expect(expected).toBeGreaterThan(1);
    const route = openRoute({ threads: 2, givens: 'eliminate' });
    try {
      const counted = await route.enumerate(puzzle, { max: 1000 });
      expect(counted).toMatchObject({ count: expected, complete: true });
    } finally {
      await route.close();
    }
  });

  it('ends at the time limit and at the conflict limit with unknown, never unsat, and stays usable after', async () => {
    const hard = pigeonhole(11);
    const solver = await race(hard);
    try {
      const started = performance.now();
      const timed = await solver.solve({ timeoutMs: 300 });
      expect(timed).toMatchObject({ status: 'unknown', reason: expect.stringMatching(/^timeout after/) });
      expect(performance.now() - started).toBeLessThan(30_000); // the search alone takes minutes
      const limited = await solver.solve({ conflicts: 50 });
      expect(limited).toMatchObject({ status: 'unknown', reason: 'conflict limit 50 reached' });
      expect(solver.statistics().conflicts).toBeGreaterThan(100);
      expect((await solver.solve({ assumptions: [1, 11 + 1] })).status).toBe('unsat'); // pigeons 0 and 1 in hole 0
    } finally {
      await solver.dispose();
    }
  });

  it('the first answer stops the other racers: a pigeonhole of 7 holes is refuted once, quickly, by one of them', async () => {
    const solver = await race(pigeonhole(7));
    try {
      const result = await solver.solve({ timeoutMs: 30_000 });
      expect(result.status).toBe('unsat');
      expect(solver.winner).toBe(result.by);
    } finally {
      await solver.dispose();
    }
  });

  it('a disposed race refuses to solve', async () => {
    const solver = await race([[1]]);
    await solver.dispose();
    await expect(solver.solve()).rejects.toThrow(SolverError);
  });

  it('the registry races on large formulas where there are two cores, and never for batch instances or bands', async () => {
    const backend = satBackend('cadical');
    const large = { variables: 10_000, clauses: RACE_MIN_CLAUSES, literals: 2 * RACE_MIN_CLAUSES };
    const small = { ...large, clauses: RACE_MIN_CLAUSES - 1 };
    const kinds = async (options: Parameters<typeof backend.create>[0]) => {
      const solver = await backend.create(options);
      await solver.dispose();
      return solver instanceof CadicalRace ? 'race' : 'single';
    };
    expect(await kinds({ size: large })).toBe(availableParallelism() >= 2 ? 'race' : 'single');
    expect(await kinds({ size: small })).toBe('single');
    expect(await kinds({ size: large, threads: 1 })).toBe('single');
    expect(await kinds({ threads: 3 })).toBe('race');
    expect(await kinds({ size: large, manySmallCalls: true })).toBe('single');
    expect(await kinds({ size: large, stableSearch: true })).toBe('single');
  });
});

describe('solve --threads with the embedded CaDiCaL', () => {
  const file = join(dir, 'p36.txt');
  const puzzle = withHoles(patternGrid(6), 0.6, 3);
  writeFileSync(file, formatGrid(puzzle, 'grid'));

  it('races two configurations, prints a verified grid and names the winner with --stats', () => {
    const r = runCli(['solve', file, '--threads', '2', '--strategy', 'whole', '--format', 'grid', '--stats']);
    expect(r.status).toBe(EXIT.ok);
    const entry = parsePuzzles(r.stdout, 'stdout').entries[0]!;
    expect(entry.ok && verify(puzzle, entry.grid).ok).toBe(true);
    expect(r.stderr).toMatch(/race won by the (default|stable) configuration/);
    const alone = runCli(['solve', file, '--threads', '1', '--stats']);
    expect(alone.status).toBe(EXIT.ok);
    expect(alone.stderr).not.toMatch(/race won/);
  });

  it('refuses more threads than configurations, and threads for solvers without them', () => {
    const many = runCli(['solve', file, '--threads', String(RACERS.length + 1)]);
    expect(many.status).toBe(EXIT.badInput);
    expect(many.stderr).toContain(`races at most ${RACERS.length} configurations`);
    const minisat = runCli(['solve', file, '--threads', '2', '--solver', 'minisat']);
    expect(minisat.status).toBe(EXIT.badInput);
    expect(minisat.stderr).toContain('takes no thread count');
  });

  it('a time limit ends the race with unknown (exit 3), and the command leaves no thread behind', () => {
    const hard = join(dir, 'p64.txt');
    writeFileSync(hard, formatGrid(withHoles(patternGrid(8), 0.59, 7), 'grid'));
    const started = performance.now();
    const r = runCli(['solve', hard, '--threads', '2', '--strategy', 'whole', '--timeout', '400ms']);
    expect(r.status).toBe(EXIT.unknown);
    expect(r.stdout + r.stderr).toMatch(/unknown: timeout after/);
    expect(performance.now() - started).toBeLessThan(15_000);
  });
});
