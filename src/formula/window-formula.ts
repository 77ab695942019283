import type { AmoEncoding } from '../../encodings/amo/encoding.js';
import type { Candidates } from '../logic/candidates.js';
import { bufferSource, type FormulaSource } from '../cnf/formula-source.js';
import { ClauseBuffer } from '../cnf/sink.js';
import { VarPool } from '../cnf/var-pool.js';
import type { Units } from '../logic/units.js';
import { windowRuleClauses } from './window-rules.js';

/** A window's formula, and how to read a cell's value from a model of it. */
export interface WindowFormula extends FormulaSource {
  /** The value a model gives a cell of the window (0 if it gives none). */
  valueOf(model: Int8Array, cell: number): number;
  /** The variable of "cell holds v", for a cell of the window and one of its candidates. */
  literal(cell: number, v: number): number;
  /** The window's cells, and each one's candidates. */
  cells: readonly number[];
  values(cell: number): readonly number[];
}

/**
 * The formula of a window: some open cells of a propagated puzzle, solved while the others wait
 * (the bands strategy for large sparse grids). Over the window's candidates: each cell takes
 * exactly one value; each value at most once in every unit; and at least once in a unit when
 * all of the unit's places for it lie in the window (otherwise an outside cell may still take
 * it); and the rules, as far as they bind the window (window-rules.ts). The cell literals are
 * numbered 1..m in window order, the lookahead's variables (below) and then the at-most-one
 * encodings' after them. `watch` is given the clause count as it grows (after the units, and as
 * the rules' clauses are written), and may stop the building by throwing.
 */
export function windowFormula(
  candidates: Candidates,
  units: Units,
  window: readonly number[],
  amo: AmoEncoding,
  watch: (clauses: number) => void = () => {},
): WindowFormula {
  const { n } = candidates;
  // first[i]: the first variable of the window's i-th cell, its candidates numbered in order.
  const indexOf = new Int32Array(n * n).fill(-1);
  const first = new Int32Array(window.length + 1);
  const values: number[][] = [];
  window.forEach((cell, i) => {
    indexOf[cell] = i;
    values.push(candidates.values(cell));
    first[i + 1] = first[i]! + values[i]!.length;
  });
  const literal = (cell: number, v: number): number => {
    const i = indexOf[cell]!;
    return first[i]! + values[i]!.indexOf(v) + 1;
  };
  const cellVariables = first[window.length]!;

  const touched = new Set<number>();
  for (const cell of window) for (let j = 0; j < 3; j++) touched.add(units.of[3 * cell + j]!);
  const look = lookahead(candidates, units, window, indexOf, literal, cellVariables + 1);
  const pool = new VarPool(cellVariables + look.keepVariables + 1);

  // Built once into a buffer: the source declares its totals before its clauses.
  const buffer = new ClauseBuffer();
  for (let i = 0; i < window.length; i++) {
    const lits = Int32Array.from(values[i]!, (_, j) => first[i]! + j + 1);
    buffer.addClause(lits);
    amo.encode(lits, pool, buffer);
  }
  const places = placeLists(n);
  for (const u of [...touched].sort((a, b) => a - b)) {
    gatherPlaces(candidates, units, u, places);
    for (let v = 1; v <= n; v++) {
      const at = places[v]!;
      const inside = at.filter((cell) => indexOf[cell]! >= 0);
      if (inside.length === 0) continue;
      const lits = Int32Array.from(inside, (cell) => literal(cell, v));
      if (inside.length === at.length) buffer.addClause(lits);
      amo.encode(lits, pool, buffer);
    }
  }
  watch(buffer.length);
  if (!units.shape.classic) {
    const inWindow = (cell: number) => indexOf[cell]! >= 0;
    windowRuleClauses(units.shape, candidates, { inWindow, literal }, amo, pool, buffer, () => watch(buffer.length));
  }
  for (const clause of look.clauses) buffer.addClause(clause);
  return {
    ...bufferSource(buffer, pool.first - 1 + pool.used),
    literal,
    cells: window,
    values: (cell) => values[indexOf[cell]!]!,
    valueOf(model, cell) {
      const i = indexOf[cell]!;
      for (let j = 0; j < values[i]!.length; j++) if (model[first[i]! + j + 1]! > 0) return values[i]![j]!;
      return 0;
    },
  };
}

