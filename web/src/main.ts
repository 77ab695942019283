// The page: loads puzzles, lets a person play them, and hands every piece of real work to the
// worker, through the same library the command line uses.
import { defaultAlphabet, symbolValue } from '../../src/core/alphabet.js';
import LZString from 'lz-string';
import { formatPuzzle } from '../../src/formats/write.js';
import type { AmoName, EncodingName, GivensChoice, SolverName } from '../../src/options/types.js';
import { cellName, Grid, verify } from '../../src/core/grid.js';
import { Shape } from '../../src/core/shape.js';
import { ruleKind } from '../../src/core/rules/index.js';
import { drawCountsChart } from './counts-chart.js';
import { Game } from './game.js';
import { type LoadedFile, loadPuzzleFile } from './load.js';
import { type Decorations, GridView, noDecorations, symbolFor as symbolOf } from './grid-view.js';
import type { EncodeChoice, HintResult, PuzzleData, SolveChoice } from './protocol.js';
import { SAMPLES } from './samples.js';
import { Stopped, WorkerClient } from './worker-client.js';

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const value = (id: string) => $<HTMLInputElement | HTMLSelectElement>(id).value;

const workerUrl = new URL('./worker.js', import.meta.url);
/** Solving, counting, generating: one at a time, and Stop ends it. */
const long = new WorkerClient(workerUrl);
/** Hints, closed-form counts and downloads: quick, and never queued behind a long solve. */
const quick = new WorkerClient(workerUrl);
/** The current puzzle's formula size: a new question stops the old one (a 100×100 takes a while). */
const sizes = new WorkerClient(workerUrl);

const view = new GridView($('grid'));
let game: Game;
let decorations: Decorations = noDecorations();
/** The verified solution of the current puzzle, once a solve found it (for Check). */
let solution: number[] | undefined;
/** The hint shown, until the grid changes. */
let shownHint: Extract<HintResult, { step: unknown }> | undefined;
let pencil = false;

function say(text: string): void {
  const status = $('status');
  status.textContent = text;
  status.classList.remove('won');
}

// ---- The clock and the win ------------------------------------------------------------------------

/** When play on this puzzle began, the time spent paused, and since when it is paused (if it is). */
const clock = {
  started: performance.now(),
  pausedFor: 0,
  pausedAt: undefined as number | undefined,
  stopped: undefined as number | undefined,
};
/** What helped: hints asked for and checks made, for the message when the grid is solved. */
const helped = { hints: 0, checks: 0 };
/** The player filled the grid correctly (not the solver): the clock stops. */
let won = false;

/** Seconds of play so far. */
function played(): number {
  const now = clock.stopped ?? clock.pausedAt ?? performance.now();
  return (now - clock.started - clock.pausedFor) / 1000;
}

const clockText = (seconds: number) => {
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor(s / 60) % 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm.padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
};

function showClock(): void {
  $('timer').textContent = clockText(played());
}

function setPaused(paused: boolean): void {
  if (paused === (clock.pausedAt !== undefined) || won) return;
  if (paused) clock.pausedAt = performance.now();
  else {
    clock.pausedFor += performance.now() - clock.pausedAt!;
    clock.pausedAt = undefined;
  }
  $('pause').setAttribute('aria-pressed', String(paused));
  $('pause').textContent = paused ? 'Resume' : 'Pause';
  $('grid').classList.toggle('paused', paused);
  showClock();
}

/** After a move of the player's: the grid full and right is a win, said with the time and the help taken. */
function noticeWin(): void {
  if (won || game.values.some((_, cell) => game.valueAt(cell) === 0)) return;
  if (game.conflicts().size > 0 || !verify(game.puzzle, game.current()).ok) return;
  won = true;
  clock.stopped = performance.now();
  showClock();
  const help = [
    helped.hints === 0 ? 'no hint' : `${helped.hints} hint${helped.hints === 1 ? '' : 's'}`,
    helped.checks === 0 ? 'no check' : `${helped.checks} check${helped.checks === 1 ? '' : 's'}`,
  ];
  say(`Solved! In ${clockText(played())}, with ${help.join(' and ')}.`);
  $('status').classList.add('won');
}

