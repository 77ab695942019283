import { mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { holdingSignals, releaseAtExit, undoAtExit } from './exit-cleanup.js';

/** Registers a temporary path to remove at exit unless `release`d first. */
export function trackTemp(path: string): void {
  undoAtExit(`path:${path}`, () => rmSync(path, { recursive: true, force: true }));
}

/** Forgets a tracked path (it was renamed into place or removed). */
export function releaseTemp(path: string): void {
  releaseAtExit(`path:${path}`);
}

/**
 * A fresh tracked folder under the system temp directory. Made synchronously with the signals
 * held: an asynchronous make could complete after an interrupt's exit hook had run.
 */
export function makeTempDir(): string {
  return holdingSignals(() => {
    const dir = mkdtempSync(join(tmpdir(), 'sudocnf-'));
    trackTemp(dir);
    return dir;
  });
}

/** Removes a tracked temporary path now. */
export async function removeTemp(path: string): Promise<void> {
  await rm(path, { recursive: true, force: true });
  releaseTemp(path);
}
