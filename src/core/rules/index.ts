import { cellName } from '../cell-name.js';
import { type AntiKing, antiking } from './antiking.js';
import { type AntiKnight, antiknight } from './antiknight.js';
import { type Arrow, arrow } from './arrow.js';
import { type Cage, cage, cageCellsText } from './cage.js';
import { type Diagonal, diagonal } from './diagonal.js';
import { type DisjointGroups, disjointGroups } from './disjoint-groups.js';
import { type ExtraRegion, extraRegion } from './extra-region.js';
import { type LittleKiller, littleKiller } from './little-killer.js';
import { type NonConsecutive, nonconsecutive } from './nonconsecutive.js';
import { type PairTable, pairTable } from './pair-table.js';
import { type TripleTable, tripleTable } from './triple-table.js';
import type { Automaton } from './automaton.js';
import type { CellExclusion, Geometry, Occurrence, Ranking, RegionCount, RuleKind as KindOf, SumConstraint } from './rule.js';
import { type Thermometer, thermometer } from './thermometer.js';
import { type Windoku, windoku } from './windoku.js';
import { type BlackDot, blackDot } from './black-dot.js';
import { type WhiteDot, whiteDot } from './white-dot.js';
import { type Modular, modular } from './modular.js';
import { type Palindrome, palindrome } from './palindrome.js';
import { type Renban, renban } from './renban.js';
import { type Whispers, whispers } from './whispers.js';
import { type XV, xv } from './xv.js';
import { type Maximum, maximum } from './maximum.js';
import { type Minimum, minimum } from './minimum.js';
import { type Clone, clone } from './clone.js';
import { type Odd, odd } from './odd.js';
import { type Even, even } from './even.js';
import { type Quadruple, quadruple } from './quadruple.js';
import { type Negative, negative } from './negative.js';
import { type RegionSum, regionSum } from './region-sum.js';
import { type Entropic, entropic } from './entropic.js';
import { type Between, between } from './between.js';
import { type Lockout, lockout } from './lockout.js';
import { type RowIndexer, rowIndexer } from './row-indexer.js';
import { type ColumnIndexer, columnIndexer } from './column-indexer.js';
import { type BoxIndexer, boxIndexer } from './box-indexer.js';
import { type Sandwich, sandwich } from './sandwich.js';
import { type XSum, xSum } from './x-sum.js';
import { type Skyscraper, skyscraper } from './skyscraper.js';
import { type DoubleArrow, doubleArrow } from './double-arrow.js';
import { type Zipper, zipper } from './zipper.js';
import { type Nabner, nabner } from './nabner.js';
import { type ParityLine, parityLine } from './parity-line.js';
import { type SlowThermometer, slowThermometer } from './slow-thermometer.js';
import { type SumLine, sumLine } from './sum-line.js';
import { type Lunchbox, lunchbox } from './lunchbox.js';
import { type CountingCircles, countingCircles } from './counting-circles.js';
import { type NumberedRoom, numberedRoom } from './numbered-room.js';
import { type RellikCage, rellikCage } from './rellik-cage.js';
import { type GlobalEntropy, globalEntropy } from './global-entropy.js';
import { type HiddenSkyscraper, hiddenSkyscraper } from './hidden-skyscraper.js';
import { type AntiTaxicab, antiTaxicab } from './anti-taxicab.js';
import { type LookAndSay, lookAndSay } from './look-and-say.js';
import { type ChaosConstruction, chaosConstruction } from './chaos-construction.js';
import { type SameRegion, sameRegion } from './same-region.js';
import { type Regex, regex } from './regex.js';
import { type AnyOf, anyOf } from './any-of.js';
import { type AllOf, allOf } from './all-of.js';
import { type CellValues, cellValues } from './cell-values.js';
import { type PairLine, pairLine } from './pair-line.js';
import { type PairGroup, pairGroup } from './pair-group.js';
import { type NfaLine, nfaLine } from './nfa.js';
import { type ChaosCount, chaosCount } from './chaos-count.js';
import { type ChaosArrow, chaosArrow } from './chaos-arrow.js';
import { type CountDistinct, countDistinct } from './count-distinct.js';
import { type DistinctRegions, distinctRegions } from './distinct-regions.js';
import { type Sum, sum } from './sum.js';
import { type SameValues, sameValues } from './same-values.js';
import { type GlobalMod, globalMod } from './global-mod.js';
import { type DutchFlatmates, dutchFlatmates } from './dutch-flatmates.js';
import { type EqualityCage, equalityCage } from './equality-cage.js';
import { type ValueIndexing, valueIndexing } from './value-indexing.js';
import { type EqualSum, equalSum } from './equal-sum.js';
import { type FullRank, fullRank } from './full-rank.js';
import { type FullRankTies, fullRankTies } from './full-rank-ties.js';

