import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AMO_NAMES } from '../../encodings/amo/index.js';
import { encode } from '../../encodings/encoder.js';
import { groupVars } from '../../encodings/families.js';
import { cellVar } from '../../src/core/cell-variables.js';
import { PRESET_NAMES, PRESETS } from '../../encodings/presets.js';
import { ClauseBuffer } from '../../src/cnf/sink.js';
import { resolveSpec } from '../../encodings/spec.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { puzzleFormula } from '../../src/formula/puzzle-formula.js';
import { Grid } from '../../src/core/grid.js';
import { allSolutions, countModels, satisfies } from '../helpers.js';

const cellValue = (grid: Grid) => (variable: number) => {
  const x = variable - 1;
  return grid.cells[Math.floor(x / grid.n)] === (x % grid.n) + 1;
};

describe('cell variables', () => {
  it('are r·n² + c·n + v, 1..n³', () => {
    expect(cellVar(9, 0, 0, 1)).toBe(1);
    expect(cellVar(9, 0, 1, 1)).toBe(10);
    expect(cellVar(9, 1, 0, 1)).toBe(82);
    expect(cellVar(9, 8, 8, 9)).toBe(729);
  });

  it('group the right cells', () => {
    const out = new Int32Array(9);
    groupVars('box', 3, 4 * 9 + 6, out); // box 5 (centre), value 7
    expect(Array.from(out)).toEqual([3, 4, 5].flatMap((r) => [3, 4, 5].map((c) => cellVar(9, r, c, 7))));
    groupVars('col', 3, 2 * 9 + 0, out); // column 3, value 1
    expect(Array.from(out)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map((r) => cellVar(9, r, 2, 1)));
  });
});

describe('the pairwise formulas accept exactly the valid grids (4x4)', () => {
  const solutions = allSolutions(2);
  // Latin squares that break a box: rows and columns fine, boxes not.
  const latin = new Grid(2, Uint16Array.from([1, 2, 3, 4, 2, 3, 4, 1, 3, 4, 1, 2, 4, 1, 2, 3]));

  it.each(PRESET_NAMES)('%s: every one of the 288 solutions satisfies it, a broken box does not', (preset) => {
    const clauses = new ClauseBuffer();
    encode(new Grid(2), { families: PRESETS[preset], amo: 'pairwise', givens: 'units' }, clauses);
    for (const s of solutions) expect(satisfies(clauses, cellValue(s))).toBe(true);
    expect(satisfies(clauses, cellValue(latin))).toBe(false);
  });

  it('units keep the solutions that agree with the givens, and only those', () => {
    const puzzle = new Grid(2);
    puzzle.set(0, 0, 1);
    puzzle.set(1, 3, 3);
    const clauses = new ClauseBuffer();
    encode(puzzle, { families: PRESETS.extended, amo: 'pairwise', givens: 'units' }, clauses);
    const agreeing = solutions.filter((s) => s.get(0, 0) === 1 && s.get(1, 3) === 3);
    expect(solutions.filter((s) => satisfies(clauses, cellValue(s)))).toEqual(agreeing);
    expect(agreeing.length).toBeGreaterThan(0);
  });

  it('assumptions write no clause for the givens and return their literals', () => {
    const puzzle = new Grid(2);
    puzzle.set(0, 0, 1);
    puzzle.set(3, 2, 4);
    const clauses = new ClauseBuffer();
    const r = encode(puzzle, { families: PRESETS.extended, amo: 'pairwise', givens: 'assumptions' }, clauses);
    expect(Array.from(r.assumptions)).toEqual([cellVar(4, 0, 0, 1), cellVar(4, 3, 2, 4)]);
    expect(clauses.length).toBe(Number(4 * 16 + 4 * 16 * 6));
  });
});

describe('eliminate (Kwon & Jain optimized encoding)', () => {
  // A 4x4 solution with a deadly rectangle blanked: exactly two completions.
  const solution = new Grid(2, Uint16Array.from([1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1]));
  const twoWays = solution.clone();
  for (const [r, c] of [
    [0, 0],
    [0, 1],
    [2, 0],
    [2, 1],
  ] as const)
    twoWays.set(r, c, 0);
  const oneWay = twoWays.clone();
  oneWay.set(0, 0, 1);

  it.each(PRESET_NAMES.filter((p) => p !== 'minimal'))('%s: models over the open literals are the completions', (preset) => {
    for (const [puzzle, completions] of [
      [twoWays, 2],
      [oneWay, 1],
    ] as const) {
      const buffer = new ClauseBuffer();
      const r = encode(puzzle, { families: PRESETS[preset], amo: 'pairwise', givens: 'eliminate' }, buffer);
      const clauses = [...buffer];
      const vars = [...new Set(clauses.flatMap((c) => Array.from(c, Math.abs)))];
      expect(r.variables).toBe(64); // numbering unchanged, no auxiliary variables
      // Only literals of empty cells, and only values no given rules out, are left.
      for (const v of vars) {
        const x = v - 1;
        expect(puzzle.cells[Math.floor(x / 4)]).toBe(0);
      }
      expect(countModels(clauses, vars)).toBe(completions);
    }
  });

  it.each(AMO_NAMES)('with %s, a full grid leaves nothing and no auxiliary variable', (amo) => {
    const buffer = new ClauseBuffer();
    const r = encode(solution, { families: PRESETS.extended, amo, givens: 'eliminate' }, buffer);
    expect(buffer.length).toBe(0);
    expect(r.auxVariables).toBe(0);
  });

  it('a cell with no value left gives the empty clause', () => {
    // r1c4 sees 1, 2, 3 in its row and 4 in its column.
    const puzzle = new Grid(2, Uint16Array.from([1, 2, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0]));
    const buffer = new ClauseBuffer();
    encode(puzzle, { families: ['cell-alo'], amo: 'pairwise', givens: 'eliminate' }, buffer);
    expect([...buffer].some((c) => c.length === 0)).toBe(true);
  });
});

describe('a formula built once', () => {
  it('streams the clauses its counting pass kept, the same as a formula built again as it streams', () => {
    const entry = parsePuzzles(readFileSync('puzzles/killers-hs.txt', 'utf8'), 'killers-hs.txt').entries[0]!;
    if (!entry.ok || !entry.expectedSolution) throw new Error('the first HS killer and its solution');
    const half = entry.expectedSolution.cells.map((v, i) => (i % 3 === 0 ? v : 0));
    const puzzle = new Grid(entry.grid.shape, half);
    const spec = resolveSpec({ givens: 'eliminate' });
    const streamed = (keptLiterals?: number) => {
      const formula = puzzleFormula(puzzle, spec, { compact: true, ...(keptLiterals !== undefined ? { keptLiterals } : {}) });
      const twice = [new ClauseBuffer(), new ClauseBuffer()];
      for (const buffer of twice) for (const _ of formula.stream(buffer));
      expect(twice[0]!.length).toBe(formula.clauses);
      expect([...twice[1]!].map((c) => Array.from(c))).toEqual([...twice[0]!].map((c) => Array.from(c)));
      return [...twice[0]!].map((c) => Array.from(c));
    };
    const kept = streamed();
    expect(kept.length).toBeGreaterThan(100);
    expect(streamed(0)).toEqual(kept);
  });
});
