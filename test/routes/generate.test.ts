import { describe, expect, it } from 'vitest';
import { parsePuzzles } from '../../src/formats/read.js';
import { checkLimitsOf, LARGE_GRID_CHECK_CONFLICTS } from '../../src/generate/options.js';
import { generatePuzzle } from '../../src/generate/generate.js';
import { Grid, verify } from '../../src/core/grid.js';
import { rate } from '../../src/generate/rate.js';
import { SatRoute } from '../../src/routes/sat-route.js';
import { SudokuDlx } from '../../solvers/dlx/exact-cover.js';
import { FULL, runCli, sample } from '../helpers.js';

const dlxCount = (g: Grid) => new SudokuDlx(g.shape).solve(g, { maxSolutions: 2 }).count;

describe('generated puzzles', () => {
  it.each([2, 3, 4])('k = %i: unique by the SAT route and by Dancing Links, and solved by its grid', async (k) => {
    const route = SatRoute.open({});
    for (const seed of [1, 2]) {
      const g = await generatePuzzle({ k, seed });
      expect(verify(g.puzzle, g.solution)).toEqual({ ok: true });
      expect((await route.enumerate(g.puzzle, { max: 2 })).count).toBe(1);
      expect(dlxCount(g.puzzle)).toBe(1);
    }
    await route.close();
  });

  it.each([2, 3])('k = %i: a minimal puzzle loses uniqueness when any single given is removed', async (k) => {
    for (const seed of [3, 4]) {
      const { puzzle } = await generatePuzzle({ k, seed });
      puzzle.cells.forEach((v, cell) => {
        if (v === 0) return;
        const fewer = puzzle.clone();
        fewer.cells[cell] = 0;
        expect(dlxCount(fewer), `seed ${seed}, cell ${cell}`).toBe(2);
      });
    }
  });

  it('rotational symmetry removes cells in 180° pairs; --givens stops digging', async () => {
    const { puzzle } = await generatePuzzle({ k: 3, seed: 9, symmetry: 'rotational' });
    puzzle.cells.forEach((v, cell) => {
      expect(v === 0).toBe(puzzle.cells[80 - cell] === 0);
    });
    const stopped = await generatePuzzle({ k: 3, seed: 9, givens: 40 });
    expect(stopped.puzzle.givens()).toBe(40);
    expect(dlxCount(stopped.puzzle)).toBe(1);
  });

  it('both grid methods and both check methods give valid, unique puzzles', async () => {
    for (const gridMethod of ['search', 'filling'] as const) {
      for (const checkMethod of ['fresh', 'incremental'] as const) {
        const g = await generatePuzzle({ k: 3, seed: 5, gridMethod, checkMethod });
        expect(verify(new Grid(3), g.solution)).toEqual({ ok: true });
        expect(dlxCount(g.puzzle)).toBe(1);
      }
    }
  });

  it('the same seed gives byte-identical output, a different seed another puzzle', () => {
    const a = runCli(['generate', '--k', '3', '--seed', '11', '--count', '2']);
    const b = runCli(['generate', '--k', '3', '--seed', '11', '--count', '2']);
    expect(a.status).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout.trim().split('\n')).toHaveLength(2);
    expect(runCli(['generate', '--k', '3', '--seed', '12']).stdout).not.toBe(`${a.stdout.split('\n')[0]}\n`);
    expect(a.stderr).toMatch(
      /^seed 11: \d+ givens, unique, minimal; rating (singles|box-line|subsets|fish|search), \d+ conflicts, \d+ DLX nodes, \d+ guesses; /,
    );
  });

  it('--jobs 3 prints the same puzzles in the same order as one thread', () => {
    const one = runCli(['generate', '--k', '3', '--seed', '21', '--count', '5']);
    const three = runCli(['generate', '--k', '3', '--seed', '21', '--count', '5', '--jobs', '3']);
    expect(three.status).toBe(0);
    expect(three.stdout).toBe(one.stdout);
    expect(
      three.stderr
        .split('\n')
        .filter(Boolean)
        .map((l) => l.split(':')[0]),
    ).toEqual(['seed 21', 'seed 22', 'seed 23', 'seed 24', 'seed 25']);
  }, 60_000);

  it('--jobs 2 for one puzzle shares its checks and makes the same puzzle, with the same counts', () => {
    // stderr without its times: the removals tried and how each was proved must agree too.
    const untimed = (text: string) => text.replace(/[\d.]+ s\b/g, '… s');
    const cases = sample(
      [
        ['--k', '3', '--seed', '5'],
        ['--k', '4', '--seed', '2'],
        ['--k', '3', '--seed', '6', '--check', 'fresh'],
        ['--k', '4', '--seed', '7', '--givens', '120'],
        // Fresh checks start from nothing, so a conflict limit stops them alike on any thread.
        ['--k', '4', '--seed', '3', '--check', 'fresh', '--check-conflicts', '2'],
      ],
      2,
    );
    for (const args of cases) {
      const one = runCli(['generate', ...args]);
      const two = runCli(['generate', ...args, '--jobs', '2']);
      expect(one.status).toBe(0);
      expect(two.status).toBe(0);
      expect(two.stdout, args.join(' ')).toBe(one.stdout);
      expect(untimed(two.stderr)).toBe(untimed(one.stderr));
    }
  });

  it('generate --k 3 --seed 1 --minimal prints a unique minimal 9x9 puzzle', () => {
    const r = runCli(['generate', '--k', '3', '--seed', '1', '--minimal']);
    const e = parsePuzzles(r.stdout).entries[0]!;
    if (!e.ok) throw new Error(e.error.toString());
    expect(e.grid.n).toBe(9);
    expect(dlxCount(e.grid)).toBe(1);
    expect(runCli(['unique', '-'], { input: r.stdout }).stdout.split('\n')[0]).toBe('unique');
  });
});

