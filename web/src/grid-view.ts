import { type Alphabet, valuesAlphabet } from '../../src/core/alphabet.js';
import { builtRegions, cellName } from '../../src/core/grid.js';
import type { Shape } from '../../src/core/shape.js';
import { type Decorations, symbolFor } from './cell-display.js';
import { drawCompact } from './compact-grid.js';
import type { Game } from './game.js';
import { housemates } from './houses.js';
import { cageAndThermometerOverlay, drawnOver, regionTint, variantMarks } from './variant-overlay.js';

/** Grids up to this side are drawn as cells to click and type in; larger ones as a picture. */
export const INTERACTIVE_MAX_N = 36;

/**
 * The grid on the page. Up to 36×36 it is an ARIA grid of focusable cells (one in the tab order,
 * the arrows move); above, a canvas that shows the values (the compact view).
 */
export class GridView {
  /** The cell the keys move from (the cursor), always among the selection. */
  selected = 0;
  /** The cells a value, a mark, a colour or Erase goes to. */
  readonly selection = new Set<number>([0]);
  private cells: HTMLElement[] = [];
  private canvas: HTMLCanvasElement | undefined;
  private game: Game | undefined;
  private alphabet: Alphabet | undefined;
  /** The complete grid whose built regions (chaos construction) are drawn, as its line: the search runs once a grid. */
  private regionsOf = '';

  /** `readonly`: a grid to look at (a solution), with no selection. */
  constructor(
    private readonly host: HTMLElement,
    private readonly readonly = false,
  ) {}

  get interactive(): boolean {
    return this.game !== undefined && this.game.n <= INTERACTIVE_MAX_N;
  }

