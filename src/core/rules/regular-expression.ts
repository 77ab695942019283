import type { Automaton } from './automaton.js';

// A regular expression over the values of a line, compiled to a deterministic automaton the
// sequences' encodings and checks read. The syntax is ISS's (sigh's Interactive Sudoku Solver):
// a value is one character (1-9, then a = 10, b = 11 … in either case), `.` any value, classes
// `[…]` with ranges and `^`, groups, `|`, and the quantifiers `*`, `+`, `?`, `{n}`, `{n,}`,
// `{n,m}`; the whole line must match. White space is ignored.

/** The most states the expression may compile to, before (NFA) and after (DFA) determinising: hostile expressions stop there. */
export const MAX_REGEX_STATES = 4096;
/** The longest expression read, and the deepest nesting of groups (the parser recurses). */
const MAX_LENGTH = 2000;
const MAX_DEPTH = 100;

/** A refusal of an expression, at a character of it (0-based, in the text without white space; −1 for the whole). */
export class RegexError extends Error {
  constructor(
    message: string,
    readonly index: number,
  ) {
    super(message);
  }
}

type Node =
  | { type: 'set'; values: boolean[] }
  | { type: 'concat'; parts: Node[] }
  | { type: 'alt'; options: Node[] }
  | { type: 'repeat'; child: Node; min: number; max: number | undefined };

/** The value a character names: digits, then letters from a = 10. */
function characterValue(ch: string): number | undefined {
  if (/^[0-9]$/.test(ch)) return Number(ch);
  if (/^[a-z]$/i.test(ch)) return ch.toLowerCase().charCodeAt(0) - 87;
  return undefined;
}

/** The pattern as it is kept: white space out, letters in lower case (a letter names the same value in either). */
export function normalPattern(pattern: string): string {
  return pattern.replace(/\s+/g, '').toLowerCase();
}

function parse(pattern: string, n: number): Node {
  let pos = 0;
  let depth = 0;
  const fail = (message: string, at = pos): never => {
    throw new RegexError(message, at);
  };
  const value = (at: number): number => {
    const ch = pattern[at]!;
    const v = characterValue(ch);
    if (v === undefined) return fail(`'${ch}' is not a value, nor one of . [ ] ( ) | * + ? { }`, at);
    if (v < 1 || v > n) return fail(`'${ch}' is not a value of the ${n}x${n} grid (1 to ${n}, then a = 10 …)`, at);
    return v;
  };
  const set = (values: number[], negated: boolean): Node => {
    const member = Array.from({ length: n + 1 }, (_, v) => v >= 1 && values.includes(v) !== negated);
    return { type: 'set', values: member };
  };
  const number = (): number | undefined => {
    const m = /^\d+/.exec(pattern.slice(pos));
    if (!m) return undefined;
    pos += m[0].length;
    return m[0].length > 5 ? fail(`a count is at most 99999, not ${m[0]}`, pos - m[0].length) : Number(m[0]);
  };
  const expression = (): Node => {
    if (++depth > MAX_DEPTH) fail(`groups are nested at most ${MAX_DEPTH} deep`);
    const options = [sequence()];
    while (pattern[pos] === '|') {
      pos++;
      options.push(sequence());
    }
    depth--;
    return options.length === 1 ? options[0]! : { type: 'alt', options };
  };
  const sequence = (): Node => {
    const parts: Node[] = [];
    while (pos < pattern.length && pattern[pos] !== '|' && pattern[pos] !== ')') parts.push(quantified());
    return parts.length === 1 ? parts[0]! : { type: 'concat', parts };
  };
  const quantified = (): Node => {
    let node = primary();
    for (;;) {
      const ch = pattern[pos];
      if (ch === '*' || ch === '+' || ch === '?') {
        pos++;
        node = { type: 'repeat', child: node, min: ch === '+' ? 1 : 0, max: ch === '?' ? 1 : undefined };
      } else if (ch === '{') {
        const start = pos++;
        const min = number() ?? fail("'{' is followed by a count, as {2} or {1,3}");
        let max: number | undefined = min;
        if (pattern[pos] === ',') {
          pos++;
          max = pattern[pos] === '}' ? undefined : (number() ?? fail("a count or '}' follows the comma"));
        }
        if (pattern[pos] !== '}') fail("'{' is closed by '}'");
        pos++;
        if (max !== undefined && max < min) fail(`{${min},${max}} counts down: the larger count goes second`, start);
        node = { type: 'repeat', child: node, min, max };
      } else return node;
    }
  };
  const primary = (): Node => {
    const ch = pattern[pos];
    if (ch === '(') {
      const open = pos++;
      const inner = expression();
      if (pattern[pos] !== ')') fail("the group is not closed by ')'", open);
      pos++;
      return inner;
    }
    if (ch === '[') {
      const open = pos++;
      const negated = pattern[pos] === '^';
      if (negated) pos++;
      const values: number[] = [];
      while (pos < pattern.length && pattern[pos] !== ']') {
        const from = value(pos);
        if (pattern[pos + 1] === '-' && pos + 2 < pattern.length && pattern[pos + 2] !== ']') {
          const to = value(pos + 2);
          if (to < from) fail(`the range ${pattern.slice(pos, pos + 3)} runs backwards`, pos);
          for (let v = from; v <= to; v++) values.push(v);
          pos += 3;
        } else {
          values.push(from);
          pos++;
        }
      }
      if (pattern[pos] !== ']') fail("the class is not closed by ']'", open);
      if (values.length === 0) fail('a class names at least one value', open);
      pos++;
      return set(values, negated);
    }
    if (ch === '.') {
      pos++;
      return set([], true);
    }
    if (ch === undefined) return fail('the expression ends where a value or group was expected');
    if ('*+?{|)]}'.includes(ch)) return fail(`'${ch}' stands where a value or group was expected`);
    pos++;
    return set([value(pos - 1)], false);
  };
  const tree = expression();
  if (pos < pattern.length) fail(`'${pattern[pos]}' has no group to close`);
  return tree;
}

