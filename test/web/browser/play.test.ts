import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gridLine, launch, openApp, openSample, PageWatch, runAndWait, shot, startServer } from './page.js';

let server: ChildProcess;
let url: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const seen = new PageWatch();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function openPage(viewport = DESKTOP, touch = false): Promise<void> {
  await context?.close();
  context = await browser.newContext({ viewport, hasTouch: touch, isMobile: touch });
  page = seen.watch(await context.newPage());
  await openApp(page, url);
}

beforeAll(async () => {
  ({ url, server } = await startServer());
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  server?.kill();
});

beforeEach(() => openPage());

const cellAt = (p: Page, cell: number) => p.locator(`#grid [data-cell="${cell}"]`);

/** The centre of a cell on the page. */
async function centreOf(p: Page, cell: number): Promise<{ x: number; y: number }> {
  const box = (await cellAt(p, cell).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The cells with a class, in reading order. */
const cellsWith = (p: Page, name: string) =>
  p.$$eval(`#grid .cell.${name}`, (cells) => cells.map((c) => Number((c as HTMLElement).dataset.cell)));

/** What a cell's label says (its value, marks and colour). */
const labelOf = async (p: Page, cell: number) => (await cellAt(p, cell).getAttribute('aria-label'))!;

/** Inkala 2012's first row: 8 given in r1c1, the rest of the row open but for nothing. */
const INKALA = readFileSync('puzzles/inkala-2012.txt', 'utf8').trim();

describe.each([
  ['1280x900', DESKTOP],
  ['390x844', PHONE],
] as const)('playing like SudokuPad at %s', (_, viewport) => {
  beforeEach(() => page.setViewportSize(viewport));

  it('selects several cells by dragging, Shift+click, Ctrl+click and Shift+arrows; a value goes to all, undone as one', async () => {
    // Drag along row 1 from r1c2 to r1c4.
    const from = await centreOf(page, 1);
    const to = await centreOf(page, 3);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, from.y, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();
    expect(await cellsWith(page, 'selected')).toEqual([1, 2, 3]);
    await page.keyboard.press('1');
    expect((await gridLine(page)).slice(0, 4)).toBe(`${INKALA[0]}111`);
    await page.click('#undo');
    expect((await gridLine(page)).slice(0, 4)).toBe(INKALA.slice(0, 4));
    // Shift+click adds, Ctrl+click adds or takes away.
    await cellAt(page, 10).click();
    await cellAt(page, 20).click({ modifiers: ['Shift'] });
    await cellAt(page, 30).click({ modifiers: ['Control'] });
    await cellAt(page, 20).click({ modifiers: ['Control'] });
    expect(await cellsWith(page, 'selected')).toEqual([10, 30]);
    // Shift+arrows extend from the cursor.
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    expect(await cellsWith(page, 'selected')).toEqual([10, 30, 31, 40]);
    await shot(page, 'multi-select');
    await page.keyboard.press('Delete');
    // A plain arrow leaves one cell selected.
    await page.keyboard.press('ArrowLeft');
    expect(await cellsWith(page, 'selected')).toEqual([39]);
  });

  it('normal, corner and centre marks and colours on several cells, by keys and buttons, undone move by move', async () => {
    const open = [...INKALA].flatMap((ch, i) => (ch === '.' || ch === '0' ? [i] : [])).slice(0, 3);
    await cellAt(page, open[0]!).click();
    for (const cell of open.slice(1)) await cellAt(page, cell).click({ modifiers: ['Shift'] });
    // Corner marks by key (X), centre marks by button, colours by key (V) and the palette.
    await page.keyboard.press('x');
    expect(await page.getAttribute('#mode-corner', 'aria-pressed')).toBe('true');
    await page.keyboard.press('3');
    await page.keyboard.press('5');
    await page.click('#mode-centre');
    await page.click('#pad button[aria-label="value 7"]');
    await page.keyboard.press('9');
    await page.keyboard.press('v');
    expect(await page.$$eval('#pad button', (b) => b.map((e) => e.getAttribute('aria-label')))).toEqual(
      Array.from({ length: 9 }, (_, i) => `colour ${i + 1}`),
    );
    await page.click('#pad button[aria-label="colour 4"]');
    for (const cell of open) expect(await labelOf(page, cell)).toMatch(/, empty, centre marks 7 9, corner marks 3 5, colour 4$/);
    // The marks are drawn where they belong, and the colour is painted.
    expect(await cellAt(page, open[0]!).locator('.corner span').allTextContents()).toEqual(['3', '5']);
    expect(await cellAt(page, open[0]!).locator('.marks span').allTextContents()).toEqual(['7', '9']);
    const painted = await cellAt(page, open[0]!).evaluate((e) => getComputedStyle(e).backgroundImage);
    expect(painted).toMatch(/gradient/);
    await shot(page, 'marks-and-colours');
    // The same colour again clears it; a second colour on one cell only.
    await page.keyboard.press('4');
    for (const cell of open) expect(await labelOf(page, cell)).not.toMatch(/colour/);
    // Undo, move by move: the colour comes back, goes, then the centre marks go one by one; Redo brings them all back.
    const steps = [
      /centre marks 7 9, corner marks 3 5, colour 4$/,
      /centre marks 7 9, corner marks 3 5$/,
      /centre marks 7, corner marks 3 5$/,
      /empty, corner marks 3 5$/,
    ];
    for (const expected of steps) {
      await page.keyboard.press('Control+z');
      for (const cell of open) expect(await labelOf(page, cell)).toMatch(expected);
    }
    for (let i = 0; i < 3; i++) await page.keyboard.press('Control+y');
    for (const cell of open) expect(await labelOf(page, cell)).toMatch(steps[0]!);
    // A value typed in normal mode (Z) replaces the marks, in all three cells at once.
    await page.keyboard.press('z');
    await page.keyboard.press('2');
    for (const cell of open) expect(await labelOf(page, cell)).toMatch(/, entered 2, .*colour 4$/);
  });

  it('highlights the selected digit, and on request clears a placed value from its houses’ marks', async () => {
    // Inkala's r1c1 is a given 8: every other 8 is highlighted, and an 8 among marks stands out.
    const eights = [...INKALA].flatMap((ch, i) => (ch === '8' ? [i] : []));
    const open = [...INKALA].flatMap((ch, i) => (ch === '.' || ch === '0' ? [i] : []));
    const row1 = open.filter((c) => c < 9);
    await cellAt(page, row1[0]!).click();
    await cellAt(page, row1[1]!).click({ modifiers: ['Shift'] });
    await page.keyboard.press('c');
    await page.keyboard.press('8');
    await page.keyboard.press('4');
    await cellAt(page, 0).click();
    expect(await cellsWith(page, 'same-value')).toEqual(eights.slice(1));
    expect(await page.$$eval('#grid .marks .hit', (m) => m.map((e) => e.textContent))).toEqual(['8', '8']);
    await shot(page, 'digit-highlight');
    // Without the option, a 4 placed in r1c(first open) leaves the other's 4 mark; with it, the mark goes.
    await page.keyboard.press('z');
    await cellAt(page, row1[0]!).click();
    await page.keyboard.press('4');
    expect(await labelOf(page, row1[1]!)).toMatch(/centre marks 4 8$/);
    await page.keyboard.press('Control+z');
    await page.check('#clear-housemates');
    await cellAt(page, row1[0]!).click();
    await page.keyboard.press('4');
    expect(await labelOf(page, row1[1]!)).toMatch(/centre marks 8$/);
    // Undo brings back the value's absence and the mark together.
    await page.keyboard.press('Control+z');
    expect(await labelOf(page, row1[1]!)).toMatch(/centre marks 4 8$/);
    expect(await labelOf(page, row1[0]!)).toMatch(/centre marks 4 8$/);
  });

  it('selects by a finger’s drag on a phone', async () => {
    await openPage(PHONE, true);
    const cdp = await context.newCDPSession(page);
    const points = await Promise.all([0, 1, 2, 11].map((c) => centreOf(page, 10 + c)));
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: { x: number; y: number }) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
    await touch('touchStart', points[0]);
    for (const p of points.slice(1)) {
      await touch('touchMove', p);
    }
    await touch('touchEnd');
    expect(await cellsWith(page, 'selected')).toEqual([10, 11, 12, 21]);
    await page.click('#mode-corner');
    await page.click('#pad button[aria-label="value 6"]');
    for (const cell of [10, 11, 12, 21]) {
      if (INKALA[cell] === '.' || INKALA[cell] === '0') expect(await labelOf(page, cell)).toMatch(/corner marks 6$/);
    }
    await shot(page, 'phone-touch-select');
  });

  it('keeps the game through a reload, and a share link restores the progress in a second page', async () => {
    await openSample(page, 'Easy 9×9 (naked singles)');
    const line = await gridLine(page);
    const open = [...line].flatMap((ch, i) => (ch === '.' ? [i] : []));
    await cellAt(page, open[0]!).click();
    await page.keyboard.press('5');
    await cellAt(page, open[1]!).click();
    await page.keyboard.press('x');
    await page.keyboard.press('1');
    await page.keyboard.press('c');
    await page.keyboard.press('2');
    await page.keyboard.press('v');
    await page.keyboard.press('7');
    const kept = [await gridLine(page), await labelOf(page, open[1]!)];
    expect(kept[1]).toMatch(/empty, centre marks 2, corner marks 1, colour 7$/);
    await page.reload();
    await page.waitForSelector('#grid .cell');
    expect(await page.textContent('#puzzle-title')).toBe('Easy 9×9 (naked singles)');
    expect([await gridLine(page), await labelOf(page, open[1]!)]).toEqual(kept);
    // The link holds the puzzle and the progress, compressed.
    await page.click('#share');
    const link = await page.inputValue('#share-link');
    expect(link).toMatch(/#puzzle=.*&progress=/);
    expect(link.length).toBeLessThan(2000);
    const other = await browser.newContext({ viewport: DESKTOP });
    const second = await other.newPage();
    seen.watch(second);
    await openApp(second, link);
    expect(await second.textContent('#puzzle-title')).toBe('Easy 9×9 (naked singles)');
    expect([await gridLine(second), await labelOf(second, open[1]!)]).toEqual(kept);
    await shot(second, 'shared-progress');
    await other.close();
  });

  it('shows a puzzle’s title, author and rules text with the grid, and a share link keeps them', async () => {
    const xsums = (JSON.parse(readFileSync('puzzles/outside-clues-dclamage.json', 'utf8')) as { puzzle: string; author: string }[])[0]!;
    await page.fill('#paste', xsums.puzzle);
    await page.click('#load-paste');
    await page.waitForFunction(() => document.getElementById('puzzle-title')!.textContent === 'July 4, 2023: X-Sums Sudoku');
    expect(await page.textContent('#puzzle-credit')).toBe(`by ${xsums.author}`);
    const rules = (await page.textContent('#puzzle-text'))!;
    expect(rules).toMatch(/^Normal sudoku rules apply\. Clues outside of the grid tell you the sum of the first X digits/);
    expect(await page.isVisible('#puzzle-text')).toBe(true);
    await shot(page, 'credit');
    await page.click('#share');
    const second = await context.newPage();
    seen.watch(second);
    await openApp(second, await page.inputValue('#share-link'));
    expect(await second.textContent('#puzzle-title')).toBe('July 4, 2023: X-Sums Sudoku');
    expect(await second.textContent('#puzzle-credit')).toBe(`by ${xsums.author}`);
    expect(await second.textContent('#puzzle-text')).toBe(rules);
    await second.close();
  });

  it('a hint on Inkala’s puzzle, where no technique applies, gives a step by contradiction that Step applies', async () => {
    await page.click('#hint');
    await page.waitForFunction(() => document.getElementById('status')!.textContent!.startsWith('Hint:'), null, { timeout: 15_000 });
    const text = (await page.textContent('#status'))!;
    const [, cell, sign, digit] = /^Hint: (r\d+c\d+) (=|≠) (\d): if r\d+c\d+ were \d, \d+ steps? of .+ later .+/.exec(text)!;
    expect(await page.$$eval('#grid .cell.target', (c) => c.map((e) => e.getAttribute('aria-label')!.split(',')[0]))).toEqual([cell]);
    await shot(page, 'inkala-hint');
    const target = Number(await page.getAttribute('#grid .cell.target', 'data-cell'));
    await page.click('#step');
    await page.waitForFunction(() => document.getElementById('status')!.textContent!.startsWith('Applied:'));
    const label = await labelOf(page, target);
    if (sign === '=') expect(label).toContain(`entered ${digit}`);
    else expect(label).toMatch(new RegExp(`centre marks (?!.*${digit})`));
    // What the step decides holds in the solution.
    expect(await runAndWait(page, '#solve')).toMatch(/^Solved by/);
    const solved = await labelOf(page, target);
    if (sign === '=') expect(solved).toContain(`entered ${digit}`);
    else expect(solved).not.toContain(`entered ${digit}`);
  });

  it('messages replace each other, and a long one moves neither the grid nor the page sideways', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await openSample(page, 'Inkala 2012, 9×9');
      const place = () =>
        page.evaluate(() => {
          const r = document.getElementById('grid')!.getBoundingClientRect();
          return [r.left + scrollX, r.top + scrollY, r.width, r.height].map(Math.round);
        });
      const before = await place();
      // A clash says so; a check then replaces that message rather than stacking under it.
      await cellAt(page, 1).click();
      await page.keyboard.press('8');
      expect(await page.textContent('#status')).toMatch(/clashes/);
      await page.click('#check');
      await page.waitForFunction(() => /entries/.test(document.getElementById('status')!.textContent!));
      expect(await page.$$eval('.board p', (ps) => ps.filter((p) => /clashes/.test(p.textContent!)).length)).toBe(0);
      // A long message wraps under the grid.
      await page.evaluate(() => {
        document.getElementById('status')!.textContent = `${'A very long message without a break '.repeat(12)}${'x'.repeat(300)}`;
      });
      expect(await place()).toEqual(before);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await shot(page, `long-message-${viewport.width}`);
    }
  });

  it('keypads of every size in rows of equal length that fit; XV letters bold and legible on a phone', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      for (const [label, n, rows] of [
        ['Inkala 2012, 9×9', 9, 1],
        ['16×16 with 15 solutions', 16, 2],
        ['25×25', 25, 3],
      ] as const) {
        await openSample(page, label);
        const boxes = await page.$$eval('#pad button', (b) => b.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
        expect(boxes).toHaveLength(n);
        const tops = [...new Set(boxes.map((b) => Math.round(b.top)))];
        expect(tops).toHaveLength(rows);
        const perRow = tops.map((t) => boxes.filter((b) => Math.round(b.top) === t).length);
        expect(perRow[0]).toBe(Math.ceil(n / rows));
        const column = await page.evaluate(() => document.querySelector('.board')!.getBoundingClientRect().right);
        expect(Math.max(...boxes.map((b) => b.right))).toBeLessThanOrEqual(column + 0.5);
        if (n === 16) await shot(page, `pad-16-${viewport.width}`);
      }
    }
    await page.selectOption('#sample', { label: 'XV: August 3: XV / Kropki Pairs' });
    await page.click('#load-sample');
    await page.waitForFunction(() => document.getElementById('puzzle-title')!.textContent === 'August 3: XV / Kropki Pairs');
    const letters = await page.$$eval('#grid .overlay .dot-text.none', (m) =>
      m.map((e) => ({ text: e.textContent, weight: Number(getComputedStyle(e).fontWeight), height: e.getBoundingClientRect().height })),
    );
    expect(letters.length).toBeGreaterThan(0);
    for (const { text, weight, height } of letters) {
      expect(text).toMatch(/^[XV]$/);
      expect(weight).toBeGreaterThanOrEqual(700);
      // At least 12 CSS pixels tall on a 390-pixel phone.
      expect(height).toBeGreaterThanOrEqual(12);
    }
    await shot(page, 'xv-phone');
  });
});

