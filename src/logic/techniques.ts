import { cellName } from '../core/grid.js';
import type { RulePair } from '../core/rules/index.js';
import type { Technique } from './technique.js';
import { names, removed, step } from './step-text.js';
import {
  cageCombination,
  cellRules,
  inniesAndOuties,
  outsideClues,
  sumReach,
  thermometerBounds,
  threeCellRules,
} from './killer-techniques.js';

export { LOGIC_LEVELS, type LogicLevel, type Technique } from './technique.js';

/** Every k-element subset of `items`, in lexicographic order. */
function* combinations<T>(items: readonly T[], k: number, start = 0, chosen: T[] = []): Generator<T[]> {
  if (chosen.length === k) {
    yield chosen.slice();
    return;
  }
  for (let i = start; i <= items.length - (k - chosen.length); i++) {
    chosen.push(items[i]!);
    yield* combinations(items, k, i + 1, chosen);
    chosen.pop();
  }
}

/** A cell whose last candidate is its value. */
export const nakedSingle: Technique = {
  name: 'naked single',
  abbreviation: 'NS',
  level: 'singles',
  find(board) {
    const { n, candidates } = board;
    for (let cell = 0; cell < n * n; cell++) {
      if (candidates.value[cell] !== 0 || candidates.size(cell) !== 1) continue;
      const value = candidates.values(cell)[0]!;
      const name = cellName(n, cell);
      return step(
        this,
        { units: [], cells: [cell], placements: [{ cell, value }] },
        `${name} = ${board.valueText(value)}: naked single (the only candidate left in ${name})`,
      );
    }
    return undefined;
  },
};

/** The values a pair's other cell may not hold while `cell` (one of the pair) holds v. */
function forbiddenBy(pair: RulePair, cell: number, v: number): readonly number[] {
  return (pair.a === cell ? pair.forbidden.withFirst : pair.forbidden.withSecond)[v]!;
}

/**
 * A variant's pair rules, from a decided cell: the candidates of its partners that the rule
 * forbids ("r3c5 ≠ 7: anti-knight from r1c4 = 7"). The engine tries it before every other
 * technique, whatever the list: placements leave these candidates for it to remove.
 */
export const pairRule: Technique = {
  name: 'pair rule',
  abbreviation: 'PR',
  level: 'singles',
  find(board) {
    const { n, candidates, units } = board;
    for (let cell = 0; cell < n * n && units.pairs.length > 0; cell++) {
      const v = candidates.value[cell]!;
      if (v === 0) continue;
      for (const pair of units.pairs) {
        if (pair.a !== cell && pair.b !== cell) continue;
        const other = pair.a === cell ? pair.b : pair.a;
        if (candidates.value[other] !== 0) continue;
        const eliminations = forbiddenBy(pair, cell, v)
          .filter((w) => candidates.has(other, w))
          .map((value) => ({ cell: other, value }));
        if (eliminations.length === 0) continue;
        // Every partner under the same rule at once: one step per decided cell and rule.
        const all = units.pairs
          .filter((p) => p.rule === pair.rule && (p.a === cell || p.b === cell))
          .flatMap((p) => {
            const o = p.a === cell ? p.b : p.a;
            if (candidates.value[o] !== 0) return [];
            return forbiddenBy(p, cell, v)
              .filter((w) => candidates.has(o, w))
              .map((value) => ({ cell: o, value }));
          });
        return step(
          this,
          { units: [pair.label], cells: [cell], eliminations: all },
          `${removed(board, all)}: ${pair.label} from ${cellName(n, cell)} = ${board.valueText(v)}`,
        );
      }
    }
    return undefined;
  },
};

/** A value with one place left in a unit; boxes first, as players look. */
export const hiddenSingle: Technique = {
  name: 'hidden single',
  abbreviation: 'HS',
  level: 'singles',
  find(board) {
    const { n, units } = board;
    for (const u of unitsBoxesFirst(n, units.count)) {
      for (let v = 1; v <= n; v++) {
        const places = board.places(u, v);
        if (places.length !== 1 || board.placedIn(u, v)) continue;
        const cell = places[0]!;
        return step(
          this,
          { units: [units.name(u)], cells: [cell], placements: [{ cell, value: v }] },
          `${cellName(n, cell)} = ${board.valueText(v)}: hidden single in ${units.name(u)}`,
        );
      }
    }
    return undefined;
  },
};

