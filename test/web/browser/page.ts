import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CLI, ROOT } from '../../helpers.js';

/** Debian's Chromium (apt-get install chromium), or the one CHROMIUM_PATH names. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Screenshots of the main states, kept as test artifacts. */
export const SHOTS = resolve(ROOT, 'test-artifacts/browser');

/** `sudocnf web --port 0`, started as a user would: resolves to its address once it prints it. */
export function startServer(): Promise<{ url: string; server: ChildProcess }> {
  const server = spawn(process.execPath, [CLI, 'web', '--port', '0'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolvePromise, reject) => {
    let out = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (m) resolvePromise({ url: m[1]!, server });
    });
    server.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    server.once('exit', (code) => reject(new Error(`sudocnf web exited with ${code}: ${out}`)));
  });
}

export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install chromium (or set CHROMIUM_PATH)`);
  mkdirSync(SHOTS, { recursive: true });
  // The flags keep Chromium off the network it would otherwise reach for (updates, sync, probes).
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** What the pages watched asked for (to show they stay on their origin), and the errors they logged. */
export class PageWatch {
  readonly requests: string[] = [];
  readonly problems: string[] = [];

  /** Watches `page`, and gives it back. */
  watch(page: Page): Page {
    page.on('request', (r) => this.requests.push(r.url()));
    page.on('pageerror', (e) => this.problems.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') this.problems.push(m.text());
    });
    return page;
  }
}

/** Opens the app at `url` in `page`, once its grid is drawn. */
export async function openApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('#grid .cell');
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: resolve(SHOTS, `${name}.png`), fullPage: true });
}

/** Opens a bundled sample by its label. */
export async function openSample(page: Page, label: string): Promise<void> {
  await page.selectOption('#sample', { label });
  await page.click('#load-sample');
  await page.waitForFunction((l) => document.getElementById('puzzle-title')!.textContent!.startsWith(l), label);
}

/** Clicks a button of the Solve panel and waits for its result line. */
export async function runAndWait(page: Page, button: string, timeout = 30_000): Promise<string> {
  await page.evaluate(() => (document.getElementById('result')!.textContent = ''));
  await page.click(button);
  await page.waitForFunction(() => document.getElementById('result')!.textContent !== '' && document.getElementById('work')!.hidden, null, {
    timeout,
  });
  return (await page.textContent('#result'))!;
}

/** Givens and entries in reading order, as the grid shows them (its `data-line`). */
export async function gridLine(page: Page, selector = '#grid'): Promise<string> {
  return (await page.getAttribute(selector, 'data-line'))!;
}
