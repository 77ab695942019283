import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { releaseAtExit, undoAtExit } from './exit-cleanup.js';

/** Registers a temporary path to remove at exit unless `release`d first. */
export function trackTemp(path: string): void {
  undoAtExit(`path:${path}`, () => rmSync(path, { recursive: true, force: true }));
}

/** Forgets a tracked path (it was renamed into place or removed). */
export function releaseTemp(path: string): void {
  releaseAtExit(`path:${path}`);
}

/** A fresh tracked folder under the system temp directory. */
export async function makeTempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sudocnf-'));
  trackTemp(dir);
  return dir;
}

/** Removes a tracked temporary path now. */
export async function removeTemp(path: string): Promise<void> {
  await rm(path, { recursive: true, force: true });
  releaseTemp(path);
}
