// How the rules of variants are drawn on the grid: classes of cells (diagonals, shaded windows,
// jigsaw tints) and one SVG over it for cages, lines, arrows, dots and clues outside the grid.
import type { CellSymbol, Drawing } from '../../src/plot/rule-drawing.js';
import { ruleKind } from '../../src/core/rules/index.js';
import type { Shape } from '../../src/core/shape.js';

/** A light tint per region of a jigsaw, hues spread around the circle. */
export function regionTint(region: number, n: number): string {
  return `hsl(${Math.round((region * 360) / n)} 70% 55% / 0.16)`;
}

/** Classes of each cell for the rules drawn on the grid: diagonal lines, shaded windows and extra regions. */
export function variantMarks(shape: Shape): string[][] {
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
export function drawnOver(shape: Shape, drawing: Drawing) {
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
export function cageAndThermometerOverlay(shape: Shape): SVGSVGElement | undefined {
  const cages = drawnOver(shape, 'cage');
  const { chains } = shape;
  const lines = [...drawnOver(shape, 'arrow'), ...drawnOver(shape, 'little-killer')];
  const dots = drawnOver(shape, 'dot');
  const drawnLines = drawnOver(shape, 'line');
  const marked = drawnOver(shape, 'cell');
  const corners = drawnOver(shape, 'corner');
  const clues = drawnOver(shape, 'outside');
  // The rules inside a choice (any-of, all-of), each alternative drawn faded and dashed.
  const alternatives = shape.choices.flatMap((choice) =>
    choice.alternatives.flatMap((alternative) => cageAndThermometerOverlay(alternative) ?? []),
  );
  if ([cages, chains, lines, dots, drawnLines, marked, corners, clues, alternatives].every((drawn) => drawn.length === 0)) return undefined;
  const { n } = shape;
  const overlay = svg('svg', { class: 'overlay', viewBox: `0 0 ${n} ${n}`, 'aria-hidden': 'true' });
  for (const drawn of alternatives) {
    const group = svg('g', { class: 'alternative' });
    group.append(...Array.from(drawn.children));
    overlay.append(group);
  }
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
    // Its sum in the corner, or what its kind's mark says there (a number that is not a sum is not written as one).
    const text = cage.mark ? cage.mark.text : cage.sum !== undefined ? String(cage.sum) : '';
    if (text !== '') {
      const first = Math.min(...cage.cells);
      const label = svg('text', { class: 'cage-sum', x: (first % n) + 0.13, y: Math.floor(first / n) + 0.3 });
      label.textContent = text;
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
