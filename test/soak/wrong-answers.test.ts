// The search for wrong answers: every published puzzle with a published answer, in puzzles/ and
// the shared collection, proved unique (or not) on every route that takes it (the embedded core
// with its propagators on and off among them), and every pair of rule kinds with an f-puzzles
// form written to f-puzzles and read back. A route that disagrees with another or with the
// published answer fails. The quick run takes a sample; `test:full` all.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Grid } from '../../src/core/grid.js';
import { RULE_KINDS, type Rule } from '../../src/core/rules/index.js';
import { Shape } from '../../src/core/shape.js';
import { writeFpuzzles } from '../../src/formats/fpuzzles.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { count, UsageError, unique } from '../../src/index.js';
import type { SolverName } from '../../src/options/types.js';
import { FULL, HAVE_SHARED, ROOT, SHARED, sample } from '../helpers.js';

/** A verdict as a published answer states it: one solution (with it, where published), several, or none. */
type Answer = { verdict: 'unique' | 'multiple' | 'no-solution'; solution?: string };

/** A solver, or the embedded CaDiCaL with its propagators on. */
type Route = SolverName | 'cadical, propagators on';
const SAT_ROUTES: Route[] = ['cadical', 'cadical, propagators on', 'minisat', 'tactics'];
const ALL_ROUTES: Route[] = ['cadical', 'cadical, propagators on', 'minisat', 'dlx', 'tactics'];

/** What each route that takes the puzzle answers (a route that refuses its rules by name is left out; a limit reached is `unknown`). */
async function answers(puzzle: Grid, routes: readonly Route[]): Promise<Map<Route, Answer | 'unknown'>> {
  const out = new Map<Route, Answer | 'unknown'>();
  for (const solver of routes) {
    // Without sums the propagator has nothing to reason on: the route is the embedded CaDiCaL's again.
    if (solver === 'cadical, propagators on' && puzzle.shape.sums.length === 0) continue;
    const options = solver === 'cadical, propagators on' ? { solver: 'cadical' as const, propagators: 'on' as const } : { solver };
    try {
      const r = await unique(puzzle, { ...options, timeout: FULL ? '20s' : '5s' });
      out.set(
        solver,
        r.verdict === 'unknown' ? 'unknown' : { verdict: r.verdict, ...(r.verdict === 'unique' ? { solution: String(r.solution) } : {}) },
      );
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
    }
  }
  return out;
}

/** The answers a route left open at its time limit: no disagreement, but said at the end. */
const undecided: string[] = [];
afterAll(() => {
  if (undecided.length > 0) console.warn(`${undecided.length} answers left open at the time limit: ${undecided.join('; ')}`);
});

/** Disagreements between the routes' answers and the published one, as lines to read. */
async function disagreements(name: string, puzzle: Grid, published: Answer, routes: readonly Route[]): Promise<string[]> {
  const found = await answers(puzzle, routes);
  expect(found.size).toBeGreaterThan(0);
  const wrong: string[] = [];
  for (const [solver, answer] of found) {
    if (answer === 'unknown') {
      undecided.push(`${name}: ${solver}`);
      continue;
    }
    const agrees = answer.verdict === published.verdict && (published.solution === undefined || answer.solution === published.solution);
    if (!agrees)
      wrong.push(
        `${name}: ${solver} says ${answer.verdict} ${answer.solution ?? ''}, published ${published.verdict} ${published.solution ?? ''}`,
      );
  }
  const decided = [...found.values()].filter((a): a is Answer => a !== 'unknown');
  if (new Set(decided.map((a) => `${a.verdict} ${a.solution ?? ''}`)).size > 1) wrong.push(`${name}: the routes disagree`);
  return wrong;
}

function readOne(text: string, file: string): Grid {
  const e = parsePuzzles(text, file).entries[0]!;
  if (!e.ok) throw e.error;
  return e.grid;
}

