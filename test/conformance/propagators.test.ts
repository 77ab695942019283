// The embedded core with its propagators (`propagators: 'on'`) against the pure CNF and a brute
// force: every rule kind's example on 4x4 and 6x6 grids counted both ways, under every sum and
// line encoding and treatment of givens (the quick run: the kinds with a shape a propagator takes,
// sums, line automata and comparisons; test:full: every kind), in paranoid mode (every clause a
// propagator gives checked during the search). A rule's example alone leaves the propagator nothing
// to read (its derived sums of 4 to 6 cells need cages beside them in a house), so random 6x6
// killers are counted too.
import { describe, expect, it } from 'vitest';
import { LINE_ENCODING_NAMES } from '../../encodings/lines.js';
import { GIVENS_MODES } from '../../encodings/spec.js';
import { SUM_ENCODING_NAMES } from '../../encodings/sums/index.js';
import { Grid, verify } from '../../src/core/grid.js';
import { RULE_KINDS, type Rule, type RuleKind } from '../../src/core/rules/index.js';
import { Shape } from '../../src/core/shape.js';
import { count, solve } from '../../src/index.js';
import { propagatedSums } from '../../src/routes/propagated-sums.js';
import { allSolutions, FULL, paranoidInThisFile, withHoles } from '../helpers.js';

const GEOMETRIES = [
  { n: 4, boxRows: 2, boxCols: 2 },
  { n: 6, boxRows: 2, boxCols: 3 },
] as const;
const PROPAGATORS = ['off', 'on'] as const;

/** Whether a kind's 4x4 example has sums, the shape the propagator reasons on. */
function hasSums(kind: RuleKind): boolean {
  return Shape.of(2, 2).withVariant({ rules: [kind.example(GEOMETRIES[0])] }).sums.length > 0;
}

/** The quick run's kinds: those with sums, and those with lines read by an automaton or through order variables, whose encodings the on and off routes share. */
function propagated(kind: RuleKind): boolean {
  return hasSums(kind) || kind.lineAutomaton !== undefined || kind.comparisons !== undefined;
}

/**
 * The complete grids holding `puzzle`'s givens that keep its rules, by plain backtracking over
 * rows and columns (and boxes, unless the kind builds its own regions) and the library's check of
 * a finished grid.
 */
function bruteCount(puzzle: Grid, kind: RuleKind): number {
  const { n, boxRows, boxCols } = puzzle.shape;
  const frame = kind.buildsRegions ? Shape.of(1, n) : Shape.of(boxRows, boxCols);
  return allSolutions(frame, Infinity, new Grid(frame, puzzle.cells)).filter((g) => verify(puzzle, new Grid(puzzle.shape, g.cells)).ok)
    .length;
}

paranoidInThisFile();

const kinds = RULE_KINDS.filter((kind) => FULL || propagated(kind));