describe('limits on the uniqueness checks', () => {
  const givensOf = (stdout: string) => {
    const e = parsePuzzles(stdout).entries[0]!;
    if (!e.ok) throw new Error(e.error.toString());
    return e.grid;
  };

  it('--check-conflicts: a check that runs out keeps its given; unique, not proved minimal, the same bytes every run', () => {
    const args = ['generate', '--k', '4', '--seed', '3', '--check-conflicts', '1'];
    const a = runCli(args);
    const b = runCli(args);
    expect(a.status).toBe(0);
    expect(b.stdout).toBe(a.stdout);
    const limited = Number(/not proved minimal \((\d+) checks hit --check-conflicts 1\)/.exec(a.stderr)?.[1]);
    expect(limited).toBeGreaterThan(0);
    const puzzle = givensOf(a.stdout);
    expect(dlxCount(puzzle)).toBe(1);
    // The givens those checks kept change the rest of the dig.
    const minimal = runCli(['generate', '--k', '4', '--seed', '3']);
    expect(minimal.stderr).toMatch(/unique, minimal;/);
    expect(minimal.stdout).not.toBe(a.stdout);
  });

  it('--check-timeout: the puzzle stays unique whatever the checks hit', () => {
    const r = runCli(['generate', '--k', '4', '--seed', '3', '--check-timeout', '1ms']);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/unique, (minimal|not proved minimal \(\d+ checks hit --check-timeout\));/);
    expect(dlxCount(givensOf(r.stdout))).toBe(1);
  });

  it('from 36x36 the checks have a default conflict limit, unless --minimal or another limit is given', () => {
    expect(checkLimitsOf(25, {})).toEqual({});
    expect(checkLimitsOf(36, {})).toEqual({ conflicts: LARGE_GRID_CHECK_CONFLICTS });
    expect(checkLimitsOf(49, {})).toEqual({ conflicts: LARGE_GRID_CHECK_CONFLICTS });
    expect(checkLimitsOf(36, { minimal: true })).toEqual({});
    expect(checkLimitsOf(36, { checkTimeoutMs: 500 })).toEqual({ timeoutMs: 500 });
    expect(checkLimitsOf(36, { checkConflicts: 50 })).toEqual({ conflicts: 50 });
    expect(checkLimitsOf(16, { checkConflicts: 5, checkTimeoutMs: 9 })).toEqual({ conflicts: 5, timeoutMs: 9 });
    expect(runCli(['generate', '--k', '3', '--check-conflicts', '0']).stderr).toMatch(/--check-conflicts/);
  });

  it.runIf(FULL)(
    'generate --k 6 --seed 1: a 36x36 puzzle that unique confirms, its limit named on stderr',
    () => {
      const r = runCli(['generate', '--k', '6', '--seed', '1']);
      expect(r.status).toBe(0);
      expect(r.stderr).toMatch(
        /^seed 1: \d+ givens, unique(, minimal|, not proved minimal \(\d+ checks hit the 36x36 default of \d+ conflicts; --minimal lifts it\)); /,
      );
      const u = runCli(['unique', '-'], { input: r.stdout });
      expect(u.stdout.split('\n')[0]).toBe('unique');
    },
    800_000,
  );
});