function unitsBoxesFirst(n: number, count: number): number[] {
  return [
    ...Array.from({ length: n }, (_, i) => 2 * n + i),
    ...Array.from({ length: 2 * n }, (_, i) => i),
    ...Array.from({ length: count - 3 * n }, (_, i) => 3 * n + i),
  ];
}

/** A box whose places for a value share a row or column: the rest of that line loses the value. */
export const pointing: Technique = {
  name: 'pointing',
  abbreviation: 'PT',
  level: 'box-line',
  find(board) {
    const { n, units } = board;
    for (let b = 2 * n; b < 3 * n; b++) {
      for (let v = 1; v <= n; v++) {
        const places = board.places(b, v);
        if (places.length < 2) continue;
        for (const i of [0, 1]) {
          const line = units.of[3 * places[0]! + i]!;
          if (!places.every((c) => units.of[3 * c + i] === line)) continue;
          const eliminations = board
            .places(line, v)
            .filter((c) => units.of[3 * c + 2] !== b)
            .map((cell) => ({ cell, value: v }));
          if (eliminations.length === 0) continue;
          return step(
            this,
            { units: [units.name(b), units.name(line)], cells: places, eliminations },
            `${removed(board, eliminations)}: pointing: in ${units.name(b)}, ${board.valueText(v)} can only go in ${units.name(line)}`,
          );
        }
      }
    }
    return undefined;
  },
};

/** A row or column whose places for a value lie in one box: the rest of the box loses the value. */
export const claiming: Technique = {
  name: 'claiming',
  abbreviation: 'CL',
  level: 'box-line',
  find(board) {
    const { n, units } = board;
    for (let line = 0; line < 2 * n; line++) {
      for (let v = 1; v <= n; v++) {
        const places = board.places(line, v);
        if (places.length < 2) continue;
        const box = units.of[3 * places[0]! + 2]!;
        if (!places.every((c) => units.of[3 * c + 2] === box)) continue;
        const lineIndex = line < n ? 0 : 1;
        const eliminations = board
          .places(box, v)
          .filter((c) => units.of[3 * c + lineIndex] !== line)
          .map((cell) => ({ cell, value: v }));
        if (eliminations.length === 0) continue;
        return step(
          this,
          { units: [units.name(line), units.name(box)], cells: places, eliminations },
          `${removed(board, eliminations)}: claiming: in ${units.name(line)}, ${board.valueText(v)} can only go in ${units.name(box)}`,
        );
      }
    }
    return undefined;
  },
};

const SUBSET_NAMES = ['', '', 'pair', 'triple', 'quad'];

/** k cells of a unit with only k candidates between them: the rest of the unit loses those values. */
function nakedSubset(k: number, abbreviation: string): Technique {
  return {
    name: `naked ${SUBSET_NAMES[k]}`,
    abbreviation,
    level: 'subsets',
    find(board) {
      const { units, candidates } = board;
      for (let u = 0; u < units.count; u++) {
        const cells = units.list(u).filter((c) => candidates.value[c] === 0);
        const small = cells.filter((c) => candidates.size(c) <= k);
        if (cells.length <= k) continue;
        for (const group of combinations(small, k)) {
          const values = [...new Set(group.flatMap((c) => candidates.values(c)))].sort((a, b) => a - b);
          if (values.length !== k) continue;
          const eliminations = cells
            .filter((c) => !group.includes(c))
            .flatMap((cell) => values.filter((v) => candidates.has(cell, v)).map((value) => ({ cell, value })));
          if (eliminations.length === 0) continue;
          return step(
            this,
            { units: [units.name(u)], cells: group, eliminations },
            `${removed(board, eliminations)}: ${this.name} {${values.map((v) => board.valueText(v)).join(', ')}} in ${names(board, group)} (${units.name(u)})`,
          );
        }
      }
      return undefined;
    },
  };
}

