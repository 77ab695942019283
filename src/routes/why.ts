// Why a puzzle has no solution: a minimal set of givens and constraint instances that conflict.
import { encodeRankings } from '../../encodings/ranking.js';
import { CadicalSolver } from '../../solvers/cadical.js';
import { cellLiteral } from '../core/cell-variables.js';
import { cellName, findConflicts, type Grid } from '../core/grid.js';
import { Deadline, TimeLimitReached } from '../core/deadline.js';
import { atLeastClauses, encodeRules, encodeSequence, forbiddenValues, tripleClauses } from '../../encodings/rules.js';
import { DEFAULT_SUM_ENCODING, type Emitter, sumEncoding } from '../../encodings/sums/index.js';
import { DEFAULT_THERMOMETER_ENCODING, thermometerEncoding } from '../../encodings/thermometers.js';
import { weightOf } from '../core/rules/index.js';
import { auto as autoAmo } from '../../encodings/amo/auto.js';
import { encodePartition } from '../../encodings/chaos.js';
import type { ClauseSink } from '../cnf/sink.js';
import { VarPool } from '../cnf/var-pool.js';

/** One member of a conflict: a given, or one instance of a constraint (a row, a diagonal, a pair of cells). */
export interface ConflictPart {
  kind: 'given' | 'unit' | 'pair';
  /** `r1c1 = 5`, `row 3`, `diagonal (main)`, `anti-knight r1c1–r2c3`. */
  name: string;
  /** The cells it is about. */
  cells: number[];
}

export interface WhyOutcome {
  /** A minimal set that has no solution: leave any one out and the rest has one; undefined when not found in time. */
  conflict?: ConflictPart[];
  /** Why no set was found: the puzzle has a solution, or a time limit. */
  reason?: string;
  /** Solver calls made, the check by a second solver included. */
  calls: number;
}

/** Where a part's clauses go, and where its auxiliary variables come from. */
interface Sink extends ClauseSink {
  pool: VarPool;
}

interface Part extends ConflictPart {
  /** The assumption that switches it on: a given's literal, or a constraint's selector. */
  literal: number;
  /** Writes its clauses, each without the selector (a given has none): made when a solver is loaded, never held. */
  emit(out: Sink): void;
}

/** At most one of a group: pairwise while small, a sequential counter on large grids (pairwise grows as m²/2). */
function emitAmo(lits: number[], out: Sink): void {
  autoAmo.encode(Int32Array.from(lits), out.pool, out);
}

/** A cell's clauses: at least one value, at most one. */
function emitCell(n: number, cell: number, out: Sink): void {
  const lits = Array.from({ length: n }, (_, i) => cellLiteral(n, cell, i + 1));
  out.addClause(lits);
  emitAmo(lits, out);
}

/**
 * The parts of a puzzle: each given, and each instance of its constraints (every row, column,
 * box or region, extra unit, and cell pair of a pair rule), the latter guarded by a selector
 * variable after the n³ cell variables. That every cell holds exactly one value is no part: it
 * is what a grid is.
 */
