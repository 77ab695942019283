// The light and dark themes: the system's until the reader picks one, which is then kept.
import { $, onClick } from './dom.js';

type Theme = 'light' | 'dark';

function applyTheme(theme: Theme, redraw: () => void): void {
  document.documentElement.dataset.theme = theme;
  $('theme').textContent = theme === 'dark' ? 'Light theme' : 'Dark theme';
  try {
    localStorage.setItem('sudocnf-theme', theme);
  } catch {
    // Storage may be off (private windows); the theme then lasts for this visit.
  }
  redraw();
}

function initialTheme(): Theme {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem('sudocnf-theme');
  } catch {
    saved = null;
  }
  if (saved === 'light' || saved === 'dark') return saved;
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Applies the first theme and wires the button that switches; `redraw` repaints what the stylesheet cannot (the compact grid's canvas). */
export function wireTheme(redraw: () => void): void {
  applyTheme(initialTheme(), redraw);
  onClick('theme', () => applyTheme(document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark', redraw));
}
