// Rules read along a row or column (sandwich sums, X-sums, skyscrapers) as finite automata: a state
// after each cell, each value leading to the next state or breaking the rule. Unrolled over the
// cells' possible values, the automaton is a layered diagram (Bacchus, CP 2007) that the encodings
// write as clauses and the logic reads for the values that still lie on a path to an accepting end.

export type AutomatonState = number | string;

/** A finite automaton over values: from `start`, each value leads to a state or (undefined) breaks the rule. */
export interface Automaton {
  start: AutomatonState;
  next(state: AutomatonState, value: number): AutomatonState | undefined;
  /** Whether the sequence may end in this state. */
  accepts(state: AutomatonState): boolean;
}

/** A child that breaks the rule, and the end of an accepted sequence. */
export const REJECT = -1;
export const ACCEPT = -2;

/** A node of the unrolled automaton: its level (the cell it reads) and, for each value of that cell's domain in order, the node it leads to. */
export interface LayeredNode {
  level: number;
  children: number[];
}

/**
 * The automaton unrolled over cells whose possible values are `domains[i]`: a node per level and
 * state from which an accepting end can still be reached (a state with none is REJECT), equal
 * nodes shared, a node on every level. The root is REJECT when no sequence is accepted.
 */
export function unrolled(automaton: Automaton, domains: readonly (readonly number[])[]): { nodes: LayeredNode[]; root: number } {
  const m = domains.length;
  const nodes: LayeredNode[] = [];
  const shared = new Map<string, number>();
  const memo = new Map<string, number>();
  const build = (level: number, state: AutomatonState): number => {
    if (level === m) return automaton.accepts(state) ? ACCEPT : REJECT;
    const key = `${level}:${typeof state}:${state}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const children = domains[level]!.map((v) => {
      const next = automaton.next(state, v);
      return next === undefined ? REJECT : build(level + 1, next);
    });
    let id = REJECT;
    if (children.some((c) => c !== REJECT)) {
      const signature = `${level}:${children.join(',')}`;
      id = shared.get(signature) ?? nodes.length;
      if (id === nodes.length) {
        nodes.push({ level, children });
        shared.set(signature, id);
      }
    }
    memo.set(key, id);
    return id;
  };
  return { nodes, root: build(0, automaton.start) };
}

/**
 * The values of each cell that lie on an accepted sequence of values from the domains, or
 * undefined when none is accepted: the states reachable before each cell, forwards, then those
 * from which an accepting end is reachable, backwards; a value is kept when it leads from one
 * such state to another. The same as reading the unrolled diagram, without building it.
 */
export function supported(automaton: Automaton, domains: readonly (readonly number[])[]): number[][] | undefined {
  const m = domains.length;
  // moves[i]: each state reachable before cell i, with the state each value of its domain leads to.
  const moves: Map<AutomatonState, (AutomatonState | undefined)[]>[] = [];
  let states = new Set<AutomatonState>([automaton.start]);
  for (let i = 0; i < m; i++) {
    const level = new Map<AutomatonState, (AutomatonState | undefined)[]>();
    const after = new Set<AutomatonState>();
    for (const state of states) {
      const targets = domains[i]!.map((v) => automaton.next(state, v));
      level.set(state, targets);
      for (const t of targets) if (t !== undefined) after.add(t);
    }
    moves.push(level);
    states = after;
  }
  let alive = new Set([...states].filter((state) => automaton.accepts(state)));
  const kept = domains.map(() => new Set<number>());
  for (let i = m - 1; i >= 0; i--) {
    const before = new Set<AutomatonState>();
    for (const [state, targets] of moves[i]!) {
      targets.forEach((t, j) => {
        if (t === undefined || !alive.has(t)) return;
        before.add(state);
        kept[i]!.add(domains[i]![j]!);
      });
    }
    alive = before;
  }
  if (!alive.has(automaton.start)) return undefined;
  return kept.map((values, i) => domains[i]!.filter((v) => values.has(v)));
}

/** Whether the automaton accepts a sequence of values. */
export function accepts(automaton: Automaton, values: readonly number[]): boolean {
  let state: AutomatonState | undefined = automaton.start;
  for (const v of values) {
    state = automaton.next(state, v);
    if (state === undefined) return false;
  }
  return automaton.accepts(state);
}

/** An automaton whose state is the last value read (0 before any), each value allowed after the last by `follows`. */
export function lastValueAutomaton(follows: (last: number, v: number) => boolean): Automaton {
  return {
    start: 0,
    next: (last, v) => (last === 0 || follows(Number(last), v) ? v : undefined),
    accepts: () => true,
  };
}

/** An automaton whose state is the last `count` classes read (`a,b`), a value whose class is among them breaking the rule. */
export function lastClassesAutomaton(classOf: (v: number) => number, count = 2): Automaton {
  return {
    start: '',
    next: (state, v) => {
      const seen = String(state) === '' ? [] : String(state).split(',').map(Number);
      const c = classOf(v);
      return seen.includes(c) ? undefined : [...seen, c].slice(-count).join(',');
    },
    accepts: () => true,
  };
}

/** An automaton whose state is the set of values read (a mask), each value checked against it by `fits`, the end by `ends`. */
export function valueSetAutomaton(fits: (seen: number, v: number) => boolean, ends: (seen: number) => boolean = () => true): Automaton {
  return {
    start: 0,
    next: (seen, v) => (fits(Number(seen), v) ? Number(seen) | (1 << (v - 1)) : undefined),
    accepts: (seen) => ends(Number(seen)),
  };
}
