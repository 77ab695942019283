import { describe, expect, it } from 'vitest';
import { AMO_ENCODINGS, amoEncoding } from '../../encodings/amo/index.js';
import { ClauseBuffer } from '../../src/cnf/sink.js';
import { VarPool } from '../../src/cnf/var-pool.js';
import { sample, satisfies } from '../helpers.js';

function emit(name: string, lits: number[], firstAux: number) {
  const buffer = new ClauseBuffer();
  const pool = new VarPool(firstAux);
  amoEncoding(name).encode(Int32Array.from(lits), pool, buffer);
  return { clauses: [...buffer].map((c) => Array.from(c)), aux: pool.used, literals: buffer.literalCount };
}

// auto:3 switches from pairwise to sequential within the sizes brute force can check.
describe.each([...AMO_ENCODINGS.map((a) => [a.name]), ['auto:3']])('%s at-most-one', (name) => {
  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8])('allows exactly the assignments with at most one true literal (m = %i)', (m) => {
    const lits = Array.from({ length: m }, (_, i) => i + 1);
    const { clauses, aux } = emit(name, lits, m + 1);
    for (const c of clauses) for (const l of c) expect(Math.abs(l)).toBeLessThanOrEqual(m + aux);
    for (let x = 0; x < 2 ** m; x++) {
      let extendable = false;
      for (let a = 0; a < 2 ** aux && !extendable; a++) {
        extendable = satisfies(clauses, (v) => (v <= m ? ((x >> (v - 1)) & 1) === 1 : ((a >> (v - m - 1)) & 1) === 1));
      }
      const ones = x.toString(2).replace(/0/g, '').length;
      expect(extendable, `x = ${x.toString(2)}`).toBe(ones <= 1);
    }
  });

  it('size(m) is exactly what encode emits, m = 0..300 (npm test: 0..64 and a spread above)', () => {
    const sizes = Array.from({ length: 301 }, (_, m) => m);
    for (const m of [...sizes.slice(0, 65), ...sample(sizes.slice(65), 20)]) {
      const { clauses, aux, literals } = emit(
        name,
        Array.from({ length: m }, (_, i) => i + 1),
        m + 1,
      );
      expect(amoEncoding(name).size(m), `m = ${m}`).toEqual({ aux, clauses: clauses.length, literals });
    }
  });

  it('works on any literals, negative ones included, and only draws from the pool', () => {
    const lits = [17, -4, 9, 23, -11];
    const { clauses, aux } = emit(name, lits, 100);
    const vars = new Set(clauses.flat().map(Math.abs));
    for (const v of vars) expect(lits.map(Math.abs).includes(v) || (v >= 100 && v < 100 + aux)).toBe(true);
    // Setting two of the literals true is contradicted by the clauses (for every aux value).
    const truth = (v: number, a: number, pick: number[]) => {
      const i = lits.findIndex((l) => Math.abs(l) === v);
      if (i >= 0) return pick.includes(i) === lits[i]! > 0;
      return ((a >> (v - 100)) & 1) === 1;
    };
    for (let a = 0; a < 2 ** aux; a++) expect(satisfies(clauses, (v) => truth(v, a, [1, 3]))).toBe(false);
    let one = false;
    for (let a = 0; a < 2 ** aux; a++) one ||= satisfies(clauses, (v) => truth(v, a, [1]));
    expect(one).toBe(true);
  });
});

describe('AMO registry', () => {
  it('finds encodings by alias and rejects unknown names', () => {
    expect(amoEncoding('sinz').name).toBe('sequential');
    expect(amoEncoding('bitwise').name).toBe('binary');
    expect(() => amoEncoding('ladderx')).toThrow(/unknown at-most-one encoding 'ladderx': use pairwise, sequential/);
  });

  it('auto is pairwise up to its threshold (24) and sequential above; auto:T sets T', () => {
    expect(amoEncoding('auto').size(24)).toEqual(amoEncoding('pairwise').size(24));
    expect(amoEncoding('auto').size(25)).toEqual(amoEncoding('sequential').size(25));
    expect(amoEncoding('auto:4').size(5)).toEqual(amoEncoding('sequential').size(5));
    expect(() => amoEncoding('auto:x')).toThrow(/unknown at-most-one encoding 'auto:x'/);
  });

  it('matches the sizes the literature gives', () => {
    expect(amoEncoding('pairwise').size(9)).toEqual({ aux: 0, clauses: 36, literals: 72 });
    expect(amoEncoding('sequential').size(9)).toEqual({ aux: 8, clauses: 23, literals: 46 });
    expect(amoEncoding('binary').size(9)).toEqual({ aux: 4, clauses: 36, literals: 72 });
    expect(amoEncoding('binary').size(16)).toEqual({ aux: 4, clauses: 64, literals: 128 });
  });
});
