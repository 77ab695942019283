import cliProgress from 'cli-progress';
import { searchPolls } from '../../solvers/cadical.js';

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

/**
 * For one puzzle that takes long (a proof of a large grid): after a second, the time it has taken
 * so far on stderr, kept up to date and cleared at the end; never when stderr is not a terminal.
 * The embedded solver holds the thread while it searches, so the line is also redrawn from its
 * polls for a stop.
 */
export function workingStatus(what: string): Progress {
  if (!process.stderr.isTTY) return { tick() {}, stop() {} };
  const started = performance.now();
  let bar: cliProgress.SingleBar | undefined;
  let drawn = 0;
  const draw = () => {
    const now = performance.now();
    if (now - started < 1000 || now - drawn < 250) return;
    drawn = now;
    const seconds = Math.floor((now - started) / 1000);
    if (!bar) {
      bar = new cliProgress.SingleBar(
        { stream: process.stderr, format: `${what}: {seconds} s so far`, hideCursor: true, clearOnComplete: true },
        cliProgress.Presets.shades_classic,
      );
      bar.start(1, 0, { seconds });
    }
    bar.update(0, { seconds });
    bar.render();
  };
  const timer = setInterval(draw, 250);
  timer.unref();
  searchPolls.listener = draw;
  return {
    tick() {},
    stop() {
      clearInterval(timer);
      if (searchPolls.listener === draw) searchPolls.listener = undefined;
      bar?.stop();
    },
  };
}
