// Random jigsaw regions: n connected regions of n cells, made from the boxes by random swaps.
import type { Random } from '../core/random.js';
import { orthogonalPairs } from '../core/rules/index.js';
import type { Shape } from '../core/shape.js';

/** Is every cell of region b reachable from its first one through orthogonal neighbours of the region? */
function connected(regions: Uint16Array, n: number, b: number): boolean {
  const cells: number[] = [];
  for (let cell = 0; cell < n * n; cell++) if (regions[cell] === b) cells.push(cell);
  const seen = new Set([cells[0]!]);
  const stack = [cells[0]!];
  while (stack.length > 0) {
    for (const next of neighbours(stack.pop()!, n, ORTHOGONAL)) {
      if (regions[next] === b && !seen.has(next)) {
        seen.add(next);
        stack.push(next);
      }
    }
  }
  return seen.size === cells.length;
}

const ORTHOGONAL = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
] as const;
const KING = [
  [-1, -1],
  [-1, 0],
  [-1, 1],
  [0, -1],
  [0, 1],
  [1, -1],
  [1, 0],
  [1, 1],
] as const;

/** The cells one of the steps away from a cell, inside the n×n grid, in the steps' order. */
function neighbours(cell: number, n: number, steps: readonly (readonly [number, number])[]): number[] {
  const r = Math.floor(cell / n);
  const c = cell % n;
  const out: number[] = [];
  for (const [dr, dc] of steps) {
    const r2 = r + dr;
    const c2 = c + dc;
    if (r2 >= 0 && r2 < n && c2 >= 0 && c2 < n) out.push(r2 * n + c2);
  }
  return out;
}

/**
 * Irregular regions for a grid of the shape's side: starting from the boxes, cells are traded
 * between neighbouring regions — one cell of region A that touches B goes to B, one of B that
 * touches A goes to A — whenever both stay connected, n² times over. Sizes never change.
 */
export function randomRegions(shape: Shape, random: Random): number[] {
  const { n } = shape;
  const regions = new Uint16Array(n * n);
  for (let cell = 0; cell < n * n; cell++) regions[cell] = shape.plain.boxOf(Math.floor(cell / n), cell % n);
  const border = (cell: number): number[] =>
    neighbours(cell, n, ORTHOGONAL)
      .filter((next) => regions[next] !== regions[cell])
      .map((next) => regions[next]!);
  for (let round = 0; round < n * n * n; round++) {
    const a = random.int(0, n * n - 1);
    const others = border(a);
    if (others.length === 0) continue;
    const from = regions[a]!;
    const to = others[random.int(0, others.length - 1)]!;
    const candidates: number[] = [];
    for (let cell = 0; cell < n * n; cell++) if (regions[cell] === to && border(cell).includes(from)) candidates.push(cell);
    if (candidates.length === 0) continue;
    const b = candidates[random.int(0, candidates.length - 1)]!;
    if (b === a) continue;
    regions[a] = to;
    regions[b] = from;
    if (!connected(regions, n, from) || !connected(regions, n, to)) {
      regions[a] = from;
      regions[b] = to;
    }
  }
  return Array.from(regions);
}

/**
 * Random killer cages over a complete grid: cells in random order each start a cage of a random
 * size from 2 to `maxSize`, grown through random orthogonal neighbours not yet caged whose values
 * the cage does not hold yet; a cell left with no such neighbour is a cage of one. Each cage's sum
 * is its cells' values in the grid.
 */
export function randomCages(solution: { n: number; cells: Uint16Array }, random: Random, maxSize = 5): { cells: number[]; sum: number }[] {
  const { n, cells: values } = solution;
  const caged = new Uint8Array(n * n);
  const cages: { cells: number[]; sum: number }[] = [];
  for (const start of random.shuffle([...Array(n * n).keys()])) {
    if (caged[start]) continue;
    const size = random.int(Math.min(2, maxSize), maxSize);
    const cage = [start];
    caged[start] = 1;
    while (cage.length < size) {
      const held = new Set(cage.map((c) => values[c]));
      const next: number[] = [];
      for (const c of cage)
        for (const cell of neighbours(c, n, ORTHOGONAL))
          if (!caged[cell] && !held.has(values[cell]) && !next.includes(cell)) next.push(cell);
      if (next.length === 0) break;
      const cell = next[random.int(0, next.length - 1)]!;
      cage.push(cell);
      caged[cell] = 1;
    }
    cage.sort((a, b) => a - b);
    cages.push({ cells: cage, sum: cage.reduce((t, c) => t + values[c]!, 0) });
  }
  return cages;
}

