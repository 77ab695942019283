/**
 * `sudocnf/solvers`: SAT backends behind one interface (the embedded CaDiCaL, alone or racing
 * configurations, and MiniSat, any external binary) with their registry, and the Dancing Links exact-cover solver.
 * @module solvers
 */
export { CadicalSolver } from './cadical.js';
export { CadicalRace } from './cadical-race/index.js';
export type { RacerConfig } from './cadical-race/racers.js';
export { type DlxLimits, type DlxOutcome, type DlxStats, SudokuDlx } from './dlx/exact-cover.js';
export { EXTERNAL_PRESETS, type ExternalPreset } from './external/presets.js';
export {
  type BackendOptions,
  commandBackend,
  DEFAULT_SOLVER,
  findSatBackend,
  type FormulaDimensions,
  SAT_BACKENDS,
  type SatBackend,
  satBackend,
} from './registry.js';
export {
  type FormulaSource,
  type SatSolver,
  type SearchStatistics,
  type SolveOptions,
  type SolveResult,
  type SolveStatus,
  type SolverCapabilities,
  SolverError,
} from './sat-solver.js';
