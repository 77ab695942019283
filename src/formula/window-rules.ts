import type { AmoEncoding } from '../../encodings/amo/encoding.js';
import type { ClauseSink } from '../cnf/sink.js';
import type { VarPool } from '../cnf/var-pool.js';
import { type PairTable, pairTable } from '../core/rules/pair-table.js';
import type { Shape } from '../core/shape.js';
import type { Candidates } from '../logic/candidates.js';

/**
 * Why the bands strategy cannot take a puzzle's rules into account, or undefined when it can. A
 * band's formula holds what ties at most two cells at once (pairs, a chain's neighbours, values
 * kept out of a cell) and all-different units, each split exactly between the bands: what a band
 * leaves out involves a cell of a later band, whose own formula then sees the decided value.
 * Sums, triples, sequences, ranked lines, required values and choices between rules tie many cells at once, which no band sees whole.
 */
export function unsplitRules(shape: Shape): string | undefined {
  const whole = [
    [shape.sums.length, 'sums'],
    [shape.triples.length, 'three-cell rules'],
    [shape.sequences.length, 'outside clues'],
    [shape.rankings.length, 'ranked lines'],
    [shape.occurrences.length, 'required values'],
    [shape.partitions.length, 'regions to build'],
    [shape.choices.length, 'choices between rules'],
  ] as const;
  const found = whole.filter(([count]) => count > 0).map(([, what]) => what);
  return found.length > 0 ? `its ${found.join(', ')} span bands` : undefined;
}

/** A chain's neighbours: the second may not hold a value that is not above the first's. */
const notRising = (a: number, b: number): boolean => a >= b;

/** What the rule clauses of a window need to know of it: which cells it holds, and their literals. */
export interface WindowCells {
  inWindow(cell: number): boolean;
  /** The variable of "cell holds v" (v one of the cell's candidates). */
  literal(cell: number, v: number): number;
}

/**
 * The rules of a shape over a window's open cells (see `unsplitRules` for the rules it takes):
 * each pair both of whose cells are open in the window forbids its value pairs; a pair with one
 * cell decided forbids the window cell's values that clash with it; a chain's neighbours are a
 * pair each; excluded values are struck; an extra unit holds each value at most once among the
 * window's cells, none the unit's decided cells hold, and at least once when it has n cells and
 * the window holds all of the places left for it. The propagation between bands knows rows,
 * columns and boxes only, so the decided cells are read here. `watch` is called as the clauses
 * grow (after each pair, chain and unit): it may stop the building by throwing.
 */
export function windowRuleClauses(
  shape: Shape,
  candidates: Candidates,
  window: WindowCells,
  amo: AmoEncoding,
  pool: VarPool,
  sink: ClauseSink,
  watch: () => void = () => {},
): void {
  const { n, value } = candidates;
  const open = (cell: number) => window.inWindow(cell) && candidates.value[cell] === 0;
  const strike = (cell: number, v: number) => {
    if (candidates.has(cell, v)) sink.addClause(Int32Array.of(-window.literal(cell, v)));
  };
  const pair = (a: number, b: number, table: PairTable) => {
    if (open(a) && open(b)) {
      for (const x of candidates.values(a)) {
        for (const y of table.withFirst[x]!)
          if (candidates.has(b, y)) sink.addClause(Int32Array.of(-window.literal(a, x), -window.literal(b, y)));
      }
    } else if (open(a) && value[b] !== 0) {
      for (const x of table.withSecond[value[b]!]!) strike(a, x);
    } else if (open(b) && value[a] !== 0) {
      for (const y of table.withFirst[value[a]!]!) strike(b, y);
    }
  };
  for (const { a, b, forbidden } of shape.pairs) {
    pair(a, b, forbidden);
    watch();
  }
  const rising = pairTable(notRising, n);
  for (const { cells } of shape.chains) {
    for (let i = 1; i < cells.length; i++) pair(cells[i - 1]!, cells[i]!, rising);
    watch();
  }
  for (const { cell, values } of shape.exclusions) if (open(cell)) for (const v of values) strike(cell, v);
  for (const unit of shape.extraUnits) {
    const inside = unit.cells.filter(open);
    if (inside.length === 0) continue;
    const held = new Set(unit.cells.filter((c) => value[c] !== 0).map((c) => value[c]!));
    for (const v of held) for (const cell of inside) strike(cell, v);
    for (let v = 1; v <= n; v++) {
      if (held.has(v)) continue;
      const at = inside.filter((cell) => candidates.has(cell, v));
      if (at.length === 0) continue;
      const lits = Int32Array.from(at, (cell) => window.literal(cell, v));
      const everyPlace = unit.cells.length === n && unit.cells.every((c) => value[c] !== 0 || !candidates.has(c, v) || window.inWindow(c));
      if (everyPlace) sink.addClause(lits);
      amo.encode(lits, pool, sink);
    }
    watch();
  }
}
