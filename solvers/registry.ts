import { UsageError } from '../src/errors.js';
import { CadicalSolver } from './cadical.js';
import { customCommand, ExternalSolver, presetCommand } from './external/solver.js';
import { EXTERNAL_PRESETS, type ExternalPreset } from './external/presets.js';
import { MinisatSolver } from './minisat/index.js';
import type { SatSolver, SolverCapabilities } from './sat-solver.js';

export interface BackendOptions {
  /** Threads, for solvers that take a thread count (plingeling). */
  threads?: number;
}

/** A SAT backend the `--solver` option can name. */
export interface SatBackend {
  name: string;
  aliases: readonly string[];
  kind: 'embedded' | 'external';
  description: string;
  capabilities: SolverCapabilities;
  /** How a wall-clock limit is enforced. */
  timeLimit: string;
  preset?: ExternalPreset;
  /** Says why a formula of this size would not fit the solver (its heap), before trying. */
  fits?(size: FormulaSize): string | undefined;
  create(options?: BackendOptions): Promise<SatSolver>;
}

export interface FormulaSize {
  variables: number;
  clauses: number;
  literals: number;
}

export const DEFAULT_SOLVER = 'cadical';

const external = (preset: ExternalPreset): SatBackend => ({
  name: preset.name,
  aliases: preset.aliases,
  kind: 'external',
  description: `the ${preset.binary} binary (${preset.notes})`,
  capabilities: { incremental: false, conflictLimit: false },
  timeLimit: preset.ownTimeLimit ? 'its own flag, then killed' : 'killed',
  preset,
  create: async (options = {}) => new ExternalSolver(presetCommand(preset), preset.threads ? options.threads : undefined),
});

/** Every SAT backend: the embedded ones first, then the external presets. */
export const SAT_BACKENDS: readonly SatBackend[] = [
  {
    name: 'cadical',
    aliases: ['cadical-wasm'],
    kind: 'embedded',
    description: 'CaDiCaL compiled to WebAssembly (cadical-wasm); the default',
    capabilities: { incremental: true, conflictLimit: true },
    timeLimit: 'terminate callback',
    create: () => CadicalSolver.create(),
  },
  {
    name: 'minisat',
    aliases: ['minisat-js', 'logic-solver'],
    kind: 'embedded',
    description: "MiniSat's JavaScript port from logic-solver, in a worker thread",
    capabilities: { incremental: true, conflictLimit: false },
    timeLimit: 'worker terminated',
    create: async () => new MinisatSolver(),
  },
  ...EXTERNAL_PRESETS.map(external),
];

export function findSatBackend(name: string): SatBackend | undefined {
  return SAT_BACKENDS.find((b) => b.name === name || b.aliases.includes(name));
}

export function satBackend(name: string): SatBackend {
  const found = findSatBackend(name);
  if (!found) throw new UsageError(`unknown solver '${name}': use ${SAT_BACKENDS.map((b) => b.name).join(', ')}, or --solver-cmd`);
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
    create: async () => new ExternalSolver(command),
  };
}
