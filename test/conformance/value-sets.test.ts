// A grid's values other than 1..n (`values: 0-8`): the cells hold value indices, the rules read
// numbers. Counts on 4x4 grids of the values 0-3 against a brute force written here in numbers,
// every kind read on them against its count on 1-4 where its meaning does not depend on the
// numbers, the kinds not checked refused by name, the formats, and ISS's 0-indexed puzzles.
import { describe, expect, it } from 'vitest';
import { cellName, Grid } from '../../src/core/grid.js';
import { Shape } from '../../src/core/shape.js';
import { solveByLogic } from '../../src/logic/engine.js';
import { type Rule, RULE_KINDS, ruleKind } from '../../src/core/rules/index.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { writeLine } from '../../src/formats/line.js';
import { formatGrid, formatPuzzle } from '../../src/formats/write.js';
import { count, type PuzzleSpec, solve, unique, why } from '../../src/index.js';
import { ISS_CORPUS, readIss } from '../iss-corpus.js';
import { allSolutions } from '../helpers.js';

/** The 288 complete 4x4 grids, as the numbers 0-3 their cells hold. */
const GRIDS = allSolutions(2).map((g) => Array.from(g.cells, (v) => v - 1));

const sum = (cells: readonly number[], g: readonly number[]) => cells.reduce((t, c) => t + g[c]!, 0);