function partsOf(puzzle: Grid): Part[] {
  const { n, shape } = puzzle;
  const parts: Part[] = [];
  let selector = n * n * n;
  const unit = (name: string, cells: readonly number[]) => {
    const emit = (out: Sink) => {
      for (let v = 1; v <= n; v++) {
        const lits = cells.map((c) => cellLiteral(n, c, v));
        if (cells.length === n) out.addClause(lits);
        emitAmo(lits, out);
      }
    };
    parts.push({ kind: 'unit', name, cells: [...cells], literal: ++selector, emit });
  };
  for (let r = 0; r < n; r++)
    unit(
      `row ${r + 1}`,
      Array.from({ length: n }, (_, c) => r * n + c),
    );
  for (let c = 0; c < n; c++)
    unit(
      `column ${c + 1}`,
      Array.from({ length: n }, (_, r) => r * n + c),
    );
  const box = shape.regions ? 'region' : 'box';
  for (let b = 0; b < n; b++)
    unit(
      `${box} ${b + 1}`,
      Array.from({ length: n }, (_, j) => shape.boxCellRow(b, j) * n + shape.boxCellCol(b, j)),
    );
  for (const u of shape.extraUnits) unit(u.name, u.cells);
  for (const pair of shape.pairs) {
    parts.push({
      kind: 'pair',
      name: `${pair.label} ${cellName(n, pair.a)}–${cellName(n, pair.b)}`,
      cells: [pair.a, pair.b],
      literal: ++selector,
      emit: (out) => {
        for (const [x, y] of forbiddenValues(pair, n)) out.addClause([-cellLiteral(n, pair.a, x), -cellLiteral(n, pair.b, y)]);
      },
    });
  }
  for (const triple of shape.triples) {
    const [a, b, c] = triple.cells;
    parts.push({
      kind: 'unit',
      name: `${triple.label} ${[a, b, c].map((cell) => cellName(n, cell)).join('+')}`,
      cells: [a, b, c],
      literal: ++selector,
      emit: (out) => {
        for (const [x, y, thirds] of tripleClauses(triple, n))
          out.addClause([-cellLiteral(n, a, x), -cellLiteral(n, b, y), ...thirds.map((z) => cellLiteral(n, c, z))]);
      },
    });
  }
  for (const { cell, values, label } of shape.exclusions) {
    parts.push({
      kind: 'unit',
      name: `${label} ${cellName(n, cell)}`,
      cells: [cell],
      literal: ++selector,
      emit: (out) => {
        for (const v of values) out.addClause([-cellLiteral(n, cell, v)]);
      },
    });
  }
  for (const { cells, value, count, label } of shape.occurrences) {
    parts.push({
      kind: 'unit',
      name: `${label} ${cells.map((c) => cellName(n, c)).join('+')} (${value})`,
      cells: [...cells],
      literal: ++selector,
      emit: (out) => {
        for (const group of atLeastClauses(cells, count)) out.addClause(group.map((c) => cellLiteral(n, c, value)));
      },
    });
  }
  // Sums and thermometers: their clauses (and auxiliary variables) from their encodings.
  const encoded = (name: string, cells: number[], encode: (out: Emitter) => void) => {
    const emit = (out: Sink) =>
      encode({
        newVar: () => out.pool.take(),
        clause(terms) {
          if (terms.some((t) => t === true)) return;
          out.addClause(terms.filter((t): t is number => typeof t === 'number'));
        },
      });
    parts.push({ kind: 'unit', name, cells, literal: ++selector, emit });
  };
  for (const sum of shape.sums) {
    const values = (cell: number) =>
      Array.from({ length: n }, (_, i) => ({ value: weightOf(sum, cell, i + 1, n), lit: cellLiteral(n, cell, i + 1) }));
    encoded(sum.label.replace(/^the /, ''), [...sum.cells], (out) =>
      sumEncoding(DEFAULT_SUM_ENCODING, sum.distinct, { m: sum.cells.length, sum: sum.sum, n }).encode(
        { cells: sum.cells.map(values), sum: sum.sum, distinct: sum.distinct, n, what: sum.label },
        out,
      ),
    );
  }
  for (const sequence of shape.sequences)
    encoded(sequence.label, [...sequence.cells], (out) => encodeSequence(sequence, (cell, v) => cellLiteral(n, cell, v), n, out));
  for (const ranking of shape.rankings)
    encoded(ranking.label, [...new Set([...ranking.line, ...ranking.others.flat()])], (out) =>
      encodeRankings([ranking], n, (cell, v) => cellLiteral(n, cell, v), out),
    );
  for (const { cells } of shape.chains)
    encoded(`thermometer ${cells.map((c) => cellName(n, c)).join('→')}`, cells, (out) =>
      thermometerEncoding(DEFAULT_THERMOMETER_ENCODING).encode([cells], n, (cell, v) => cellLiteral(n, cell, v), out),
    );
  const built = shape.partitions[0];
  if (built) {
    const groups = shape.regionGroups.map((g) => g.cells);
    const emit = (out: Sink) =>
      encodePartition(
        n,
        groups,
        shape.regionCounts,
        (cell, v) => cellLiteral(n, cell, v),
        {
          newVar: () => out.pool.take(),
          clause(terms) {
            if (terms.some((t) => t === true)) return;
            out.addClause(terms.filter((t): t is number => typeof t === 'number'));
          },
        },
        autoAmo,
        out.pool,
        out,
      );
    parts.push({
      kind: 'unit',
      name: 'the regions of the chaos construction',
      cells: Array.from({ length: n * n }, (_, c) => c),
      literal: ++selector,
      emit,
    });
  }
  // A choice between rules (any-of): the clauses its rule writes, selectors and guarded alternatives.
  for (const { rule, label } of shape.choices) {
    const alone = shape.plain.withVariant({ regions: shape.regions, rules: [rule] });
    // Every cell: its rules may reach anywhere, and a cell's own clauses change no answer.
    const cells = Array.from({ length: n * n }, (_, cell) => cell);
    parts.push({
      kind: 'unit',
      name: label,
      cells,
      literal: ++selector,
      emit: (out) => {
        for (const _ of encodeRules(alone, [], autoAmo, out.pool, out));
      },
    });
  }
  puzzle.cells.forEach((v, cell) => {
    if (v !== 0)
      parts.push({
        kind: 'given',
        name: `${cellName(n, cell)} = ${puzzle.shape.valueOf(v)}`,
        cells: [cell],
        literal: cellLiteral(n, cell, v),
        emit: () => {},
      });
  });
  return parts;
}

/**
 * A solver holding `parts` (each guarded by its selector) and the cell clauses of the cells they
 * name: a cell no part names can take any value, so its clauses change no answer. The clauses go
 * into the solver as they are made; loading stops at the deadline (TimeLimitReached).
 */
