import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PuzzleRecord } from '../src/formats/puzzle.js';
import { parsePuzzles } from '../src/formats/read.js';
import { Grid } from '../src/core/grid.js';
import { Shape } from '../src/core/shape.js';
import { errorText } from '../src/cli/messages.js';
import { UsageError } from '../src/core/errors.js';
import { afterAll, beforeAll, expect } from 'vitest';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The shared puzzle collection beside the repository, when present. */
export const SHARED = resolve(ROOT, '../shared/puzzles');
export const HAVE_SHARED = existsSync(resolve(SHARED, 'MANIFEST.tsv'));
if (!HAVE_SHARED) console.warn(`skipping tests on the shared puzzle set: ${SHARED} is absent`);

export const CLI = resolve(ROOT, 'dist/src/cli.js');

/** A library answer narrowed to `verdict`; another verdict fails the test, with its reason when it has one. */
export function expectVerdict<A extends { verdict: string }, V extends A['verdict']>(answer: A, verdict: V): Extract<A, { verdict: V }> {
  expect(answer.verdict, 'reason' in answer ? String(answer.reason) : undefined).toBe(verdict);
  return answer as Extract<A, { verdict: V }>;
}

/**
 * `npm run test:full` (SUDOCNF_TEST_FULL=1) sweeps whole corpora on every backend and encoding;
 * `npm test` runs the same tests on an evenly spread sample, for a quick loop.
 */
export const FULL = process.env.SUDOCNF_TEST_FULL === '1';

/** All items under `npm run test:full`; otherwise `size` of them, evenly spread (first and last included). */
export function sample<T>(items: readonly T[], size: number): T[] {
  if (FULL || items.length <= size) return [...items];
  if (size <= 1) return items.slice(0, size);
  return Array.from({ length: size }, (_, i) => items[Math.round((i * (items.length - 1)) / (size - 1))]!);
}

/** `sample` within each group, so every kind of item stays represented. */
export function sampleBy<T>(items: readonly T[], key: (item: T) => string, perGroup: number): T[] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()].flatMap((g) => sample(g, perGroup));
}

/**
 * Choices of several options to run a test under: every combination under `npm run test:full`;
 * otherwise a set in which every pair of values of two options meets at least once (greedy
 * all-pairs), a few rows where the product has dozens.
 */
export function combinations<T extends readonly (readonly unknown[])[]>(...options: T): { [K in keyof T]: T[K][number] }[] {
  type Row = { [K in keyof T]: T[K][number] };
  const indices = options.reduce<number[][]>((rows, values) => rows.flatMap((row) => values.map((_, v) => [...row, v])), [[]]);
  const values = (row: number[]) => row.map((v, a) => options[a]![v]) as Row;
  if (FULL || options.length <= 2) return indices.map(values);
  const pairsOf = (row: number[]) => row.flatMap((va, a) => row.slice(a + 1).map((vb, i) => `${a}:${va}:${a + 1 + i}:${vb}`));
  const uncovered = new Set(indices.flatMap(pairsOf));
  const rows: number[][] = [];
  while (uncovered.size > 0) {
    const gain = (row: number[]) => pairsOf(row).filter((pair) => uncovered.has(pair)).length;
    const best = indices.reduce((b, row) => (gain(row) > gain(b) ? row : b));
    for (const pair of pairsOf(best)) uncovered.delete(pair);
    rows.push(best);
  }
  return rows.map(values);
}

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built command line (npm test builds first). */
export function runCli(args: readonly string[], options: { input?: string; cwd?: string; env?: NodeJS.ProcessEnv } = {}): CliResult {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd: options.cwd ?? ROOT,
    ...(options.env ? { env: options.env } : {}),
    input: options.input ?? '',
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * Every complete valid grid of a shape (a number: box side k), by plain backtracking written
 * apart from the library's geometry: k = 2 gives 288, 2x3 boxes 28,200,960 (use `limit`).
 */
export function allSolutions(shape: Shape | number, limit = Infinity, start?: Grid): Grid[] {
  const s = typeof shape === 'number' ? Shape.square(shape) : shape;
  const { n, boxRows, boxCols } = s;
  const grid = start ? start.clone() : new Grid(s);
  const out: Grid[] = [];
  const fits = (cell: number, v: number) => {
    const r = Math.floor(cell / n);
    const c = cell % n;
    for (let j = 0; j < n; j++) if (grid.get(r, j) === v || grid.get(j, c) === v) return false;
    const top = r - (r % boxRows);
    const left = c - (c % boxCols);
    for (let i = 0; i < boxRows; i++) for (let j = 0; j < boxCols; j++) if (grid.get(top + i, left + j) === v) return false;
    return true;
  };
  const fill = (cell: number): void => {
    if (out.length >= limit) return;
    if (cell === n * n) {
      out.push(grid.clone());
      return;
    }
    if (grid.cells[cell] !== 0) {
      fill(cell + 1);
      return;
    }
    for (let v = 1; v <= n; v++) {
      if (!fits(cell, v)) continue;
      grid.cells[cell] = v;
      fill(cell + 1);
      grid.cells[cell] = 0;
    }
  };
  fill(0);
  return out;
}

/** A valid complete grid of any box side, by the usual shifted-rows pattern. */
export function patternGrid(shape: Shape | number): Grid {
  const s = typeof shape === 'number' ? Shape.square(shape) : shape;
  const { n, boxRows, boxCols } = s;
  const g = new Grid(s);
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) g.set(r, c, (((r % boxRows) * boxCols + Math.floor(r / boxRows) + c) % n) + 1);
  }
  return g;
}