export type { FpuzzlesNodes, IssArgs } from './reading.js';
export type {
  CellExclusion,
  Geometry,
  Occurrence,
  PairRelation,
  Ranking,
  RegionCount,
  SumConstraint,
  TripleRelation,
} from './rule.js';
export { compareLines, equalValues, neighbourPairsAmong, orthogonalPairs, rankingHolds, weightOf } from './rule.js';
export { type PairTable, pairTable } from './pair-table.js';
export { partitionOf } from './partition.js';
export { type TripleTable, tripleTable } from './triple-table.js';
export { ACCEPT, type Automaton, accepts, REJECT, supported, unrolled } from './automaton.js';
export { combinations, countCombinations, listedCombinations, MAX_LISTED_SETS, sumRange } from './cage.js';

/** A rule a puzzle adds to rows, columns and regions, as plain data: one member per kind. */
export type Rule =
  | Diagonal
  | Windoku
  | DisjointGroups
  | ExtraRegion
  | AntiKnight
  | AntiKing
  | NonConsecutive
  | Cage
  | Thermometer
  | Arrow
  | LittleKiller
  | WhiteDot
  | BlackDot
  | XV
  | Whispers
  | Renban
  | Palindrome
  | Modular
  | Maximum
  | Minimum
  | Clone
  | Odd
  | Even
  | Quadruple
  | Negative
  | RegionSum
  | Entropic
  | Between
  | Lockout
  | RowIndexer
  | ColumnIndexer
  | BoxIndexer
  | Sandwich
  | XSum
  | Skyscraper
  | DoubleArrow
  | Zipper
  | Nabner
  | ParityLine
  | SlowThermometer
  | SumLine
  | Lunchbox
  | CountingCircles
  | NumberedRoom
  | RellikCage
  | GlobalEntropy
  | HiddenSkyscraper
  | AntiTaxicab
  | LookAndSay
  | ChaosConstruction
  | SameRegion
  | Regex
  | AnyOf
  | AllOf
  | CellValues
  | PairLine
  | PairGroup
  | NfaLine
  | ChaosCount
  | ChaosArrow
  | CountDistinct
  | DistinctRegions
  | Sum
  | SameValues
  | GlobalMod
  | DutchFlatmates
  | EqualityCage
  | ValueIndexing
  | EqualSum
  | FullRank
  | FullRankTies;

export type RuleKindName = Rule['kind'];
export type RuleKind<R extends Rule = Rule> = KindOf<R>;

/** Every rule kind, in the order formulas, headers and lists take them. */
export const RULE_KINDS: readonly RuleKind[] = [
  diagonal,
  windoku,
  disjointGroups,
  extraRegion,
  antiknight,
  antiking,
  nonconsecutive,
  cage,
  thermometer,
  arrow,
  littleKiller,
  whiteDot,
  blackDot,
  xv,
  whispers,
  renban,
  palindrome,
  modular,
  maximum,
  minimum,
  clone,
  odd,
  even,
  quadruple,
  negative,
  regionSum,
  entropic,
  between,
  lockout,
  rowIndexer,
  columnIndexer,
  boxIndexer,
  sandwich,
  xSum,
  skyscraper,
  doubleArrow,
  zipper,
  nabner,
  parityLine,
  slowThermometer,
  sumLine,
  lunchbox,
  countingCircles,
  numberedRoom,
  rellikCage,
  globalEntropy,
  hiddenSkyscraper,
  antiTaxicab,
  lookAndSay,
  chaosConstruction,
  sameRegion,
  regex,
  anyOf,
  allOf,
  cellValues,
  pairLine,
  pairGroup,
  nfaLine,
  chaosCount,
  chaosArrow,
  countDistinct,
  distinctRegions,
  sum,
  sameValues,
  globalMod,
  dutchFlatmates,
  equalityCage,
  valueIndexing,
  equalSum,
  fullRank,
  fullRankTies,
] as RuleKind[];

