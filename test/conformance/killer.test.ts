import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { count, type PuzzleSpec, toDimacs, unique } from '../../src/index.js';
import { SUM_ENCODING_NAMES } from '../../encodings/sums/index.js';
import { THERMOMETER_ENCODING_NAMES } from '../../encodings/thermometers.js';
import { puzzleOf } from '../../src/library/calls.js';
import { encode } from '../../encodings/encoder.js';
import { resolveSpec } from '../../encodings/spec.js';
import { ClauseBuffer } from '../../src/cnf/sink.js';
import { Grid } from '../../src/core/grid.js';
import { expectSoundSteps } from '../sound-steps.js';
import { backtrack, combinations, expectVerdict, FULL, haveBinary, ROOT, runCli } from '../helpers.js';

// Killer cages and thermometers against a brute force written here from the rules.

interface Killer {
  n: number;
  boxRows: number;
  boxCols: number;
  cages: [number[], number][];
  thermometers?: number[][];
  /** Arrows: the circle and the cells along it. */
  arrows?: [number, number[]][];
  /** Little killers: cells along a diagonal and their sum. */
  little?: [number[], number][];
  givens?: number[];
}

/** Solutions by backtracking on the cell with the fewest values left; `onSolution` sees each. */
function bruteForce(k: Killer, cap = 1_000_000, onSolution?: (cells: number[]) => void): number {
  const { n, boxRows, boxCols } = k;
  const grid = k.givens ? [...k.givens] : new Array<number>(n * n).fill(0);
  const houses: number[][] = [];
  for (let i = 0; i < n; i++) {
    houses.push(
      Array.from({ length: n }, (_, j) => i * n + j),
      Array.from({ length: n }, (_, j) => j * n + i),
    );
  }
  for (let br = 0; br < n; br += boxRows)
    for (let bc = 0; bc < n; bc += boxCols) {
      const box: number[] = [];
      for (let r = br; r < br + boxRows; r++) for (let c = bc; c < bc + boxCols; c++) box.push(r * n + c);
      houses.push(box);
    }
  const ok = (cell: number, v: number) => {
    for (const h of houses) if (h.includes(cell) && h.some((o) => o !== cell && grid[o] === v)) return false;
    for (const [cells, sum] of k.cages) {
      if (!cells.includes(cell)) continue;
      if (cells.some((o) => o !== cell && grid[o] === v)) return false;
      const others = cells.filter((o) => o !== cell);
      const total = others.reduce((t, o) => t + grid[o]!, v);
      if (total > sum || (others.every((o) => grid[o] !== 0) && total !== sum)) return false;
    }
    const value = (c: number, cell: number, v: number) => (c === cell ? v : grid[c]!);
    for (const [circle, cells] of k.arrows ?? []) {
      if (circle !== cell && !cells.includes(cell)) continue;
      const along = cells.map((c) => value(c, cell, v));
      const top = value(circle, cell, v) || n;
      // Every cell adds at least 1; complete, the cells add up to the circle.
      if (along.reduce((t, w) => t + (w || 1), 0) > top) return false;
      if (along.every((w) => w !== 0) && value(circle, cell, v) !== 0 && along.reduce((t, w) => t + w, 0) !== top) return false;
    }
    for (const [cells, sum] of k.little ?? []) {
      if (!cells.includes(cell)) continue;
      const along = cells.map((c) => value(c, cell, v));
      if (along.reduce((t, w) => t + (w || 1), 0) > sum || along.reduce((t, w) => t + (w || n), 0) < sum) return false;
    }
    for (const t of k.thermometers ?? []) {
      const i = t.indexOf(cell);
      if (i < 0) continue;
      for (let j = 0; j < t.length; j++) {
        const w = grid[t[j]!]!;
        if (j !== i && w !== 0 && (j < i ? w >= v - (i - j) + 1 : w <= v + (j - i) - 1)) return false;
      }
    }
    return true;
  };
  return backtrack(grid, n, ok, cap, onSolution);
}

