import { cellName } from '../cell-name.js';
import { antiking } from './antiking.js';
import { cage, cageCellsText } from './cage.js';
import { thermometer } from './thermometer.js';
import { arrow } from './arrow.js';
import { littleKiller } from './little-killer.js';
import { antiknight } from './antiknight.js';
import { diagonal } from './diagonal.js';
import { disjointGroups } from './disjoint-groups.js';
import { extraRegion } from './extra-region.js';
import { nonconsecutive } from './nonconsecutive.js';
import { type PairTable, pairTable } from './pair-table.js';
import type { Geometry, Rule, RuleKind, SumConstraint } from './rule.js';
import { windoku } from './windoku.js';

export type { Geometry, PairRelation, Rule, RuleKind, RuleKindName, SumConstraint } from './rule.js';
export { equalValues, weightOf } from './rule.js';
export { type PairTable, pairTable } from './pair-table.js';
export { combinations, countCombinations, listedCombinations, MAX_LISTED_SETS, sumRange } from './cage.js';

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
] as RuleKind[];

export function ruleKind(rule: Rule): RuleKind {
  return RULE_KINDS.find((k) => k.kind === rule.kind)!;
}

/** The rule as one word: `antiknight`, `diagonal-main`, `extra-region:r1c1,r1c2,r2c1`. */
export function ruleId(rule: Rule, n: number): string {
  switch (rule.kind) {
    case 'diagonal':
      return `diagonal-${rule.direction}`;
    case 'extra-region':
      return `extra-region:${[...rule.cells]
        .sort((a, b) => a - b)
        .map((c) => cellName(n, c))
        .join(',')}`;
    case 'cage':
      return `cage:${rule.sum === undefined ? '' : `${rule.sum}:`}${[...rule.cells]
        .sort((a, b) => a - b)
        .map((c) => cellName(n, c))
        .join(',')}`;
    case 'thermometer':
      // In order: the bulb first.
      return `thermometer:${rule.cells.map((c) => cellName(n, c)).join(',')}`;
    case 'arrow':
      // The circle, then the cells in order.
      return `arrow:${[rule.circle, ...rule.cells].map((c) => cellName(n, c)).join(',')}`;
    case 'little-killer':
      return `little-killer:${rule.sum}:${rule.cells.map((c) => cellName(n, c)).join(',')}`;
    default:
      return rule.kind;
  }
}

/** Kinds whose rules say nothing but their kind (anti-knight, windoku): each is written by its name. */
const PLAIN_KINDS = RULE_KINDS.filter((kind) => Object.keys(kind.example({ n: 9, boxRows: 3, boxCols: 3 })).length === 1);

/** The rule names `ruleFromId` takes, for messages. */
export const RULE_NAMES = ['x', 'diagonal-main', 'diagonal-anti', ...PLAIN_KINDS.map((kind) => kind.kind), 'extra-region:<cells>'];

/**
 * The rules one word names (`x` is both diagonals), or a message saying what is wrong. Cells of
 * an extra region are written `r1c1,r1c2,…`.
 */
export function rulesFromId(text: string, n: number): Rule[] | string {
  const word = text.trim().toLowerCase();
  switch (word) {
    case 'x':
    case 'diagonals':
      return [
        { kind: 'diagonal', direction: 'main' },
        { kind: 'diagonal', direction: 'anti' },
      ];
    case 'diagonal-main':
      return [{ kind: 'diagonal', direction: 'main' }];
    case 'diagonal-anti':
      return [{ kind: 'diagonal', direction: 'anti' }];
  }
  const plain = PLAIN_KINDS.find((kind) => kind.kind === word);
  if (plain) return [{ kind: plain.kind } as Rule];
  const listed = /^(extra-region|cage|thermometer|arrow|little-killer)\s*:\s*(?:(\d+)\s*:\s*)?(.*)$/.exec(word);
  if (listed && (listed[2] === undefined || listed[1] === 'cage' || listed[1] === 'little-killer')) {
    const cells: number[] = [];
    for (const name of listed[3]!.split(/[\s,+]+/).filter(Boolean)) {
      const cell = cellFromName(name, n);
      if (typeof cell === 'string') return cell;
      cells.push(cell);
    }
    if (listed[1] === 'cage') return [{ kind: 'cage', cells, ...(listed[2] !== undefined ? { sum: Number(listed[2]) } : {}) }];
    if (listed[1] === 'little-killer') {
      if (listed[2] === undefined) return 'a little killer is written little-killer:<sum>:<cells>';
      return [{ kind: 'little-killer', cells, sum: Number(listed[2]) }];
    }
    if (listed[1] === 'arrow') {
      if (cells.length < 2) return 'an arrow is written arrow:<circle>,<cells>';
      return [{ kind: 'arrow', circle: cells[0]!, cells: cells.slice(1) }];
    }
    return [{ kind: listed[1] as 'extra-region' | 'thermometer', cells }];
  }
  return `unknown rule '${text.trim()}': use ${RULE_NAMES.join(', ')}`;
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

/** A rule whose cells are a set, with its cells in order (a thermometer's order is its meaning). */
function sortedCells(rule: Rule): Rule {
  if (rule.kind === 'extra-region' || rule.kind === 'cage') return { ...rule, cells: [...rule.cells].sort((a, b) => a - b) };
  return rule;
}

/** Why a rule cannot apply to a grid, or undefined. */
export function ruleProblem(rule: Rule, geometry: Geometry): string | undefined {
  return ruleKind(rule).problem(rule, geometry);
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
    const forbidden = pairTable(kind.forbids!, geometry.n);
    for (const [a, b] of pairs) out.push({ rule, label: kind.label(rule), family: kind.family, forbidden, a, b });
  }
  return out;
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
      rule,
      label: sumLabel(rule, s, geometry.n),
    }));
  });
}

/** `the cage r1c1+r1c2 = 3`, `the arrow from r1c1 along r1c2+r2c3`, `the little killer r1c2+r2c3 = 12`. */
function sumLabel(rule: Rule, sum: SumConstraint, n: number): string {
  if (rule.kind === 'arrow') return `the arrow from ${cellName(n, rule.circle)} along ${cageCellsText(rule.cells, n)}`;
  if (rule.kind === 'little-killer') return `the little killer ${cageCellsText(sum.cells, n)} = ${sum.sum}`;
  return `the cage ${cageCellsText(sum.cells, n)} = ${sum.sum}`;
}

/** The increasing chains of a list of rules (thermometers), in rule order. */
export function ruleChains(rules: readonly Rule[], geometry: Geometry): { rule: Rule; cells: number[] }[] {
  return rules.flatMap((rule) => (ruleKind(rule).chains?.(rule, geometry) ?? []).map((cells) => ({ rule, cells })));
}