export function ruleKind(rule: Rule): RuleKind {
  return RULE_KINDS.find((k) => k.kind === rule.kind)!;
}

/** The words that name rules of a kind alone, each with the rules it names. */
function namesOf(kind: RuleKind): Record<string, readonly Rule[]> {
  if (kind.names) return kind.names;
  const example = kind.example({ n: 9, boxRows: 3, boxCols: 3 });
  // A kind whose rules say nothing but their kind (anti-knight, windoku) is named by it.
  return Object.keys(example).length === 1 ? { [kind.kind]: [example] } : {};
}

/** The word of a table of words (a kind's names, its f-puzzles flags) that stands for this rule alone, if any. */
export function wordFor(words: Readonly<Record<string, readonly Rule[]>>, rule: Rule): string | undefined {
  const text = JSON.stringify(rule);
  return Object.entries(words).find(([, rules]) => rules.length === 1 && JSON.stringify(rules[0]) === text)?.[0];
}

/** The rule as one word: `antiknight`, `diagonal-main`, `extra-region:r1c1,r1c2,r2c1`, `cage:10:r1c1,r1c2`. */
export function ruleId(rule: Rule, n: number): string {
  const kind = ruleKind(rule);
  if (kind.nested)
    return `${rule.kind}<${kind.nested
      .rules(rule)
      .map((inner) => ruleId(inner as Rule, n))
      .join('&')}>`;
  if (kind.listed) {
    // Its number, then its values (a sandwich's sum and crusts: 12+2+8), as far as it has them.
    const numbers = [kind.listed.number?.of(rule), ...(kind.listed.values?.of(rule) ?? [])].filter((x) => x !== undefined);
    const sum = numbers.length > 0 ? numbers.join('+') : undefined;
    const cells = [...kind.listed.cells(rule)];
    if (kind.listed.unordered) cells.sort((a, b) => a - b);
    const text = kind.listed.text?.of(rule);
    const before = text !== undefined ? `${text}:` : sum === undefined ? '' : `${sum}:`;
    return `${rule.kind}:${before}${cells.map((c) => cellName(n, c)).join(',')}`;
  }
  return wordFor(namesOf(kind), rule) ?? rule.kind;
}

/** The rule names `ruleFromId` takes, for messages (a word that names the same rules as one before it is left out). */
export const RULE_NAMES = [
  ...RULE_KINDS.flatMap((kind) => {
    const seen = new Set<string>();
    return Object.entries(namesOf(kind))
      .filter(([, rules]) => !seen.has(JSON.stringify(rules)) && Boolean(seen.add(JSON.stringify(rules))))
      .map(([word]) => word);
  }),
  `${RULE_KINDS.find((kind) => kind.listed)!.kind}:<cells>`,
];

/**
 * The rules one word names (`x` is both diagonals), or a message saying what is wrong. A rule over
 * named cells is written `<kind>:<cells>`, `<kind>:<sum>:<cells>` for a kind with a sum, or
 * `<kind>:<text>:<cells>` for a kind with a text (a regex line's expression), the cells as `r1c1,r1c2,…`.
 */
