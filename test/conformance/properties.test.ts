import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDimacs } from '../../src/cnf/dimacs-reader.js';
import { InputError } from '../../src/core/errors.js';
import { type InputFormat, INPUT_FORMATS, parsePuzzles } from '../../src/formats/read.js';
import { formatGrid, OUTPUT_FORMATS } from '../../src/formats/write.js';
import type { Grid } from '../../src/core/grid.js';
import { openRoute } from '../../src/routes/open-route.js';
import { Shape } from '../../src/core/shape.js';
import { CompetitionOutput, parseMinisatResult } from '../../solvers/external/output.js';
import { SudokuDlx } from '../../solvers/dlx/exact-cover.js';
import { FULL, patternGrid, ROOT } from '../helpers.js';

// Property tests: random and mutated inputs into every reader never crash with anything but a
// located input error; writing and reading back gives the grid; every route counts like Dancing
// Links. `npm run test:full` runs each property on more cases.
const RUNS = FULL ? 400 : 60;
// A fixed seed, so a run can be repeated; SUDOCNF_FC_SEED=<n> explores others (a failure prints its seed).
fc.configureGlobal({ seed: Number(process.env.SUDOCNF_FC_SEED ?? 20261122) });
/** Square and rectangular boxes: 4x4 to 16x16, 6x6, 8x8, 12x12 both ways. */
const SHAPES = [Shape.square(2), Shape.square(3), Shape.square(4), Shape.of(2, 3), Shape.of(2, 4), Shape.of(3, 4), Shape.of(2, 6)];
/** Small enough to count every solution of a random puzzle quickly. */
const SMALL = [Shape.square(2), Shape.square(3), Shape.of(2, 3), Shape.of(2, 4)];

const SAMPLES = [
  'inkala-2012.txt',
  'inkala-2012.dtu',
  'inkala-2012.c',
  'inkala-2012.json',
  'grids.yaml',
  'two-4x4.txt',
  'sample-16x16.txt',
  'top95.txt',
  'counts.txt',
].map((f) => readFileSync(resolve(ROOT, 'puzzles', f), 'utf8').slice(0, 4000));

