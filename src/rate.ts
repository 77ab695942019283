import { Cadical, type CadicalModule, createModule } from 'cadical-wasm';
import { resolveSpec } from '../encodings/spec.js';
import { SudokuDlx } from '../solvers/dlx/exact-cover.js';
import { addFormulaTo } from '../solvers/sat-solver.js';
import { puzzleFormula } from './cnf/formula.js';
import type { Grid } from './grid.js';
import { propagate } from './propagate.js';

/**
 * Difficulty: the weakest logic that solves the puzzle without search (`singles`: naked and
 * hidden singles; `box-line`: singles plus box-line reduction), else `search`; and the search
 * effort of both solvers on it: CaDiCaL's conflicts and Dancing Links' nodes.
 */
export const RATING_LEVELS = ['singles', 'box-line', 'search'] as const;
export type RatingLevel = (typeof RATING_LEVELS)[number];

export interface Rating {
  level: RatingLevel;
  /** Conflicts CaDiCaL needed on the eliminate formula (its own propagation included). */
  conflicts: number;
  decisions: number;
  /** Dancing Links search nodes to the first solution. */
  dlxNodes: number;
}

/** A CaDiCaL module of its own, whose printed statistics are captured (the shared one prints to the console). */
let statisticsModule: Promise<{ module: CadicalModule; lines: string[] }> | undefined;

async function satEffort(puzzle: Grid): Promise<{ conflicts: number; decisions: number }> {
  statisticsModule ??= (async () => {
    const lines: string[] = [];
    const module = await createModule({ print: (text: string) => lines.push(text), printErr: () => {} });
    return { module, lines };
  })();
  const { module, lines } = await statisticsModule;
  const solver = new Cadical(module, { quiet: false, report: false, verbose: 0, lucky: false });
  try {
    const formula = puzzleFormula(puzzle, resolveSpec({ amo: 'auto', givens: 'eliminate' }));
    addFormulaTo({ addClause: (c) => solver.addClause(c) }, formula);
    solver.solve();
    lines.length = 0;
    solver.printStatistics();
    const count = (name: string) => Number(lines.map((l) => new RegExp(`^c ${name}:\\s+(\\d+)`).exec(l)?.[1]).find((x) => x !== undefined) ?? 0);
    return { conflicts: count('conflicts'), decisions: count('decisions') };
  } finally {
    solver.dispose();
  }
}

export async function rate(puzzle: Grid): Promise<Rating> {
  const level: RatingLevel =
    propagate(puzzle, 'singles').openCells === 0 ? 'singles' : propagate(puzzle, 'box-line').openCells === 0 ? 'box-line' : 'search';
  const { conflicts, decisions } = await satEffort(puzzle);
  const dlxNodes = new SudokuDlx(puzzle.k).solve(puzzle).nodes;
  return { level, conflicts, decisions, dlxNodes };
}