const specOf = (k: Killer): PuzzleSpec => ({
  givens: k.givens ?? new Array(k.n * k.n).fill(0),
  box: `${k.boxRows}x${k.boxCols}`,
  rules: [
    ...k.cages.map(([cells, sum]) => ({ kind: 'cage' as const, cells, sum })),
    ...(k.thermometers ?? []).map((cells) => ({ kind: 'thermometer' as const, cells })),
    ...(k.arrows ?? []).map(([circle, cells]) => ({ kind: 'arrow' as const, circle, cells })),
    ...(k.little ?? []).map(([cells, sum]) => ({ kind: 'little-killer' as const, cells, sum })),
  ],
});

// Cage layouts drawn by `generate --variant killer` (seed 1), without their givens.
const KILLER_4: Killer = {
  n: 4,
  boxRows: 2,
  boxCols: 2,
  cages: [
    [[0, 4, 5, 8], 10],
    [[1, 2, 3, 6], 10],
    [[7, 10, 11, 15], 10],
    [[12], 2],
    [[9, 13, 14], 8],
  ],
};
const KILLER_6: Killer = {
  n: 6,
  boxRows: 2,
  boxCols: 3,
  cages: [
    [[6, 12, 13, 14], 13],
    [[3, 4, 5, 11], 15],
    [[20, 21, 22, 27, 33], 15],
    [[1, 2, 7, 8, 9], 18],
    [[25, 26, 31, 32], 18],
    [[17, 23, 29, 34, 35], 19],
    [[30], 2],
    [[28], 3],
    [[0], 5],
    [[10, 15, 16], 9],
    [[18, 19, 24], 9],
  ],
};
const THERMO_6: Killer = {
  ...KILLER_6,
  cages: KILLER_6.cages.slice(0, 4),
  thermometers: [
    [30, 24, 18],
    [5, 4, 10, 16],
  ],
};
// Arrows (r1c1 along r1c2, r2c3; r6c6 along r5c5, r4c4) and a little killer (r1c4, r2c5, r3c6 = 12).
const ARROWS_6: Killer = {
  n: 6,
  boxRows: 2,
  boxCols: 3,
  cages: KILLER_6.cages.slice(4, 7),
  arrows: [
    [0, [1, 8]],
    [35, [28, 21]],
  ],
  little: [[[3, 10, 17], 12]],
};

/** Every combination of the redundancy beside the sums. */
const SUM_REDUNDANCY_CHOICES = ['none', 'sets', 'innies', 'sets,innies'];

