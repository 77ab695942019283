// The web app's budget, measured in Debian's Chromium against `sudocnf web` on this machine:
// the size of everything it ships, first paint from a fresh browser context (empty cache), and
// the time of a 9×9 solve once the WebAssembly solver is loaded (top95's first 20 puzzles,
// pasted and solved one by one; the worker's own time and the click-to-grid time).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { machine, median, ROOT, table } from './lib/common.mjs';

const WEB = resolve(ROOT, 'dist/web');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BUDGET_BYTES = 3 * 1024 * 1024;

const files = readdirSync(WEB).map((name) => ({ name, bytes: statSync(join(WEB, name)).size }));
const total = files.reduce((s, f) => s + f.bytes, 0);
const kb = (b) => `${(b / 1024).toFixed(0)} KB`;

const server = spawn(process.execPath, [resolve(ROOT, 'dist/src/cli.js'), 'web', '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
const url = await new Promise((ok, fail) => {
  let out = '';
  server.stdout.on('data', (c) => {
    out += c;
    const m = /(http:\/\/\S+\/)/.exec(out);
    if (m) ok(m[1]);
  });
  server.once('exit', (code) => fail(new Error(`sudocnf web exited with ${code}`)));
});
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const paints = [];
  const ready = [];
  for (let i = 0; i < 7; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(url);
    await page.waitForSelector('#grid .cell');
    const interactive = Date.now() - started;
    await page.waitForFunction(() => performance.getEntriesByType('paint').some((p) => p.name === 'first-contentful-paint'));
    paints.push(
      await page.evaluate(() => performance.getEntriesByType('paint').find((p) => p.name === 'first-contentful-paint').startTime),
    );
    await page.waitForFunction(() => document.getElementById('status').textContent.startsWith('Ready'));
    ready.push({ interactive, loaded: Date.now() - started });
    await context.close();
  }

  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForFunction(() => document.getElementById('status').textContent.startsWith('Ready'));
  const puzzles = readFileSync(resolve(ROOT, 'puzzles/top95.txt'), 'utf8')
    .split('\n')
    .filter((l) => /^[\d.]{81}$/.test(l.trim()))
    .slice(0, 20);
  const worker = [];
  const wall = [];
  for (const line of puzzles) {
    await page.fill('#paste', line);
    await page.click('#load-paste');
    await page.evaluate(() => (document.getElementById('result').textContent = ''));
    const started = Date.now();
    await page.click('#solve');
    await page.waitForFunction(() => document.getElementById('result').textContent.startsWith('Solved'));
    wall.push(Date.now() - started);
    const m = /in (\d+) ms/.exec(await page.textContent('#result'));
    worker.push(Number(m[1]));
  }
  const slowest = worker.indexOf(Math.max(...worker));
  const ms = (v) => `${v.toFixed(0)} ms`;
  console.log(`Measured on ${machine()}, Chromium ${browser.version()}; \`sudocnf web\` on 127.0.0.1.\n`);
  console.log(
    table(
      ['what', 'figure', 'budget'],
      [
        [`whole app (${files.map((f) => `${f.name} ${kb(f.bytes)}`).join(', ')})`, `${(total / 1024 / 1024).toFixed(2)} MB`, '≤ 3 MB'],
        ['first contentful paint, fresh context (median / max of 7)', `${ms(median(paints))} / ${ms(Math.max(...paints))}`, '≤ 1 s'],
        ['grid on screen, from navigation (median of 7)', ms(median(ready.map((r) => r.interactive))), ''],
        ['WebAssembly solver loaded, from navigation (median of 7)', ms(median(ready.map((r) => r.loaded))), ''],
        [
          '9×9 solve after loading, in the worker (median / max, top95 first 20)',
          `${ms(median(worker))} / ${ms(Math.max(...worker))} (puzzle ${slowest + 1})`,
          '≤ 100 ms',
        ],
        ['9×9 solve after loading, click to filled grid (median / max)', `${ms(median(wall))} / ${ms(Math.max(...wall))}`, ''],
      ],
    ),
  );
  if (total > BUDGET_BYTES) console.error(`over budget: ${total} bytes`);
} finally {
  await browser.close();
  server.kill();
}
