import { encodeRankings } from './ranking.js';
import type { EncodingSpec, FamilyEncodings } from './spec.js';
import { cellLiteral } from '../src/core/cell-variables.js';
import type { Shape, ShapeChoice } from '../src/core/shape.js';
import {
  type Rule,
  type RulePair,
  type RuleRanking,
  type RuleSequence,
  type RuleSum,
  type RuleTriple,
  type RuleUnit,
  ruleKind,
  unrolled,
  weightOf,
} from '../src/core/rules/index.js';
import { ClauseCounter, type ClauseSink } from '../src/cnf/sink.js';
import { VarPool } from '../src/cnf/var-pool.js';
import type { LiteralStatus } from '../src/logic/candidates.js';
import type { AmoEncoding } from './amo/encoding.js';
import type { Family } from './families.js';
import { amoEncoding } from './amo/index.js';
import { houseSums } from './sums/house-sums.js';
import { DEFAULT_SUM_ENCODING, sumEncoding } from './sums/index.js';
import { encodeLayered, mdd } from './sums/mdd.js';
import { sumRedundancies } from './sums/redundancy.js';
import { type Emitter, type Lit, neg, type SumEncoding, type SumInput, sinkEmitter } from './sums/sum-encoding.js';
import { support } from './sums/support.js';
import { tableFits } from './sums/table.js';
import { DEFAULT_THERMOMETER_ENCODING, thermometerEncoding } from './thermometers.js';
import { comparisonsByOrder, encodeComparisons, linesByAutomaton } from './lines.js';
import { encodePartition } from './chaos.js';

/**
 * The clauses of a variant's rules, after the classic families. An extra unit is an all-different
 * group: for each value, at most one of its cells (`<family>-amo`, with the chosen at-most-one
 * encoding), and when it has n cells and the encoding has `box-alo`, at least one
 * (`<family>-alo`), as for the regions. A pair rule forbids, for each pair of cells, every pair
 * of values in its relation: one binary clause per pair of values (equal values: n; values one
 * apart: 2(n − 1)).
 */
export interface RuleFamily {
  /** `antiknight`, `diagonal-amo`. */
  family: string;
  /** The rule as a person names it: `anti-knight`, `diagonal (main)`. */
  label: string;
  /** What one of its units is, in a header's count (`3 cages`); `unit` when unsaid. */
  noun?: string;
  /** Units or pairs the family covers. */
  units: number;
  pairs: number;
  aux: number;
  clauses: number;
  literals: number;
}

/** Whether an extra unit of m cells gets at-least-one clauses under these families. */
function unitAlo(families: readonly Family[], m: number, n: number): boolean {
  return m === n && families.includes('box-alo');
}

/** A rule's comparisons, where comparisons are written through order variables (`--line-encoding order`) and its kind has them. */
function comparisonsOf(rule: Rule, shape: Shape, choice: string | undefined) {
  return comparisonsByOrder(choice) ? ruleKind(rule).comparisons?.(rule, shape) : undefined;
}

/** A line rule as its automaton reads it, where lines are so written (`--line-encoding mdd`) and its kind has one. */
function lineSequence(rule: Rule, shape: Shape, choice: string | undefined): RuleSequence | undefined {
  if (!linesByAutomaton(choice)) return undefined;
  const kind = ruleKind(rule);
  const automaton = kind.lineAutomaton?.(rule, shape);
  if (!automaton || !kind.listed) return undefined;
  return { rule, label: kind.label(rule), family: kind.family, cells: kind.listed.cells(rule), automaton };
}

/**
 * A row or column an automaton reads: the automaton unrolled over the values its cells may still
 * hold, as the layered diagram with a variable per node and per edge (`encodeLayered`), so that
 * propagation keeps a value only while an accepted sequence passes through it.
 */
export function encodeSequence(sequence: RuleSequence, lit: (cell: number, v: number) => Lit, n: number, out: Emitter): void {
  const cells = sequence.cells.map((cell) =>
    Array.from({ length: n }, (_, i) => ({ value: i + 1, lit: lit(cell, i + 1) })).filter((c) => c.lit !== false),
  );
  encodeLayered(
    cells,
    unrolled(
      sequence.automaton,
      cells.map((c) => c.map((x) => x.value)),
    ),
    out,
  );
}

/**
 * The clauses of a three-cell rule: for each x and y of the first two cells that leave the third
 * cell fewer than all its values, "not x, or not y, or one of the values it may then hold".
 */
