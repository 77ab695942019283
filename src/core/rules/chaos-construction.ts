import type { RuleKind } from './rule.js';

/** Chaos construction: the regions are the solver's to find. */
export type ChaosConstruction = { kind: 'chaos-construction' };

/**
 * The largest side chaos construction takes: a solution is verified by a search for a cut its
 * values allow, which is quick up to 9x9 and can take minutes on larger grids (BENCHMARKS.md).
 */
export const CHAOS_MAX_SIDE = 9;

/** Why a grid is too small or too large for regions the solver builds, or undefined. */
export function chaosSideProblem(n: number): string | undefined {
  return n < 2 || n > CHAOS_MAX_SIDE ? `chaos construction takes grids of side 2 to ${CHAOS_MAX_SIDE}, not ${n}` : undefined;
}

/**
 * Chaos construction: besides rows and columns (and boxes, unless the grid has none), the grid is
 * cut into n orthogonally connected regions of n cells, each holding every value once, and which
 * cells make a region is part of the solution.
 */
export const chaosConstruction: RuleKind<ChaosConstruction> = {
  kind: 'chaos-construction',
  label: () => 'chaos construction',
  family: 'chaos',
  anyValues: true,
  problem: (_, { n }) => chaosSideProblem(n),
  buildsRegions: true,
  iss: { flags: { ChaosConstruction: [{ kind: 'chaos-construction' }] } },
  example: () => ({ kind: 'chaos-construction' }),
  description:
    'the grid is cut into orthogonally connected regions of n cells, each holding every value once; which cells make a region is for the solver to find',
  drawing: 'list',
};
