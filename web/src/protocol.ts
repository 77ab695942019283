import type { Step } from '../../src/logic/step.js';
import type { ConflictPart } from '../../src/routes/why.js';
import type { CommandName } from '../../src/options/schema.js';
import type { AmoName, EncodingName, GivensChoice, Propagators, SolverName } from '../../src/options/types.js';

/** A puzzle as it crosses to the worker: its shape's id (`3x3`, `2x3`, a variant's regions and rules) and cells, 0 for empty. */
export interface PuzzleData {
  box: string;
  cells: number[];
}

/** The choices of the Solve panel, by the library's option names and types. */
export interface SolveChoice {
  solver: SolverName;
  encoding: EncodingName;
  redundant: boolean;
  amo: AmoName;
  givens: GivensChoice;
  /** The embedded CaDiCaL's propagators; the library's default where not chosen. */
  propagators?: Propagators;
}

/** The choices of the Encoding panel, as `sudocnf encode` takes them. */
export interface EncodeChoice {
  encoding: EncodingName;
  redundant: boolean;
  amo: AmoName;
  givens: 'units' | 'assumptions' | 'eliminate';
}

export interface GenerateChoice {
  box: string;
  seed: number;
  symmetry: 'none' | 'rotational';
  /** Stop digging at this many givens; without it the puzzle is minimal. */
  givens?: number;
  /** A variant as `generate --variant` names it (killer, kropki, x, …); without it a classic puzzle. */
  variant?: string;
}

/** What the page asks of the worker. */
export type Job =
  | { kind: 'solve'; puzzle: PuzzleData; choice: SolveChoice }
  | { kind: 'unique'; puzzle: PuzzleData; choice: SolveChoice }
  | { kind: 'count'; puzzle: PuzzleData; choice: SolveChoice; max: number }
  | { kind: 'hint'; puzzle: PuzzleData; entries: number[]; marks: (number[] | null)[] }
  /** Why a puzzle has no solution: a minimal conflicting set of givens and constraints. */
  | { kind: 'why'; puzzle: PuzzleData }
  | { kind: 'generate'; choice: GenerateChoice }
  | { kind: 'measure'; puzzle: PuzzleData; choice: EncodeChoice }
  | { kind: 'encode'; puzzle: PuzzleData; choice: EncodeChoice; source: string }
  | { kind: 'warm' }
  /** The command line that does the same (options by their library names; `shown` even at their defaults). */
  | { kind: 'command'; command: CommandName; args: string[]; options: Record<string, unknown>; shown?: string[] }
  | { kind: 'counts'; choice: EncodeChoice; ks: number[] }
  /** A certificate of uniqueness or of no solution, zipped: what `command` writes into a directory. */
  | { kind: 'certificate'; puzzle: PuzzleData; command: string; sudocnf: string };

export interface CertificateResult {
  verdict: 'unique' | 'multiple' | 'no-solution' | 'unknown';
  /** The certificate's folder, zipped (unique and no solution). */
  zip?: Uint8Array;
  lemmas?: number;
  reason?: string;
  seconds: number;
}

export interface FormulaCounts {
  variables: number;
  clauses: number;
}

export interface SolveResult {
  verdict: string;
  solution?: number[];
  reason?: string;
  solver: string;
  seconds: number;
}

export interface UniqueResult {
  verdict: 'unique' | 'multiple' | 'no-solution' | 'unknown';
  solution?: number[];
  second?: number[];
  reason?: string;
  solver: string;
  seconds: number;
}

export interface CountResult {
  count: number;
  complete: boolean;
  reason?: string;
  solver: string;
  seconds: number;
}

/** A step, with the candidates of the cells it takes candidates from (for pencil marks). */
/** A step, or why there is none (with the cell to look at, where there is one). */
export type HintResult = { step: Step; candidates: Record<number, number[]> } | { none: string; cell?: number };

export interface GenerateResult {
  puzzle: PuzzleData;
  line: string;
  givens: number;
  seconds: number;
}

/** The formula as `encode` writes it with the chosen options, and after singles (eliminate). */
export interface MeasureResult {
  before: FormulaCounts;
  after: FormulaCounts | { contradiction: string };
}

export interface CountsRow {
  k: number;
  variables: string;
  clauses: string;
}

export interface WhyResult {
  conflict?: ConflictPart[];
  /** The conflict as a sentence: `r1c1 = 5, r5c5 = 5 and diagonal (main)`. */
  sentence?: string;
  reason?: string;
}

export interface Results {
  why: WhyResult;
  solve: SolveResult;
  unique: UniqueResult;
  count: CountResult;
  hint: HintResult;
  generate: GenerateResult;
  measure: MeasureResult;
  encode: string;
  warm: null;
  command: string;
  counts: CountsRow[];
  certificate: CertificateResult;
}

/** Worker to page: the answer, a failure (bad options, say), or progress (solutions found so far). */
export type Reply =
  | { id: number; type: 'done'; result: unknown }
  | { id: number; type: 'failed'; message: string }
  | { id: number; type: 'progress'; found: number };

export type Request = { id: number; job: Job };
