// f-puzzles gives some rules a meaning that depends on the marks beside them (its non-consecutive
// flag beside Kropki dots says the dots are all given). Each pair is read as f-puzzles and the
// solvers that read its documents mean it, written back so that it reads the same, and sudocnf's
// own documents keep their meaning.
import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { Grid, verify } from '../../src/core/grid.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { writeFpuzzles } from '../../src/formats/fpuzzles.js';
import { solve, unique } from '../../src/index.js';
import { orthogonalPairs } from '../../src/core/rules/rule.js';

const INKALA = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
const name = (cell: number, n: number) => `R${Math.floor(cell / n) + 1}C${(cell % n) + 1}`;

/** An f-puzzles document of side n with the givens of `givens` (0 for empty) and the keys given. */
function fdoc(n: number, givens: ArrayLike<number>, keys: Record<string, unknown>): string {
  const grid = Array.from({ length: n }, (_, r) =>
    Array.from({ length: n }, (_, c) => (givens[r * n + c] ? { value: givens[r * n + c], given: true } : {})),
  );
  return JSON.stringify({ size: n, grid, ...keys });
}

function grid(text: string): Grid {
  const e = parsePuzzles(text, 'p.json').entries[0]!;
  if (!e.ok) throw e.error;
  return e.grid;
}

function refusal(text: string): string {
  const e = parsePuzzles(text, 'p.json').entries[0]!;
  return e.ok ? 'read' : e.error.toString();
}

/** The orthogonal pairs whose values in `solution` stand in `holds`, as f-puzzles marks. */
function marks(solution: Grid, holds: (a: number, b: number) => boolean, value?: string) {
  const { n } = solution;
  return orthogonalPairs(n)
    .filter(([a, b]) => holds(solution.cells[a]!, solution.cells[b]!))
    .map(([a, b]) => ({ cells: [name(a, n), name(b, n)], ...(value ? { value } : {}) }));
}

const solved = async () => {
  const r = await solve(INKALA);
  if (r.verdict !== 'solved' || !r.solution) throw new Error('Inkala 2012 has a solution');
  return r.solution;
};