/**
 * One step of propagation beyond the window, as clauses: what the window's values would strike
 * from the cells outside must leave each of them a value, and each unit a place for each value
 * it lacks (every solution of the puzzle does both). keep(x, v), "outside cell x keeps v", is
 * implied false by every window literal of v that shares a unit with x. Only what the window
 * could empty is stated: a cell with more candidates than window cells among its peers, or a
 * value with more places outside than a band has lines (a band places a value once a line),
 * keeps one whatever the window does. With bands, this is what stops a band from choosing
 * values that leave a cell of a later band without any.
 */
function lookahead(
  candidates: Candidates,
  units: Units,
  window: readonly number[],
  indexOf: Int32Array,
  literal: (cell: number, v: number) => number,
  firstKeep: number,
): { keepVariables: number; clauses: Int32Array[] } {
  const { n, shape } = candidates;
  const lines = Math.max(shape.boxRows, shape.boxCols);
  const keeps = new Map<number, number>();
  const clauses: Int32Array[] = [];
  // The window cells among each outside cell's peers, found once.
  const peerCache = new Map<number, number[]>();
  const windowPeers = (x: number): number[] => {
    let peers = peerCache.get(x);
    if (peers === undefined) {
      const found = new Set<number>();
      for (let j = 0; j < 3; j++) {
        const u = units.of[3 * x + j]!;
        for (const y of units.cells.subarray(u * n, (u + 1) * n)) if (indexOf[y]! >= 0) found.add(y);
      }
      peers = [...found];
      peerCache.set(x, peers);
    }
    return peers;
  };
  // The window literals of v among x's peers (none: x keeps v whatever the window does).
  const threats = (x: number, v: number): number[] =>
    windowPeers(x)
      .filter((y) => candidates.has(y, v))
      .map((y) => literal(y, v));
  const keep = (x: number, v: number, threat: number[]): number => {
    const key = x * (n + 1) + v;
    let k = keeps.get(key);
    if (k === undefined) {
      k = firstKeep + keeps.size;
      keeps.set(key, k);
      for (const y of threat) clauses.push(Int32Array.of(-y, -k));
    }
    return k;
  };
  const outsideNear = new Set<number>();
  for (const cell of window) {
    for (let j = 0; j < 3; j++) {
      const u = units.of[3 * cell + j]!;
      for (const x of units.cells.subarray(u * n, (u + 1) * n)) if (indexOf[x]! < 0 && candidates.value[x] === 0) outsideNear.add(x);
    }
  }
  for (const x of [...outsideNear].sort((a, b) => a - b)) {
    if (candidates.size(x) > windowPeers(x).length) continue;
    const values = candidates.values(x);
    const threat = values.map((v) => threats(x, v));
    if (threat.some((t) => t.length === 0)) continue;
    clauses.push(Int32Array.from(values, (v, i) => keep(x, v, threat[i]!)));
  }
  const places = placeLists(n);
  for (let u = 0; u < 3 * n; u++) {
    if (units.cells.subarray(u * n, (u + 1) * n).some((c) => indexOf[c]! >= 0)) continue; // the window's own units have their clauses
    gatherPlaces(candidates, units, u, places);
    for (let v = 1; v <= n; v++) {
      const at = places[v]!;
      if (at.length === 0 || at.length > lines) continue;
      const threat = at.map((x) => threats(x, v));
      if (threat.some((t) => t.length === 0)) continue;
      clauses.push(Int32Array.from(at, (x, i) => keep(x, v, threat[i]!)));
    }
  }
  return { keepVariables: keeps.size, clauses };
}

/** One list of places per value 1..n, reused from unit to unit. */
function placeLists(n: number): number[][] {
  return Array.from({ length: n + 1 }, () => []);
}

/** places[v]: the open cells of unit u that still allow v, in one pass over the unit. */
function gatherPlaces(candidates: Candidates, units: Units, u: number, places: number[][]): void {
  for (const list of places) list.length = 0;
  for (const c of units.cells.subarray(u * candidates.n, (u + 1) * candidates.n)) {
    if (candidates.value[c] === 0) for (const v of candidates.values(c)) places[v]!.push(c);
  }
}
