import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parsePuzzles } from '../../../src/formats/read.js';
import { builtRegions, Grid, verify } from '../../../src/core/grid.js';
import { Shape } from '../../../src/core/shape.js';
import { runCli } from '../../helpers.js';
import { gridLine, launch, openApp, openSample, PageWatch, runAndWait, shot, startServer } from './page.js';

let server: ChildProcess;
let url: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const seen = new PageWatch();

beforeAll(async () => {
  ({ url, server } = await startServer());
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  server?.kill();
});

beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  page = seen.watch(await context.newPage());
  await openApp(page, url);
});

/** The 9×9 of `puzzles/<file>` line by line as the command line prints it. */
function cliLine(args: string[]): string {
  const r = runCli(args);
  expect(r.status, r.stderr).toBe(0);
  return r.stdout.trim().split('\n')[0]!;
}

/** The entries (puzzle and published solution) of a published-puzzle file under puzzles/. */
function published(file: string): { puzzle: string; solution: string }[] {
  return JSON.parse(readFileSync(`puzzles/${file}`, 'utf8')) as { puzzle: string; solution: string }[];
}

/** A puzzle as the command line writes it in f-puzzles form: each key's list of items. */
function writtenFpuzzles<T = unknown>(puzzle: string): Record<string, T[]> {
  return JSON.parse(runCli(['show', '--format', 'fpuzzles', '-'], { input: puzzle }).stdout) as Record<string, T[]>;
}

/** Pastes a puzzle's text into the load box and loads it. */
async function pasteAndLoad(page: Page, text: string): Promise<void> {
  await page.fill('#paste', text);
  await page.click('#load-paste');
}

/** The command line shown beside Download CNF, once the worker that writes it has caught up with `expected`. */
async function encodeCommand(page: Page, expected: string): Promise<string> {
  await page
    .waitForFunction((text) => document.getElementById('encode-command')!.textContent === text, expected, { timeout: 5000 })
    .catch(() => undefined);
  return (await page.textContent('#encode-command'))!;
}

const cellAt = (page: Page, cell: number) => page.locator(`#grid [data-cell="${cell}"]`);

