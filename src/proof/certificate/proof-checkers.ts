import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { findExecutable } from '../../../solvers/external/path.js';
import { signalGroup } from '../../../solvers/external/solver.js';
import { type Deadline, NO_DEADLINE, TimeLimitReached } from '../../core/deadline.js';
import { ProofRejected, quote, UsageError } from '../../core/errors.js';
import { startGroup } from '../../core/exit-cleanup.js';
import type { CheckMode, ProofReport } from '../check-proof.js';
import type { ProofFormat } from '../../cnf/proof-format.js';
import { makeTempDir, removeTemp } from '../../core/temp.js';
import { type CheckRecord, ownCheckRecord } from './contents.js';

export type { CheckRecord };

/** sudocnf's own checker, then the external ones `--checker` can name. */
import { PROOF_CHECKERS, type ProofCheckerName } from '../../cnf/proof-format.js';

export { PROOF_CHECKERS, type ProofCheckerName } from '../../cnf/proof-format.js';

/**
 * The proof formats each external checker reads. The LRAT checkers get DRAT and FRAT proofs
 * turned into LRAT by sudocnf's forward check (which they then verify on their own).
 */
const READS: Record<Exclude<ProofCheckerName, 'sudocnf'>, readonly ProofFormat[]> = {
  'drat-trim': ['drat', 'drat-binary'],
  'lrat-check': ['lrat'],
  cake_lpr: ['lrat'],
};
const takesLrat = (checker: ProofCheckerName) => checker === 'lrat-check' || checker === 'cake_lpr';

/** `--checker a,b`: the names, each known; sudocnf's by default. */
export function parseCheckers(text: string | undefined): ProofCheckerName[] {
  if (text === undefined) return ['sudocnf'];
  const names = text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  for (const name of names) {
    if (!(PROOF_CHECKERS as readonly string[]).includes(name))
      throw new UsageError(`unknown proof checker '${name}': use ${PROOF_CHECKERS.join(', ')}`);
  }
  if (names.length === 0) throw new UsageError(`--checker needs a name: ${PROOF_CHECKERS.join(', ')}`);
  return [...new Set(names)] as ProofCheckerName[];
}

/** Refuses, before any solving, a checker that is missing or cannot read the proofs that will be written. */
export function checkersFit(checkers: readonly ProofCheckerName[], format: ProofFormat | 'detect'): void {
  for (const checker of checkers) {
    if (checker === 'sudocnf') continue;
    if (!findExecutable(checker)) throw new UsageError(`the proof checker '${checker}' was not found on PATH`);
    if (format !== 'detect' && !READS[checker].includes(format) && !takesLrat(checker)) {
      throw new UsageError(`${checker} reads ${READS[checker].join(' and ')} proofs, and this proof is ${format}`);
    }
  }
}