/** A nondeterministic automaton with empty moves (Thompson's construction), its states allocated up to the limit. */
export class Nfa {
  readonly moves: { set: boolean[]; to: number }[][] = [];
  readonly empty: number[][] = [];
  state(): number {
    if (this.moves.length >= MAX_REGEX_STATES)
      throw new RegexError(`the expression needs more than ${MAX_REGEX_STATES} states (counted repeats multiply them)`, -1);
    this.moves.push([]);
    this.empty.push([]);
    return this.moves.length - 1;
  }
  /** The fragment of a node between two new states. */
  build(node: Node): [number, number] {
    const [start, end] = [this.state(), this.state()];
    this.between(node, start, end);
    return [start, end];
  }
  between(node: Node, from: number, to: number): void {
    switch (node.type) {
      case 'set':
        this.moves[from]!.push({ set: node.values, to });
        return;
      case 'alt':
        for (const option of node.options) this.between(option, from, to);
        return;
      case 'concat': {
        let at = from;
        node.parts.forEach((part, i) => {
          const next = i === node.parts.length - 1 ? to : this.state();
          this.between(part, at, next);
          at = next;
        });
        if (node.parts.length === 0) this.empty[from]!.push(to);
        return;
      }
      case 'repeat': {
        let at = from;
        for (let i = 0; i < node.min; i++) {
          const next = this.state();
          this.between(node.child, at, next);
          at = next;
        }
        if (node.max === undefined) {
          // A loop through a fragment of its own, which empty moves enter and leave.
          const [s, e] = this.build(node.child);
          this.empty[at]!.push(s, to);
          this.empty[e]!.push(s, to);
          return;
        }
        for (let i = node.min; i < node.max; i++) {
          this.empty[at]!.push(to);
          const next = i === node.max - 1 ? to : this.state();
          this.between(node.child, at, next);
          at = next;
        }
        if (node.max === node.min) this.empty[at]!.push(to);
      }
    }
  }
  closure(states: Iterable<number>): number[] {
    const seen = new Set(states);
    const stack = [...seen];
    while (stack.length > 0) for (const t of this.empty[stack.pop()!]!) if (!seen.has(t) && seen.add(t)) stack.push(t);
    return [...seen].sort((a, b) => a - b);
  }
}

/** A compiled automaton: a transition table (−1: the rule is broken) and the accepting states. */
export interface Dfa {
  n: number;
  next: Int32Array;
  accepting: boolean[];
}

