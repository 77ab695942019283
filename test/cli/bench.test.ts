import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrongAnswers } from '../../src/comparison/cross-check.js';
import { combinations } from '../../src/comparison/plan.js';
import type { PuzzleRun } from '../../src/comparison/run-puzzle.js';
import { percentile, summarize } from '../../src/comparison/summary.js';
import { renderTable } from '../../src/core/text-table.js';
import { patternGrid, ROOT, runCli, withHoles } from '../helpers.js';

const TOP95 = resolve(ROOT, 'puzzles/top95.txt');
const COUNTS = resolve(ROOT, 'puzzles/counts.txt');
const FAKE = `${process.execPath} ${resolve(ROOT, 'test/fixtures/fake-solver.mjs')}`;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sudocnf-bench-test-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The rows of a CSV report as objects (no quoted commas in these reports). */
function csvRows(text: string): Record<string, string>[] {
  const [head, ...lines] = text.trim().split('\n');
  const names = head!.split(',');
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [names[i]!, v])));
}

/** The series names of an SVG chart, after checking that it is well-formed XML. */
function seriesOf(svg: string): string[] {
  expect(XMLValidator.validate(svg)).toBe(true);
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(svg) as {
    svg: { g: { class: string; 'data-name'?: string; polyline?: { points: string } }[] };
  };
  const series = doc.svg.g.filter((g) => g.class === 'series');
  for (const s of series) expect(s.polyline!.points.split(' ').length).toBeGreaterThan(0);
  return series.map((g) => g['data-name']!);
}

describe('sudocnf bench', () => {
  it('runs cadical, minisat and dlx on top95 with no wrong answers', () => {
    const r = runCli(['bench', TOP95, '--solver', 'cadical,minisat,dlx']);
    expect(r.stderr).not.toMatch(/WRONG/);
    expect(r.status).toBe(0);
    for (const route of ['cadical extended/auto', 'minisat extended/auto', 'dlx']) {
      expect(r.stdout).toMatch(new RegExp(`puzzles/top95.txt\\s+${route.replace('/', '\\/')}\\s+95\\s+95\\s+0\\s+0\\s+0\\s`));
    }
    expect(r.stdout).toMatch(/1 thread,/);
  }, 60_000);

  it('reports sizes and effort per route in CSV, on two worker threads', () => {
    const r = runCli(['bench', COUNTS, '--solver', 'cadical,dlx', '--task', 'count', '--jobs', '2', '--format', 'csv']);
    expect(r.status).toBe(0);
    const rows = csvRows(r.stdout);
    expect(rows.map((x) => x.route)).toEqual(['cadical extended/auto', 'dlx']);
    const [sat, dlx] = rows as [Record<string, string>, Record<string, string>];
    // Both routes counted the same solutions (the file states every count, and they agree).
    expect(sat.solutions).toBe(dlx.solutions);
    expect(Number(sat.solved) + Number(sat.unsolvable)).toBe(Number(sat.puzzles));
    expect(Number(sat.clauses)).toBeGreaterThan(0);
    expect(Number(sat.conflicts)).toBeGreaterThanOrEqual(0);
    expect(sat['search nodes']).toBe('-');
    expect(Number(dlx['search nodes'])).toBeGreaterThan(0);
    expect(dlx.clauses).toBe('-');
  }, 60_000);

  it('states the thread count in JSON', () => {
    const r = runCli(['bench', TOP95, '--solver', 'dlx', '--jobs', '2', '--format', 'json']);
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout) as { threads: number; wrongAnswers: string[]; results: { solved: number }[] };
    expect(report.threads).toBe(2);
    expect(report.wrongAnswers).toEqual([]);
    expect(report.results[0]!.solved).toBe(95);
  }, 60_000);

  it('flags a solver that says unsatisfiable to a solvable puzzle, and exits 6', () => {
    const r = runCli(['bench', TOP95, '--index', '1', '--solver', 'dlx', '--solver-cmd', `${FAKE} says-unsat`]);
    expect(r.status).toBe(6);
    expect(r.stderr).toMatch(
      /WRONG ANSWER: .*top95.txt#1: dlx found a verified solution; ".*says-unsat" extended\/auto said there is none/,
    );
    expect(r.stdout).toMatch(/says-unsat" extended\/auto\s+1\s+0\s+1\s/);
  }, 60_000);

  it('draws one series per route with --plot, and no progress bar when stderr is not a terminal', () => {
    const plot = join(dir, 'times.svg');
    const r = runCli(['bench', TOP95, '--solver', 'cadical,dlx', '--encoding', 'minimal,extended', '--plot', plot]);
    expect(r.status).toBe(0);
    expect(seriesOf(readFileSync(plot, 'utf8'))).toEqual(['cadical minimal/auto', 'cadical extended/auto', 'dlx']);
    expect(r.stderr).toBe('');
  }, 60_000);

  it('refuses an unknown solver before running anything', () => {
    const r = runCli(['bench', TOP95, '--solver', 'cadical,nosuch']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/nosuch/);
    expect(r.stdout).toBe('');
  });
});

