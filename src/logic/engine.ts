import { UsageError } from '../core/errors.js';
import { builtRegions, type Grid } from '../core/grid.js';
import { rankingHolds } from '../core/rules/index.js';
import { Board } from './board.js';
import { MASK_BOARD_MAX_N, MaskBoard, type MaskTactics } from './mask-board.js';
import type { Step } from './step.js';
import { LOGIC_LEVELS, type LogicLevel, pairRule, type Technique, TECHNIQUES } from './techniques.js';

/** The simplest step the techniques find on the board, in their order; undefined when none applies. */
export function nextStep(board: Board, techniques: readonly Technique[] = TECHNIQUES): Step | undefined {
  const rules = board.units.pairs.length > 0 ? pairRule.find(board) : undefined;
  if (rules) return rules;
  for (const technique of techniques) {
    const step = technique.find(board);
    if (step) return step;
  }
  return undefined;
}

export interface LogicOutcome {
  /** Every step taken, in order. */
  steps: Step[];
  /** The board where logic stopped: solved, stuck, or contradicted. */
  board: Board;
  solved: boolean;
  /** Why the puzzle has no solution, when logic found that it has none. */
  contradiction?: string;
}

/**
 * Applies the simplest step to the board, in place, again and again, until it is solved, no step
 * applies, or a contradiction shows: then returns the contradiction, if any. `onStep` sees each
 * step once applied (and may throw to stop, at a time limit say).
 */
export function toFixpoint(board: Board, techniques: readonly Technique[] = TECHNIQUES, onStep?: (step: Step) => void): string | undefined {
  for (;;) {
    const contradiction = board.contradiction();
    if (contradiction !== undefined) return contradiction;
    if (board.solved()) return regionsFit(board.toGrid()) ? brokenRanking(board.toGrid()) : NO_CUT;
    const step = nextStep(board, techniques);
    if (!step) return undefined;
    board.apply(step);
    onStep?.(step);
  }
}

/** A puzzle taken by logic as far as it goes, with every step: solved, stuck, or contradicted. */
export function solveByLogic(puzzle: Grid, techniques: readonly Technique[] = TECHNIQUES): LogicOutcome {
  const board = Board.of(puzzle);
  const steps: Step[] = [];
  const contradiction = toFixpoint(board, techniques, (step) => steps.push(step));
  if (contradiction !== undefined) return { steps, board, solved: false, contradiction };
  return { steps, board, solved: board.solved() };
}

/** The DTU report's names for its tactics: Unique Candidate is both singles; INP is naked pairs, looked for incrementally. */
const DTU_NAMES: Record<string, readonly string[]> = { UC: ['NS', 'HS'], NP: ['NP'], INP: ['NP'], X: ['X'] };

/** The items of a technique list, separated by `+` or `,`. */
function listItems(list: string): string[] {
  return list
    .split(/[+,]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * Techniques from a list: names (`hidden single`, `x-wing`), short forms (`HS`, `NP`, `X`), the
 * DTU report's (`UC`, `INP`), or levels (`singles`, `box-line`, `subsets`, `fish`: every
 * technique up to that level), separated by `+` or `,`. Kept in the engine's order.
 */
export function resolveTechniques(list: string): Technique[] {
  const wanted = new Set<Technique>();
  for (const raw of listItems(list)) {
    const key = raw.toLowerCase();
    const level = LOGIC_LEVELS.indexOf(key as LogicLevel);
    if (level >= 0) {
      for (const t of TECHNIQUES) if (LOGIC_LEVELS.indexOf(t.level) <= level) wanted.add(t);
      continue;
    }
    const short = DTU_NAMES[raw.toUpperCase()] ?? [raw.toUpperCase()];
    const found = TECHNIQUES.filter((t) => t.name.toLowerCase() === key || short.includes(t.abbreviation));
    if (found.length === 0) {
      const known = TECHNIQUES.map((t) => `${t.abbreviation} (${t.name})`).join(', ');
      throw new UsageError(`unknown technique '${raw}': use ${known}, UC, INP, or a level (${LOGIC_LEVELS.join(', ')})`);
    }
    for (const t of found) wanted.add(t);
  }
  return TECHNIQUES.filter((t) => wanted.has(t));
}

/** Techniques of killer, thermometer and marked-cell puzzles, which the tactics route's label leaves out. */
const KILLER_TECHNIQUES: readonly string[] = ['CC', 'IO', 'SR', 'TB', 'CR', 'LE', 'OC'];

/** A tactics configuration: the techniques, how naked pairs are looked for, and a label (`NS+HS+INP+X`). */
export interface Tactics extends MaskTactics {
  techniques: Technique[];
  label: string;
}

/**
 * A configuration as `--solver tactics:LIST` names it. INP is naked pairs looked for only in
 * the units changed since the last look; with NP as well (or a level that holds it), both looks run.
 */
export function resolveTactics(list: string): Tactics {
  const tokens = listItems(list);
  const techniques = resolveTechniques(list);
  const incremental = tokens.some((t) => t.toUpperCase() === 'INP');
  const rest = tokens.filter((t) => t.toUpperCase() !== 'INP');
  const full = rest.length > 0 && resolveTechniques(rest.join('+')).some((t) => t.abbreviation === 'NP');
  const pairs = incremental ? (full ? 'both' : 'incremental') : full ? 'full' : 'none';
  const pairLabel = incremental ? (full ? 'INP+NP' : 'INP') : 'NP';
  // The mask board prunes cages, thermometers, marked cells, line ends and outside clues whatever the list (as CC, TB, CR, LE and OC would), and has
  // no innies and outies: the label names what the list changes.
  const label = techniques
    .filter((t) => !KILLER_TECHNIQUES.includes(t.abbreviation))
    .map((t) => (t.abbreviation === 'NP' ? pairLabel : t.abbreviation))
    .join('+');
  return { techniques, abbreviations: new Set(techniques.map((t) => t.abbreviation)), pairs, label };
}

/** Do the techniques (a list as `resolveTactics` reads it) solve the puzzle alone? On the bit-mask board up to 32×32. */
export function solvesByLogic(puzzle: Grid, list: string): boolean {
  const tactics = resolveTactics(list);
  if (puzzle.n > MASK_BOARD_MAX_N) return solveByLogic(puzzle, tactics.techniques).solved;
  const board = MaskBoard.of(puzzle, tactics);
  if (!board) return false;
  return board.settle() && board.solved() && regionsFit(board.toGrid());
}

/** What a complete grid that breaks a ranked line says (full rank: the techniques do not read its ranks). */
function brokenRanking(grid: Grid): string | undefined {
  const broken = grid.shape.rankings.find((ranking) => !rankingHolds(ranking, (cell) => grid.cells[cell]!));
  return broken && `the grid is complete, but it breaks the ${broken.label}`;
}

/** What a complete grid no cut into regions fits says (chaos construction: the logic does not build the regions). */
const NO_CUT = 'the grid is complete, but no cut into connected regions holding every value once fits it';

/** Whether a complete grid keeps the regions its shape asks the solver to build, where it asks for any. */
function regionsFit(grid: Grid): boolean {
  return grid.shape.partitions.length === 0 || builtRegions(grid) !== undefined;
}

/** The weakest level whose techniques solve the puzzle alone, or 'search' when none does. */
export function logicLevel(puzzle: Grid): LogicLevel | 'search' {
  for (const level of LOGIC_LEVELS) if (solvesByLogic(puzzle, level)) return level;
  return 'search';
}