function puzzleData(): PuzzleData {
  return { box: game.shape.id, cells: Array.from(game.puzzle.cells) };
}

// ---- Loading ----------------------------------------------------------------------------------

function startGame(grid: Grid, source: string, title: string): void {
  game = new Game(grid, source);
  solution = undefined;
  shownHint = undefined;
  decorations = noDecorations();
  Object.assign(clock, { started: performance.now(), pausedFor: 0, pausedAt: undefined, stopped: undefined });
  Object.assign(helped, { hints: 0, checks: 0 });
  won = false;
  $('pause').setAttribute('aria-pressed', 'false');
  $('pause').textContent = 'Pause';
  $('grid').classList.remove('paused');
  say('');
  $('load-message').textContent = '';
  $('puzzle-title').textContent = title;
  const { boxRows, boxCols, regions } = grid.shape;
  const boxes = regions ? 'jigsaw regions' : `boxes of ${boxRows}×${boxCols}`;
  $('puzzle-facts').textContent = `${grid.n}×${grid.n}, ${boxes}, ${grid.givens()} givens · ${source}`;
  showRules(grid.shape);
  $('explanation').textContent = '';
  verdict('');
  $('solutions').hidden = true;
  view.show(game);
  buildPad();
  refresh();
  updateFormulaSize();
  void showEncodeCommand();
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
      name.textContent = kind.counted ? `${count} ${kind.counted.listed ?? kind.counted.many}` : kind.label(rule);
      item.append(name, `: ${kind.description}.`);
      return item;
    }),
  );
  list.hidden = shape.rules.length === 0;
}

/** The file the puzzle came from, while it holds several: each of them can be reached. */
let batch: LoadedFile | undefined;

/** Reads a text as the command line reads a file; the puzzle at `index` (1-based) of it. A failure is said by the control that loaded it. */
function loadText(text: string, file: string, index = 1, title = file): boolean {
  return showPuzzle(loadPuzzleFile(text, file, title), index);
}

/** The puzzle at `index` of a file read before. */
function showPuzzle(loaded: LoadedFile, index: number): boolean {
  const shown = loaded.puzzle(index);
  if ('failure' in shown) {
    $('load-message').textContent = shown.failure;
    return false;
  }
  const { record, source } = shown;
  const { count } = loaded;
  batch = count > 1 ? loaded : undefined;
  startGame(record.grid, source, shown.title);
  $('batch').hidden = count === 1;
  $<HTMLInputElement>('batch-index').value = String(record.index);
  $<HTMLInputElement>('batch-index').max = String(count);
  $('batch-count').textContent = `of ${count}`;
  $<HTMLButtonElement>('prev').disabled = record.index <= 1;
  $<HTMLButtonElement>('next').disabled = record.index >= count;
  say(shown.problem === undefined ? `Loaded ${source}.` : `Loaded ${source}: ${shown.problem}.`);
  return true;
}

/** Another puzzle of the file loaded before. */
function loadFromBatch(index: number): void {
  if (batch && index >= 1 && index <= batch.count) showPuzzle(batch, index);
}

async function loadFile(file: File): Promise<void> {
  if (loadText(await file.text(), file.name)) $<HTMLSelectElement>('sample').selectedIndex = -1;
}

// ---- Drawing ----------------------------------------------------------------------------------

function refresh(): void {
  decorations.conflicts = game.conflicts();
  view.render(decorations);
  $<HTMLButtonElement>('undo').disabled = !game.canUndo();
  $<HTMLButtonElement>('redo').disabled = !game.canRedo();
  for (const id of ['hint', 'step', 'erase', 'pencil']) $<HTMLButtonElement>(id).disabled = !view.interactive;
}