function determinise(tree: Node, n: number): Dfa {
  const nfa = new Nfa();
  const [start, end] = nfa.build(tree);
  return determinised(nfa, [start], (q) => q === end, n, 'the expression');
}

/** The deterministic automaton of `nfa` over the values 1..n (the subset construction), or a refusal of `what` past the states' limit. */
export function determinised(nfa: Nfa, starts: readonly number[], isAccepting: (state: number) => boolean, n: number, what: string): Dfa {
  const index = new Map<string, number>();
  const subsets: number[][] = [];
  const add = (subset: number[]): number => {
    const key = subset.join(',');
    let id = index.get(key);
    if (id === undefined) {
      if (subsets.length >= MAX_REGEX_STATES)
        throw new RegexError(`${what} needs more than ${MAX_REGEX_STATES} states once determinised`, -1);
      id = subsets.length;
      index.set(key, id);
      subsets.push(subset);
    }
    return id;
  };
  add(nfa.closure(starts));
  const rows: number[][] = [];
  for (let s = 0; s < subsets.length; s++) {
    const row = [-1];
    for (let v = 1; v <= n; v++) {
      const targets = new Set<number>();
      for (const q of subsets[s]!) for (const move of nfa.moves[q]!) if (move.set[v]) targets.add(move.to);
      row.push(targets.size === 0 ? -1 : add(nfa.closure(targets)));
    }
    rows.push(row);
  }
  const accepting = subsets.map((subset) => subset.some(isAccepting));
  // States from which no accepting state is reachable break the rule at once: those the accepting ones are not reached back from.
  const before: number[][] = rows.map(() => []);
  rows.forEach((row, s) => {
    for (const t of row) if (t >= 0) before[t]!.push(s);
  });
  const alive = [...accepting];
  const stack = accepting.flatMap((a, s) => (a ? [s] : []));
  while (stack.length > 0)
    for (const s of before[stack.pop()!]!)
      if (!alive[s]) {
        alive[s] = true;
        stack.push(s);
      }
  const next = new Int32Array(rows.length * (n + 1)).fill(-1);
  rows.forEach((row, s) => {
    for (let v = 1; v <= n; v++) if (row[v]! >= 0 && alive[row[v]!]) next[s * (n + 1) + v] = row[v]!;
  });
  return { n, next, accepting };
}

const compiled = new Map<string, Dfa | RegexError>();

/** The expression compiled for values 1..n (kept: lines share their expressions), or the refusal of it. */
export function compileRegex(pattern: string, n: number): Dfa | RegexError {
  const text = normalPattern(pattern);
  const key = `${n}:${text}`;
  let found = compiled.get(key);
  if (!found) {
    try {
      if (text.length > MAX_LENGTH) throw new RegexError(`an expression is at most ${MAX_LENGTH} characters`, MAX_LENGTH);
      found = determinise(parse(text, n), n);
    } catch (e) {
      if (!(e instanceof RegexError)) throw e;
      found = e;
    }
    compiled.set(key, found);
  }
  return found;
}

/** Why an expression cannot be compiled for values 1..n, as a sentence naming the place, or undefined. */
export function regexProblem(pattern: string, n: number): string | undefined {
  const found = compileRegex(pattern, n);
  if (!(found instanceof RegexError)) return undefined;
  const text = normalPattern(pattern);
  const shown = text.length > 60 ? `${text.slice(0, 60)}…` : text;
  const place = found.index >= 0 ? `at character ${found.index + 1} of '${shown}'` : `'${shown}'`;
  return `the regular expression ${place}: ${found.message}`;
}

/** The automaton of an expression that compiles (see `regexProblem`). */
export function regexAutomaton(pattern: string, n: number): Automaton {
  const dfa = compileRegex(pattern, n);
  if (dfa instanceof RegexError) throw new RangeError(dfa.message);
  return dfaAutomaton(dfa);
}

/** A compiled automaton as the sequences' shape reads it. */
export function dfaAutomaton(dfa: Dfa): Automaton {
  const { n } = dfa;
  const width = n + 1;
  return {
    start: 0,
    next: (s, v) => {
      const t = v >= 1 && v <= n ? dfa.next[Number(s) * width + v]! : -1;
      return t < 0 ? undefined : t;
    },
    accepts: (s) => dfa.accepting[Number(s)]!,
  };
}
