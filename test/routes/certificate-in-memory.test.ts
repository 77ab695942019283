import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parsePuzzles } from '../../src/formats/read.js';
import { certifyInMemory } from '../../src/proof/certificate/in-memory.js';
import { ROOT, runCli } from '../helpers.js';

// Certificates made in memory (the web app's way): the same files `unique --proof` writes, which
// check-proof accepts.

const temp = mkdtempSync(join(tmpdir(), 'sudocnf-cert-memory-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const puzzleOf = (file: string, index = 0) => {
  const entry = parsePuzzles(readFileSync(join(ROOT, file), 'utf8'), file).entries[index]!;
  if (!entry.ok) throw entry.error;
  return entry.grid;
};
const options = { command: 'sudocnf unique <puzzle> --proof <dir>', sudocnf: 'test' };

describe('certificates made in memory', () => {
  it('of uniqueness: the files of a certificate directory, which check-proof accepts', async () => {
    const r = await certifyInMemory(puzzleOf('puzzles/inkala-2012.txt'), options);
    expect(r.verdict).toBe('unique');
    if (r.verdict !== 'unique') return;
    expect(r.files.map((f) => f.name)).toEqual(['puzzle.txt', 'solution.txt', 'formula.cnf', 'proof.drat', 'manifest.json']);
    expect(r.manifest).toMatchObject({
      claim: 'unique',
      solver: { name: 'cadical' },
      proof: { format: 'drat-binary' },
      checks: [{ checker: 'sudocnf' }],
    });
    const dir = join(temp, 'unique');
    mkdirSync(dir);
    for (const f of r.files) writeFileSync(join(dir, f.name), f.data);
    const check = runCli(['check-proof', dir]);
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
    expect(check.stdout).toMatch(/verified, unique/);
  });

  it('of no solution, and none for two solutions', async () => {
    const none = await certifyInMemory(puzzleOf('puzzles/unsolvable-16x16.txt'), options);
    expect(none.verdict).toBe('no-solution');
    if (none.verdict === 'no-solution') expect(none.manifest.claim).toBe('no-solution');
    const two = await certifyInMemory(puzzleOf('puzzles/two-4x4.txt'), options);
    expect(two.verdict).toBe('multiple');
    if (two.verdict === 'multiple') expect(two.solutions[0].toString()).not.toBe(two.solutions[1].toString());
  });
});
