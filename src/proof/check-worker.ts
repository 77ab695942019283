import { closeSync, openSync, writeSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { parseDimacs } from '../cnf/dimacs-reader.js';
import { type CheckMode, checkProof, NoLratForm } from './check-proof.js';
import type { ProofFormat } from '../cnf/proof-format.js';

/**
 * A worker thread that checks one proof and posts its ProofReport (or {error}), writing the proof
 * as LRAT to `lratPath` when given. Checking is long and synchronous: off the main thread, a
 * signal or a time limit can still end the command.
 */
const { cnf, cnfPath, proof, format, mode, lratPath } = workerData as {
  cnf: Uint8Array;
  cnfPath: string;
  proof: Uint8Array;
  format: ProofFormat;
  mode: CheckMode;
  lratPath?: string;
};
const file = lratPath === undefined ? undefined : openSync(lratPath, 'w');
try {
  let pending: string[] = [];
  let size = 0;
  const flush = () => {
    if (file !== undefined) writeSync(file, pending.join(''));
    pending = [];
    size = 0;
  };
  const lrat = (text: string) => {
    pending.push(text);
    size += text.length;
    if (size > 1 << 20) flush();
  };
  const report = checkProof(
    parseDimacs(Buffer.from(cnf).toString('latin1'), cnfPath).clauses,
    proof,
    format,
    mode,
    file === undefined ? undefined : lrat,
  );
  flush();
  parentPort!.postMessage({ report });
} catch (e) {
  parentPort!.postMessage({ error: e instanceof Error ? e.message : String(e), noLrat: e instanceof NoLratForm });
} finally {
  if (file !== undefined) closeSync(file);
}
