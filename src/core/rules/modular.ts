import { lastTwoClassesAutomaton } from './automaton.js';
import { lineProblem, linesForm, pairsAlong } from './line.js';
import type { PairRelation, RuleKind } from './rule.js';

export type Modular = { kind: 'modular'; cells: readonly number[] };

// Three cells in a row leave three different remainders exactly when no two of them share one.
const sameRemainder: PairRelation = (a, b) => a % 3 === b % 3;

/** A modular line: any three cells in a row along it leave different remainders divided by 3. */
export const modular: RuleKind<Modular> = {
  kind: 'modular',
  label: () => 'modular line',
  family: 'modular',
  anyValues: true,
  problem: ({ cells }, { n }) =>
    n < 3 ? 'a modular line needs values of every remainder by 3 (a grid of side 3 or more)' : lineProblem(cells, n, 'a modular line'),
  pairs: ({ cells }) => pairsAlong(cells, 2),
  forbids: () => sameRemainder,
  lineAutomaton: () => lastTwoClassesAutomaton((v) => v % 3),
  counted: { one: 'modular line', many: 'modular lines' },
  listed: { cells: (rule) => rule.cells, make: (cells) => ({ kind: 'modular', cells }) },
  fpuzzles: linesForm('modularline', { entry: 'a modular line', line: 'a modular line' }, (cells) => ({ kind: 'modular', cells })),
  iss: {
    // .Modular~<mod>~<cells>: sudocnf's modular lines are ISS's of mod 3. Of mod 2 (each two cells
    // in a row of different remainders by 2) it is a parity line (parity-line.ts), which this
    // reader hands on as ISS's one type.
    read: {
      Modular: (a) => {
        const mod = a.number(0, "a modular line's mod");
        if (mod === 2) {
          const parity = { kind: 'parity', cells: a.cells(1, 'a modular line') };
          return [parity as unknown as Modular];
        }
        if (mod !== 3) a.fail(`ISS's modular line of mod ${mod ?? 'none'} is not one sudocnf supports (only mod 2 and 3)`, 0);
        return [{ kind: 'modular', cells: a.cells(1, 'a modular line') }];
      },
    },
  },
  example: ({ n }) => ({ kind: 'modular', cells: [0, 1, n + 2] }),
  description:
    'any three cells in a row along a modular line leave different remainders divided by 3 (one of 3, 6, 9, one of 1, 4, 7, one of 2, 5, 8)',
  drawing: 'line',
};