describe('--difficulty', () => {
  const minimalCheck = (puzzle: Grid, label: string) =>
    puzzle.cells.forEach((v, cell) => {
      if (v === 0) return;
      const fewer = puzzle.clone();
      fewer.cells[cell] = 0;
      expect(dlxCount(fewer), `${label}, cell ${cell}`).toBe(2);
    });

  it.each([['singles'], ['box-line'], ['subsets'], ['fish'], ['search']] as const)(
    '%s: rate puts the puzzle at exactly that level, and it is unique',
    async (difficulty) => {
      for (const seed of [1, 2]) {
        const g = await generatePuzzle({ k: 3, seed, difficulty });
        expect((await rate(g.puzzle)).level, `seed ${seed}`).toBe(difficulty);
        expect(verify(g.puzzle, g.solution)).toEqual({ ok: true });
        expect(dlxCount(g.puzzle)).toBe(1);
        // Below search the logic of the level proves uniqueness (it solves the puzzle); search needs SAT.
        expect(g.provedBy).toBe(difficulty === 'search' ? 'sat' : difficulty);
        expect(g.attempts).toBeGreaterThanOrEqual(1);
      }
    },
  );

  it('with --minimal the puzzle is also minimal, still at its level; 16×16 works too', async () => {
    const g = await generatePuzzle({ k: 3, seed: 3, difficulty: 'singles', minimal: true });
    expect((await rate(g.puzzle)).level).toBe('singles');
    minimalCheck(g.puzzle, 'singles, seed 3');
    const big = await generatePuzzle({ k: 4, seed: 1, difficulty: 'box-line' });
    expect((await rate(big.puzzle)).level).toBe('box-line');
    expect(dlxCount(big.puzzle)).toBe(1);
  });

  it('generate --k 3 --seed 1 --difficulty singles: explain solves it by singles alone, the same bytes every run', () => {
    const r = runCli(['generate', '--k', '3', '--seed', '1', '--difficulty', 'singles']);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/^seed 1: \d+ givens, unique \(singles logic solves it\), minimal for singles logic; rating singles/);
    expect(runCli(['generate', '--k', '3', '--seed', '1', '--difficulty', 'singles']).stdout).toBe(r.stdout);
    const explained = runCli(['explain', '-', '--format', 'json'], { input: r.stdout });
    expect(explained.status).toBe(0);
    const { steps, outcome } = JSON.parse(explained.stdout) as { steps: { technique: string }[]; outcome: string };
    expect(outcome).toBe('solved');
    expect(steps.length).toBeGreaterThan(40);
    expect(new Set(steps.map((step) => step.technique))).toEqual(new Set(['naked single', 'hidden single']));
  });

  it('says when a level cannot be had: fish in a 4×4, subsets beyond 16×16', () => {
    expect(runCli(['generate', '--k', '2', '--seed', '1', '--difficulty', 'fish'])).toMatchObject({
      status: 2,
      stderr: 'sudocnf: no 4x4 puzzle rated exactly fish in 1000 grids from --seed 1: try another seed\n',
    });
    expect(runCli(['generate', '--k', '5', '--difficulty', 'subsets'])).toMatchObject({
      status: 2,
      stderr: 'sudocnf: --difficulty subsets: subsets and fish are rated up to 16x16; this grid is 25x25\n',
    });
    expect(runCli(['generate', '--k', '3', '--difficulty', 'hard']).status).toBe(2);
  });
});

