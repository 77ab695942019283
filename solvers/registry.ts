import { definedOnly } from '../src/core/defined.js';
import { type Message, opt, says, UsageError } from '../src/core/errors.js';
import { byName, type Named, type NameOf, Registry } from '../src/core/registry.js';
import { CadicalSolver, estimateWasmHeapBytes } from './cadical.js';
import { CadicalProofSolver } from './cadical-proof.js';
import { CadicalRace, defaultRacers } from './cadical-race/index.js';
import { RACERS } from './cadical-race/racers.js';
import { customCommand, ExternalSolver, presetCommand } from './external/solver.js';
import { EXTERNAL_PRESETS, type ExternalPreset, type ProofOutput } from './external/presets.js';
import { MinisatSolver } from './minisat/index.js';
import type { SatSolver, SolverCapabilities } from './sat-solver.js';

export interface BackendOptions {
  /**
   * Threads, for solvers that take a thread count (plingeling); for the embedded CaDiCaL, how
   * many configurations race on the formula (1: one solver, no race).
   */
  threads?: number;
  /** The formula the solver will get, when known: the embedded CaDiCaL races on large ones unless `threads` says otherwise. */
  size?: FormulaDimensions;
  /** External solvers: also write the formula handed to the solver to this file (kept). */
  keepCnf?: string;
  /** Solvers that write proofs: write one of every unsatisfiable answer to this file. */
  proofFile?: string;
  /** The embedded CaDiCaL: check its own reasoning as it goes (a self-test, not a certificate). */
  selfCheck?: boolean;
  /** The instance will answer many small incremental calls (a shared 9×9 batch instance). */
  manySmallCalls?: boolean;
  /**
   * Search in stable mode only (CaDiCaL's `stabilizeonly`, one solver, no race; other backends
   * ignore it): faster on the band formulas of large sparse grids (docs/decisions/17-hard-large.md).
   */
  stableSearch?: boolean;
  /** The solver must take sums for its propagator (`addSum`): one embedded CaDiCaL, no race. */
  sums?: boolean;
}

/** A SAT backend the `--solver` option can name. */
export interface SatBackend extends Named {
  kind: 'embedded' | 'external';
  capabilities: SolverCapabilities;
  /** How a wall-clock limit is enforced. */
  timeLimit: string;
  preset?: ExternalPreset;
  /** The format of the proofs of unsatisfiability it writes, if it does. */
  proof?: Pick<ProofOutput, 'format'>;
  /** Can check its own reasoning internally (`selfCheck`). */
  selfCheck?: boolean;
  /** Its solvers take sums for a propagator (`addSum`) when created with `sums`. */
  sumPropagator?: boolean;
  /** Most threads `threads` may ask for (solvers without a thread count have none). */
  maxThreads?: number;
  /** Says why a formula of this size would not fit the solver (its heap), before trying. */
  fits?(size: FormulaDimensions): Message | undefined;
  create(options?: BackendOptions): Promise<SatSolver>;
}

export interface FormulaDimensions {
  variables: number;
  clauses: number;
  literals: number;
  /** The at-most-one encoding behind the formula, when known: advice names a more compact one only if it is not in use. */
  spec?: { amo: string };
}

export const DEFAULT_SOLVER = 'cadical';

/**
 * CaDiCaL options for an instance that answers thousands of tiny calls under assumptions (9×9
 * batches): no inprocessing between calls and no chronological backtracking, the fastest options
 * measured for such an instance (docs/decisions/19-the-embedded-core.md; CaDiCaL 1.7.4 has no
 * `ilb`, which later versions add).
 */
const MANY_SMALL_CALLS = { inprocessing: false, chrono: 0 } as const;

/**
 * @internal
 * From this many clauses the embedded CaDiCaL races its configurations on the two cores
 * (`defaultRacers`): formulas this large search for seconds, where starting the racers costs a
 * tenth of a second (docs/decisions/18-embedded-against-native-cadical.md).
 */
export const RACE_MIN_CLAUSES = 50_000;

/** The embedded CaDiCaL: one solver, or a race of configurations (see BackendOptions.threads), or a proof writer. */
function embeddedCadical(options: BackendOptions): Promise<SatSolver> {
  // `check` makes CaDiCaL verify its learnt clauses and models internally as it goes.
  const tuning = { ...(options.selfCheck ? { check: true } : {}), ...(options.manySmallCalls ? MANY_SMALL_CALLS : {}) };
  if (options.proofFile !== undefined || options.keepCnf !== undefined)
    return Promise.resolve(new CadicalProofSolver(fileOptions(options), tuning));
  if (options.stableSearch) return CadicalSolver.create({ ...tuning, stabilizeonly: 1 });
  if (options.sums) return CadicalSolver.create(tuning);
  const large = options.size !== undefined && options.size.clauses >= RACE_MIN_CLAUSES;
  // An instance answering many small calls (a shared batch instance) would spend them on messages.
  const racers = options.manySmallCalls ? 1 : (options.threads ?? (large ? defaultRacers() : 1));
  return racers > 1 ? CadicalRace.create(RACERS.slice(0, racers), tuning) : CadicalSolver.create(tuning);
}