function buildPad(): void {
  const pad = $('pad');
  pad.replaceChildren();
  // Up to 9 values fit one row, on a phone too; more wrap.
  pad.classList.toggle('one-row', game.n <= 9);
  if (!view.interactive) return;
  for (let v = 1; v <= game.n; v++) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = symbolFor(v);
    b.setAttribute('aria-label', `value ${v}`);
    b.addEventListener('click', () => input(v));
    pad.append(b);
  }
}

function symbolFor(v: number): string {
  return symbolOf(v, defaultAlphabet(game.n));
}

/** After a move: what was marked from an older state goes. */
function moved(): void {
  shownHint = undefined;
  decorations = noDecorations();
  $('explanation').textContent = '';
  refresh();
}

// ---- Playing ----------------------------------------------------------------------------------

function input(v: number): void {
  const cell = view.selected;
  if (game.isGiven(cell)) {
    say(`${cellName(game.n, cell)} is a given`);
    return;
  }
  if (clock.pausedAt !== undefined) return;
  const changed = pencil && v !== 0 ? game.toggleMark(cell, v) : game.enter(cell, v);
  if (!changed) return;
  moved();
  if (v !== 0 && !pencil && decorations.conflicts.has(cell))
    say(`${cellName(game.n, cell)} = ${symbolFor(v)} clashes with another ${symbolFor(v)}`);
  else if (!won) say('');
  noticeWin();
}

function setPencil(on: boolean): void {
  pencil = on;
  $('pencil').setAttribute('aria-pressed', String(on));
  say(on ? 'Pencil marks: typing a value toggles its mark.' : 'Values: typing a value enters it.');
}

function undo(): void {
  if (!game.undo().length) return;
  moved();
  if (!won) say('');
}

function redo(): void {
  if (!game.redo().length) return;
  moved();
  if (!won) say('');
}

function onKey(event: KeyboardEvent): void {
  const n = game.n;
  const cell = view.selected;
  const r = Math.floor(cell / n);
  const c = cell % n;
  const moves: Record<string, number> = {
    ArrowUp: ((r + n - 1) % n) * n + c,
    ArrowDown: ((r + 1) % n) * n + c,
    ArrowLeft: r * n + ((c + n - 1) % n),
    ArrowRight: r * n + ((c + 1) % n),
    Home: r * n,
    End: r * n + n - 1,
  };
  const ctrl = event.ctrlKey || event.metaKey;
  let handled = true;
  if (event.key in moves) {
    view.select(moves[event.key]!);
    view.render(decorations);
  } else if (ctrl && event.key.toLowerCase() === 'z') event.shiftKey ? redo() : undo();
  else if (ctrl && event.key.toLowerCase() === 'y') redo();
  else if (ctrl || event.altKey) handled = false;
  else if (event.key === 'Delete' || event.key === 'Backspace') erase();
  else if (event.key === ' ') setPencil(!pencil);
  else if (event.key.length === 1 && valueOfKey(event.key) > 0) input(valueOfKey(event.key));
  else if (event.key === 'h' || event.key === 'H') void hint();
  else if (event.key === 's' || event.key === 'S') void step();
  else handled = false;
  if (handled) event.preventDefault();
}

/** The value a key types in this grid: its symbol in the grid's alphabet, 0 if none. */
function valueOfKey(key: string): number {
  const alphabet = defaultAlphabet(game.n);
  if (!alphabet) return 0;
  const v = symbolValue(key, alphabet);
  return v >= 1 && v <= game.n ? v : 0;
}

function erase(): void {
  if (game.erase(view.selected)) moved();
}

// ---- Hints and checks -------------------------------------------------------------------------