  /** Builds the grid for a new game. */
  show(game: Game): void {
    this.game = game;
    // A grid of the values 0-8 shows them so (0 first), as the command line writes them.
    this.alphabet = valuesAlphabet(game.n, game.shape.lowest);
    this.selected = 0;
    this.selection.clear();
    this.selection.add(0);
    this.host.replaceChildren();
    this.cells = [];
    this.canvas = undefined;
    this.regionsOf = '';
    const { n, shape } = game;
    this.host.style.setProperty('--n', String(n));
    this.host.dataset.n = String(n);
    this.host.dataset.box = shape.key;
    if (n > INTERACTIVE_MAX_N) {
      this.host.className = 'grid compact';
      this.host.setAttribute('role', 'img');
      this.host.setAttribute('aria-label', `${n} by ${n} grid with ${game.puzzle.givens()} givens, shown compact`);
      this.canvas = document.createElement('canvas');
      this.host.append(this.canvas);
      return;
    }
    this.host.className = `grid${n > 16 ? ' large' : ''}`;
    this.host.setAttribute('role', 'grid');
    this.host.setAttribute('aria-label', `Sudoku grid, ${n} by ${n}, ${describeShape(shape)}`);
    const marks = variantMarks(shape);
    for (let r = 0; r < n; r++) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.className = 'row';
      for (let c = 0; c < n; c++) {
        const cell = document.createElement('div');
        cell.setAttribute('role', 'gridcell');
        cell.dataset.cell = String(r * n + c);
        cell.tabIndex = r === 0 && c === 0 ? 0 : -1;
        cell.className = 'cell';
        // Thick lines between boxes, or between a jigsaw's regions.
        // A grid without boxes (its boxes are its rows) draws no box lines.
        if (!shape.boxless && c < n - 1 && shape.boxOf(r, c) !== shape.boxOf(r, c + 1)) cell.classList.add('box-right');
        if (!shape.boxless && r < n - 1 && shape.boxOf(r, c) !== shape.boxOf(r + 1, c)) cell.classList.add('box-bottom');
        for (const name of marks[r * n + c] ?? []) cell.classList.add(name);
        if (shape.regions) cell.style.setProperty('--region-tint', regionTint(shape.boxOf(r, c), n));
        row.append(cell);
        this.cells.push(cell);
      }
      this.host.append(row);
    }
    const overlay = cageAndThermometerOverlay(shape);
    if (overlay) this.host.append(overlay);
    // Clues outside the grid (sandwich sums, X-sums, skyscrapers, little killers) need a margin of a cell around it.
    this.host.classList.toggle('outside', drawnOver(shape, 'outside').length + drawnOver(shape, 'little-killer').length > 0);
  }

  /** Draws every cell's value, marks and decorations. */
  render(decorations: Decorations): void {
    const game = this.game;
    if (!game) return;
    const line = game.current().toString();
    this.host.dataset.line = line;
    if (this.canvas) {
      drawCompact(this.canvas, this.host, game, decorations, this.alphabet);
      return;
    }
    const selection = this.readonly ? new Set<number>() : this.selection;
    const peers = this.readonly || selection.size !== 1 ? new Set<number>() : housemates(game.shape, this.selected);
    // The digit of the cursor's cell is highlighted wherever it stands, as a value or a mark.
    const digit = this.readonly ? 0 : game.valueAt(this.selected);
    for (let i = 0; i < this.cells.length; i++) {
      const el = this.cells[i]!;
      const value = game.valueAt(i);
      const given = game.isGiven(i);
      const flags: [string, boolean][] = [
        ['given', given],
        ['entry', !given && value !== 0],
        ['conflict', decorations.conflicts.has(i)],
        ['wrong', decorations.wrong.has(i)],
        ['pattern', decorations.pattern.has(i)],
        ['target', decorations.targets.has(i)],
        ['differs', decorations.differs.has(i)],
        ['selected', selection.has(i)],
        ['cursor', !this.readonly && i === this.selected && selection.size > 1],
        ['peer', peers.has(i) && !selection.has(i)],
        ['same-value', digit !== 0 && value === digit && i !== this.selected],
      ];
      for (const [name, on] of flags) el.classList.toggle(name, on);
      const colour = game.colours[i]!;
      if (colour) el.dataset.colour = String(colour);
      else delete el.dataset.colour;
      el.replaceChildren(...this.contents(i, digit));
      el.setAttribute('aria-label', this.describe(i, decorations));
      el.setAttribute('aria-selected', String(selection.has(i)));
    }
    if (game.shape.partitions.length > 0 && line !== this.regionsOf) this.drawBuiltRegions(line);
  }

  /**
   * The regions a chaos construction's complete grid makes (the cut its values allow, as `verify`
   * finds it), tinted and set apart by thick lines; none while the grid is open or no cut fits.
   */
  private drawBuiltRegions(line: string): void {
    const game = this.game!;
    this.regionsOf = line;
    const { n } = game;
    const region = builtRegions(game.current());
    this.host.classList.toggle('regions-built', region !== undefined);
    for (let i = 0; i < this.cells.length; i++) {
      const el = this.cells[i]!;
      const [r, c] = [Math.floor(i / n), i % n];
      el.classList.toggle('region-right', region !== undefined && c < n - 1 && region[i] !== region[i + 1]);
      el.classList.toggle('region-bottom', region !== undefined && r < n - 1 && region[i] !== region[i + n]);
      if (region) el.style.setProperty('--region-tint', regionTint(region[i]!, n));
      else el.style.removeProperty('--region-tint');
    }
  }

  /** What a cell shows: its value, or its corner and centre marks (the highlighted digit's set apart). */
  private contents(cell: number, digit: number): HTMLElement[] {
    const game = this.game!;
    const value = game.valueAt(cell);
    const span = (className: string, text: string) => {
      const el = document.createElement('span');
      el.className = className;
      el.textContent = text;
      return el;
    };
    if (value !== 0) return [span('value', symbolFor(value, this.alphabet))];
    const shown: HTMLElement[] = [];
    const corner = game.corner[cell];
    if (corner) {
      const box = span('corner', '');
      box.append(...corner.map((v) => span(v === digit ? 'hit' : '', symbolFor(v, this.alphabet))));
      shown.push(box);
    }
    const marks = game.marks[cell];
    if (marks) {
      const box = span('marks', '');
      box.append(...marks.map((v) => span(v === digit ? 'hit' : '', symbolFor(v, this.alphabet))));
      shown.push(box);
    }
    return shown;
  }

  /**
   * Moves the cursor (and focus, when the grid has it) to a cell: the selection becomes that cell,
   * or with `extend` the cell joins it ('add') or joins or leaves it ('toggle').
   */
  select(cell: number, focus = true, extend?: 'add' | 'toggle'): void {
    if (!this.game || cell < 0 || cell >= this.game.n * this.game.n) return;
    if (!extend) this.selection.clear();
    if (extend === 'toggle' && this.selection.has(cell) && this.selection.size > 1) {
      this.selection.delete(cell);
      cell = [...this.selection].at(-1)!;
    } else this.selection.add(cell);
    this.cells[this.selected]?.setAttribute('tabindex', '-1');
    this.selected = cell;
    const el = this.cells[cell];
    if (el) {
      el.tabIndex = 0;
      if (focus) el.focus();
    }
  }

  /** The cell a DOM event happened in, if any. */
  cellAt(target: EventTarget | null): number | undefined {
    const el = (target as HTMLElement | null)?.closest?.('[data-cell]') as HTMLElement | null;
    return el ? Number(el.dataset.cell) : undefined;
  }

  private describe(cell: number, d: Decorations): string {
    const game = this.game!;
    const value = game.valueAt(cell);
    const parts = [cellName(game.n, cell)];
    if (value === 0) {
      const written = (marks: number[] | null) => (marks ?? []).map((v) => symbolFor(v, this.alphabet)).join(' ');
      parts.push('empty');
      if (game.marks[cell]) parts.push(`centre marks ${written(game.marks[cell])}`);
      if (game.corner[cell]) parts.push(`corner marks ${written(game.corner[cell])}`);
    } else parts.push(`${game.isGiven(cell) ? 'given' : 'entered'} ${symbolFor(value, this.alphabet)}`);
    if (d.conflicts.has(cell)) parts.push('conflict');
    if (d.wrong.has(cell)) parts.push('wrong');
    if (d.targets.has(cell)) parts.push('hint');
    if (d.differs.has(cell)) parts.push('differs between the two solutions');
    if (game.colours[cell]) parts.push(`colour ${game.colours[cell]}`);
    return parts.join(', ');
  }
}

/** `boxes of 3 by 3`, `irregular regions`, with the rules: for the grid's label. */
export function describeShape(shape: Shape): string {
  const regions = shape.regions ? 'irregular regions' : shape.boxless ? 'no boxes' : `boxes of ${shape.boxRows} by ${shape.boxCols}`;
  return shape.rules.length ? `${regions}; rules: ${shape.ruleLabels().join(', ')}` : regions;
}