async function solverOf(puzzle: Grid, all: readonly Part[], parts: readonly Part[], deadline: Deadline): Promise<CadicalSolver> {
  const { n } = puzzle;
  const solver = await CadicalSolver.create();
  try {
    let added = 0;
    let guard = 0;
    const out: Sink = {
      addClause(clause) {
        solver.addClause(guard === 0 ? clause : [...Array.from(clause), -guard]);
        if (++added % 65_536 === 0) deadline.check('loading the formula');
      },
      pool: new VarPool(n * n * n + all.length + 1),
    };
    const named = new Uint8Array(n * n);
    for (const part of parts) for (const cell of part.cells) named[cell] = 1;
    for (let cell = 0; cell < n * n; cell++) if (named[cell]) emitCell(n, cell, out);
    for (const part of parts) {
      guard = part.literal;
      part.emit(out);
    }
    return solver;
  } catch (e) {
    await solver[Symbol.asyncDispose]();
    throw e;
  }
}

/** Two equal givens in one row, column, box or extra unit: that is a minimal conflict, without a search for one. */
function clashingGivens(puzzle: Grid, parts: readonly Part[]): Part[] | undefined {
  const clash = findConflicts(puzzle).find((c) => parts.some((p) => p.kind === 'unit' && p.name === c.where));
  if (!clash) return undefined;
  const given = (cell: number) => parts.find((p) => p.kind === 'given' && p.cells[0] === cell)!;
  return [given(clash.first), given(clash.second), parts.find((p) => p.kind === 'unit' && p.name === clash.where)!];
}

/**
 * A minimal unsatisfiable subset over the givens and constraint instances, by assumptions and
 * deletion: every part switched on by an assumption, the solver's failed assumptions as the first
 * core, then each part of the core left out in turn (constraints first, then givens) and kept
 * only if the rest then has a solution. The set found is checked by a second solver, built from
 * its parts alone: it must have no solution.
 */
export async function explainNoSolution(puzzle: Grid, timeoutMs?: number): Promise<WhyOutcome> {
  const deadline = Deadline.after(timeoutMs);
  const tally = { calls: 0 };
  try {
    return { ...(await explain(puzzle, deadline, tally)), calls: tally.calls };
  } catch (e) {
    if (e instanceof TimeLimitReached) return { reason: e.message, calls: tally.calls };
    throw e;
  }
}

/** The conflict, or why there is none; `tally` counts the solver calls, which a time limit does not lose. */
async function explain(puzzle: Grid, deadline: Deadline, tally: { calls: number }): Promise<Omit<WhyOutcome, 'calls'>> {
  const parts = partsOf(puzzle);
  const ask = async (solver: CadicalSolver, chosen: readonly Part[]) => {
    tally.calls++;
    const remaining = deadline.remainingMs();
    return solver.solve({ assumptions: chosen.map((p) => p.literal), ...(remaining !== undefined ? { timeoutMs: remaining } : {}) });
  };
  const found = clashingGivens(puzzle, parts) ?? (await deletionCore(await solverOf(puzzle, parts, parts, deadline), parts, ask));
  if (!Array.isArray(found)) return found;
  await using check = await solverOf(puzzle, parts, found, deadline);
  const r = await ask(check, found);
  if (r.status !== 'unsat')
    throw new Error(`internal error: the conflict found has ${r.status === 'sat' ? 'a solution' : 'no answer'} when checked again`);
  const rank = { given: 0, unit: 1, pair: 2 } as const;
  const named = [...found].sort((a, b) => rank[a.kind] - rank[b.kind]);
  return { conflict: named.map(({ kind, name, cells }) => ({ kind, name, cells })) };
}

/**
 * The core by deletion on a solver holding every part (disposed of at the end): the failed
 * assumptions first, then each part left out in turn, constraints before givens.
 */
async function deletionCore(
  solver: CadicalSolver,
  parts: readonly Part[],
  ask: (solver: CadicalSolver, chosen: readonly Part[]) => ReturnType<CadicalSolver['solve']>,
): Promise<Part[] | { reason: string }> {
  await using held = solver;
  const first = await ask(held, parts);
  if (first.status === 'sat') return { reason: 'the puzzle has a solution' };
  if (first.status === 'unknown') return { reason: first.reason ?? 'stopped' };
  let core = parts.filter((p) => held.failed(p.literal));
  const order = [...core.filter((p) => p.kind !== 'given'), ...core.filter((p) => p.kind === 'given')];
  for (const part of order) {
    if (!core.includes(part)) continue;
    const without = core.filter((p) => p !== part);
    const r = await ask(held, without);
    if (r.status === 'unknown') return { reason: r.reason ?? 'stopped' };
    if (r.status === 'unsat') core = without.filter((p) => held.failed(p.literal));
  }
  return core;
}

/** `r1c1 = 5, r3c3 = 5 and diagonal (main)`. */
export function conflictSentence(parts: readonly ConflictPart[]): string {
  const names = parts.map((p) => p.name);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