/** Rules whose meaning is in their numbers, each with its check written here over the numbers 0-3. */
const NUMERIC: { rules: Rule[]; holds: (g: readonly number[]) => boolean }[] = [
  { rules: [{ kind: 'cage', cells: [0, 1], sum: 1 }], holds: (g) => g[0]! + g[1]! === 1 },
  { rules: [{ kind: 'cage', cells: [0, 1, 4], sum: 3 }], holds: (g) => sum([0, 1, 4], g) === 3 },
  { rules: [{ kind: 'little-killer', cells: [1, 6, 11], sum: 2 }], holds: (g) => sum([1, 6, 11], g) === 2 },
  { rules: [{ kind: 'arrow', circle: 0, cells: [5, 10] }], holds: (g) => g[5]! + g[10]! === g[0] },
  { rules: [{ kind: 'arrow', circle: 0, cells: [1, 2, 6] }], holds: (g) => sum([1, 2, 6], g) === g[0] },
  { rules: [{ kind: 'double-arrow', cells: [0, 1, 2, 3] }], holds: (g) => g[1]! + g[2]! === g[0]! + g[3]! },
  { rules: [{ kind: 'xv', cells: [0, 1], sum: 3 }], holds: (g) => g[0]! + g[1]! === 3 },
  // The smallest sum two different numbers make: 0 + 1.
  { rules: [{ kind: 'xv', cells: [0, 1], sum: 1 }], holds: (g) => g[0]! + g[1]! === 1 },
  { rules: [{ kind: 'black-dot', cells: [5, 6], ratio: 2 }], holds: (g) => g[5] === 2 * g[6]! || g[6] === 2 * g[5]! },
  // A regular expression's characters are numbers: 0 is one.
  {
    rules: [{ kind: 'regex', cells: [0, 1, 5, 6], pattern: '[01].*3|0+2?' } as Rule],
    holds: (g) => {
      const read = [0, 1, 5, 6].map((c) => g[c]).join('');
      return /^([01].*3|0+2?)$/.test(read);
    },
  },
  {
    rules: [{ kind: 'quadruple', cells: [5, 6, 9, 10], values: [0, 1] } as Rule],
    holds: (g) => [0, 1].every((v) => [5, 6, 9, 10].some((c) => g[c] === v)),
  },
  {
    rules: [{ kind: 'quadruple', cells: [5, 6, 9, 10], values: [3, 3] } as Rule],
    holds: (g) => [5, 6, 9, 10].filter((c) => g[c] === 3).length === 2,
  },
  { rules: [{ kind: 'cell-values', cells: [0, 5], values: [0, 3] } as Rule], holds: (g) => [0, 5].every((c) => g[c] === 0 || g[c] === 3) },
  {
    rules: [{ kind: 'pair-line', cells: [0, 1, 5], allowed: '0-1,1-2,2-0,3-0,0-3' } as Rule],
    holds: (g) => [`${g[0]}-${g[1]}`, `${g[1]}-${g[5]}`].every((p) => ['0-1', '1-2', '2-0', '3-0', '0-3'].includes(p)),
  },
  {
    rules: [{ kind: 'pair-group', cells: [0, 6, 9], allowed: '0-1,0-2,1-2,2-3' } as Rule],
    holds: (g) =>
      [
        [0, 6],
        [0, 9],
        [6, 9],
      ].every(([x, y]) => ['0-1', '0-2', '1-2', '2-3'].some((p) => p === `${g[x!]}-${g[y!]}` || p === `${g[y!]}-${g[x!]}`)),
  },
  // Seen from below column 1: the first building lower than one before it is 1.
  {
    rules: [{ kind: 'hidden-skyscraper', cells: [12, 8, 4, 0], value: 1 } as Rule],
    holds: (g) => {
      let tallest = -1;
      for (const c of [12, 8, 4, 0]) {
        if (g[c]! > tallest) tallest = g[c]!;
        else return g[c] === 1;
      }
      return false;
    },
  },
  {
    rules: [{ kind: 'look-and-say', cells: [0, 1, 2, 3, 4], says: [1, 0, 2, 3] } as Rule],
    holds: (g) => [0, 1, 2, 3, 4].filter((c) => g[c] === 0).length === 1 && [0, 1, 2, 3, 4].filter((c) => g[c] === 3).length === 2,
  },
  // A number in the circles is in as many of them as it says: 0 in none.
  {
    rules: [{ kind: 'counting-circles', cells: [0, 5, 10, 15, 3] } as Rule],
    holds: (g) => [0, 5, 10, 15, 3].every((c) => [0, 5, 10, 15, 3].filter((d) => g[d] === g[c]).length === g[c]),
  },
  // A sandwich lies between the smallest and the largest number, 0 and 3, and adds up numbers.
  {
    rules: [{ kind: 'sandwich', cells: [0, 1, 2, 3], sum: 1 } as Rule],
    holds: (g) => {
      const row = [0, 1, 2, 3].map((c) => g[c]!);
      const [a, b] = [row.indexOf(0), row.indexOf(3)].sort((x, y) => x - y) as [number, number];
      return row.slice(a + 1, b).reduce((t, v) => t + v, 0) === 1;
    },
  },
  {
    rules: [{ kind: 'sandwich', cells: [3, 7, 11, 15], sum: 0, crusts: [1, 3] } as Rule],
    holds: (g) => {
      const column = [3, 7, 11, 15].map((c) => g[c]!);
      const [a, b] = [column.indexOf(1), column.indexOf(3)].sort((x, y) => x - y) as [number, number];
      return column.slice(a + 1, b).reduce((t, v) => t + v, 0) === 0;
    },
  },
  // A lunchbox adds up the numbers between its smallest and its largest, which differ.
  {
    rules: [{ kind: 'lunchbox', cells: [0, 5, 10, 11], sum: 1 } as Rule],
    holds: (g) => {
      const read = [0, 5, 10, 11].map((c) => g[c]!);
      if (new Set(read).size !== 4) return false;
      const [a, b] = [read.indexOf(Math.min(...read)), read.indexOf(Math.max(...read))].sort((x, y) => x - y) as [number, number];
      return read.slice(a + 1, b).reduce((t, v) => t + v, 0) === 1;
    },
  },
  // No one or more of a rellik cage's numbers add up to its number (a 0 adds nothing).
  {
    rules: [{ kind: 'rellik-cage', cells: [0, 1, 4], sum: 4 } as Rule],
    holds: (g) => {
      const read = [0, 1, 4].map((c) => g[c]!);
      if (new Set(read).size !== 3) return false;
      for (let mask = 1; mask < 8; mask++) if (read.reduce((t, v, i) => t + (mask & (1 << i) ? v : 0), 0) === 4) return false;
      return true;
    },
  },
  // The first number x (never 0) counts the cells that add up to an X-sum, or names a numbered room's cell.
  {
    rules: [{ kind: 'x-sum', cells: [0, 1, 2, 3], sum: 3 } as Rule],
    holds: (g) => g[0]! >= 1 && [0, 1, 2, 3].slice(0, g[0]).reduce((t, c) => t + g[c]!, 0) === 3,
  },
  {
    rules: [{ kind: 'numbered-room', cells: [12, 8, 4, 0], value: 0 } as Rule],
    holds: (g) => g[12]! >= 1 && g[[12, 8, 4, 0][g[12]! - 1]!] === 0,
  },
  // An equality cage's parity is its numbers' (0 even); low and high the halves 0-1 and 2-3.
  {
    rules: [{ kind: 'equality-cage', cells: [0, 6] } as Rule],
    holds: (g) => g[0]! % 2 !== g[6]! % 2 && g[0]! < 2 !== g[6]! < 2,
  },
  // A sum line's segments add up numbers: a 0 joins either segment beside it.
  {
    rules: [{ kind: 'sum-line', cells: [0, 5, 10, 15], sum: 3 } as Rule],
    holds: (g) => {
      let total = 0;
      for (const c of [0, 5, 10, 15]) {
        total += g[c]!;
        if (total === 3) total = 0;
        else if (total > 3) return false;
      }
      return total === 0;
    },
  },
  { rules: [{ kind: 'sum', cells: [0, 5, 5], total: 2 } as Rule], holds: (g) => g[0]! + 2 * g[5]! === 2 },
  // An indexer's number (never 0) names a column (row) of its row (column), which holds the
  // indexer's own column (row) number; the last column's number, 4, is no value: none points there.
  {
    rules: [{ kind: 'column-indexer', cells: [5] } as Rule],
    holds: (g) => g[5]! >= 1 && g[4 + g[5]! - 1] === 2,
  },
  {
    rules: [{ kind: 'row-indexer', cells: [3] } as Rule],
    holds: (g) => g[3]! >= 1 && g[(g[3]! - 1) * 4 + 3] === 1,
  },
  {
    rules: [{ kind: 'box-indexer', cells: [0] } as Rule],
    holds: (g) => g[0]! >= 1 && g[[0, 1, 4, 5][g[0]! - 1]!] === 1,
  },
  // The control's number k (never 0) puts the value cell's number in the k-th indexed cell.
  {
    rules: [{ kind: 'value-indexing', cells: [0, 5, 10, 15, 14] } as Rule],
    holds: (g) => g[5]! >= 1 && g[5]! <= 3 && g[[10, 15, 14][g[5]! - 1]!] === g[0],
  },
  { rules: [{ kind: 'odd', cells: [0, 5] }], holds: (g) => g[0]! % 2 === 1 && g[5]! % 2 === 1 },
  { rules: [{ kind: 'even', cells: [0, 6, 15] }], holds: (g) => [0, 6, 15].every((c) => g[c]! % 2 === 0) },
  // A building of height 0 is none, and never seen (as ISS reads its 0-indexed skyscrapers).
  {
    rules: [{ kind: 'skyscraper', cells: [0, 1, 2, 3], count: 2 }],
    holds: (g) => {
      let [tallest, seen] = [0, 0];
      for (const c of [0, 1, 2, 3]) if (g[c]! > tallest) [tallest, seen] = [g[c]!, seen + 1];
      return seen === 2;
    },
  },
  {
    rules: [
      { kind: 'cage', cells: [5, 6, 9], sum: 4 },
      { kind: 'odd', cells: [10] },
    ],
    // r2c3 and r3c2 share no row, column or box: the cage alone keeps them apart.
    holds: (g) => sum([5, 6, 9], g) === 4 && g[6] !== g[9] && g[10]! % 2 === 1,
  },
  {
    rules: [
      {
        kind: 'any-of',
        rules: [
          { kind: 'white-dot', cells: [0, 1], difference: 1 } as Rule,
          {
            kind: 'all-of',
            rules: [{ kind: 'odd', cells: [0] } as Rule, { kind: 'black-dot', cells: [4, 5], ratio: 2 } as Rule],
          } as Rule,
        ],
      },
    ],
    holds: (g) => Math.abs(g[0]! - g[1]!) === 1 || (g[0]! % 2 === 1 && (g[4] === 2 * g[5]! || g[5] === 2 * g[4]!)),
  },
];

