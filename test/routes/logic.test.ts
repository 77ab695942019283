import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Grid, verify } from '../../src/core/grid.js';
import { openRoute } from '../../src/routes/open-route.js';
import { Board } from '../../src/logic/board.js';
import {
  logicLevel,
  nextStep,
  resolveTactics,
  resolveTechniques,
  solveByLogic,
  solvesByLogic,
  toFixpoint,
} from '../../src/logic/engine.js';
import { MaskBoard } from '../../src/logic/mask-board.js';
import { TECHNIQUES } from '../../src/logic/techniques.js';
import { readCnfHeader } from '../../src/formula/header-reader.js';
import { parsePropagation, propagate } from '../../src/logic/propagate.js';
import { Shape } from '../../src/core/shape.js';
import { SudokuDlx } from '../../solvers/dlx/exact-cover.js';
import { HAVE_SHARED, readRecords, runCli, sample, SHARED } from '../helpers.js';

/** Up to `cap` solutions of a puzzle, by Dancing Links. */
function solutionsOf(grid: Grid, cap = 60): Grid[] {
  const out: Grid[] = [];
  new SudokuDlx(grid.shape).solve(grid, { maxSolutions: cap, onSolution: (s) => out.push(s.clone()) });
  return out;
}

describe('the logic engine never removes what a solution uses', () => {
  const corpora = [
    ...sample(readRecords('puzzles/counts.txt'), 20),
    ...sample(readRecords('puzzles/top95.txt'), 12),
    ...readRecords('puzzles/techniques.txt'),
  ];

  it('on the counts corpus (9x9, 16x16, rectangular; unique, several, none), top95 and the technique samples, step by step', () => {
    let steps = 0;
    for (const p of corpora) {
      const solutions = solutionsOf(p.grid);
      const board = Board.of(p.grid);
      for (;;) {
        const contradiction = board.contradiction();
        if (contradiction !== undefined) {
          // A contradiction only where there is no solution.
          expect([String(p.grid), solutions.length]).toEqual([String(p.grid), 0]);
          break;
        }
        if (board.solved()) break;
        const step = nextStep(board);
        if (!step) break;
        steps++;
        for (const { cell, value } of step.eliminations)
          expect(
            solutions.every((s) => s.cells[cell] !== value),
            step.explanation,
          ).toBe(true);
        for (const { cell, value } of step.placements)
          expect(
            solutions.every((s) => s.cells[cell] === value),
            step.explanation,
          ).toBe(true);
        board.apply(step);
      }
    }
    expect(steps).toBeGreaterThan(1000);
  });

  it('solves the unique sample puzzles it solves to their one solution', () => {
    for (const p of corpora.filter((x) => x.expectedCount === 1 || x.expectedCount === undefined)) {
      const o = solveByLogic(p.grid);
      if (!o.solved) continue;
      const [solution] = solutionsOf(p.grid, 2);
      expect(o.board.toGrid().equals(solution!)).toBe(true);
    }
  });
});

