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

/** An environment variable a scheduler sets, as a whole number; a refusal says which and how to get it. */
function fromScheduler(env: NodeJS.ProcessEnv, name: string, how: string): number {
  const text = env[name];
  if (text === undefined) throw new UsageError(`--shard: ${name} is not set: ${how}`);
  if (!/^\d+$/.test(text.trim())) throw new UsageError(`--shard: ${name} is ${quote(text)}, not a whole number`);
  return Number(text);
}

/**
 * `--shard slurm`: this task's place in a Slurm job array of consecutive ids (any first id, step 1;
 * SLURM_ARRAY_TASK_ID, _MIN, _COUNT, _STEP as Slurm sets them).
 */
function slurmShard(env: NodeJS.ProcessEnv): Shard {
  const how = 'run it as a task of a Slurm job array (sbatch --array=1-8 …)';
  const id = fromScheduler(env, 'SLURM_ARRAY_TASK_ID', how);
  const min = fromScheduler(env, 'SLURM_ARRAY_TASK_MIN', how);
  const n = fromScheduler(env, 'SLURM_ARRAY_TASK_COUNT', how);
  const step = env.SLURM_ARRAY_TASK_STEP === undefined ? 1 : fromScheduler(env, 'SLURM_ARRAY_TASK_STEP', how);
  const max = env.SLURM_ARRAY_TASK_MAX === undefined ? min + n - 1 : fromScheduler(env, 'SLURM_ARRAY_TASK_MAX', how);
  if (step !== 1 || max - min + 1 !== n || id < min || id > max)
    throw new UsageError(
      `--shard slurm takes a job array of consecutive task ids (--array=1-8), not ids ${min} to ${max} in steps of ${step} (${n} tasks): give --shard i/N instead`,
    );
  return { i: id - min + 1, n };
}

/** `--shard kubernetes/N`: this pod's place in a Kubernetes indexed Job of N completions (JOB_COMPLETION_INDEX, from 0). */
function kubernetesShard(env: NodeJS.ProcessEnv, n: number): Shard {
  const index = fromScheduler(env, 'JOB_COMPLETION_INDEX', 'run it in a pod of a Kubernetes Job with completionMode: Indexed');
  if (index >= n)
    throw new UsageError(`--shard kubernetes/${n}: JOB_COMPLETION_INDEX is ${index}, past the ${n} completions (0 to ${n - 1})`);
  return { i: index + 1, n };
}

/** `--shard i/N`, `--shard slurm` or `--shard kubernetes/N`, the last two read from the scheduler's environment. */
export function parseShard(text: string, env: NodeJS.ProcessEnv = process.env): Shard {
  if (text.trim() === 'slurm') return slurmShard(env);
  const m = /^\s*(\d+|kubernetes)\s*\/\s*(\d+)\s*$/.exec(text);
  const n = m ? Number(m[2]) : 0;
  if (m && n >= 1 && m[1] === 'kubernetes') return kubernetesShard(env, n);
  const i = m ? Number(m[1]) : 0;
  if (!m || n < 1 || i < 1 || i > n)
    throw new UsageError(`bad --shard ${quote(text)}: i/N with 1 ≤ i ≤ N (e.g. 1/4), slurm, or kubernetes/N`);
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
