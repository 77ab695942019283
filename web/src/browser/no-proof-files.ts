import { UsageError } from '../../../src/core/errors.js';

/** The web build's stand-in for solvers/cadical-proof.ts: a page writes no formula or proof files. */
export class CadicalProofSolver {
  constructor() {
    throw new UsageError('proof and formula files are written from the command line only');
  }
}
