// Table of allowed value sets (a support encoding of a table constraint, after Bacchus, "GAC via
// unit propagation", CP 2007): one selector per set of different values that reaches the sum; a
// chosen set puts every cell's value in it, and the cage's all-different clauses make the cells a
// permutation of it. Cells that may repeat values (an arrow, a little killer) get a selector per
// tuple of values instead.
import { opt, says, UsageError } from '../../src/core/errors.js';
import { combinations, countCombinations } from '../../src/core/rules/index.js';
import { type Emitter, type Lit, type SumEncoding, type SumInput, sizeByCounting } from './sum-encoding.js';

/** The most value sets (or, where cells may repeat, value tuples) the table writes for one sum. */
export const MAX_TUPLES = 20_000;

/** What `tableFits` answered, by side, cells and sum: every formula of a batch asks it for each cage again. */
const fitting = new Map<string, boolean>();

/** Whether the table writes a cage of m cells (values all different) within MAX_TUPLES sets. */
export function tableFits(m: number, sum: number, n: number): boolean {
  const key = `${n}:${m}:${sum}`;
  let fits = fitting.get(key);
  if (fits === undefined) {
    fits = countCombinations(m, sum, n, MAX_TUPLES + 1) <= MAX_TUPLES;
    fitting.set(key, fits);
  }
  return fits;
}

/** The most sets of one cage that `sets` keeps for the next formula; larger lists are listed again. */
const KEPT_SETS_MAX = 1000;
const listed = new Map<string, readonly number[][]>();

/** The sets of m different values of 1..n adding up to `sum` (the caller must not change them), listed once per side, cells and sum where few. */
function sets(m: number, sum: number, n: number): readonly number[][] {
  const key = `${n}:${m}:${sum}`;
  let found = listed.get(key);
  if (found === undefined) {
    found = combinations(m, sum, n);
    if (found.length <= KEPT_SETS_MAX) listed.set(key, found);
  }
  return found;
}

function tooMany(input: SumInput, what: string): UsageError {
  const sum =
    input.what !== undefined ? `${input.what} (${input.cells.length} cells)` : `a sum of ${input.cells.length} cells reaching ${input.sum}`;
  return new UsageError(
    says`the table encoding would write more than ${MAX_TUPLES.toLocaleString('en-US')} ${what} for ${sum}: use ${opt('sumEncoding', 'counter')} or bdd`,
  );
}

/** Every tuple of the cells' values (as weights) adding up to the sum, each as the index of its choice per cell. */
function tuples(input: SumInput): number[][] {
  const out: number[][] = [];
  const { cells, sum } = input;
  // The least and most the cells after i can add.
  const least = cells.map((_, i) => cells.slice(i + 1).reduce((t, c) => t + Math.min(...c.map((x) => x.value)), 0));
  const most = cells.map((_, i) => cells.slice(i + 1).reduce((t, c) => t + Math.max(...c.map((x) => x.value)), 0));
  const walk = (i: number, total: number, chosen: number[]) => {
    if (i === cells.length) {
      if (total === sum) out.push([...chosen]);
      return;
    }
    cells[i]!.forEach((c, k) => {
      const t = total + c.value;
      if (t + least[i]! > sum || t + most[i]! < sum) return;
      if (out.length > MAX_TUPLES) throw tooMany(input, 'value tuples');
      chosen.push(k);
      walk(i + 1, t, chosen);
      chosen.pop();
    });
  };
  walk(0, 0, []);
  return out;
}

/** Cells that may repeat values: a selector per tuple of values, putting each cell at its value. */
export function encodeTuples(input: SumInput, out: Emitter): number[][] {
  const found = tuples(input);
  const selectors = found.map(() => out.newVar());
  out.clause(selectors);
  found.forEach((choice, i) => {
    for (const [cell, k] of choice.entries()) out.clause([-selectors[i]!, input.cells[cell]![k]!.lit]);
  });
  return found.map((choice, i) => [selectors[i]!, ...choice]);
}

/**
 * The table of a cage: a selector per set of different values reaching the sum, each putting every
 * cell in its set; `more` adds a set's further clauses after those. Returns each set's selector.
 */
export function encodeSets(
  input: SumInput,
  out: Emitter,
  more?: (set: number[], selector: number) => void,
): { sets: number[][]; selectors: number[] } {
  const m = input.cells.length;
  if (!tableFits(m, input.sum, input.n)) throw tooMany(input, 'sets of different values');
  // A set some cell cannot take any value of is no choice.
  const open = sets(m, input.sum, input.n).filter((set) => input.cells.every((cell) => cell.some((c) => set.includes(c.value))));
  const selectors = open.map(() => out.newVar());
  out.clause(selectors);
  open.forEach((set, i) => {
    for (const cell of input.cells) {
      const terms: Lit[] = [-selectors[i]!];
      for (const c of cell) if (set.includes(c.value)) terms.push(c.lit);
      out.clause(terms);
    }
    more?.(set, selectors[i]!);
  });
  return { sets: open, selectors };
}

function encodeTable(input: SumInput, out: Emitter): void {
  if (input.distinct) encodeSets(input, out);
  else encodeTuples(input, out);
}

export const table: SumEncoding = {
  name: 'table',
  aliases: ['combinations'],
  description: 'a selector per set of different values reaching the sum, each putting every cell in its set',
  gloss: 'a selector per set of values',
  encode: encodeTable,
  size: (m, sum, n, distinct, what) => sizeByCounting(encodeTable, m, sum, n, distinct, what),
};