/** The published puzzles of puzzles/ with their published answers. */
function published(): { name: string; puzzle: Grid; answer: Answer }[] {
  const out: { name: string; puzzle: Grid; answer: Answer }[] = [];
  const seen = new Set<string>();
  for (const file of ['variants-dclamage.json', 'between-lockout-dclamage.json']) {
    const entries = JSON.parse(readFileSync(resolve(ROOT, 'puzzles', file), 'utf8')) as {
      title: string;
      puzzle: string;
      solution: string;
    }[];
    for (const entry of entries) {
      if (seen.has(entry.puzzle)) continue;
      seen.add(entry.puzzle);
      // Its published solution breaks its own region-sum line (puzzles/SOURCES.md): unique, with another solution.
      const answer: Answer = entry.title === 'Executive Function' ? { verdict: 'unique' } : { verdict: 'unique', solution: entry.solution };
      out.push({ name: `${file}: ${entry.title}`, puzzle: readOne(entry.puzzle, file), answer });
    }
  }
  readFileSync(resolve(ROOT, 'puzzles/killers-hs.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .forEach((line, i) => {
      const [puzzle, solution] = line.trim().split(/\s+/);
      out.push({
        name: `killers-hs.txt:${i + 1}`,
        puzzle: readOne(puzzle!, 'killers-hs.txt'),
        answer: { verdict: 'unique', solution: solution! },
      });
    });
  const pill = readFileSync(resolve(ROOT, 'puzzles/pill-arrow-iss.yaml'), 'utf8');
  const pillSolution = /published solution: (\d{81})/.exec(pill)![1]!;
  out.push({
    name: 'pill-arrow-iss.yaml',
    puzzle: readOne(pill, 'pill-arrow-iss.yaml'),
    answer: { verdict: 'unique', solution: pillSolution },
  });
  // Published as unique, their solutions not in the file.
  readFileSync(resolve(ROOT, 'puzzles/killers-tarek.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .forEach((line, i) => {
      out.push({ name: `killers-tarek.txt:${i + 1}`, puzzle: readOne(line.trim(), 'killers-tarek.txt'), answer: { verdict: 'unique' } });
    });
  for (const file of ['killer-wikipedia.yaml', 'miracle-sudoku.yaml'])
    out.push({ name: file, puzzle: readOne(readFileSync(resolve(ROOT, 'puzzles', file), 'utf8'), file), answer: { verdict: 'unique' } });
  // Exact counts, 9x9 and 16x16 (puzzles/SOURCES.md).
  for (const line of readFileSync(resolve(ROOT, 'puzzles/counts.txt'), 'utf8').split('\n')) {
    const [puzzle, many] = line.trim().split(':');
    // The rectangular boxes' lines are left to the counts tests: some need the file's box line.
    if (!puzzle || many === undefined || line.startsWith('#') || (puzzle.length !== 81 && puzzle.length !== 256)) continue;
    const verdict = many === '0' ? 'no-solution' : many === '1' ? 'unique' : 'multiple';
    out.push({ name: `counts.txt: ${puzzle}`, puzzle: readOne(puzzle, 'counts.txt'), answer: { verdict } });
  }
  for (const line of readFileSync(resolve(ROOT, 'puzzles/tdoku_test_puzzles.txt'), 'utf8').split('\n')) {
    const [puzzle, many, solution] = line.trim().split(':');
    if (!puzzle || many === undefined) continue;
    const verdict = many === '0' ? 'no-solution' : many === '1' ? 'unique' : 'multiple';
    out.push({
      name: `tdoku_test_puzzles.txt: ${puzzle}`,
      puzzle: readOne(puzzle, 'tdoku'),
      answer: { verdict, ...(solution ? { solution } : {}) },
    });
  }
  return out;
}

