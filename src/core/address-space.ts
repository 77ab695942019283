import { readFileSync } from 'node:fs';

/**
 * The soft limit of the process's address space (`ulimit -v`), in bytes; Infinity where there is
 * none or it cannot be read (only Linux says it, in /proc/self/limits).
 */
export function addressSpaceLimit(): number {
  try {
    const line = /^Max address space\s+(\S+)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    return line && /^\d+$/.test(line[1]!) ? Number(line[1]) : Infinity;
  } catch {
    return Infinity;
  }
}

/**
 * What one worker thread with an embedded CaDiCaL reserves: V8 reserves a WebAssembly memory's
 * whole 32-bit range and its guard region up front, about 10 GiB, and each thread has its own.
 */
export const WORKER_ADDRESS_SPACE = 12 * 2 ** 30;

/** How many of `wanted` worker threads fit the address-space limit: at least one. */
export function workersThatFit(wanted: number, limit = addressSpaceLimit()): number {
  return Math.max(1, Math.min(wanted, Math.floor(limit / WORKER_ADDRESS_SPACE)));
}
