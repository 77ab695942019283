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

function parse(pattern: string, n: number, lowest: number): Node {
  let pos = 0;
  let depth = 0;
  const fail = (message: string, at = pos): never => {
    throw new RegexError(message, at);
  };
  const value = (at: number): number => {
    const ch = pattern[at]!;
    const number = characterValue(ch);
    if (number === undefined) return fail(`'${ch}' is not a value, nor one of . [ ] ( ) | * + ? { }`, at);
    // A character is a number; the automaton reads value indices 1..n.
    const v = number - lowest + 1;
    if (v < 1 || v > n) return fail(`'${ch}' is not a value of the ${n}x${n} grid (${lowest} to ${n + lowest - 1}, then a = 10 …)`, at);
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

/** The most steps determinising may take (a state of a subset met, a value tried): hostile expressions whose subsets are large stop there. */
const MAX_WORK = 4_000_000;

/**
 * The subset construction of an automaton over the values 1..n, made as far as lines read it: a
 * state is made when a value first leads to it, so that only the states a line of its length
 * reaches are made, within the bounds of states and work. A state from which no accepting end is
 * reachable is still made: the unrolled diagram and the checks drop it by their own reading.
 */
export class Dfa {
  private readonly index = new Map<string, number>();
  private readonly subsets: number[][] = [];
  private readonly rows: Int32Array[] = [];
  private readonly accepting: boolean[] = [];
  private work = 0;

  constructor(
    private readonly nfa: Nfa,
    starts: readonly number[],
    private readonly isAccepting: (state: number) => boolean,
    readonly n: number,
    private readonly what: string,
  ) {
    this.add(this.nfa.closure(starts));
  }

  private add(subset: number[]): number {
    const key = subset.join(',');
    let id = this.index.get(key);
    if (id === undefined) {
      if (this.subsets.length >= MAX_REGEX_STATES)
        throw new RegexError(`${this.what} needs more than ${MAX_REGEX_STATES} states once determinised`, -1);
      id = this.subsets.length;
      this.index.set(key, id);
      this.subsets.push(subset);
      this.rows.push(new Int32Array(this.n + 1).fill(-2));
      this.accepting.push(subset.some(this.isAccepting));
    }
    return id;
  }

  /** The state value v leads to from state s, or −1 where it breaks the rule. */
  next(s: number, v: number): number {
    const row = this.rows[s]!;
    if (row[v] !== -2) return row[v]!;
    const targets = new Set<number>();
    for (const q of this.subsets[s]!) {
      const moves = this.nfa.moves[q]!;
      this.work += 1 + moves.length;
      for (const move of moves) if (move.set[v]) targets.add(move.to);
    }
    let t = -1;
    if (targets.size > 0) {
      const closed = this.nfa.closure(targets);
      this.work += closed.length;
      t = this.add(closed);
    }
    if (this.work > MAX_WORK)
      throw new RegexError(`${this.what} takes more than ${MAX_WORK.toLocaleString('en-US')} steps to determinise`, -1);
    row[v] = t;
    return t;
  }

  accepts(s: number): boolean {
    return this.accepting[s]!;
  }

  /** Makes every state a line of `length` values reaches, refusing past the bounds. */
  explore(length: number): void {
    let frontier = new Set([0]);
    const seen = new Set([0]);
    for (let depth = 0; depth < length && frontier.size > 0; depth++) {
      const after = new Set<number>();
      for (const s of frontier)
        for (let v = 1; v <= this.n; v++) {
          const t = this.next(s, v);
          if (t >= 0 && !seen.has(t)) {
            seen.add(t);
            after.add(t);
          }
        }
      frontier = after;
    }
  }
}

function determinise(tree: Node, n: number): Dfa {
  const nfa = new Nfa();
  const [start, end] = nfa.build(tree);
  return new Dfa(nfa, [start], (q) => q === end, n, 'the expression');
}

const compiled = new Map<string, Dfa | RegexError>();

/**
 * The expression compiled for a grid of n values from `lowest` (0 or 1; its characters the numbers, the
 * automaton's values their indices 1..n), kept: lines share their expressions; or the refusal of it.
 */
export function compileRegex(pattern: string, n: number, lowest = 1): Dfa | RegexError {
  const text = normalPattern(pattern);
  const key = `${n}:${lowest}:${text}`;
  let found = compiled.get(key);
  if (!found) {
    try {
      if (text.length > MAX_LENGTH) throw new RegexError(`an expression is at most ${MAX_LENGTH} characters`, MAX_LENGTH);
      found = determinise(parse(text, n, lowest), n);
    } catch (e) {
      if (!(e instanceof RegexError)) throw e;
      found = e;
    }
    compiled.set(key, found);
  }
  return found;
}

/** Why an expression cannot be compiled for n values from `lowest` (1 unless given) and lines of `length` values, as a sentence naming the place, or undefined. */
export function regexProblem(pattern: string, n: number, length = 0, lowest = 1): string | undefined {
  let found: Dfa | RegexError = compileRegex(pattern, n, lowest);
  if (!(found instanceof RegexError)) found = explored(found, length);
  if (!(found instanceof RegexError)) return undefined;
  const text = normalPattern(pattern);
  const shown = text.length > 60 ? `${text.slice(0, 60)}…` : text;
  const place = found.index >= 0 ? `at character ${found.index + 1} of '${shown}'` : `'${shown}'`;
  return `the regular expression ${place}: ${found.message}`;
}

/** The automaton of an expression that compiles (see `regexProblem`). */
export function regexAutomaton(pattern: string, n: number, lowest = 1): Automaton {
  const dfa = compileRegex(pattern, n, lowest);
  if (dfa instanceof RegexError) throw new RangeError(dfa.message);
  return dfaAutomaton(dfa);
}

/** The automaton explored for lines of `length` values, or the refusal of it. */
export function explored(dfa: Dfa, length: number): Dfa | RegexError {
  try {
    dfa.explore(length);
    return dfa;
  } catch (e) {
    if (!(e instanceof RegexError)) throw e;
    return e;
  }
}

/** A compiled automaton as the sequences' shape reads it (its rule checked first, which made the states its line reaches). */
export function dfaAutomaton(dfa: Dfa): Automaton {
  const { n } = dfa;
  return {
    start: 0,
    next: (s, v) => {
      const t = v >= 1 && v <= n ? dfa.next(Number(s), v) : -1;
      return t < 0 ? undefined : t;
    },
    accepts: (s) => dfa.accepts(Number(s)),
  };
}
