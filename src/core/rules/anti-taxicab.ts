import { type RuleKind, relationsByNumber } from './rule.js';

/** Anti-taxicab: a value d is never d steps (up, down, left and right) from another d. */
export type AntiTaxicab = { kind: 'anti-taxicab' };

/** The largest side it is listed on (about 190,000 pairs). */
const MAX_SIDE = 25;

/** Taxicab distance between two cells. */
const stepsBetween = (a: number, b: number, n: number) => Math.abs(Math.floor(a / n) - Math.floor(b / n)) + Math.abs((a % n) - (b % n));

// Two cells d steps apart may not both hold d: one relation per distance.
const notBoth = relationsByNumber((a, b, d) => !(a === d && b === d));

/** Anti-taxicab: two cells d steps apart (a taxicab's distance) never both hold d. */
export const antiTaxicab: RuleKind<AntiTaxicab> = {
  kind: 'anti-taxicab',
  label: () => 'anti-taxicab',
  family: 'antitaxicab',
  // It ties nearly every two cells of the grid: bounded before they are listed.
  problem: (_, { n }) =>
    n > MAX_SIDE ? `anti-taxicab ties nearly every two cells: grids up to ${MAX_SIDE}x${MAX_SIDE}, not ${n}x${n}` : undefined,
  // The pairs no more than n steps apart: a value is at most n.
  pairs: (_, { n }) => {
    const pairs: [number, number][] = [];
    for (let a = 0; a < n * n; a++) for (let b = a + 1; b < n * n; b++) if (stepsBetween(a, b, n) <= n) pairs.push([a, b]);
    return pairs;
  },
  forbidsBetween: (_, { n }, a, b) => notBoth(stepsBetween(a, b, n)),
  iss: { flags: { AntiTaxicab: [{ kind: 'anti-taxicab' }] } },
  example: () => ({ kind: 'anti-taxicab' }),
  description: 'two cells d steps apart, counting steps up, down, left and right, never both hold d',
  drawing: 'list',
};