export function rulesFromId(text: string, n: number, depth = 0): Rule[] | string {
  const word = text.trim().toLowerCase();
  if (depth > MAX_NESTING) return `rules are nested at most ${MAX_NESTING} deep (any-of, all-of)`;
  for (const kind of RULE_KINDS) {
    const named = namesOf(kind)[word];
    if (named) return named.map((rule) => ({ ...rule }));
  }
  // The rules inside keep their case, as a text does.
  const nesting = /^([a-z-]+)<(.*)>$/i.exec(text.trim());
  const nestKind = nesting ? RULE_KINDS.find((k) => k.kind === nesting[1]!.toLowerCase() && k.nested) : undefined;
  if (nesting && nestKind?.nested) {
    const inner: Rule[] = [];
    for (const part of topLevelParts(nesting[2]!)) {
      const found = rulesFromId(part, n, depth + 1);
      if (typeof found === 'string') return found;
      inner.push(...found);
    }
    return [nestKind.nested.make(inner)];
  }
  // A text keeps its case (an automaton's key is base64); a kind that reads it otherwise says so.
  const texted = /^([a-z-]+)\s*:(.*):([^:]*)$/i.exec(text.trim());
  const textKind = texted ? RULE_KINDS.find((k) => k.kind === texted[1]!.toLowerCase() && k.listed?.text) : undefined;
  if (texted && textKind?.listed) {
    const cells = cellsFromNames(texted[3]!, n);
    if (typeof cells === 'string') return cells;
    const rule = textKind.listed.make(cells, undefined, n, undefined, texted[2]!);
    return typeof rule === 'string' ? rule : [rule];
  }
  const listed = /^([a-z-]+)\s*:\s*(?:(\d+(?:\s*\+\s*\d+)*)\s*:\s*)?(.*)$/.exec(word);
  const kind = listed ? RULE_KINDS.find((k) => k.kind === listed[1] && k.listed) : undefined;
  const numbers = listed?.[2]?.split('+').map(Number);
  if (listed && kind?.listed && (numbers === undefined || kind.listed.values || (kind.listed.number && numbers.length === 1))) {
    const cells = cellsFromNames(listed[3]!, n);
    if (typeof cells === 'string') return cells;
    // A number first where the kind has one, and the rest its values.
    const { number, values } = kind.listed;
    const rule = values
      ? kind.listed.make(cells, number ? numbers?.[0] : undefined, n, (number ? numbers?.slice(1) : numbers) ?? [])
      : kind.listed.make(cells, numbers?.[0], n);
    return typeof rule === 'string' ? rule : [rule];
  }
  return `unknown rule '${text.trim()}': use ${RULE_NAMES.join(', ')}`;
}

/** The deepest nesting of rules in rules (any-of, all-of). */
export const MAX_NESTING = 8;

/** The ids `&` sets apart in a nested rule's id, those inside its own `<…>` left whole. */
function topLevelParts(text: string): string[] {
  const parts = [''];
  let depth = 0;
  for (const ch of text) {
    if (ch === '<') depth++;
    if (ch === '>') depth--;
    if (ch === '&' && depth === 0) parts.push('');
    else parts[parts.length - 1] += ch;
  }
  return parts.filter((part) => part !== '');
}

/** The cells of `r1c1,r1c2,…` (also set apart by spaces or `+`), or a message. */
function cellsFromNames(text: string, n: number): number[] | string {
  const cells: number[] = [];
  for (const name of text.split(/[\s,+]+/).filter(Boolean)) {
    const cell = cellFromName(name, n);
    if (typeof cell === 'string') return cell;
    cells.push(cell);
  }
  return cells;
}

/** The cell index of `r3c5` (1-based row and column) in an n×n grid, or a message. */
export function cellFromName(name: string, n: number): number | string {
  const m = /^r(\d+)c(\d+)$/i.exec(name.trim());
  if (!m) return `'${name}' is not a cell: write r<row>c<column>, such as r1c1`;
  const r = Number(m[1]) - 1;
  const c = Number(m[2]) - 1;
  if (r < 0 || r >= n || c < 0 || c >= n) return `${name} is outside the ${n}x${n} grid`;
  return r * n + c;
}

/** Rules in canonical order, each once: by kind, then by id. */
export function canonicalRules(rules: readonly Rule[], n: number): Rule[] {
  const order = (r: Rule) => RULE_KINDS.findIndex((k) => k.kind === r.kind);
  const seen = new Map<string, Rule>();
  for (const rule of rules) {
    const id = ruleId(rule, n);
    if (!seen.has(id)) seen.set(id, sortedCells(rule));
  }
  return [...seen.entries()].sort(([a, x], [b, y]) => order(x) - order(y) || (a < b ? -1 : a > b ? 1 : 0)).map(([, rule]) => rule);
}

