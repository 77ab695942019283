import type { CountsRow } from './protocol.js';

const SVG = 'http://www.w3.org/2000/svg';

function el(name: string, attributes: Record<string, string | number>, text?: string): SVGElement {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Clauses against k as a line on a log scale, one labelled point per k. */
export function drawCountsChart(svg: SVGSVGElement, rows: readonly CountsRow[]): void {
  const width = 320;
  const height = 180;
  const left = 44;
  const bottom = 24;
  const top = 10;
  const logs = rows.map((r) => Math.log10(Number(r.clauses)));
  const lo = Math.floor(Math.min(...logs));
  const hi = Math.ceil(Math.max(...logs));
  const x = (i: number) => left + (i * (width - left - 12)) / Math.max(1, rows.length - 1);
  const y = (log: number) => top + ((hi - log) * (height - top - bottom)) / Math.max(1, hi - lo);
  const children: SVGElement[] = [];
  for (let p = lo; p <= hi; p++) {
    children.push(el('line', { x1: left, x2: width - 8, y1: y(p), y2: y(p), class: 'gridline' }));
    children.push(el('text', { x: left - 6, y: y(p) + 4, 'text-anchor': 'end', class: 'axis' }, `10${superscript(p)}`));
  }
  rows.forEach((r, i) => {
    children.push(el('text', { x: x(i), y: height - 6, 'text-anchor': 'middle', class: 'axis' }, String(r.k)));
  });
  children.push(el('polyline', { points: logs.map((l, i) => `${x(i)},${y(l)}`).join(' '), class: 'series' }));
  logs.forEach((l, i) => {
    const dot = el('circle', { cx: x(i), cy: y(l), r: 3, class: 'point' });
    dot.append(el('title', {}, `k = ${rows[i]!.k}: ${BigInt(rows[i]!.clauses).toLocaleString('en-US')} clauses`));
    children.push(dot);
  });
  svg.replaceChildren(...children);
}

function superscript(p: number): string {
  const digits = '⁰¹²³⁴⁵⁶⁷⁸⁹';
  return String(p)
    .split('')
    .map((d) => digits[Number(d)] ?? d)
    .join('');
}
