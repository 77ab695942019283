import cliProgress from 'cli-progress';

export interface Progress {
  tick(): void;
  stop(): void;
}

/**
 * A progress bar on stderr for runs that last: it appears after a second, and never when stderr
 * is not a terminal (pipes and logs stay clean).
 */
export function progressBar(total: number, unit: string): Progress {
  if (!process.stderr.isTTY) return { tick() {}, stop() {} };
  let done = 0;
  let bar: cliProgress.SingleBar | undefined;
  const started = performance.now();
  const show = () => {
    if (bar) return;
    bar = new cliProgress.SingleBar(
      {
        stream: process.stderr,
        format: `{bar} {value}/{total} ${unit} | {duration_formatted} elapsed, about {eta_formatted} left`,
        hideCursor: true,
        clearOnComplete: true,
      },
      cliProgress.Presets.shades_classic,
    );
    bar.start(total, done);
  };
  // Shown by the clock while a long item runs, or by the next item after a second.
  const timer = setTimeout(show, 1000);
  timer.unref();
  return {
    tick() {
      done++;
      if (performance.now() - started > 1000) show();
      bar?.update(done);
    },
    stop() {
      clearTimeout(timer);
      bar?.stop();
    },
  };
}
