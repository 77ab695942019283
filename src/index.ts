/**
 * sudocnf as a library: everything the command line does, one call each.
 *
 *   const file = await readPuzzleFile('puzzle.txt');        // or parsePuzzles(text)
 *   const entry = file.entries[0];                          // { ok, grid } or { ok: false, error }
 *   const spec = resolveSpec({ encoding: 'extended', amo: 'sequential', givens: 'eliminate' });
 *   await writeDimacs(entry.grid, spec, openOutput('p.cnf').output);
 *   encode(entry.grid, spec, mySink);                       // stream clauses anywhere
 *   closedFormSize(10, PRESETS.extended, 'pairwise');       // exact counts, BigInt
 */
export { cellName, type Conflict, findConflicts, Grid, type Unit, type VerifyResult, verify } from './grid.js';
export { InputError, type SourcePosition, UsageError } from './errors.js';
export { EXIT, exitCodeFor, worstExit } from './exit-codes.js';

export { type Alphabet, type AlphabetChoice, ALPHABETS } from './formats/alphabet.js';
export { type PuzzleEntry, type PuzzleRecord } from './formats/puzzle.js';
export { INPUT_FORMATS, type InputFormat, parsePuzzles, type PuzzleFile, type ReadOptions, readPuzzleFile } from './formats/read.js';
export { formatGrid, OUTPUT_FORMATS, type OutputFormat } from './formats/write.js';
export { type GridJson, gridToJson } from './formats/json.js';

export { type ByteOutput, MemoryOutput, StreamOutput } from './cnf/byte-output.js';
export { type DimacsFile, parseDimacs } from './cnf/dimacs-reader.js';
export { DimacsWriter } from './cnf/dimacs-writer.js';
export { openOutput, type OpenOutput } from './cnf/file-output.js';
export {
  bufferSource,
  type FormulaInfo,
  type FormulaOptions,
  headerComments,
  measureFormula,
  puzzleFormula,
  streamDimacs,
  writeDimacs,
} from './cnf/formula.js';
export { ClauseBuffer, ClauseCounter, type ClauseSink } from './cnf/sink.js';
export { VarPool } from './cnf/var-pool.js';

export { AMO_ENCODINGS, AMO_NAMES, type AmoEncoding, amoEncoding, type GroupSize } from '../encodings/amo/index.js';
export { closedFormSize, dtuReportClauses, type FormulaSize } from '../encodings/counts.js';
export { encode, type EncodeResult, encodeSteps } from '../encodings/encoder.js';
export { cellVar, type Family, FAMILIES, type FamilyUnit, groupVars } from '../encodings/families.js';
export { type Preset, PRESET_NAMES, PRESETS, presetOf, REDUNDANT_FAMILIES, resolveFamilies } from '../encodings/presets.js';
export {
  DEFAULT_AMO,
  DEFAULT_ENCODING,
  type EncodingOptions,
  encodingName,
  type EncodingSpec,
  GIVENS_MODES,
  type GivensMode,
  resolveSpec,
} from '../encodings/spec.js';

export { parseKRange, type PuzzleSizes, puzzleSizeRows, type SizeRow, sizeTable } from './stats.js';
export { Candidates, type LiteralStatus } from './candidates.js';
export { propagate, PROPAGATION_LEVELS, type PropagationLevel, type PropagationResult } from './propagate.js';
export { CompactNumbering } from './cnf/compact.js';
export {
  CHECK_METHODS,
  type CheckMethod,
  type GeneratedPuzzle,
  type GenerateOptions,
  generatePuzzle,
  GRID_METHODS,
  type GridMethod,
  SYMMETRIES,
  type Symmetry,
} from './generate.js';
export { rate, type Rating, RATING_LEVELS, type RatingLevel } from './rate.js';
export { Random } from './random.js';
export { type CnfHeader, readCnfHeader } from './cnf/header-reader.js';
export { checkedSolution, type Decoded, decodeModel } from './decode.js';
export { parseDuration } from './duration.js';
export {
  blockingClause,
  type EnumerateOptions,
  type EnumerationOutcome,
  GIVENS_CHOICES,
  type GivensChoice,
  type PuzzleOutcome,
  SatRoute,
  type SatRouteOptions,
  type SudokuRoute,
  type Verdict,
} from './solve.js';
export { DlxRoute, type DlxRouteOptions } from './dlx-route.js';
export { DLX, openRoute, type RouteOptions } from './routes.js';
export { type DlxLimits, type DlxOutcome, type DlxStats, SudokuDlx } from '../solvers/dlx/exact-cover.js';
export {
  type FormulaSource,
  type SatSolver,
  type SolveOptions,
  type SolveResult,
  type SolveStatus,
  type SolverCapabilities,
  SolverError,
} from '../solvers/sat-solver.js';
export {
  commandBackend,
  DEFAULT_SOLVER,
  estimateWasmHeapBytes,
  findSatBackend,
  type FormulaDimensions,
  SAT_BACKENDS,
  type SatBackend,
  satBackend,
} from '../solvers/registry.js';
export { EXTERNAL_PRESETS, type ExternalPreset } from '../solvers/external/presets.js';
export { toJson } from './json.js';