export function* tripleClauses(triple: RuleTriple, n: number): Generator<[number, number, readonly number[]]> {
  for (let x = 1; x <= n; x++)
    for (let y = 1; y <= n; y++) {
      const thirds = triple.allowed.thirds[x * (n + 1) + y]!;
      if (thirds.length < n) yield [x, y, thirds];
    }
}

/** The cells of the clauses that make at least `count` of them hold a value: every m − count + 1 of the m cells. */
export function atLeastClauses(cells: readonly number[], count: number): number[][] {
  return subsets(cells, cells.length - count + 1);
}

/** Every k-element subset of the items, in order. */
function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...subsets(rest, k - 1).map((s) => [first, ...s]), ...subsets(rest, k)];
}

/** Items of a shape's list grouped by their rule, each group in list order: one pass instead of a filter per rule. */
function byRule<T extends { rule: Rule }>(items: readonly T[]): (rule: Rule) => readonly T[] {
  const groups = new Map<Rule, T[]>();
  for (const item of items) {
    const group = groups.get(item.rule);
    if (group) group.push(item);
    else groups.set(item.rule, [item]);
  }
  return (rule) => groups.get(rule) ?? [];
}

/** A shape's lists of units, pairs, triples, sequences, exclusions and occurrences, each grouped by rule. */
function shapesByRule(shape: Shape) {
  return {
    unitsOf: byRule(shape.extraUnits),
    pairsOf: byRule(shape.pairs),
    triplesOf: byRule(shape.triples),
    sequencesOf: byRule(shape.sequences),
    exclusionsOf: byRule(shape.exclusions),
    occurrencesOf: byRule(shape.occurrences),
    choicesOf: byRule(shape.choices),
  };
}

/** The value pairs a pair rule forbids, as [value of a, value of b]. */
export function forbiddenValues(pair: RulePair, n: number): [number, number][] {
  const { withFirst } = pair.forbidden;
  const out: [number, number][] = [];
  for (let v = 1; v <= n; v++) for (const w of withFirst[v]!) out.push([v, w]);
  return out;
}

/**
 * The rule families of a shape and their exact sizes with no givens, in formula order: what
 * `encodeRules` writes, counted as it is written.
 */
export function ruleFamilies(shape: Shape, families: readonly Family[], amo: string, encodings?: FamilyChoice): RuleFamily[] {
  const counter = new ClauseCounter();
  const pool = new VarPool(1);
  const out = new Map<string, RuleFamily>();
  let [aux, clauses, literals] = [0, 0, 0];
  for (const piece of encodeRules(shape, families, amoEncoding(amo), pool, counter, undefined, encodings)) {
    let f = out.get(`${piece.label}/${piece.family}`);
    if (!f) {
      f = { family: piece.family, label: piece.label, units: 0, pairs: 0, aux: 0, clauses: 0, literals: 0 };
      out.set(`${piece.label}/${piece.family}`, f);
    }
    if (piece.noun !== undefined) f.noun = piece.noun;
    f.units += piece.units ?? 0;
    f.pairs += piece.pairs ?? 0;
    f.aux += pool.used - aux;
    f.clauses += counter.clauses - clauses;
    f.literals += counter.literals - literals;
    [aux, clauses, literals] = [pool.used, counter.clauses, counter.literals];
  }
  return [...out.values()];
}

/** A sum as its encoding takes it: each value as what it adds to the sum (an arrow's circle counts n + 1 − v, a pill's tens ten times that). */
function sumInputOf(s: RuleSum, n: number, lit: (cell: number, v: number) => Lit): SumInput {
  const cells = s.cells.map((cell) =>
    Array.from({ length: n }, (_, i) => ({ value: weightOf(s, cell, i + 1, n), lit: lit(cell, i + 1) })).filter((c) => c.lit !== false),
  );
  return { cells, sum: s.sum, distinct: s.distinct, n, what: s.label };
}

/**
 * A sum whose cells are all decided (by `known`, when given): whether their values reach it
 * (and differ, where they must), or undefined while a cell is open or nothing is known.
 */
