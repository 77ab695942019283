import { type CellSymbol, type RuleKind, ruleKind } from '../../src/core/rules/index.js';
import { type Alphabet, defaultAlphabet, symbolOf } from '../../src/core/alphabet.js';
import { cellName } from '../../src/core/grid.js';
import type { Shape } from '../../src/core/shape.js';
import type { Game } from './game.js';

/** Grids up to this side are drawn as cells to click and type in; larger ones as a picture. */
export const INTERACTIVE_MAX_N = 36;

/** What the page marks on the grid beside the values. */
export interface Decorations {
  conflicts: Set<number>;
  wrong: Set<number>;
  /** The cells of a hint's pattern, and the cells it places in or takes candidates from. */
  pattern: Set<number>;
  targets: Set<number>;
  /** Cells where two solutions differ. */
  differs: Set<number>;
}

export const noDecorations = (): Decorations => ({
  conflicts: new Set(),
  wrong: new Set(),
  pattern: new Set(),
  targets: new Set(),
  differs: new Set(),
});

/** The symbol of a value in a grid of side n: the command line's alphabet, or the number past 64. */
export function symbolFor(value: number, alphabet: Alphabet | undefined): string {
  if (value === 0) return '';
  return alphabet ? symbolOf(value, alphabet) : String(value);
}

/**
 * The grid on the page. Up to 36×36 it is an ARIA grid of focusable cells (one in the tab order,
 * the arrows move); above, a canvas that shows the values (the compact view).
 */
