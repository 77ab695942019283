import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { amoEncoding } from '../../encodings/amo/index.js';
import { CadicalSolver } from '../../solvers/cadical.js';
import { Deadline } from '../../src/core/deadline.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { formatGrid } from '../../src/formats/write.js';
import { windowFormula } from '../../src/formula/window-formula.js';
import { unsplitRules } from '../../src/formula/window-rules.js';
import { RULE_KINDS } from '../../src/core/rules/index.js';
import { Shape } from '../../src/core/shape.js';
import { Grid, verify } from '../../src/core/grid.js';
import { Units } from '../../src/logic/units.js';
import { propagate } from '../../src/logic/propagate.js';
import { bandLanes, solveBandsOnLanes } from '../../src/routes/band-lanes.js';
import { BAND_ORDERS, guessBand, solveByBands } from '../../src/routes/bands.js';
import { openRoute } from '../../src/routes/open-route.js';
import { bandsPay } from '../../src/routes/sat-route.js';
import { EXIT } from '../../src/library/exit-codes.js';
import { allSolutions, FULL, HAVE_SHARED, haveBinary, patternGrid, runCli, SHARED, withHoles } from '../helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'sudocnf-bands-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A grid written as the `grid` output format writes it. */
function writeGrid(grid: Grid, name: string): string {
  const file = join(dir, name);
  writeFileSync(file, `${formatGrid(grid, 'grid')}\n`);
  return file;
}

function readGrid(text: string, file = '<stdout>'): Grid {
  const entry = parsePuzzles(text, file).entries[0]!;
  if (!entry.ok) throw new Error(`${file}: ${entry.error.message}`);
  return entry.grid;
}

/**
 * A 16x16 with no solution that box-line propagation does not refute (a pattern grid with
 * holes, one given changed; Dancing Links proves it below).
 */
const NO_SOLUTION_16 =
  '12....7.9...D.F..6.8...C...G..3..AB..E......5.7....G1..456..9.BC3..5....ABCD..G........DE....34.A....FG.2345...9..G.2345.7.9...D.4.6..9A.C....1.7.9AB...FG1..4.6BCD.F....4..78..FG1.3...789ABC....6789...D...1..89A..DE.G..34.67..E.G.2...67.9.B.12.4...89.B....';