describe('the search for wrong answers', () => {
  const puzzles = published();

  it.each((FULL ? puzzles : sample(puzzles, 5)).map((p) => [p.name, p] as const))(
    '%s: every route gives the published answer',
    async (_name, { name, puzzle, answer }) => {
      const routes = puzzle.shape.classic ? ALL_ROUTES : SAT_ROUTES;
      expect(await disagreements(name, puzzle, answer, routes)).toEqual([]);
    },
    600_000,
  );

  /** The shared collection's files whose solutions MANIFEST.tsv states, with the state. */
  const manifest = HAVE_SHARED
    ? readFileSync(resolve(SHARED, 'MANIFEST.tsv'), 'utf8')
        .split('\n')
        .filter((l) => l !== '' && !l.startsWith('#') && !l.startsWith('path\t'))
        .map((l) => l.split('\t'))
        .filter(([, , , , , expect, solutions]) => expect === 'ok' && /^(1|all 1|2\+|exact \d+)$/.test(solutions ?? ''))
        .map(([path, , n, , , , solutions]) => ({ path: path!, n: Number(n), solutions: solutions! }))
        .filter((row) => row.n <= 25)
    : [];

  it.skipIf(!HAVE_SHARED).each((FULL ? manifest : sample(manifest, 4)).map((row) => [row.path, row] as const))(
    'shared %s: every route gives the answer MANIFEST.tsv states',
    async (_path, row) => {
      const file = parsePuzzles(readFileSync(resolve(SHARED, row.path), 'utf8'), row.path);
      const grids = file.entries.flatMap((e) => (e.ok ? [e.grid] : []));
      expect(grids.length).toBe(file.entries.length);
      const verdict: Answer['verdict'] = /^(1|all 1)$/.test(row.solutions) ? 'unique' : 'multiple';
      // The search routes without learning are kept to grids where they answer in seconds.
      const routes: Route[] = row.n <= 16 ? ALL_ROUTES : ['cadical', 'cadical, propagators on', 'dlx'];
      const wrong: string[] = [];
      for (const [i, grid] of grids.slice(0, FULL ? 20 : 2).entries())
        wrong.push(
          ...(await disagreements(`${row.path} #${i + 1}`, grid, { verdict }, row.n <= 9 ? routes : routes.filter((r) => r !== 'minisat'))),
        );
      expect(wrong).toEqual([]);
    },
    600_000,
  );
});

describe('every pair of rule kinds through f-puzzles', () => {
  const box = Shape.of(2, 2);
  const geometry = { n: 4, boxRows: 2, boxCols: 2 };
  const written = RULE_KINDS.filter((kind) => kind.fpuzzles);
  const pairs = written.flatMap((a, i) => written.slice(i).map((b) => [a, b] as const));

  it.each((FULL ? pairs : sample(pairs, 30)).map(([a, b]) => [a.kind, b.kind, a, b] as const))(
    '%s beside %s: written and read back (or refused by name), the same count on every route',
    async (_a, _b, a, b) => {
      const rules = [a.example(geometry), b.example(geometry)] as Rule[];
      let shape: Shape;
      try {
        shape = box.withVariant({ rules: a === b ? [rules[0]!] : rules });
      } catch {
        return; // Two examples that cannot stand together on a 4x4 (the same cells marked twice).
      }
      const puzzle = new Grid(shape);
      let text: string;
      try {
        text = writeFpuzzles(puzzle);
      } catch (e) {
        // Refused by name: f-puzzles has no form of it, or would read it otherwise beside the other.
        expect(String(e)).toMatch(/f-puzzles/);
        return;
      }
      const back = parsePuzzles(text, 'pair.json').entries[0]!;
      if (!back.ok) throw back.error;
      // The same meaning, whatever the form it comes back in (a windoku as its extra regions): the same count on every route.
      const counts = new Map<string, number>();
      for (const [grid, solver] of [
        [puzzle, 'cadical'],
        [back.grid, 'cadical'],
        [back.grid, 'tactics'],
        [back.grid, 'dlx'],
      ] as const) {
        try {
          counts.set(`${grid === puzzle ? 'written' : 'read back'} by ${solver}`, (await count(grid, { solver, max: 300 })).count);
        } catch (e) {
          if (!(e instanceof UsageError)) throw e;
        }
      }
      expect(new Set(counts.values()).size, JSON.stringify(Object.fromEntries(counts))).toBe(1);
    },
    120_000,
  );
});