function decidedSum(
  cells: readonly number[],
  weight: (i: number, v: number) => number,
  sum: number,
  distinct: boolean,
  known: LiteralStatus | undefined,
): boolean | undefined {
  if (!known) return undefined;
  let total = 0;
  for (let i = 0; i < cells.length; i++) {
    const v = known.fixedValue(cells[i]!);
    if (v === 0) return undefined;
    total += weight(i, v);
    if (distinct) for (let j = 0; j < i; j++) if (known.fixedValue(cells[j]!) === v) return false;
  }
  return total === sum;
}

/** Whether every cell of a grid of side n is decided. */
function everyCellDecided(n: number, known: LiteralStatus): boolean {
  for (let cell = 0; cell < n * n; cell++) if (known.fixedValue(cell) === 0) return false;
  return true;
}

/** The family of a rule's sums: `cage-sum`, `arrow-sum`, `little-killer-sum`. */
function sumFamily(kind: string): string {
  return `${kind}-sum`;
}

/** The encoding the spec gives one sum (`auto` weighs a cage's size). */
function sumEncodingOf(s: RuleSum, n: number, encodings?: FamilyChoice) {
  return sumEncoding(encodings?.sumEncoding ?? DEFAULT_SUM_ENCODING, s.distinct, { m: s.cells.length, sum: s.sum, n });
}

/**
 * The sum and thermometer encodings of a spec, and the redundancy beside the sums; with
 * `decidedSumsChecked`, a sum over decided cells is checked rather than encoded.
 */
export type FamilyChoice = Pick<FamilyEncodings, 'sumEncoding' | 'thermoEncoding' | 'sumRedundancy' | 'lineEncoding'> &
  Pick<EncodingSpec, 'decidedSumsChecked'>;

/** One sum the sum redundancy adds: its family, the encoding that writes it and what it writes. */
interface RedundantSum {
  family: string;
  label: string;
  noun: string;
  encoding: SumEncoding;
  /** What it encodes, or over decided cells whether it holds (`decidedSum`). */
  input: SumInput | boolean;
}

/**
 * The sums the spec's redundancy adds (encodings/sums/redundancy.ts), over `lit`'s literals
 * (a decided cell's: a constant; `false` leaves the value out): each killer cage's support
 * encoding beside a sum encoding that is not already it (`sets`), and the innies and outies of
 * the houses (`innies`: support where the cells differ, else the mdd, which keeps a sum's values
 * arc consistent). With `decided`, a sum over decided cells is only checked.
 */
function* redundantSums(
  shape: Shape,
  encodings: FamilyChoice | undefined,
  lit: (cell: number, v: number) => Lit,
  decided: LiteralStatus | undefined,
): Generator<RedundantSum> {
  const n = shape.n;
  const on = sumRedundancies(encodings?.sumRedundancy);
  const valuesOf = (cells: readonly number[], weight: (i: number, v: number) => number) =>
    cells.map((cell, i) =>
      Array.from({ length: n }, (_, k) => ({ value: weight(i, k + 1), lit: lit(cell, k + 1) })).filter((c) => c.lit !== false),
    );
  if (on.includes('sets'))
    for (const s of shape.sums) {
      if (!s.distinct || s.complemented?.length || !tableFits(s.cells.length, s.sum, n)) continue;
      if (sumEncodingOf(s, n, encodings).name === support.name) continue;
      yield {
        family: `${sumFamily(s.rule.kind)}-sets`,
        label: `${ruleKind(s.rule).counted!.one} combinations`,
        noun: ruleKind(s.rule).counted!.one,
        encoding: support,
        input: decidedSum(s.cells, (_, v) => v, s.sum, true, decided) ?? {
          cells: valuesOf(s.cells, (_, v) => v),
          sum: s.sum,
          distinct: true,
          n,
          what: s.label,
        },
      };
    }
  if (on.includes('innies'))
    for (const d of houseSums(shape)) {
      const fits = d.distinct && tableFits(d.cells.length, d.sum, n);
      yield {
        family: 'house-sums',
        label: 'innies and outies',
        noun: 'sum',
        encoding: fits ? support : mdd,
        input: decidedSum(d.cells, (i, v) => d.signs[i]! * v, d.sum, fits, decided) ?? {
          cells: valuesOf(d.cells, (i, v) => d.signs[i]! * v),
          sum: d.sum,
          distinct: fits,
          n,
          what: d.what,
        },
      };
    }
}

/** A unit's rule label without the unit's number (`windoku`, not `windoku 2`), or its kind's plural (`cages`). */
function labelOf(unit: RuleUnit): string {
  return ruleKind(unit.rule).counted?.many ?? unit.name.replace(/ \d+$/, '');
}