/**
 * Random lines over a complete grid: up to `count` walks from random starts, each step to a random
 * neighbour (a king's move) on no line yet whose value `steps` allows after the last cell's, of 3 to
 * 6 cells; shorter walks are dropped. Thermometers step to larger values, whispers far enough apart.
 */
export function randomLines(
  solution: { n: number; cells: Uint16Array },
  random: Random,
  steps: (from: number, to: number) => boolean,
  count = solution.n,
): number[][] {
  const { n, cells: values } = solution;
  const used = new Uint8Array(n * n);
  const out: number[][] = [];
  for (const start of random.shuffle([...Array(n * n).keys()])) {
    if (out.length >= count) break;
    if (used[start]) continue;
    const length = random.int(3, Math.min(6, n));
    const path = [start];
    while (path.length < length) {
      const at = path.at(-1)!;
      const next = neighbours(at, n, KING).filter((cell) => !used[cell] && !path.includes(cell) && steps(values[at]!, values[cell]!));
      if (next.length === 0) break;
      path.push(next[random.int(0, next.length - 1)]!);
    }
    if (path.length < 3) continue;
    for (const c of path) used[c] = 1;
    out.push(path);
  }
  return out;
}

/** Random thermometers over a complete grid: lines whose values rise from the bulb. */
export function randomThermometers(solution: { n: number; cells: Uint16Array }, random: Random, count = solution.n): number[][] {
  return randomLines(solution, random, (from, to) => to > from, count);
}

/**
 * Every pair of orthogonal neighbours of a complete grid whose values stand in a relation (a Kropki
 * dot or an XV mark goes there), each once, the smaller cell first.
 */
export function markedPairs(solution: { n: number; cells: Uint16Array }, stands: (a: number, b: number) => boolean): [number, number][] {
  const { n, cells: values } = solution;
  return orthogonalPairs(n).filter(([a, b]) => stands(values[a]!, values[b]!));
}

/**
 * Every row and column of a complete grid read from each end: its cells in that order, and the one
 * clue among `clues` that `holds` there. A line on which no clue or more than one holds gets none.
 */
export function lineClues(
  n: number,
  clues: readonly number[],
  holds: (cells: number[], clue: number) => boolean,
): { cells: number[]; clue: number }[] {
  const lines: number[][] = [];
  for (let i = 0; i < n; i++) {
    const row = Array.from({ length: n }, (_, j) => i * n + j);
    const column = Array.from({ length: n }, (_, j) => j * n + i);
    lines.push(row, column, [...row].reverse(), [...column].reverse());
  }
  return lines.flatMap((cells) => {
    const held = clues.filter((clue) => holds(cells, clue));
    return held.length === 1 ? [{ cells, clue: held[0]! }] : [];
  });
}

/**
 * Counting circles over a complete grid: values taken in a random order while they fit in about
 * 2n circles, each on as many random cells holding it as it says, until the circles number n or more.
 */
export function randomCountingCircles(solution: { n: number; cells: Uint16Array }, random: Random): number[] {
  const { n, cells: values } = solution;
  const circles: number[] = [];
  for (const value of random.shuffle(Array.from({ length: n }, (_, i) => i + 1))) {
    if (circles.length >= n) break;
    if (circles.length + value > 2 * n) continue;
    const holding = Array.from(values.keys()).filter((cell) => values[cell] === value);
    circles.push(...random.shuffle(holding).slice(0, value));
  }
  return circles.sort((a, b) => a - b);
}