/** A rule whose cells are a set (`listed.unordered`), with its cells in order (a thermometer's order is its meaning). */
function sortedCells(rule: Rule): Rule {
  const { listed, nested } = ruleKind(rule);
  if (nested) return nested.make(nested.rules(rule).map((inner) => sortedCells(inner as Rule))) as Rule;
  // The kinds of unordered cells hold them as `cells`.
  return listed?.unordered ? ({ ...rule, cells: [...listed.cells(rule)].sort((a, b) => a - b) } as Rule) : rule;
}

/** Why a rule cannot apply to a grid, or undefined. */
export function ruleProblem(rule: Rule, geometry: Geometry, depth = 0): string | undefined {
  const kind = ruleKind(rule);
  if ((geometry.lowest ?? 1) !== 1 && !kind.anyValues)
    return `the rule '${rule.kind}' is not supported on the values ${geometry.lowest}-${geometry.lowest! + geometry.n - 1} (only on 1-${geometry.n})`;
  const own = kind.problem(rule, geometry);
  if (own) return own;
  if (kind.nested) {
    if (depth >= MAX_NESTING) return `rules are nested at most ${MAX_NESTING} deep (any-of, all-of)`;
    for (const inner of kind.nested.rules(rule)) {
      if (!RULE_KINDS.some((k) => k.kind === inner.kind)) return `'${inner.kind}' is not a rule kind`;
      const problem = ruleProblem(inner as Rule, geometry, depth + 1);
      if (problem) return problem;
    }
  }
  // A rule inside another is false where it cannot hold, and its choice drops it (ruleChoices).
  return depth === 0 ? ruleImpossible(rule, geometry) : undefined;
}

/** Why a well-formed rule holds on no grid: its own `impossible`, or every alternative of it (any-of, all-of) holds such a rule. */
function ruleImpossible(rule: Rule, geometry: Geometry): string | undefined {
  const kind = ruleKind(rule);
  const own = kind.impossible?.(rule, geometry);
  if (own || !kind.alternatives) return own;
  const why = kind.alternatives(rule, geometry).map((rules) => impossibleAmong(rules as Rule[], geometry));
  return why.every((w) => w !== undefined) && why.length > 0 ? `the ${kind.label(rule)} cannot hold: ${why.join('; ')}` : undefined;
}

/** Why some rule of an alternative holds on no grid, if one does. */
function impossibleAmong(rules: readonly Rule[], geometry: Geometry): string | undefined {
  for (const rule of rules) {
    const why = ruleImpossible(rule, geometry);
    if (why) return why;
  }
  return undefined;
}

/** Every rule of a list, those inside rules of rules (any-of, all-of) too, in order. */
export function everyRule(rules: readonly Rule[]): Rule[] {
  return rules.flatMap((rule) => {
    const { nested } = ruleKind(rule);
    return [rule, ...(nested ? everyRule(nested.rules(rule) as Rule[]) : [])];
  });
}

/** Alternatives of rules at least one of which holds whole, and the rule they come from (any-of, all-of). */
export interface RuleChoice {
  rule: Rule;
  label: string;
  family: string;
  alternatives: Rule[][];
}

/** The choices of a list of rules, in rule order. */
export function ruleChoices(rules: readonly Rule[], geometry: Geometry): RuleChoice[] {
  return rules.flatMap((rule) => {
    const kind = ruleKind(rule);
    // An alternative that holds a rule no grid satisfies is false: the choice is among the others.
    const alternatives = (kind.alternatives?.(rule, geometry) as Rule[][] | undefined)?.filter(
      (rules) => impossibleAmong(rules, geometry) === undefined,
    );
    return alternatives ? [{ rule, label: kind.label(rule), family: kind.family, alternatives }] : [];
  });
}