async function hint(): Promise<void> {
  const result = await quick.run({ kind: 'hint', puzzle: puzzleData(), entries: Array.from(game.values), marks: game.marks }).catch(failed);
  if (!result) return;
  decorations = noDecorations();
  if ('none' in result) {
    shownHint = undefined;
    $('explanation').textContent = result.none;
  } else {
    shownHint = result;
    const { step } = result;
    decorations.pattern = new Set(step.cells);
    decorations.targets = new Set([...step.placements, ...step.eliminations].map((p) => p.cell));
    $('explanation').textContent = `Hint: ${step.explanation}`;
    helped.hints++;
    // The selection and the focus move together, so that the next value typed lands where the hint points.
    const first = step.placements[0]?.cell ?? step.eliminations[0]?.cell;
    if (first !== undefined) view.select(first);
  }
  refresh();
}

async function step(): Promise<void> {
  if (!shownHint) await hint();
  const result = shownHint;
  if (!result) return;
  const text = result.step.explanation;
  game.applyStep(result.step, (cell) => result.candidates[cell] ?? []);
  moved();
  $('explanation').textContent = `Applied: ${text}`;
  noticeWin();
}

async function knownSolution(): Promise<number[] | undefined> {
  if (solution) return solution;
  const r = await busy('Solving', () =>
    long.run({
      kind: 'solve',
      puzzle: puzzleData(),
      choice: { solver: 'cadical', encoding: 'extended', redundant: false, amo: 'auto', givens: 'auto' },
    }),
  );
  if (!r) return undefined;
  if (r.verdict !== 'solved') {
    verdict(
      r.verdict === 'no-solution' ? `The puzzle has no solution${r.reason ? `: ${r.reason}` : ''}.` : `No answer: ${r.reason ?? r.verdict}`,
    );
    return undefined;
  }
  solution = r.solution!;
  return solution;
}

async function check(): Promise<void> {
  const known = await knownSolution();
  if (!known) return;
  helped.checks++;
  decorations = noDecorations();
  for (let cell = 0; cell < known.length; cell++) if (game.values[cell] && game.values[cell] !== known[cell]) decorations.wrong.add(cell);
  refresh();
  const filled = Array.from(game.values).filter((v) => v !== 0).length;
  $('explanation').textContent =
    decorations.wrong.size === 0
      ? `All ${filled} entries agree with the solution.`
      : `${decorations.wrong.size} of ${filled} entries contradict the solution (marked).`;
}

// ---- Long work --------------------------------------------------------------------------------

const LONG_BUTTONS = ['solve', 'unique', 'count', 'certificate', 'generate', 'check'];

/** Runs long work with the elapsed time shown and Stop enabled; undefined if stopped or failed. */
async function busy<T>(what: string, work: () => Promise<T>): Promise<T | undefined> {
  const started = performance.now();
  const elapsed = $('elapsed');
  const tick = () => (elapsed.textContent = `${what}… ${((performance.now() - started) / 1000).toFixed(1)} s`);
  tick();
  const timer = setInterval(tick, 100);
  $('work').hidden = false;
  $<HTMLButtonElement>('stop').disabled = false;
  for (const id of LONG_BUTTONS) $<HTMLButtonElement>(id).disabled = true;
  try {
    return await work();
  } catch (e) {
    failed(e);
    return undefined;
  } finally {
    clearInterval(timer);
    $('work').hidden = true;
    $<HTMLButtonElement>('stop').disabled = true;
    for (const id of LONG_BUTTONS) $<HTMLButtonElement>(id).disabled = false;
  }
}

/** The answer of a solve, a proof or a count: in the Solve panel and next to the grid, where it is in view. */
function verdict(text: string): void {
  $('result').textContent = text;
  say(text);
  // Asked from the Solve panel (below the grid on a phone, scrolled to on a desktop): the grid and the answer under it come into view.
  const grid = $('grid').getBoundingClientRect();
  const status = $('status').getBoundingClientRect();
  if (text !== '' && (grid.top < 0 || status.bottom > window.innerHeight)) $('grid').scrollIntoView({ block: 'start' });
}

function failed(e: unknown): undefined {
  const text = e instanceof Stopped ? 'Stopped.' : `Failed: ${e instanceof Error ? e.message : String(e)}`;
  verdict(text);
  return undefined;
}

