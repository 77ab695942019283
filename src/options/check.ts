import { UsageError } from '../core/errors.js';
import { checkCombinations } from './combinations.js';
import { type CallName, callOptions, type CommandName } from './schema.js';
import { checkValue } from './values.js';

/** What a call takes beyond the schema's options: its callbacks and sinks. */
const EXTRA_KEYS: Partial<Record<CallName, readonly string[]>> = { count: ['onSolution'], toDimacs: ['to', 'source'] };
/** The command each call does the work of, whose combinations of options it keeps. */
const COMMAND_OF: Record<CallName, CommandName> = {
  solve: 'solve',
  unique: 'unique',
  count: 'count',
  toDimacs: 'encode',
  clauseCounts: 'stats',
  why: 'solve',
};

/**
 * Checks the options a library call is given, as esbuild's API does: an unknown name is a
 * UsageError that says which known one it is likely meant to be, a value of the wrong type or
 * outside its choices names its option, and options that exclude each other are refused as on
 * the command line. Returns the options with old names under their new ones (`solverCommand`
 * is `solverCmd`, `timeoutMs` is `timeout`) and a time limit in milliseconds.
 */
export function checkCallOptions<T extends object>(call: CallName, options: T | undefined): T {
  if (options === undefined) return {} as T;
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new UsageError(`the options of ${call} are an object, got ${JSON.stringify(options)}`);
  const specs = callOptions(call);
  const extras = EXTRA_KEYS[call] ?? [];
  const known = [...specs.map((s) => s.key), ...extras];
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(options)) {
    if (value === undefined) continue;
    const spec = specs.find((s) => s.key === name || s.aliases?.includes(name));
    if (spec) {
      out[spec.key] = checkValue(spec, value);
      continue;
    }
    if (extras.includes(name)) {
      out[name] = value;
      continue;
    }
    const near = closest(name, known);
    throw new UsageError(`unknown option '${name}' ${near ? `(did you mean '${near}'?)` : `(${call} takes ${known.join(', ')})`}`);
  }
  checkCombinations(COMMAND_OF[call], out);
  return out as T;
}

/** The known name nearest to a misspelt one, if it is near enough (at most a third of its letters differ). */
function closest(name: string, known: readonly string[]): string | undefined {
  let best: { key: string; distance: number } | undefined;
  for (const key of known) {
    const distance = editDistance(name.toLowerCase(), key.toLowerCase());
    if (!best || distance < best.distance) best = { key, distance };
  }
  return best && best.distance <= Math.max(1, Math.floor(best.key.length / 3)) ? best.key : undefined;
}

/** Levenshtein distance. */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}
