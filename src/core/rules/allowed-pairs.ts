import { markedCellsProblem } from './marked-cells.js';
import type { IssArgs } from './reading.js';
import type { PairRelation, RuleKind } from './rule.js';

// What pair lines and pair groups share: a relation written as the pairs of values it allows
// (`"1-2, 2-3"`, the first cell's value first), kept as text in a canonical form and compiled once
// per text into the relation the pair tables read; and ISS's form of it, a bit per pair of values.

export type AllowedPairs<K extends 'pair-line' | 'pair-group'> = { kind: K; cells: readonly number[]; allowed: string };

/** The pairs a text allows, or why it is not one: `a-b` pairs set apart by commas (or white space), each value lowest..n + lowest − 1 (1..n unless said). */
export function parseAllowed(text: string, n: number, lowest = 1): [number, number][] | string {
  const top = n + lowest - 1;
  const items = text.split(/[\s,]+/).filter(Boolean);
  if (items.length === 0) return 'the allowed pairs name at least one pair, as "1-2, 2-3"';
  const pairs: [number, number][] = [];
  for (const item of items) {
    const m = /^(\d{1,3})-(\d{1,3})$/.exec(item);
    const [a, b] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
    if (!m || a < lowest || a > top || b < lowest || b > top)
      return `'${item}' is not a pair of values of ${lowest}..${top}: write the first cell's value, a dash and the second's, as 1-2`;
    pairs.push([a, b]);
  }
  return pairs;
}

/** The canonical text of pairs: each once, in order, `1-2,2-3`. */
export function allowedText(pairs: readonly (readonly [number, number])[]): string {
  const keys = [...new Set(pairs.map(([a, b]) => a * 1000 + b))].sort((x, y) => x - y);
  return keys.map((k) => `${Math.floor(k / 1000)}-${k % 1000}`).join(',');
}

const relations = new Map<string, PairRelation>();

/** The relation forbidding every pair the text does not allow (either way round where `symmetric`), one per text. */
function forbidding(text: string, symmetric: boolean): PairRelation {
  const key = `${symmetric}:${text}`;
  let relation = relations.get(key);
  if (!relation) {
    const allowed = new Set(
      text
        .split(',')
        .map((p) => p.split('-').map(Number) as [number, number])
        .flatMap(([a, b]) => (symmetric ? [`${a}-${b}`, `${b}-${a}`] : [`${a}-${b}`])),
    );
    relation = (a, b) => !allowed.has(`${a}-${b}`);
    relations.set(key, relation);
  }
  return relation;
}

/** ISS's binary key: base64 (`A` = 0 … `_` = 63), six bits a character, bit (i − 1)·n + (j − 1) set where (i, j) is allowed. */
function issPairs(key: string, n: number): [number, number][] | undefined {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const digits = Array.from(key, (ch) => alphabet.indexOf(ch));
  if (digits.some((d) => d < 0)) return undefined;
  const pairs: [number, number][] = [];
  for (let i = 1; i <= n; i++)
    for (let j = 1; j <= n; j++) {
      const bit = (i - 1) * n + (j - 1);
      if (((digits[Math.floor(bit / 6)] ?? 0) >> (bit % 6)) & 1) pairs.push([i, j]);
    }
  return pairs;
}

/** `.Pair~<key>~<cells>` (and the older `Binary`, whose key swaps - and _): groups set apart by `~~`, a name `~_<name>` opening one. */
export function readIssPairs<K extends 'pair-line' | 'pair-group'>(kind: K, legacy: boolean) {
  return (a: IssArgs): AllowedPairs<K>[] => {
    const raw = a.args[0] ?? a.fail('a pairwise constraint has a key');
    const key = legacy ? raw.replace(/[-_]/g, (c) => (c === '-' ? '_' : '-')) : raw;
    const found = issPairs(key, a.n);
    if (!found) return a.fail("a pairwise constraint's key is base64", 0);
    // The key's bits are value indices; the rule's pairs are numbers (0 the first on ISS's 0-8).
    const pairs = found.map(([i, j]) => [i + a.lowest - 1, j + a.lowest - 1] as [number, number]);
    if (pairs.length === 0) return a.fail("a pairwise constraint's key allows no pair of values", 0);
    const groups: number[][] = [[]];
    a.args.forEach((arg, i) => {
      if (i === 0) return;
      if (arg === '' || arg.startsWith('_')) groups.push([]);
      else groups.at(-1)!.push(a.cell(i, 'a pairwise constraint'));
    });
    const allowed = allowedText(pairs);
    return groups.filter((cells) => cells.length > 0).map((cells) => ({ kind, cells, allowed }));
  };
}

/** The kind of pair lines (each two neighbours along the line) or pair groups (every two of the cells). */
export function allowedPairsKind<K extends 'pair-line' | 'pair-group'>(kind: K): RuleKind<AllowedPairs<K>> {
  const line = kind === 'pair-line';
  const what = line ? 'a pair line' : 'a pair group';
  return {
    kind,
    label: (rule) => `${line ? 'pair line' : 'pair group'} (${rule.allowed.length > 24 ? `${rule.allowed.slice(0, 23)}…` : rule.allowed})`,
    family: kind,
    anyValues: true,
    problem: ({ cells, allowed }, geometry) => {
      if (cells.length < 2) return `${what} holds at least two cells`;
      const parsed = parseAllowed(allowed, geometry.n, geometry.lowest);
      if (typeof parsed === 'string') return `${what}'s allowed pairs: ${parsed}`;
      return markedCellsProblem(cells, geometry, what);
    },
    pairs: ({ cells }) =>
      line
        ? cells.slice(1).map((b, i) => [cells[i]!, b] as [number, number])
        : cells.flatMap((a, i) => cells.slice(i + 1).map((b) => [Math.min(a, b), Math.max(a, b)] as [number, number])),
    forbids: (rule) => forbidding(rule.allowed, !line),
    counted: { one: line ? 'pair line' : 'pair group', many: line ? 'pair lines' : 'pair groups' },
    listed: {
      cells: (rule) => rule.cells,
      ...(line ? {} : { unordered: true }),
      text: { key: 'allowed', of: (rule) => rule.allowed },
      make: (cells, _, n, __, text) => {
        if (text === undefined) return `${what} is written {${kind}: [<cells>], allowed: "1-2, 2-3"}`;
        // The grid's values are not known here: pairs of 1..n or of 0..n − 1 are read, and the rule's problem says which fit.
        const parsed = parseAllowed(text, n);
        const zero = typeof parsed === 'string' ? parseAllowed(text, n, 0) : parsed;
        return typeof zero === 'string' ? `${what}'s allowed pairs: ${parsed}` : { kind, cells, allowed: allowedText(zero) };
      },
    },
    iss: {
      read: line
        ? { Pair: readIssPairs(kind, false), Binary: readIssPairs(kind, true) }
        : { PairX: readIssPairs(kind, false), BinaryX: readIssPairs(kind, true) },
    },
    example: ({ n }) => ({
      kind,
      cells: line ? [0, 1, n + 1] : [0, n + 2, 2 * n + 1],
      allowed: line ? '1-2,2-3,2-4,3-1,4-1,4-2' : '1-2,1-3,2-4,3-4',
    }),
    description: line
      ? "each two neighbours along a pair line hold one of its allowed pairs of values, the earlier cell's value first"
      : 'every two cells of a pair group hold one of its allowed pairs of values, in either order',
    drawing: 'line',
  };
}
