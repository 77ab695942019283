import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CountOptions, count, type PuzzleSpec, toDimacs, unique } from '../../src/index.js';
import fc from 'fast-check';
import { solveByLogic } from '../../src/logic/engine.js';
import { generatePuzzle } from '../../src/generate/generate.js';
import type { GenerateOptions } from '../../src/generate/options.js';
import { formatPuzzle } from '../../src/formats/write.js';
import { puzzleOf } from '../../src/library/calls.js';
import { expectSoundSteps } from '../sound-steps.js';
import { backtrack, expectVerdict, FULL, ROOT, runCli } from '../helpers.js';

// Variants against a brute force written here from the rules' definitions, not through sudocnf.

interface Case {
  name: string;
  n: number;
  boxRows: number;
  boxCols: number;
  /** A letter per cell, when regions replace the boxes. */
  regions?: string;
  rules: string[];
  /** n² characters, `.` for empty. */
  givens: string;
}

/** Every group of cells whose values differ, and every pair check, straight from the rules. */
function constraintsOf(c: Case): { groups: number[][]; pairs: [number, number, (x: number, y: number) => boolean][] } {
  const { n, boxRows, boxCols } = c;
  const at = (r: number, col: number) => r * n + col;
  const groups: number[][] = [];
  for (let r = 0; r < n; r++) groups.push(Array.from({ length: n }, (_, col) => at(r, col)));
  for (let col = 0; col < n; col++) groups.push(Array.from({ length: n }, (_, r) => at(r, col)));
  const byLabel = new Map<string, number[]>();
  for (let cell = 0; cell < n * n; cell++) {
    const label = c.regions ? c.regions[cell]! : `${Math.floor(Math.floor(cell / n) / boxRows)},${Math.floor((cell % n) / boxCols)}`;
    byLabel.set(label, [...(byLabel.get(label) ?? []), cell]);
  }
  groups.push(...byLabel.values());
  const pairs: [number, number, (x: number, y: number) => boolean][] = [];
  const offsets = (moves: number[][], ok: (x: number, y: number) => boolean) => {
    for (let r = 0; r < n; r++)
      for (let col = 0; col < n; col++)
        for (const [dr, dc] of moves) {
          const r2 = r + dr!;
          const c2 = col + dc!;
          if (r2 >= 0 && r2 < n && c2 >= 0 && c2 < n) pairs.push([at(r, col), at(r2, c2), ok]);
        }
  };
  const differ = (x: number, y: number) => x !== y;
  for (const rule of c.rules) {
    if (rule === 'x') {
      groups.push(Array.from({ length: n }, (_, i) => at(i, i)));
      groups.push(Array.from({ length: n }, (_, i) => at(i, n - 1 - i)));
    } else if (rule === 'windoku') {
      const k = boxRows;
      for (let wr = 0; wr < k - 1; wr++)
        for (let wc = 0; wc < k - 1; wc++) {
          const cells: number[] = [];
          for (let i = 0; i < k; i++) for (let j = 0; j < k; j++) cells.push(at(1 + wr * (k + 1) + i, 1 + wc * (k + 1) + j));
          groups.push(cells);
        }
    } else if (rule === 'disjoint-groups') {
      for (let i = 0; i < boxRows; i++)
        for (let j = 0; j < boxCols; j++) {
          const cells: number[] = [];
          for (let r = i; r < n; r += boxRows) for (let col = j; col < n; col += boxCols) cells.push(at(r, col));
          groups.push(cells);
        }
    } else if (rule === 'antiknight')
      offsets(
        [
          [1, 2],
          [2, 1],
          [-1, 2],
          [-2, 1],
        ],
        differ,
      );
    else if (rule === 'antiking')
      offsets(
        [
          [1, 1],
          [1, -1],
        ],
        differ,
      );
    else if (rule === 'nonconsecutive')
      offsets(
        [
          [0, 1],
          [1, 0],
        ],
        (x, y) => Math.abs(x - y) !== 1,
      );
    else throw new Error(`no brute force for ${rule}`);
  }
  return { groups, pairs };
}