export { estimateWasmHeapBytes };
/** The embedded CaDiCaL's heap cannot grow past 2 GB; solving needs headroom beyond the estimate. */
const CADICAL_HEAP_LIMIT = 1.5e9;
/** The MiniSat port has a fixed 64 MB heap. */
const MINISAT_HEAP_LIMIT = 48e6;

/** Encodings whose groups of n literals cost O(n) clauses: a formula in one of them is as compact as sudocnf makes it. */
const COMPACT_AMO = /^(auto|sequential|commander|product|binary)/;

function tooBig(size: FormulaDimensions, bytes: number, limit: number, solver: string): Message | undefined {
  if (bytes <= limit) return undefined;
  const mb = (b: number) => `${Math.round(b / 1e6).toLocaleString('en-US')} MB`;
  const amo = size.spec?.amo;
  const compact = amo !== undefined && COMPACT_AMO.test(amo);
  const stronger = says`stronger propagation (${opt('propagate', 'box-line')}) or an external solver (${opt('solver', 'cadical-bin')})`;
  const advice = compact
    ? [...says`; it already uses the compact ${amo} at-most-one encoding: use `, ...stronger]
    : [...says`; use a compact at-most-one encoding (${opt('amo', 'auto')} or sequential), `, ...stronger];
  return [
    ...says`the formula (${size.variables.toLocaleString('en-US')} variables, ${size.clauses.toLocaleString('en-US')} clauses) would need about ${mb(bytes)}; ${solver} takes formulas up to about ${mb(limit)}`,
    ...advice,
  ];
}

const external = <P extends ExternalPreset>(preset: P): SatBackend & { name: P['name'] } => ({
  name: preset.name,
  aliases: preset.aliases,
  kind: 'external',
  description: `the ${preset.binary} binary (${preset.notes})`,
  capabilities: { incremental: false, conflictLimit: false },
  timeLimit: preset.ownTimeLimit ? 'its own flag, then killed' : 'killed',
  preset,
  ...(preset.proof ? { proof: preset.proof } : {}),
  create: async (options = {}) =>
    new ExternalSolver(presetCommand(preset), {
      ...(preset.threads && options.threads !== undefined ? { threads: options.threads } : {}),
      ...fileOptions(options),
    }),
});

/** The kept formula and proof files of an external solver's options. */
function fileOptions(options: BackendOptions): { keepCnf?: string; proofFile?: string } {
  return definedOnly({ keepCnf: options.keepCnf, proofFile: options.proofFile });
}

/** Every SAT backend: the embedded ones first, then the external presets. */
export const SAT_SOLVERS = new Registry('solver', {
  cadical: {
    name: 'cadical',
    aliases: ['cadical-wasm'],
    kind: 'embedded',
    description: "CaDiCaL built to WebAssembly by sudocnf from Debian's source package; the default",
    capabilities: { incremental: true, conflictLimit: true },
    timeLimit: 'deadline checked inside the search',
    proof: { format: 'drat-binary' },
    selfCheck: true,
    sumPropagator: true,
    maxThreads: RACERS.length,
    fits: (size) =>
      tooBig(size, estimateWasmHeapBytes(size), CADICAL_HEAP_LIMIT, 'the embedded CaDiCaL (a 2 GB WebAssembly heap, less room to solve)'),
    create: (options = {}) => embeddedCadical(options),
  },
  minisat: {
    name: 'minisat',
    aliases: ['minisat-js', 'logic-solver'],
    kind: 'embedded',
    description: "MiniSat's JavaScript port from logic-solver, in a worker thread",
    capabilities: { incremental: true, conflictLimit: false },
    timeLimit: 'worker terminated',
    fits: (size) =>
      tooBig(
        size,
        2e6 + 64 * size.variables + 16 * size.clauses + 8 * size.literals,
        MINISAT_HEAP_LIMIT,
        'the MiniSat port (a fixed 64 MB heap)',
      ),
    create: async () => new MinisatSolver(),
  },
  ...byName(EXTERNAL_PRESETS.map(external)),
} satisfies Record<string, SatBackend>);
export const SAT_BACKENDS: readonly SatBackend[] = SAT_SOLVERS.entries;
/** What `solver` takes, besides aliases. */
export const SAT_SOLVER_NAMES = SAT_SOLVERS.names;
export type SatSolverName = NameOf<typeof SAT_SOLVERS>;

export function findSatBackend(name: string): SatBackend | undefined {
  return SAT_SOLVERS.find(name);
}

export function satBackend(name: string): SatBackend {
  const found = findSatBackend(name);
  if (!found)
    throw new UsageError(says`unknown solver '${name}': use ${SAT_BACKENDS.map((b) => b.name).join(', ')}, or ${opt('solverCmd')}`);
  return found;
}

/** A backend for `--solver-cmd "<command> [args…]"`. */
export function commandBackend(commandLine: string): SatBackend {
  const command = customCommand(commandLine);
  return {
    name: command.name,
    aliases: [],
    kind: 'external',
    description: `custom command: ${commandLine}`,
    capabilities: { incremental: false, conflictLimit: false },
    timeLimit: 'killed',
    ...(command.proof ? { proof: command.proof } : {}),
    create: async (options = {}) => new ExternalSolver(command, fileOptions(options)),
  };
}
