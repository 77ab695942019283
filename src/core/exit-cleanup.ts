/**
 * What must not outlive the process: temporary files and folders, child process groups. Each is
 * registered with the way to undo it, and undone at exit unless released first.
 */
const live = new Map<string, () => void>();
let hooked = false;

// Ctrl-C and kill end the process through `exit`, whose hook undoes what is still live. The
// handlers are installed only while something is: otherwise the signals keep their default
// action, which stops even a long synchronous solve at once (a handler would wait for it).
const onSignal = (signal: NodeJS.Signals) => process.exit(signal === 'SIGINT' ? 130 : 143);

/** Registers `undo` (synchronous) to run at exit unless `releaseAtExit(key)` comes first. */
export function undoAtExit(key: string, undo: () => void): void {
  if (!hooked) {
    hooked = true;
    process.on('exit', () => {
      for (const action of live.values()) {
        try {
          action();
        } catch {
          // Exiting: nothing more can be done about it.
        }
      }
    });
  }
  if (live.size === 0) {
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }
  live.set(key, undo);
}

/** Forgets a registered key (done with, or undone already). */
export function releaseAtExit(key: string): void {
  live.delete(key);
  if (live.size === 0) {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

let holds = 0;

/**
 * Runs `act` with the signal handlers in place, so that a signal that comes during it is handled
 * only after it returns. Whatever `act` creates and registers synchronously is then undone at
 * exit, however the process ends: register first, then create, in the same synchronous run.
 */
export function holdingSignals<T>(act: () => T): T {
  const key = `holding:${++holds}`;
  undoAtExit(key, () => {});
  try {
    return act();
  } finally {
    releaseAtExit(key);
  }
}

/**
 * Starts a child in a process group of its own (`start` spawns it detached) with `kill(group)`
 * registered to run at exit until `release`. The signal handlers are in place before the child
 * starts: a signal that comes at once is handled only after the registration, so no child
 * escapes between the two (on a busy machine the child can run well before the next line).
 */
export function startGroup<T extends { pid?: number | undefined }>(
  start: () => T,
  kill: (group: number) => void,
): { child: T; group: number | undefined; release(): void } {
  return holdingSignals(() => {
    const child = start();
    const group = child.pid;
    const key = `group:${group}`;
    if (group !== undefined) undoAtExit(key, () => kill(group));
    return { child, group, release: () => releaseAtExit(key) };
  });
}
