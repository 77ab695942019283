/**
 * sudocnf: Sudoku of any box shape as SAT.
 *
 * The package root does whole jobs in one call each, with the command line's options:
 *
 * ```ts
 * import { solve, unique, count, why, toDimacs, clauseCounts } from 'sudocnf';
 *
 * const r = await solve('8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..');
 * r.verdict;                 // 'solved' | 'no-solution' | 'unknown'
 * if (r.verdict === 'solved') String(r.solution); // 81 characters, verified
 * const u = await unique(puzzle, { proof: true });
 * if (u.verdict === 'unique' || u.verdict === 'no-solution') u.certificate; // checked, in memory
 * (await why(puzzle)).verdict; // 'conflict' (a minimal set of givens and constraints) | 'not-found'
 * ```
 *
 * The building blocks are in subpaths: `sudocnf/formats`, `sudocnf/cnf`, `sudocnf/encodings`,
 * `sudocnf/formula`, `sudocnf/logic`, `sudocnf/solvers`, `sudocnf/routes`, `sudocnf/generate`,
 * `sudocnf/proof`.
 * @module sudocnf
 */
export {
  type Certificate,
  type CertifiedUniqueAnswer,
  clauseCounts,
  count,
  type CountAnswer,
  type CountOptions,
  type DimacsOptions,
  type EncodingChoice,
  type PuzzleInput,
  puzzleOf,
  type PuzzleSpec,
  type ReadingOptions,
  solve,
  type SolveAnswer,
  type SolvingOptions,
  toDimacs,
  unique,
  type UniqueAnswer,
  type UniqueOptions,
} from './library/calls.js';
export { type ConflictPart, type WhyAnswer, type WhyOptions, why } from './library/why.js';
export { cellName, type Conflict, conflictText, findConflicts, Grid, type Unit, type VerifyResult, verify } from './core/grid.js';
export { Shape } from './core/shape.js';
export {
  type Geometry,
  type PairRelation,
  RULE_KINDS,
  RULE_NAMES,
  type Rule,
  type RuleKind,
  type RulePair,
  type RuleUnit,
  ruleId,
  rulesFromId,
} from './core/rules/index.js';
export {
  InputError,
  type Message,
  opt,
  type OptionRef,
  type OptionSpelling,
  says,
  type SourcePosition,
  spell,
  UsageError,
} from './core/errors.js';
export { SolverError } from '../solvers/sat-solver.js';
export { EXIT, exitCodeFor, worstExit } from './library/exit-codes.js';
export type { FormulaSize } from '../encodings/counts.js';
export type { FormulaInfo } from './formula/puzzle-formula.js';
export type { Verdict } from './routes/route.js';
export { parseDuration } from './core/duration.js';
export { toJson } from './core/json.js';