describe('samples', () => {
  /** The published solution of a sample drawn from a file of published puzzles (a `-dclamage` collection or the pill arrow document). */
  function publishedSolution(file: string, index: number): string {
    const text = readFileSync(file, 'utf8');
    if (file.endsWith('.json')) return (JSON.parse(text) as { solution: string }[])[index - 1]!.solution;
    return /published solution: (\d{81})/.exec(text)![1]!;
  }

  it('draws every family’s published sample with its marks and solves it to the published solution', async () => {
    const labels = await page.$$eval('#sample option', (o) => o.map((e) => e.textContent!).filter((l) => /^[^:]+: /.test(l)));
    expect(labels.length).toBeGreaterThanOrEqual(24);
    for (const label of labels) {
      await page.selectOption('#sample', { label });
      await page.click('#load-sample');
      // Shown under the puzzle's own title (the part of the label after the family) where its file gives one.
      const titles = [label, label.slice(label.indexOf(': ') + 2)];
      await page.waitForFunction((t) => t.includes(document.getElementById('puzzle-title')!.textContent!), titles);
      // The facts above the grid name the file and, in a file of several, the puzzle's place in it.
      const [, file, index] = /· (puzzles\/[^#\s]+)(?:#(\d+))?$/.exec((await page.textContent('#puzzle-facts'))!)!;
      // Something of the rules is drawn: marks over the grid, or shading of its cells.
      const drawn = await page.$$eval('#grid .overlay > *, #grid .cell.shaded', (m) => m.length);
      expect(drawn, label).toBeGreaterThan(0);
      expect(await runAndWait(page, '#solve', 60_000), label).toMatch(/^Solved by/);
      expect(await gridLine(page), label).toBe(publishedSolution(file!, Number(index ?? 1)));
    }
  });
});

describe('offline', () => {
  it('loads nothing from another origin, and logs no error', () => {
    const origin = new URL(url).origin;
    expect(seen.requests.length).toBeGreaterThan(0);
    expect(seen.requests.filter((r) => !r.startsWith(origin) && !r.startsWith('blob:') && !r.startsWith('data:'))).toEqual([]);
    expect(seen.problems).toEqual([]);
  });
});
