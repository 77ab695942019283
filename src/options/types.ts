import type { SumEncodingName } from '../../encodings/sums/index.js';
import type { ThermometerEncodingName } from '../../encodings/thermometers.js';
import type { LineEncodingName } from '../../encodings/lines.js';
import type { AmoName } from '../../encodings/amo/index.js';
import type { Family } from '../../encodings/families.js';
import type { Preset } from '../../encodings/presets.js';
import type { EncodingOptions, GivensMode } from '../../encodings/spec.js';
import type { SatSolverName } from '../../solvers/registry.js';
import type { Grid } from '../core/grid.js';
import type { AlphabetChoice } from '../core/alphabet.js';
import type { InputFormat } from '../formats/read.js';
import type { PropagationLevel } from '../logic/propagate.js';
import type { GivensChoice, Propagators, Strategy } from '../routes/route-options.js';

export type { AmoName, GivensChoice, Preset, PropagationLevel, Propagators, Strategy };

/** An encoding: a preset, or families separated by commas (`cell-alo,row-amo,col-amo,box-amo`). */
export type EncodingName = Preset | Family | `${Family},${string}`;

/** A route: a SAT solver, Dancing Links (`dlx`), or the tactics route (`tactics`, `tactics:UC+INP+X`). */
export type SolverName = SatSolverName | 'dlx' | 'tactics' | `tactics:${string}`;

/** A time limit: milliseconds, or a duration as the command line writes it (`500ms`, `10s`, `2m`). */
export type Duration = number | `${number}${'ms' | 's' | 'm' | 'h' | ''}`;

/** How a puzzle's text is read. */
export interface ReadingOptions {
  /** How the text is written (default: detected). */
  inputFormat?: InputFormat;
  /** Symbols of one-character cells (default: detected). */
  alphabet?: AlphabetChoice;
}

/** The names each encoding option takes, as the library types them; an option not here takes any text its reader accepts. */
interface EncodingNames {
  encoding: EncodingName;
  amo: AmoName;
  sumEncoding: SumEncodingName;
  thermoEncoding: ThermometerEncodingName;
  lineEncoding: LineEncodingName;
}

/**
 * The encoding, as `encode`, `solve` and `stats` take it on the command line: the encoding options
 * (declared once, with `encodings/spec.ts`'s `EncodingOptions`), their names typed; the givens are
 * each call's own.
 */
export type EncodingChoice = {
  [K in keyof Omit<EncodingOptions, 'givens'>]?: K extends keyof EncodingNames ? EncodingNames[K] : EncodingOptions[K];
};

/** What `solve`, `unique` and `count` take: the command line's options, by their library names. */
export interface SolvingOptions extends ReadingOptions, EncodingChoice {
  /** A SAT backend (`cadical`, the default; `minisat`; an external preset such as `cadical-bin`), `dlx` or `tactics`. */
  solver?: SolverName;
  /** Any SAT binary with competition output, `"<command> [args…]"` with `{file}` for a file path. */
  solverCmd?: string;
  /** Threads, for solvers that take them. */
  threads?: number;
  /** How the givens enter the formula (default `auto`). */
  givens?: GivensChoice;
  /** Logic run on the candidates before an eliminate formula is built (default `singles`). */
  propagate?: PropagationLevel;
  /** Wall-clock limit (for `unique` and `count`, the whole search): milliseconds or a duration such as `'10s'`. */
  timeout?: Duration;
  /** Conflict limit per solver call (embedded CaDiCaL). */
  conflicts?: number;
  /** Search-node limit (Dancing Links), guesses (tactics). */
  nodeLimit?: number;
  /** External solvers: keep the formula handed to the solver in this file. */
  keepCnf?: string;
  /** The embedded CaDiCaL checks its own reasoning as it goes (a self-test, slower). */
  selfCheck?: boolean;
  /** `solve` with a SAT solver: the whole formula, bands first, or `auto` (the default): bands for large sparse grids. */
  strategy?: Strategy;
  /** The embedded CaDiCaL's propagator beside the pure CNF, for the innies and outies of 4 to 6 cells it has no clauses for (`on`); `off` (the default): the pure CNF alone. */
  propagators?: Propagators;
}

export interface UniqueOptions extends SolvingOptions {
  /**
   * Certify the answer: the embedded CaDiCaL writes a proof that there is no other solution (or
   * none), which sudocnf's checker checks, and the answer holds the certificate `unique --proof`
   * writes, in memory. Not with another solver, `solverCmd`, `threads`, `conflicts`, `nodeLimit`
   * or `strategy`.
   */
  proof?: boolean;
}

export interface CountOptions extends SolvingOptions {
  /** Stop at this many solutions (default 1000). */
  max?: number;
  /** Called with every solution, each verified, as it is found. */
  onSolution?: (solution: Grid) => void;
}

export interface DimacsOptions extends ReadingOptions, EncodingChoice {
  /** How the givens enter the formula (default `units`). */
  givens?: GivensMode;
  /** Logic run on the candidates first (default `none`); implies eliminate. */
  propagate?: PropagationLevel;
  /** Renumber the open literals 1..m; implies eliminate. */
  compact?: boolean;
  /** Where the puzzle came from, for the header comments. */
  source?: string;
}
