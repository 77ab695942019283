import { lastClassesAutomaton } from './automaton.js';
import { lineProblem, linesForm, pairsAlong } from './line.js';
import { type RuleKind, relationsByNumber } from './rule.js';

/** A modular line: any `mod` cells in a row along it leave different remainders divided by `mod` (3 unless written). */
export type Modular = { kind: 'modular'; cells: readonly number[]; mod?: number };

/** The largest mod a line takes: its encoding ties each cell to the mod − 1 after it. */
export const MAX_MOD = 64;

/** The largest mod whose line is written as its automaton under `--line-encoding mdd` (up to 6 · 5 · 4 · 3 · 2 states a cell). */
const MDD_MOST_MOD = 6;

const modOf = (rule: Modular) => rule.mod ?? 3;

// Two cells of the same remainder, one relation per mod.
const sameRemainder = relationsByNumber((a, b, mod) => a % mod !== b % mod);

/**
 * A modular line: any `mod` cells in a row along it leave different remainders divided by `mod`.
 * Since there are `mod` remainders, each such run holds every one of them, so cells `mod` apart
 * share theirs: ISS's modular line (its first `mod` cells of different remainders, cells `mod`
 * apart of the same), the same rule said the other way round.
 */
export const modular: RuleKind<Modular> = {
  kind: 'modular',
  label: (rule) => (rule.mod === undefined ? 'modular line' : `modular line (mod ${rule.mod})`),
  family: 'modular',
  anyValues: true,
  problem: (rule, { n }) => {
    const mod = modOf(rule);
    if (rule.mod !== undefined && (!Number.isInteger(mod) || mod < 2 || mod > Math.min(n, MAX_MOD)))
      return `a modular line's mod is 2..${Math.min(n, MAX_MOD)} (a remainder for each of its values), not ${rule.mod}`;
    if (n < mod) return `a modular line needs values of every remainder by ${mod} (a grid of side ${mod} or more)`;
    return lineProblem(rule.cells, n, 'a modular line');
  },
  pairs: (rule) => pairsAlong(rule.cells, modOf(rule) - 1),
  forbids: (rule) => sameRemainder(modOf(rule)),
  // Value indices leave the same remainders as the values do, shifted alike. Its states are the
  // last mod − 1 remainders in order: past MDD_MOST_MOD, its pairs are written instead.
  lineAutomaton: (rule) => {
    const mod = modOf(rule);
    return mod <= MDD_MOST_MOD ? lastClassesAutomaton((v) => v % mod, mod - 1) : undefined;
  },
  counted: { one: 'modular line', many: 'modular lines' },
  listed: {
    cells: (rule) => rule.cells,
    number: { key: 'mod', of: (rule) => rule.mod },
    make: (cells, mod) => ({ kind: 'modular', cells, ...(mod !== undefined && mod !== 3 ? { mod } : {}) }),
  },
  fpuzzles: {
    ...linesForm('modularline', { entry: 'a modular line', line: 'a modular line' }, (cells): Modular => ({ kind: 'modular', cells })),
    // f-puzzles' modular lines are of mod 3.
    inContext: {
      read: (rule) => rule,
      write: (rule) => (rule.mod === undefined ? rule : `f-puzzles has no modular line of mod ${rule.mod} (its are of mod 3)`),
    },
  },
  iss: {
    // .Modular~<mod>~<cells>. Of mod 2 (each two cells in a row of different remainders by 2) it is
    // a parity line (parity-line.ts), which this reader hands on as ISS's one type.
    read: {
      Modular: (a) => {
        const mod = a.number(0, "a modular line's mod");
        const cells = a.cells(1, 'a modular line');
        if (mod === 2) {
          const parity = { kind: 'parity', cells };
          return [parity as unknown as Modular];
        }
        if (mod === undefined || !Number.isInteger(mod) || mod < 3 || mod > Math.min(a.n, MAX_MOD))
          return a.fail(
            `ISS's modular line of mod ${mod ?? 'none'} is not one sudocnf supports (only mod 2 to ${Math.min(a.n, MAX_MOD)})`,
            0,
          );
        return [{ kind: 'modular', cells, ...(mod !== 3 ? { mod } : {}) }];
      },
    },
  },
  example: ({ n }) => ({ kind: 'modular', cells: [0, 1, n + 2] }),
  description:
    'any three cells in a row along a modular line leave different remainders divided by 3 (one of 3, 6, 9, one of 1, 4, 7, one of 2, 5, 8); a line of mod m, any m cells in a row different remainders divided by m',
  drawing: 'line',
};
