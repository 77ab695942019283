// Why a puzzle has no solution: a minimal set of givens and constraint instances that conflict.
import { CadicalSolver } from '../../solvers/cadical.js';
import { cellLiteral } from '../core/cell-variables.js';
import { cellName, type Grid } from '../core/grid.js';
import { Deadline } from '../core/deadline.js';
import { forbiddenValues } from '../../encodings/rules.js';
import { DEFAULT_SUM_ENCODING, type Emitter, sumEncoding } from '../../encodings/sums/index.js';
import { DEFAULT_THERMOMETER_ENCODING, thermometerEncoding } from '../../encodings/thermometers.js';
import { weightOf } from '../core/rules/index.js';

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

interface Part extends ConflictPart {
  /** The assumption that switches it on: a given's literal, or a constraint's selector. */
  literal: number;
  /** Its clauses, each without the selector (a given has none). */
  clauses: number[][];
}

/**
 * The parts of a puzzle: each given, and each instance of its constraints (every row, column,
 * box or region, extra unit, and cell pair of a pair rule), the latter guarded by a selector
 * variable after the n³ cell variables. That every cell holds exactly one value is no part: it
 * is what a grid is.
 */
function partsOf(puzzle: Grid): { parts: Part[]; cellClauses: number[][] } {
  const { n, shape } = puzzle;
  const parts: Part[] = [];
  const cellClauses: number[][] = [];
  for (let cell = 0; cell < n * n; cell++) {
    const lits = Array.from({ length: n }, (_, i) => cellLiteral(n, cell, i + 1));
    cellClauses.push(lits);
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) cellClauses.push([-lits[i]!, -lits[j]!]);
  }
  let selector = n * n * n;
  const unit = (name: string, cells: readonly number[]) => {
    const clauses: number[][] = [];
    for (let v = 1; v <= n; v++) {
      const lits = cells.map((c) => cellLiteral(n, c, v));
      if (cells.length === n) clauses.push(lits);
      for (let i = 0; i < lits.length; i++) for (let j = i + 1; j < lits.length; j++) clauses.push([-lits[i]!, -lits[j]!]);
    }
    parts.push({ kind: 'unit', name, cells: [...cells], literal: ++selector, clauses });
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
    const clauses = forbiddenValues(pair, n).map(([x, y]) => [-cellLiteral(n, pair.a, x), -cellLiteral(n, pair.b, y)]);
    parts.push({
      kind: 'pair',
      name: `${pair.label} ${cellName(n, pair.a)}–${cellName(n, pair.b)}`,
      cells: [pair.a, pair.b],
      literal: ++selector,
      clauses,
    });
  }
  // Sums and thermometers: their clauses (and auxiliary variables) from their encodings.
  const encoded = (name: string, cells: number[], encode: (out: Emitter) => void) => {
    const clauses: number[][] = [];
    const literal = ++selector;
    encode({
      newVar: () => ++selector,
      clause(terms) {
        if (terms.some((t) => t === true)) return;
        clauses.push(terms.filter((t): t is number => typeof t === 'number'));
      },
    });
    parts.push({ kind: 'unit', name, cells, literal, clauses });
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
  for (const { cells } of shape.chains)
    encoded(`thermometer ${cells.map((c) => cellName(n, c)).join('→')}`, cells, (out) =>
      thermometerEncoding(DEFAULT_THERMOMETER_ENCODING).encode([cells], n, (cell, v) => cellLiteral(n, cell, v), out),
    );
  puzzle.cells.forEach((v, cell) => {
    if (v !== 0)
      parts.push({ kind: 'given', name: `${cellName(n, cell)} = ${v}`, cells: [cell], literal: cellLiteral(n, cell, v), clauses: [] });
  });
  return { parts, cellClauses };
}

async function solverOf(cellClauses: number[][], parts: readonly Part[]): Promise<CadicalSolver> {
  const solver = await CadicalSolver.create();
  for (const clause of cellClauses) solver.addClause(clause);
  for (const part of parts) for (const clause of part.clauses) solver.addClause([...clause, -part.literal]);
  return solver;
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
  const { parts, cellClauses } = partsOf(puzzle);
  let calls = 0;
  const ask = async (solver: CadicalSolver, chosen: readonly Part[]) => {
    calls++;
    const remaining = deadline.remainingMs();
    return solver.solve({ assumptions: chosen.map((p) => p.literal), ...(remaining !== undefined ? { timeoutMs: remaining } : {}) });
  };
  let core: Part[];
  {
    await using solver = await solverOf(cellClauses, parts);
    const first = await ask(solver, parts);
    if (first.status === 'sat') return { reason: 'the puzzle has a solution', calls };
    if (first.status === 'unknown') return { reason: first.reason ?? 'stopped', calls };
    core = parts.filter((p) => solver.failed(p.literal));
    const order = [...core.filter((p) => p.kind !== 'given'), ...core.filter((p) => p.kind === 'given')];
    for (const part of order) {
      if (!core.includes(part)) continue;
      const without = core.filter((p) => p !== part);
      const r = await ask(solver, without);
      if (r.status === 'unknown') return { reason: r.reason ?? 'stopped', calls };
      if (r.status === 'unsat') core = without.filter((p) => solver.failed(p.literal));
    }
  }
  await using check = await solverOf(cellClauses, core);
  const r = await ask(check, core);
  if (r.status !== 'unsat')
    throw new Error(`internal error: the conflict found has ${r.status === 'sat' ? 'a solution' : 'no answer'} when checked again`);
  const rank = { given: 0, unit: 1, pair: 2 } as const;
  const named = [...core].sort((a, b) => rank[a.kind] - rank[b.kind]);
  return { conflict: named.map(({ kind, name, cells }) => ({ kind, name, cells })), calls };
}

/** `r1c1 = 5, r3c3 = 5 and diagonal (main)`. */
export function conflictSentence(parts: readonly ConflictPart[]): string {
  const names = parts.map((p) => p.name);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