/** An extra all-different unit and the rule it comes from. */
export interface RuleUnit {
  rule: Rule;
  /** `diagonal (main)`, `windoku window 2`. */
  name: string;
  family: string;
  cells: readonly number[];
}

/** A pair of cells whose values must not stand in its rule's relation (compiled for the grid's side), and the rule. */
export interface RulePair {
  rule: Rule;
  label: string;
  family: string;
  forbidden: PairTable;
  a: number;
  b: number;
}

/** The extra units of a list of rules, in rule order. */
export function ruleUnits(rules: readonly Rule[], geometry: Geometry): RuleUnit[] {
  const out: RuleUnit[] = [];
  for (const rule of rules) {
    const kind = ruleKind(rule);
    const units = kind.units?.(rule, geometry) ?? [];
    units.forEach((cells, i) => {
      out.push({ rule, name: units.length > 1 ? `${kind.label(rule)} ${i + 1}` : kind.label(rule), family: kind.family, cells });
    });
  }
  return out;
}

/** The cell pairs of a list of rules, in rule order. */
export function rulePairs(rules: readonly Rule[], geometry: Geometry): RulePair[] {
  const out: RulePair[] = [];
  for (const rule of rules) {
    const kind = ruleKind(rule);
    const pairs = kind.pairs?.(rule, geometry) ?? [];
    if (pairs.length === 0) continue;
    const shared = kind.forbidsBetween ? undefined : pairTable(kind.forbids!(rule, geometry), geometry.n, geometry.lowest);
    for (const [a, b] of pairs) {
      const forbidden = shared ?? pairTable(kind.forbidsBetween!(rule, geometry, a, b), geometry.n, geometry.lowest);
      out.push({ rule, label: kind.label(rule), family: kind.family, forbidden, a, b });
    }
  }
  return out;
}

/** Three cells whose values must stand in their rule's relation (compiled for the grid's side), and the rule. */
export interface RuleTriple {
  rule: Rule;
  label: string;
  family: string;
  allowed: TripleTable;
  cells: [number, number, number];
}

/** The cell triples of a list of rules, in rule order. */
export function ruleTriples(rules: readonly Rule[], geometry: Geometry): RuleTriple[] {
  const out: RuleTriple[] = [];
  for (const rule of rules) {
    const kind = ruleKind(rule);
    const triples = kind.triples?.(rule, geometry) ?? [];
    if (triples.length === 0) continue;
    const allowed = tripleTable(kind.allows!(rule, geometry), geometry.n, geometry.lowest);
    for (const cells of triples) out.push({ rule, label: kind.label(rule), family: kind.family, allowed, cells });
  }
  return out;
}

/** What a rule kind says of each rule (`say`), in rule order, each item with the rule, its label and its family. */
function fromEachRule<T extends object>(
  rules: readonly Rule[],
  say: (kind: RuleKind, rule: Rule) => readonly T[] | undefined,
): (T & { rule: Rule; label: string; family: string })[] {
  return rules.flatMap((rule) => {
    const kind = ruleKind(rule);
    return (say(kind, rule) ?? []).map((item) => ({ ...item, rule, label: kind.label(rule), family: kind.family }));
  });
}

/** A row or column an automaton reads, in order, and the rule it comes from. */
export interface RuleSequence {
  rule: Rule;
  label: string;
  family: string;
  cells: readonly number[];
  automaton: Automaton;
}

/** The sequences of a list of rules (outside clues), in rule order. */
export function ruleSequences(rules: readonly Rule[], geometry: Geometry): RuleSequence[] {
  return fromEachRule(rules, (kind, rule) => kind.sequences?.(rule, geometry));
}

/** A sum and the rule it comes from. */
export interface RuleSum extends SumConstraint {
  rule: Rule;
  label: string;
}

/** The sums of a list of rules (killer cages), in rule order. */
export function ruleSums(rules: readonly Rule[], geometry: Geometry): RuleSum[] {
  return rules.flatMap((rule) => {
    const kind = ruleKind(rule);
    return (kind.sums?.(rule, geometry) ?? []).map((s) => ({
      ...s,
      sum: indexSum(s, geometry),
      rule,
      label: sumLabel(rule, s, geometry.n),
    }));
  });
}