describe('f-puzzles meanings that depend on the marks beside a rule', () => {
  it('nonconsecutive beside white dots: the dots are all given, so a dotted pair is free of it (no longer "no solution")', async () => {
    const solution = await solved();
    // Every consecutive pair of the solution dotted, and a few givens: f-puzzles' "Kropki, all dots given".
    const givens = Uint16Array.from(solution.cells, (v, i) => (i % 17 === 0 ? v : 0));
    const oneTwo = (a: number, b: number) => a * b === 2;
    const text = fdoc(9, givens, {
      nonconsecutive: true,
      difference: marks(solution, (a, b) => Math.abs(a - b) === 1 && !oneTwo(a, b)),
      ratio: marks(solution, oneTwo),
    });
    const read = grid(text);
    expect(read.shape.rules.filter((r) => r.kind === 'nonconsecutive')).toEqual([{ kind: 'nonconsecutive', exceptDots: true }]);
    const checked = verify(read, new Grid(read.shape, solution.cells));
    expect(checked.ok ? '' : checked.reason).toBe('');
    // Read as sudocnf's own rules (non-consecutive across the dots too), the same grid breaks them.
    const plain = read.shape.rules.map((r) => (r.kind === 'nonconsecutive' ? { kind: 'nonconsecutive' as const } : r));
    const plainShape = read.shape.withVariant({ rules: plain });
    expect(verify(new Grid(plainShape, read.cells), new Grid(plainShape, solution.cells)).ok).toBe(false);
    for (const solver of ['cadical', 'minisat', 'tactics'] as const) {
      const r = await unique(text, { solver });
      const solved = r.verdict === 'unique' || r.verdict === 'multiple' ? verify(read, r.solution).ok : r.verdict;
      expect([solver, solved]).toEqual([solver, true]);
    }
    // The document form of the same rules says what it means, and reads the same.
    expect(parsePuzzles(writeFpuzzles(read), 'back.json').entries[0]).toMatchObject({ ok: true });
    expect(grid(writeFpuzzles(read)).shape.id).toBe(read.shape.id);
  });

  it('nonconsecutive beside black dots alone: a pair with a black dot is free of it too (1 and 2 across it)', () => {
    const text = fdoc(4, new Uint16Array(16), { nonconsecutive: true, ratio: [{ cells: ['R1C1', 'R1C2'] }] });
    const read = grid(text);
    expect(read.shape.rules.filter((r) => r.kind === 'nonconsecutive')).toEqual([{ kind: 'nonconsecutive', exceptDots: true }]);
    const nonconsecutivePairs = read.shape.pairs.filter((p) => p.rule.kind === 'nonconsecutive').map((p) => [p.a, p.b]);
    expect(nonconsecutivePairs).toHaveLength(orthogonalPairs(4).length - 1);
    expect(nonconsecutivePairs).not.toContainEqual([0, 1]);
  });

  it('nonconsecutive beside XV marks only: the marks free no pair (no Kropki dot)', () => {
    const text = fdoc(4, new Uint16Array(16), { nonconsecutive: true, xv: [{ cells: ['R1C1', 'R1C2'], value: 'V' }] });
    expect(grid(text).shape.rules.filter((r) => r.kind === 'nonconsecutive')).toEqual([{ kind: 'nonconsecutive' }]);
  });

  it('nonconsecutive alone is the plain rule', () => {
    expect(grid(fdoc(4, new Uint16Array(16), { nonconsecutive: true })).shape.rules).toEqual([{ kind: 'nonconsecutive' }]);
  });

  it("negative difference with no dot of difference 1 and no nonconsecutive flag is refused: f-puzzles' solvers rule out only the dots' differences", () => {
    const text = fdoc(4, new Uint16Array(16), { negative: ['difference'], difference: [{ cells: ['R1C1', 'R1C2'], value: '2' }] });
    expect(refusal(text)).toMatch(
      /^p\.json:\d+:\d+: f-puzzles' negative difference rules out only the differences of the white dots given/,
    );
    // With a dot of difference 1, both meanings agree: read.
    const agreed = fdoc(4, new Uint16Array(16), {
      negative: ['difference'],
      difference: [{ cells: ['R1C1', 'R1C2'], value: '2' }, { cells: ['R2C1', 'R2C2'] }],
    });
    expect(grid(agreed).shape.rules).toContainEqual({ kind: 'negative', marks: 'white-dot' });
  });

  it('a document with non-consecutive across Kropki dots too is not written as f-puzzles, which would read it otherwise', () => {
    const own = grid(`sudocnf: 1\nsize: 4\nrules: [nonconsecutive, {white-dot: [r1c1, r1c2], difference: 2}]\n`);
    expect(() => writeFpuzzles(own)).toThrow(/f-puzzles reads its non-consecutive flag beside Kropki dots as "every dot is given"/);
    // Its f-puzzles meaning written in a document reads back as itself and writes the flag.
    const except = grid(`sudocnf: 1\nsize: 4\nrules: [nonconsecutive-except-dots, {white-dot: [r1c1, r1c2], difference: 2}]\n`);
    const written = JSON.parse(writeFpuzzles(except)) as Record<string, unknown>;
    expect(written.nonconsecutive).toBe(true);
    expect(grid(JSON.stringify(written)).shape.id).toBe(except.shape.id);
  });

  it('a cosmetic cage that one solver reads as a digital-root cage, and given pencil marks, are refused by name, not ignored', () => {
    expect(refusal(fdoc(4, new Uint16Array(16), { cage: [{ cells: ['R1C1', 'R1C2'], value: 'DR3' }] }))).toMatch(
      /^p\.json:\d+:\d+: a cosmetic cage whose text is DR<n> is read by dclamage's solver as a digital-root cage/,
    );
    const pencilled = JSON.parse(fdoc(4, new Uint16Array(16), {})) as { grid: Record<string, unknown>[][] };
    pencilled.grid[1]![2] = { givenPencilMarks: [1, 2] };
    expect(refusal(JSON.stringify(pencilled))).toMatch(/^p\.json:\d+:\d+: R2C3 has given pencil marks, which restrict its values/);
    // Beside a given value they say nothing more: the value stands, as f-puzzles' solvers read it.
    pencilled.grid[1]![2] = { value: 1, given: true, givenPencilMarks: [1, 2] };
    expect(refusal(JSON.stringify(pencilled))).toBe('read');
  });

  it('settings are passed over with a note whatever their value', () => {
    for (const value of [true, false]) {
      const e = parsePuzzles(fdoc(4, new Uint16Array(16), { highlightConflicts: value }), 'p.json').entries[0]!;
      expect(e.ok && e.notes?.map((n) => n.text)).toEqual([
        "ignored 'highlightConflicts' (a player's setting): nothing that constrains the solution",
      ]);
    }
  });

  it('share links carry the same meaning as the document', () => {
    const text = fdoc(4, new Uint16Array(16), { nonconsecutive: true, difference: [{ cells: ['R1C1', 'R1C2'] }] });
    const link = `https://www.f-puzzles.com/?load=${LZString.compressToBase64(text)}`;
    expect(grid(link).shape.id).toBe(grid(text).shape.id);
  });
});