const EMPTY = new Array(16).fill(-1);

describe('a grid of the values 0-3', () => {
  it('counts the grids a brute force over the numbers 0-3 keeps, under every encoding, treatment of givens, and the tactics route', async () => {
    for (const { rules, holds } of NUMERIC) {
      const expected = GRIDS.filter(holds).length;
      expect([rules, expected > 0, expected < 288]).toEqual([rules, true, true]);
      const spec: PuzzleSpec = { givens: EMPTY, box: '2x2', values: '0-3', rules };
      for (const encoding of ['minimal', 'efficient', 'extended', 'dtu'] as const)
        for (const givens of ['units', 'eliminate'] as const) {
          const r = await count(spec, { encoding, givens, max: 1000 });
          expect([rules, encoding, givens, r.count]).toEqual([rules, encoding, givens, expected]);
        }
      for (const sumEncoding of ['table', 'counter', 'totalizer', 'bdd', 'mdd', 'support'] as const)
        if (rules.some((rule) => ruleKind(rule).sums)) {
          const r = await count(spec, { sumEncoding, max: 1000 });
          expect([rules, sumEncoding, r.count]).toEqual([rules, sumEncoding, expected]);
        }
      expect([rules, (await count(spec, { solver: 'tactics', max: 1000 })).count]).toEqual([rules, expected]);
    }
  }, 120_000);

  it('with a given 0 that is a value, not an empty cell', async () => {
    const spec: PuzzleSpec = { givens: [0, ...EMPTY.slice(1)], box: '2x2', values: '0-3', rules: NUMERIC[0]!.rules };
    expect((await count(spec, { max: 1000 })).count).toBe(GRIDS.filter((g) => g[0] === 0 && NUMERIC[0]!.holds(g)).length);
  });

  it("a spec's values say a text's own values again or are refused, the count of givens checked first", async () => {
    const text = 'sudocnf: 1\nsize: 4\nvalues: 0-3\ngrid: ["0...", "....", "....", "...."]\n';
    expect((await count({ givens: text, values: '0-3' }, { max: 1 })).count).toBe(1);
    await expect(count({ givens: '1...............', values: '0-3' })).rejects.toThrow("the puzzle's text holds the values 1-4, not 0-3");
    await expect(count({ givens: text, values: '1-4' })).rejects.toThrow("the puzzle's text holds the values 0-3, not 1-4");
    await expect(count({ givens: EMPTY.slice(1), values: '0-3' })).rejects.toThrow("a puzzle's givens are n² values, got 15");
  });

  it('every kind read on them whose meaning is not in its numbers counts as on 1-4', async () => {
    const numeric = new Set([
      'cage',
      'little-killer',
      'arrow',
      'double-arrow',
      'xv',
      'black-dot',
      'odd',
      'even',
      'skyscraper',
      'regex',
      'sandwich',
      'lunchbox',
      'rellik-cage',
      'x-sum',
      'numbered-room',
      'quadruple',
      'cell-values',
      'pair-line',
      'pair-group',
      'hidden-skyscraper',
      'look-and-say',
      'counting-circles',
      'equality-cage',
      'sum-line',
      'sum',
      'column-indexer',
      'row-indexer',
      'box-indexer',
      'value-indexing',
    ]);
    const geometry = { n: 4, boxRows: 2, boxCols: 2 };
    const tried: string[] = [];
    for (const kind of RULE_KINDS) {
      // The combinators' examples hold odd cells and black dots: the brute force above counts a choice.
      if (!kind.anyValues || numeric.has(kind.kind) || kind.nested) continue;
      const rules = [kind.example(geometry) as Rule];
      // Sums of runs and zippers weigh runs of different lengths: their numbers matter, and they are
      // checked through the sums above.
      if (ruleKind(rules[0]!).sums) continue;
      const zero = await count({ givens: EMPTY, box: '2x2', values: '0-3', rules }, { max: 1000 });
      const one = await count({ givens: new Array(16).fill(0), box: '2x2', rules }, { max: 1000 });
      expect([kind.kind, zero.count]).toEqual([kind.kind, one.count]);
      tried.push(kind.kind);
    }
    expect(tried.length).toBeGreaterThan(20);
  });

  it('refuses a kind not checked on them in an ISS string at its constraint', () => {
    const e = parsePuzzles('.Shape~9x9~0-8.AntiKnight.GlobalEntropy\n', 's.txt', { format: 'iss' }).entries[0]!;
    expect(e.ok ? 'read' : e.error.toString()).toBe(
      "s.txt:1:27: the rule 'global-entropy' is not supported on the values 0-8 (only on 1-9)",
    );
  });

  it('refuses a kind not checked on them by name, where it is written', () => {
    const e = parsePuzzles('sudocnf: 1\nsize: 4\nvalues: 0-3\nrules: [antiknight, global-entropy]\n', 'q.yaml').entries[0]!;
    expect(e.ok ? 'read' : e.error.toString()).toBe(
      "q.yaml:4:21: the rule 'global-entropy' is not supported on the values 0-3 (only on 1-4)",
    );
  });

  it('bounds an XV mark by the sums two different numbers of the grid make', () => {
    const e = parsePuzzles('sudocnf: 1\nsize: 4\nvalues: 0-3\nrules: [{xv: [r1c1, r1c2], sum: 6}]\n', 'q.yaml').entries[0]!;
    expect(e.ok ? 'read' : e.error.toString()).toBe("q.yaml:4:9: an XV mark's sum is 1..5, not 6");
  });
});