function solveChoice(): SolveChoice {
  return {
    solver: value('route') as SolverName,
    encoding: value('enc-encoding') as EncodingName,
    redundant: $<HTMLInputElement>('enc-redundant').checked,
    // "default" is what solve, unique and count take unless told.
    amo: (value('enc-amo') === 'default' ? 'auto' : value('enc-amo')) as AmoName,
    givens: (value('enc-givens') === 'default' ? 'auto' : value('enc-givens')) as GivensChoice,
  };
}

const ms = (seconds: number) => (seconds < 1 ? `${(seconds * 1000).toFixed(0)} ms` : `${seconds.toFixed(2)} s`);

async function solvePuzzle(): Promise<void> {
  const r = await busy('Solving', () => long.run({ kind: 'solve', puzzle: puzzleData(), choice: solveChoice() }));
  if (!r) return;
  if (r.verdict === 'solved') {
    solution = r.solution!;
    game.fill(solution);
    moved();
    verdict(`Solved by ${r.solver} in ${ms(r.seconds)}; the solution is verified (Undo takes it back).`);
  } else if (r.verdict === 'no-solution') {
    verdict(`No solution (${r.solver}, ${ms(r.seconds)})${r.reason ? `: ${r.reason}` : ''}.`);
    await explainWhy();
  } else verdict(`No answer: ${r.reason ?? 'unknown'}.`);
}

/** For a puzzle with no solution: a minimal set of givens and constraints that conflict, marked on the grid (as `solve --why`). */
async function explainWhy(): Promise<void> {
  const w = await busy('Looking for why', () => long.run({ kind: 'why', puzzle: puzzleData() }));
  if (!w) return;
  if (!w.conflict) {
    $('explanation').textContent = `Why: not found (${w.reason ?? 'unknown'}).`;
    return;
  }
  decorations = noDecorations();
  decorations.pattern = new Set(w.conflict.flatMap((p) => (p.kind === 'given' ? [] : p.cells)));
  decorations.targets = new Set(w.conflict.flatMap((p) => (p.kind === 'given' ? p.cells : [])));
  refresh();
  $('explanation').textContent =
    `Why: ${w.sentence} already conflict. Leave any one of them out and the rest has a solution (checked again by a second solver).`;
}

async function provePuzzle(): Promise<void> {
  const r = await busy('Proving', () => long.run({ kind: 'unique', puzzle: puzzleData(), choice: solveChoice() }));
  if (!r) return;
  const box = $('solutions');
  box.hidden = true;
  if (r.verdict === 'unique') {
    solution = r.solution!;
    verdict(`Unique: exactly one solution, proved by ${r.solver} in ${ms(r.seconds)}.`);
  } else if (r.verdict === 'multiple') {
    verdict(`Not unique: two solutions (${r.solver}, ${ms(r.seconds)}); the cells where they differ are marked.`);
    showTwo(r.solution!, r.second!);
  } else if (r.verdict === 'no-solution') verdict(`No solution (${r.solver}, ${ms(r.seconds)}).`);
  else verdict(`No answer: ${r.reason ?? 'unknown'}.`);
}

const VERSION = __SUDOCNF_VERSION__;

/** A certificate of uniqueness (or of no solution), made in the worker and downloaded as a zip of its folder. */
async function downloadCertificate(): Promise<void> {
  const [file] = game.source.split('#');
  const args = [game.source.startsWith('<') ? '<file>' : file!];
  const command = await quick.run({ kind: 'command', command: 'unique', args, options: { proof: 'sudocnf-certificate' } }).catch(failed);
  if (command === undefined) return;
  const r = await busy('Certifying', () => long.run({ kind: 'certificate', puzzle: puzzleData(), command, sudocnf: VERSION }));
  if (!r) return;
  if (!r.zip) {
    verdict(
      r.verdict === 'multiple'
        ? 'Not unique: there is nothing to certify (Unique shows two solutions).'
        : `No certificate: ${r.reason ?? 'unknown'}.`,
    );
    return;
  }
  saveFile('sudocnf-certificate.zip', new Blob([r.zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }));
  const claim = r.verdict === 'unique' ? 'exactly one solution' : 'no solution';
  verdict(
    `Certificate of ${claim} downloaded (sudocnf-certificate.zip; a proof of ${count(r.lemmas ?? 0)} lemmas, checked, ${ms(r.seconds)}). Unzip it and run: sudocnf check-proof sudocnf-certificate`,
  );
}

