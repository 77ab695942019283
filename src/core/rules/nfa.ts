import type { IssArgs } from './reading.js';
import { Dfa, dfaAutomaton, explored, MAX_REGEX_STATES, Nfa, RegexError } from './regular-expression.js';
import type { RuleKind } from './rule.js';

/**
 * An automaton line: the values along its cells, read in order, are accepted by an automaton given
 * as ISS (sigh's Interactive Sudoku Solver) serialises one, the key its NFA constraint holds.
 */
export type NfaLine = { kind: 'nfa'; cells: readonly number[]; key: string };

/** A stream of bits, the first bit of each byte first. */
function bitReader(bytes: Uint8Array) {
  let at = 0;
  const total = bytes.length * 8;
  return {
    left: () => total - at,
    read(count: number): number {
      if (at + count > total) throw new RegexError('the key ends inside a field', -1);
      let value = 0;
      for (let i = 0; i < count; i++, at++) value = value * 2 + ((bytes[at >> 3]! >> (7 - (at & 7))) & 1);
      return value;
    },
  };
}

/** Bits needed to write the numbers 0..most. */
const bitsFor = (most: number) => (most <= 0 ? 0 : Math.floor(Math.log2(most)) + 1);

/**
 * ISS's serialised automaton (js/nfa_builder.js, NFASerializer): base64 (URL-safe) bytes; a header of
 * the format (2 bits: plain or packed), the bits of a state number less one (4), the symbols less
 * one (4), the start states and the accepting states after them (a state number's bits each),
 * which starts accept (start i the bit of weight 2^i), and for the plain format the bits of a transition count (4);
 * then each state's transitions in turn until the bits run out: plain, a count and each (symbol,
 * target); packed, a mask of the symbols it moves on (the lowest bit the first symbol) and a target for each. States are numbered
 * starts first, then accepting states, then the rest; symbol s is the value s + 1.
 */
function decode(key: string, n: number): Dfa {
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  } catch {
    throw new RegexError('the key is not base64', -1);
  }
  if (bytes.length === 0) throw new RegexError('the key is empty', -1);
  const bits = bitReader(bytes);
  const format = bits.read(2);
  if (format > 1) throw new RegexError('the key is of a format ISS does not write', -1);
  const stateBits = bits.read(4) + 1;
  const symbols = bits.read(4) + 1;
  const starts = bits.read(stateBits);
  const accepting = bits.read(stateBits);
  const startAccepts = bits.read(starts);
  const countBits = format === 0 ? bits.read(4) : 0;
  const symbolBits = bitsFor(symbols - 1);
  if (starts < 1) throw new RegexError('the automaton has no start state', -1);
  const nfa = new Nfa();
  const move = (from: number, to: number, symbol: number) => {
    while (nfa.moves.length <= Math.max(from, to)) {
      if (nfa.moves.length >= MAX_REGEX_STATES) throw new RegexError(`the automaton has more than ${MAX_REGEX_STATES} states`, -1);
      nfa.state();
    }
    const value = symbol + 1;
    if (value <= n) nfa.moves[from]!.push({ set: Array.from({ length: n + 1 }, (_, v) => v === value), to });
  };
  if (format === 0) {
    for (let state = 0; countBits > 0 && bits.left() >= countBits; state++) {
      const count = bits.read(countBits);
      for (let i = 0; i < count; i++) {
        const symbol = bits.read(symbolBits);
        move(state, bits.read(stateBits), symbol);
      }
    }
  } else
    for (let state = 0; bits.left() >= symbols; state++) {
      const mask = bits.read(symbols);
      for (let symbol = 0; symbol < symbols; symbol++) if ((mask >> symbol) & 1) move(state, bits.read(stateBits), symbol);
    }
  while (nfa.moves.length < starts + accepting) nfa.state();
  const isAccepting = (q: number) => (q < starts ? ((startAccepts >> q) & 1) === 1 : q < starts + accepting);
  return new Dfa(
    nfa,
    Array.from({ length: starts }, (_, q) => q),
    isAccepting,
    n,
    'the automaton',
  );
}

