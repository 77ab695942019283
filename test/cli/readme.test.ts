// The README's examples, run: each `sudocnf` command of a shell block whose output the README
// shows, and the library example, so that what it quotes cannot drift from what sudocnf prints.
import { mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { solve } from '../../src/index.js';
import { expectVerdict, ROOT, runCli } from '../helpers.js';

const README = readFileSync(resolve(ROOT, 'README.md'), 'utf8');

/** Each fenced block with its language and lines, in order. */
const blocks = [...README.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((m) => ({ lang: m[1]!, lines: m[2]!.trimEnd().split('\n') }));

/** The shell blocks followed by an output block (before the next shell block), with their sudocnf commands. */
const examples = blocks.flatMap((block, i) => {
  if (block.lang !== 'sh') return [];
  const next = blocks.slice(i + 1).find((b) => b.lang === 'sh' || b.lang === '');
  if (next?.lang !== '') return [];
  const commands = block.lines.map((line) => /(?:^|&& )(?:npx )?sudocnf (.*?)(?:\s+#.*)?$/.exec(line)?.[1]).filter((c) => c !== undefined);
  return commands.length > 0 ? [{ commands, output: next.lines }] : [];
});

/** A quoted line as a pattern: `…` stands for anything, and so do the seconds a run takes. */
const pattern = (line: string) =>
  new RegExp(
    `^${line
      .trimEnd()
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\d+\\\.\d+ s\b/g, '\\d+\\.\\d+ s')
      .replaceAll('…', '.*')}$`,
    'm',
  );

describe('the README', () => {
  it('has examples with output to check', () => {
    expect(examples.length).toBeGreaterThanOrEqual(3);
  });

  it.each(examples.map((e) => [e.commands.join(' ; '), e] as const))('prints what it quotes: %s', (_, { commands, output }) => {
    const dir = mkdtempSync(join(tmpdir(), 'sudocnf-readme-'));
    symlinkSync(resolve(ROOT, 'puzzles'), join(dir, 'puzzles'));
    const printed = commands
      .map((command) => {
        // A redirection (`> inkala.cnf`) only sends the output to a file: the output is compared all the same.
        const args = [...command.replace(/\s>\s*\S+/, '').matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!);
        const r = runCli(args, { cwd: dir });
        expect([command, r.status]).toEqual([command, 0]);
        return r.stdout + r.stderr;
      })
      .join('');
    for (const line of output.filter((l) => l.trim() !== '' && l.trim() !== '…')) expect(printed).toMatch(pattern(line));
  });

  it("the library example's result is what it says", async () => {
    const code = blocks.find((b) => b.lang === 'ts' && b.lines.some((l) => l.includes('// →')))!;
    const puzzle = /solve\('([^']+)'/.exec(code.lines.join('\n'))![1]!;
    const said = /\/\/ → (.*)$/m.exec(code.lines.join('\n'))![1]!;
    const r = expectVerdict(await solve(puzzle, { solver: 'dlx' }), 'solved');
    expect(`${r.verdict} ${String(r.solution)}`).toBe(said);
  });
});