export class GridView {
  selected = 0;
  private cells: HTMLElement[] = [];
  private canvas: HTMLCanvasElement | undefined;
  private game: Game | undefined;
  private alphabet: Alphabet | undefined;

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
    this.alphabet = defaultAlphabet(game.n);
    this.selected = 0;
    this.host.replaceChildren();
    this.cells = [];
    this.canvas = undefined;
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
        if (c < n - 1 && shape.boxOf(r, c) !== shape.boxOf(r, c + 1)) cell.classList.add('box-right');
        if (r < n - 1 && shape.boxOf(r, c) !== shape.boxOf(r + 1, c)) cell.classList.add('box-bottom');
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
    this.host.dataset.line = game.current().toString();
    if (this.canvas) {
      this.draw(decorations);
      return;
    }
    const peers = this.readonly ? new Set<number>() : this.peersOf(this.selected);
    const selected = this.readonly ? -1 : this.selected;
    for (let i = 0; i < this.cells.length; i++) {
      const el = this.cells[i]!;
      const value = game.valueAt(i);
      const given = game.isGiven(i);
      const marks = value === 0 ? game.marks[i] : null;
      const flags: [string, boolean][] = [
        ['given', given],
        ['entry', !given && value !== 0],
        ['conflict', decorations.conflicts.has(i)],
        ['wrong', decorations.wrong.has(i)],
        ['pattern', decorations.pattern.has(i)],
        ['target', decorations.targets.has(i)],
        ['differs', decorations.differs.has(i)],
        ['selected', i === selected],
        ['peer', peers.has(i) && i !== selected],
      ];
      for (const [name, on] of flags) el.classList.toggle(name, on);
      if (marks) {
        const box = document.createElement('span');
        box.className = 'marks';
        box.textContent = marks.map((v) => symbolFor(v, this.alphabet)).join(' ');
        el.replaceChildren(box);
      } else if (value === 0) el.replaceChildren();
      else {
        const shown = document.createElement('span');
        shown.className = 'value';
        shown.textContent = symbolFor(value, this.alphabet);
        el.replaceChildren(shown);
      }
      el.setAttribute('aria-label', this.describe(i, decorations));
      el.setAttribute('aria-selected', String(i === selected));
    }
  }

  /** Moves the selection (and focus, when the grid has it) to a cell. */
  select(cell: number, focus = true): void {
    if (!this.game || cell < 0 || cell >= this.game.n * this.game.n) return;
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
      const marks = game.marks[cell];
      parts.push(marks ? `empty, pencil marks ${marks.map((v) => symbolFor(v, this.alphabet)).join(' ')}` : 'empty');
    } else parts.push(`${game.isGiven(cell) ? 'given' : 'entered'} ${symbolFor(value, this.alphabet)}`);
    if (d.conflicts.has(cell)) parts.push('conflict');
    if (d.wrong.has(cell)) parts.push('wrong');
    if (d.targets.has(cell)) parts.push('hint');
    if (d.differs.has(cell)) parts.push('differs between the two solutions');
    return parts.join(', ');
  }

  private peersOf(cell: number): Set<number> {
    const game = this.game!;
    const { n, shape } = game;
    const r = Math.floor(cell / n);
    const c = cell % n;
    const peers = new Set<number>();
    const b = shape.boxOf(r, c);
    for (let j = 0; j < n; j++) {
      peers.add(r * n + j);
      peers.add(j * n + c);
      peers.add(shape.boxCellRow(b, j) * n + shape.boxCellCol(b, j));
    }
    for (const unit of shape.extraUnits) if (unit.cells.includes(cell)) for (const other of unit.cells) peers.add(other);
    return peers;
  }

  /** The compact view: values drawn small, givens dark, entries in the accent colour. */
  private draw(d: Decorations): void {
    const game = this.game!;
    const canvas = this.canvas!;
    const side = Math.min(this.host.clientWidth || 800, 1200);
    const ratio = window.devicePixelRatio || 1;
    canvas.width = side * ratio;
    canvas.height = side * ratio;
    canvas.style.width = canvas.style.height = `${side}px`;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    const style = getComputedStyle(this.host);
    const size = (side * ratio) / game.n;
    ctx.fillStyle = style.getPropertyValue('--cell-bg') || '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.font = `${Math.max(6, size * 0.55)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let i = 0; i < game.n * game.n; i++) {
      const x = (i % game.n) * size;
      const y = Math.floor(i / game.n) * size;
      if (d.conflicts.has(i) || d.wrong.has(i) || d.differs.has(i)) {
        ctx.fillStyle = style.getPropertyValue('--bad-bg') || '#fcc';
        ctx.fillRect(x, y, size, size);
      }
      const v = game.valueAt(i);
      if (v === 0) continue;
      ctx.fillStyle = game.isGiven(i) ? style.getPropertyValue('--fg') || '#000' : style.getPropertyValue('--accent') || '#06c';
      ctx.fillText(symbolFor(v, this.alphabet), x + size / 2, y + size / 2);
    }
    ctx.strokeStyle = style.getPropertyValue('--line') || '#888';
    const { n, shape } = game;
    // Each cell's right and bottom edge: thick between boxes (or regions), thin inside them.
    const edge = (x0: number, y0: number, x1: number, y1: number, thick: boolean) => {
      ctx.lineWidth = (thick ? 2 : 0.5) * ratio;
      ctx.beginPath();
      ctx.moveTo(x0 * size, y0 * size);
      ctx.lineTo(x1 * size, y1 * size);
      ctx.stroke();
    };
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        edge(c + 1, r, c + 1, r + 1, c === n - 1 || shape.boxOf(r, c) !== shape.boxOf(r, c + 1));
        edge(c, r + 1, c + 1, r + 1, r === n - 1 || shape.boxOf(r, c) !== shape.boxOf(r + 1, c));
      }
    }
    edge(0, 0, n, 0, true);
    edge(0, 0, 0, n, true);
  }
}

/** `boxes of 3 by 3`, `irregular regions`, with the rules: for the grid's label. */
export function describeShape(shape: Shape): string {
  const regions = shape.regions ? 'irregular regions' : `boxes of ${shape.boxRows} by ${shape.boxCols}`;
  return shape.rules.length ? `${regions}; rules: ${shape.ruleLabels().join(', ')}` : regions;
}