describe('killer puzzles with no givens: count equals a brute force for every encoding, with propagators on and off (every pair of options; test:full every combination)', () => {
  it('the redundancy is there to test: the 4x4 and 6x6 killers get innies and outies, and cage sets beside a sum encoding other than support', async () => {
    for (const k of [KILLER_4, KILLER_6]) {
      const counter = await toDimacs(specOf(k), { sumEncoding: 'counter' });
      expect(counter).toMatch(/^c rule: innies and outies: family house-sums, [1-9]\d* sums/m);
      expect(counter).toMatch(/^c rule: cage combinations: family cage-sum-sets, [1-9]\d* cages/m);
      expect(await toDimacs(specOf(k), { sumEncoding: 'support' })).not.toMatch(/family cage-sum-sets/);
      expect(await toDimacs(specOf(k), { sumRedundancy: 'none' })).not.toMatch(/house-sums|sum-sets/);
    }
  });

  for (const [name, k] of [
    ['4x4 killer', KILLER_4],
    ['6x6 killer', KILLER_6],
    ['6x6 with cages and thermometers', THERMO_6],
    ['6x6 with arrows, a little killer and cages', ARROWS_6],
  ] as const) {
    it(name, async () => {
      const expected = bruteForce(k);
      expect(expected).toBeGreaterThan(0);
      const thermo = k.thermometers ? THERMOMETER_ENCODING_NAMES : (['order'] as const);
      for (const [sumEncoding, thermoEncoding, givens, sumRedundancy, propagators] of combinations(
        SUM_ENCODING_NAMES,
        thermo,
        ['units', 'eliminate'] as const,
        SUM_REDUNDANCY_CHOICES,
        ['off', 'on'] as const,
      )) {
        const r = await count(specOf(k), { sumEncoding, thermoEncoding, givens, sumRedundancy, propagators, max: 100_000 });
        expect([sumEncoding, thermoEncoding, givens, sumRedundancy, propagators, r.count, r.complete]).toEqual([
          sumEncoding,
          thermoEncoding,
          givens,
          sumRedundancy,
          propagators,
          expected,
          true,
        ]);
      }
      const tactics = await count(specOf(k), { solver: 'tactics', max: 100_000 });
      expect([tactics.count, tactics.complete]).toEqual([expected, true]);
    });
  }

  it("the solving route's formula checks a sum over decided cells: nothing when it holds, the empty clause when it breaks", () => {
    const solutions: number[][] = [];
    bruteForce(KILLER_4, 2, (cells) => solutions.push([...cells]));
    const shape = puzzleOf(specOf(KILLER_4)).shape;
    // The first solution, and the same grid with two rows swapped: still a Latin square with boxes, but its cages broken.
    const solved = solutions[0]!;
    const broken = [...solved.slice(4, 8), ...solved.slice(0, 4), ...solved.slice(8)];
    const clausesOf = (cells: number[], checked: boolean, sumEncoding: string, sumRedundancy: string) => {
      const spec = { ...resolveSpec({ givens: 'eliminate', sumEncoding, sumRedundancy }), decidedSumsChecked: checked };
      const sink = new ClauseBuffer();
      encode(new Grid(shape, Uint16Array.from(cells)), spec, sink);
      return Array.from({ length: sink.length }, (_, i) => Array.from(sink.clause(i)));
    };
    for (const [sumEncoding, sumRedundancy] of combinations(SUM_ENCODING_NAMES, SUM_REDUNDANCY_CHOICES)) {
      expect(clausesOf(solved, true, sumEncoding, sumRedundancy)).toEqual([]);
      const unchecked = clausesOf(broken, false, sumEncoding, sumRedundancy);
      expect(unchecked.length).toBeGreaterThan(0);
      const checked = clausesOf(broken, true, sumEncoding, sumRedundancy);
      expect(checked.length).toBeGreaterThan(0);
      expect(checked.every((clause) => clause.length === 0)).toBe(true);
    }
  });

  it('solve --why names the given and the cage, or the givens and the thermometer, that conflict', () => {
    const why = (rules: string, grid: string) =>
      runCli(['solve', '--why', '-'], { input: `sudocnf: 1\nsize: 4\ngrid: ${grid}\nrules:\n${rules}` }).stdout.split('\n')[1];
    expect(why('  - {cage: [r1c1, r1c2], sum: 7}\n', '["1...", "....", "....", "...."]')).toMatch(
      /^why: r1c1 = 1 and cage r1c1\+r1c2 = 7 already conflict/,
    );
    expect(why('  - {thermometer: [r1c1, r2c2, r3c3]}\n', '["2...", "....", "..3.", "...."]')).toMatch(
      /^why: r1c1 = 2, r3c3 = 3 and thermometer r1c1→r2c2→r3c3 already conflict/,
    );
  });

  it('Dancing Links refuses a sum and a thermometer by name', async () => {
    await expect(count(specOf(KILLER_4), { solver: 'dlx' })).rejects.toThrow(
      /; the sum of the cage r\d+c\d+(\+r\d+c\d+)* = \d+ is not one/,
    );
    await expect(count(specOf({ ...THERMO_6, cages: [] }), { solver: 'dlx' })).rejects.toThrow(/a thermometer is not one/);
  });
});