describe('the mask board of the tactics route', () => {
  const corpora = [
    ...sample(readRecords('puzzles/counts.txt'), 20),
    ...sample(readRecords('puzzles/top95.txt'), 20),
    ...readRecords('puzzles/techniques.txt'),
    ...readRecords('puzzles/sample-25x25.txt'),
  ];
  // Each with both singles, and subsets and fish only with the smaller ones of their kind.
  const configurations = [
    'UC',
    'box-line',
    'UC+INP',
    'UC+NP',
    'UC+INP+NP',
    'UC+INP+X',
    'subsets',
    'fish',
    'UC+NP+HP',
    'UC+X+SF+JF',
    'UC+NP+NT+HP+HT',
  ];

  it("reaches the step engine's fixpoint, cell by cell, whatever the order of its deductions", () => {
    let compared = 0;
    for (const configuration of configurations) {
      const tactics = resolveTactics(configuration);
      for (const p of corpora) {
        const board = Board.of(p.grid);
        const engineConsistent = toFixpoint(board, tactics.techniques) === undefined;
        const mask = MaskBoard.of(p.grid, tactics);
        const maskConsistent = mask ? mask.settle() : false;
        expect([configuration, String(p.grid), maskConsistent]).toEqual([configuration, String(p.grid), engineConsistent]);
        expect(solvesByLogic(p.grid, configuration)).toBe(engineConsistent && board.solved());
        if (!engineConsistent) continue;
        const cells = Array.from({ length: p.grid.n * p.grid.n }, (_, c) => c);
        expect(cells.map((c) => mask!.values(c).join(','))).toEqual(cells.map((c) => board.candidates.values(c).join(',')));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('never removes what a solution uses, whatever the techniques', () => {
    for (const p of sample(readRecords('puzzles/counts.txt'), 20)) {
      const solutions = solutionsOf(p.grid);
      for (const configuration of ['NS', 'HS', 'PT+CL', 'NS+INP', 'HS+HP+NT', 'UC+NQ+HQ', 'NS+X+SF+JF', 'fish']) {
        const mask = MaskBoard.of(p.grid, resolveTactics(configuration));
        if (mask === undefined || !mask.settle()) {
          expect([configuration, String(p.grid), solutions.length]).toEqual([configuration, String(p.grid), 0]);
          continue;
        }
        const lost = solutions.flatMap((s) => [...s.cells.keys()].filter((cell) => !mask.values(cell).includes(s.cells[cell]!)));
        expect([configuration, String(p.grid), lost]).toEqual([configuration, String(p.grid), []]);
      }
    }
  });

  it('labels INP apart from NP', () => {
    expect(resolveTactics('UC+INP').pairs).toBe('incremental');
    expect(resolveTactics('UC+INP+NP')).toMatchObject({ pairs: 'both', label: 'NS+HS+INP+NP' });
    expect(resolveTactics('subsets').pairs).toBe('full');
    expect(resolveTactics('box-line').pairs).toBe('none');
  });
});

describe('techniques', () => {
  const samples = readRecords('puzzles/techniques.txt');

  it('each sample puzzle is solved by logic, its technique on the way', () => {
    const wanted = ['NS', 'HS', 'PT', 'CL', 'NP', 'HP', 'NT', 'HT', 'X', 'NQ', 'SF'];
    expect(samples).toHaveLength(wanted.length);
    samples.forEach((p, i) => {
      const abbreviation = wanted[i]!;
      const o = solveByLogic(p.grid);
      expect([abbreviation, o.solved]).toEqual([abbreviation, true]);
      expect(o.steps.map((s) => s.abbreviation)).toContain(abbreviation);
    });
  });

  it('names a step as players do', () => {
    const [single] = samples;
    const step = nextStep(Board.of(single!.grid), resolveTechniques('HS'))!;
    expect(step.explanation).toMatch(/^r\dc\d = \d: hidden single in (box|row|column) \d$/);
    expect(step.placements).toHaveLength(1);
  });

  it('takes names, short forms, the DTU report names and levels, and refuses others', () => {
    expect(resolveTechniques('UC').map((t) => t.abbreviation)).toEqual(['NS', 'HS']);
    expect(resolveTechniques('UC+INP+X').map((t) => t.abbreviation)).toEqual(['NS', 'HS', 'NP', 'X']);
    // The singles level holds the killer techniques too (cage combinations, innies and outies, thermometer bounds).
    expect(resolveTechniques('box-line').map((t) => t.abbreviation)).toEqual([
      'NS',
      'HS',
      'CC',
      'IO',
      'SR',
      'TB',
      'CR',
      'LE',
      'OC',
      'PT',
      'CL',
    ]);
    expect(resolveTechniques('hidden pair, swordfish').map((t) => t.abbreviation)).toEqual(['HP', 'SF']);
    expect(resolveTechniques('fish')).toHaveLength(TECHNIQUES.length);
    expect(() => resolveTechniques('guessing')).toThrow(/unknown technique 'guessing'/);
  });

  it('works on rectangular boxes', () => {
    const six = readRecords('puzzles/counts.txt').find((p) => p.grid.shape.equals(Shape.of(2, 3)) && p.expectedCount === 1)!;
    const o = solveByLogic(six.grid);
    expect(o.solved).toBe(true);
    expect(logicLevel(six.grid)).not.toBe('search');
  });
});

describe('explain and hint', () => {
  it('hint prints one step naming a technique and a cell', () => {
    const r = runCli(['hint', 'puzzles/techniques.txt', '--index', '5']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^r\dc\d[^\n]*: (naked|hidden|pointing|claiming)[^\n]*\n$/);
  });

  it.skipIf(!HAVE_SHARED)('explain ends easy50 #1 with the solved grid, by logic alone', () => {
    const r = runCli(['explain', `${SHARED}/9x9/easy50.txt`, '--index', '1', '--format', 'line']);
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines.at(-2)).toMatch(/^solved by logic in \d+ steps:$/);
    expect(lines.at(-1)).toMatch(/^\d{81}$/);
    expect(lines[0]).toMatch(/^1\. r\dc\d = \d: /);
  });

  it('explain shows the X-wing of the X-wing sample, and the candidates where logic runs out', () => {
    const x = runCli(['explain', 'puzzles/techniques.txt', '--index', '9']);
    expect(x.stdout).toMatch(/\n\d+\. [^\n]*: X-wing on \d: in (row|column) \d, (row|column) \d, \d can only go in /);
    const stuck = runCli(['explain', 'puzzles/inkala-2012.txt']);
    expect(stuck.status).toBe(3);
    expect(stuck.stdout).toMatch(/^logic runs out after 0 steps: these candidates are left, and a guess is needed\n8 +1246 /);
    const json = JSON.parse(runCli(['explain', 'puzzles/techniques.txt', '--index', '2', '--format', 'json']).stdout) as {
      outcome: string;
      steps: { cells: string[] }[];
    };
    expect(json.outcome).toBe('solved');
    expect(json.steps[0]!.cells[0]).toMatch(/^r\dc\d$/);
  });

  it('a contradiction is no solution (exit 1)', () => {
    const r = runCli(['explain', 'puzzles/unsolvable-16x16.txt']);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^no solution: r1c1 has no candidate left \(after 0 steps\)\n$/);
  });
});

describe('the tactics route', () => {
  it('solves top95, every answer verified, and names its techniques', async () => {
    const route = openRoute({ solver: 'tactics' });
    expect(route.name).toBe('tactics:NS+HS+PT+CL+NP+HP+NT+HT+NQ+HQ');
    for (const p of sample(readRecords('puzzles/top95.txt'), 20)) {
      const o = await route.solve(p.grid);
      expect(o.verdict).toBe('solved');
      expect(verify(p.grid, o.solution!)).toEqual({ ok: true });
    }
  });

  it('counts like Dancing Links on the counts corpus, square and rectangular, and takes a technique list', async () => {
    for (const solver of ['tactics', 'tactics:UC+INP+X']) {
      const route = openRoute({ solver });
      for (const p of sample(readRecords('puzzles/counts.txt'), 20)) {
        const e = await route.enumerate(p.grid, { max: 100 });
        expect([solver, String(p.grid), e.count, e.complete]).toEqual([
          solver,
          String(p.grid),
          Math.min(100, p.expectedCount!),
          p.expectedCount! < 100,
        ]);
      }
    }
    expect(openRoute({ solver: 'tactics:UC+INP+X' }).name).toBe('tactics:NS+HS+INP+X');
  });

  it('stops at a guess limit or a time limit with unknown, and refuses SAT options', async () => {
    const empty = new Grid(Shape.square(5));
    expect(await openRoute({ solver: 'tactics', nodeLimit: 3 }).solve(empty)).toMatchObject({
      verdict: 'unknown',
      reason: 'node limit reached after 3 guesses',
    });
    expect(() => openRoute({ solver: 'tactics', conflicts: 5 })).toThrow('conflicts is for SAT solvers; tactics takes nodeLimit');
    expect(() => openRoute({ solver: 'tactics:bogus' })).toThrow(/unknown technique 'bogus'/);
  });

  it('from the command line: solve, unique, count', () => {
    expect(runCli(['solve', 'puzzles/top95.txt', '--solver', 'tactics', '--index', '3', '--format', 'line']).stdout).toMatch(/^\d{81}\n$/);
    expect(runCli(['unique', 'puzzles/inkala-2012.txt', '--solver', 'tactics']).stdout).toMatch(/^unique\n/);
    expect(runCli(['count', 'puzzles/empty-4x4.txt', '--solver', 'tactics']).stdout).toBe('288\n');
  });
});

describe('the engine before encoding: --propagate subsets, fish, or a list of techniques', () => {
  it('each level keeps at most the candidates of the one before, and the SAT route still solves', async () => {
    for (const p of sample(readRecords('puzzles/top95.txt'), 10)) {
      const open = (['box-line', 'subsets', 'fish'] as const).map((level) => propagate(p.grid, level).openCandidates);
      expect(open[1]).toBeLessThanOrEqual(open[0]!);
      expect(open[2]).toBeLessThanOrEqual(open[1]!);
    }
    const seventh = readRecords('puzzles/top95.txt')[6]!.grid;
    expect(propagate(seventh, 'subsets').openCandidates).toBeLessThan(propagate(seventh, 'box-line').openCandidates);
    const route = openRoute({ propagate: 'fish', givens: 'eliminate' });
    const o = await route.solve(seventh);
    expect(verify(seventh, o.solution!)).toEqual({ ok: true });
    expect((o.stats as { propagation: { level: string } }).propagation.level).toBe('fish');
  });

  it("takes a list of techniques: the list of a level gives that level's candidates", async () => {
    expect(parsePropagation('naked pair, x-wing')).toBe('NP+X');
    expect(parsePropagation('UC+INP')).toBe('NS+HS+INP');
    expect(() => parsePropagation('bogus')).toThrow(
      /^unknown propagation 'bogus': use a level \(none, singles, box-line, subsets, fish\) or a list of techniques \(NS \(naked single\)/,
    );
    const candidatesOf = (grid: Grid, level: string) => Array.from(propagate(grid, level).candidates.bits).join(',');
    for (const p of sample(readRecords('puzzles/counts.txt'), 12)) {
      expect(candidatesOf(p.grid, 'NS+HS+PT+CL')).toBe(candidatesOf(p.grid, 'box-line'));
      expect(candidatesOf(p.grid, 'UC+PT+CL+NP+HP+NT+HT+NQ+HQ')).toBe(candidatesOf(p.grid, 'subsets'));
    }
    const seventh = readRecords('puzzles/top95.txt')[6]!.grid;
    const pairs = propagate(seventh, 'UC+HP');
    expect(pairs.openCandidates).toBeLessThan(propagate(seventh, 'singles').openCandidates);
    expect(pairs.level).toBe('NS+HS+HP');
    const o = await openRoute({ propagate: 'NS+HS+HP', givens: 'eliminate' }).solve(seventh);
    expect(verify(seventh, o.solution!)).toEqual({ ok: true });
  });

  it('writes a list into the CNF header, where decode reads it back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sudocnf-propagate-'));
    try {
      const cnf = join(dir, 'seventh.cnf');
      const r = runCli(['encode', 'puzzles/top95.txt', '--index', '7', '--propagate', 'naked pair,hidden single,naked single', '-o', cnf]);
      expect(r.status).toBe(0);
      expect((await readCnfHeader(cnf)).propagation).toBe('NS+HS+NP');
      expect(runCli(['stats', 'puzzles/top95.txt', '--index', '7', '--propagate', 'bogus'])).toMatchObject({
        status: 2,
        stderr: expect.stringMatching(/^sudocnf: unknown propagation 'bogus'/),
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is refused beyond 32x32, with the level that works', () => {
    expect(() => propagate(new Grid(Shape.square(6)), 'subsets')).toThrow(
      "propagate: 'subsets' runs the logic engine, for grids up to 32x32",
    );
    expect(runCli(['encode', '-', '--propagate', 'fish'], { input: `${'.'.repeat(36 * 36)}\n` })).toMatchObject({
      status: 2,
      stderr: 'sudocnf: --propagate fish runs the logic engine, for grids up to 32x32; this one is 36x36: use --propagate box-line\n',
    });
  });
});
