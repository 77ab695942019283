import { opt, quote, says, UsageError } from '../core/errors.js';
import { checkTimeoutMs, parseDuration } from '../core/duration.js';
import { parseKRange } from '../formula/size-table.js';
import { parsePropagation } from '../logic/propagate.js';
import { longFlag, type OptionSpec } from './schema.js';

/** `--shard i/N`: the puzzles i, i+N, i+2N, … of a batch (1-based). */
export interface Shard {
  i: number;
  n: number;
}

function parseShard(text: string): Shard {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const [i, n] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
  if (!m || n < 1 || i < 1 || i > n) throw new UsageError(`bad --shard ${quote(text)}: i/N with 1 ≤ i ≤ N, e.g. 1/4`);
  return { i, n };
}

/** A whole number from `min` up, written in digits; a refusal names the flag. */
function wholeFrom(min: 0 | 1, flag: string, text: string): number {
  if (!/^\d+$/.test(text) || Number(text) < min)
    throw new UsageError(`${flag} must be ${min === 1 ? 'a positive whole number' : 'a whole number'}, got ${quote(text)}`);
  return Number(text);
}

/**
 * An option's value from its text on the command line: numbers and durations read (a duration
 * in milliseconds), lists left as text for the command, a repeated option collected.
 */
export function readValue(spec: OptionSpec, text: string, previous: unknown): unknown {
  const flag = longFlag(spec.flag);
  switch (spec.value) {
    case 'positive':
    case 'jobs':
      return wholeFrom(1, flag, text);
    case 'whole':
      return wholeFrom(0, flag, text);
    case 'duration':
      return parseDuration(text);
    case 'port': {
      const n = wholeFrom(0, flag, text);
      if (n > 65535) throw new UsageError(`${flag} must be at most 65535, got ${quote(text)}`);
      return n;
    }
    case 'shard':
      return parseShard(text);
    case 'propagation':
      return parsePropagation(text);
    case 'k-range':
      return parseKRange(text);
    case 'repeat':
      return [...((previous as string[] | undefined) ?? []), text];
    default:
      return text;
  }
}

/**
 * Checks an option's value as the library is given it and returns it as the command line would
 * have it (a duration in milliseconds). A wrong type or an unknown choice is a UsageError that
 * names the option.
 */
export function checkValue(spec: OptionSpec, value: unknown): unknown {
  const bad = (what: string): never => {
    throw new UsageError(says`${opt(spec.key)} must be ${what}, got ${show(value)}`);
  };
  switch (spec.value) {
    case 'switch':
      return typeof value === 'boolean' ? value : bad('true or false');
    case 'positive':
    case 'whole':
    case 'jobs':
    case 'port':
      return Number.isInteger(value) && (value as number) >= (spec.value === 'whole' || spec.value === 'port' ? 0 : 1)
        ? value
        : bad(spec.value === 'whole' ? 'a whole number' : 'a positive whole number');
    case 'duration':
      if (typeof value === 'string') return parseDuration(value);
      return typeof value === 'number' ? checkTimeoutMs(value, spec.key) : bad("a number of milliseconds or a duration such as '10s'");
    case 'choice':
      return typeof value === 'string' && spec.choices!.includes(value)
        ? value
        : bad(`one of ${spec.choices!.map((c) => `'${c}'`).join(', ')}`);
    case 'propagation':
      return typeof value === 'string' ? parsePropagation(value) : bad('a level or a list of techniques');
    default:
      return typeof value === 'string' ? value : bad('text');
  }
}

function show(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'function') return 'a function';
  return String(JSON.stringify(value) ?? value);
}
