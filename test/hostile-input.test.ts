import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, runCli } from './helpers.js';

/** Input a hostile user would try: each gets a located message and exit 2, never a crash. */
const dir = mkdtempSync(join(tmpdir(), 'sudocnf-hostile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('pathological input is bad input (exit 2), not a crash', () => {
  it.each([
    ['JSON lists nested 100,000 deep', 'deep.json', '['.repeat(100_000) + ']'.repeat(100_000), ':1:33: lists nest more than 32 deep here'],
    ['YAML flow lists nested 50,000 deep', 'deep.yaml', `a: ${'['.repeat(50_000)}${']'.repeat(50_000)}\n`, ':1:36: lists nest more than 32 deep here'],
    ['YAML flow lists nested 200,000 deep under a block list', 'deep2.yaml', `a:\n  - ${'['.repeat(200_000)}${']'.repeat(200_000)}\n`, ':2:37: lists nest more than 32 deep here'],
    ['a C list of pointers', 'pointers.c', 'int *cells[] = {*a, *b, *c, *d, *e, *f, *g, *h, *i, *j, *k, *l, *m, *n, *o, *p};\n', ''],
    ['a C initialiser of pointers', 'pointers9.c', `int *g[9][9] = {${Array(9).fill(`{${Array(9).fill('*p').join(', ')}}`).join(',\n')}};\n`, ":1:18: '*p' is not a cell"],
    ['YAML aliases in flow lists', 'aliases.yaml', `[${Array(4).fill(`[${Array(4).fill('*a').join(', ')}]`).join(', ')}]\n`, ":1:3: '*a' is not a cell"],
  ])('%s', (_what, name, text, message) => {
    const r = runCli(['solve', file(name, text)]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(new RegExp(`^${join(dir, name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+:\\d+: `));
    expect(r.stderr).toContain(message);
    expect(r.stderr.split('\n').length).toBe(2);
  });

  it('stats gives the closed forms for every k the README allows, up to 1000', () => {
    const r = runCli(['stats', '--k', '255..1000', '--amo', 'pairwise,sequential,binary,auto', '--format', 'csv']);
    expect(r.status).toBe(0);
    const rows = r.stdout.trim().split('\n');
    expect(rows).toHaveLength(1 + 746 * 4);
    // Extended pairwise at k = 1000: 4n² + 4n²·C(n, 2) with n = 10⁶.
    const n = 10n ** 6n;
    expect(rows.find((l) => l.startsWith('1000,') && l.includes(',pairwise,'))).toContain(String(4n * n * n + 4n * n * n * ((n * (n - 1n)) / 2n)));
  });
});

describe('every option has bounds it holds', () => {
  it('a time limit a timer cannot wait for is refused, on the command line and in the library', async () => {
    for (const solver of ['minisat', 'cadical', 'dlx']) {
      const r = runCli(['solve', 'puzzles/inkala-2012.txt', '--solver', solver, '--timeout', '600h']);
      expect(r).toMatchObject({ status: 2, stderr: "sudocnf: bad duration '600h': a time limit is at most 596h (about 24 days)\n" });
    }
    expect(runCli(['solve', 'puzzles/inkala-2012.txt', '--solver', 'minisat', '--timeout', '596h', '--format', 'line']).status).toBe(0);
    const { solve } = await import('../src/api/calls.js');
    await expect(solve(readFileSync(join(ROOT, 'puzzles/inkala-2012.txt'), 'utf8'), { timeoutMs: 2 ** 31 })).rejects.toThrow('timeoutMs is at most 2,147,483,647 ms (about 24 days), got 2,147,483,648');
  });

  it('--jobs past the cores runs on the cores, with the same output', () => {
    const one = runCli(['solve', 'puzzles/top95.txt', '--solver', 'dlx']);
    const many = runCli(['solve', 'puzzles/top95.txt', '--solver', 'dlx', '--jobs', '1000000']);
    expect(many.status).toBe(0);
    expect(many.stdout).toBe(one.stdout);
  });

  it('generate --seed beyond 32 bits is refused: it would repeat a smaller seed', () => {
    expect(runCli(['generate', '--k', '2', '--seed', '4294967297'])).toMatchObject({
      status: 2,
      stderr: 'sudocnf: --seed is at most 4294967295 (the generator keeps 32 bits of a seed), got 4294967297\n',
    });
    expect(runCli(['generate', '--k', '2', '--seed', '4294967295', '--count', '2']).status).toBe(2);
    expect(runCli(['generate', '--k', '2', '--seed', '4294967295']).status).toBe(0);
  });
});