/** A copy of `grid` with cells blanked by a fixed pseudo-random pattern (about `keep` kept). */
export function withHoles(grid: Grid, keep = 0.4, seed = 1): Grid {
  const g = grid.clone();
  let s = seed >>> 0;
  for (let i = 0; i < g.cells.length; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    if (s / 2 ** 32 >= keep) g.cells[i] = 0;
  }
  return g;
}

/** Does the assignment (variable → true/false) satisfy every clause? */
export function satisfies(clauses: Iterable<ArrayLike<number>>, value: (variable: number) => boolean): boolean {
  for (const clause of clauses) {
    let sat = false;
    for (let i = 0; i < clause.length && !sat; i++) {
      const lit = clause[i]!;
      sat = value(Math.abs(lit)) === lit > 0;
    }
    if (!sat) return false;
  }
  return true;
}

/** Brute-force model count over `variables` (any variable not listed must not occur). */
export function countModels(clauses: readonly ArrayLike<number>[], variables: readonly number[]): number {
  const index = new Map(variables.map((v, i) => [v, i]));
  let count = 0;
  for (let bits = 0; bits < 2 ** variables.length; bits++) {
    if (satisfies(clauses, (v) => ((bits >> index.get(v)!) & 1) === 1)) count++;
  }
  return count;
}

/** Whether a SAT binary is installed. CI installs the Debian solvers, so there they must be. */
export function haveBinary(name: string): boolean {
  const found = (process.env.PATH ?? '').split(':').some((d) => existsSync(resolve(d, name)));
  if (!found && process.env.CI === 'true') throw new Error(`${name} is not installed, but CI must install it (.ci/run)`);
  if (!found) console.warn(`skipping tests that need the ${name} binary: it is not on PATH`);
  return found;
}

export const FAKE_SOLVER = resolve(ROOT, 'test/fixtures/fake-solver.mjs');

/** Every puzzle of a file (a path, or relative to the repository); a bad one fails the test. */
export function readRecords(path: string): PuzzleRecord[] {
  const full = resolve(ROOT, path);
  return parsePuzzles(readFileSync(full, 'utf8'), path).entries.map((e) => {
    if (!e.ok) throw new Error(e.error.toString());
    return e;
  });
}

/** Is a process (by id) still running? A killed one may linger a moment as a zombie, which is gone for this purpose. */
export function alive(pid: number): boolean {
  // Up to 10 s: on a busy machine a process being killed can take seconds to go.
  for (const until = Date.now() + 10_000; Date.now() < until; ) {
    let state: string;
    try {
      state = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '')[0]!;
    } catch {
      return false;
    }
    if (state === 'Z') return false;
    spawnSync('sleep', ['0.05']);
  }
  return true;
}

/** n+1 pigeons in n holes: unsatisfiable, and hard for CDCL from about 10 holes; variable p·n+h+1 puts pigeon p in hole h. */
export function pigeonhole(holes: number): number[][] {
  const v = (p: number, h: number) => p * holes + h + 1;
  const clauses: number[][] = [];
  for (let p = 0; p <= holes; p++) clauses.push(Array.from({ length: holes }, (_, h) => v(p, h)));
  for (let h = 0; h < holes; h++) for (let p = 0; p <= holes; p++) for (let q = p + 1; q <= holes; q++) clauses.push([-v(p, h), -v(q, h)]);
  return clauses;
}

/** The message a check refuses with, as the command line prints it (null when it does not refuse). */
export function refusal(check: () => unknown): string | null {
  try {
    check();
    return null;
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    return errorText(e);
  }
}

/**
 * Brute force for the tests' own rule checks: fills `grid` (n² values, 0 for empty) by trying
 * the cell with the fewest values `allowed` leaves, every such value in turn; `onSolution` sees
 * each complete grid. Stops after `cap` solutions; returns how many it found.
 */
export function backtrack(
  grid: number[],
  n: number,
  allowed: (cell: number, v: number) => boolean,
  cap: number,
  onSolution?: (cells: number[]) => void,
): number {
  let found = 0;
  const walk = (): void => {
    let best = -1;
    let bestValues: number[] = [];
    for (let cell = 0; cell < n * n; cell++) {
      if (grid[cell] !== 0) continue;
      const values: number[] = [];
      for (let v = 1; v <= n; v++) if (allowed(cell, v)) values.push(v);
      if (best < 0 || values.length < bestValues.length) [best, bestValues] = [cell, values];
      if (values.length === 0) return;
    }
    if (best < 0) {
      found++;
      onSolution?.(grid);
      return;
    }
    for (const v of bestValues) {
      grid[best] = v;
      walk();
      grid[best] = 0;
      if (found >= cap) return;
    }
  };
  walk();
  return found;
}

/** A text cut at every few kilobytes (1 to 5 KiB, spread by a multiplicative hash), as a stream hands it over in pieces. */
export function piecesOf(text: string): string[] {
  const out: string[] = [];
  for (let at = 0, i = 0; at < text.length; i++) {
    const next = at + 1024 + ((i * 2654435761) % 4096);
    out.push(text.slice(at, next));
    at = next;
  }
  return out;
}

/**
 * Paranoid mode (every clause a propagator gives checked during the search) for the calling test
 * file alone: with isolate: false, the next file in the same worker would inherit it.
 */
export function paranoidInThisFile(): void {
  const was = process.env.SUDOCNF_PARANOID;
  beforeAll(() => {
    process.env.SUDOCNF_PARANOID = '1';
  });
  afterAll(() => {
    if (was === undefined) delete process.env.SUDOCNF_PARANOID;
    else process.env.SUDOCNF_PARANOID = was;
  });
}
