import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Temporary files and folders still in use; removed if the process exits before they are. */
const live = new Set<string>();
let hooked = false;

// Ctrl-C and kill end the process through `exit`, whose hook removes the temporary paths. The
// handlers are installed only while such paths exist: otherwise the signals keep their default
// action, which stops even a long synchronous solve at once (a handler would wait for it).
const onSignal = (signal: NodeJS.Signals) => process.exit(signal === 'SIGINT' ? 130 : 143);

/** Registers a temporary path to remove at exit unless `release`d first. */
export function trackTemp(path: string): void {
  if (!hooked) {
    hooked = true;
    process.on('exit', () => {
      for (const p of live) rmSync(p, { recursive: true, force: true });
    });
  }
  if (live.size === 0) {
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }
  live.add(path);
}

/** Forgets a tracked path (it was renamed into place or removed). */
export function releaseTemp(path: string): void {
  live.delete(path);
  if (live.size === 0) {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
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
