// The techniques of killer and thermometer solvers: cage combinations, the rule of 45 (innies and
// outies), and thermometer bounds.
import { cellName } from '../core/grid.js';
import { ruleOf45Houses } from '../core/houses.js';
import { ruleKind, supported, weightOf } from '../core/rules/index.js';
import { cageSets } from './cage-sets.js';
import { sumSupport } from './sum-support.js';
import type { Board } from './board.js';
import type { Candidates } from './candidates.js';
import type { CellValue } from './step.js';
import { removed, step } from './step-text.js';
import type { Technique } from './technique.js';

/** The candidates of the open cells among `cells` that `keeps` (given the cell's place in `cells`) does not keep. */
function eliminationsOf(board: Board, cells: readonly number[], keeps: (i: number, v: number) => boolean): CellValue[] {
  const { candidates } = board;
  const out: CellValue[] = [];
  cells.forEach((cell, i) => {
    if (candidates.value[cell] !== 0) return;
    for (const v of candidates.values(cell)) if (!keeps(i, v)) out.push({ cell, value: v });
  });
  return out;
}

/** The most sets a step names one by one. */
const SETS_NAMED = 12;

/** `holds {1,2,6} or {1,3,5}` (or how many sets, when many), or that no set its cells allow reaches the sum. */
const setsText = (sets: readonly number[][], board: Board) => {
  if (sets.length === 0) return 'holds no set of different values its cells allow';
  if (sets.length > SETS_NAMED) return `holds one of ${sets.length.toLocaleString('en-US')} sets of different values its cells allow`;
  return `holds ${sets.map((s) => `{${s.map((v) => board.valueText(v)).join(',')}}`).join(' or ')}`;
};

/** A cage's cells keep only the values of the sets of different values that reach its sum and fit its candidates. */
export const cageCombination: Technique = {
  name: 'cage combination',
  abbreviation: 'CC',
  level: 'singles',
  find(board) {
    const { n, candidates } = board;
    for (const sum of board.puzzle.shape.sums) {
      const all = sum.distinct ? cageSets(sum, n) : undefined;
      if (all === undefined) continue;
      const cands = sum.cells.map((c) => candidates.values(c));
      const sets = all.filter((set) => cands.every((cs) => cs.some((v) => set.includes(v))));
      const eliminations = eliminationsOf(board, sum.cells, (_, v) => sets.some((set) => set.includes(v)));
      if (eliminations.length === 0) continue;
      return step(
        this,
        { units: [sum.label], cells: [...sum.cells], eliminations },
        `${removed(board, eliminations)}: ${sum.label} ${setsText(sets, board)}`,
      );
    }
    return undefined;
  },
};

/**
 * The rule of 45: k whole rows (or columns, or one box) hold k·(1 + … + n). The cages wholly
 * inside them take their sums; the cells left add up to the rest. One open cell left (an innie)
 * gets what is missing. When every cell left belongs to a cage that reaches out, the cells of
 * those cages outside add up to their sums less the rest; one open cell there (an outie) gets it.
 */
