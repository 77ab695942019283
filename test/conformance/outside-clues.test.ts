// Clues outside the grid read along a row or column by an automaton: sandwich sums, X-sums and
// skyscrapers. Counts on small grids against a brute force, the automata against direct checks,
// their f-puzzles places, and the published puzzles.
import { describe, expect, it } from 'vitest';
import { accepts, supported } from '../../src/core/rules/automaton.js';
import { ruleKind } from '../../src/core/rules/index.js';
import type { Sandwich } from '../../src/core/rules/sandwich.js';
import type { Skyscraper } from '../../src/core/rules/skyscraper.js';
import type { XSum } from '../../src/core/rules/x-sum.js';
import { parsePuzzles } from '../../src/formats/read.js';
import { formatPuzzle } from '../../src/formats/write.js';
import { runCli } from '../helpers.js';
import { expectCountsOf, expectPublishedUnique } from '../variant-checks.js';

type Kind = Sandwich | XSum | Skyscraper;

const row = (r: number, fromRight = false) => Array.from({ length: 4 }, (_, i) => r * 4 + (fromRight ? 3 - i : i));
const column = (c: number, fromBelow = false) => Array.from({ length: 4 }, (_, i) => (fromBelow ? 3 - i : i) * 4 + c);

/** Clues of a 4x4 (cells r1c1 = 0 … r4c4 = 15). */
const RULES: Kind[][] = [
  [{ kind: 'sandwich', cells: row(0), sum: 5 }],
  [{ kind: 'sandwich', cells: column(2), sum: 0 }],
  // Other crusts: between the 2 and the 4.
  [{ kind: 'sandwich', cells: row(2), sum: 3, crusts: [2, 4] }],
  [{ kind: 'sandwich', cells: column(3, true), sum: 1, crusts: [2, 3] }],
  [{ kind: 'x-sum', cells: row(1, true), sum: 6 }],
  [{ kind: 'x-sum', cells: column(0, true), sum: 10 }],
  [
    { kind: 'sandwich', cells: column(1, true), sum: 5 },
    { kind: 'x-sum', cells: row(3), sum: 3 },
  ],
  [{ kind: 'skyscraper', cells: column(3), count: 3 }],
  [
    { kind: 'skyscraper', cells: row(2, true), count: 2 },
    { kind: 'sandwich', cells: column(1, true), sum: 0 },
  ],
];

/** The sum between the two crusts (1 and n unless others are named) of a row's values. */
function between(values: readonly number[], [low, high]: readonly number[]): number {
  const crusts = values.flatMap((v, i) => (v === low || v === high ? [i] : []));
  return values.slice(crusts[0]! + 1, crusts[1]).reduce((t, v) => t + v, 0);
}

/** The clue's reading of its values (a row of a grid of side n), written here directly from the rules. */
function reads(rule: Kind, values: readonly number[], n = 4): boolean {
  if (rule.kind === 'sandwich') return between(values, rule.crusts ?? [1, n]) === rule.sum;
  if (rule.kind === 'x-sum') return values.slice(0, values[0]).reduce((t, v) => t + v, 0) === rule.sum;
  return values.filter((v, i) => values.slice(0, i).every((w) => w < v)).length === rule.count;
}

describe('sandwich sums, X-sums and skyscrapers', () => {
  it('count on 4x4 grids equals the solutions a brute force finds, under every encoding and treatment of givens', async () => {
    for (const rules of RULES) {
      const clean = rules.map((r) => (r.kind === 'skyscraper' ? { kind: r.kind, cells: r.cells, count: r.count } : r)) as Kind[];
      await expectCountsOf(clean, (cells) =>
        clean.every((rule) =>
          reads(
            rule,
            rule.cells.map((c) => cells[c]!),
          ),
        ),
      );
    }
  });

  it('their automata accept exactly the sequences the direct check accepts, over every permutation of 1..6', () => {
    const permutations = (items: number[]): number[][] =>
      items.length === 0
        ? [[]]
        : items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]));
    const all = permutations([1, 2, 3, 4, 5, 6]);
    const six = (_: number) => Array.from({ length: 6 }, (_, i) => i);
    const clues: Kind[] = [
      ...[0, 4, 9, 14].map((sum) => ({ kind: 'sandwich' as const, cells: six(0), sum })),
      ...[1, 6, 12, 21].map((sum) => ({ kind: 'x-sum' as const, cells: six(0), sum })),
      ...[1, 3, 6].map((count) => ({ kind: 'skyscraper' as const, cells: six(0), count })),
    ];
    for (const rule of clues) {
      const { automaton } = ruleKind(rule).sequences!(rule, { n: 6, boxRows: 2, boxCols: 3 })[0]!;
      const direct = (values: number[]) => reads(rule, values, 6);
      const disagree = all.filter((p) => accepts(automaton, p) !== direct(p));
      expect([rule, disagree.length, all.filter(direct).length > 0]).toEqual([rule, 0, true]);
    }
  });

  it('a sandwich between other values is sandwich:<sum>+<low>+<high> in its id and {…, crusts: [low, high]} in documents; f-puzzles cannot hold it', () => {
    const e = parsePuzzles('sudocnf: 1\nsize: 4\nrules: [{sandwich: [r1c1, r1c2, r1c3, r1c4], sum: 3, crusts: [4, 2]}]\n').entries[0]!;
    expect(e.ok && e.grid.shape.id).toBe('2x2;rules=sandwich:3+2+4:r1c1,r1c2,r1c3,r1c4');
    if (!e.ok) return;
    expect(formatPuzzle(e.grid, 'document')).toContain('{sandwich: [r1c1, r1c2, r1c3, r1c4], sum: 3, crusts: [2, 4]}');
    expect(() => formatPuzzle(e.grid, 'fpuzzles')).toThrow(/f-puzzles writes sandwich sums between 1 and n, not between 2 and 4/);
    const bad = parsePuzzles('sudocnf: 1\nsize: 4\nrules: [{sandwich: [r1c1, r1c2, r1c3, r1c4], crusts: [2, 4]}]\n', 's.yaml').entries[0]!;
    expect(!bad.ok && bad.error.toString()).toBe('s.yaml:3:9: a sandwich with crusts has its sum');
  });

  it('f-puzzles places a clue outside the grid (R0C5 above column 5, R5C10 right of row 5), written back so', () => {
    const text =
      'sudocnf: 1\nsize: 4\nrules: [{x-sum: [r2c4, r2c3, r2c2, r2c1], sum: 7}, {skyscraper: [r4c1, r3c1, r2c1, r1c1], count: 2}]\n';
    const e = parsePuzzles(text).entries[0]!;
    expect(e.ok).toBe(true);
    if (!e.ok) return;
    const written = JSON.parse(formatPuzzle(e.grid, 'fpuzzles')) as { xsum: unknown; skyscraper: unknown };
    expect([written.xsum, written.skyscraper]).toEqual([[{ cell: 'R2C5', value: '7' }], [{ cell: 'R5C1', value: '2' }]]);
    const back = parsePuzzles(JSON.stringify(written)).entries[0]!;
    expect(back.ok && back.grid.shape.id).toBe(e.grid.shape.id);
    const bad = parsePuzzles(JSON.stringify({ ...written, xsum: [{ cell: 'R2C2', value: '7' }] }), 'x.json').entries[0]!;
    expect(!bad.ok && bad.error.toString()).toMatch(/^x\.json:1:\d+: an X-sum stands outside the grid beside a row or column/);
    const broken = parsePuzzles('sudocnf: 1\nsize: 4\nrules: [{x-sum: [r2c4, r2c2, r2c3, r2c1], sum: 7}]\n', 'y.yaml').entries[0]!;
    expect(!broken.ok && broken.error.toString()).toMatch(/an X-sum reads a whole row or column from one end/);
  });

  it('the seven published puzzles with them (dclamage/SudokuVariantSolverJS, CC BY 4.0) are unique with their published solutions', async () => {
    await expectPublishedUnique('outside-clues-dclamage.json', 7);
  });
});

