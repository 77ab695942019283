// Loading puzzles: the samples, a pasted text, a file opened or dropped, and the puzzles of a file that holds several.
import type { Grid } from '../../src/core/grid.js';
import { ruleKind } from '../../src/core/rules/index.js';
import type { Shape } from '../../src/core/shape.js';
import type { App } from './app.js';
import { $, onClick, value } from './dom.js';
import { Game } from './game.js';
import { type LoadedFile, loadPuzzleFile } from './load.js';
import { say } from './messages.js';
import type { Credit, Origin } from './play-state.js';
import { SAMPLES } from './samples.js';

/** Plays a new puzzle under its title and credit, with its facts and rules above the grid. */
export function startGame(app: App, grid: Grid, source: string, credit: Credit, origin: Origin, label = source): void {
  say('');
  $('load-message').textContent = '';
  showCredit(credit);
  app.state.origin = origin;
  app.state.credit = credit;
  const { boxRows, boxCols, regions } = grid.shape;
  const boxes = regions ? 'jigsaw regions' : grid.shape.boxless ? 'no boxes' : `boxes of ${boxRows}×${boxCols}`;
  $('puzzle-facts').textContent = `${grid.n}×${grid.n}, ${boxes}, ${grid.givens()} givens · ${source}`;
  showRules(grid.shape);
  app.state.start(new Game(grid, source, label));
}

/** The title, the author and the rules as the puzzle's setter wrote them, where its file gives them. */
function showCredit({ title, author, rules }: Credit): void {
  $('puzzle-title').textContent = title;
  $('puzzle-credit').textContent = author ? `by ${author}` : '';
  $('puzzle-credit').hidden = !author;
  $('puzzle-text').textContent = rules ?? '';
  $('puzzle-text').hidden = !rules;
}

/** The variant's rules, each in a sentence; nothing for a classic puzzle. */
function showRules(shape: Shape): void {
  const list = $('puzzle-rules');
  // Cages and thermometers come in numbers: one line for each kind, with how many there are.
  const shown = shape.rules.filter((rule, i) => !ruleKind(rule).counted || shape.rules.findIndex((r) => r.kind === rule.kind) === i);
  list.replaceChildren(
    ...shown.map((rule) => {
      const kind = ruleKind(rule);
      const item = document.createElement('li');
      const name = document.createElement('strong');
      const count = shape.rules.filter((r) => r.kind === rule.kind).length;
      const counted = kind.counted;
      name.textContent = counted ? `${count} ${count === 1 ? counted.one : (counted.listed ?? counted.many)}` : kind.label(rule);
      item.append(name, `: ${kind.description}.`);
      return item;
    }),
  );
  list.hidden = shape.rules.length === 0;
}

/**
 * Reads a text as the command line reads a file; the puzzle at `index` (1-based) of it. A failure
 * is said by the control that loaded it. `credit` stands in for what the file does not say.
 */
export function loadText(app: App, text: string, file: string, index = 1, credit: Credit = { title: file }): boolean {
  return showPuzzle(app, loadPuzzleFile(text, file, credit.title), index, credit);
}

/** The puzzle at `index` of a file read before. */
function showPuzzle(app: App, loaded: LoadedFile, index: number, fallback?: Credit): boolean {
  const shown = loaded.puzzle(index);
  if ('failure' in shown) {
    $('load-message').textContent = shown.failure;
    return false;
  }
  const { record, source } = shown;
  const { count } = loaded;
  app.state.batch = count > 1 ? loaded : undefined;
  const { author = fallback?.author, rules = fallback?.rules } = record;
  const credit: Credit = { title: shown.title, ...(author ? { author } : {}), ...(rules ? { rules } : {}) };
  const label = record.title === undefined ? source : `${source} (${record.title})`;
  startGame(app, record.grid, source, credit, { text: loaded.text, file: loaded.file, index: record.index }, label);
  $('batch').hidden = count === 1;
  $<HTMLInputElement>('batch-index').value = String(record.index);
  $<HTMLInputElement>('batch-index').max = String(count);
  $('batch-count').textContent = `of ${count}`;
  $<HTMLButtonElement>('prev').disabled = record.index <= 1;
  $<HTMLButtonElement>('next').disabled = record.index >= count;
  say(shown.problem === undefined ? `Loaded ${source}.` : `Loaded ${source}: ${shown.problem}.`);
  return true;
}

/** A puzzle of no file (a generated one): the controls of a file's puzzles go, and the sample menu shows none. */
export function leaveBatch(app: App): void {
  app.state.batch = undefined;
  $('batch').hidden = true;
  $<HTMLSelectElement>('sample').selectedIndex = -1;
}

/** Another puzzle of the file loaded before. */
function loadFromBatch(app: App, index: number): void {
  const { batch } = app.state;
  if (batch && index >= 1 && index <= batch.count) showPuzzle(app, batch, index);
}

async function loadFile(app: App, file: File): Promise<void> {
  if (loadText(app, await file.text(), file.name)) $<HTMLSelectElement>('sample').selectedIndex = -1;
}

/** The sample menu, the paste box, the file chooser, a file dropped on the board, and the moves between a file's puzzles. */
export function wireLoading(app: App): void {
  const select = $<HTMLSelectElement>('sample');
  SAMPLES.forEach((s, i) => {
    select.append(new Option(s.label, String(i)));
  });
  onClick('load-sample', () => {
    const s = SAMPLES[Number(select.value)]!;
    loadText(app, s.text, s.file, s.index, { title: s.label });
  });
  // The sample menu shows the sample loaded, and nothing once another puzzle is.
  onClick('load-paste', () => {
    if (loadText(app, value('paste'), '<pasted>', 1, { title: 'Pasted puzzle' })) select.selectedIndex = -1;
  });
  onClick('prev', () => loadFromBatch(app, Number(value('batch-index')) - 1));
  onClick('next', () => loadFromBatch(app, Number(value('batch-index')) + 1));
  $('batch-index').addEventListener('change', () => loadFromBatch(app, Number(value('batch-index'))));
  $<HTMLInputElement>('file').addEventListener('change', (e) => {
    const file = (e.target as HTMLInputElement).files?.[0];
    if (file) void loadFile(app, file);
  });
  const board = document.querySelector('.board') as HTMLElement;
  board.addEventListener('dragover', (e) => {
    e.preventDefault();
    board.classList.add('dropping');
  });
  board.addEventListener('dragleave', () => board.classList.remove('dropping'));
  board.addEventListener('drop', (e) => {
    e.preventDefault();
    board.classList.remove('dropping');
    const file = e.dataTransfer?.files[0];
    if (file) void loadFile(app, file);
  });
}