/** k values of a unit with only k cells between them: those cells lose every other candidate. */
function hiddenSubset(k: number, abbreviation: string): Technique {
  return {
    name: `hidden ${SUBSET_NAMES[k]}`,
    abbreviation,
    level: 'subsets',
    find(board) {
      const { n, units, candidates } = board;
      for (let u = 0; u < units.count; u++) {
        const open = Array.from({ length: n }, (_, i) => i + 1).filter((v) => !board.placedIn(u, v));
        if (open.length <= k) continue;
        const placesOf = new Map(open.map((v) => [v, board.places(u, v)]));
        const few = open.filter((v) => placesOf.get(v)!.length <= k && placesOf.get(v)!.length >= 1);
        for (const values of combinations(few, k)) {
          const cells = [...new Set(values.flatMap((v) => placesOf.get(v)!))].sort((a, b) => a - b);
          if (cells.length !== k) continue;
          const eliminations = cells.flatMap((cell) =>
            candidates
              .values(cell)
              .filter((v) => !values.includes(v))
              .map((value) => ({ cell, value })),
          );
          if (eliminations.length === 0) continue;
          return step(
            this,
            { units: [units.name(u)], cells, eliminations },
            `${removed(board, eliminations)}: ${this.name} {${values.map((v) => board.valueText(v)).join(', ')}} in ${names(board, cells)} (${units.name(u)})`,
          );
        }
      }
      return undefined;
    },
  };
}

const FISH_NAMES = ['', '', 'X-wing', 'swordfish', 'jellyfish'];

/**
 * k rows in which a value's places lie in only k columns: the value is in those columns in those
 * rows, so the columns' other cells lose it (and the same with rows and columns exchanged).
 */
function fish(k: number, abbreviation: string): Technique {
  return {
    name: FISH_NAMES[k]!,
    abbreviation,
    level: 'fish',
    find(board) {
      const { n, units } = board;
      for (let v = 1; v <= n; v++) {
        // Rows as bases and columns as covers, then the other way round.
        for (const [baseFrom, coverIndex] of [
          [0, 1],
          [n, 0],
        ] as const) {
          const bases: { line: number; covers: number[] }[] = [];
          for (let line = baseFrom; line < baseFrom + n; line++) {
            if (board.placedIn(line, v)) continue;
            const places = board.places(line, v);
            if (places.length >= 2 && places.length <= k) bases.push({ line, covers: places.map((c) => units.of[3 * c + coverIndex]!) });
          }
          for (const chosen of combinations(bases, k)) {
            const covers = [...new Set(chosen.flatMap((b) => b.covers))].sort((a, b) => a - b);
            if (covers.length !== k) continue;
            const baseLines = chosen.map((b) => b.line);
            const eliminations = covers.flatMap((cover) =>
              board
                .places(cover, v)
                .filter((c) => !baseLines.includes(units.of[3 * c + (coverIndex === 1 ? 0 : 1)]!))
                .map((cell) => ({ cell, value: v })),
            );
            if (eliminations.length === 0) continue;
            const cells = baseLines.flatMap((line) => board.places(line, v));
            const baseNames = baseLines.map((l) => units.name(l));
            const coverNames = covers.map((c) => units.name(c));
            return step(
              this,
              { units: [...baseNames, ...coverNames], cells, eliminations },
              `${removed(board, eliminations)}: ${this.name} on ${board.valueText(v)}: in ${baseNames.join(', ')}, ${board.valueText(v)} can only go in ${coverNames.join(', ')}`,
            );
          }
        }
      }
      return undefined;
    },
  };
}

/** Every technique, simplest first: the order in which the engine tries them. */
export const TECHNIQUES: readonly Technique[] = [
  nakedSingle,
  hiddenSingle,
  cageCombination,
  inniesAndOuties,
  sumReach,
  thermometerBounds,
  cellRules,
  threeCellRules,
  outsideClues,
  pointing,
  claiming,
  nakedSubset(2, 'NP'),
  hiddenSubset(2, 'HP'),
  nakedSubset(3, 'NT'),
  hiddenSubset(3, 'HT'),
  nakedSubset(4, 'NQ'),
  hiddenSubset(4, 'HQ'),
  fish(2, 'X'),
  fish(3, 'SF'),
  fish(4, 'JF'),
];
