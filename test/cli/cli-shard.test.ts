import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import { checkCombinations } from '../../src/options/combinations.js';
import { optionsOf } from '../../src/options/schema.js';
import { readValue } from '../../src/options/values.js';
import { runCli } from '../helpers.js';

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
    for (const bad of ['0/2', '3/2', '1/0', 'x', '1/2/3']) expect(() => readValue(shard, bad, undefined)).toThrow(`bad --shard '${bad}'`);
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