/** A light tint per region of a jigsaw, hues spread around the circle. */
function regionTint(region: number, n: number): string {
  return `hsl(${Math.round((region * 360) / n)} 70% 55% / 0.16)`;
}

/** Classes of each cell for the rules drawn on the grid: diagonal lines, shaded windows and extra regions. */
function variantMarks(shape: Shape): string[][] {
  const marks: string[][] = [];
  for (const unit of shape.extraUnits) {
    const { drawing } = ruleKind(unit.rule);
    if (drawing !== 'diagonal' && drawing !== 'shade') continue;
    // A diagonal from the top left corner is the main one.
    const name = drawing === 'shade' ? 'shaded' : unit.cells[0]! % shape.n === 0 ? 'diag-main' : 'diag-anti';
    for (const cell of unit.cells) {
      marks[cell] ??= [];
      marks[cell].push(name);
    }
  }
  return marks;
}

const SVG = 'http://www.w3.org/2000/svg';

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string | number>): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, String(value));
  return el;
}

/** The rules drawn one way, each as its cells (in the order its kind lists them), its sum, its kind's family and its mark. */
function drawnOver(shape: Shape, drawing: RuleKind['drawing']) {
  return shape.rules.flatMap((rule) => {
    const kind = ruleKind(rule);
    if (kind.drawing !== drawing || !kind.listed) return [];
    const sum = kind.listed.number?.of(rule);
    const mark = kind.mark?.(rule, shape);
    return [
      { drawing, family: kind.family, cells: kind.listed.cells(rule), ...(sum !== undefined ? { sum } : {}), ...(mark ? { mark } : {}) },
    ];
  });
}

/** A number outside the grid (in cell units, centred on x, y). */
function outsideLabel(className: string, x: number, y: number, text: string): SVGTextElement {
  const label = svg('text', { class: className, 'text-anchor': 'middle', 'dominant-baseline': 'central', x, y });
  label.textContent = text;
  return label;
}

/**
 * A marked cell's symbol, in cell units: a shaded circle or square; maximum and minimum cells shaded,
 * with a chevron by each side that faces a cell outside their area, pointing out of the cell (a
 * maximum) or into it (a minimum).
 */
function cellMark(cell: number, area: ReadonlySet<number>, n: number, family: string, symbol: CellSymbol | undefined): SVGElement[] {
  const [x, y] = [cell % n, Math.floor(cell / n)];
  if (symbol === 'circle') return [svg('circle', { class: `cell-mark ${family}`, cx: x + 0.5, cy: y + 0.5, r: 0.4 })];
  const square = svg('rect', { class: `cell-mark ${family}`, x: x + 0.1, y: y + 0.1, width: 0.8, height: 0.8 });
  if (symbol !== 'chevrons-out' && symbol !== 'chevrons-in') return [square];
  square.setAttribute('x', String(x));
  square.setAttribute('y', String(y));
  square.setAttribute('width', '1');
  square.setAttribute('height', '1');
  // Each chevron near a side: its tip towards the side (out) or towards the centre (in).
  const tip = symbol === 'chevrons-out' ? 0.42 : 0.32;
  const base = symbol === 'chevrons-out' ? 0.32 : 0.42;
  const sides = [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ].filter(([dx, dy]) => {
    const [x2, y2] = [x + dx!, y + dy!];
    return x2 >= 0 && x2 < n && y2 >= 0 && y2 < n && !area.has(y2 * n + x2);
  });
  const d = sides.map(([dx, dy]) => {
    const at = (along: number, side: number) => `${x + 0.5 + dx! * along - dy! * side},${y + 0.5 + dy! * along + dx! * side}`;
    return `M${at(base, -0.12)}L${at(tip, 0)}L${at(base, 0.12)}`;
  });
  return [square, svg('path', { class: `cell-mark chevrons ${family}`, d: d.join('') })];
}

