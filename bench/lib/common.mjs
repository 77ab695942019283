import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openSync, closeSync } from 'node:fs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SHARED = resolve(ROOT, '../shared/puzzles');

/** Runs bench/lib/measure.mjs in a fresh Node process; stdout goes to /dev/null. */
export function measure(args) {
  const devnull = openSync('/dev/null', 'w');
  try {
    const r = spawnSync(process.execPath, [resolve(ROOT, 'bench/lib/measure.mjs'), ...args], {
      cwd: ROOT,
      stdio: ['ignore', devnull, 'pipe'],
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`measure ${args.join(' ')} failed:\n${r.stderr}`);
    return JSON.parse(r.stderr.trim().split('\n').pop());
  } finally {
    closeSync(devnull);
  }
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