/**
 * A choice between rules (any-of, all-of): one alternative is written as it is; several each get a
 * selector, at least one of them true, and every clause of an alternative guarded by its selector
 * (¬s ∨ clause), so that a false selector frees the alternative.
 */
function* encodeChoice(
  choice: ShapeChoice,
  families: readonly Family[],
  amo: AmoEncoding,
  pool: VarPool,
  sink: ClauseSink,
  known: LiteralStatus | undefined,
  encodings: FamilyChoice | undefined,
): Generator<Written> {
  if (choice.alternatives.length === 1) {
    yield* encodeRules(choice.alternatives[0]!, families, amo, pool, sink, known, encodings);
    return;
  }
  const selectors = choice.alternatives.map(() => pool.take());
  sink.addClause(selectors);
  yield { family: choice.family, label: choice.label, units: 1 };
  for (const [i, alternative] of choice.alternatives.entries()) {
    const guard = -selectors[i]!;
    const guarded: ClauseSink = {
      addClause(lits) {
        const clause = new Int32Array(lits.length + 1);
        clause.set(lits);
        clause[lits.length] = guard;
        sink.addClause(clause);
      },
    };
    yield* encodeRules(alternative, families, amo, pool, guarded, known, encodings);
  }
}

/** What `encodeRules` has just written: a unit or a cell pair of a family, or its units at once (thermometers). */
export interface Written {
  family: string;
  label: string;
  /** What one of its units is, in a header's count (`cage`). */
  noun?: string;
  units?: number;
  pairs?: number;
}

/**
 * Streams the rules' clauses, yielding after every unit and every pair what it wrote (so that
 * `ruleFamilies` sizes them by counting). With `known` (the `eliminate` treatment), decided
 * literals are left out: a group with a true literal makes its other literals false (unit
 * clauses, which propagation that knew only rows, columns and regions may not have done), a
 * clause with a true literal is dropped, a false literal leaves its clause; with
 * `decidedSumsChecked` too, a sum over decided cells writes nothing, or the empty clause when
 * their values break it, and a grid whose every cell is decided gets no redundant sums.
 */
