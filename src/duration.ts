import { UsageError } from './errors.js';

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** Milliseconds of `500ms`, `10s`, `1.5s`, `2m`, `1h`; a bare number is seconds. */
export function parseDuration(text: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*$/.exec(text);
  if (!m) throw new UsageError(`bad duration '${text}': use e.g. 500ms, 10s, 2m`);
  const ms = Number(m[1]) * UNITS[m[2] ?? 's']!;
  if (ms <= 0) throw new UsageError(`bad duration '${text}': it must be positive`);
  return ms;
}
