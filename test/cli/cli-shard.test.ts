import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import { checkCombinations } from '../../src/options/combinations.js';
import { optionsOf } from '../../src/options/schema.js';
import { parseShard, readValue } from '../../src/options/values.js';
import { CLI, ROOT, runCli } from '../helpers.js';

const temp = mkdtempSync(join(tmpdir(), 'sudocnf-shard-test-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Lines merged by their leading index, as a scheduler's outputs would be. */
const mergedByIndex = (outputs: string[]) =>
  `${outputs
    .flatMap((o) => o.split('\n').filter((l) => l !== ''))
    .sort((a, b) => Number(a.split(' ')[0]) - Number(b.split(' ')[0]))
    .join('\n')}\n`;

describe('--shard i/N', () => {
  it('solve: the shards, merged by index, are the whole output, byte for byte', () => {
    const whole = runCli(['solve', 'puzzles/top95.txt']);
    expect(whole.status).toBe(0);
    const shards = [1, 2, 3].map((i) => runCli(['solve', 'puzzles/top95.txt', '--shard', `${i}/3`]));
    for (const s of shards) expect(s.status).toBe(0);
    expect(mergedByIndex(shards.map((s) => s.stdout))).toBe(whole.stdout);
    expect(shards[1]!.stdout.split('\n')[0]).toMatch(/^2 solved /);
    expect(shards[0]!.stderr).toMatch(/^32 puzzles \(of 95 in the file\): 32 solved/m);
  });

  it("unique and count keep the file's indices, in a shard of one puzzle too; JSON as well", () => {
    expect(runCli(['unique', 'puzzles/two-4x4.txt', '--shard', '2/2'])).toMatchObject({ status: 0, stdout: '2 unique 3214412324311342\n' });
    const json = runCli(['count', 'puzzles/counts.txt', '--shard', '5/50', '--format', 'json'])
      .stdout.trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(json.map((j) => j.index)).toEqual([5, 55]);
    expect(runCli(['unique', 'puzzles/two-4x4.txt', '--shard', '3/5'])).toMatchObject({ status: 0, stdout: '' });
  });

  it("rate and encode: only the shard's puzzles, under their own numbers", () => {
    const rated = JSON.parse(
      runCli(['rate', 'puzzles/techniques.txt', '--shard', '3/4', '--format', 'json']).stdout.trim().split('\n')[1]!,
    );
    expect(rated.index).toBe(7);
    const out = join(temp, 'p-{i}.cnf');
    expect(runCli(['encode', 'puzzles/techniques.txt', '--shard', '2/5', '-o', out]).status).toBe(0);
    expect(readdirSync(temp).sort()).toEqual(['p-2.cnf', 'p-7.cnf']);
    expect(runCli(['encode', 'puzzles/techniques.txt', '--shard', '1/11']).stderr).toContain(
      "holds 11 puzzles: pick one with --index N, or write one file each with -o 'name-{i}.cnf'",
    );
  });

  it('refuses a bad shard, and --index with it (exit 2)', () => {
    // The reading of the value and the check of the combination in-process; the command line's exit path once.
    const shard = optionsOf('solve').find((o) => o.key === 'shard')!;
    for (const bad of ['0/2', '3/2', '1/0', 'x', '1/2/3', 'kubernetes', 'slurm/2'])
      expect(() => readValue(shard, bad, undefined)).toThrow(`bad --shard '${bad}'`);
    expect(readValue(shard, '2/3', undefined)).toEqual({ i: 2, n: 3 });
    expect(runCli(['solve', 'puzzles/top95.txt', '--shard', '3/2'])).toMatchObject({
      status: 2,
      stderr: expect.stringContaining("bad --shard '3/2'"),
    });
    expect(() => checkCombinations('solve', { shard: { i: 1, n: 2 }, index: 3 })).toThrow(UsageError);
    expect(runCli(['solve', 'puzzles/top95.txt', '--shard', '1/2', '--index', '3']).stderr).toContain(
      '--index and --shard exclude each other',
    );
  });
});

/**
 * Runs the command line once per task at the same time, as a scheduler starts an array's tasks,
 * each with its own environment; exit 1 (a puzzle with no solution or several) is an outcome.
 */
function runTasks(args: string[], envs: NodeJS.ProcessEnv[]): Promise<string[]> {
  return Promise.all(
    envs.map(
      (env) =>
        new Promise<string>((done, fail) =>
          execFile(process.execPath, [CLI, ...args], { cwd: ROOT, env: { ...process.env, ...env } }, (error, stdout) =>
            error && error.code !== 1 ? fail(error) : done(stdout),
          ),
        ),
    ),
  );
}

/** The shards' outputs, each written to its own file, merged as docs/usage.md says: sort -n -k1,1 part-*.txt. */
function sortedParts(outputs: string[], name: string): string {
  const parts = outputs.map((o, k) => {
    const path = join(temp, `${name}-${k + 1}.txt`);
    writeFileSync(path, o);
    return path;
  });
  return spawnSync('sort', ['-n', '-k1,1', ...parts], { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } }).stdout;
}

describe('--shard from a scheduler', () => {
  it('slurm: i and N from the task of a job array of consecutive ids, from any first id', () => {
    const task = (id: number, min: number, count: number, step = 1) => ({
      SLURM_ARRAY_TASK_ID: String(id),
      SLURM_ARRAY_TASK_MIN: String(min),
      SLURM_ARRAY_TASK_MAX: String(min + (count - 1) * step),
      SLURM_ARRAY_TASK_COUNT: String(count),
      SLURM_ARRAY_TASK_STEP: String(step),
    });
    expect(parseShard('slurm', task(0, 0, 4))).toEqual({ i: 1, n: 4 });
    expect(parseShard('slurm', task(8, 5, 4))).toEqual({ i: 4, n: 4 });
    expect(() => parseShard('slurm', task(2, 0, 3, 2))).toThrow('--shard slurm takes a job array of consecutive task ids');
    expect(() => parseShard('slurm', {})).toThrow('--shard: SLURM_ARRAY_TASK_ID is not set: run it as a task of a Slurm job array');
    expect(() => parseShard('slurm', { ...task(1, 1, 2), SLURM_ARRAY_TASK_ID: 'x' })).toThrow(
      "SLURM_ARRAY_TASK_ID is 'x', not a whole number",
    );
  });

  it('kubernetes/N: i from the pod of an indexed Job (JOB_COMPLETION_INDEX, from 0), N given', () => {
    expect(parseShard('kubernetes/4', { JOB_COMPLETION_INDEX: '0' })).toEqual({ i: 1, n: 4 });
    expect(parseShard('kubernetes/4', { JOB_COMPLETION_INDEX: '3' })).toEqual({ i: 4, n: 4 });
    expect(() => parseShard('kubernetes/4', { JOB_COMPLETION_INDEX: '4' })).toThrow(
      'JOB_COMPLETION_INDEX is 4, past the 4 completions (0 to 3)',
    );
    expect(() => parseShard('kubernetes/4', {})).toThrow(
      'JOB_COMPLETION_INDEX is not set: run it in a pod of a Kubernetes Job with completionMode: Indexed',
    );
    expect(() => parseShard('kubernetes/0', { JOB_COMPLETION_INDEX: '0' })).toThrow("bad --shard 'kubernetes/0'");
  });

  it("a Slurm array's tasks, run side by side and merged as documented, are the one-machine output, byte for byte", async () => {
    const whole = runCli(['solve', 'puzzles/top95.txt']).stdout;
    const tasks = [1, 2, 3].map((id) => ({
      SLURM_ARRAY_TASK_ID: String(id),
      SLURM_ARRAY_TASK_MIN: '1',
      SLURM_ARRAY_TASK_MAX: '3',
      SLURM_ARRAY_TASK_COUNT: '3',
      SLURM_ARRAY_TASK_STEP: '1',
    }));
    expect(sortedParts(await runTasks(['solve', 'puzzles/top95.txt', '--shard', 'slurm'], tasks), 'slurm')).toBe(whole);
  });

  it("a Kubernetes indexed Job's pods, run side by side and merged as documented: the one-machine verdicts, and the same solutions where there is one", async () => {
    const whole = runCli(['unique', 'puzzles/tdoku_test_puzzles.txt']).stdout.split('\n');
    const pods = [0, 1, 2, 3].map((index) => ({ JOB_COMPLETION_INDEX: String(index) }));
    const merged = sortedParts(
      await runTasks(['unique', 'puzzles/tdoku_test_puzzles.txt', '--shard', 'kubernetes/4'], pods),
      'kubernetes',
    ).split('\n');
    // Which two solutions of a puzzle with several a solver finds depends on what it solved before in that process.
    const verdicts = (lines: string[]) => lines.map((l) => (l.split(' ')[1] === 'multiple' ? l.split(' ').slice(0, 2).join(' ') : l));
    expect(verdicts(merged)).toEqual(verdicts(whole));
    expect(whole.filter((l) => l.includes(' multiple ')).length).toBeGreaterThan(0);
    expect(
      runCli(['unique', 'puzzles/tdoku_test_puzzles.txt', '--shard', 'kubernetes/4'], {
        env: { ...process.env, JOB_COMPLETION_INDEX: '' },
      }),
    ).toMatchObject({
      status: 2,
      stderr: "sudocnf: --shard: JOB_COMPLETION_INDEX is '', not a whole number\n",
    });
  });
});