/** Solutions of a case, by backtracking on the cell with the fewest values left (up to `cap`); `found` sees each. */
function bruteForce(c: Case, cap = 100_000, onSolution?: (cells: readonly number[]) => void): number {
  const { n } = c;
  const { groups, pairs } = constraintsOf(c);
  const groupsOf: number[][][] = Array.from({ length: n * n }, () => []);
  for (const g of groups) for (const cell of g) groupsOf[cell]!.push(g);
  const pairsOf: [number, (x: number, y: number) => boolean][][] = Array.from({ length: n * n }, () => []);
  for (const [a, b, ok] of pairs) {
    pairsOf[a]!.push([b, ok]);
    pairsOf[b]!.push([a, (x, y) => ok(y, x)]);
  }
  const grid = Array.from(c.givens, (ch) => (ch === '.' ? 0 : Number.parseInt(ch, 36)));
  const allowed = (cell: number, v: number) =>
    groupsOf[cell]!.every((g) => g.every((o) => o === cell || grid[o] !== v)) &&
    pairsOf[cell]!.every(([o, ok]) => grid[o] === 0 || ok(v, grid[o]!));
  for (let cell = 0; cell < n * n; cell++) {
    const v = grid[cell]!;
    if (v === 0) continue;
    grid[cell] = 0;
    if (!allowed(cell, v)) return 0;
    grid[cell] = v;
  }
  return backtrack(grid, n, allowed, cap, onSolution);
}

const spec = (c: Case): PuzzleSpec => ({
  givens: Array.from(c.givens, (ch) => (ch === '.' ? 0 : Number.parseInt(ch, 36))),
  box: `${c.boxRows}x${c.boxCols}`,
  ...(c.regions ? { regions: Array.from(c.regions, (ch) => ch.charCodeAt(0)) } : {}),
  rules: c.rules,
});

const rows = (...r: string[]) => r.join('');

const CASES: Case[] = [
  { name: '4x4 jigsaw', n: 4, boxRows: 2, boxCols: 2, regions: rows('AAAA', 'BCCC', 'BBCD', 'BDDD'), rules: [], givens: '.'.repeat(16) },
  {
    name: '6x6 jigsaw',
    n: 6,
    boxRows: 2,
    boxCols: 3,
    regions: 'AAABBBAAABBBCCCDDDEECDDFEECCDFEEFFFF',
    rules: [],
    givens: '.......3...4..2..........4.3.1.6.4..',
  },
  {
    name: '8x8 jigsaw',
    n: 8,
    boxRows: 2,
    boxCols: 4,
    regions: 'ABCCCCCCABBBCBDCAAABBBDDAAADDDDDEEEEEFFFGGEFFFHFGGEEHHHFGGGGHHHH',
    rules: [],
    givens: '...........3.2....7.1.........1.....7..2...........4.38..6...4..',
  },
  { name: '4x4 X', n: 4, boxRows: 2, boxCols: 2, rules: ['x'], givens: '.'.repeat(16) },
  { name: '6x6 X', n: 6, boxRows: 2, boxCols: 3, rules: ['x'], givens: rows('......', '......', '......', '.3....', '1..5..', '...6..') },
  { name: '4x4 windoku', n: 4, boxRows: 2, boxCols: 2, rules: ['windoku'], givens: '.'.repeat(16) },
  { name: '4x4 disjoint groups', n: 4, boxRows: 2, boxCols: 2, rules: ['disjoint-groups'], givens: '.'.repeat(16) },
  {
    name: '6x6 disjoint groups',
    n: 6,
    boxRows: 2,
    boxCols: 3,
    rules: ['disjoint-groups'],
    givens: rows('......', '......', '...4..', '.2..6.', '14.2..', '......'),
  },
  { name: '4x4 anti-king', n: 4, boxRows: 2, boxCols: 2, rules: ['antiking'], givens: '.'.repeat(16) },
  {
    name: '6x6 anti-king',
    n: 6,
    boxRows: 2,
    boxCols: 3,
    rules: ['antiking'],
    givens: rows('......', '...1..', '4.....', '....2.', '......', '.5.3..'),
  },
  {
    name: '6x6 anti-knight',
    n: 6,
    boxRows: 2,
    boxCols: 3,
    rules: ['antiknight'],
    givens: rows('......', '.3.2..', '......', '....4.', '3.....', '6..3..'),
  },
  {
    name: '6x6 non-consecutive',
    n: 6,
    boxRows: 2,
    boxCols: 3,
    rules: ['nonconsecutive'],
    givens: rows('......', '.5....', '......', '......', '......', '...6..'),
  },
  {
    name: '4x4 jigsaw with anti-knight',
    n: 4,
    boxRows: 2,
    boxCols: 2,
    regions: rows('AAAA', 'BCCC', 'BBCD', 'BDDD'),
    rules: ['antiknight'],
    givens: '.'.repeat(16),
  },
  { name: '4x4 X with non-consecutive', n: 4, boxRows: 2, boxCols: 2, rules: ['x', 'nonconsecutive'], givens: '.'.repeat(16) },
];