describe('the formula of a window', () => {
  /** Every assignment of the window's cells that the window's constraints allow, by brute force. */
  function allowed(puzzle: Grid, window: number[]): string[] {
    const { candidates } = propagate(puzzle, 'none');
    const units = new Units(puzzle.shape);
    const { n } = puzzle;
    const inWindow = new Set(window);
    const out: string[] = [];
    const values = new Array<number>(window.length).fill(0);
    const ok = () => {
      for (let u = 0; u < 3 * n; u++) {
        const cells = units.list(u);
        const seen = new Set<number>();
        for (const cell of cells) {
          const v = inWindow.has(cell) ? values[window.indexOf(cell)]! : 0;
          if (v === 0) continue;
          if (seen.has(v)) return false;
          seen.add(v);
        }
        for (let v = 1; v <= n; v++) {
          const places = cells.filter((c) => candidates.value[c] === 0 && candidates.has(c, v));
          if (places.length > 0 && places.every((c) => inWindow.has(c)) && !seen.has(v)) return false;
        }
      }
      return true;
    };
    const fill = (i: number): void => {
      if (i === window.length) {
        if (ok()) out.push(values.join(','));
        return;
      }
      for (const v of candidates.values(window[i]!)) {
        values[i] = v;
        fill(i + 1);
      }
    };
    fill(0);
    return out.sort();
  }

  /** Every assignment of the window's cells that the formula allows, by enumerating its models. */
  async function models(puzzle: Grid, window: number[], amo: string): Promise<string[]> {
    const { candidates } = propagate(puzzle, 'none');
    const formula = windowFormula(candidates, new Units(puzzle.shape), window, amoEncoding(amo));
    const solver = await CadicalSolver.create();
    const out: string[] = [];
    try {
      solver.addFormula(formula);
      while ((await solver.solve()).status === 'sat') {
        const model = solver.model();
        const values = window.map((cell) => formula.valueOf(model, cell));
        out.push(values.join(','));
        // Block this assignment of the cell literals (the first variables, 1..m).
        const block: number[] = [];
        for (let v = 1; v <= formula.variables; v++) if (model[v]! > 0 && block.length < window.length) block.push(-v);
        solver.addClause(block);
      }
    } finally {
      await solver.dispose();
    }
    return out.sort();
  }

  /** The window's values in every solution of the puzzle (4x4: all of them, by backtracking). */
  function completions(puzzle: Grid, window: number[]): string[] {
    return [...new Set(allSolutions(puzzle.shape, Infinity, puzzle).map((g) => window.map((cell) => g.cells[cell]).join(',')))].sort();
  }

  it('allows every assignment that a solution of the puzzle makes, and only ones the window constraints allow', async () => {
    const amos = ['auto', 'pairwise', 'sequential', 'commander', 'product', 'binary'];
    let pruned = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const puzzle = withHoles(patternGrid(2), 0.35, seed);
      const band = seed % 4;
      // A band (rows 0-1 or 2-3) or a stack (columns 0-1 or 2-3) of the 4x4.
      const lines = band < 2 ? [2 * band, 2 * band + 1] : [2 * (band - 2), 2 * (band - 2) + 1];
      const window = lines
        .flatMap((line) => [0, 1, 2, 3].map((j) => (band < 2 ? line * 4 + j : j * 4 + line)))
        .filter((cell) => puzzle.cells[cell] === 0);
      if (window.length === 0) continue;
      const found = await models(puzzle, window, amos[seed % amos.length]!);
      const solutions = completions(puzzle, window);
      const local = allowed(puzzle, window);
      expect(
        solutions.filter((a) => !found.includes(a)),
        `seed ${seed}`,
      ).toEqual([]);
      expect(
        found.filter((a) => !local.includes(a)),
        `seed ${seed}`,
      ).toEqual([]);
      if (found.length < local.length) pruned++;
    }
    // The lookahead strikes assignments that empty a cell or a unit outside the window.
    expect(pruned).toBeGreaterThan(0);
  });

  it('states at least once only where the window holds all of a unit’s places for the value', () => {
    // An empty 9x9, the window its first row: each value at least once in the row (all its
    // places), never in a column or box (their other places lie outside).
    const { candidates } = propagate(new Grid(3), 'none');
    const window = Array.from({ length: 9 }, (_, c) => c);
    const formula = windowFormula(candidates, new Units(candidates.shape), window, amoEncoding('pairwise'));
    const long: number[][] = [];
    const steps = formula.stream({ addClause: (lits) => void (lits.length > 2 && long.push(Array.from(lits))) });
    while (!steps.next().done);
    // Nine cells' at-least-one clauses and the row's nine, nothing more.
    expect(long).toHaveLength(18);
    expect(formula.clauses).toBeGreaterThan(18);
  });
});