describe('reading clues fast enough for explain', () => {
  it('supported keeps exactly the values that lie on an accepted sequence, as listing every sequence does', () => {
    let state = 7;
    const random = (below: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state % below;
    };
    const kinds: Kind[] = [
      { kind: 'skyscraper', cells: [0, 1, 2, 3, 4, 5], count: 3 },
      { kind: 'sandwich', cells: [0, 1, 2, 3, 4, 5], sum: 5 },
      { kind: 'x-sum', cells: [0, 1, 2, 3, 4, 5], sum: 9 },
    ];
    for (const rule of kinds) {
      const { automaton } = ruleKind(rule).sequences!(rule as never, { n: 6, boxRows: 2, boxCols: 3 })[0]!;
      for (let trial = 0; trial < 40; trial++) {
        const domains = Array.from({ length: 6 }, () => [1, 2, 3, 4, 5, 6].filter(() => random(3) > 0));
        const kept = domains.map(() => new Set<number>());
        let any = false;
        const walk = (values: number[]): void => {
          if (values.length === 6) {
            if (!accepts(automaton, values)) return;
            any = true;
            values.forEach((v, i) => {
              kept[i]!.add(v);
            });
            return;
          }
          for (const v of domains[values.length]!) walk([...values, v]);
        };
        walk([]);
        const expected = any ? domains.map((d, i) => d.filter((v) => kept[i]!.has(v))) : undefined;
        expect([rule.kind, domains, supported(automaton, domains)]).toEqual([rule.kind, domains, expected]);
      }
    }
  });

  const sky36 = () => {
    const name = (r: number, c: number) => `r${r + 1}c${c + 1}`;
    const lines = Array.from({ length: 36 }, (_, i) => {
      const row = Array.from({ length: 36 }, (_, j) => name(i, j));
      const col = Array.from({ length: 36 }, (_, j) => name(j, i));
      return [
        [row, 5],
        [[...row].reverse(), 6],
        [col, 5],
        [[...col].reverse(), 6],
      ] as const;
    }).flat();
    const rules = lines.map(([cells, count]) => `  - {skyscraper: [${cells.join(', ')}], count: ${count}}\n`).join('');
    return `sudocnf: 1\nsize: 36\nrules:\n${rules}`;
  };

  it('explain answers a 36x36 with a skyscraper on every side: each clue is read again only when its cells change', () => {
    const r = runCli(['explain', '-'], { input: sky36() });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/\nno solution: .* \(after \d+ steps\)\n$/);
  }, 120_000);

  it('explain --timeout: past it, the steps so far and the candidates left, exit 3 (text and JSON)', () => {
    const text = runCli(['explain', '-', '--timeout', '1ms'], { input: sky36() });
    expect(text.status).toBe(3);
    expect(text.stdout).toMatch(/^timeout after \d+\.\d s \(logic\), after 0 steps: these candidates are left\n/);
    expect(text.stdout.trimEnd().split('\n')).toHaveLength(37);
    const json = runCli(['explain', '-', '--timeout', '1ms', '--format', 'json'], { input: sky36() });
    expect(json.status).toBe(3);
    expect(JSON.parse(json.stdout)).toMatchObject({
      outcome: 'timeout',
      steps: [],
      reason: expect.stringMatching(/^timeout after .* \(logic\)$/),
    });
  });
});
