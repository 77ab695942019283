import { KROPKI_DOTS, unmarkedPairs } from './dot-pair.js';
import type { PairRelation, RuleKind, RuleData } from './rule.js';

/** Which marks a negative constraint completes: all white dots, all black dots, or all XV marks are given. */
export type NegativeMarks = 'white-dot' | 'black-dot' | 'xv';
export type Negative = { kind: 'negative'; marks: NegativeMarks };

/** A mark as the rules of its kinds hold it: its two cells and its number. */
type Mark = RuleData & { cells: readonly number[] };

/**
 * What each negative constraint reads of the marks beside it: the kinds whose marks leave a pair
 * free (any Kropki dot frees a pair from both Kropki negatives), the number each mark has, the
 * number that is there even with no mark of it (difference 1, ratio 2, sums 5 and 10), and what a
 * pair of values with that number is.
 */
const MARKS: Record<
  NegativeMarks,
  {
    freedBy: readonly string[];
    number: (m: Mark) => number;
    always: readonly number[];
    holds: (a: number, b: number, k: number) => boolean;
    name: string;
    fpuzzles: string;
  }
> = {
  'white-dot': {
    freedBy: KROPKI_DOTS,
    number: (m) => (m as Mark & { difference: number }).difference,
    always: [1],
    holds: (a, b, d) => Math.abs(a - b) === d,
    name: 'white dots',
    fpuzzles: 'difference',
  },
  'black-dot': {
    freedBy: KROPKI_DOTS,
    number: (m) => (m as Mark & { ratio: number }).ratio,
    always: [2],
    holds: (a, b, r) => a === r * b || b === r * a,
    name: 'black dots',
    fpuzzles: 'ratio',
  },
  xv: {
    freedBy: ['xv'],
    number: (m) => (m as Mark & { sum: number }).sum,
    always: [5, 10],
    holds: (a, b, s) => a + b === s,
    name: 'XV marks',
    fpuzzles: 'xv',
  },
};

const ALL: readonly NegativeMarks[] = ['white-dot', 'black-dot', 'xv'];

/** The numbers a negative constraint rules out between unmarked neighbours: the marks' own and the usual ones. */
function numbersOf(rule: Negative, rules: readonly RuleData[] | undefined): number[] {
  const { number, always } = MARKS[rule.marks];
  const given = (rules ?? []).filter((r): r is Mark => r.kind === rule.marks).map(number);
  return [...new Set([...always, ...given])].sort((a, b) => a - b);
}

const relations = new Map<string, PairRelation>();

const NEGATIVE_DIFFERENCE_ALONE =
  "f-puzzles' negative difference rules out only the differences of the white dots given (and 1 beside its nonconsecutive flag), so with no dot of difference 1 it does not rule out consecutive neighbours as sudocnf's negative-white-dot does: add the nonconsecutive flag, or write the puzzle as a document";

/** A negative white-dot constraint beside no dot of difference 1 and no non-consecutive rule. */
function withoutUsualDifference(rule: Negative, rules: readonly RuleData[]): boolean {
  return (
    rule.marks === 'white-dot' &&
    !rules.some((r) => r.kind === 'nonconsecutive' || (r.kind === 'white-dot' && (r as Mark & { difference: number }).difference === 1))
  );
}

/** The negative constraint: every mark of its kind is given, so neighbours without one stand in none of their relations. */
export const negative: RuleKind<Negative> = {
  kind: 'negative',
  label: (rule) => `negative constraint (${MARKS[rule.marks].name})`,
  family: 'negative',
  anyValues: true,
  problem: (rule) => (ALL.includes(rule.marks) ? undefined : `the negative constraint is for ${ALL.join(', ')}, not ${String(rule.marks)}`),
  pairs: (rule, { n, rules }) => unmarkedPairs(n, rules, MARKS[rule.marks].freedBy),
  forbids: (rule, { rules }) => {
    const numbers = numbersOf(rule, rules);
    const key = `${rule.marks}:${numbers.join(',')}`;
    let relation = relations.get(key);
    if (!relation) {
      const { holds } = MARKS[rule.marks];
      relation = (a, b) => numbers.some((k) => holds(a, b, k));
      relations.set(key, relation);
    }
    return relation;
  },
  names: Object.fromEntries(ALL.map((marks) => [`negative-${marks}`, [{ kind: 'negative', marks }]])),
  fpuzzles: {
    list: {
      key: 'negative',
      read: (item, f) => {
        const text = f.text(item);
        const marks = ALL.find((m) => MARKS[m].fpuzzles === text);
        if (!marks)
          return f.fail(
            `sudocnf reads the negative constraint of ${ALL.map((m) => MARKS[m].fpuzzles).join(', ')}, not '${text ?? ''}'`,
            item,
          );
        return [{ kind: 'negative', marks }];
      },
    },
    write: (rule) => [['negative', MARKS[rule.marks].fpuzzles]],
    // The solvers that read f-puzzles documents rule out only the white dots' own differences
    // (and 1 beside the non-consecutive flag): where that leaves out 1, their meaning is not this one.
    inContext: {
      read: (rule, rules) => (withoutUsualDifference(rule, rules) ? NEGATIVE_DIFFERENCE_ALONE : rule),
      write: (rule, rules) => (withoutUsualDifference(rule, rules) ? NEGATIVE_DIFFERENCE_ALONE : rule),
    },
  },
  iss: {
    // StrictKropki: neighbours without a dot are neither consecutive nor one double the other; StrictXV: they add up to neither 5 nor 10.
    flags: {
      StrictKropki: [
        { kind: 'negative', marks: 'white-dot' },
        { kind: 'negative', marks: 'black-dot' },
      ],
      StrictXV: [{ kind: 'negative', marks: 'xv' }],
    },
  },
  example: () => ({ kind: 'negative', marks: 'white-dot' }),
  description: 'every mark of its kind is given: neighbours without one stand in none of its relations (no white dot: not consecutive)',
  drawing: 'list',
};
