import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SHARED = resolve(ROOT, '../shared/puzzles');

/** Runs bench/lib/measure.mjs in a fresh Node process; stdout goes to /dev/null. */
export function measure(args, options = {}) {
  const devnull = openSync('/dev/null', 'w');
  try {
    const r = spawnSync(process.execPath, [resolve(ROOT, 'bench/lib/measure.mjs'), ...args], {
      cwd: ROOT,
      stdio: ['ignore', devnull, 'pipe'],
      encoding: 'utf8',
      env: { ...process.env, ...(options.allowExit ? { BENCH_ALLOW_EXIT: '1' } : {}) },
      ...(options.killAfterMs ? { timeout: options.killAfterMs, killSignal: 'SIGKILL' } : {}),
    });
    if (r.error?.code === 'ETIMEDOUT' || r.signal) return { killed: true, log: r.stderr ?? '' };
    if (r.status !== 0 && !options.allowFailure) throw new Error(`measure ${args.join(' ')} failed:\n${r.stderr}`);
    const lines = r.stderr.trim().split('\n');
    return { ...JSON.parse(lines.pop()), log: lines.join('\n') };
  } finally {
    closeSync(devnull);
  }
}

/** Puzzles per second of the solving loop, from the summary line `solve` prints on stderr. */
export function loopRate(log) {
  const m = /; ([\d.]+) s, ([\d.]+) puzzles\/s with /.exec(log);
  if (!m) throw new Error(`no summary line in:\n${log}`);
  return Number(m[2]);
}

function puzzleLines(source) {
  return readFileSync(source, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'));
}

/** How many puzzle lines a file has (comments skipped). */
export function countPuzzles(source) {
  return puzzleLines(source).length;
}

/** The first `count` puzzle lines of a file, written to `path` (comments skipped). */
export function firstPuzzles(source, count, path) {
  const lines = puzzleLines(source);
  writeFileSync(path, `${lines.slice(0, count).join('\n')}\n`);
  return Math.min(count, lines.length);
}

export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

export function machine() {
  return `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
}

export function table(headers, rows) {
  return [`| ${headers.join(' | ')} |`, `|${headers.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

/** Whether a puzzle file is there; a file that is not is named on stderr and skipped. */
export function present(name, path) {
  if (existsSync(path)) return true;
  console.error(`skipping ${name}: ${path} is absent`);
  return false;
}
