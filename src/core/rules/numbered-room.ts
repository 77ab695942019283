import type { Automaton } from './automaton.js';
import { issBothEnds, lineName, wholeLineProblem } from './outside-clue.js';
import { type Geometry, numberOf, type RuleKind } from './rule.js';

/** A numbered room clue: the first value d of its row or column, from its end, puts the clue's value in the d-th cell. */
export type NumberedRoom = { kind: 'numbered-room'; cells: readonly number[]; value: number };

/** Beyond any cell's place in a row (at most the side, 255). */
const PLACE = 256;

/**
 * Reading the row: the first value d and the cells read (d·PLACE + read, a number), until the d-th
 * cell, which holds the clue's value (of index `value`) or breaks the rule; DONE after it. d is the
 * first cell's number: on the values 0-8 a first 0 names no cell, which ISS never accepts.
 */
function roomAutomaton(value: number, geometry: Geometry): Automaton {
  const DONE = -3;
  const at = (d: number, read: number, v: number) => (read === d ? (v === value ? DONE : undefined) : d * PLACE + read);
  return {
    start: 0,
    next: (state, v) => {
      if (state === DONE) return DONE;
      if (state === 0) return numberOf(v, geometry) < 1 ? undefined : at(numberOf(v, geometry), 1, v);
      const d = Math.floor(Number(state) / PLACE);
      return at(d, (Number(state) % PLACE) + 1, v);
    },
    accepts: (state) => state === DONE,
  };
}

/** A numbered room clue: the first value d of its row or column, from its end, puts the clue's value in the d-th cell. */
export const numberedRoom: RuleKind<NumberedRoom> = {
  kind: 'numbered-room',
  // A clue reads a whole row or column: its side is its number of cells.
  label: (rule) => `numbered room ${rule.value} (${lineName(rule.cells, rule.cells.length)})`,
  family: 'numbered-room',
  anyValues: true,
  problem: ({ cells, value }, geometry) => {
    const { n, lowest = 1 } = geometry;
    if (!Number.isInteger(value) || value < lowest || value > n + lowest - 1)
      return `a numbered room clue is ${lowest}..${n + lowest - 1}, not ${value}`;
    return wholeLineProblem(cells, geometry, 'a numbered room clue');
  },
  // The clue's value is a number; the automaton reads value indices.
  sequences: ({ cells, value }, geometry) => [{ cells, automaton: roomAutomaton(value - (geometry.lowest ?? 1) + 1, geometry) }],
  counted: { one: 'numbered room clue', many: 'numbered room clues' },
  listed: {
    cells: (rule) => rule.cells,
    number: { key: 'value', of: (rule) => rule.value },
    make: (cells, value) =>
      value === undefined
        ? 'a numbered room clue is written numbered-room:<value>:<cells of its row or column, nearest first>'
        : { kind: 'numbered-room', cells, value },
  },
  iss: { read: issBothEnds('NumberedRoom', (cells, value) => ({ kind: 'numbered-room', cells, value })) },
  example: ({ n }) => ({ kind: 'numbered-room', cells: Array.from({ length: n }, (_, i) => i * n + 1), value: 2 }),
  description: 'the first value d of a numbered room clue’s row or column, read from the clue, puts the clue’s value in its d-th cell',
  drawing: 'outside',
  mark: (rule) => ({ fill: 'none', text: String(rule.value) }),
};