describe('the formats of a grid of the values 0-8', () => {
  it("refuses a line past the 0-based alphabet with that alphabet's bound, whatever alphabet is asked", () => {
    const grid = new Grid(Shape.of(7, 7).withVariant({ lowest: 0 }));
    expect(() => writeLine(grid, 'sym64')).toThrow('the line format cannot write a 49x49 grid (up to 36x36); use grid, dtu or json');
  });

  const text =
    'sudocnf: 1\nvalues: 0-3\ngrid: ["0...", "....", "....", "...3"]\ngivens: {r2c3: 0}\nrules: [{cage: [r1c2, r1c3], sum: 5}]\n';

  it("a document's grid reads 0 as a value and . as an empty cell, its givens the numbers, and writes them back", () => {
    const e = parsePuzzles(text, 'v.yaml').entries[0]!;
    if (!e.ok) throw e.error;
    expect([e.grid.get(0, 0), e.grid.get(1, 2), e.grid.get(3, 3), e.grid.get(0, 1)]).toEqual([1, 1, 4, 0]);
    expect(e.grid.shape.id).toBe('2x2;values=0-3;rules=cage:5:r1c2,r1c3');
    expect(Shape.fromId(e.grid.shape.id).equals(e.grid.shape)).toBe(true);
    const written = formatPuzzle(e.grid, 'document');
    expect(written).toContain('values: 0-3\ngrid:\n  - "0..."\n  - "..0."');
    const again = parsePuzzles(written, 'w.yaml').entries[0]!;
    expect(again.ok && again.grid.equals(e.grid)).toBe(true);
  });

  it('solutions print their numbers in every format; formats that cannot hold the values refuse the puzzle', async () => {
    const e = parsePuzzles(text, 'v.yaml').entries[0]!;
    if (!e.ok) throw e.error;
    const r = await solve(e.grid);
    if (r.verdict !== 'solved') throw new Error(r.verdict);
    const line = formatGrid(r.solution, 'line');
    expect(line).toMatch(/^[0-3]{16}$/);
    expect(line[0]).toBe('0');
    expect(formatGrid(r.solution, 'pretty').split('\n')[1]).toMatch(/^\| 0 [0-3] \| [0-3] [0-3] \|$/);
    expect(JSON.parse(formatGrid(r.solution, 'json')).values).toBe('0-3');
    expect(() => formatPuzzle(e.grid, 'line')).toThrow(/the line format holds no rules/);
    expect(() => formatPuzzle(e.grid, 'fpuzzles')).toThrow(/f-puzzles holds the values 1-4 only, this grid's are 0-3/);
    const plain = parsePuzzles('sudocnf: 1\nvalues: 0-3\ngrid: ["0...", "....", "....", "...."]\n', 'p.yaml').entries[0]!;
    if (!plain.ok) throw plain.error;
    expect(() => formatPuzzle(plain.grid, 'jigsaw')).toThrow(
      "the jigsaw format holds no values other than 1-4; a 4x4 of the values 0-3 is written with format: 'document'",
    );
  });

  it('clashing givens and the reasons of no solution name the numbers', async () => {
    const clash = parsePuzzles('sudocnf: 1\nvalues: 0-3\ngrid: ["0.0.", "....", "....", "...."]\n', 'c.yaml').entries[0]!;
    expect(clash.ok ? 'read' : clash.error.toString()).toBe(
      'c.yaml:3:11: conflicting givens: r1c3 and r1c1 (line 3, column 9) both hold 0 in row 1',
    );
    const none = parsePuzzles(
      'sudocnf: 1\nvalues: 0-3\ngrid: ["0...", "....", "....", "...."]\nrules: [{cage: [r1c2, r1c3], sum: 1}]\n',
      'w.yaml',
    ).entries[0]!;
    if (!none.ok) throw none.error;
    const r = await why(none.grid);
    expect(r.verdict === 'conflict' && r.sentence).toBe('r1c1 = 0, row 1 and cage r1c2+r1c3 = 1');
  });

  it('refuses values that are not 0..n − 1 or 1..n, and a value outside them, located', () => {
    const error = (t: string) => {
      const e = parsePuzzles(t, 'b.yaml').entries[0]!;
      return e.ok ? 'read' : e.error.toString();
    };
    expect(error('sudocnf: 1\nsize: 4\nvalues: 2-5\n')).toBe(
      'b.yaml:3:9: values are written lowest-highest, 4 of them: 1-4, or 0-3 (0 is then a value)',
    );
    expect(error('sudocnf: 1\nvalues: 0-3\ngrid: ["4...", "....", "....", "...."]\n')).toBe(
      "b.yaml:3:9: '4' is not a value of a 4x4 grid (use 0-3, . for empty)",
    );
    expect(error('sudocnf: 1\nsize: 4\nvalues: 0-3\ngivens: {r1c1: 4}\n')).toBe('b.yaml:4:16: a given is a value from 0 to 3, got 4');
  });
});

describe('the logic on a grid of the values 0-8', () => {
  it("names the numbers in its steps: each placement the solution's number, each cage's sets adding up to its sum", async () => {
    let sets = 0;
    for (const name of ['0-indexed: 0-8 Killer', '0-indexed: Killer sudoku, with 0 cage, hard', '0-indexed: Classic sudoku']) {
      const item = ISS_CORPUS.find((i) => i.name === name)!;
      const e = readIss(item.input);
      if (!e.ok) throw e.error;
      const { steps } = solveByLogic(e.grid);
      expect(steps.length).toBeGreaterThan(0);
      for (const step of steps) {
        for (const { cell, value } of step.placements) {
          expect([name, step.explanation.startsWith(`${cellName(9, cell)} = ${value - 1}:`)]).toEqual([name, true]);
          expect([name, item.solution![cell]]).toEqual([name, String(value - 1)]);
        }
        const cage = /the cage \S+ = (\d+) holds (.*)$/.exec(step.explanation);
        if (cage)
          for (const set of cage[2]!.split(' or ')) {
            const values = set.replace(/[{}]/g, '').split(',').map(Number);
            expect([step.explanation, values.reduce((t, v) => t + v, 0)]).toEqual([step.explanation, Number(cage[1])]);
            sets++;
          }
      }
    }
    expect(sets).toBeGreaterThan(0);
  });

  it('says an innie in numbers: a row of 0-3 adds up to 6', () => {
    const e = parsePuzzles(
      'sudocnf: 1\nvalues: 0-3\ngrid: ["0...", "....", "....", "...2"]\nrules: [{cage: [r1c2, r1c3], sum: 3}]\n',
      'i.yaml',
    ).entries[0]!;
    if (!e.ok) throw e.error;
    expect(solveByLogic(e.grid).steps[0]!.explanation).toBe('r1c4 = 3: innie of row 1: 6 − 3 (the cages inside) − 0 (r1c1) = 3');
  });
});

describe("ISS's 0-indexed puzzles (Shape~9x9~0-8)", () => {
  const zeroBased = ISS_CORPUS.filter((item) => /Shape~\d+x\d+~0-/.test(item.input.replace(/\s+/g, '')));

  it('those read are unique with their published solutions, or have several among which it is', async () => {
    let read = 0;
    for (const item of zeroBased) {
      const e = readIss(item.input);
      if (!e.ok) continue;
      read++;
      const r = await unique(e.grid, { timeout: '60s' });
      if (r.verdict === 'multiple') {
        // Each solution verified; the published one must keep every rule too.
        const givens = Array.from(item.solution!, (ch, k) => `R${Math.floor(k / 9) + 1}C${(k % 9) + 1}_${ch}`).join('~');
        const filled = readIss(`${item.input.replace(/\s+/g, '')}.~${givens}`);
        expect([item.name, filled.ok && (await unique(filled.grid)).verdict]).toEqual([item.name, 'unique']);
        continue;
      }
      const got = r.verdict === 'unique' ? formatGrid(r.solution, 'line') : r.verdict;
      expect([item.name, got]).toEqual([item.name, item.solution]);
    }
    expect(read).toBeGreaterThanOrEqual(25);
  }, 300_000);
});