describe('counts with propagators on and off equal the brute force', () => {
  it('the quick run takes the kinds with sums, line automata and comparisons, several of each', () => {
    expect(kinds.filter(hasSums).length).toBeGreaterThanOrEqual(5);
    expect(kinds.filter((k) => k.lineAutomaton).length).toBeGreaterThanOrEqual(5);
    expect(kinds.filter((k) => k.comparisons).length).toBeGreaterThanOrEqual(2);
  });

  it.each(kinds.map((kind) => [kind.kind, kind] as const))(
    '%s: on 4x4 and 6x6 grids, under every sum and line encoding and treatment of givens',
    async (_name, kind) => {
      let counted = 0;
      for (const geometry of GEOMETRIES) {
        const { n, boxRows, boxCols } = geometry;
        const rule = kind.example(geometry);
        if (kind.problem(rule, geometry) !== undefined) continue;
        const shape = Shape.of(boxRows, boxCols).withVariant({ rules: [rule] });
        const box = `${boxRows}x${boxCols}`;
        // Empty (4x4 only: a 6x6 has too many completions to list) and a grid the rule keeps, with
        // holes, where there is one (modular and entropic lines keep no 4x4, a pair group's example no 6x6).
        const solved = await solve({ givens: new Array(n * n).fill(0), box, rules: [rule] }, { propagators: 'off' });
        const puzzles = [
          ...(n === 4 ? [new Grid(shape)] : []),
          ...(solved.verdict === 'solved' ? [withHoles(new Grid(shape, solved.solution.cells), n === 4 ? 0.3 : 0.5, 3)] : []),
        ];
        for (const puzzle of puzzles) {
          const expected = bruteCount(puzzle, kind);
          counted++;
          const spec = { givens: Array.from(puzzle.cells), box, rules: [rule] };
          const sumEncodings = shape.sums.length > 0 ? SUM_ENCODING_NAMES : (['auto'] as const);
          const lineEncodings = kind.lineAutomaton || kind.comparisons ? LINE_ENCODING_NAMES : (['auto'] as const);
          const choices = sumEncodings.flatMap((sumEncoding) =>
            lineEncodings.flatMap((lineEncoding) =>
              GIVENS_MODES.flatMap((givens) => PROPAGATORS.map((propagators) => [sumEncoding, lineEncoding, givens, propagators] as const)),
            ),
          );
          for (const [sumEncoding, lineEncoding, givens, propagators] of choices) {
            const r = await count(spec, { sumEncoding, lineEncoding, givens, propagators, max: 100_000 });
            expect([n, sumEncoding, lineEncoding, givens, propagators, r.count, r.complete]).toEqual([
              n,
              sumEncoding,
              lineEncoding,
              givens,
              propagators,
              expected,
              true,
            ]);
          }
        }
      }
      expect(counted).toBeGreaterThan(0);
    },
    300_000,
  );
});

describe('random 6x6 killers whose derived sums the propagator reads: counts with it on and off equal the brute force', () => {
  /** A 6x6 killer: dominoes along rows and columns over a solved grid of shuffled values, some givens kept. */
  async function randomKiller(seed: number): Promise<Grid> {
    let s = seed >>> 0;
    const next = (m: number) => {
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      return (s >>> 8) % m;
    };
    const base = await solve({ givens: new Array(36).fill(0), box: '2x3' }, { propagators: 'off' });
    if (base.verdict !== 'solved') throw new Error('no 6x6 solution');
    const relabel = [1, 2, 3, 4, 5, 6].sort(() => next(3) - 1);
    const solution = Array.from(base.solution.cells, (v) => relabel[v - 1]!);
    const used = new Set<number>();
    const rules: Rule[] = [];
    for (let tries = 0; rules.length < 7 && tries < 200; tries++) {
      const a = next(36);
      const b = next(2) === 0 ? (a % 6 < 5 ? a + 1 : -1) : a < 30 ? a + 6 : -1;
      if (b < 0 || used.has(a) || used.has(b)) continue;
      used.add(a).add(b);
      rules.push({ kind: 'cage', cells: [a, b], sum: solution[a]! + solution[b]! });
    }
    const shape = Shape.of(2, 3).withVariant({ rules });
    return withHoles(new Grid(shape, Uint16Array.from(solution)), 0.15, seed);
  }

  it.each([1, 2, 3, 4, 5])(
    'killer %i: under every sum encoding and treatment of givens',
    async (seed) => {
      const puzzle = await randomKiller(seed);
      // The propagator has sums to read here (4 or 5 cells of a row, column or box beside its cages).
      expect(propagatedSums(puzzle.shape).length).toBeGreaterThan(0);
      const frame = Shape.of(2, 3);
      const expected = allSolutions(frame, Infinity, new Grid(frame, puzzle.cells)).filter(
        (g) => verify(puzzle, new Grid(puzzle.shape, g.cells)).ok,
      ).length;
      const spec = { givens: Array.from(puzzle.cells), box: '2x3', rules: [...puzzle.shape.rules] as Rule[] };
      for (const sumEncoding of SUM_ENCODING_NAMES)
        for (const givens of GIVENS_MODES)
          for (const propagators of PROPAGATORS) {
            const r = await count(spec, { sumEncoding, givens, propagators, max: 100_000 });
            expect([sumEncoding, givens, propagators, r.count, r.complete]).toEqual([sumEncoding, givens, propagators, expected, true]);
          }
    },
    300_000,
  );
});
