import type { ExternalPreset } from '../../../solvers/external/presets.js';
import { UsageError } from '../../../src/core/errors.js';

/**
 * The web build's stand-in for solvers/external/solver.ts: a page cannot start programs, so the
 * external SAT binaries are refused with a message instead of bundling the process plumbing.
 * The page offers only the embedded solvers; this is what a library caller would meet.
 */
function refuse(name: string): never {
  throw new UsageError(`external solvers run from the command line only; '${name}' cannot start in a browser`);
}

export function presetCommand(preset: ExternalPreset): never {
  return refuse(preset.binary);
}

export function customCommand(commandLine: string): never {
  return refuse(commandLine.trim().split(/\s+/)[0] ?? commandLine);
}

export class ExternalSolver {
  constructor() {
    refuse('an external solver');
  }
}