describe('stats --plot', () => {
  it('writes a valid SVG with one series per encoding x AMO', () => {
    const plot = join(dir, 'clauses.svg');
    const r = runCli(['stats', '--k', '2..10', '--encoding', 'minimal,efficient,extended', '--amo', 'pairwise,sequential', '--plot', plot]);
    expect(r.status).toBe(0);
    const names = seriesOf(readFileSync(plot, 'utf8'));
    expect(names).toHaveLength(6);
    expect(new Set(names)).toEqual(
      new Set(['minimal', 'efficient', 'extended'].flatMap((e) => ['pairwise', 'sequential'].map((a) => `${e} / ${a}`))),
    );
  });

  it('writes one series for the default encoding', () => {
    const plot = join(dir, 'default.svg');
    expect(runCli(['stats', '--k', '2..10', '--plot', plot]).status).toBe(0);
    expect(seriesOf(readFileSync(plot, 'utf8'))).toHaveLength(1);
  });
});

describe('bench building blocks', () => {
  it('tables right-align numeric columns, - and >N included, and left-align text', () => {
    expect(
      renderTable(
        ['name', 'nodes'],
        [
          ['a', 1234],
          ['bb', '>1,000,000'],
          ['c', '-'],
        ],
      ).split('\n'),
    ).toEqual(['name       nodes', '----  ----------', 'a          1,234', 'bb    >1,000,000', 'c              -']);
  });

  const combos = combinations('cadical,dlx', ['extended'], 'auto');
  const run = (r: Partial<PuzzleRun>): PuzzleRun => ({ answer: 'solved', seconds: 0.001, ...r });

  it('checks a stated solution against the puzzle whatever the task', () => {
    const solution = patternGrid(2);
    const puzzle = withHoles(solution, 0);
    const swapped = solution.clone();
    [swapped.cells[0], swapped.cells[1]] = [solution.cells[1]!, solution.cells[0]!];
    const found = run({ solution: Array.from(solution.cells).join(',') });
    expect(wrongAnswers('solve', 1, combos, [found, found], { solution, puzzle })).toEqual([]);
    expect(wrongAnswers('solve', 1, combos, [found, found], { solution: swapped, puzzle })).toEqual([
      expect.stringMatching(/^the solution the file states is not a solution of the puzzle: column \d holds \d twice/),
    ]);
    expect(wrongAnswers('solve', 1, combos, [run({ answer: 'no-solution' }), run({ answer: 'unknown' })], { solution, puzzle })).toEqual([
      'cadical extended/auto said there is no solution; the file states one',
    ]);
  });

  it('makes one Dancing Links combination whatever the encodings', () => {
    expect(combinations('cadical,dlx', ['minimal', 'extended'], 'pairwise,sequential').map((c) => c.label)).toEqual([
      'cadical minimal/pairwise',
      'cadical minimal/sequential',
      'cadical extended/pairwise',
      'cadical extended/sequential',
      'dlx',
    ]);
  });

  it('takes the nearest-rank percentile', () => {
    const values = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentile(values, 0.95)).toBe(19);
    expect(percentile(values, 0.5)).toBe(10);
    expect(percentile([7], 0.95)).toBe(7);
  });

  it('summarizes answers and times per route', () => {
    const runs = [
      [run({ seconds: 0.002, clauses: 10 }), run({ answer: 'no-solution', seconds: 0.004, nodes: 3 })],
      [run({ answer: 'unknown', seconds: 0.004, clauses: 30 }), run({ seconds: 0.001, nodes: 5 })],
    ];
    const [sat, dlx] = summarize('f', combos, runs, false);
    expect(sat).toMatchObject({ route: 'cadical extended/auto', puzzles: 2, solved: 1, unknown: 1, clauses: 20, maxMs: 4 });
    expect(sat!.perSecond).toBeCloseTo(2 / 0.006);
    expect(dlx).toMatchObject({ solved: 1, unsolvable: 1, nodes: 4 });
  });

  it('finds wrong answers and only those', () => {
    const same = '1,2,3';
    expect(wrongAnswers('solve', 1, combos, [run({ solution: same }), run({ solution: same })], { count: 1 })).toEqual([]);
    expect(wrongAnswers('solve', 1, combos, [run({ solution: same }), run({ solution: '3,2,1' })], {})).toEqual([]);
    expect(wrongAnswers('solve', 1, combos, [run({ solution: same }), run({ solution: '3,2,1' })], { count: 1 })).toHaveLength(1);
    expect(wrongAnswers('solve', 1, combos, [run({}), run({ answer: 'no-solution' })], {})).toHaveLength(1);
    expect(wrongAnswers('solve', 1, combos, [run({ answer: 'unknown' }), run({ answer: 'no-solution' })], { count: 2 })).toHaveLength(1);
    expect(wrongAnswers('count', 10, combos, [run({ count: 3, settled: true }), run({ count: 4, settled: true })], {})).toHaveLength(1);
    expect(
      wrongAnswers('count', 10, combos, [run({ count: 3, settled: true }), run({ answer: 'unknown', count: 5, settled: false })], {}),
    ).toHaveLength(1);
    expect(
      wrongAnswers('count', 10, combos, [run({ count: 3, settled: true }), run({ answer: 'unknown', count: 2, settled: false })], {}),
    ).toEqual([]);
    // A count that reached the cap agrees with any larger stated count.
    expect(
      wrongAnswers('unique', 1000, combos, [run({ count: 2, settled: true }), run({ count: 2, settled: true })], { count: 5 }),
    ).toEqual([]);
    expect(
      wrongAnswers('unique', 1000, combos, [run({ count: 1, settled: true }), run({ count: 1, settled: true })], { count: 5 }),
    ).toHaveLength(2);
  });
});