/** Two solutions side by side, read-only, with the cells where they differ marked on both. */
function showTwo(first: number[], second: number[]): void {
  const box = $('solutions');
  box.replaceChildren();
  const differs = new Set(first.flatMap((v, i) => (v !== second[i] ? [i] : [])));
  [first, second].forEach((cells, i) => {
    const figure = document.createElement('figure');
    const host = document.createElement('div');
    host.id = `solution-${i + 1}`;
    const caption = document.createElement('figcaption');
    caption.textContent = `Solution ${i + 1}`;
    figure.append(caption, host);
    box.append(figure);
    const shown = new Game(game.puzzle, game.source);
    shown.fill(cells);
    const v = new GridView(host, true);
    v.show(shown);
    v.render({ ...noDecorations(), differs });
    host.classList.add('readonly');
    host.querySelectorAll('[tabindex]').forEach((e) => {
      e.setAttribute('tabindex', '-1');
    });
  });
  box.hidden = false;
}

async function countPuzzle(): Promise<void> {
  const max = Number(value('count-max'));
  if (!Number.isInteger(max) || max < 1) {
    verdict('The cap must be a positive whole number.');
    return;
  }
  const r = await busy('Counting', () =>
    long.run({ kind: 'count', puzzle: puzzleData(), choice: solveChoice(), max }, (found) =>
      verdict(`${found.toLocaleString('en-US')} solutions so far…`),
    ),
  );
  if (!r) return;
  const n = r.count.toLocaleString('en-US');
  verdict(
    r.complete
      ? `${n} solution${r.count === 1 ? '' : 's'}, exactly (${r.solver}, ${ms(r.seconds)}).`
      : `At least ${n} solutions${r.reason ? ` (${r.reason})` : ` (stopped at the cap of ${max.toLocaleString('en-US')})`}; ${r.solver}, ${ms(r.seconds)}.`,
  );
}

async function generate(): Promise<void> {
  const seed = Number(value('gen-seed'));
  const givensText = value('gen-givens').trim();
  const givens = givensText === '' ? undefined : Number(givensText);
  if (!Number.isInteger(seed) || seed < 0) {
    verdict('The seed must be a whole number.');
    return;
  }
  if (givens !== undefined && (!Number.isInteger(givens) || givens < 0)) {
    verdict('Givens must be a whole number, or empty for a minimal puzzle.');
    return;
  }
  const box = value('gen-box');
  const symmetry = value('gen-symmetry') as 'none' | 'rotational';
  const variant = value('gen-variant') || undefined;
  const r = await busy('Generating', () =>
    long.run({
      kind: 'generate',
      choice: { box, seed, symmetry, ...(givens !== undefined ? { givens } : {}), ...(variant ? { variant } : {}) },
    }),
  );
  if (!r) return;
  const shape = Shape.fromId(r.puzzle.box);
  const command = await quick
    .run({ kind: 'command', command: 'generate', args: [], options: { box, seed, symmetry, givens, variant }, shown: ['seed'] })
    .catch(failed);
  batch = undefined;
  $('batch').hidden = true;
  startGame(new Grid(shape, Uint16Array.from(r.puzzle.cells)), '<generated>', `Generated ${variant ?? 'classic'} (seed ${seed})`);
  $<HTMLSelectElement>('sample').selectedIndex = -1;
  verdict(`Generated in ${ms(r.seconds)}: ${r.givens} givens, proved unique. Same as ${command}.`);
}

