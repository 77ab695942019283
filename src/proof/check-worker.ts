import { parentPort, workerData } from 'node:worker_threads';
import { parseDimacs } from '../cnf/dimacs-reader.js';
import { type CheckMode, checkProof } from './check-proof.js';
import type { ProofFormat } from './proof-format.js';

/**
 * A worker thread that checks one proof and posts its ProofReport (or {error}). Checking is long
 * and synchronous: off the main thread, a signal or a time limit can still end the command.
 */
const { cnf, cnfPath, proof, format, mode } = workerData as { cnf: Uint8Array; cnfPath: string; proof: Uint8Array; format: ProofFormat; mode: CheckMode };
try {
  parentPort!.postMessage({ report: checkProof(parseDimacs(Buffer.from(cnf).toString('latin1'), cnfPath).clauses, proof, format, mode) });
} catch (e) {
  parentPort!.postMessage({ error: e instanceof Error ? e.message : String(e) });
}