export const inniesAndOuties: Technique = {
  name: 'innies and outies',
  abbreviation: 'IO',
  level: 'singles',
  find(board) {
    const { n, candidates } = board;
    // Sums of different values only (cages), as the houses' are.
    const sums = board.puzzle.shape.sums.filter((s) => s.distinct);
    if (sums.length === 0) return undefined;
    const cageOf = new Map<number, number>();
    for (const [i, s] of sums.entries()) {
      // Cages that share a cell would count it twice: the rule needs disjoint cages.
      for (const c of s.cells) {
        if (cageOf.has(c)) return undefined;
        cageOf.set(c, i);
      }
    }
    const value = (c: number) => candidates.value[c]!;
    const sumOf = (cells: readonly number[]) => cells.reduce((t, c) => t + value(c), 0);
    const cellsText = (cells: readonly number[]) => cells.map((c) => cellName(n, c)).join(', ');
    // The sums are over value indices; a step says the numbers, each index total shifted by (lowest − 1) a cell.
    const shift = board.puzzle.shape.lowest - 1;
    const said = (indexTotal: number, cellCount: number) => indexTotal + shift * cellCount;
    for (const { name, cells, count } of ruleOf45Houses(board.puzzle.shape)) {
      const inUnit = new Set(cells);
      const total = (count * n * (n + 1)) / 2;
      const touching = [...new Set(cells.flatMap((c) => (cageOf.has(c) ? [cageOf.get(c)!] : [])))];
      const inside = touching.filter((i) => sums[i]!.cells.every((c) => inUnit.has(c)));
      const known = inside.reduce((t, i) => t + sums[i]!.sum, 0);
      const covered = new Set(inside.flatMap((i) => sums[i]!.cells));
      const rest = cells.filter((c) => !covered.has(c));
      if (rest.length === 0) continue;
      const left = total - known;
      const open = rest.filter((c) => value(c) === 0);
      if (open.length === 1) {
        const cell = open[0]!;
        const others = rest.filter((c) => c !== cell);
        const v = left - sumOf(others);
        const minus = others.length > 0 ? ` − ${said(sumOf(others), others.length)} (${cellsText(others)})` : '';
        if (v >= 1 && v <= n && candidates.has(cell, v))
          return step(
            this,
            { units: [name], cells: [...covered, ...rest], placements: [{ cell, value: v }] },
            `${cellName(n, cell)} = ${board.valueText(v)}: innie of ${name}: ${said(total, cells.length)} − ${said(known, covered.size)} (the cages inside)${minus} = ${board.valueText(v)}`,
          );
      }
      if (rest.some((c) => !cageOf.has(c))) continue;
      const reaching = touching.filter((i) => !inside.includes(i));
      const outside = reaching.flatMap((i) => sums[i]!.cells.filter((c) => !inUnit.has(c)));
      const outOpen = outside.filter((c) => value(c) === 0);
      if (outOpen.length !== 1) continue;
      const cell = outOpen[0]!;
      const others = outside.filter((c) => c !== cell);
      const reach = reaching.reduce((t, i) => t + sums[i]!.sum, 0);
      const v = reach - left - sumOf(others);
      const minus = others.length > 0 ? ` − ${said(sumOf(others), others.length)} (${cellsText(others)})` : '';
      const [reachSaid, leftSaid] = [said(reach, rest.length + outside.length), said(left, rest.length)];
      if (v >= 1 && v <= n && candidates.has(cell, v))
        return step(
          this,
          { units: [name, ...reaching.map((i) => sums[i]!.label)], cells: [...rest, ...outside], placements: [{ cell, value: v }] },
          `${cellName(n, cell)} = ${board.valueText(v)}: outie of ${name}: the cages reaching out of it add up to ${reachSaid}, ${leftSaid} of it inside (${said(total, cells.length)} − ${said(known, covered.size)}, the cages inside), so ${reachSaid} − ${leftSaid}${minus} = ${board.valueText(v)}`,
        );
    }
    return undefined;
  },
};

/** An arrow's or a little killer's cells keep the values that the others' can still complete to its sum. */
export const sumReach: Technique = {
  name: 'sum reach',
  abbreviation: 'SR',
  level: 'singles',
  find(board) {
    const { n, candidates } = board;
    for (const sum of board.puzzle.shape.sums) {
      // A cage's sets are listed by cage combinations, unless there are too many.
      if (sum.distinct && cageSets(sum, n) !== undefined) continue;
      const weight = (cell: number, v: number) => weightOf(sum, cell, v, n);
      const allowed = sumSupport(
        sum.cells.map((c) => candidates.values(c).map((v) => weight(c, v))),
        sum.sum,
      );
      const eliminations = eliminationsOf(board, sum.cells, (i, v) => allowed[i]!.includes(weight(sum.cells[i]!, v)));
      if (eliminations.length === 0) continue;
      return step(
        this,
        { units: [sum.label], cells: [...sum.cells], eliminations },
        `${removed(board, eliminations)}: ${sum.label} cannot add up with ${eliminations.length > 1 ? 'them' : 'it'}`,
      );
    }
    return undefined;
  },
};

/** Along a thermometer, each cell is above the smallest value the cell before it can hold, and below the largest after it. */
export const thermometerBounds: Technique = {
  name: 'thermometer bounds',
  abbreviation: 'TB',
  level: 'singles',
  find(board) {
    const { n, candidates } = board;
    for (const { rule, cells } of board.puzzle.shape.chains) {
      const low: number[] = [];
      const high: number[] = [];
      let lo = 0;
      for (const c of cells) {
        const values = candidates.values(c).filter((v) => v > lo);
        low.push(lo);
        lo = values[0] ?? n + 1;
      }
      let hi = n + 1;
      for (let i = cells.length - 1; i >= 0; i--) {
        const values = candidates.values(cells[i]!).filter((v) => v < hi);
        high[i] = hi;
        hi = values.at(-1) ?? 0;
      }
      const eliminations = eliminationsOf(board, cells, (i, v) => v > low[i]! && v < high[i]!);
      if (eliminations.length === 0) continue;
      const path = cells.map((c) => cellName(n, c)).join('→');
      const label = ruleKind(rule).label(rule);
      return step(this, { units: [label], cells: [...cells], eliminations }, `${removed(board, eliminations)}: the ${label} ${path} rises`);
    }
    return undefined;
  },
};