/** A link to this page that opens the puzzle (its givens and rules as a puzzle document, compressed into the link). */
function share(): void {
  const text = formatPuzzle(game.puzzle, 'document');
  const link = `${location.origin}${location.pathname}#puzzle=${LZString.compressToEncodedURIComponent(text)}`;
  const field = $<HTMLInputElement>('share-link');
  field.value = link;
  field.hidden = false;
  field.select();
  void navigator.clipboard?.writeText(link).then(
    () => say('The link to this puzzle is copied.'),
    () => say('The link to this puzzle is selected: copy it.'),
  );
}

// ---- Encoding ---------------------------------------------------------------------------------

function encodeChoice(): EncodeChoice {
  return {
    encoding: value('enc-encoding') as EncodingName,
    redundant: $<HTMLInputElement>('enc-redundant').checked,
    // "default" is what encode takes unless told.
    amo: (value('enc-amo') === 'default' ? 'pairwise' : value('enc-amo')) as AmoName,
    givens: (value('enc-givens') === 'default' ? 'units' : value('enc-givens')) as EncodeChoice['givens'],
  };
}

/** Shows the command line of Download CNF with the chosen options. */
async function showEncodeCommand(): Promise<void> {
  const [file, index] = game.source.split('#');
  const args = [game.source.startsWith('<') ? '<file>' : file!];
  const command = await quick
    .run({ kind: 'command', command: 'encode', args, options: { ...(index ? { index: Number(index) } : {}), ...encodeChoice() } })
    .catch(failed);
  if (command !== undefined) $('encode-command').textContent = command;
}

const count = (x: number) => x.toLocaleString('en-US');

async function updateFormulaSize(): Promise<void> {
  for (const id of ['size-before-vars', 'size-before-clauses', 'size-after-vars', 'size-after-clauses']) $(id).textContent = '…';
  if (sizes.busy) sizes.stop();
  const r = await sizes
    .run({ kind: 'measure', puzzle: puzzleData(), choice: encodeChoice() })
    .catch((e) => (e instanceof Stopped ? undefined : failed(e)));
  if (!r) return;
  $('size-before-vars').textContent = count(r.before.variables);
  $('size-before-clauses').textContent = count(r.before.clauses);
  if ('contradiction' in r.after) {
    $('size-after-vars').textContent = '–';
    $('size-after-clauses').textContent = `none: ${r.after.contradiction}`;
  } else {
    $('size-after-vars').textContent = count(r.after.variables);
    $('size-after-clauses').textContent = count(r.after.clauses);
  }
}

async function updateCountsTable(): Promise<void> {
  const rows = await quick.run({ kind: 'counts', choice: encodeChoice(), ks: [2, 3, 4, 5, 6, 7, 8, 9, 10] }).catch(failed);
  if (!rows) return;
  const body = $('counts-table').querySelector('tbody')!;
  body.replaceChildren(
    ...rows.map((r) => {
      const tr = document.createElement('tr');
      for (const text of [
        String(r.k),
        String(r.k * r.k),
        BigInt(r.variables).toLocaleString('en-US'),
        BigInt(r.clauses).toLocaleString('en-US'),
      ]) {
        const td = document.createElement('td');
        td.textContent = text;
        tr.append(td);
      }
      return tr;
    }),
  );
  drawCountsChart($('counts-chart') as unknown as SVGSVGElement, rows);
}

async function download(): Promise<void> {
  say('Writing the formula…');
  const text = await quick.run({ kind: 'encode', puzzle: puzzleData(), choice: encodeChoice(), source: game.source }).catch(failed);
  if (text === undefined) return;
  const name = `${
    (game.source.split('/').pop() ?? 'puzzle')
      .replace(/#(\d+)$/, '-$1')
      .replace(/\.[^.]*$/, '')
      .replace(/[<>]/g, '') || 'puzzle'
  }.cnf`;
  saveFile(name, new Blob([text], { type: 'text/plain' }));
  say(`Downloaded ${name} (${count(text.length)} bytes).`);
}

