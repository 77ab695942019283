import { type ChildProcess, spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI, ROOT, runCli } from './helpers.js';

const started: ChildProcess[] = [];

/** `sudocnf web` with these arguments, resolved once it prints its address. */
function serve(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [CLI, 'web', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /at (http:\/\/127\.0\.0\.1:\d+\/) \(Ctrl\+C stops it\)/.exec(out);
      if (m) resolve({ child, url: m[1]! });
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
  });
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
});

describe('sudocnf web', () => {
  it('serves the built app with a same-origin policy, and ends with exit 0 on SIGTERM', async () => {
    const { child, url } = await serve(['--port', '0']);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await page.text();
    expect(html).toContain('<script type="module" src="app.js"></script>');
    expect(html).not.toMatch(/https?:\/\//);
    const wasm = await fetch(new URL('cadical.wasm', url));
    expect(wasm.headers.get('content-type')).toBe('application/wasm');
    expect(new Uint8Array(await wasm.arrayBuffer()).subarray(0, 4)).toEqual(new Uint8Array([0, 0x61, 0x73, 0x6d]));
    expect((await fetch(new URL('../package.json', url))).status).toBe(404);
    const code = exited(child);
    child.kill('SIGTERM');
    expect(await code).toBe(0);
  });

  it('says so when the port is taken, with exit 2', async () => {
    const { url } = await serve(['--port', '0']);
    const port = new URL(url).port;
    const r = runCli(['web', '--port', port]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`sudocnf: port ${port} on 127.0.0.1 is in use: choose another with --port (0 takes any free port)\n`);
  });

  it('refuses a port that is not one', () => {
    const r = runCli(['web', '--port', '70000']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("--port must be at most 65535, got '70000'");
  });
});
