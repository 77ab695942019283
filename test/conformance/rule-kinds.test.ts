// The conformance suite of rule kinds: every kind in RULE_KINDS is tried through its example, so
// that a new kind is tested by being listed. On 4x4 grids, where every complete grid can be listed.
import { describe, expect, it } from 'vitest';
import { count, InputError, type PuzzleSpec, toDimacs } from '../../src/index.js';
import type { SolverName } from '../../src/options/types.js';
import { Grid, ruleConflicts, verify } from '../../src/core/grid.js';
import { givenLiterals } from '../../src/core/cell-variables.js';
import { pairTable, RULE_KINDS, type RuleKind } from '../../src/core/rules/index.js';
import { Shape } from '../../src/core/shape.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { formatPuzzle } from '../../src/formats/write.js';
import { puzzleFormula } from '../../src/formula/puzzle-formula.js';
import { resolveSpec } from '../../encodings/spec.js';
import { SUM_ENCODING_NAMES } from '../../encodings/sums/index.js';
import { THERMOMETER_ENCODING_NAMES } from '../../encodings/thermometers.js';
import { LINE_ENCODING_NAMES } from '../../encodings/lines.js';
import { satBackend } from '../../solvers/registry.js';
import { backtrack } from '../helpers.js';

const BOXES = Shape.of(2, 2);
const N = BOXES.n;

/** Every complete classic 4x4 grid. */
const COMPLETE: number[][] = [];
{
  const grid: number[] = Array(N * N).fill(0);
  const peers = (a: number, b: number) => {
    const [ra, ca, rb, cb] = [Math.floor(a / N), a % N, Math.floor(b / N), b % N];
    return ra === rb || ca === cb || (ra >> 1 === rb >> 1 && ca >> 1 === cb >> 1);
  };
  const allowed = (cell: number, v: number) => grid.every((w, other) => w !== v || other === cell || !peers(cell, other));
  backtrack(grid, N, allowed, Infinity, (cells) => COMPLETE.push([...cells]));
}

/** The cells a shape's rules tie, by any of their shapes. */
function cellsTied(shape: Shape): number[] {
  return [
    ...shape.pairs.flatMap((p) => [p.a, p.b]),
    ...shape.extraUnits.flatMap((u) => u.cells),
    ...shape.chains.flatMap((c) => c.cells),
    ...shape.sums.flatMap((s) => s.cells),
    ...shape.triples.flatMap((t) => t.cells),
    ...shape.sequences.flatMap((q) => q.cells),
    ...shape.exclusions.map((e) => e.cell),
    ...shape.occurrences.flatMap((o) => o.cells),
    ...shape.choices.flatMap((c) => c.alternatives.flatMap(cellsTied)),
  ];
}

const ruled = (kind: RuleKind) => {
  const rule = kind.example({ n: N, boxRows: 2, boxCols: 2 });
  return { rule, shape: BOXES.withVariant({ rules: [rule] }) };
};

/** Partial grids: a complete grid with some cells emptied, and sometimes one value changed. */
function partials(seed: number, many: number): Uint16Array[] {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Array.from({ length: many }, () => {
    const cells = Uint16Array.from(COMPLETE[Math.floor(random() * COMPLETE.length)]!, (v) => (random() < 0.6 ? 0 : v));
    if (random() < 0.3) cells[Math.floor(random() * cells.length)] = 1 + Math.floor(random() * N);
    return cells;
  });
}

/** Whether some accepted complete grid holds every given of `cells`. */
function completable(shape: Shape, cells: Uint16Array): boolean {
  const empty = new Grid(shape);
  return COMPLETE.some(
    (full) => full.every((v, i) => cells[i] === 0 || cells[i] === v) && verify(empty, new Grid(shape, Uint16Array.from(full))).ok,
  );
}

/** Which of the complete grids a shape accepts. */
function acceptedGrids(shape: Shape): boolean[] {
  const empty = new Grid(shape);
  return COMPLETE.map((full) => verify(empty, new Grid(shape, Uint16Array.from(full))).ok);
}

it('all 288 complete 4x4 grids are listed', () => {
  expect(COMPLETE).toHaveLength(288);
});