/**
 * Rules on cells' values: a cell keeps none of the values its rule excludes (an odd cell: the even
 * ones), and when a value a group must hold (a quadruple's) fits in only as many of its cells as
 * it needs, those cells hold it.
 */
export const cellRules: Technique = {
  name: 'cell rules',
  abbreviation: 'CR',
  level: 'singles',
  find(board) {
    const { n, candidates } = board;
    for (const { cell, values, label } of board.puzzle.shape.exclusions) {
      const eliminations = eliminationsOf(board, [cell], (_, v) => !values.includes(v));
      if (eliminations.length === 0) continue;
      return step(
        this,
        { units: [label], cells: [cell], eliminations },
        `${removed(board, eliminations)}: the ${label} ${cellName(n, cell)}`,
      );
    }
    for (const { cells, value, count, label } of board.puzzle.shape.occurrences) {
      const places = cells.filter((c) => candidates.has(c, value));
      if (places.length !== count) continue;
      const eliminations = eliminationsOf(board, places, (_, v) => v === value);
      if (eliminations.length === 0) continue;
      const where = places.map((c) => cellName(n, c)).join(', ');
      return step(
        this,
        { units: [label], cells: [...cells], eliminations },
        `${removed(board, eliminations)}: the ${label} ${cells.map((c) => cellName(n, c)).join('+')} holds ${board.valueText(value)}${count > 1 ? ` ${count} times` : ''}, which only ${where} can`,
      );
    }
    return undefined;
  },
};

/**
 * Rules on three cells (a between or lockout line's ends and a cell between them): each of the
 * three keeps the values the relation allows with some candidates of the other two.
 */
export const threeCellRules: Technique = {
  name: 'line ends',
  abbreviation: 'LE',
  level: 'singles',
  find(board) {
    const { n, candidates } = board;
    for (const { cells, allowed, label } of board.puzzle.shape.triples) {
      const [a, b, c] = cells;
      const kept = [new Set<number>(), new Set<number>(), new Set<number>()] as const;
      for (const x of candidates.values(a))
        for (const y of candidates.values(b))
          for (const z of allowed.thirds[x * (n + 1) + y]!) {
            if (!candidates.has(c, z)) continue;
            kept[0].add(x);
            kept[1].add(y);
            kept[2].add(z);
          }
      const eliminations = eliminationsOf(board, cells, (i, v) => kept[i as 0 | 1 | 2].has(v));
      if (eliminations.length === 0) continue;
      const [ends, between] = [`${cellName(n, a)} and ${cellName(n, b)}`, cellName(n, c)];
      return step(
        this,
        { units: [label], cells: [...cells], eliminations },
        `${removed(board, eliminations)}: the ${label} with ends ${ends}, at ${between}`,
      );
    }
    return undefined;
  },
};

/**
 * The clues that removed nothing, by board, with their cells' candidates then: a clue is read
 * again only once they change. Unrolling a clue over a 36x36's values takes a third of a second,
 * and `explain` looks for a step hundreds of times.
 */
const idleClues = new WeakMap<Candidates, Map<number, string>>();

/** The values and candidates of cells, as one string. */
function cellsState(candidates: Candidates, cells: readonly number[]): string {
  const { stride, bits, value } = candidates;
  return cells.map((c) => `${value[c]}/${bits.subarray(c * stride, (c + 1) * stride).join('.')}`).join(',');
}

/** A row or column an outside clue reads: each cell keeps the values on some sequence the clue accepts. */
export const outsideClues: Technique = {
  name: 'outside clues',
  abbreviation: 'OC',
  level: 'singles',
  find(board) {
    const { candidates } = board;
    let idle = idleClues.get(candidates);
    if (!idle) {
      idle = new Map();
      idleClues.set(candidates, idle);
    }
    for (const [index, { cells, automaton, label }] of board.puzzle.shape.sequences.entries()) {
      const seen = cellsState(candidates, cells);
      if (idle.get(index) === seen) continue;
      const kept = supported(
        automaton,
        cells.map((c) => candidates.values(c)),
      );
      const eliminations = eliminationsOf(board, cells, (i, v) => kept?.[i]?.includes(v) ?? false);
      if (eliminations.length === 0) {
        idle.set(index, seen);
        continue;
      }
      return step(this, { units: [label], cells: [...cells], eliminations }, `${removed(board, eliminations)}: the ${label}`);
    }
    return undefined;
  },
};
