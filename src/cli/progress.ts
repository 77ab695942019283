import cliProgress from 'cli-progress';
import { searchPolls } from '../../solvers/cadical.js';
import { counted } from './messages.js';

export interface Progress {
  tick(): void;
  stop(): void;
}

/** Whether progress is shown: only when stderr is a terminal (pipes and logs stay clean). */
export function progressShown(): boolean {
  return process.stderr.isTTY === true;
}

/**
 * A progress bar on stderr for runs that last: it appears after a second, and never when stderr
 * is not a terminal (pipes and logs stay clean).
 */
export function progressBar(total: number, unit: string): Progress {
  if (!progressShown()) return { tick() {}, stop() {} };
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

/** A line of progress on stderr that is told of items done, and lets lines of output be written above it. */
export interface StatusLine extends Progress {
  /** Runs `write` (whole lines to stdout or stderr) with the status cleared; the status is drawn again below what it wrote. */
  above(write: () => void): void;
}

/**
 * A status line on stderr for a run that lasts: after a second, `text(done, seconds)`, kept up to
 * date (by a timer, by each tick, and by the embedded solver's polls for a stop, as it holds the
 * thread while it searches) and cleared at the end; never when stderr is not a terminal.
 */
function statusLine(text: (done: number, seconds: number) => string): StatusLine {
  if (!progressShown()) return { tick() {}, stop() {}, above: (write) => write() };
  const started = performance.now();
  let bar: cliProgress.SingleBar | undefined;
  let done = 0;
  let drawn = 0;
  const draw = () => {
    const now = performance.now();
    if (now - started < 1000 || now - drawn < 250) return;
    drawn = now;
    const line = text(done, Math.floor((now - started) / 1000));
    if (!bar) {
      bar = new cliProgress.SingleBar({ stream: process.stderr, format: '{line}', hideCursor: true, clearOnComplete: true });
      bar.start(1, 0, { line });
    }
    bar.update(0, { line });
    bar.render();
  };
  const timer = setInterval(draw, 250);
  timer.unref();
  searchPolls.listener = draw;
  return {
    tick() {
      done++;
      draw();
    },
    above(write) {
      bar?.stop();
      bar = undefined;
      write();
      // Drawn again at the next tick or by the timer, whatever the last drawing's time.
      drawn = 0;
    },
    stop() {
      clearInterval(timer);
      if (searchPolls.listener === draw) searchPolls.listener = undefined;
      bar?.stop();
    },
  };
}

/**
 * For one puzzle that takes long (a proof of a large grid): after a second, the time it has taken
 * so far on stderr (`unique big.txt: 12 s so far`), and with `noun` the number of those found so
 * far, one a tick (`count big.txt: 1234 solutions, 12 s so far`); cleared at the end, never
 * when stderr is not a terminal.
 */
export function workingStatus(what: string, noun?: string): StatusLine {
  return statusLine((done, seconds) =>
    noun === undefined ? `${what}: ${seconds} s so far` : `${what}: ${counted(done, noun)}, ${seconds} s so far`,
  );
}

/** `generate`'s progress on a terminal: `generate: 3 of 10 puzzles made, 12 s so far`, a tick a puzzle. */
export function madeStatus(count: number): StatusLine {
  return statusLine((done, seconds) => `generate: ${done} of ${counted(count, 'puzzle')} made, ${seconds} s so far`);
}