/**
 * A sum over the numbers the cells hold as a sum over their value indices, which the encodings,
 * checks and logic read: each number is its index + (lowest − 1), so the total moves by that
 * times the cells' factors (a complemented cell, an arrow's circle, by the opposite).
 */
function indexSum(s: SumConstraint, geometry: Geometry): number {
  const shift = (geometry.lowest ?? 1) - 1;
  if (shift === 0) return s.sum;
  const factors = s.cells.reduce((t, cell, i) => t + (s.factors?.[i] ?? 1) * (s.complemented?.includes(cell) ? -1 : 1), 0);
  return s.sum - shift * factors;
}

/** `the cage r1c1+r1c2 = 3`, `the arrow from r1c1 along r1c2+r2c3`: as the kind names its sums, or by its label and cells. */
function sumLabel(rule: Rule, sum: SumConstraint, n: number): string {
  const kind = ruleKind(rule);
  return kind.sumLabel?.(rule, sum, n) ?? `the ${kind.label(rule)} ${cageCellsText(sum.cells, n)}`;
}

/** Values a cell may not hold, and the rule that says so. */
export interface RuleExclusion extends CellExclusion {
  rule: Rule;
  label: string;
  family: string;
}

/** The values the rules keep out of cells (odd and even cells), in rule order. */
export function ruleExclusions(rules: readonly Rule[], geometry: Geometry): RuleExclusion[] {
  return fromEachRule(rules, (kind, rule) => kind.excluded?.(rule, geometry));
}

/** A line ranked among others, and the rule that says so. */
export interface RuleRanking extends Ranking {
  rule: Rule;
  label: string;
  family: string;
}

/** The lines the rules rank among others (full rank), in rule order. */
export function ruleRankings(rules: readonly Rule[], geometry: Geometry): RuleRanking[] {
  return fromEachRule(rules, (kind, rule) => kind.rankings?.(rule, geometry));
}

/** A value cells must hold, and the rule that says so. */
export interface RuleOccurrence extends Occurrence {
  rule: Rule;
  label: string;
  family: string;
}

/** The values the rules ask cells to hold (quadruples), in rule order. */
export function ruleOccurrences(rules: readonly Rule[], geometry: Geometry): RuleOccurrence[] {
  return fromEachRule(rules, (kind, rule) => kind.required?.(rule, geometry));
}

/** The increasing chains of a list of rules (thermometers), in rule order. */
export function ruleChains(rules: readonly Rule[], geometry: Geometry): { rule: Rule; cells: number[] }[] {
  return rules.flatMap((rule) => (ruleKind(rule).chains?.(rule, geometry) ?? []).map((cells) => ({ rule, cells })));
}

/** Regions the solver builds (chaos construction), and the rule that asks for them. */
export interface RulePartition {
  rule: Rule;
  label: string;
  family: string;
}

/** The regions a list of rules asks the solver to build, in rule order. */
export function rulePartitions(rules: readonly Rule[]): RulePartition[] {
  return fromEachRule(rules, (kind) => (kind.buildsRegions ? [{}] : undefined));
}

/** Cells that one built region holds, and the rule that says so. */
export interface RuleRegionGroup {
  rule: Rule;
  label: string;
  family: string;
  cells: readonly number[];
}

/** A cell whose value counts cells or regions of the built regions, and the rule that says so. */
export interface RuleRegionCount extends RegionCount {
  rule: Rule;
  label: string;
  family: string;
}

/** The region counts of a list of rules (chaos arrows and counts), in rule order. */
export function ruleRegionCounts(rules: readonly Rule[], geometry: Geometry): RuleRegionCount[] {
  return fromEachRule(rules, (kind, rule) => kind.regionCounts?.(rule, geometry));
}

/** The groups of cells one built region holds (same-region marks), in rule order. */
export function ruleRegionGroups(rules: readonly Rule[], geometry: Geometry): RuleRegionGroup[] {
  return fromEachRule(rules, (kind, rule) => kind.sameRegion?.(rule, geometry).map((cells) => ({ cells })));
}