describe.each(RULE_KINDS.map((kind) => [kind.kind, kind] as const))('rule kind %s', (_name, kind) => {
  const { rule, shape } = ruled(kind);

  it('says what it is: a label, a family, a sentence; its example fits the grid; its pairs have a relation', () => {
    expect(kind.label(rule)).toMatch(/\S/);
    expect(kind.family).toMatch(/^[a-z][a-z-]*$/);
    expect(kind.description).toMatch(/\S{3}/);
    expect(kind.problem(rule, { n: N, boxRows: 2, boxCols: 2 })).toBeUndefined();
    const pairs = kind.pairs?.(rule, { n: N, boxRows: 2, boxCols: 2 }) ?? [];
    const geometry = { n: N, boxRows: 2, boxCols: 2 };
    for (const [x, y] of pairs.slice(0, 4)) {
      const relationOf = (r: typeof rule) => (kind.forbidsBetween ? kind.forbidsBetween(r, geometry, x, y) : kind.forbids!(r, geometry));
      expect(kind.forbids ?? kind.forbidsBetween).toBeTypeOf('function');
      const relation = relationOf(rule);
      // The same relation each time for the same rule (and pair), so that its table is compiled once.
      expect(relationOf(structuredClone(rule))).toBe(relation);
      const table = pairTable(relation, N);
      for (let a = 1; a <= N; a++) for (let b = 1; b <= N; b++) expect(table.forbids(a, b)).toBe(relation(a, b));
    }
  });

  it('keeps itself through its id, a puzzle document and an f-puzzles document (or is refused by name)', () => {
    // Givens from a grid the rule accepts (a few), or the first cell alone where it accepts none.
    const empty = new Grid(shape);
    const accepted = COMPLETE.find((full) => verify(empty, new Grid(shape, Uint16Array.from(full))).ok);
    const puzzle = new Grid(
      shape,
      Uint16Array.from(accepted ?? COMPLETE[0]!, (v, i) => ((accepted ? i % 5 : i) === 0 ? v : 0)),
    );
    expect(Shape.fromId(shape.id).id).toBe(shape.id);
    for (const format of ['document', 'fpuzzles'] as const) {
      let text: string;
      try {
        text = formatPuzzle(puzzle, format);
      } catch (e) {
        expect(format).toBe('fpuzzles');
        expect((e as Error).message).toContain(shape.name);
        continue;
      }
      const entry = parsePuzzles(text).entries[0]!;
      expect(entry.ok).toBe(true);
      if (!entry.ok) continue;
      expect([format, [...entry.grid.cells]]).toEqual([format, [...puzzle.cells]]);
      // The same rule, or (where the format has no such kind: windoku in f-puzzles) rules of the same meaning.
      if (entry.grid.shape.id !== shape.id) expect(acceptedGrids(entry.grid.shape)).toEqual(acceptedGrids(shape));
    }
  });

  // Each sum, thermometer and line encoding where the kind has sums, chains or a line's automaton: the check must hold for all of them.
  const { sums, chains } = { sums: shape.sums.length > 0, chains: shape.chains.length > 0 };
  const specs = [
    ...(sums ? SUM_ENCODING_NAMES.map((sumEncoding) => ({ sumEncoding })) : [{}]),
    ...(chains ? THERMOMETER_ENCODING_NAMES.map((thermoEncoding) => ({ thermoEncoding })) : []),
    ...(kind.lineAutomaton || kind.comparisons ? LINE_ENCODING_NAMES.map((lineEncoding) => ({ lineEncoding })) : []),
  ];
  it.each(specs.map((s) => [JSON.stringify(s), s] as const))(
    'its clauses %s hold on exactly the complete and partial grids it accepts, and are written as the header counts them',
    async (_what, choice) => {
      const spec = resolveSpec({ givens: 'units', ...choice });
      await using solver = await satBackend('cadical').create();
      solver.addFormula(puzzleFormula(new Grid(shape), spec));
      const empty = new Grid(shape);
      let accepted = 0;
      for (const full of COMPLETE) {
        const grid = new Grid(shape, Uint16Array.from(full));
        const ok = verify(empty, grid).ok;
        accepted += ok ? 1 : 0;
        const status = (await solver.solve({ assumptions: [...givenLiterals(grid)] })).status;
        expect([full.join(''), status]).toEqual([full.join(''), ok ? 'sat' : 'unsat']);
      }
      // The header's counts are what is written (the writer refuses to write a formula otherwise),
      // with no givens and with the givens of a partial grid treated each way.
      const partial = new Grid(
        shape,
        Uint16Array.from(COMPLETE[0]!, (v, i) => (i % 3 === 0 ? v : 0)),
      );
      for (const givens of ['units', 'eliminate'] as const) {
        await toDimacs(new Grid(shape), { ...choice, givens });
        // Givens that break the example's rule are refused as input: nothing to write then.
        await toDimacs(partial, { ...choice, givens }).catch((e: unknown) => {
          if (!(e instanceof InputError)) throw e;
        });
      }
      // The example rules grids out (on 4x4, anti-king and non-consecutive rule every one out); chaos
      // construction with no cells marked does not, since the boxes are regions it may build
      // (test/conformance/chaos.test.ts counts it with marks against a brute force).
      if (!kind.buildsRegions || kind.sameRegion) expect(accepted).toBeLessThan(COMPLETE.length);
      for (const cells of partials(7, 40)) {
        const status = (await solver.solve({ assumptions: [...givenLiterals(new Grid(shape, cells))] })).status;
        expect([cells.join(''), status]).toEqual([cells.join(''), completable(shape, cells) ? 'sat' : 'unsat']);
      }
    },
  );

  it('Dancing Links and tactics count what SAT counts, or Dancing Links refuses the kind by name', async () => {
    // A count, or the message a puzzle is refused with (clashing givens): the same from every route.
    const counted = (spec: PuzzleSpec, solver?: SolverName) =>
      count(spec, { max: 300, ...(solver ? { solver } : {}) }).then(
        (a) => a.count,
        (e: Error) => e.message,
      );
    for (const cells of partials(11, 8)) {
      const spec = { givens: cells, box: '2x2', rules: [rule] };
      const sat = await counted(spec);
      expect(await counted(spec, 'tactics')).toBe(sat);
      const dlx = await counted(spec, 'dlx');
      if (typeof dlx === 'string' && /exact-cover constraints/.test(dlx)) expect(dlx).toContain(kind.label(rule).split(' ')[0]);
      else expect(dlx).toBe(sat);
    }
  });

  // On 4x4, anti-king and non-consecutive rule out every grid: a 6x6 tries each cell group the
  // rule makes, with every value there, against the kind's own check of those givens.
  it('on a 6x6 (9x9 for windoku), every assignment its own check refuses, of each pair, unit pair, triple, first cells a clue reads, chain step, small sum, marked cell and quadruple, is unsat', async () => {
    const geometry = [
      { n: 6, boxRows: 2, boxCols: 3 },
      { n: 9, boxRows: 3, boxCols: 3 },
    ].find((g) => kind.problem(kind.example(g), g) === undefined)!;
    const { n } = geometry;
    const big = Shape.of(geometry.boxRows, geometry.boxCols).withVariant({ rules: [kind.example(geometry)] });
    await using solver = await satBackend('cadical').create();
    solver.addFormula(puzzleFormula(new Grid(big), resolveSpec({ givens: 'units' })));
    const groups = [
      ...big.pairs.map((p) => [p.a, p.b]),
      ...big.extraUnits.flatMap((u) => u.cells.flatMap((a, i) => u.cells.slice(i + 1).map((b) => [a, b]))),
      ...big.chains.flatMap((c) => c.cells.slice(1).map((b, i) => [c.cells[i]!, b])),
      ...big.sums.filter((s) => s.cells.length <= 3).map((s) => [...s.cells]),
      ...big.triples.map((t) => [...t.cells]),
      // The first three cells a clue reads.
      ...big.sequences.map((q) => q.cells.slice(0, 3)),
      ...big.exclusions.map((e) => [e.cell]),
      ...big.occurrences.filter((o) => o.cells.length <= 4).map((o) => [...o.cells]),
      // Every cell a choice between rules (any-of, all-of) ties, where they are few.
      ...big.choices.map((c) => [...new Set(c.alternatives.flatMap(cellsTied))]).filter((cells) => cells.length <= 4),
    ];
    // Chaos construction with no cells marked ties no cells together: nothing to try here.
    if (groups.length === 0 && kind.buildsRegions && !kind.sameRegion) return;
    // Lines ranked against each other are checked once whole lines are filled, past what this tries
    // (full rank without ties): test/conformance/full-rank.test.ts counts them against a brute force.
    if (groups.length === 0 && big.rankings.length > 0) return;
    expect(groups.length).toBeGreaterThan(0);
    let refused = 0;
    for (const cells of groups) {
      for (let code = 0; code < n ** cells.length; code++) {
        const grid = new Grid(big);
        cells.forEach((cell, i) => {
          grid.cells[cell] = 1 + (Math.floor(code / n ** i) % n);
        });
        if (ruleConflicts(grid).length === 0) continue;
        refused++;
        const status = (await solver.solve({ assumptions: [...givenLiterals(grid)] })).status;
        expect([cells, [...cells].map((c) => grid.cells[c]), status]).toEqual([cells, [...cells].map((c) => grid.cells[c]), 'unsat']);
      }
    }
    expect(refused).toBeGreaterThan(0);
  });
});
