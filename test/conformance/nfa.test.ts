import { describe, expect, it } from 'vitest';
import { Shape } from '../../src/core/shape.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { formatPuzzle } from '../../src/formats/write.js';
import { expectUniqueAsPublished, readIss } from '../iss-corpus.js';
import { expectCountsOf } from '../variant-checks.js';

/** A serialised automaton in ISS's format: the header, then each state's moves (symbol index, target) in the plain or packed body. */
function issKey(
  packed: boolean,
  symbols: number,
  stateBits: number,
  starts: number,
  accepting: number,
  startAccepts: number,
  moves: [number, number][][],
) {
  const bits: number[] = [];
  const write = (value: number, count: number) => {
    for (let i = count - 1; i >= 0; i--) bits.push((value >> i) & 1);
  };
  const most = Math.max(...moves.map((m) => m.length));
  const countBits = Math.floor(Math.log2(most)) + 1;
  write(packed ? 1 : 0, 2);
  write(stateBits - 1, 4);
  write(symbols - 1, 4);
  write(starts, stateBits);
  write(accepting, stateBits);
  write(startAccepts, starts);
  if (!packed) write(countBits, 4);
  for (const state of moves) {
    const sorted = [...state].sort((a, b) => a[0] - b[0]);
    if (packed) {
      write(
        sorted.reduce((mask, [symbol]) => mask | (1 << symbol), 0),
        symbols,
      );
      for (const [, to] of sorted) write(to, stateBits);
    } else {
      write(sorted.length, countBits);
      for (const [symbol, to] of sorted) {
        write(symbol, Math.floor(Math.log2(symbols - 1)) + 1);
        write(to, stateBits);
      }
    }
  }
  while (bits.length % 8 !== 0) bits.push(0);
  const bytes = Array.from({ length: bits.length / 8 }, (_, i) => bits.slice(i * 8, i * 8 + 8).reduce((v, b) => v * 2 + b, 0));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

// Values alternate odd and even from an odd one: state 0 (start, accepting) moves on 1 and 3 to
// state 1 (accepting), which moves on 2 and 4 back.
const alternating = (packed: boolean) =>
  issKey(packed, 4, 1, 1, 1, 1, [
    [
      [0, 1],
      [2, 1],
    ],
    [
      [1, 0],
      [3, 0],
    ],
  ]);
// Some value is 4: state 0 (start, not accepting) stays on 1-3 and moves on 4 to state 1 (accepting), which stays.
const holdsFour = issKey(false, 4, 1, 1, 1, 0, [
  [
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 1],
  ],
  [
    [0, 1],
    [1, 1],
    [2, 1],
    [3, 1],
  ],
]);

describe('automaton lines counted on every 4x4 grid against the rule of their automaton', () => {
  const line = [0, 5, 10, 15];
  const values = (c: Uint16Array) => line.map((cell) => c[cell]!);
  it.each([false, true])(
    'values alternating odd and even from an odd one (packed body: %s)',
    async (packed) => {
      await expectCountsOf([{ kind: 'nfa', cells: line, key: alternating(packed) }], (c) =>
        values(c).every((v, i) => v % 2 === (i % 2 === 0 ? 1 : 0)),
      );
    },
    120_000,
  );

  it('some value is 4 (a start that does not accept)', async () => {
    await expectCountsOf([{ kind: 'nfa', cells: [1, 6, 11], key: holdsFour }], (c) => [c[1], c[6], c[11]].includes(4));
  }, 120_000);
});

describe('automaton lines in documents', () => {
  const doc = (rule: string) => `sudocnf: 1\nsize: 4\nrules:\n  - ${rule}\n`;

  it('are written {nfa: [cells], key: "…"}, the key kept with its case through a document and the id', () => {
    const key = alternating(true);
    expect(key).toMatch(/[A-Z]/);
    const e = parsePuzzles(doc(`{nfa: [r1c1, r2c2], key: "${key}"}`), 'p.yaml').entries[0]!;
    if (!e.ok) throw e.error;
    expect(e.grid.shape.rules).toEqual([{ kind: 'nfa', cells: [0, 5], key }]);
    expect(Shape.fromId(e.grid.shape.id).rules).toEqual(e.grid.shape.rules);
    const again = parsePuzzles(formatPuzzle(e.grid, 'document'), 'q.yaml').entries[0]!;
    expect(again.ok && again.grid.shape.id).toBe(e.grid.shape.id);
  });

  it('inside any-of, the key keeps its case through the id', () => {
    const rules = [
      {
        kind: 'any-of' as const,
        rules: [
          { kind: 'nfa', cells: [0, 5], key: alternating(false) },
          { kind: 'odd', cells: [3] },
        ],
      },
    ];
    const shape = Shape.of(2, 2).withVariant({ rules });
    expect(Shape.fromId(shape.id).rules).toEqual(shape.rules);
  });

  it('a key that is not base64, is cut short or is of an unknown format is refused at the key', () => {
    const failure = (key: string) => {
      const e = parsePuzzles(doc(`{nfa: [r1c1, r2c2], key: "${key}"}`), 'p.yaml').entries[0]!;
      return e.ok ? 'read' : e.error.toString();
    };
    expect(failure('a+b')).toBe("p.yaml:4:30: an automaton line's key is ISS's, in base64 (A-Z, a-z, 0-9, - and _)");
    expect(failure('QQ')).toBe("p.yaml:4:30: an automaton line's key: the key ends inside a field");
    expect(failure('wA')).toBe("p.yaml:4:30: an automaton line's key: the key is of a format ISS does not write");
  });
});

describe("ISS's NFA", () => {
  it.each(['Sequence sudoku', 'NFA: Equal sum parition', 'Odd, Even, Seven Thermos', 'Diagonal Skyscrapers', 'Ambiguous Arrows'])(
    '%s is read and unique with its published solution',
    async (name) => expectUniqueAsPublished(name, (grid) => grid.shape.rules.some((r) => r.kind === 'nfa')),
    90_000,
  );

  it('an automaton past the states sudocnf determinises is refused by name at its key', () => {
    // "A 1, then exactly 12 more values": state 0 (start) stays on every value and moves on 1 to the
    // chain 2 → 3 → … → 13 → 1 (accepting). Determinised it must remember the last 13 values: 8,192 states
    // on a line long enough.
    const moves: [number, number][][] = [
      [
        [0, 0],
        [0, 2],
        [1, 0],
        [2, 0],
        [3, 0],
      ],
      [],
    ];
    for (let k = 2; k <= 13; k++) moves.push([0, 1, 2, 3].map((s) => [s, k === 13 ? 1 : k + 1]));
    const key = issKey(false, 4, 4, 1, 1, 0, moves);
    // On a line of 16 cells (a line of 2 reaches few of them, and is read).
    expect(readIss(`.Shape~4x4.NFA~${key}~R1C1~R1C2`).ok).toBe(true);
    const all = Array.from({ length: 16 }, (_, k) => `R${Math.floor(k / 4) + 1}C${(k % 4) + 1}`).join('~');
    const entry = readIss(`.Shape~4x4.NFA~${key}~${all}`);
    expect(!entry.ok && entry.error.toString()).toBe(
      "p.txt:1:16: ISS's NFA is not one sudocnf reads: an automaton line's key: the automaton needs more than 4096 states once determinised",
    );
  });
});
