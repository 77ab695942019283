import { quote, UsageError } from './errors.js';

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** The longest time limit: the longest delay a Node timer takes (about 24.8 days). */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** Refuses a time limit in milliseconds that is not positive or that a timer cannot wait for. */
export function checkTimeoutMs(ms: number, name: string): number {
  if (!(ms > 0) || !Number.isFinite(ms)) throw new UsageError(`${name} must be a positive number of milliseconds, got ${ms}`);
  if (ms > MAX_TIMEOUT_MS)
    throw new UsageError(
      `${name} is at most ${MAX_TIMEOUT_MS.toLocaleString('en-US')} ms (about 24 days), got ${ms.toLocaleString('en-US')}`,
    );
  return ms;
}

/** Milliseconds of `500ms`, `10s`, `1.5s`, `2m`, `1h`; a bare number is seconds. */
export function parseDuration(text: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*$/.exec(text);
  if (!m) throw new UsageError(`bad duration ${quote(text)}: use e.g. 500ms, 10s, 2m`);
  const ms = Number(m[1]) * UNITS[m[2] ?? 's']!;
  if (ms <= 0) throw new UsageError(`bad duration ${quote(text)}: it must be positive`);
  if (ms > MAX_TIMEOUT_MS) throw new UsageError(`bad duration ${quote(text)}: a time limit is at most 596h (about 24 days)`);
  return ms;
}

/** A duration as a person writes it: `10s`, `2m`, `1h`, `1500ms`. */
export function formatDuration(ms: number): string {
  for (const [unit, size] of [
    ['h', 3_600_000],
    ['m', 60_000],
    ['s', 1000],
  ] as const)
    if (ms % size === 0) return `${ms / size}${unit}`;
  return `${ms}ms`;
}