describe('counts of small variants equal a brute force on every route', () => {
  for (const c of CASES) {
    const exact = c.rules.every((r) => !['antiknight', 'antiking', 'nonconsecutive'].includes(r));
    const routes: CountOptions[] = [
      {},
      { solver: 'minisat' },
      { givens: 'eliminate', amo: 'sequential' },
      { encoding: 'minimal', amo: 'commander' },
      { solver: 'tactics' },
      ...(exact ? [{ solver: 'dlx' } as const] : []),
    ];
    it(`${c.name}: ${routes.length} routes`, async () => {
      const expected = bruteForce(c);
      for (const options of routes) {
        const r = await count(spec(c), { ...options, max: 100_000 });
        expect([options, r.count, r.complete]).toEqual([options, expected, true]);
      }
    });
  }

  it('most cases have solutions (the 4x4 anti-king has none), and the brute force is the rules: a plain 4x4 has 288 grids', () => {
    expect(CASES.filter((c) => bruteForce(c) > 0).length).toBeGreaterThanOrEqual(CASES.length - 3);
    expect(bruteForce(CASES.find((c) => c.name === '4x4 anti-king')!)).toBe(0);
    expect(bruteForce({ name: '', n: 4, boxRows: 2, boxCols: 2, rules: [], givens: '.'.repeat(16) })).toBe(288);
    expect(bruteForce(CASES.find((c) => c.name === '4x4 X')!)).toBe(48);
  });

  it('Dancing Links refuses a pair rule by name', async () => {
    await expect(count(spec(CASES.find((c) => c.name === '6x6 anti-king')!), { solver: 'dlx' })).rejects.toThrow(
      /^solver: 'dlx' takes exact-cover constraints .*; anti-king is not one/,
    );
  });
});

describe('the Miracle Sudoku', () => {
  const file = 'puzzles/miracle-sudoku.yaml';

  it('unique prints unique and the solution beginning 483726159', () => {
    const r = runCli(['unique', file, '--format', 'line']);
    expect(r.status).toBe(0);
    const [verdict, solution] = r.stdout.trim().split('\n');
    expect(verdict).toBe('unique');
    expect(solution!.startsWith('483726159')).toBe(true);
  });

  it("encode's header names the three rules, and its counts are stats'", () => {
    const cnf = runCli(['encode', file]).stdout;
    for (const rule of ['anti-knight', 'anti-king', 'non-consecutive']) expect(cnf).toMatch(new RegExp(`^c rule: ${rule}: `, 'm'));
    const [, variables, clauses] = /^p cnf (\d+) (\d+)$/m.exec(cnf)!;
    expect(cnf.split('\n').filter((l) => /^-?\d/.test(l)).length).toBe(Number(clauses));
    const stats = runCli(['stats', file, '--format', 'json']).stdout;
    const units = (JSON.parse(stats) as { givens: string; variables: number; clauses: number }[]).find((row) => row.givens === 'units')!;
    expect([units.variables, units.clauses]).toEqual([Number(variables), Number(clauses)]);
  });

  it('its logic: every step is true of the solution, and pair rules are named', async () => {
    const puzzle = puzzleOf(readFileSync(resolve(ROOT, file), 'utf8'));
    const { solution } = expectVerdict(await unique(puzzle), 'unique');
    const logic = solveByLogic(puzzle);
    for (const step of logic.steps) {
      for (const p of step.placements) expect(solution.cells[p.cell]).toBe(p.value);
      for (const e of step.eliminations) expect(solution.cells[e.cell]).not.toBe(e.value);
    }
    expect(logic.steps[0]!.explanation).toMatch(/≠ 1: anti-(knight|king) from r5c3 = 1|≠ .*: non-consecutive from r5c3 = 1/);
    if (logic.solved) expect(logic.board.toGrid().equals(solution)).toBe(true);
  });
});