const compiled = new Map<string, Dfa | RegexError>();

/** The automaton of a key for values 1..n (kept), or its refusal. */
function compileKey(key: string, n: number): Dfa | RegexError {
  const id = `${n}:${key}`;
  let found = compiled.get(id);
  if (!found) {
    try {
      found = decode(key, n);
    } catch (e) {
      if (!(e instanceof RegexError)) throw e;
      found = e;
    }
    compiled.set(id, found);
  }
  return found;
}

/** Why a key is not an automaton sudocnf reads for lines of `length` values, or undefined. */
function keyProblem(key: string, n: number, length: number): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(key)) return "an automaton line's key is ISS's, in base64 (A-Z, a-z, 0-9, - and _)";
  let found = compileKey(key, n);
  if (!(found instanceof RegexError)) found = explored(found, length);
  return found instanceof RegexError ? `an automaton line's key: ${found.message}` : undefined;
}

/** `.NFA~<key>~_<name>~<cells>`, several lines of one automaton set apart by `~~` or a name. */
function readIssNfa(a: IssArgs): NfaLine[] {
  const key = a.args[0] ?? a.fail('an NFA has a key');
  const lines: number[][] = [[]];
  a.args.forEach((arg, i) => {
    if (i === 0) return;
    if (arg === '-') a.fail("ISS's NFA segments (~-~) are not read by sudocnf", i);
    if (arg === '' || arg.startsWith('_')) lines.push([]);
    else lines.at(-1)!.push(a.cell(i, 'an NFA line'));
  });
  const found = lines.filter((cells) => cells.length > 0);
  const problem = keyProblem(key, a.n, Math.max(0, ...found.map((cells) => cells.length)));
  if (problem) a.fail(`ISS's NFA is not one sudocnf reads: ${problem}`, 0);
  return found.map((cells) => ({ kind: 'nfa', cells, key }));
}

export const nfaLine: RuleKind<NfaLine> = {
  kind: 'nfa',
  label: () => 'automaton line',
  family: 'nfa',
  // ISS keys its symbols by value index (symbol 1 the smallest value, 0 on the values 0-8), as the automaton reads the cells.
  anyValues: true,
  problem: ({ cells, key }, { n }) => {
    if (cells.length < 1) return 'an automaton line runs through at least one cell';
    if (cells.some((c) => !Number.isInteger(c) || c < 0 || c >= n * n)) return `an automaton line's cells lie in the ${n}x${n} grid`;
    if (new Set(cells).size !== cells.length) return 'an automaton line names a cell twice';
    return keyProblem(key, n, cells.length);
  },
  sequences: ({ cells, key }, { n }) => {
    const dfa = compileKey(key, n);
    if (dfa instanceof RegexError) throw new RangeError(dfa.message);
    return [{ cells, automaton: dfaAutomaton(dfa) }];
  },
  counted: { one: 'automaton line', many: 'automaton lines' },
  listed: {
    cells: (rule) => rule.cells,
    text: { key: 'key', of: (rule) => rule.key },
    make: (cells, _, n, __, text) => {
      if (text === undefined) return 'an automaton line is written {nfa: [<cells along it>], key: "<ISS\'s key>"}';
      const key = text.trim();
      return keyProblem(key, n, cells.length) ?? { kind: 'nfa', cells, key };
    },
  },
  iss: { read: { NFA: readIssNfa } },
  // The automaton of ISS's "Odd, Even, Seven Thermos" ("Odd lots"), whose values past the grid's side are left out.
  example: ({ n }) => ({
    kind: 'nfa',
    cells: [0, 1, n + 1],
    key: 'TgRf8SIzRFVVCIj_5KSkpKf_BwcHBx_3R0dHR_-ysrKyt_0ZGRkZP-bm5ubn_ygoKCgv-MjIyMiA',
  }),
  description: "the values along an automaton line, read in order, are accepted by its automaton, given as ISS's key for it",
  drawing: 'line',
};
