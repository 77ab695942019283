import type { Alphabet } from '../../src/core/alphabet.js';
import type { Game } from './game.js';
import { type Decorations, symbolFor } from './cell-display.js';

/** The compact view of a grid too large to type in: values drawn small on a canvas, givens dark, entries in the accent colour. */
export function drawCompact(
  canvas: HTMLCanvasElement,
  host: HTMLElement,
  game: Game,
  d: Decorations,
  alphabet: Alphabet | undefined,
): void {
  const side = Math.min(host.clientWidth || 800, 1200);
  const ratio = window.devicePixelRatio || 1;
  canvas.width = side * ratio;
  canvas.height = side * ratio;
  canvas.style.width = canvas.style.height = `${side}px`;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const style = getComputedStyle(host);
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
    ctx.fillText(symbolFor(v, alphabet), x + size / 2, y + size / 2);
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