/** Hands a file to the browser as a download. */
function saveFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

// ---- Theme ------------------------------------------------------------------------------------

function applyTheme(theme: 'light' | 'dark'): void {
  document.documentElement.dataset.theme = theme;
  $('theme').textContent = theme === 'dark' ? 'Light theme' : 'Dark theme';
  try {
    localStorage.setItem('sudocnf-theme', theme);
  } catch {
    // Storage may be off (private windows); the theme then lasts for this visit.
  }
  if (game && !view.interactive) view.render(decorations);
}

function initialTheme(): 'light' | 'dark' {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem('sudocnf-theme');
  } catch {
    saved = null;
  }
  if (saved === 'light' || saved === 'dark') return saved;
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

// ---- Wiring -----------------------------------------------------------------------------------

function wire(): void {
  const on = (id: string, handler: () => unknown) => $(id).addEventListener('click', () => void handler());
  const select = $<HTMLSelectElement>('sample');
  SAMPLES.forEach((s, i) => {
    select.append(new Option(s.label, String(i)));
  });
  on('load-sample', () => {
    const s = SAMPLES[Number(select.value)]!;
    loadText(s.text, s.file, s.index, s.label);
  });
  // The sample menu shows the sample loaded, and nothing once another puzzle is.
  on('load-paste', () => {
    if (loadText(value('paste'), '<pasted>', 1, 'Pasted puzzle')) select.selectedIndex = -1;
  });
  on('pause', () => setPaused(clock.pausedAt === undefined));
  on('share', share);
  on('prev', () => loadFromBatch(Number(value('batch-index')) - 1));
  on('next', () => loadFromBatch(Number(value('batch-index')) + 1));
  $('batch-index').addEventListener('change', () => loadFromBatch(Number(value('batch-index'))));
  setInterval(showClock, 500);
  $<HTMLInputElement>('file').addEventListener('change', (e) => {
    const file = (e.target as HTMLInputElement).files?.[0];
    if (file) void loadFile(file);
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
    if (file) void loadFile(file);
  });
  const grid = $('grid');
  grid.addEventListener('click', (e) => {
    const cell = view.cellAt(e.target);
    if (cell === undefined) return;
    view.select(cell);
    view.render(decorations);
  });
  grid.addEventListener('keydown', onKey);
  on('undo', undo);
  on('redo', redo);
  on('pencil', () => setPencil(!pencil));
  on('erase', erase);
  on('hint', hint);
  on('step', step);
  on('check', check);
  on('solve', solvePuzzle);
  on('unique', provePuzzle);
  on('certificate', downloadCertificate);
  on('count', countPuzzle);
  on('generate', generate);
  on('stop', () => long.stop());
  on('download', download);
  for (const id of ['enc-encoding', 'enc-redundant', 'enc-amo', 'enc-givens']) {
    $(id).addEventListener('change', () => {
      void updateFormulaSize();
      void updateCountsTable();
      void showEncodeCommand();
    });
  }
  on('theme', () => applyTheme(document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark'));
}

applyTheme(initialTheme());
wire();
// A shared link opens its puzzle; otherwise the first sample.
const shared = /^#puzzle=(.+)$/.exec(location.hash)?.[1];
const sharedText = shared ? LZString.decompressFromEncodedURIComponent(shared) : undefined;
if (!sharedText || !loadText(sharedText, '<shared>', 1, 'Shared puzzle')) {
  const first = SAMPLES[0]!;
  loadText(first.text, first.file, first.index, first.label);
  if (shared) $('load-message').textContent = 'The shared link holds no puzzle sudocnf reads.';
}
void updateCountsTable();
// Load the WebAssembly solver now, so that the first Solve does not wait for it.
void long.run({ kind: 'warm' }).then(
  () => say('Ready: the solver is loaded.'),
  () => undefined,
);