/** sudocnf's checker in a worker thread, which is terminated at the deadline; with `lratPath`, forward, writing LRAT there. */
function checkInWorker(
  cnfPath: string,
  cnf: Uint8Array,
  proof: Uint8Array,
  format: ProofFormat,
  mode: CheckMode,
  deadline: Deadline,
  lratPath?: string,
): Promise<ProofReport> {
  const worker = new Worker(new URL('../check-worker.js', import.meta.url), {
    workerData: { cnf, cnfPath, proof, format, mode, lratPath },
  });
  return new Promise<ProofReport>((resolve, reject) => {
    const ms = deadline.remainingMs();
    const timer =
      ms === undefined
        ? undefined
        : setTimeout(() => {
            void worker.terminate();
            reject(new TimeLimitReached('checking the proof', deadline.elapsed()));
          }, ms);
    worker.once('message', (m: { report?: ProofReport; error?: string; noLrat?: boolean }) => {
      clearTimeout(timer);
      void worker.terminate();
      if (m.report) resolve(m.report);
      else if (m.noLrat) reject(new UsageError(`${m.error}: use --checker sudocnf or drat-trim for this proof`));
      else reject(new ProofRejected(`${cnfPath}: ${m.error}`));
    });
    worker.once('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}

/**
 * Runs the checkers on a formula file and a proof file; the first that does not verify throws
 * ProofRejected, naming the failing step where the checker says it, and the proof as `label`
 * says (its path by default). Past the deadline, the check is stopped with TimeLimitReached.
 */
export async function runCheckers(
  checkers: readonly ProofCheckerName[],
  cnfPath: string,
  cnf: Uint8Array,
  proofPath: string,
  proof: Uint8Array,
  format: ProofFormat,
  mode: CheckMode,
  deadline: Deadline = NO_DEADLINE,
  label = proofPath,
): Promise<CheckRecord[]> {
  const records: CheckRecord[] = [];
  const own = (report: ProofReport): CheckRecord => ownCheckRecord(report, format, label);
  // DRAT and FRAT for an LRAT checker: sudocnf's forward check writes the LRAT it reads; and
  // Picosat's `%RUPD32` header line, which drat-trim does not read, goes from drat-trim's copy.
  const rupdHeader = format === 'drat' && checkers.includes('drat-trim') && proof[0] === 0x25 /* % */;
  const toLrat = !format.startsWith('lrat') && checkers.some(takesLrat);
  const tempDir = toLrat || rupdHeader ? makeTempDir() : undefined;
  try {
    let lratPath: string | undefined;
    if (toLrat) {
      lratPath = join(tempDir!, 'proof.lrat');
      const report = await checkInWorker(cnfPath, cnf, proof, format, 'forward', deadline, lratPath);
      if (checkers.includes('sudocnf') && mode === 'forward') records.push(own(report));
      else own(report);
    }
    for (const checker of checkers) {
      if (checker === 'sudocnf') {
        if (!records.some((r) => r.checker === 'sudocnf'))
          records.push(own(await checkInWorker(cnfPath, cnf, proof, format, mode, deadline)));
        continue;
      }
      const path = findExecutable(checker);
      if (!path) throw new UsageError(`the proof checker '${checker}' was not found on PATH`);
      let input = READS[checker].includes(format) ? proofPath : takesLrat(checker) ? lratPath : undefined;
      if (checker === 'drat-trim' && rupdHeader) {
        input = join(tempDir!, 'proof.drat');
        const headerEnd = proof.indexOf(0x0a);
        await writeFile(input, headerEnd < 0 ? new Uint8Array(0) : proof.subarray(headerEnd + 1));
      }
      if (input === undefined) throw new UsageError(`${checker} reads ${READS[checker].join(' and ')} proofs, and this proof is ${format}`);
      const started = performance.now();
      const { execa } = await import('execa');
      const ms = deadline.remainingMs();
      // In a process group of its own, as solvers are: what it started goes with it when it ends,
      // and the whole group is killed if sudocnf exits first (a signal).
      const { child, group, release } = startGroup(
        () =>
          execa(path, [cnfPath, input], {
            reject: false,
            all: true,
            stdin: 'ignore',
            detached: true,
            ...(ms !== undefined ? { timeout: ms } : {}),
          }),
        (g) => signalGroup(g, 'SIGKILL'),
      );
      const run = await child.finally(() => {
        if (group !== undefined) signalGroup(group, 'SIGKILL');
        release();
      });
      if (run.timedOut) throw new TimeLimitReached('checking the proof', deadline.elapsed());
      const output = String(run.all ?? '');
      // drat-trim prints `s VERIFIED`, lrat-check `c VERIFIED`, cake_lpr `s VERIFIED UNSAT`; never with NOT.
      const verified = /^[cs] VERIFIED/m.test(output) && !/NOT VERIFIED/.test(output);
      if (!verified) {
        const tail = output
          .split('\n')
          .filter((l) => l.trim() !== '')
          .slice(-3)
          .map((l) => `    ${quote(l, 200)}`)
          .join('\n');
        const what = input === proofPath ? label : `${label} (as LRAT)`;
        throw new ProofRejected(
          `${what}: ${checker} did not verify it (exit code ${run.exitCode ?? run.signal}); the end of its output:\n${tail}`,
        );
      }
      records.push({ checker, verdict: 'verified', seconds: (performance.now() - started) / 1000, path });
    }
    return records;
  } finally {
    if (tempDir) await removeTemp(tempDir);
  }
}