export function* encodeRules(
  shape: Shape,
  families: readonly Family[],
  amo: AmoEncoding,
  pool: VarPool,
  sink: ClauseSink,
  known?: LiteralStatus,
  encodings?: FamilyChoice,
): Generator<Written> {
  const n = shape.n;
  const unit1 = new Int32Array(1);
  const status = (lit: number) => (known ? known.status(lit) : 0);
  // Clauses over value literals, or the constants decided cells make of them, folded by the emitter.
  const out = sinkEmitter(pool, sink);
  const lit = (cell: number, v: number): Lit => {
    const l = cellLiteral(n, cell, v);
    const st = status(l);
    return st > 0 ? true : st < 0 ? false : l;
  };
  const { unitsOf, pairsOf, triplesOf, sequencesOf, exclusionsOf, occurrencesOf, choicesOf } = shapesByRule(shape);
  const decided = encodings?.decidedSumsChecked ? known : undefined;
  for (const rule of shape.rules) {
    for (const unit of unitsOf(rule)) {
      const m = unit.cells.length;
      const lits = new Int32Array(m);
      const alo = unitAlo(families, m, n);
      for (let v = 1; v <= n; v++) {
        let open = 0;
        let trues = 0;
        for (const cell of unit.cells) {
          const lit = cellLiteral(n, cell, v);
          const s = status(lit);
          if (s > 0) trues++;
          else if (s === 0) lits[open++] = lit;
        }
        if (trues > 1) sink.addClause(new Int32Array(0));
        else if (trues === 1) {
          for (let i = 0; i < open; i++) {
            unit1[0] = -lits[i]!;
            sink.addClause(unit1);
          }
        } else amo.encode(lits.subarray(0, open), pool, sink);
      }
      yield { family: `${unit.family}-amo`, label: labelOf(unit), units: 1 };
      if (alo) {
        for (let v = 1; v <= n; v++) {
          let open = 0;
          let satisfied = false;
          for (const cell of unit.cells) {
            const lit = cellLiteral(n, cell, v);
            const s = status(lit);
            if (s > 0) satisfied = true;
            else if (s === 0) lits[open++] = lit;
          }
          if (!satisfied) sink.addClause(lits.subarray(0, open));
        }
        yield { family: `${unit.family}-alo`, label: labelOf(unit), units: 1 };
      }
    }
    const line = lineSequence(rule, shape, encodings?.lineEncoding);
    if (line) {
      encodeSequence(line, lit, n, out);
      yield { family: `${line.family}-mdd`, label: line.label, units: 1 };
    }
    const compared = comparisonsOf(rule, shape, encodings?.lineEncoding);
    if (compared) {
      encodeComparisons(compared, n, lit, out);
      const kind = ruleKind(rule);
      yield { family: `${kind.family}-order`, label: kind.label(rule), units: 1 };
    }
    for (const p of line || compared ? [] : pairsOf(rule)) {
      const { withFirst } = p.forbidden;
      for (let x = 1; x <= n; x++) {
        const a = neg(lit(p.a, x));
        if (a !== true) for (const y of withFirst[x]!) out.clause([a, neg(lit(p.b, y))]);
      }
      yield { family: p.family, label: p.label, pairs: 1 };
    }
    for (const t of triplesOf(rule)) {
      const [a, b, c] = t.cells;
      for (const [x, y, thirds] of tripleClauses(t, n)) out.clause([neg(lit(a, x)), neg(lit(b, y)), ...thirds.map((z) => lit(c, z))]);
      yield { family: t.family, label: t.label, units: 1 };
    }
    for (const q of sequencesOf(rule)) {
      encodeSequence(q, lit, n, out);
      yield { family: `${q.family}-mdd`, label: q.label, units: 1 };
    }
    for (const e of exclusionsOf(rule)) {
      for (const v of e.values) out.clause([neg(lit(e.cell, v))]);
      yield { family: e.family, label: e.label, units: 1 };
    }
    for (const o of occurrencesOf(rule)) {
      for (const cells of atLeastClauses(o.cells, o.count)) out.clause(cells.map((cell) => lit(cell, o.value)));
      yield { family: o.family, label: o.label, units: 1 };
    }
    for (const choice of choicesOf(rule)) yield* encodeChoice(choice, families, amo, pool, sink, known, encodings);
  }
  // One set of built regions, however many rules ask for them (chaos construction, same-region marks).
  if (shape.partitions.length > 0) {
    encodePartition(
      n,
      shape.regionGroups.map((g) => g.cells),
      shape.regionCounts,
      lit,
      out,
      amo,
      pool,
      sink,
    );
    yield { family: 'chaos-regions', label: 'chaos construction', units: 1 };
  }
  for (const s of shape.sums) {
    const encoding = sumEncodingOf(s, n, encodings);
    const holds = decidedSum(s.cells, (i, v) => weightOf(s, s.cells[i]!, v, n), s.sum, s.distinct, decided);
    if (holds === undefined) encoding.encode(sumInputOf(s, n, lit), out);
    else if (!holds) out.clause([]);
    const counted = ruleKind(s.rule).counted!;
    yield { family: `${sumFamily(s.rule.kind)}-${encoding.name}`, label: counted.sums ?? counted.many, noun: counted.one, units: 1 };
  }
  // Redundant sums are implied by the rules: on a grid whose every cell is decided they add nothing to check.
  for (const r of decided && everyCellDecided(n, decided) ? [] : redundantSums(shape, encodings, lit, decided)) {
    if (typeof r.input !== 'boolean') r.encoding.encode(r.input, out);
    else if (!r.input) out.clause([]);
    yield { family: r.family, label: r.label, noun: r.noun, units: 1 };
  }
  if (shape.rankings.length > 0) {
    encodeRankings(shape.rankings, n, lit, out);
    const [first] = shape.rankings as [RuleRanking];
    const counted = ruleKind(first.rule).counted;
    yield { family: first.family, label: counted?.many ?? first.label, noun: counted?.one ?? 'ranked line', units: shape.rankings.length };
  }
  if (shape.chains.length > 0) {
    const thermo = thermometerEncoding(encodings?.thermoEncoding ?? DEFAULT_THERMOMETER_ENCODING);
    thermo.encode(
      shape.chains.map((c) => c.cells),
      n,
      lit,
      out,
    );
    const counted = ruleKind(shape.chains[0]!.rule).counted!;
    yield { family: `thermo-${thermo.name}`, label: counted.many, noun: counted.one, units: shape.chains.length };
  }
}