describe('a 9x9 killer under each sum encoding', () => {
  const file = 'puzzles/killer-9x9.yaml';
  const scratch = mkdtempSync(join(tmpdir(), 'sudocnf-killer-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  // A test per encoding, each its own time budget: the nineteen runs of the command line took more
  // than one budget together on a busy machine.
  const names = SUM_ENCODING_NAMES.filter((name) => name !== 'auto');
  const solutions = new Set<string>();
  const sizes = new Set<string>();
  let stats: { sums: string; givens: string; variables: string | number; clauses: string | number }[] | undefined;

  it.each(names)('encode --sum-encoding %s: its size what stats prints, and its unique solution', (encoding) => {
    stats ??= JSON.parse(runCli(['stats', file, '--sum-encoding', names.join(','), '--format', 'json']).stdout);
    const cnf = runCli(['encode', file, '--sum-encoding', encoding]).stdout;
    expect(cnf).toContain(`c sum encoding: ${encoding}: `);
    const [, variables, clauses] = /^p cnf (\d+) (\d+)$/m.exec(cnf)!;
    sizes.add(clauses!);
    const row = stats!.find((r) => r.sums === encoding && r.givens === 'units')!;
    expect([encoding, Number(row.variables), Number(row.clauses)]).toEqual([encoding, Number(variables), Number(clauses)]);
    const r = runCli(['unique', file, '--sum-encoding', encoding, '--format', 'line']);
    expect(r.stdout.split('\n')[0]).toBe('unique');
    solutions.add(r.stdout.split('\n')[1]!);
    // The same formula, solved by the native CaDiCaL.
    if (haveBinary('cadical'))
      solutions.add(runCli(['solve', file, '--sum-encoding', encoding, '--solver', 'cadical-bin', '--format', 'line']).stdout.trim());
  });

  it('the encodings write formulas of different sizes, with one same solution', () => {
    expect(sizes.size).toBe(names.length);
    expect(solutions.size).toBe(1);
  });

  it('stats takes --sum-redundancy and --thermo-encoding as encode does: each size what encode writes', () => {
    for (const option of [
      ['--sum-redundancy', 'none'],
      ['--sum-redundancy', 'innies'],
      ['--thermo-encoding', 'direct'],
    ]) {
      const stats = JSON.parse(runCli(['stats', file, ...option, '--format', 'json']).stdout) as {
        givens: string;
        clauses: string | number;
      }[];
      const [, clauses] = /^p cnf \d+ (\d+)$/m.exec(runCli(['encode', file, ...option]).stdout)!;
      expect([option, Number(stats.find((r) => r.givens === 'units')!.clauses)]).toEqual([option, Number(clauses)]);
    }
  });

  it('stats --sum-encoding compares the encodings per cage size and sum, in a table and a plot', () => {
    const plot = join(scratch, 'sums.svg');
    const r = runCli(['stats', '--sum-encoding', 'table,counter,bdd', '--format', 'csv', '--plot', plot]);
    expect(r.status).toBe(0);
    const [header, ...rows] = r.stdout.trim().split('\n');
    expect(header).toBe('n,cells,sum,sets,table variables,table clauses,counter variables,counter clauses,bdd variables,bdd clauses');
    // 9x9: 1 to 5 cells, every sum each can reach (9 + 15 + 19 + 21 + 21).
    expect(rows).toHaveLength(85);
    // Two cells adding up to 3: one set {1,2}; the table's selector, its clause and one per cell;
    // the diagram's two nodes (after 1, after 2), 7 + 2 clauses from the root and 8 from each node.
    expect(rows.find((row) => row.startsWith('9,2,3,'))).toMatch(/^9,2,3,1,1,3,\d+,\d+,2,25$/);
    const svg = readFileSync(plot, 'utf8');
    expect(svg).toContain('<svg');
    expect(svg).toContain('bdd, 5 cells');
  });

  it('explain shows a cage-combination step and an innies/outies step', () => {
    const r = runCli(['explain', file]);
    expect(r.stdout).toMatch(/^\d+\. .* ≠ .*: the cage r\d+c\d+(\+r\d+c\d+)+ = \d+ holds \{/m);
    expect(r.stdout).toMatch(/^\d+\. r\d+c\d+ = \d: (innie|outie) of /m);
  });

  it('a cage with more sets than the logic lists is reasoned on by what its sum can reach (36x36, 18 cells)', () => {
    const cells = Array.from({ length: 18 }, (_, i) => `r${Math.floor(i / 6) + 1}c${(i % 6) + 1}`);
    // 17 of its cells given (adding up to 315): the last one can only be 18.
    const given = [1, 2, 3, 4, 5, 6, 7, 8, 19, 29, 30, 31, 32, 33, 34, 35, 36];
    const doc = (givens: string) => `sudocnf: 1\nsize: 36\n${givens}rules:\n  - {cage: [${cells.join(', ')}], sum: 333}\n`;
    const empty = runCli(['explain', '-'], { input: doc('') });
    expect(empty.status).toBe(3);
    expect(empty.stdout).toMatch(/^logic runs out after 0 steps/);
    const r = runCli(['hint', '-'], { input: doc(`givens: {${given.map((v, i) => `${cells[i]}: ${v}`).join(', ')}}\n`) });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^r3c6 ≠ [^\n]*: the cage r1c1\+[^\n]* = 333 cannot add up with them\n$/);
  });

  it('generate --variant killer --k 3 --seed 1 prints a cage layout that unique confirms', () => {
    const made = runCli(['generate', '--variant', 'killer', '--k', '3', '--seed', '1']);
    expect(made.status).toBe(0);
    expect(made.stdout).toMatch(/^ {2}- \{cage: \[r\d+c\d+/m);
    expect(made.stdout).toBe(`${readFileSync(resolve(ROOT, file), 'utf8')}\n`);
    expect(runCli(['unique', '-'], { input: made.stdout }).stdout.split('\n')[0]).toBe('unique');
  });

  it('a certificate under the bdd encoding records it, and check-proof builds the same formula', () => {
    const dir = join(scratch, 'certificate');
    expect(runCli(['unique', file, '--proof', dir, '--sum-encoding', 'bdd']).status).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')).encoding.sum).toBe('bdd');
    const checked = runCli(['check-proof', dir]);
    expect([checked.status, checked.stdout]).toEqual([0, expect.stringContaining('verified, unique')]);
  });

  it('a certificate names the redundancy beside the sums; one that names none predates it and is built without', () => {
    const made = join(scratch, 'certificate-default');
    expect(runCli(['unique', file, '--proof', made]).status).toBe(0);
    expect(JSON.parse(readFileSync(join(made, 'manifest.json'), 'utf8')).encoding.sumRedundancy).toBe('sets,innies');
    const older = join(scratch, 'certificate-none');
    expect(runCli(['unique', file, '--proof', older, '--sum-redundancy', 'none']).status).toBe(0);
    const manifest = JSON.parse(readFileSync(join(older, 'manifest.json'), 'utf8'));
    expect(manifest.encoding.sumRedundancy).toBe('none');
    delete manifest.encoding.sumRedundancy;
    writeFileSync(join(older, 'manifest.json'), JSON.stringify(manifest));
    for (const dir of [made, older]) {
      const checked = runCli(['check-proof', dir]);
      expect([dir, checked.status, checked.stdout]).toEqual([dir, 0, expect.stringContaining('verified, unique')]);
    }
  });

  it("Wikipedia's example is unique, and its solution is the published one's first row", async () => {
    const r = expectVerdict(await unique(readFileSync(resolve(ROOT, 'puzzles/killer-wikipedia.yaml'), 'utf8')), 'unique');
    expect(String(r.solution).slice(0, 9)).toBe('215647398');
  });
});

describe('logic on random small killers', () => {
  it('never removes a value a solution uses, and finds a contradiction only where there is no solution', () => {
    let steps = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(KILLER_4, KILLER_6, THERMO_6, ARROWS_6),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.nat(),
        (k, picks, wrong) => {
          let first: number[] | undefined;
          bruteForce(k, 1, (cells) => (first = [...cells]));
          const givens = new Array<number>(k.n * k.n).fill(0);
          for (const p of picks) givens[p % givens.length] = first![p % givens.length]!;
          if (picks.length > 0 && wrong % 3 === 0) givens[picks[0]! % givens.length] = (wrong % k.n) + 1;
          const solutions: number[][] = [];
          bruteForce({ ...k, givens }, 40, (cells) => solutions.push([...cells]));
          let puzzle: ReturnType<typeof puzzleOf>;
          try {
            puzzle = puzzleOf(specOf({ ...k, givens }));
          } catch {
            expect(solutions).toHaveLength(0);
            return;
          }
          steps += expectSoundSteps(puzzle, solutions, JSON.stringify(givens));
        },
      ),
      { numRuns: FULL ? 200 : 40, seed: 20261124 },
    );
    expect(steps).toBeGreaterThan(50);
  });
});
