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