describe('the jigsaw in two forms', () => {
  it('gives the same CNF byte for byte, and the same solution on the default route, dlx and tactics', () => {
    const twoLine = readFileSync(resolve(ROOT, 'puzzles/jigsaw-9x9.txt'), 'utf8');
    const fpuzzles = readFileSync(resolve(ROOT, 'puzzles/jigsaw-9x9.fpuzzles.json'), 'utf8');
    const a = runCli(['encode', '-'], { input: twoLine });
    const b = runCli(['encode', '-'], { input: fpuzzles });
    expect(a.status).toBe(0);
    expect(a.stdout).toContain('c sudocnf: 9x9 jigsaw Sudoku (irregular regions)');
    expect(b.stdout).toBe(a.stdout);
    const solutions = new Set<string>();
    for (const file of ['puzzles/jigsaw-9x9.txt', 'puzzles/jigsaw-9x9.fpuzzles.json'])
      for (const solver of [[], ['--solver', 'dlx'], ['--solver', 'tactics']]) {
        const r = runCli(['solve', file, ...solver, '--format', 'line']);
        expect(r.status).toBe(0);
        solutions.add(r.stdout.trim());
      }
    expect(solutions.size).toBe(1);
  });
});

describe('solve --why', () => {
  it('names the two clashing givens and the diagonal of an X-Sudoku', () => {
    const r = runCli(['solve', 'puzzles/x-sudoku-clash.yaml', '--why']);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('no solution');
    expect(r.stdout).toMatch(/^why: r1c1 = 5, r5c5 = 5 and diagonal \(main\) already conflict/m);
  });

  it('without --why, the clash is bad input that names both cells and the diagonal', () => {
    const r = runCli(['solve', 'puzzles/x-sudoku-clash.yaml']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(
      /x-sudoku-clash\.yaml:10:10: conflicting givens: r5c5 and r1c1 \(line 6, column 6\) both hold 5 in diagonal \(main\)/,
    );
  });

  it('finds a conflict that needs search, and each member is needed', () => {
    // 16x16: r1c1 sees 1–8 in its row and 9–16 in its column.
    const r = runCli(['solve', 'puzzles/unsolvable-16x16.txt', '--why', '--format', 'json']);
    const why = (JSON.parse(r.stdout) as { why: { conflict: { kind: string; name: string }[] } }).why.conflict;
    expect(why.filter((p) => p.kind === 'given')).toHaveLength(16);
    expect(why.filter((p) => p.kind === 'unit').map((p) => p.name)).toEqual(['row 1', 'column 1']);
  });
});

describe('generate --variant', () => {
  it('generate --k 3 --variant x --seed 1 prints a puzzle that unique confirms', () => {
    const made = runCli(['generate', '--k', '3', '--variant', 'x', '--seed', '1']);
    expect(made.status).toBe(0);
    expect(made.stdout).toMatch(/^rules: \[diagonal-anti, diagonal-main\]$/m);
    const r = runCli(['unique', '-'], { input: made.stdout });
    expect([r.status, r.stdout.split('\n')[0]]).toEqual([0, 'unique']);
  });

  it('every kind gives a unique puzzle, read back from the document it is printed as', async () => {
    const kinds: [string, Partial<GenerateOptions>][] = [
      ...['jigsaw', 'disjoint-groups', 'antiknight', 'antiking', 'nonconsecutive', 'disjoint-groups+antiknight'].map(
        (v): [string, Partial<GenerateOptions>] => [v, { box: '2x3' }],
      ),
      ['windoku', { k: 2 }],
    ];
    for (const [variant, size] of kinds) {
      const made = await generatePuzzle({ ...size, seed: 2, variant });
      const text = formatPuzzle(made.puzzle, 'document');
      expect([variant, (await unique(text)).verdict]).toEqual([variant, 'unique']);
      expect(puzzleOf(text).equals(made.puzzle)).toBe(true);
    }
  });

  it("kropki, xv and whispers draw their marks and lines over the complete grid: every dot (or X and V) it has, with the negative constraint, and whispers a king's move apart", async () => {
    for (const [variant, size] of [
      ['kropki', { k: 3 }],
      ['xv', { k: 3 }],
      ['whispers', { k: 3 }],
      ['kropki', { box: '2x3' }],
    ] as [string, Partial<GenerateOptions>][]) {
      const made = await generatePuzzle({ ...size, seed: 3, variant });
      const { shape } = made.puzzle;
      const text = formatPuzzle(made.puzzle, 'document');
      const answer = await unique(text);
      expect([variant, answer.verdict]).toEqual([variant, 'unique']);
      const solution = expectVerdict(answer, 'unique').solution.cells;
      const n = shape.n;
      const neighbours = [...Array(n * n).keys()].flatMap((a) =>
        [a + 1, a + n].filter((b) => b < n * n && (b === a + n || b % n !== 0)).map((b) => [a, b] as [number, number]),
      );
      const marked = (kind: string) =>
        shape.rules.filter((r) => r.kind === kind).map((r) => String((r as { cells: readonly number[] }).cells));
      if (variant === 'kropki') {
        expect(marked('white-dot').sort()).toEqual(
          neighbours
            .filter(([a, b]) => Math.abs(solution[a]! - solution[b]!) === 1)
            .map(String)
            .sort(),
        );
        expect(shape.rules.filter((r) => r.kind === 'negative')).toHaveLength(2);
      } else if (variant === 'xv') {
        const sums = [5, 10];
        expect(marked('xv').sort()).toEqual(
          neighbours
            .filter(([a, b]) => sums.includes(solution[a]! + solution[b]!))
            .map(String)
            .sort(),
        );
      } else {
        const lines = shape.rules.filter((r) => r.kind === 'whispers') as unknown as { cells: number[]; difference: number }[];
        expect(lines.length).toBeGreaterThan(0);
        for (const { cells, difference } of lines)
          expect(cells.slice(1).every((c, i) => Math.abs(solution[c]! - solution[cells[i]!]!) >= difference)).toBe(true);
      }
    }
  });

  it('numbered rooms and hidden skyscrapers give every row and column its clue from each end, and counting circles hold on the solution', async () => {
    for (const [variant, size] of [
      ['numbered-room', { k: 3 }],
      ['hidden-skyscraper', { k: 3 }],
      ['counting-circles', { k: 3 }],
      ['hidden-skyscraper', { box: '2x3' }],
    ] as [string, Partial<GenerateOptions>][]) {
      const made = await generatePuzzle({ ...size, seed: 4, variant });
      const { shape } = made.puzzle;
      const answer = await unique(formatPuzzle(made.puzzle, 'document'));
      expect([variant, answer.verdict]).toEqual([variant, 'unique']);
      const solution = expectVerdict(answer, 'unique').solution.cells;
      const n = shape.n;
      const rows = [...Array(n).keys()].map((i) => [...Array(n).keys()].map((j) => i * n + j));
      const columns = rows.map((row, i) => row.map((_, j) => j * n + i));
      const lines = [...rows, ...columns].flatMap((line) => [line, [...line].reverse()]);
      // Each line's clue by the rule's definition, read off the solution here.
      const roomOf = (cells: number[]) => solution[cells[solution[cells[0]!]! - 1]!]!;
      const hiddenOf = (cells: number[]) => {
        let tallest = 0;
        for (const c of cells) {
          if (solution[c]! < tallest) return solution[c]!;
          tallest = solution[c]!;
        }
        return undefined;
      };
      const clues = shape.rules
        .filter((r) => r.kind === variant)
        .map((r) => `${(r as { cells: readonly number[] }).cells}:${(r as { value?: number }).value}`)
        .sort();
      if (variant === 'counting-circles') {
        const [circles] = shape.rules.filter((r) => r.kind === 'counting-circles') as unknown as { cells: number[] }[];
        const values = circles!.cells.map((c) => solution[c]!);
        expect(values.length).toBeGreaterThan(0);
        for (const v of values) expect(values.filter((w) => w === v)).toHaveLength(v);
        continue;
      }
      const expected = lines.flatMap((cells) => {
        const clue = variant === 'numbered-room' ? roomOf(cells) : hiddenOf(cells);
        return clue === undefined ? [] : [`${cells}:${clue}`];
      });
      expect(clues).toEqual(expected.sort());
    }
  });

  it('refuses an unknown variant and one the boxes cannot have, by name', () => {
    expect(runCli(['generate', '--k', '3', '--variant', 'sandwich']).stderr).toMatch(/--variant sandwich: unknown variant 'sandwich'/);
    expect(runCli(['generate', '--box', '2x3', '--variant', 'windoku']).stderr).toMatch(/windoku needs square boxes/);
    const none = runCli(['generate', '--box', '2x3', '--variant', 'x+antiking']);
    expect([none.status, none.stderr]).toEqual([2, expect.stringContaining('anti-king has no complete grid: there is no puzzle to make')]);
  });
});

const VARIANT_FILES = [
  'miracle-sudoku.yaml',
  'jigsaw-9x9.txt',
  'x-9x9.yaml',
  'windoku-9x9.yaml',
  'disjoint-groups-9x9.yaml',
  'antiknight-9x9.yaml',
  'antiking-9x9.yaml',
  'nonconsecutive-9x9.yaml',
];
const textOf = (file: string) => readFileSync(resolve(ROOT, 'puzzles', file), 'utf8');

describe('formula sizes of variants', () => {
  it('the p line (closed form, or a counting pass under eliminate) is the clauses written, for every at-most-one encoding and treatment of givens', async () => {
    for (const file of VARIANT_FILES) {
      for (const amo of ['pairwise', 'sequential', 'commander', 'product', 'binary'] as const) {
        for (const givens of ['units', 'assumptions', 'eliminate'] as const) {
          const cnf = await toDimacs(textOf(file), { amo, givens });
          const [, variables, clauses] = /^p cnf (\d+) (\d+)$/m.exec(cnf)!;
          const lines = cnf.split('\n').filter((l) => /^-?\d/.test(l));
          const used = Math.max(...lines.flatMap((l) => l.split(' ').map((x) => Math.abs(Number(x)))));
          expect([file, amo, givens, lines.length]).toEqual([file, amo, givens, Number(clauses)]);
          expect(used).toBeLessThanOrEqual(Number(variables));
        }
      }
    }
  });

  it('each treatment of givens keeps the one solution', async () => {
    for (const file of VARIANT_FILES)
      for (const givens of ['units', 'assumptions', 'eliminate'] as const)
        expect([file, givens, (await unique(textOf(file), { givens })).verdict]).toEqual([file, givens, 'unique']);
  });
});

describe('logic on variants is sound', () => {
  it('every step of every sample variant is true of its solution', async () => {
    for (const file of VARIANT_FILES) {
      const puzzle = puzzleOf(textOf(file));
      const { solution } = expectVerdict(await unique(puzzle), 'unique');
      const logic = solveByLogic(puzzle);
      expect(logic.contradiction).toBeUndefined();
      for (const step of logic.steps) {
        for (const p of step.placements)
          expect([file, step.explanation, solution.cells[p.cell]]).toEqual([file, step.explanation, p.value]);
        for (const e of step.eliminations)
          expect([file, step.explanation, solution.cells[e.cell] !== e.value]).toEqual([file, step.explanation, true]);
      }
    }
  });
});

describe('logic on random small variants', () => {
  it('never removes a value a solution uses, and finds a contradiction only where there is no solution', () => {
    const kinds = CASES.filter((c) => c.n <= 6);
    let steps = 0;
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.array(fc.nat(), { minLength: 4, maxLength: 14 }), fc.nat(), (c, picks, wrong) => {
        // Givens from one solution, sometimes one changed, so that some puzzles have none.
        let first: number[] | undefined;
        bruteForce({ ...c, givens: '.'.repeat(c.n * c.n) }, 1, (cells) => (first = [...cells]));
        if (!first) return;
        const givens = Array.from({ length: c.n * c.n }, () => 0);
        for (const p of picks) givens[p % givens.length] = first[p % givens.length]!;
        if (wrong % 3 === 0) givens[picks[0]! % givens.length] = (wrong % c.n) + 1;
        const text = givens.map((v) => (v ? v.toString(36) : '.')).join('');
        const solutions: number[][] = [];
        bruteForce({ ...c, givens: text }, 60, (cells) => solutions.push([...cells]));
        let puzzle: ReturnType<typeof puzzleOf>;
        try {
          puzzle = puzzleOf(spec({ ...c, givens: text }));
        } catch {
          expect(solutions).toHaveLength(0); // clashing givens
          return;
        }
        steps += expectSoundSteps(puzzle, solutions, text);
      }),
      { numRuns: FULL ? 300 : 60, seed: 20261124 },
    );
    expect(steps).toBeGreaterThan(100);
  });
});