/**
 * Killer cages as dashed outlines just inside their cells with the sum in the top-left corner,
 * and thermometers as a thick line from a round bulb: one SVG over the grid, in cell units.
 */
function cageAndThermometerOverlay(shape: Shape): SVGSVGElement | undefined {
  const cages = drawnOver(shape, 'cage');
  const { chains } = shape;
  const lines = [...drawnOver(shape, 'arrow'), ...drawnOver(shape, 'little-killer')];
  const dots = drawnOver(shape, 'dot');
  const drawnLines = drawnOver(shape, 'line');
  const marked = drawnOver(shape, 'cell');
  const corners = drawnOver(shape, 'corner');
  const clues = drawnOver(shape, 'outside');
  if ([cages, chains, lines, dots, drawnLines, marked, corners, clues].every((drawn) => drawn.length === 0)) return undefined;
  const { n } = shape;
  const overlay = svg('svg', { class: 'overlay', viewBox: `0 0 ${n} ${n}`, 'aria-hidden': 'true' });
  const centre = (c: number): [number, number] => [(c % n) + 0.5, Math.floor(c / n) + 0.5];
  for (const { cells, family, mark } of marked)
    for (const cell of cells) overlay.append(...cellMark(cell, new Set(cells), n, family, mark?.symbol));
  for (const rule of lines) {
    if (rule.drawing === 'arrow') {
      // A circle (the first cell; a pill: its first `sum` cells), and a line from it through the cells to an arrowhead on the last.
      const size = rule.sum ?? 1;
      const pill = rule.cells.slice(0, size);
      if (size > 1) {
        const outline = pill.map(centre);
        overlay.append(svg('polyline', { class: 'arrow pill', points: outline.map((p) => p.join(',')).join(' ') }));
      }
      const from =
        pill.find(
          (c) =>
            Math.max(Math.abs((c % n) - (rule.cells[size]! % n)), Math.abs(Math.floor(c / n) - Math.floor(rule.cells[size]! / n))) === 1,
        ) ?? pill[0]!;
      const path = [from, ...rule.cells.slice(size)].map(centre);
      if (size === 1) overlay.append(svg('circle', { class: 'arrow', cx: path[0]![0], cy: path[0]![1], r: 0.38 }));
      const [fx, fy] = path[0]!;
      const [sx, sy] = path[1]!;
      const d = Math.hypot(sx - fx, sy - fy);
      path[0] = [fx + ((sx - fx) * 0.38) / d, fy + ((sy - fy) * 0.38) / d];
      overlay.append(svg('polyline', { class: 'arrow', points: path.map((p) => p.join(',')).join(' ') }));
      const [ex, ey] = path.at(-1)!;
      const [px, py] = path.at(-2)!;
      const a = Math.atan2(ey - py, ex - px);
      const head = [a + 2.6, a - 2.6].map((t) => `${ex + 0.25 * Math.cos(t)},${ey + 0.25 * Math.sin(t)}`);
      overlay.append(svg('polyline', { class: 'arrow', points: `${head[0]} ${ex},${ey} ${head[1]}` }));
    } else {
      // A dotted line along the diagonal, its sum outside the grid where the diagonal starts.
      const path = rule.cells.map(centre);
      overlay.append(svg('polyline', { class: 'little-killer', points: path.map((p) => p.join(',')).join(' ') }));
      const [x, y] = path[0]!;
      const [nx, ny] = path[1] ?? [x + 1, y + 1];
      overlay.append(outsideLabel('little-killer-sum', x - 0.85 * Math.sign(nx - x), y - 0.85 * Math.sign(ny - y), `${rule.sum}`));
    }
  }
  // Lines (whispers) coloured by their kind, a number other than the usual one at the first cell.
  for (const line of drawnLines) {
    const path = line.cells.map(centre);
    overlay.append(svg('polyline', { class: `line ${line.family}`, points: path.map((p) => p.join(',')).join(' ') }));
    if (line.mark && line.mark.text !== '') {
      const label = svg('text', { class: 'cage-sum', x: path[0]![0] - 0.42, y: path[0]![1] - 0.2 });
      label.textContent = line.mark.text;
      overlay.append(label);
    }
  }
  for (const { cells } of chains) {
    const points = cells.map((c) => `${(c % n) + 0.5},${Math.floor(c / n) + 0.5}`).join(' ');
    overlay.append(svg('polyline', { class: 'thermometer', points }));
    const bulb = cells[0]!;
    overlay.append(svg('circle', { class: 'thermometer bulb', cx: (bulb % n) + 0.5, cy: Math.floor(bulb / n) + 0.5, r: 0.33 }));
  }
  const inset = 0.09;
  for (const cage of cages) {
    const inCage = new Set(cage.cells);
    const has = (r: number, c: number) => r >= 0 && r < n && c >= 0 && c < n && inCage.has(r * n + c);
    const segments: string[] = [];
    for (const cell of cage.cells) {
      const r = Math.floor(cell / n);
      const c = cell % n;
      // Each open side of the cell, reaching the next cell of the cage where the cage goes on.
      const x0 = has(r, c - 1) ? c : c + inset;
      const x1 = has(r, c + 1) ? c + 1 : c + 1 - inset;
      const y0 = has(r - 1, c) ? r : r + inset;
      const y1 = has(r + 1, c) ? r + 1 : r + 1 - inset;
      if (!has(r - 1, c)) segments.push(`M${x0} ${r + inset}H${x1}`);
      if (!has(r + 1, c)) segments.push(`M${x0} ${r + 1 - inset}H${x1}`);
      if (!has(r, c - 1)) segments.push(`M${c + inset} ${y0}V${y1}`);
      if (!has(r, c + 1)) segments.push(`M${c + 1 - inset} ${y0}V${y1}`);
    }
    overlay.append(svg('path', { class: 'cage', d: segments.join('') }));
    if (cage.sum !== undefined) {
      const first = Math.min(...cage.cells);
      const label = svg('text', { class: 'cage-sum', x: (first % n) + 0.13, y: Math.floor(first / n) + 0.3 });
      label.textContent = String(cage.sum);
      overlay.append(label);
    }
  }
  // Clues outside the grid, beside the end of the row or column they read.
  for (const { cells, family, mark } of clues) {
    const [x, y] = centre(cells[0]!);
    const [nx, ny] = centre(cells[1]!);
    overlay.append(outsideLabel(`outside-clue ${family}`, x - 0.85 * Math.sign(nx - x), y - 0.85 * Math.sign(ny - y), mark?.text ?? ''));
  }
  // Quadruples: a circle where their four cells meet, with their values.
  for (const { cells, mark } of corners) {
    const x = Math.max(...cells.map((c) => c % n));
    const y = Math.max(...cells.map((c) => Math.floor(c / n)));
    overlay.append(svg('circle', { class: 'quadruple', cx: x, cy: y, r: 0.24 }));
    const label = svg('text', { class: 'quadruple-text', 'text-anchor': 'middle', 'dominant-baseline': 'central', x, y });
    label.textContent = mark?.text ?? '';
    overlay.append(label);
  }
  // Kropki dots and XV letters on the border between their two cells, over everything else.
  for (const { cells, mark } of dots) {
    if (!mark) continue;
    const [ax, ay] = centre(cells[0]!);
    const [bx, by] = centre(cells[1]!);
    const [x, y] = [(ax + bx) / 2, (ay + by) / 2];
    if (mark.fill !== 'none') overlay.append(svg('circle', { class: `dot ${mark.fill}`, cx: x, cy: y, r: 0.13 }));
    if (mark.text !== '') {
      const label = svg('text', { class: `dot-text ${mark.fill}`, 'text-anchor': 'middle', 'dominant-baseline': 'central', x, y });
      label.textContent = mark.text;
      overlay.append(label);
    }
  }
  return overlay;
}
