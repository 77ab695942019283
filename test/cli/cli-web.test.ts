import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI, FULL, ROOT, runCli } from '../helpers.js';

const started: ChildProcess[] = [];

/** The address a started `sudocnf web` prints, once it does. */
function addressOf(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /at (http:\/\/127\.0\.0\.1:\d+\/) \(Ctrl\+C stops it\)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
  });
}

/** `sudocnf web` with these arguments, resolved once it prints its address. */
async function serve(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [CLI, 'web', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  return { child, url: await addressOf(child) };
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
    const wasm = await fetch(new URL('cadical-core.wasm', url));
    expect(wasm.headers.get('content-type')).toBe('application/wasm');
    expect(new Uint8Array(await wasm.arrayBuffer()).subarray(0, 4)).toEqual(new Uint8Array([0, 0x61, 0x73, 0x6d]));
    expect((await fetch(new URL('../package.json', url))).status).toBe(404);
    const code = exited(child);
    child.kill('SIGTERM');
    expect(await code).toBe(0);
  });

  it('starts with 64 open files allowed and serves the page', async () => {
    // exec: the shell becomes the server, so that the test's kill reaches it.
    const child = spawn('sh', ['-c', `ulimit -n 64 && exec "${process.execPath}" "${CLI}" web --port 0 --host 127.0.0.1`], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(child);
    const page = await fetch(await addressOf(child));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<script type="module" src="app.js"></script>');
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

/** The open file descriptors of a process. */
const descriptors = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

/** GET `path` on a raw socket, read the first bytes of the answer, and hang up before the rest. */
function getAndHangUp(url: string, path: string): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`));
    socket.once('data', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
  });
}

/** Waits until `check` holds (polling), or fails with what it last saw. */
async function eventually<T>(read: () => T, holds: (value: T) => boolean, ms = 5000): Promise<T> {
  let value = read();
  for (const until = Date.now() + ms; !holds(value) && Date.now() < until; value = read()) await new Promise((r) => setTimeout(r, 50));
  return value;
}

describe('sudocnf web under hostile requests', () => {
  it('answers a bad or huge Range with 416 or the file, and keeps serving', async () => {
    const { child, url } = await serve(['--port', '0']);
    const page = new URL('index.html', url);
    for (const range of [
      'bytes=100-50',
      'bytes=0-18446744073709551615',
      'bytes=99999999-',
      'bytes=-0',
      'bytes=a-b',
      'bytes=0-1,0-1,0-1,0-1',
    ]) {
      const r = await fetch(page, { headers: { Range: range } });
      await r.arrayBuffer();
      expect([200, 206, 416], range).toContain(r.status);
    }
    const whole = await fetch(page);
    expect(whole.status).toBe(200);
    expect(await whole.text()).toContain('<script type="module" src="app.js"></script>');
    expect(child.exitCode).toBe(null);
  });

  // 100 such clients left 30 descriptors open before the fix; npm run test:full sends 2,000.
  const HANGUPS = FULL ? 2000 : 300;
  it(`closes the files of ${HANGUPS.toLocaleString('en-US')} clients that hang up early, and still answers`, async () => {
    const { child, url } = await serve(['--port', '0']);
    await (await fetch(new URL('app.js', url))).arrayBuffer();
    const before = descriptors(child.pid!);
    for (let i = 0; i < HANGUPS; i++) await getAndHangUp(url, i % 2 === 0 ? '/app.js' : '/cadical-core.wasm');
    expect(
      await eventually(
        () => descriptors(child.pid!),
        (n) => n <= before,
      ),
    ).toBeLessThanOrEqual(before);
    expect((await fetch(url)).status).toBe(200);
  });

  it('survives running out of descriptors: what fails past the limit is those requests, not the server', async () => {
    const child = spawn('sh', ['-c', `ulimit -n 96 && exec "${process.execPath}" "${CLI}" web --port 0`], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(child);
    const url = await addressOf(child);
    const { hostname, port } = new URL(url);
    // 120 clients that ask for the WebAssembly and read none of it: each holds a socket and a file.
    const held = Array.from({ length: 120 }, () => {
      const socket = connect(Number(port), hostname, () => socket.write(`GET /cadical-core.wasm HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`));
      socket.on('error', () => {});
      socket.pause();
      return socket;
    });
    await eventually(
      () => descriptors(child.pid!),
      (n) => n >= 90,
    );
    for (const socket of held) socket.destroy();
    await eventually(
      () => descriptors(child.pid!),
      (n) => n < 40,
    );
    expect((await fetch(url)).status).toBe(200);
    expect(child.exitCode).toBe(null);
  });

  it('answers other methods 405 with Allow, and every answer says how to cache it', async () => {
    const { url } = await serve(['--port', '0']);
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      const r = await fetch(url, { method });
      expect(r.status, method).toBe(405);
      expect(r.headers.get('allow')).toBe('GET, HEAD');
    }
    const head = await fetch(new URL('app.js', url), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(new URL('nothing-here', url))).headers.get('cache-control')).toBe('no-cache');
  });

  it('refuses a --host that does not resolve or is not this machine, with exit 2', () => {
    const unresolvable = runCli(['web', '--port', '0', '--host', 'no-such-host.invalid']);
    expect(unresolvable.status).toBe(2);
    expect(unresolvable.stderr).toBe('sudocnf: --host no-such-host.invalid does not resolve to an address of this machine\n');
    const foreign = runCli(['web', '--port', '0', '--host', '192.0.2.1']);
    expect(foreign.status).toBe(2);
    expect(foreign.stderr).toContain('--host 192.0.2.1 is not an address of this machine');
  });
});