describe('rating', () => {
  it('names the weakest logic that solves a puzzle, and the search effort', async () => {
    const [easy, hard] = parsePuzzles(
      '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..\n',
    ).entries.map((e) => (e.ok ? e.grid : new Grid(3)));
    expect(await rate(easy!)).toMatchObject({ level: 'singles' });
    const r = await rate(hard!);
    expect(r.level).toBe('search');
    expect(r.dlxNodes).toBeGreaterThan(100);
    expect(r.conflicts).toBeGreaterThan(0);
    expect(r.dlxComplete).toBe(true);
    // The limit is checked before each new column, so one more row may be tried on a backtrack.
    const limited = await rate(hard!, 10);
    expect(limited.dlxComplete).toBe(false);
    expect([10, 11]).toContain(limited.dlxNodes);
  });

  it('sudocnf rate prints a table', () => {
    const r = runCli(['rate', 'puzzles/famous_hard.txt']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^puzzle +level +SAT conflicts +SAT decisions +DLX nodes +tactics guesses$/m);
    expect(r.stdout.trim().split('\n')).toHaveLength(5);
  });
});

describe('complete grids of every size the generator takes', () => {
  it('the pattern grid under random symmetries is complete for every box shape, and differs by seed', async () => {
    const { shuffledPattern } = await import('../../src/generate/complete-grid.js');
    const { Random } = await import('../../src/core/random.js');
    const { Shape } = await import('../../src/core/shape.js');
    for (const key of ['2x2', '2x3', '3x3', '3x4', '1x16', '4x4', '5x6', '8x8', '1x64']) {
      const shape = Shape.parse(key)!;
      const a = shuffledPattern(shape, new Random(1));
      const b = shuffledPattern(shape, new Random(2));
      expect([key, verify(new Grid(shape), a)]).toEqual([key, { ok: true }]);
      expect([key, a.equals(b)]).toEqual([key, false]);
    }
  });

  // Seconds of search each: the full sweep (npm run test:full, which CI runs) tries them.
  it.runIf(FULL)(
    '64x64: the search that does not end within its limit falls back to it, by search and by filling',
    async () => {
      const { gridByFilling, gridBySearch } = await import('../../src/generate/complete-grid.js');
      const { Random } = await import('../../src/core/random.js');
      const { Shape } = await import('../../src/core/shape.js');
      const shape = Shape.square(8);
      expect(verify(new Grid(shape), gridBySearch(shape, new Random(1)))).toEqual({ ok: true });
      expect(verify(new Grid(shape), gridByFilling(shape, new Random(1)))).toEqual({ ok: true });
    },
    300_000,
  ); // bounded by node limits; a machine with two other jobs running takes minutes
});

describe('generate --timeout', () => {
  // Seconds of a 64x64: the full sweep (npm run test:full, which CI runs) makes it.
  it.runIf(FULL)('a 64x64 of boxes one row high: the digging stops at the limit and the puzzle so far is printed, unique', () => {
    const r = runCli(['generate', '--box', '1x64', '--timeout', '3s', '--seed', '2']);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/^seed 2: \d+ givens, unique, not minimal \(the digging stopped at --timeout\);/);
    const rows = r.stdout.trim().split('\n');
    expect(rows[0]).toBe('1x64');
    expect(rows).toHaveLength(65);
  });

  it('with a difficulty, no grid starts past the limit: unknown, exit 3', () => {
    const r = runCli(['generate', '--k', '3', '--difficulty', 'fish', '--timeout', '1ms']);
    expect(r).toMatchObject({ status: 3, stdout: '' });
    expect(r.stderr).toMatch(/timeout after \d+\.\d s \(generating\)/);
  });
});
