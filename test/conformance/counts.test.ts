import { describe, expect, it } from 'vitest';
import { AMO_NAMES } from '../../encodings/amo/index.js';
import { closedFormSize, dtuReportClauses } from '../../encodings/counts.js';
import { encode } from '../../encodings/encoder.js';
import { type Family, FAMILIES } from '../../encodings/families.js';
import { PRESET_NAMES, PRESETS, resolveFamilies } from '../../encodings/presets.js';
import { ClauseCounter } from '../../src/cnf/sink.js';
import { Grid } from '../../src/core/grid.js';
import { patternGrid, withHoles } from '../helpers.js';

describe('published clause counts (9x9, pairwise)', () => {
  it.each([
    ['minimal', 8829],
    ['efficient', 11745],
    ['extended', 11988],
    ['dtu', 11907],
  ] as const)('%s has %i clauses', (preset, clauses) => {
    const s = closedFormSize(3, PRESETS[preset], 'pairwise');
    expect(s.clauses).toBe(BigInt(clauses));
    expect(s.variables).toBe(729n);
  });

  it("equals the DTU report's ½·n·(k⁶ − k⁴ + 3n³ − 3n² + 6n) for k = 2..10", () => {
    for (let k = 2; k <= 10; k++) expect(closedFormSize(k, PRESETS.dtu, 'pairwise').clauses).toBe(dtuReportClauses(k));
    expect(dtuReportClauses(3)).toBe(11907n);
  });

  it('extended at k = 10 has 1,000,000 variables and 198,040,000 clauses', () => {
    expect(closedFormSize(10, PRESETS.extended, 'pairwise')).toMatchObject({ variables: 1_000_000n, clauses: 198_040_000n });
  });

  it('stays exact far beyond 2^53 (k = 1000)', () => {
    const n = 1_000_000n;
    expect(closedFormSize(1000, PRESETS.minimal, 'pairwise').clauses).toBe(n * n + (3n * n * n * n * (n - 1n)) / 2n);
  });
});

describe('closed forms equal the clauses emitted', () => {
  const familySets: [string, readonly Family[]][] = [
    ...PRESET_NAMES.map((p) => [p, PRESETS[p]] as [string, readonly Family[]]),
    ...FAMILIES.map((f) => [f, [f]] as [string, readonly Family[]]),
    ['row-alo,box-amo', ['row-alo', 'box-amo']],
  ];

  for (let k = 1; k <= 6; k++) {
    const sets = k <= 4 ? familySets : familySets.slice(0, PRESET_NAMES.length);
    it.each(sets.flatMap(([name, families]) => AMO_NAMES.map((amo) => [k, name, amo, families] as const)))(
      'k = %i, %s, %s',
      (k, _name, amo, families) => {
        const puzzle = k <= 3 ? withHoles(patternGrid(k), 0.3) : new Grid(k);
        const counter = new ClauseCounter(k ** 6);
        const result = encode(puzzle, { families, amo, givens: 'units' }, counter);
        const size = closedFormSize(k, families, amo, puzzle.givens());
        expect({ clauses: BigInt(counter.clauses), literals: BigInt(counter.literals), variables: BigInt(result.variables) }).toEqual({
          clauses: size.clauses,
          literals: size.literals,
          variables: size.variables,
        });
        // Every variable the header declares occurs, and nothing beyond it.
        expect(counter.maxVariable).toBe(result.variables);
        expect(counter.usedVariables).toBe(k ** 6);
        expect(result.auxVariables).toBe(Number(size.auxVariables));
      },
    );
  }
});

describe('presets and family lists', () => {
  it('minimal + redundant = extended', () => {
    expect(resolveFamilies('minimal', true)).toEqual(PRESETS.extended);
    expect(resolveFamilies('dtu', true)).toEqual(PRESETS.extended);
  });

  it('takes explicit family lists in any order and rejects unknown names', () => {
    expect(resolveFamilies('box-amo, cell-alo')).toEqual(['cell-alo', 'box-amo']);
    expect(() => resolveFamilies('cell-alo,box-ammo')).toThrow(/unknown encoding 'box-ammo'/);
    expect(() => resolveFamilies('maximal')).toThrow(/unknown encoding 'maximal'/);
  });
});