describe('web app', () => {
  it('solves Inkala’s puzzle with the 81 digits the command line prints, on every route', async () => {
    const expected = cliLine(['solve', 'puzzles/inkala-2012.txt', '--format', 'line']);
    await shot(page, 'start');
    for (const route of ['cadical', 'minisat', 'dlx', 'tactics']) {
      await page.selectOption('#route', route);
      const result = await runAndWait(page, '#solve');
      expect(result).toMatch(new RegExp(`^Solved by ${route}`));
      expect(await gridLine(page)).toBe(expected);
      if (route === 'cadical') await shot(page, 'solved');
      await page.click('#undo');
      expect(await gridLine(page)).toBe(readFileSync('puzzles/inkala-2012.txt', 'utf8').trim().replaceAll('0', '.'));
    }
  });

  it('hints on an easy puzzle: highlights the cell and names the technique; Step applies it', async () => {
    await openSample(page, 'Easy 9×9 (naked singles)');
    await page.click('#hint');
    await page.waitForFunction(() => document.getElementById('status')!.textContent!.startsWith('Hint:'));
    const text = (await page.textContent('#status'))!;
    expect(text).toMatch(/^Hint: r\d+c\d+ = \d: (naked|hidden) single/);
    const target = page.locator('#grid .cell.target');
    expect(await target.count()).toBe(1);
    const label = (await target.getAttribute('aria-label'))!;
    expect(text).toContain(label.split(',')[0]!);
    await shot(page, 'hint');
    const before = await gridLine(page);
    await page.click('#step');
    await page.waitForFunction(() => document.getElementById('status')!.textContent!.startsWith('Applied:'));
    const after = await gridLine(page);
    const changed = [...after].flatMap((ch, i) => (ch !== before[i] ? [i] : []));
    expect(changed).toHaveLength(1);
    const [, digit] = /= (\d)/.exec(text)!;
    expect(after[changed[0]!]).toBe(digit);
  });

  it('flags a wrong entry as a conflict at once, and Undo removes it', async () => {
    // r1c1 holds the given 8; r1c2 is open, so an 8 there clashes in row 1 and box 1.
    await cellAt(page, 1).click();
    await page.keyboard.press('8');
    await expect.poll(() => cellAt(page, 1).getAttribute('class')).toContain('conflict');
    expect(await cellAt(page, 0).getAttribute('class')).toContain('conflict');
    expect(await cellAt(page, 1).getAttribute('aria-label')).toBe('r1c2, entered 8, conflict');
    await shot(page, 'conflict');
    await page.click('#undo');
    expect(await cellAt(page, 1).getAttribute('class')).not.toContain('conflict');
    expect(await cellAt(page, 0).getAttribute('class')).not.toContain('conflict');
    expect((await gridLine(page))[1]).toBe('.');
    await page.click('#redo');
    expect((await gridLine(page))[1]).toBe('8');
  });

  it('Check marks the entries that contradict the solution', async () => {
    const solution = cliLine(['solve', 'puzzles/inkala-2012.txt', '--format', 'line']);
    // r1c2: right digit; r1c3: a wrong one that clashes with nothing visible.
    const wrong = ['1', '2', '3', '4', '5', '6', '7', '9'].find(
      (d) => d !== solution[2] && !'8'.includes(d) && !readFileSync('puzzles/inkala-2012.txt', 'utf8').slice(0, 9).includes(d),
    )!;
    await cellAt(page, 1).click();
    await page.keyboard.press(solution[1]!);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press(wrong);
    await page.click('#check');
    await page.waitForFunction(() => /entries/.test(document.getElementById('status')!.textContent!));
    expect(await page.textContent('#status')).toContain('1 of 2 entries contradict the solution');
    expect(await cellAt(page, 2).getAttribute('class')).toContain('wrong');
    expect(await cellAt(page, 1).getAttribute('class')).not.toContain('wrong');
    await page.click('#hint');
    await page.waitForFunction(() => /^r1c3/.test(document.getElementById('status')!.textContent!));
    expect(await page.textContent('#status')).toBe(
      'r1c3 holds a value the solution does not: fix it first (Check marks every wrong entry)',
    );
  });

  it('Unique on a two-solution puzzle shows both and marks the cells where they differ', async () => {
    await openSample(page, '4×4 with two solutions');
    const result = await runAndWait(page, '#unique');
    expect(result).toMatch(/^Not unique: two solutions/);
    const first = await gridLine(page, '#solution-1');
    const second = await gridLine(page, '#solution-2');
    const puzzle = parsePuzzles(readFileSync('puzzles/two-4x4.txt', 'utf8')).entries[0]!;
    if (!puzzle.ok) throw puzzle.error;
    for (const line of [first, second]) {
      expect(verify(puzzle.grid, new Grid(Shape.square(2), Uint16Array.from(line, Number)))).toEqual({ ok: true });
    }
    expect(first).not.toBe(second);
    const differing = [...first].flatMap((ch, i) => (ch !== second[i] ? [i] : []));
    for (const id of ['#solution-1', '#solution-2']) {
      const marked = await page
        .locator(`${id} .cell.differs`)
        .evaluateAll((cells) => cells.map((c) => Number((c as HTMLElement).dataset.cell)));
      expect(marked).toEqual(differing);
    }
    await shot(page, 'unique-two-solutions');
    await openSample(page, 'Inkala 2012, 9×9');
    expect(await runAndWait(page, '#unique')).toMatch(/^Unique: exactly one solution/);
  });

  it('counts solutions, and Generate with seed 1 gives the command line’s puzzle', async () => {
    await openSample(page, '6×6 (2×3 boxes), first row only');
    expect(await page.getAttribute('#grid', 'data-box')).toBe('2x3');
    await page.fill('#count-max', '50');
    expect(await runAndWait(page, '#count')).toMatch(/^At least 50 solutions \(stopped at the cap of 50\)/);
    await openSample(page, '4×4 with two solutions');
    expect(await runAndWait(page, '#count')).toMatch(/^2 solutions, exactly/);

    await page.selectOption('#gen-box', '3x3');
    await page.fill('#gen-seed', '1');
    expect(await runAndWait(page, '#generate')).toContain('proved unique. Same as sudocnf generate --box 3x3 --seed 1.');
    expect(await gridLine(page)).toBe(cliLine(['generate', '--k', '3', '--seed', '1', '--format', 'line']));
    await page.selectOption('#gen-box', '2x3');
    await page.fill('#gen-seed', '7');
    await page.fill('#gen-givens', '14');
    await page.selectOption('#gen-symmetry', 'rotational');
    await runAndWait(page, '#generate');
    expect(await gridLine(page)).toBe(
      cliLine(['generate', '--box', '2x3', '--seed', '7', '--givens', '14', '--symmetry', 'rotational', '--format', 'line']),
    );
    await shot(page, 'generated-6x6');
  });

  it('Download certificate gives a certificate of uniqueness that sudocnf check-proof accepts', async () => {
    const [file] = await Promise.all([page.waitForEvent('download'), page.click('#certificate')]);
    expect(file.suggestedFilename()).toBe('sudocnf-certificate.zip');
    await page.waitForFunction(() => document.getElementById('result')!.textContent!.startsWith('Certificate of exactly one solution'));
    await shot(page, 'certificate');
    const dir = mkdtempSync(join(tmpdir(), 'sudocnf-web-certificate-'));
    try {
      const files = unzipSync(readFileSync((await file.path())!));
      expect(Object.keys(files).sort()).toEqual(
        ['formula.cnf', 'manifest.json', 'proof.drat', 'puzzle.txt', 'solution.txt'].map((f) => `sudocnf-certificate/${f}`),
      );
      for (const [name, data] of Object.entries(files)) {
        mkdirSync(join(dir, dirname(name)), { recursive: true });
        writeFileSync(join(dir, name), data);
      }
      const check = runCli(['check-proof', join(dir, 'sudocnf-certificate')]);
      expect(check.stderr).toBe('');
      expect(check.status).toBe(0);
      expect(check.stdout).toMatch(/: verified, unique \(\d+ lemmas; drat-binary; checked by sudocnf/);
      expect(JSON.parse(readFileSync(join(dir, 'sudocnf-certificate/manifest.json'), 'utf8'))).toMatchObject({
        command: 'sudocnf unique puzzles/inkala-2012.txt --proof sudocnf-certificate',
        solver: { name: 'cadical' },
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('Download CNF gives the bytes of sudocnf encode with the same options', async () => {
    const download = async () => {
      const [file] = await Promise.all([page.waitForEvent('download'), page.click('#download')]);
      return readFileSync((await file.path())!);
    };
    expect((await download()).equals(Buffer.from(runCli(['encode', 'puzzles/inkala-2012.txt']).stdout))).toBe(true);
    await page.selectOption('#enc-encoding', 'minimal');
    await page.selectOption('#enc-amo', 'sequential');
    await page.selectOption('#enc-givens', 'eliminate');
    const shown = 'sudocnf encode puzzles/inkala-2012.txt --encoding minimal --amo sequential --givens eliminate';
    expect(await encodeCommand(page, shown)).toBe(shown);
    const cli = runCli(['encode', 'puzzles/inkala-2012.txt', '--encoding', 'minimal', '--amo', 'sequential', '--givens', 'eliminate']);
    expect((await download()).equals(Buffer.from(cli.stdout))).toBe(true);
    // The sizes shown are the formula's own header counts.
    const [, variables, clauses] = /p cnf (\d+) (\d+)/.exec(cli.stdout)!;
    await page.waitForFunction(
      (v) => document.getElementById('size-before-vars')!.textContent === v,
      Number(variables).toLocaleString('en-US'),
    );
    expect(await page.textContent('#size-before-clauses')).toBe(Number(clauses).toLocaleString('en-US'));
    // A puzzle of a file with several, as encode labels it (file#index).
    await openSample(page, '9×9 needing pointing');
    await page.selectOption('#enc-encoding', 'extended');
    await page.selectOption('#enc-amo', 'pairwise');
    await page.selectOption('#enc-givens', 'units');
    expect(await encodeCommand(page, 'sudocnf encode puzzles/techniques.txt --index 3')).toBe(
      'sudocnf encode puzzles/techniques.txt --index 3',
    );
    expect((await download()).equals(Buffer.from(runCli(['encode', 'puzzles/techniques.txt', '--index', '3']).stdout))).toBe(true);
    await shot(page, 'encoding');
  });

  it('Stop ends a long solve of a sparse 100×100 within a second, and the next solve works', async () => {
    // Dancing Links searches this one for minutes (the embedded CaDiCaL fills it band by band in about 10 s).
    const rows = Array.from({ length: 100 }, (_, r) =>
      Array.from({ length: 100 }, (_, c) => (r === 0 ? c + 1 : r === 1 && c < 50 ? ((c + 10) % 100) + 1 : 0)).join(' '),
    );
    await pasteAndLoad(page, rows.join('\n'));
    await page.waitForFunction(() => document.getElementById('grid')!.dataset.n === '100');
    expect(await page.getAttribute('#grid', 'class')).toContain('compact');
    await shot(page, 'compact-100x100');
    await page.selectOption('#route', 'dlx');
    await page.click('#solve');
    await page.waitForTimeout(1500);
    expect(await page.isHidden('#work')).toBe(false);
    const started = Date.now();
    await page.click('#stop');
    await page.waitForFunction(() => document.getElementById('result')!.textContent === 'Stopped.', null, { timeout: 1000 });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await page.isHidden('#work')).toBe(true);
    await openSample(page, 'Inkala 2012, 9×9');
    expect(await runAndWait(page, '#solve')).toMatch(/^Solved by dlx/);
  });

  it('works from the keyboard alone: Tab to the grid, arrows, values, erase, undo, centre marks', async () => {
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.getAttribute('role') === 'gridcell')) break;
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('r1c1, given 8');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('r1c2, empty');
    await page.keyboard.press('1');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('4');
    let line = await gridLine(page);
    expect(line[1]).toBe('1');
    expect(line[10]).toBe('4');
    await page.keyboard.press('Delete');
    expect((await gridLine(page))[10]).toBe('.');
    await page.keyboard.press('Control+z');
    expect((await gridLine(page))[10]).toBe('4');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    line = await gridLine(page);
    expect(line[1]).toBe('.');
    expect(line[10]).toBe('.');
    await page.keyboard.press('Control+y');
    expect((await gridLine(page))[1]).toBe('1');
    await page.keyboard.press('c');
    await page.keyboard.press('2');
    await page.keyboard.press('6');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('r2c2, empty, centre marks 2 6');
    // r2c2's value is 4: a hint from these marks would mislead, so the hint says so instead.
    await page.keyboard.press('h');
    await page.waitForFunction(() => document.getElementById('status')!.textContent !== '');
    expect(await page.textContent('#status')).toBe('the centre marks of r2c2 leave out its value: add the candidates they miss');
    // With the 4 marked too, no technique applies (`sudocnf hint` finds no step either): the hint is a candidate that fails by trial.
    await page.keyboard.press('4');
    await page.keyboard.press('h');
    await page.waitForFunction(() => document.getElementById('status')!.textContent!.startsWith('Hint:'), null, { timeout: 15_000 });
    expect(await page.textContent('#status')).toMatch(/^Hint: r\d+c\d+ (=|≠) \d: if r\d+c\d+ were \d, \d+ steps? of .+ later /);
    expect(runCli(['hint', 'puzzles/inkala-2012.txt']).stdout).toMatch(/^no step/);
    await shot(page, 'keyboard');
  });

  it('reads 16×16 and 25×25 samples as interactive grids, letters typed for values above 9', async () => {
    await openSample(page, '25×25');
    expect(await page.locator('#grid .cell').count()).toBe(625);
    const open = await page.evaluate(() => document.getElementById('grid')!.dataset.line!.indexOf('.'));
    await cellAt(page, open).click();
    await page.keyboard.press('p');
    expect(await cellAt(page, open).textContent()).toBe('P');
    expect(await cellAt(page, open).getAttribute('aria-label')).toMatch(/entered P/);
    await shot(page, 'grid-25x25');
    await openSample(page, '16×16 with no solution');
    expect(await runAndWait(page, '#solve')).toMatch(/^No solution/);
  });

  it('draws a grid without boxes with no box lines, says so, and solves it', async () => {
    const rows = ['1234', '....', '....', '....'];
    await pasteAndLoad(page, `sudocnf: 1\nsize: 4\nbox: none\ngrid:\n${rows.map((r) => `  - "${r}"`).join('\n')}\n`);
    expect(await page.textContent('#puzzle-facts')).toMatch(/^4×4, no boxes, 4 givens/);
    const lines = await page.$$eval(
      '#grid .cell',
      (cells) => cells.filter((c) => c.classList.contains('box-right') || c.classList.contains('box-bottom')).length,
    );
    expect(lines).toBe(0);
    expect(await runAndWait(page, '#count')).toMatch(/^24 solutions, exactly/);
    await shot(page, 'no-boxes');
  });

  it("draws the regions a chaos construction's solution makes, a chaos arrow and count, and the rules inside any-of faded", async () => {
    const corpus = JSON.parse(readFileSync('puzzles/iss-examples.json', 'utf8')) as { name: string; input: string; solution: string }[];
    const item = corpus.find((i) => i.name === 'Chaos Construction: 6x6')!;
    const [entry] = parsePuzzles(`${item.input}\n`, 'p.txt', { format: 'iss' }).entries;
    if (!entry?.ok) throw entry?.error;
    await pasteAndLoad(page, item.input);
    // Open, the grid draws no regions of its own (no boxes); its chaos arrows are lines through their cells.
    expect(await page.$$eval('#grid .cell.region-right, #grid .cell.box-right', (cells) => cells.length)).toBe(0);
    const arrows = await page.$$eval('#grid svg.overlay polyline.line.chaos', (lines) => lines.map((l) => l.getAttribute('points')!));
    expect(arrows.length).toBe(entry.grid.shape.rules.filter((r) => r.kind === 'chaos-arrow').length);
    expect(arrows.some((points) => points.includes('NaN'))).toBe(false);
    expect(await runAndWait(page, '#solve')).toMatch(/^Solved by cadical/);
    expect(await gridLine(page)).toBe(item.solution);
    // Solved, thick lines exactly where neighbours lie in different regions of the cut the values allow.
    const solved = new Grid(entry.grid.shape, Uint16Array.from(item.solution, Number));
    expect(verify(entry.grid, solved).ok).toBe(true);
    const region = builtRegions(solved)!;
    const right = await page.$$eval('#grid .cell', (cells) => cells.map((c) => c.classList.contains('region-right')));
    for (let cell = 0; cell < 36; cell++) if (cell % 6 < 5) expect([cell, right[cell]]).toEqual([cell, region[cell] !== region[cell + 1]]);
    await shot(page, 'chaos-construction');
    // any-of: each alternative's rules drawn, faded, in a group of their own.
    const rows = Array.from({ length: 4 }, () => '  - "...."').join('\n');
    await pasteAndLoad(
      page,
      `sudocnf: 1\nsize: 4\ngrid:\n${rows}\nrules:\n  - {any-of: [{cage: [r1c1, r1c2], sum: 3}, {thermometer: [r3c1, r3c2, r3c3]}]}\n  - {regex: [r4c1, r4c2, r4c3], pattern: "[12]*"}\n  - {same-values: [r2c1, r2c2, r3c3, r3c4], sets: 2}\n`,
    );
    expect(
      await page.$$eval('#grid svg.overlay g.alternative', (groups) => groups.map((g) => g.firstElementChild!.getAttribute('class'))),
    ).toEqual(['cage', 'thermometer']);
    // One rule of a counted kind is named in the singular.
    expect(await page.$$eval('#puzzle-rules li strong', (names) => names.map((n) => n.textContent))).toEqual([
      '1 regex line',
      'any-of rule',
      '1 set of same values',
    ]);
    // A regex line in a colour of its own.
    const regex = await page.$$eval('#grid svg.overlay polyline.line.regex', (lines) => lines.map((l) => getComputedStyle(l).stroke));
    expect(regex).toEqual(['rgb(42, 154, 160)']);
    // A cage-like rule whose number is no sum (same values' count of sets) writes its kind's mark in the corner instead.
    expect(await page.$$eval('#grid svg.overlay > .cage-sum', (labels) => labels.map((l) => l.textContent))).toEqual(['[12]*', '=']);
    await shot(page, 'any-of');
  });

  it('draws a jigsaw with its regions and solves it as the command line does, on every route', async () => {
    const expected = cliLine(['solve', 'puzzles/jigsaw-9x9.txt', '--format', 'line']);
    await openSample(page, 'Jigsaw 9×9');
    expect(await page.textContent('#puzzle-facts')).toMatch(/^9×9, jigsaw regions, 16 givens/);
    // Thick lines exactly where neighbouring cells lie in different regions.
    const regions = readFileSync('puzzles/jigsaw-9x9.txt', 'utf8').trim().split('\n')[1]!;
    const right = await page.$$eval('#grid .cell', (cells) => cells.map((c) => c.classList.contains('box-right')));
    for (let cell = 0; cell < 81; cell++) if (cell % 9 < 8) expect(right[cell]).toBe(regions[cell] !== regions[cell + 1]);
    await shot(page, 'jigsaw');
    for (const route of ['cadical', 'dlx', 'tactics']) {
      await page.selectOption('#route', route);
      expect(await runAndWait(page, '#solve')).toMatch(new RegExp(`^Solved by ${route}`));
      expect(await gridLine(page)).toBe(expected);
      await page.click('#undo');
    }
    expect(await runAndWait(page, '#unique')).toMatch(/^Unique: exactly one solution/);
  });

  it('shows the Miracle Sudoku’s rules, hints with them, and solves it to 483726159…', async () => {
    await openSample(page, 'Miracle Sudoku');
    const rules = await page.$$eval('#puzzle-rules li', (items) => items.map((i) => i.textContent));
    expect(rules).toEqual([
      "anti-knight: cells a chess knight's move apart never hold the same value.",
      "anti-king: cells a chess king's move apart (diagonal neighbours too) never hold the same value.",
      'non-consecutive: orthogonal neighbours never hold values one apart.',
    ]);
    await page.click('#hint');
    await page.waitForFunction(() => document.getElementById('status')!.textContent!.startsWith('Hint:'));
    expect(await page.textContent('#status')).toBe('Hint: r3c2, r3c4, r4c5, r6c5, r7c2, r7c4 ≠ 1: anti-knight from r5c3 = 1');
    expect(await runAndWait(page, '#solve')).toMatch(/^Solved by cadical/);
    expect((await gridLine(page)).slice(0, 9)).toBe('483726159');
    await shot(page, 'miracle');
    await page.selectOption('#route', 'dlx');
    expect(await runAndWait(page, '#solve')).toMatch(/^Failed: solver: 'dlx' takes exact-cover constraints .*anti-knight is not one/);
  });

  it('draws the diagonals of an X-Sudoku, and says why one with clashing givens has no solution', async () => {
    await openSample(page, 'X-Sudoku (diagonals)');
    expect(await page.$$eval('#grid .cell.diag-main', (cells) => cells.map((c) => Number((c as HTMLElement).dataset.cell)))).toEqual(
      Array.from({ length: 9 }, (_, i) => i * 10),
    );
    expect(await runAndWait(page, '#unique')).toMatch(/^Unique/);
    await shot(page, 'x-sudoku');
    await openSample(page, 'X-Sudoku, no solution');
    expect(await runAndWait(page, '#solve')).toMatch(/^No solution/);
    await page.waitForFunction(() => document.getElementById('status')!.textContent!.includes('Why:'));
    expect(await page.textContent('#status')).toMatch(/^No solution .* Why: r1c1 = 5, r5c5 = 5 and diagonal \(main\) already conflict/);
    await shot(page, 'why');
  });

  it('shades the windows of a windoku and counts, hints and downloads the CNF of every variant sample', async () => {
    for (const label of ['Windoku', 'Disjoint groups', 'Anti-king', 'Non-consecutive']) {
      await openSample(page, label);
      expect(await runAndWait(page, '#count')).toMatch(/^1 solution, exactly/);
    }
    await openSample(page, 'Windoku');
    expect(await page.$$eval('#grid .cell.shaded', (cells) => cells.length)).toBe(36);
    await shot(page, 'windoku');
    // Download CNF gives encode's bytes for a variant too; Step and Check work on one.
    for (const [label, file] of [
      ['Miracle Sudoku', 'puzzles/miracle-sudoku.yaml'],
      ['Jigsaw 9×9', 'puzzles/jigsaw-9x9.txt'],
    ]) {
      await openSample(page, label!);
      expect(await encodeCommand(page, `sudocnf encode ${file}`)).toBe(`sudocnf encode ${file}`);
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download')]);
      expect(readFileSync((await download.path())!).equals(Buffer.from(runCli(['encode', file!]).stdout))).toBe(true);
    }
    await openSample(page, 'Miracle Sudoku');
    await page.click('#step');
    await page.waitForFunction(() => document.getElementById('status')!.textContent!.startsWith('Applied:'));
    expect(await page.textContent('#status')).toBe('Applied: r3c2, r3c4, r4c5, r6c5, r7c2, r7c4 ≠ 1: anti-knight from r5c3 = 1');
    await cellAt(page, 0).click();
    await page.keyboard.press('5');
    await page.click('#check');
    await page.waitForFunction(() => document.getElementById('status')!.textContent!.includes('contradict'));
    expect(await page.textContent('#status')).toBe('1 of 1 entries contradict the solution (marked).');
  });

  it('plays a killer: cages drawn with their sums, a hint that names the cage, solved as the command line solves it, with propagators too', async () => {
    await openSample(page, 'Killer');
    const cages = readFileSync('puzzles/killer-9x9.yaml', 'utf8').match(/\{cage:/g)!.length;
    expect(await page.$$eval('#grid .overlay .cage', (paths) => paths.length)).toBe(cages);
    expect(await page.$$eval('#grid .overlay .cage-sum', (labels) => labels.map((l) => l.textContent))).toContain('10');
    expect(await page.textContent('#puzzle-rules')).toContain(`${cages} killer cages`);
    await page.click('#hint');
    await page.waitForFunction(() => document.getElementById('status')!.textContent!.startsWith('Hint:'));
    expect(await page.textContent('#status')).toMatch(/^Hint: .*: the cage r\d+c\d+(\+r\d+c\d+)+ = \d+ holds \{/);
    await shot(page, 'killer-hint');
    await page.click('#step');
    await page.waitForFunction(() => document.getElementById('status')!.textContent!.startsWith('Applied:'));
    expect(await runAndWait(page, '#solve')).toMatch(/^Solved by cadical/);
    expect(await gridLine(page)).toBe(cliLine(['solve', 'puzzles/killer-9x9.yaml', '--format', 'line']));
    await shot(page, 'killer');
    // The same core with its propagators on, in the worker: the answer the command line gives with them, proved unique.
    await page.selectOption('#propagators', 'on');
    await page.click('#undo');
    expect(await runAndWait(page, '#solve')).toMatch(/^Solved by cadical with propagators in /);
    expect(await gridLine(page)).toBe(cliLine(['solve', 'puzzles/killer-9x9.yaml', '--propagators', 'on', '--format', 'line']));
    expect(await runAndWait(page, '#unique')).toMatch(/^Unique: exactly one solution, proved by cadical with propagators in /);
    await shot(page, 'killer-propagators');
    await page.selectOption('#propagators', 'default');
    await page.selectOption('#route', 'tactics');
    await page.click('#undo');
    expect(await runAndWait(page, '#solve')).toMatch(/^Solved by tactics/);
    await openSample(page, 'Thermometers');
    expect(await page.$$eval('#grid .overlay .bulb', (bulbs) => bulbs.length)).toBe(
      readFileSync('puzzles/thermo-9x9.yaml', 'utf8').match(/\{thermometer:/g)!.length,
    );
    expect(await runAndWait(page, '#unique')).toMatch(/^Unique/);
    // Propagators reason on sums: a puzzle without any is not said to be proved with them.
    await page.selectOption('#route', 'cadical');
    await page.selectOption('#propagators', 'on');
    expect(await runAndWait(page, '#unique')).toMatch(/^Unique: exactly one solution, proved by cadical in /);
    await page.selectOption('#propagators', 'default');
    await shot(page, 'thermometers');
    await openSample(page, 'Arrows and little killers');
    const text = readFileSync('puzzles/arrows-9x9.yaml', 'utf8');
    expect(await page.$$eval('#grid .overlay circle.arrow', (c) => c.length)).toBe(text.match(/\{arrow:/g)!.length);
    expect(await page.$$eval('#grid .overlay .little-killer', (c) => c.length)).toBe(text.match(/\{little-killer:/g)!.length);
    expect(await runAndWait(page, '#solve')).toMatch(/^Solved by/);
    expect(await gridLine(page)).toBe(cliLine(['solve', 'puzzles/arrows-9x9.yaml', '--format', 'line']));
    await shot(page, 'arrows');
  });

  it('draws Kropki dots and XV marks between their cells and whispers lines through theirs, and solves published puzzles of them', async () => {
    const entries = published('dots-xv-dclamage.json');
    const kropki = entries[0]!;
    const fpuzzles = writtenFpuzzles(kropki.puzzle);
    await pasteAndLoad(page, kropki.puzzle);
    await page.waitForFunction(() => document.querySelectorAll('#grid .overlay .dot').length > 0);
    expect(await page.$$eval('#grid .overlay .dot.white', (dots) => dots.length)).toBe(fpuzzles.difference!.length);
    expect(await page.$$eval('#grid .overlay .dot.black', (dots) => dots.length)).toBe(fpuzzles.ratio!.length);
    expect(await runAndWait(page, '#unique')).toMatch(/^Unique/);
    expect(await runAndWait(page, '#solve')).toMatch(/^Solved by/);
    expect(await gridLine(page)).toBe(kropki.solution);
    await shot(page, 'kropki');
    const xv = entries[1]!;
    await pasteAndLoad(page, xv.puzzle);
    await page.waitForFunction(() => document.querySelectorAll('#grid .overlay .dot-text.none').length > 0);
    const letters = await page.$$eval('#grid .overlay .dot-text.none', (marks) => marks.map((m) => m.textContent));
    expect(new Set(letters)).toEqual(new Set(['X', 'V']));
    await shot(page, 'xv-kropki');
    // Whispers lines, the Dutch ones (difference 4) with their number.
    const dutch = published('whispers-dclamage.json')[0]!;
    const lines = writtenFpuzzles(dutch.puzzle).whispers!;
    await pasteAndLoad(page, dutch.puzzle);
    await page.waitForFunction(() => document.querySelectorAll('#grid .overlay .line.whispers').length > 0);
    expect(await page.$$eval('#grid .overlay .line.whispers', (l) => l.length)).toBe(lines.length);
    expect(await page.textContent('#puzzle-rules')).toContain('whispers');
    expect(await runAndWait(page, '#solve')).toMatch(/^Solved by/);
    expect(await gridLine(page)).toBe(dutch.solution);
    await shot(page, 'whispers');
  });

  it('marks maximum and minimum cells with chevrons and clones with shading, and solves published puzzles of them', async () => {
    const entries = published('fortress-clone-dclamage.json');
    for (const [entry, name] of [
      [entries[2]!, 'fortress'],
      [entries[3]!, 'clone'],
    ] as const) {
      const written = writtenFpuzzles(entry.puzzle);
      await pasteAndLoad(page, entry.puzzle);
      await page.waitForFunction(() => document.querySelectorAll('#grid .overlay .cell-mark').length > 0);
      const marks = await page.$$eval('#grid .overlay .cell-mark', (m) => m.map((e) => e.getAttribute('class')));
      if (name === 'fortress') {
        // A shaded square for each marked cell, and the chevrons of those with a neighbour outside the area.
        expect(marks.filter((c) => c === 'cell-mark maximum')).toHaveLength(written.maximum!.length);
        expect(marks.filter((c) => c === 'cell-mark minimum')).toHaveLength(written.minimum!.length);
        expect(marks.filter((c) => c === 'cell-mark chevrons maximum').length).toBeGreaterThan(0);
        expect(marks.filter((c) => c === 'cell-mark chevrons minimum').length).toBeGreaterThan(0);
      } else {
        const cells = (written.clone as { cells: unknown[] }[]).reduce((sum, c) => sum + 2 * c.cells.length, 0);
        expect(marks.filter((c) => c === 'cell-mark clone')).toHaveLength(cells);
      }
      expect(await runAndWait(page, '#solve')).toMatch(/^Solved by/);
      expect(await gridLine(page)).toBe(entry.solution);
      await shot(page, name);
    }
  });

  it('draws odd cells as circles, even cells as squares and quadruples where their cells meet, and solves published puzzles of them', async () => {
    const entries = published('odd-even-quadruple-dclamage.json');
    for (const [entry, name] of [
      [entries[0]!, 'odd-even'],
      [entries[3]!, 'quadruples'],
    ] as const) {
      const written = writtenFpuzzles(entry.puzzle);
      await pasteAndLoad(page, entry.puzzle);
      await page.waitForFunction(() => document.querySelectorAll('#grid .overlay .cell-mark, #grid .overlay .quadruple').length > 0);
      if (name === 'odd-even') {
        expect(await page.$$eval('#grid .overlay circle.cell-mark.odd', (m) => m.length)).toBe(written.odd!.length);
        expect(await page.$$eval('#grid .overlay rect.cell-mark.even', (m) => m.length)).toBe(written.even!.length);
      } else {
        const quadruples = written.quadruple as { values: number[] }[];
        const texts = await page.$$eval('#grid .overlay .quadruple-text', (m) => m.map((e) => e.textContent));
        expect(texts.sort()).toEqual(quadruples.map((q) => q.values.join(' ')).sort());
      }
      expect(await runAndWait(page, '#solve')).toMatch(/^Solved by/);
      expect(await gridLine(page)).toBe(entry.solution);
      await shot(page, name);
    }
  });

  it('draws sandwich, X-sum and skyscraper clues outside the grid, in view on a phone too, and solves published puzzles of them', async () => {
    const entries = published('outside-clues-dclamage.json');
    for (const [entry, key, name] of [
      [entries[0]!, 'xsum', 'x-sums'],
      [entries[5]!, 'sandwichsum', 'sandwich'],
      [entries[2]!, 'skyscraper', 'skyscrapers'],
    ] as const) {
      const written = writtenFpuzzles<{ value: string }>(entry.puzzle);
      await pasteAndLoad(page, entry.puzzle);
      await page.waitForFunction(() => document.querySelectorAll('#grid .overlay .outside-clue').length > 0);
      const clues = await page.$$eval('#grid .overlay .outside-clue', (m) => m.map((e) => e.textContent));
      expect(clues.sort()).toEqual(written[key]!.map((c) => c.value).sort());
      // Each clue lies outside the grid's box, and inside the page.
      const outside = await page.evaluate(() => {
        const grid = document.querySelector('#grid')!.getBoundingClientRect();
        return Array.from(document.querySelectorAll('#grid .overlay .outside-clue')).every((e) => {
          const r = e.getBoundingClientRect();
          const inGrid = r.left >= grid.left && r.right <= grid.right && r.top >= grid.top && r.bottom <= grid.bottom;
          return !inGrid && r.left >= 0 && r.right <= document.documentElement.clientWidth;
        });
      });
      expect(outside).toBe(true);
      expect(await runAndWait(page, '#solve')).toMatch(/^Solved by/);
      expect(await gridLine(page)).toBe(entry.solution);
      await shot(page, name);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'skyscrapers-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('draws a pill arrow’s circle as a capsule over its cells, and solves the published pill arrow puzzle', async () => {
    const text = readFileSync('puzzles/pill-arrow-iss.yaml', 'utf8');
    await pasteAndLoad(page, text);
    await page.waitForFunction(() => document.querySelectorAll('#grid .overlay .arrow.pill').length > 0);
    expect(await page.$$eval('#grid .overlay .arrow.pill', (m) => m.length)).toBe(text.match(/pill: 2/g)!.length);
    expect(await runAndWait(page, '#solve')).toMatch(/^Solved by/);
    expect(await gridLine(page)).toBe(/published solution: (\d{81})/.exec(text)![1]);
    await shot(page, 'pill-arrows');
  });

  it('notices a grid filled right: the clock stops and the status says the time and the help taken', async () => {
    await openSample(page, 'Easy 9×9 (naked singles)');
    const line = await gridLine(page);
    const solved = cliLine(['solve', 'puzzles/techniques.txt', '--index', '1', '--format', 'line']);
    await page.click('#hint');
    await page.waitForFunction(() => document.getElementById('status')!.textContent!.startsWith('Hint:'));
    // After a hint the focus is on the cell it selects: typing goes where the ring is.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-cell'))).toBe(
      await page.evaluate(() => document.querySelector('#grid [tabindex="0"]')?.getAttribute('data-cell')),
    );
    for (let cell = 0; cell < 81; cell++) {
      if (line[cell] !== '.') continue;
      await cellAt(page, cell).click();
      await page.keyboard.press(solved[cell]!);
    }
    await page.waitForFunction(() => document.getElementById('status')!.textContent!.startsWith('Solved!'));
    expect(await page.textContent('#status')).toMatch(/^Solved! In \d+:\d\d, with 1 hint and no check\.$/);
    const stopped = await page.textContent('#timer');
    await page.waitForTimeout(1200);
    expect(await page.textContent('#timer')).toBe(stopped);
    await shot(page, 'won');
  });

  it('pauses the clock and hides the values; a file of several puzzles is walked with previous and next', async () => {
    await page.waitForFunction(() => document.getElementById('timer')!.textContent !== '0:00', null, { timeout: 5000 });
    await page.click('#pause');
    expect(await page.getAttribute('#grid', 'class')).toContain('paused');
    const paused = await page.textContent('#timer');
    await page.waitForTimeout(1200);
    expect(await page.textContent('#timer')).toBe(paused);
    await page.click('#pause');
    const three = readFileSync('puzzles/top95.txt', 'utf8').split('\n').slice(0, 3).join('\n');
    await pasteAndLoad(page, three);
    await page.waitForFunction(() => !document.getElementById('batch')!.hidden);
    expect(await page.textContent('#batch-count')).toBe('of 3');
    expect(await page.isDisabled('#prev')).toBe(true);
    await page.click('#next');
    await page.waitForFunction(() => document.getElementById('status')!.textContent === 'Loaded <pasted>#2.');
    expect(await gridLine(page)).toBe(three.split('\n')[1]!.replaceAll('0', '.'));
    await page.fill('#batch-index', '3');
    await page.dispatchEvent('#batch-index', 'change');
    await page.waitForFunction(() => document.getElementById('status')!.textContent === 'Loaded <pasted>#3.');
    expect(await page.isDisabled('#next')).toBe(true);
    // A text that is no puzzle is refused beside the button that loaded it.
    await pasteAndLoad(page, 'sudocnf: 1\nsize: 4\nbogus: 3\n');
    await page.waitForFunction(() => document.getElementById('load-message')!.textContent !== '');
    expect(await page.textContent('#load-message')).toMatch(/^<pasted>:3:1: unknown key 'bogus'/);
  });

  it('on a phone, the keypad is one row, nothing scrolls sideways, and after Solve the grid and its verdict are in view', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSample(page, 'Inkala 2012, 9×9');
    const tops = await page.$$eval('#pad button', (b) => b.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The grid stays within its column.
    const [grid, board] = await page.evaluate(() =>
      ['grid', 'pad'].map((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().right)),
    );
    const column = await page.evaluate(() => Math.round(document.querySelector('.board')!.getBoundingClientRect().right));
    expect([grid! <= column, board! <= column]).toEqual([true, true]);
    await page.click('#solve');
    await page.waitForFunction(() => document.getElementById('status')!.textContent!.startsWith('Solved by'));
    const inView = await page.evaluate(() =>
      ['grid', 'status'].map((id) => {
        const r = document.getElementById(id)!.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      }),
    );
    expect(inView).toEqual([true, true]);
    await shot(page, 'phone-solved');
  });

  it('Generate makes the variants the command line makes, and a share link opens the same puzzle, rules and all', async () => {
    await page.selectOption('#gen-variant', 'kropki');
    await page.fill('#gen-seed', '2');
    await runAndWait(page, '#generate', 60_000);
    expect(await page.textContent('#puzzle-title')).toBe('Generated kropki (seed 2)');
    expect(await page.textContent('#result')).toMatch(/Same as sudocnf generate --box 3x3 --seed 2 --variant kropki\./);
    const printed = parsePuzzles(runCli(['generate', '--variant', 'kropki', '--seed', '2']).stdout).entries[0]!;
    if (!printed.ok) throw printed.error;
    const made = Array.from(printed.grid.cells, (v) => (v === 0 ? '.' : String(v))).join('');
    expect(await gridLine(page)).toBe(made);
    const dots = await page.$$eval('#grid .overlay .dot', (d) => d.length);
    expect(dots).toBeGreaterThan(0);
    await page.click('#share');
    const link = await page.inputValue('#share-link');
    expect(link).toMatch(/#puzzle=/);
    const other = await context.newPage();
    await other.goto(link);
    // Under the title it had, not a stand-in.
    await other.waitForFunction(() => document.getElementById('puzzle-title')!.textContent === 'Generated kropki (seed 2)');
    expect(await gridLine(other)).toBe(made);
    expect(await other.$$eval('#grid .overlay .dot', (d) => d.length)).toBe(dots);
    await other.close();
  });

  it('at 1280×900 the grid, keypad and verdict are in view together; stale messages go', async () => {
    expect(await runAndWait(page, '#solve')).toMatch(/^Solved by/);
    const inView = await page.evaluate(() =>
      ['grid', 'pad', 'status'].map((id) => {
        const r = document.getElementById(id)!.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      }),
    );
    expect(inView).toEqual([true, true, true]);
    expect(await page.textContent('#status')).toMatch(/Undo takes it back/);
    await page.click('#undo');
    expect(await page.textContent('#status')).toBe('');
    await pasteAndLoad(page, (await gridLine(page)).replace('.', '1'));
    await page.waitForFunction(() => document.getElementById('puzzle-title')!.textContent === 'Pasted puzzle');
    expect(await page.evaluate(() => (document.getElementById('sample') as HTMLSelectElement).selectedIndex)).toBe(-1);
  });

  it('has one set of encoding controls, which Solve and Download CNF both take, and labels its counts', async () => {
    const labels = await page.$$eval('label', (l) => l.map((e) => e.textContent!.trim()));
    for (const name of ['Encoding', 'At-most-one', 'Givens']) expect(labels.filter((l) => l === name)).toHaveLength(1);
    await page.selectOption('#enc-amo', 'sequential');
    await page.selectOption('#enc-givens', 'eliminate');
    expect(await runAndWait(page, '#solve')).toMatch(/^Solved by cadical/);
    const shown = 'sudocnf encode puzzles/inkala-2012.txt --amo sequential --givens eliminate';
    expect(await encodeCommand(page, shown)).toBe(shown);
    expect(await page.textContent('#formula-size thead')).toContain('variables (p line)');
  });

  it('has light and dark themes, and fits a phone’s width', async () => {
    const before = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.click('#theme');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(before);
    await shot(page, 'dark');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'phone');
  });

  it('loads nothing from another origin, and logs no error', () => {
    const origin = new URL(url).origin;
    expect(seen.requests.length).toBeGreaterThan(0);
    expect(seen.requests.filter((r) => !r.startsWith(origin) && !r.startsWith('blob:') && !r.startsWith('data:'))).toEqual([]);
    expect(seen.requests.some((r) => r.endsWith('/cadical-core.wasm'))).toBe(true);
    expect(seen.problems).toEqual([]);
  });
});
