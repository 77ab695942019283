import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CLI, ROOT, runCli } from '../helpers.js';

// generate makes its puzzles as they are needed and writes each as it comes: a run of billions
// prints its first puzzles at once, and a reader that goes away ends it quietly.

/**
 * Runs the command line, reads `lines` lines of its standard output, then closes the pipe (as
 * `| head -n lines` does) and waits for the process to end.
 */
function readThenClose(args: readonly string[], lines: number): Promise<{ lines: string[]; code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let read: string[] | undefined;
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout.on('data', (chunk: Buffer) => {
      if (read) return;
      stdout += chunk.toString();
      const complete = stdout.split('\n').slice(0, -1);
      if (complete.length >= lines) {
        read = complete.slice(0, lines);
        child.stdout.destroy();
      }
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ lines: read ?? [], code, stderr }));
  });
}

describe('generate on a pipe', () => {
  const first = runCli(['generate', '--seed', '0', '--count', '3']).stdout.trim().split('\n');

  it.each([
    ['one thread', []],
    ['two threads', ['--jobs', '2']],
  ])(
    '%s: --count 4294967295 writes its puzzles as they come, and a closed pipe ends it quietly (exit 0)',
    async (_what, extra) => {
      const r = await readThenClose(['generate', '--seed', '0', '--count', '4294967295', ...extra], 3);
      expect(r.lines).toEqual(first);
      expect(r.code).toBe(0);
      expect(r.stderr).toMatch(/^seed 0: /);
      expect(r.stderr).not.toMatch(/EPIPE|Error|^\s+at /m);
    },
    60_000,
  );
});