/** Text to feed a reader: random bytes as Latin-1, random Unicode, or a valid sample with a few random edits. */
const inputText = fc.oneof(
  fc.uint8Array({ maxLength: 600 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
  fc.string({ maxLength: 300, unit: 'binary' }),
  fc
    .tuple(
      fc.constantFrom(...SAMPLES),
      fc.array(fc.tuple(fc.nat(), fc.nat(8), fc.string({ maxLength: 4, unit: 'binary' })), { minLength: 1, maxLength: 6 }),
    )
    .map(([text, edits]) =>
      edits.reduce((t, [at, cut, insert]) => {
        const i = t.length === 0 ? 0 : at % t.length;
        return t.slice(0, i) + insert + t.slice(i + cut);
      }, text),
    ),
);

function located(e: unknown): boolean {
  return e instanceof InputError && e.position !== undefined && e.position.line >= 1 && e.position.column >= 1;
}

describe('readers never throw but located input errors', () => {
  it.each(INPUT_FORMATS.map((f) => [f] as const))('parsePuzzles, --input-format %s', (format) => {
    fc.assert(
      fc.property(inputText, (text) => {
        const file = parsePuzzles(text, 'fuzz.txt', { format: format as InputFormat });
        for (const entry of file.entries) {
          if (entry.ok) expect(entry.grid.cells.length).toBe(entry.grid.n * entry.grid.n);
          else {
            expect(located(entry.error)).toBe(true);
            // Messages quote at most a short excerpt of the input.
            expect(entry.error.message.length).toBeLessThan(400);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('the DIMACS reader', () => {
    const cnf = 'c a comment\np cnf 5 3\n1 -2 0\n2 3 -4 0 5\n-5 0\n';
    const mutated = fc
      .tuple(fc.nat(), fc.string({ maxLength: 5, unit: 'binary' }))
      .map(([at, s]) => cnf.slice(0, at % cnf.length) + s + cnf.slice(at % cnf.length));
    fc.assert(
      fc.property(fc.oneof(inputText, mutated), (text) => {
        try {
          const f = parseDimacs(text, 'fuzz.cnf');
          expect(f.variables).toBeGreaterThanOrEqual(0);
        } catch (e) {
          expect(located(e)).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('the solver-output parsers: any problem has a place and a reason', () => {
    const answer = 's SATISFIABLE\nv 1 -2 3 0\n';
    const mutated = fc
      .tuple(fc.nat(), fc.string({ maxLength: 5, unit: 'binary' }))
      .map(([at, s]) => answer.slice(0, at % answer.length) + s + answer.slice(at % answer.length));
    fc.assert(
      fc.property(fc.oneof(inputText, mutated), fc.integer({ min: 1, max: 30 }), (text, chunk) => {
        const out = new CompetitionOutput(5);
        for (let i = 0; i < text.length; i += chunk) out.push(text.slice(i, i + chunk));
        out.end();
        if (out.problem) {
          expect(out.problem.line).toBeGreaterThanOrEqual(1);
          expect(out.problem.column).toBeGreaterThanOrEqual(1);
          expect(out.problem.reason.length).toBeLessThan(200);
        }
        const minisat = parseMinisatResult(text, 5);
        expect(minisat.result !== undefined || (minisat.bad !== undefined && minisat.bad.line >= 1)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

/** A valid complete grid of a shape with a random relabelling, then cells blanked by a mask. */
const puzzleOf = (shape: Shape) =>
  fc
    .tuple(
      fc.shuffledSubarray(
        Array.from({ length: shape.n }, (_, i) => i + 1),
        { minLength: shape.n, maxLength: shape.n },
      ),
      fc.array(fc.boolean(), { minLength: shape.n ** 2, maxLength: shape.n ** 2 }),
    )
    .map(([labels, keep]) => {
      const grid = patternGrid(shape);
      grid.cells.forEach((v, cell) => {
        grid.cells[cell] = keep[cell] ? labels[v - 1]! : 0;
      });
      return grid;
    });

describe('writing and reading back', () => {
  it.each(OUTPUT_FORMATS.map((f) => [f] as const))('%s gives the same grid', (format) => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...SHAPES.filter((s) => (format !== 'line' || s.inferable) && (format !== 'fpuzzles' || s.n <= 16)))
          .chain(puzzleOf),
        (grid) => {
          const file = parsePuzzles(`${formatGrid(grid, format)}\n`, 'round.txt', format === 'json' ? { format: 'yaml' } : {});
          expect(file.entries).toHaveLength(1);
          const entry = file.entries[0]!;
          if (!entry.ok) throw new Error(entry.error.toString());
          expect(entry.grid.equals(grid)).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('every route counts like Dancing Links on random small puzzles, square and rectangular', () => {
  const CAP = 30;
  const dlxCount = (grid: Grid) => new SudokuDlx(grid.shape).solve(grid, { maxSolutions: CAP }).count;
  const routes = [
    { solver: 'cadical', givens: 'assumptions' as const, batch: true },
    { solver: 'cadical', givens: 'eliminate' as const, amo: 'sequential', encoding: 'minimal' },
    { solver: 'cadical', givens: 'units' as const, amo: 'commander', encoding: 'dtu' },
    { solver: 'minisat', givens: 'assumptions' as const, batch: true, amo: 'product' },
  ];
  it.each(routes.map((r) => [`${r.solver} ${r.encoding ?? 'extended'}/${r.amo ?? 'auto'}/${r.givens}`, r] as const))(
    '%s',
    async (_name, options) => {
      const route = openRoute(options);
      try {
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...SMALL).chain((shape) => fc.tuple(puzzleOf(shape), fc.nat(), fc.nat())),
            async ([grid, cell, value]) => {
              // One extra given, right or wrong, so that some puzzles have no solution at all.
              const i = cell % grid.cells.length;
              if (grid.cells[i] === 0) grid.cells[i] = (value % grid.n) + 1;
              const e = await route.enumerate(grid, { max: CAP });
              expect(e.count).toBe(dlxCount(grid));
              expect(e.complete).toBe(e.count < CAP);
            },
          ),
          { numRuns: FULL ? 60 : 12 },
        );
      } finally {
        await route.close();
      }
    },
  );
});
