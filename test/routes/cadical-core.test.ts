import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CadicalSolver } from '../../solvers/cadical.js';
import { CORE_SOURCE } from '../../solvers/cadical-core/source.js';
import { checkProof } from '../../src/proof/check-proof.js';
import { pigeonhole, ROOT } from '../helpers.js';

// The embedded CaDiCaL built by solvers/cadical-core/build.sh: what its glue adds to the solver.

describe('the embedded CaDiCaL core', () => {
  it('is the source package build.sh builds, recorded in NOTICE', async () => {
    const script = readFileSync(join(ROOT, 'solvers/cadical-core/build.sh'), 'utf8');
    expect(script).toContain(`PACKAGE_VERSION=${CORE_SOURCE.debianVersion}`);
    const notice = readFileSync(join(ROOT, 'NOTICE'), 'utf8');
    expect(notice).toContain(`${CORE_SOURCE.package} ${CORE_SOURCE.debianVersion}`);
    expect(notice).toContain('MIT License');
    expect(await CadicalSolver.version()).toBe('1.7.4');
  });

  it('loads clauses longer than its staging buffer, and reads back a model that satisfies them', async () => {
    await using solver = await CadicalSolver.create();
    const long = Array.from({ length: 100_000 }, (_, i) => i + 1);
    solver.addClause(long);
    for (let i = 1; i < 100_000; i++) solver.addClause([-i]);
    expect((await solver.solve()).status).toBe('sat');
    const model = solver.model();
    expect(model.length).toBe(100_001);
    expect(model[100_000]).toBe(1);
    expect(model.subarray(1, 100_000).every((x) => x === -1)).toBe(true);
  });

  it('stages clauses of every length, from short to longer than its first stage, and loses none', async () => {
    await using solver = await CadicalSolver.create();
    // A clause of k fresh variables whose first k − 1 are false: its last must be true.
    let next = 1;
    const lasts: number[] = [];
    for (const k of [1, 3, 700, 1500, 3000, 40_000, 2, 5000]) {
      const vars = Array.from({ length: k }, () => next++);
      solver.addClause(vars);
      for (const v of vars.slice(0, -1)) solver.addClause([-v]);
      lasts.push(vars.at(-1)!);
    }
    expect((await solver.solve()).status).toBe('sat');
    const model = solver.model();
    for (let v = 1; v < next; v++) expect(model[v]).toBe(lasts.includes(v) ? 1 : -1);
  });

  it('names the assumptions a refutation used', async () => {
    await using solver = await CadicalSolver.create();
    solver.addClause([-1, -2]);
    solver.addClause([3, 4]);
    expect((await solver.solve({ assumptions: [1, 2, 3] })).status).toBe('unsat');
    expect([solver.failed(1), solver.failed(2), solver.failed(3)]).toEqual([true, true, false]);
  });

  it.each(['binary', 'text'] as const)(
    'writes a %s DRAT proof to memory that the checker verifies, and a wrong one fails',
    async (kind) => {
      const formula = pigeonhole(6);
      await using solver = await CadicalSolver.create({}, kind);
      for (const clause of formula) solver.addClause(clause);
      expect((await solver.solve()).status).toBe('unsat');
      const proof = solver.proof();
      expect(proof.length).toBeGreaterThan(0);
      const format = kind === 'binary' ? 'drat-binary' : 'drat';
      expect(checkProof(formula, proof, format).verdict).toBe('verified');
      // Against a formula without its first clause, the proof does not hold.
      expect(checkProof(formula.slice(1), proof, format).verdict).not.toBe('verified');
    },
  );

  it('stops at a stop request from its host, and stays usable', async () => {
    await using solver = await CadicalSolver.create();
    for (const clause of pigeonhole(11)) solver.addClause(clause);
    let polls = 0;
    solver.stopWhen(() => ++polls > 3);
    const r = await solver.solve();
    expect(r.status).toBe('unknown');
    expect(polls).toBeGreaterThan(3);
    solver.stopWhen(() => false);
    expect((await solver.solve({ conflicts: 10 })).status).toBe('unknown');
  });

  it('refuses an option CaDiCaL 1.7.4 does not take, by name', async () => {
    await expect(CadicalSolver.create({ nosuchoption: 1 })).rejects.toThrow('CaDiCaL nosuchoption=1 is not an option it takes');
    // `ilb` of later versions has no counterpart and is left out.
    await (await CadicalSolver.create({ ilb: 1 })).dispose();
  });
});