describe('solving band by band', () => {
  it('solves a sparse 36x36 in any order it finishes, each answer verified; the orders in turn solve it', async () => {
    const puzzle = withHoles(patternGrid(6), 0.15, 3);
    const context = { amo: amoEncoding('auto'), deadline: Deadline.after(undefined), createSolver: () => CadicalSolver.create() };
    let solved = 0;
    for (const order of BAND_ORDERS) {
      const result = await solveByBands(puzzle, { ...context, orders: [order] });
      const [attempt] = result.attempts;
      if (result.solution) {
        solved++;
        expect(verify(puzzle, result.solution)).toEqual({ ok: true });
        expect(attempt).toMatchObject({ order, solved: 6, windows: 6 });
        expect(attempt!.failure).toBeUndefined();
      } else {
        // A choice that leaves a later band without a solution: given up, never concluded.
        expect(attempt!.failure).toMatch(/has no solution left|a contradiction after \d+ bands/);
      }
    }
    expect(solved).toBeGreaterThan(0);
    const all = await solveByBands(puzzle, context);
    expect(verify(puzzle, all.solution!)).toEqual({ ok: true });
    expect(all.attempts.at(-1)!.failure).toBeUndefined();
  });

  it('concludes nothing when there is no solution: every order gives up, and the route proves it on the whole formula', async () => {
    const puzzle = readGrid(NO_SOLUTION_16);
    expect(propagate(puzzle, 'box-line').contradiction).toBeUndefined();
    expect((await openRoute({ solver: 'dlx' }).solve(puzzle)).verdict).toBe('no-solution');
    const result = await solveByBands(puzzle, {
      amo: amoEncoding('auto'),
      deadline: Deadline.after(undefined),
      createSolver: () => CadicalSolver.create(),
    });
    expect(result.solution).toBeUndefined();
    expect(result.attempts.map((a) => a.order)).toEqual([...BAND_ORDERS]);
    for (const a of result.attempts) expect(a.failure).toMatch(/has no solution left|a contradiction after \d+ bands/);
    const route = openRoute({ strategy: 'bands' });
    try {
      const outcome = await route.solve(puzzle);
      expect(outcome.verdict).toBe('no-solution');
      expect(outcome.stats.kind === 'sat' && outcome.stats.bands?.attempts).toHaveLength(4);
      expect(outcome.stats.kind === 'sat' && outcome.stats.bands?.answered).toBe(false);
    } finally {
      await route.close();
    }
  });

  it('stops at the time limit, without an answer', async () => {
    const puzzle = withHoles(patternGrid(10), 0.25, 1);
    const result = await solveByBands(puzzle, {
      amo: amoEncoding('auto'),
      deadline: Deadline.after(1),
      createSolver: () => CadicalSolver.create(),
    });
    expect(result.solution).toBeUndefined();
    expect(result.timedOut).toBe(true);
  });

  it('a band that reaches the conflict limit ends its attempt, in every order', async () => {
    const puzzle = withHoles(patternGrid(10), 0.25, 1);
    // A backend that takes no phases (as the external ones): no guess, so every band searches.
    const unguided = async () => Object.assign(await CadicalSolver.create(), { phase: undefined });
    const result = await solveByBands(puzzle, {
      amo: amoEncoding('auto'),
      deadline: Deadline.after(undefined),
      createSolver: unguided,
      conflicts: 1,
    });
    expect(result.solution).toBeUndefined();
    expect(result.timedOut).toBe(false);
    expect(result.attempts.map((a) => a.failure)).toEqual(BAND_ORDERS.map(() => 'band 1: conflict limit 1 reached'));
  });

  it('guesses each line of a band as a matching: candidates, no value twice in a line, cross line or box', () => {
    for (const [puzzle, byRows] of [
      [withHoles(patternGrid(10), 0.25, 4), true],
      [withHoles(patternGrid(6), 0.1, 5), false],
      [new Grid(3), true],
    ] as const) {
      const { candidates } = propagate(puzzle, 'box-line');
      const units = new Units(puzzle.shape);
      const { n, shape } = puzzle;
      const height = byRows ? shape.boxRows : shape.boxCols;
      const window = Array.from({ length: height * n }, (_, i) => (byRows ? i : (i % height) + Math.floor(i / height) * n)).filter(
        (c) => candidates.value[c] === 0,
      );
      const guess = guessBand(candidates, units, window, byRows);
      expect(guess.size).toBeGreaterThan(window.length * 0.9);
      const seen = new Set<string>();
      for (const [cell, v] of guess) {
        expect(window).toContain(cell);
        expect(candidates.has(cell, v)).toBe(true);
        for (let j = 0; j < 3; j++) {
          const key = `${units.of[3 * cell + j]}:${v}`;
          expect(seen.has(key), `${key} twice`).toBe(false);
          seen.add(key);
        }
      }
    }
    // An empty band's first line is matched whole.
    const { candidates } = propagate(new Grid(3), 'none');
    const firstRow = Array.from({ length: 9 }, (_, c) => c);
    expect([...guessBand(candidates, new Units(candidates.shape), firstRow, true).values()].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('auto tries bands on large grids with many candidates left only', () => {
    expect(bandsPay(withHoles(patternGrid(10), 0.25, 1))).toBe(true);
    expect(bandsPay(withHoles(patternGrid(10), 0.6, 1))).toBe(false);
    expect(bandsPay(withHoles(patternGrid(8), 0.03, 1))).toBe(true);
    // 49x49: the whole formula, however empty.
    expect(bandsPay(new Grid(7))).toBe(false);
  });
});

describe('bands under a variant’s rules', () => {
  const geometry = { n: 9, boxRows: 3, boxCols: 3 };
  const context = { amo: amoEncoding('auto'), deadline: Deadline.after(undefined), createSolver: () => CadicalSolver.create() };
  /** Each kind's example on a 9x9, over givens from a grid that keeps it. */
  const splitKinds = RULE_KINDS.filter((kind) => {
    const rule = kind.example(geometry);
    return kind.problem(rule, geometry) === undefined && unsplitRules(Shape.of(3, 3).withVariant({ rules: [rule] })) === undefined;
  });

  it('bands split pairs, chains, excluded values and units, and leave sums, triples, outside clues and required values whole', () => {
    expect(splitKinds.length).toBeGreaterThan(25);
    const unsplit = RULE_KINDS.filter((kind) => !splitKinds.includes(kind)).map((kind) => kind.kind);
    expect(unsplit).toEqual(expect.arrayContaining(['cage', 'arrow', 'between', 'skyscraper', 'quadruple']));
    expect(unsplit).not.toContain('thermometer');
  });

  it.each(splitKinds.map((kind) => [kind.kind, kind] as const))(
    '%s: every order’s answer keeps the rule, or the order gives up',
    async (_name, kind) => {
      const shape = Shape.of(3, 3).withVariant({ rules: [kind.example(geometry)] });
      // Givens from a grid that keeps the rule; an empty grid where none does (a clone's example on a 9x9).
      const whole = await openRoute({ strategy: 'whole' }).solve(new Grid(shape));
      const puzzle = whole.solution ? withHoles(whole.solution, 0.3, 5) : new Grid(shape);
      for (const order of BAND_ORDERS) {
        // Before the bands saw the rules, they built grids that break them: a SolverError here.
        const result = await solveByBands(puzzle, { ...context, orders: [order] });
        if (result.solution) expect(verify(puzzle, result.solution)).toEqual({ ok: true });
        else expect(result.attempts[0]!.failure).toMatch(/has no solution left|a contradiction after \d+ bands/);
        if (!whole.solution) expect(result.solution).toBeUndefined();
      }
    },
  );

  it('a sparse 36x36 with a white dot and a thermometer, by bands from the command line: a verified grid', () => {
    const grid = formatGrid(withHoles(patternGrid(6), 0.15, 5), 'document');
    // Row 1 of the pattern grid counts up from 1: a thermometer along it (which decides the row), and a white dot in row 2.
    const file = join(dir, 'ruled-36.yaml');
    const thermometer = Array.from({ length: 36 }, (_, c) => `r1c${c + 1}`).join(', ');
    writeFileSync(file, `${grid}\nrules:\n  - {thermometer: [${thermometer}]}\n  - {white-dot: [r2c7, r2c8], difference: 1}\n`);
    const r = runCli(['solve', file, '--strategy', 'bands', '--threads', '1', '--format', 'grid', '--stats']);
    expect(r.stderr).toMatch(/: solved; bands [\d.]+ ms: .*solved 6 bands/);
    expect(r.status).toBe(EXIT.ok);
    const puzzle = parsePuzzles(readFileSync(file, 'utf8'), file).entries[0]!;
    expect(puzzle.ok && verify(puzzle.grid, new Grid(puzzle.grid.shape, readGrid(r.stdout).cells))).toEqual({ ok: true });
  });

  it('a puzzle with a killer cage goes to the whole formula, under --strategy bands too', () => {
    const grid = formatGrid(withHoles(patternGrid(6), 0.15, 5), 'document');
    const file = join(dir, 'caged-36.yaml');
    writeFileSync(file, `${grid}\nrules:\n  - {cage: [r1c1, r1c2], sum: 3}\n`);
    const r = runCli(['solve', file, '--strategy', 'bands', '--format', 'grid', '--stats']);
    expect(r.status).toBe(EXIT.ok);
    expect(r.stderr).not.toMatch(/: solved; bands/);
    const puzzle = parsePuzzles(readFileSync(file, 'utf8'), file).entries[0]!;
    expect(puzzle.ok && verify(puzzle.grid, new Grid(puzzle.grid.shape, readGrid(r.stdout).cells))).toEqual({ ok: true });
  });
});

describe('bands on several threads (lanes of orders)', () => {
  const lane = { solver: 'cadical', backendOptions: {}, amo: 'auto' };

  it('splits the orders round robin: rows both ways on one lane, columns on the other', () => {
    expect(bandLanes(1)).toEqual([[...BAND_ORDERS]]);
    expect(bandLanes(2)).toEqual([
      ['rows top-down', 'rows bottom-up'],
      ['columns left to right', 'columns right to left'],
    ]);
    expect(bandLanes(4)).toEqual(BAND_ORDERS.map((o) => [o]));
  });

  it('solves a sparse 36x36 on two lanes, the answer verified', async () => {
    const puzzle = withHoles(patternGrid(6), 0.15, 3);
    const result = await solveBandsOnLanes(puzzle, bandLanes(2), lane, Deadline.after(undefined));
    expect(verify(puzzle, result.solution!)).toEqual({ ok: true });
    expect(result.attempts.some((a) => a.failure === undefined && a.solved === 6)).toBe(true);
  });

  it('concludes nothing when there is no solution: all four lanes give up, reported in the usual order', async () => {
    const result = await solveBandsOnLanes(readGrid(NO_SOLUTION_16), bandLanes(4), lane, Deadline.after(undefined));
    expect(result.solution).toBeUndefined();
    expect(result.timedOut).toBe(false);
    expect(result.attempts.map((a) => a.order)).toEqual([...BAND_ORDERS]);
    for (const a of result.attempts) expect(a.failure).toMatch(/has no solution left|a contradiction after \d+ bands/);
  });

  it('stops at the time limit, without an answer', async () => {
    const result = await solveBandsOnLanes(withHoles(patternGrid(10), 0.25, 1), bandLanes(2), lane, Deadline.after(1));
    expect(result.solution).toBeUndefined();
    expect(result.timedOut).toBe(true);
  });
});

describe('solve --strategy', () => {
  const sparse36 = writeGrid(withHoles(patternGrid(6), 0.15, 5), 'sparse-36.txt');

  it('bands: the answer verified, the attempts on stderr with --stats', () => {
    const r = runCli(['solve', sparse36, '--strategy', 'bands', '--threads', '1', '--format', 'grid', '--stats']);
    expect(r.status).toBe(EXIT.ok);
    const puzzle = readGrid(readFileSync(sparse36, 'utf8'));
    expect(verify(puzzle, readGrid(r.stdout))).toEqual({ ok: true });
    expect(r.stderr).toMatch(/: solved; bands [\d.]+ ms: rows top-down solved 6 bands; the largest band formula [\d,]+ variables/);
  });

  it('bands on two threads: the orders side by side, the first lane to finish answers, verified', () => {
    const r = runCli(['solve', sparse36, '--strategy', 'bands', '--threads', '2', '--format', 'grid', '--stats']);
    expect(r.status).toBe(EXIT.ok);
    expect(verify(readGrid(readFileSync(sparse36, 'utf8')), readGrid(r.stdout))).toEqual({ ok: true });
    expect(r.stderr).toMatch(
      /: solved; bands [\d.]+ ms: .*(rows top-down|columns left to right|rows bottom-up|columns right to left) solved 6 bands/,
    );
  });

  it.runIf(haveBinary('cadical'))('bands with an external solver: one formula a band', () => {
    const r = runCli(['solve', sparse36, '--strategy', 'bands', '--solver', 'cadical-bin', '--format', 'grid', '--stats']);
    expect(r.status).toBe(EXIT.ok);
    expect(verify(readGrid(readFileSync(sparse36, 'utf8')), readGrid(r.stdout))).toEqual({ ok: true });
    expect(r.stderr).toMatch(/: solved; bands [\d.]+ ms: rows top-down solved 6 bands/);
  });

  it('whole: no bands, and auto leaves a 36x36 to the whole formula', () => {
    for (const strategy of [['--strategy', 'whole'], []]) {
      const r = runCli(['solve', sparse36, ...strategy, '--format', 'grid', '--stats']);
      expect(r.status).toBe(EXIT.ok);
      expect(r.stderr).not.toMatch(/: solved; bands/);
      expect(r.stderr).toMatch(/: solved; propagation \(singles\)/);
    }
  });

  it('a time limit during the bands gives unknown, never no solution', () => {
    const file = writeGrid(withHoles(patternGrid(10), 0.25, 2), 'sparse-100.txt');
    const r = runCli(['solve', file, '--timeout', '300ms', '--stats']);
    expect(r.status).toBe(EXIT.unknown);
    expect(r.stdout.trim()).toMatch(/^unknown: timeout after [\d.]+ s \(bands\)$/);
  });

  it.each(['1', '2'])('a limit passed before any band is tried says so (--threads %s), and no lane is waited for', (threads) => {
    const file = writeGrid(withHoles(patternGrid(10), 0.25, 2), `sparse-100-${threads}.txt`);
    const r = runCli(['solve', file, '--timeout', '1ms', '--stats', '--strategy', 'bands', '--threads', threads]);
    expect(r.status).toBe(EXIT.unknown);
    expect(r.stdout).toMatch(/^unknown: timeout after [\d.]+ s \(bands\)\n$/);
    expect(r.stderr).toMatch(/: unknown; bands [\d.]+ ms: the time limit came before any band was tried; encode/);
  });

  it('after the bands give up, --stats gives the whole formula its own size, whatever the propagation', () => {
    const file = join(dir, 'no-solution-16.txt');
    writeFileSync(file, `${NO_SOLUTION_16}\n`);
    for (const propagation of ['none', 'singles']) {
      const r = runCli(['solve', file, '--strategy', 'bands', '--propagate', propagation, '--stats']);
      expect(r.status).toBe(EXIT.noSolution);
      expect(r.stderr).toMatch(
        /: no-solution; bands [\d.]+ ms: rows top-down gave up \(.*\); (propagation \(singles\) .*; )?formula [\d,]+ variables/,
      );
      expect(r.stderr).not.toMatch(/largest band/);
    }
  });

  it('is refused where it cannot apply', () => {
    const dlx = runCli(['solve', sparse36, '--strategy', 'bands', '--solver', 'dlx']);
    expect(dlx.status).toBe(EXIT.badInput);
    expect(dlx.stderr).toMatch(/--strategy bands is for SAT solvers; dlx searches the whole grid/);
    const all = runCli(['solve', sparse36, '--strategy', 'bands', '--all']);
    expect(all.status).toBe(EXIT.badInput);
    expect(all.stderr).toMatch(/--strategy bands finds one solution; --all counts on the whole formula/);
    const unknown = runCli(['solve', sparse36, '--strategy', 'halves']);
    expect(unknown.status).toBe(EXIT.badInput);
  });

  it.runIf(FULL)(
    'fills an empty 100x100 (neither Dancing Links nor the whole formula does)',
    () => {
      const file = writeGrid(new Grid(10), 'empty-100.txt');
      const r = runCli(['solve', file, '--format', 'grid', '--stats', '--timeout', '300s']);
      expect(r.status).toBe(EXIT.ok);
      expect(r.stderr).toMatch(/: solved; bands /);
      expect(verify(new Grid(10), readGrid(r.stdout))).toEqual({ ok: true });
    },
    400_000,
  );

  // The must-hold of the hard-large-grids work: the default solve on a 100x100 with 25 % given.
  it.runIf(FULL && HAVE_SHARED)(
    'solve on the sparse 100x100 tcgaryau grp1: a verified grid, by bands',
    () => {
      const file = resolve(SHARED, 'tcgaryau_AISudokuSolver/AllSamples/Sudoku-100x100/100x100_sample_grp1.txt');
      const r = runCli(['solve', file, '--format', 'grid', '--stats', '--timeout', '300s']);
      expect(r.status).toBe(EXIT.ok);
      expect(r.stderr).toMatch(/: solved; bands /);
      const puzzle = readGrid(readFileSync(file, 'utf8'), file);
      expect(verify(puzzle, readGrid(r.stdout))).toEqual({ ok: true });
    },
    400_000,
  );
});
