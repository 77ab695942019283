import { writeFile } from 'node:fs/promises';
import { Deadline, TimeLimitReached } from '../src/core/deadline.js';
import { cannotWrite } from '../src/core/errors.js';
import { type CadicalOptions, provedRun } from './cadical.js';
import { writeDimacsFile } from './dimacs-file.js';
import { RecordingSolver } from './recorded-formula.js';
import type { SatSolver, SearchStatistics, SolveOptions, SolveResult } from './sat-solver.js';

/**
 * The embedded CaDiCaL writing a proof, as the external proof writers do: every solve call is a
 * fresh solver on the whole formula so far (what was added, with the assumptions as units), the
 * formula written to `keepCnf` first and the binary DRAT proof of that run to `proofFile` after.
 * The proof is thus a proof of exactly the formula kept beside it, which is what a certificate
 * needs; an incremental solver's proof would span calls that a checker does not see.
 */
export class CadicalProofSolver extends RecordingSolver implements SatSolver {
  readonly name = 'cadical';
  readonly capabilities = { incremental: true, conflictLimit: true };
  private lastModel: Int8Array = new Int8Array(0);
  private lastStatistics: SearchStatistics = { conflicts: 0, decisions: 0 };

  constructor(
    private readonly files: { keepCnf?: string; proofFile?: string },
    private readonly tuning: CadicalOptions = {},
  ) {
    super();
  }

  protected async search(options: SolveOptions): Promise<SolveResult> {
    const start = performance.now();
    const deadline = Deadline.after(options.timeoutMs, start);
    const sources = this.recorded.sources(options.assumptions);
    const { keepCnf, proofFile } = this.files;
    try {
      if (keepCnf) await writeDimacsFile(keepCnf, sources, deadline);
    } catch (e) {
      if (!(e instanceof TimeLimitReached)) throw e;
      return { status: 'unknown', reason: e.message, stoppedIn: e.phase, seconds: (performance.now() - start) / 1000 };
    }
    const run = await provedRun(sources, deadline, {
      tuning: this.tuning,
      ...(options.conflicts !== undefined ? { conflicts: options.conflicts } : {}),
    });
    if (run.model) this.lastModel = run.model;
    this.lastStatistics = run.statistics;
    if (proofFile && run.proof) {
      await writeFile(proofFile, run.proof).catch((e: unknown) => {
        throw cannotWrite(proofFile, e);
      });
    }
    return { ...run.result, seconds: (performance.now() - start) / 1000 };
  }

  protected readModel(): Int8Array {
    return this.lastModel;
  }

  statistics(): SearchStatistics {
    return this.lastStatistics;
  }

  protected async release(): Promise<void> {}
}
